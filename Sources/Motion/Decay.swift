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

    /// `1000 · ln rate`: the (negative) continuous decay constant per second, `k` in
    /// `v(t) = v₀ · eᵏᵗ` (−2.002 for `.normal`, −10.05 for `.fast`).
    public var decayConstant: Double { 1000 * _log(rate) }

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

    /// The release velocity (points per second) whose continuous motion from `position` comes
    /// to rest exactly at `rest`: `(position − rest) · 1000 · ln rate`, the inverse of
    /// `destination(from:velocity:)`.
    ///
    /// `DecayAnimation` starts at this velocity, so that it ends on the model value. Resting at
    /// `project(position, velocity: v)` instead of the continuous destination gives a velocity
    /// a little under `v`: `v · −ln(rate) · rate / (1 − rate)`, 0.1 % under at `.normal`, 0.5 %
    /// at `.fast`.
    public func velocity(from position: Double, restingAt rest: Double) -> Double {
        (position - rest) * decayConstant
    }

    /// Seconds after release from `position` at `velocity` until the motion reaches `target`,
    /// or nil if it never does: `ln(1 + k·(target − position)/velocity) / k` with
    /// `k = 1000 · ln rate`.
    ///
    /// It is 0 when `target` is `position`, and nil when `target` lies behind the motion or at
    /// or past its continuous `destination(from:velocity:)` (approached but never reached).
    /// This is when a scroll view's deceleration meets its edge.
    public func time(toReach target: Double, from position: Double, velocity: Double) -> Double? {
        let distance = target - position
        if distance == 0 { return 0 }
        guard velocity != 0, (distance > 0) == (velocity > 0) else { return nil }
        let k = decayConstant
        // −(the share of the remaining travel that `distance` takes), in (−1, 0) when reached.
        let fraction = k * distance / velocity
        guard fraction > -1 else { return nil }
        return MotionMath.log1p(fraction) / k
    }

    /// The velocity at which the motion from `position` at `velocity` passes `target`, or nil if
    /// it never gets there (see `time(toReach:from:velocity:)`): `velocity + k·(target −
    /// position)`, since the speed falls linearly with the distance travelled.
    ///
    /// This is the velocity a scroll view hands to its bounce spring at an edge.
    public func velocity(atReaching target: Double, from position: Double, velocity: Double) -> Double? {
        guard time(toReach: target, from: position, velocity: velocity) != nil else { return nil }
        return velocity + decayConstant * (target - position)
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
