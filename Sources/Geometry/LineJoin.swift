/// The shape of a corner between two segments, as `CAShapeLayerLineJoin` / `CGLineJoin`.
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// The outer edges extended to meet in a point, unless that is longer than `miterLimit`
    /// (the default).
    case miter
    /// An arc of half the line's width about the corner.
    case round
    /// The outer corners joined by a straight line.
    case bevel
}
