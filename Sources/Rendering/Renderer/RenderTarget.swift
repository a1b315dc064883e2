import Raster

/// Pixels commands draw into: the frame, or a group's offscreen pixels.
struct RenderTarget {
    /// The pixel at `(originX, originY)`.
    let pixels: UnsafeMutablePointer<UInt32>
    /// Pixels from one row to the next.
    let stride: Int
    let originX: Int, originY: Int

    /// The pixel at device column `x`, row `y`.
    @inline(__always)
    func pointer(x: Int, y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + ((y - originY) * stride + (x - originX))
    }

    /// Sets every pixel of `area` to `value`.
    func fill(_ area: PixelRect, with value: UInt32) {
        guard !area.isEmpty else { return }
        if area.width == stride {
            SolidKernel.store(value, pointer(x: area.x, y: area.y), count: area.width * area.height)
            return
        }
        for y in area.y..<area.maxY {
            SolidKernel.store(value, pointer(x: area.x, y: y), count: area.width)
        }
    }
}
