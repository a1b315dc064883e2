/// A type-erased animation, like SwiftUI's `Animation`: what `withAnimation`,
/// `UIView.animate` and layer transactions carry.
///
/// Build one from the presets (`.spring`, `.smooth`, `.easeInOut`, …), modify it
/// (`.delay`, `.speed`, `.repeatCount`, …), or wrap any `CustomAnimation`.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The animation this value wraps.
    public var base: any CustomAnimation {
        switch storage {
        case let .spring(spring): spring
        case let .timingCurve(curve): curve
        case let .custom(custom): custom
        }
    }

    /// The wrapped animation. The two that almost every change uses are held as themselves,
    /// not in an existential box: `animate` and `velocity` then reach them through a switch,
    /// inlined and specialised for the caller's value type, with no dynamic dispatch.
    @usableFromInline enum Storage: Sendable {
        case spring(FluidSpringAnimation)
        case timingCurve(TimingCurveAnimation)
        case custom(any CustomAnimation)
    }

    @usableFromInline let storage: Storage

    /// Wraps a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        if let animation = base as? Animation {
            self = animation
        } else if let spring = base as? FluidSpringAnimation {
            storage = .spring(spring)
        } else if let curve = base as? TimingCurveAnimation {
            storage = .timingCurve(curve)
        } else {
            storage = .custom(base)
        }
    }

    /// The wrapped spring, when this is one (the engine's direct table runs it without the API).
    package var fluidSpring: FluidSpringAnimation? {
        if case let .spring(spring) = storage { spring } else { nil }
    }

    /// The wrapped timing curve, when this is one.
    package var timingCurve: TimingCurveAnimation? {
        if case let .timingCurve(curve) = storage { curve } else { nil }
    }

    public static func == (a: Animation, b: Animation) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }
    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    /// See `CustomAnimation.animate(value:time:context:)`.
    @inlinable
    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        switch storage {
        case let .spring(spring): spring.animate(value: value, time: time, context: &context)
        case let .timingCurve(curve): curve.animate(value: value, time: time, context: &context)
        case let .custom(custom): custom.animate(value: value, time: time, context: &context)
        }
    }

    /// See `CustomAnimation.velocity(value:time:context:)`.
    @inlinable
    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        switch storage {
        case let .spring(spring): spring.velocity(value: value, time: time, context: context)
        case let .timingCurve(curve): curve.velocity(value: value, time: time, context: context)
        case let .custom(custom): custom.velocity(value: value, time: time, context: context)
        }
    }

    /// See `CustomAnimation.shouldMerge(previous:value:time:context:)`.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double,
        context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// See `CustomAnimation.duration(value:context:)`.
    public func duration<V: VectorArithmetic>(value: V, context: inout AnimationContext<V>) -> Double? {
        base.duration(value: value, context: &context)
    }

    /// When the motion of `value` is logically complete, when that is known from the start:
    /// a spring's logical completion time, a timing curve's duration; nil for custom
    /// animations, which say so through `context.isLogicallyComplete` as they run.
    package func logicalDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
        switch storage {
        case let .spring(spring): spring.logicalDuration(value: value, context: context)
        case let .timingCurve(curve): curve.duration
        case .custom: nil
        }
    }

    public var description: String { String(describing: base) }
}

extension Animation: CustomAnimation {}
