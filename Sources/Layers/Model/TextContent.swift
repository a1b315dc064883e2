import Motion

/// A line (or lines, split at "\n") of text a layer draws inside its bounds, like a
/// `CATextLayer`'s `string`, `fontSize`, `foregroundColor` and `alignmentMode`.
///
/// The text starts at the top of the bounds and is not wrapped; alignment places each
/// line's box horizontally. The renderer sets it with the app's font (FreeType with
/// DejaVu Sans in the app) or its built-in bitmap font.
public struct TextContent: Hashable, Sendable {
    /// Horizontal placement in the bounds, like `CATextLayerAlignmentMode`.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case left, center, right
    }

    /// The text; "\n" starts a new line.
    public var string: String
    /// The font size in points (the em), `CATextLayer`'s default being 36.
    public var fontSize: Double
    /// The colour of the glyphs, like `foregroundColor`.
    public var color: Color
    /// How each line is placed horizontally in the bounds, like `alignmentMode`.
    public var alignment: Alignment

    /// Text set at `fontSize` points in `color`, aligned in the layer's bounds.
    public init(_ string: String, fontSize: Double = 36, color: Color = .white, alignment: Alignment = .left) {
        self.string = string
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
    }
}
