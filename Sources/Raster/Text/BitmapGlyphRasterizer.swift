import Geometry

/// Text in the built-in `BitmapFont`: crisp, exact on every machine, ASCII and a few symbols.
///
/// The font's cap height is 7 font pixels; a font whose em is `pixelSize` has a cap height of
/// about 0.7 em, so each font pixel becomes a square of `round(pixelSize / 10)` device
/// pixels (at least 1).
public struct BitmapGlyphRasterizer: GlyphRasterizer {
    public init() {}

    public func mask(for text: String, pixelSize: Double) -> GlyphMask {
        let font = BitmapFont.standard
        let scale = max(1, Int((pixelSize / 10).rounded()))
        let (width, height) = GlyphMask.limited(
            width: font.width(of: text, scale: scale), height: font.height(of: text, scale: scale))
        guard width > 0, height > 0 else { return .empty }
        let ink = PixelBuffer(width: width, height: height)
        font.draw(text, at: .zero, scale: scale, color: .white, into: ink)
        let coverage = (0..<(width * height)).map { UInt8(ink.pixels[$0] >> 24) }
        return GlyphMask(width: width, height: height, baseline: BitmapFont.capHeight * scale, coverage: coverage)
    }
}
