/// Sets text as an 8-bit coverage mask, the one thing the renderer needs from a font engine.
///
/// The app passes a `FreeTypeGlyphRasterizer` (DejaVu Sans); without one the renderer uses
/// `BitmapGlyphRasterizer` (the built-in pixel font).
public protocol GlyphRasterizer {
    /// `text` set in a font whose em is `pixelSize` device pixels; "\n" starts a new line.
    func mask(for text: String, pixelSize: Double) -> GlyphMask
}

/// Text as coverage: 0 is no ink, 255 full ink, row-major.
public struct GlyphMask: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// The first line's baseline, in pixels from the top.
    public let baseline: Int
    public let coverage: [UInt8]

    public init(width: Int, height: Int, baseline: Int, coverage: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && coverage.count == width * height,
            "a \(width)×\(height) glyph mask needs \(width * height) bytes, got \(coverage.count)")
        self.width = width
        self.height = height
        self.baseline = baseline
        self.coverage = coverage
    }

    /// No ink at all.
    public static let empty = GlyphMask(width: 0, height: 0, baseline: 0, coverage: [])

    /// The widest and tallest mask a rasterizer makes, in pixels: text beyond it is cut, so
    /// a string of a million characters costs its layout, not a mask of gigabytes.
    public static let maximumSide = 16_384
    /// The most pixels (bytes) a mask may have: 2²⁶, 64 MB.
    public static let maximumPixels = 1 << 26

    /// The mask size for text whose ink covers `width` × `height` pixels: at most
    /// `maximumSide` a side, then rows cut until it has at most `maximumPixels`.
    public static func limited(width: Int, height: Int) -> (width: Int, height: Int) {
        let width = min(width, maximumSide)
        return (width, min(height, maximumSide, maximumPixels / max(width, 1)))
    }
}
