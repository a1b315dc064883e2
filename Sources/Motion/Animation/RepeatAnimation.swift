/// An animation repeated `count` times (forever when nil), each other pass reversed when
/// `autoreverses`, like `Animation.repeatCount(_:autoreverses:)` and `.repeatForever`.
///
/// A pass lasts the base animation's `duration(value:context:)`; a reversed pass covers the
/// delta backwards. As in SwiftUI, when a finite, autoreversing repeat ends on a reversed
/// pass, the value then jumps to the model value.
public struct RepeatAnimation: CustomAnimation {
    /// The animation repeated.
    public var base: Animation
    /// How many passes, or nil to repeat for ever.
    public var count: Int?
    /// Whether every other pass runs backwards.
    public var autoreverses: Bool

    /// `base` repeated `count` times (for ever when nil); `count` must be positive.
    public init(base: Animation, count: Int?, autoreverses: Bool) {
        precondition(count.map { $0 > 0 } ?? true, "Animation.repeatCount needs a positive count; got \(count!)")
        self.base = base
        self.count = count
        self.autoreverses = autoreverses
    }

    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        guard let (pass, local, length) = locate(value, time, &context) else { return nil }
        if length == .infinity { return base.animate(value: value, time: time, context: &context) }
        let reversed = autoreverses && pass % 2 == 1
        let t = reversed ? length - local : local
        let covered = base.animate(value: value, time: t, context: &context) ?? value
        context.isLogicallyComplete = false
        return covered
    }

    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        var copy = context
        guard let (pass, local, length) = locate(value, time, &copy) else { return nil }
        let reversed = autoreverses && pass % 2 == 1
        let v = base.velocity(value: value, time: reversed ? length - local : local, context: copy)
        return reversed ? v?.scaled(by: -1) : v
    }

    public func duration<V: VectorArithmetic>(value: V, context: inout AnimationContext<V>) -> Double? {
        guard let count, let length = base.duration(value: value, context: &context) else { return nil }
        return Double(count) * length
    }

    /// The pass, the time within it and its length; nil when every pass is over.
    private func locate<V: VectorArithmetic>(
        _ value: V, _ time: Double,
        _ context: inout AnimationContext<V>
    ) -> (Int, Double, Double)? {
        guard let length = base.duration(value: value, context: &context), length > 0 else {
            // A base without a known duration cannot be repeated deterministically: it plays once.
            return (0, time, .infinity)
        }
        let pass = wholePasses(time / length)
        if let count, pass >= count { return nil }
        return (pass, time - Double(pass) * length, length)
    }
}
