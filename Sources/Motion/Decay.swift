/// Scroll-view style deceleration: velocity shrinks by a fixed `rate` every millisecond.
///
/// `UIScrollView.DecelerationRate.normal` is 0.998 per millisecond and `.fast` 0.99.
public struct Decay: Hashable, Sendable {
    /// The factor velocity keeps per millisecond.
    public var rate: Double

    public init(rate: Double) {
        precondition(rate > 0 && rate < 1, "Decay rate must be in (0, 1) per millisecond; got \(rate)")
        self.rate = rate
    }

    /// UIScrollView's `.normal` deceleration, 0.998 per millisecond.
    public static let normal = Decay(rate: 0.998)
    /// UIScrollView's `.fast` deceleration, 0.99 per millisecond.
    public static let fast = Decay(rate: 0.99)

    /// Where a motion released at `position` with `velocity` (points per second) comes to
    /// rest: the "project" helper from Apple's WWDC 2018 fluid-interfaces talk,
    /// `position + velocity / 1000 · rate / (1 − rate)`.
    public func project(_ position: Double, velocity: Double) -> Double {
        position + velocity / 1000 * rate / (1 - rate)
    }

    /// `project(_:velocity:)` for both axes of a point.
    public func project(_ position: Point, velocity: Point) -> Point {
        Point(x: project(position.x, velocity: velocity.x), y: project(position.y, velocity: velocity.y))
    }
}
