/// An animation defined by how it moves a value's delta over time, like SwiftUI's
/// `CustomAnimation`. Every built-in animation in Fling goes through this protocol.
///
/// An animation never sees absolute values. When a property changes from `a` (what is shown)
/// to `b` (the new model value), the runtime hands the animation the delta `value = a − b`,
/// the offset still to be removed; at each frame the animation returns how much of that delta
/// is covered (zero at the start, `value` at the end), or nil once it is finished and may be
/// removed. The presentation is then `b + (value − covered)`, which is why animations of one
/// property can simply add up. Velocities are rates of `covered`, so the shown value moves at
/// minus the animation's velocity.
public protocol CustomAnimation: Hashable, Sendable {
    /// How much of `value` is covered `time` seconds after the animation started, or nil
    /// when the animation is finished. Set `context.isLogicallyComplete` when the motion
    /// counts as done for completion handlers, even if a tail keeps it running.
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V?

    /// The rate of change of `animate`'s result, per second; nil if not known.
    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V?

    /// Asked of a new animation when it replaces a running one on the same property:
    /// return true to take over from the running animation (its `previous`, `value`, elapsed
    /// `time` and `context` are given) — the runtime then starts this animation from the
    /// current presentation value with the context this method leaves behind. Return false
    /// to let both run, adding up.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double,
        context: inout AnimationContext<V>
    ) -> Bool

    /// How long the animation runs for `value`, if it knows: repeats and timelines use it.
    func duration<V: VectorArithmetic>(value: V, context: inout AnimationContext<V>) -> Double?
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? { nil }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double,
        context: inout AnimationContext<V>
    ) -> Bool { false }

    public func duration<V: VectorArithmetic>(value: V, context: inout AnimationContext<V>) -> Double? { nil }
}
