/// The resistance UIScrollView applies when content is dragged past its edge.
///
/// Apple does not document the curve; this is the widely used reconstruction that matches
/// UIScrollView: an overshoot `x` is displayed as `(1 − 1 / (|x|·c/d + 1)) · d` with the sign of
/// `x`, where `d` is the scroll view's size along the axis and `c = 0.55`. It follows the finger
/// at `c` times its speed at first and never quite reaches `d`, however far the finger goes.
public enum RubberBand {
    /// UIScrollView's coefficient: the slope of the curve at the edge.
    public static let coefficient = 0.55

    /// The displayed offset for a drag `overshoot` points past the edge:
    /// `(1 − 1 / (|x|·c/d + 1)) · d`, odd in `x`, slope `c` at 0, approaching `±d`.
    ///
    /// An infinite overshoot maps to `±dimension`.
    public static func offset(_ overshoot: Double, dimension: Double, coefficient: Double = RubberBand.coefficient)
        -> Double
    {
        precondition(dimension > 0, "RubberBand dimension must be positive; got \(dimension)")
        precondition(coefficient > 0, "RubberBand coefficient must be positive; got \(coefficient)")
        let u = abs(overshoot) * coefficient / dimension
        // u/(u+1) rather than 1 − 1/(u+1): the same value without cancellation for small overshoots,
        // where the slope must come out as exactly c.
        let fraction = u.isInfinite ? 1 : u / (u + 1)
        let magnitude = fraction * dimension
        return overshoot < 0 ? -magnitude : magnitude
    }

    /// The overshoot that `offset(_:dimension:coefficient:)` displays as `offset`: its exact
    /// inverse, `d · |y| / (c · (d − |y|))` with the sign of `y`.
    ///
    /// The curve only reaches `±d` at an infinite overshoot, so offsets at or beyond `±dimension`
    /// give `±infinity` (the offset is clamped to the curve's range, whose ends lie at infinity).
    public static func overshoot(
        forOffset offset: Double, dimension: Double, coefficient: Double = RubberBand.coefficient
    ) -> Double {
        precondition(dimension > 0, "RubberBand dimension must be positive; got \(dimension)")
        precondition(coefficient > 0, "RubberBand coefficient must be positive; got \(coefficient)")
        let magnitude = abs(offset)
        let overshoot =
            magnitude >= dimension ? Double.infinity : dimension * magnitude / (coefficient * (dimension - magnitude))
        return offset < 0 ? -overshoot : overshoot
    }

    /// `value` unchanged inside `[min, max]`; beyond either end, the end plus the rubber-banded
    /// overshoot, as a UIScrollView shows a content offset dragged past its bounds.
    public static func clamp(
        _ value: Double, min: Double, max: Double, dimension: Double, coefficient: Double = RubberBand.coefficient
    ) -> Double {
        precondition(min <= max, "RubberBand.clamp needs min <= max; got \(min) > \(max)")
        if value < min { return min + offset(value - min, dimension: dimension, coefficient: coefficient) }
        if value > max { return max + offset(value - max, dimension: dimension, coefficient: coefficient) }
        return value
    }
}
