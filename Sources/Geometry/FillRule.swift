/// Which points a path's outline encloses, as `CAShapeLayerFillRule` / `CGPathFillRule`.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside where the outline winds around the point a non-zero number of times
    /// (`kCAFillRuleNonZero`, the default).
    case nonZero
    /// Inside where the outline crosses a ray from the point an odd number of times
    /// (`kCAFillRuleEvenOdd`).
    case evenOdd
}
