/// An animation that follows a timing curve for a fixed duration: `.linear`, `.easeIn`,
/// `.easeOut`, `.easeInOut` and `.timingCurve`, like Core Animation's media timing functions.
///
/// Timing-curve animations never merge: a second one on the same property adds to the
/// first (iOS 8's additive animations), so the motion stays continuous.
public struct TimingCurveAnimation: CustomAnimation, CustomStringConvertible {
    /// The curve mapping elapsed fraction to progress.
    public var curve: UnitCurve
    /// How long the animation lasts, in seconds.
    public var duration: Double

    /// An animation along `curve` lasting `duration` seconds (0 or more).
    public init(curve: UnitCurve, duration: Double) {
        precondition(duration >= 0, "a timing-curve animation needs a duration >= 0; got \(duration)")
        self.curve = curve
        self.duration = duration
    }

    @inlinable
    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        guard time < duration else {
            context.isLogicallyComplete = true
            return nil
        }
        return value.scaled(by: curve.value(at: max(0, time) / duration))
    }

    @inlinable
    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        guard time < duration, duration > 0 else { return .zero }
        return value.scaled(by: curve.velocity(at: max(0, time) / duration) / duration)
    }

    public func duration<V: VectorArithmetic>(value: V, context: inout AnimationContext<V>) -> Double? { duration }

    public var description: String { "timingCurve(\(curve), duration: \(duration))" }
}
