import Geometry

/// A scroll view's deceleration as an animation: the value leaves at a velocity, slows by
/// `decay.rate` every millisecond and comes to rest exactly on the model value.
///
/// Like every `CustomAnimation` it sees only the delta `value = a − b` (shown minus model),
/// so its start velocity is the one whose continuous decay ends on the model: the shown value
/// moves at `k · value · eᵏᵗ` (k = 1000 · ln rate, `Decay.decayConstant`), covering
/// `value · (1 − eᵏᵗ)`, which is `Decay.value(from:velocity:time:)` and
/// `Decay.velocity(_:time:)` from `a` at `v₀ = k · value` (`Decay.velocity(from:restingAt:)`).
/// To fling from position `x₀` at velocity `v`, set the model value to where the decay
/// rests:
///
/// - `decay.destination(from: x₀, velocity: v)`, the continuous rest point: the animation
///   starts at `v` itself (to rounding);
/// - `decay.project(x₀, velocity: v)`, the fluid-interfaces talk's projection (or a snap
///   target picked from it): the projection is about half a millisecond of travel short of
///   the continuous destination, so the animation starts at `v · −ln(rate) · rate / (1 − rate)`,
///   0.1 % slower than `v` at `.normal` and 0.5 % at `.fast`, and still ends on the target;
///   any other target works the same way, as UIScrollView decelerates onto a changed
///   `targetContentOffset`.
///
/// The shown value is continuous at both ends: it starts at `a` (nothing covered at time 0)
/// and the animation finishes (returns nil, leaving the model value) only once less than
/// `restEpsilon` of the delta is left, the bound a built-in spring rests at: a thousandth
/// of the distance, at most a hundredth of a point. It is logically complete earlier, once
/// the speed falls below `threshold` points per second (half a point per second by default,
/// `Decay.duration(velocity:threshold:)`'s), which is when completion handlers run.
///
/// A new decay takes over a running animation of the same property (`shouldMerge` returns
/// true): it starts from the presentation value, like a second fling on a scroll view. A
/// merging spring that takes over a decay carries its velocity (`velocity(value:time:context:)`),
/// which is how a scroll view's deceleration hands over to its bounce at an edge
/// (`Decay.time(toReach:from:velocity:)` says when).
///
/// Values are Fling's `exp` and `log`, so the same bits on every machine.
public struct DecayAnimation: CustomAnimation, CustomStringConvertible {
    /// The deceleration: the share of the velocity kept every millisecond.
    public var decay: Decay
    /// The speed, in points (units of the value) per second, below which the motion is
    /// logically complete.
    public var threshold: Double

    /// A decay at `decay`'s rate, logically complete below `threshold` points per second
    /// (which must be positive).
    public init(decay: Decay = .normal, threshold: Double = 0.5) {
        precondition(threshold > 0, "DecayAnimation threshold must be positive; got \(threshold)")
        self.decay = decay
        self.threshold = threshold
    }

    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        let times = stopTimes(value: value)
        if time >= times.logical { context.isLogicallyComplete = true }
        if time >= times.rest { return nil }
        // What is left of the delta is value · eᵏᵗ; the rest is covered.
        return value.scaled(by: 1 - _exp(decay.decayConstant * time))
    }

    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        let k = decay.decayConstant
        return value.scaled(by: -k * _exp(k * time))
    }

    /// Takes over a running animation (its motion stops where it is shown, and this decay
    /// starts from there); the new context starts logically incomplete.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double,
        context: inout AnimationContext<V>
    ) -> Bool {
        context.isLogicallyComplete = false
        return true
    }

    /// When the animation finishes for `value`: `restDuration(value:)`.
    public func duration<V: VectorArithmetic>(value: V, context: inout AnimationContext<V>) -> Double? {
        restDuration(value: value)
    }

    /// The velocity of the shown value at the start for the delta `value` (shown minus model):
    /// `1000 · ln rate · value`, the velocity whose decay rests exactly on the model.
    public func initialVelocity<V: VectorArithmetic>(value: V) -> V {
        value.scaled(by: decay.decayConstant)
    }

    /// Seconds until the motion of `value` is logically complete: when its speed falls to
    /// `threshold`, `Decay.duration(velocity:threshold:)` of the start speed (0 if it starts
    /// at or below it).
    public func logicalDuration<V: VectorArithmetic>(value: V) -> Double { stopTimes(value: value).logical }

    /// Seconds until the animation finishes for `value`: when less than `restEpsilon(value:)`
    /// of it is left, and never before it is logically complete.
    public func restDuration<V: VectorArithmetic>(value: V) -> Double { stopTimes(value: value).rest }

    /// How far from the model value the motion may be when it finishes, the jump left when it
    /// does: a thousandth of the delta's length, at most 0.01 and at least 10⁻¹², as for the
    /// built-in springs.
    public func restEpsilon<V: VectorArithmetic>(value: V) -> Double {
        Self.restEpsilon(length: Self.length(value))
    }

    private static func restEpsilon(length: Double) -> Double { max(min(1e-3 * length, 1e-2), 1e-12) }

    /// When the motion is logically complete and when it finishes. A length or speed too
    /// large to square or to scale by k is taken through logarithms, so any finite delta
    /// has finite times.
    private func stopTimes<V: VectorArithmetic>(value: V) -> (logical: Double, rest: Double) {
        let distance = Self.length(value)
        guard distance > 0 else { return (0, 0) }
        let k = decay.decayConstant
        let speed = -k * distance
        let logical =
            speed.isFinite
            ? decay.duration(velocity: speed, threshold: threshold)
            : (_log(threshold / -k) - _log(distance)) / k
        let epsilon = Self.restEpsilon(length: distance)
        let rest = distance > epsilon ? (_log(epsilon) - _log(distance)) / k : 0
        return (logical, max(rest, logical))
    }

    /// The length of `value`, also when its square overflows.
    private static func length<V: VectorArithmetic>(_ value: V) -> Double {
        let squared = value.magnitudeSquared
        if squared.isFinite { return squared.squareRoot() }
        let scale = 0x1p-600
        return value.scaled(by: scale).magnitudeSquared.squareRoot() / scale
    }

    public var description: String { "decay(rate: \(decay.rate), threshold: \(threshold))" }
}
