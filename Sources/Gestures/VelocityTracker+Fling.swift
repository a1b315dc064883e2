import Motion
import Time

extension VelocityTracker {
    /// The release velocity a fling should carry: zero unless the speed exceeds
    /// `minimumSpeed`, and at most `maximumSpeed`, direction kept.
    ///
    /// The thresholds are Fling's (UIKit does not publish its own): a fling needs more than
    /// 50 points per second, like Android's minimum fling velocity (50 dp/s) and Flutter's
    /// `kMinFlingVelocity`, and is capped at 8000 points per second (Android's and Flutter's
    /// maximum). The cap scales the vector, so a diagonal flick stays diagonal. Whether the
    /// pointer moved beyond the slop (the pan's hysteresis) is the recognizer's decision, not
    /// the tracker's: a press that never began a pan is not a fling however fast it was.
    public func flingVelocity(at now: FrameTime? = nil, minimumSpeed: Double = 50, maximumSpeed: Double = 8000) -> Point
    {
        Self.flingVelocity(velocity(at: now), minimumSpeed: minimumSpeed, maximumSpeed: maximumSpeed)
    }

    /// `velocity` as a fling: zero at or below `minimumSpeed`, scaled down to `maximumSpeed`
    /// above it, direction kept.
    public static func flingVelocity(_ velocity: Point, minimumSpeed: Double = 50, maximumSpeed: Double = 8000) -> Point
    {
        precondition(
            minimumSpeed >= 0 && maximumSpeed >= minimumSpeed,
            "flingVelocity: need 0 ≤ minimumSpeed ≤ maximumSpeed, not \(minimumSpeed) and \(maximumSpeed)")
        let speed = velocity.distance(to: .zero)
        guard speed > minimumSpeed else { return .zero }
        return speed > maximumSpeed ? velocity * (maximumSpeed / speed) : velocity
    }
}
