/// The shape of a line's ends, as `CAShapeLayerLineCap` / `CGLineCap`.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// The line stops square at its end point (`butt`, the default).
    case butt
    /// A half disc of the line's width about the end point.
    case round
    /// A half square beyond the end point: the line extends by half its width.
    case square
}
