import Motion
package import Raster

/// Text set by a `GlyphRasterizer` (the app's TrueType font) and blended straight into a
/// buffer over what is there: the profiler overlay's labels, which are drawn after the
/// renderer has finished the frame.
///
/// Masks are kept by text and pixel size, so the overlay's legend is set once and only the
/// changing numbers are set again; the cache is dropped when it grows past `cacheLimit`.
package final class OverlayText {
    private let glyphs: any GlyphRasterizer
    /// The em in points.
    package let fontSize: Double
    private var masks: [MaskKey: GlyphMask] = [:]
    static let cacheLimit = 256

    private struct MaskKey: Hashable {
        let text: String
        let pixelSize: Double
    }

    /// Text in `glyphs` at `fontSize` points.
    package init(glyphs: any GlyphRasterizer, fontSize: Double = 10) {
        self.glyphs = glyphs
        self.fontSize = fontSize
    }

    /// Draws `text` in `color` with the top of its capitals near `origin.y` (points; the
    /// baseline sits where the 5×7 bitmap font's would, `BitmapFont.capHeight` below),
    /// starting at `origin.x`, on whole pixels of `buffer` (`scale` pixels per point).
    /// Returns the text's width in points.
    @discardableResult
    package func draw(_ text: String, at origin: Point, color: Color, into buffer: PixelBuffer, scale: Double) -> Double
    {
        let mask = self.mask(text, pixelSize: fontSize * scale)
        let left = Int((origin.x * scale).rounded())
        let baseline = Int(((origin.y + Double(BitmapFont.capHeight)) * scale).rounded())
        Self.blend(mask, color: color, x: left, y: baseline - mask.baseline, into: buffer)
        return Double(mask.width) / scale
    }

    private func mask(_ text: String, pixelSize: Double) -> GlyphMask {
        let key = MaskKey(text: text, pixelSize: pixelSize)
        if let mask = masks[key] { return mask }
        if masks.count >= Self.cacheLimit { masks.removeAll(keepingCapacity: true) }
        let mask = glyphs.mask(for: text, pixelSize: pixelSize)
        masks[key] = mask
        return mask
    }

    /// Blends `color` through `mask`'s coverage, source-over, with the mask's top-left pixel
    /// at column `x`, row `y`; pixels outside the buffer are skipped.
    static func blend(_ mask: GlyphMask, color: Color, x: Int, y: Int, into buffer: PixelBuffer) {
        let paint = PremultipliedColor(color).pixel
        let columns = max(x, 0)..<min(x + mask.width, buffer.width)
        let rows = max(y, 0)..<min(y + mask.height, buffer.height)
        guard paint >> 24 != 0, !columns.isEmpty, !rows.isEmpty else { return }
        buffer.withUnsafeMutableBytes { bytes in
            let pixels = bytes.bindMemory(to: UInt32.self)
            for row in rows {
                let maskRow = (row - y) * mask.width - x
                let line = row * buffer.width
                for column in columns {
                    let coverage = UInt32(mask.coverage[maskRow + column])
                    guard coverage != 0 else { continue }
                    let source = PremultipliedColor.scale(paint, by: coverage)
                    pixels[line + column] = PremultipliedColor.sourceOver(source, onto: pixels[line + column])
                }
            }
        }
    }
}
