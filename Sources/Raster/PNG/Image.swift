/// An immutable bitmap of premultiplied 0xAARRGGBB pixels (sRGB-encoded, like
/// `PixelBuffer`): a layer's `contents`.
public final class Image {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Rows top to bottom, `width` pixels each; never empty (a 0×0 image has one spare pixel).
    package let pixels: UnsafeMutablePointer<UInt32>

    /// A copy of `buffer`'s pixels.
    public convenience init(copying buffer: PixelBuffer) {
        self.init(width: buffer.width, height: buffer.height) {
            $0.update(from: buffer.pixels, count: buffer.width * buffer.height)
        }
    }

    /// An image whose pixels `fill` writes (premultiplied, row-major).
    package init(width: Int, height: Int, fill: (UnsafeMutablePointer<UInt32>) throws -> Void) rethrows {
        precondition(width >= 0 && height >= 0, "image size must not be negative, got \(width)×\(height)")
        self.width = width
        self.height = height
        pixels = .allocate(capacity: max(width * height, 1))
        pixels.initialize(repeating: 0, count: max(width * height, 1))
        try fill(pixels)
    }

    deinit {
        pixels.deallocate()
    }

    /// The premultiplied 0xAARRGGBB pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt32 {
        precondition(
            x >= 0 && x < width && y >= 0 && y < height,
            "pixel (\(x), \(y)) is outside the \(width)×\(height) image")
        return pixels[y * width + x]
    }
}
