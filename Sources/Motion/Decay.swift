import Geometry

/// Scroll-view style deceleration: velocity shrinks by a fixed `rate` every millisecond.
///
/// `UIScrollView.DecelerationRate.normal` is 0.998 per millisecond and `.fast` 0.99. The
/// motion is modelled in continuous time, `v(t) = v₀ · rate^(1000 t)` with `t` in seconds and
/// velocities in points per second, so it can be sampled at any frame time and at any frame
/// rate with the same result.
public struct Decay: Hashable, Sendable {
    /// The factor velocity keeps per millisecond.
    public var rate: Double

    /// A deceleration that keeps `rate` of the velocity every millisecond; `rate` must be in (0,
    /// 1).
    public init(rate: Double) {
        precondition(rate > 0 && rate < 1, "Decay rate must be in (0, 1) per millisecond; got \(rate)")
        self.rate = rate
    }

    /// UIScrollView's `.normal` deceleration, 0.998 per millisecond.
    public static let normal = Decay(rate: 0.998)
    /// UIScrollView's `.fast` deceleration, 0.99 per millisecond.
    public static let fast = Decay(rate: 0.99)

    /// `1000 · ln rate`: the (negative) continuous decay constant per second.
    private var decayConstant: Double { 1000 * _log(rate) }

    /// Where a motion released at `position` with `velocity` (points per second) comes to
    /// rest: the "project" helper from Apple's WWDC 2018 fluid-interfaces talk,
    /// `position + velocity / 1000 · rate / (1 − rate)`.
    ///
    /// This sums the per-millisecond steps of a discrete deceleration (each step moves
    /// `velocity / 1000` after one more factor of `rate`), so it stops slightly short of the
    /// continuous `destination(from:velocity:)`: by `velocity/1000 · (1/2 − (1 − rate)/12 + …)`,
    /// about half a millisecond of travel at the release speed (0.4998 pt for 1000 pt/s at
    /// `.normal`). Use it to pick a snap target the way the talk does; use the continuous
    /// functions to animate, so the motion ends exactly where it was predicted to.
    public func project(_ position: Double, velocity: Double) -> Double {
        position + velocity / 1000 * rate / (1 - rate)
    }

    /// `project(_:velocity:)` for both axes of a point.
    public func project(_ position: Point, velocity: Point) -> Point {
        Point(x: project(position.x, velocity: velocity.x), y: project(position.y, velocity: velocity.y))
    }

    /// The position `time` seconds after release from `position` at `velocity` (points per
    /// second): `x₀ + v₀ · (rate^(1000 t) − 1) / (1000 · ln rate)`, the integral of `velocity(_:time:)`.
    public func value(from position: Double, velocity: Double, time: Double) -> Double {
        let k = decayConstant
        return position + velocity * (_exp(k * time) - 1) / k
    }

    /// The velocity `time` seconds after release at `velocity`: `v₀ · rate^(1000 t)`.
    public func velocity(_ velocity: Double, time: Double) -> Double {
        velocity * _exp(decayConstant * time)
    }

    /// Where the continuous motion comes to rest: `x₀ − v₀ / (1000 · ln rate)`, the limit of
    /// `value(from:velocity:time:)` as time grows.
    public func destination(from position: Double, velocity: Double) -> Double {
        position - velocity / decayConstant
    }

    /// Seconds until the speed falls to `threshold` points per second, or 0 if `|velocity|` is
    /// already at or below it.
    ///
    /// The motion never stops in finite time, so an animation needs a cut-off; half a point per
    /// second is invisible at any frame rate.
    public func duration(velocity: Double, threshold: Double = 0.5) -> Double {
        precondition(threshold > 0, "Decay duration threshold must be positive; got \(threshold)")
        let speed = abs(velocity)
        guard speed > threshold else { return 0 }
        return _log(threshold / speed) / decayConstant
    }

    /// `value(from:velocity:time:)` for both axes of a point.
    public func value(from position: Point, velocity: Point, time: Double) -> Point {
        Point(
            x: value(from: position.x, velocity: velocity.x, time: time),
            y: value(from: position.y, velocity: velocity.y, time: time))
    }

    /// `velocity(_:time:)` for both axes of a point.
    public func velocity(_ velocity: Point, time: Double) -> Point {
        velocity * _exp(decayConstant * time)
    }

    /// `destination(from:velocity:)` for both axes of a point.
    public func destination(from position: Point, velocity: Point) -> Point {
        Point(
            x: destination(from: position.x, velocity: velocity.x),
            y: destination(from: position.y, velocity: velocity.y))
    }

    /// Seconds until the speed (the length of `velocity`) falls to `threshold` points per
    /// second; both axes decay by the same factor, so the direction never changes.
    public func duration(velocity: Point, threshold: Double = 0.5) -> Double {
        duration(velocity: (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot(), threshold: threshold)
    }
}
