/// A type-erased animation, like SwiftUI's `Animation`: what `withAnimation`,
/// `UIView.animate` and layer transactions carry.
///
/// Build one from the presets (`.spring`, `.smooth`, `.easeInOut`, …), modify it
/// (`.delay`, `.speed`, `.repeatCount`, …), or wrap any `CustomAnimation`.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The animation this value wraps.
    public let base: any CustomAnimation

    /// Wraps a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        if let animation = base as? Animation {
            self = animation
        } else {
            self.base = base
        }
    }

    public static func == (a: Animation, b: Animation) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }
    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    /// See `CustomAnimation.animate(value:time:context:)`.
    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// See `CustomAnimation.velocity(value:time:context:)`.
    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// See `CustomAnimation.shouldMerge(previous:value:time:context:)`.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: Double,
                                                 context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// See `CustomAnimation.duration(value:context:)`.
    public func duration<V: VectorArithmetic>(value: V, context: inout AnimationContext<V>) -> Double? {
        base.duration(value: value, context: &context)
    }

    public var description: String { String(describing: base) }
}

extension Animation: CustomAnimation {}
