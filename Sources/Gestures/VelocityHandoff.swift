import Motion

/// Hands a gesture's release velocity to a spring, per axis, as UIKit and SwiftUI do.
///
/// Explicitly: `relativeVelocity(_:from:to:)` turns points per second into UIKit's
/// relative initial velocity (`UISpringTimingParameters.initialVelocity`, a `CGVector`),
/// for `PropertyAnimator` springs or `AnimationEngine.animate(springDuration:…)`.
/// Implicitly: `Animation.spring(_:initialVelocity:from:to:)` is SwiftUI's merging `.spring`
/// started at the gesture's velocity — what a release after a drag with
/// `Transaction.tracksVelocity` gets — so the change to the resting place takes over the
/// drag's `.interactiveSpring` from the value shown, with the hand's velocity rather than
/// the lagging interactive spring's.
public enum VelocityHandoff {
    /// UIKit's relative initial velocity for `velocity` (points per second) on a move from
    /// `from` to `to`: per axis, the velocity over the distance to go on that axis (1 covers
    /// the distance in one second); zero on an axis with no distance, where UIKit ignores it.
    public static func relativeVelocity(_ velocity: Point, from: Point, to: Point) -> Vector {
        Vector(
            dx: Spring.relativeVelocity(velocity.x, from: from.x, to: to.x),
            dy: Spring.relativeVelocity(velocity.y, from: from.y, to: to.y))
    }
}

extension Animation {
    /// A merging spring that starts at a relative velocity per axis: `.spring(spring)`, but
    /// instead of carrying the velocity of the animation it takes over, it starts at
    /// `relativeVelocity` (UIKit's `CGVector` initial velocity: per axis, a fraction of the
    /// distance per second). Point and size values scale per axis; any other value by `dx`.
    public static func spring(_ spring: Spring, relativeVelocity: Vector) -> Animation {
        Animation(HandoffSpringAnimation(spring: spring, relativeVelocity: relativeVelocity))
    }

    /// A merging spring from `from` (the value shown now) to `to` (the new model value) that
    /// starts at `velocity` points per second: the implicit hand-off of a gesture's release
    /// velocity. Hand it the presentation value as `from`, or the velocity is scaled wrongly.
    public static func spring(_ spring: Spring, initialVelocity velocity: Point, from: Point, to: Point) -> Animation {
        .spring(spring, relativeVelocity: VelocityHandoff.relativeVelocity(velocity, from: from, to: to))
    }
}

/// `FluidSpringAnimation` with its starting velocity set instead of carried.
///
/// A merging `FluidSpringAnimation` starts at the velocity of the animation it replaces.
/// This one gives the spring a stand-in to carry from — an animation whose velocity is
/// the requested one — the first time it runs and whenever it takes over; the motion,
/// its rest time and its logical completion are the fluid spring's own.
struct HandoffSpringAnimation: CustomAnimation, CustomStringConvertible {
    let spring: Spring
    let relativeVelocity: Vector

    private var fluid: FluidSpringAnimation { FluidSpringAnimation(spring: spring, merges: true) }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        seed(&context, value: value)
        return fluid.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        var seeded = context
        seed(&seeded, value: value)
        return fluid.velocity(value: value, time: time, context: seeded)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double,
        context: inout AnimationContext<V>
    ) -> Bool {
        // Take over from the value shown; the context is the replaced animation's, so seed anew.
        context.state[Seeded.self] = false
        context.isLogicallyComplete = false
        return true
    }

    func duration<V: VectorArithmetic>(value: V, context: inout AnimationContext<V>) -> Double? {
        seed(&context, value: value)
        return fluid.duration(value: value, context: &context)
    }

    var description: String { "spring(\(spring), relativeVelocity: \(relativeVelocity))" }

    private func seed<V: VectorArithmetic>(_ context: inout AnimationContext<V>, value: V) {
        guard !context.state[Seeded.self] else { return }
        context.state[Seeded.self] = true
        let start = Animation(StartingVelocity(relativeVelocity: relativeVelocity))
        _ = fluid.shouldMerge(previous: start, value: value, time: 0, context: &context)
    }

    private struct Seeded: AnimationStateKey {
        static var defaultValue: Bool { false }
    }
}

/// The stand-in a `HandoffSpringAnimation` merges from: it covers nothing, at a velocity
/// relative to the delta, per axis.
private struct StartingVelocity: CustomAnimation {
    let relativeVelocity: Vector

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? { nil }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        let r = relativeVelocity
        if let point = value as? Point { return Point(x: point.x * r.dx, y: point.y * r.dy) as? V }
        if let size = value as? Size { return Size(width: size.width * r.dx, height: size.height * r.dy) as? V }
        return value.scaled(by: r.dx)
    }
}
