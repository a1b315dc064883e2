import Motion

/// The animation a property change makes inside an animating transaction: a Motion
/// `Animation` (a timing curve, a spring, …) running on the change's delta.
///
/// The presentation is the value under it plus what is left of the delta, so several of
/// them on one property add up (iOS 8's additive animations), and a spring that merges with
/// a running one takes over its velocity from the current presentation value.
struct ImplicitAnimation: LayerAnimation {
    /// The property it animates, resolved once: nothing looks its key path up by name.
    let property: LayerProperty
    let runner: AnyDeltaRunner
    var timing = MediaTiming()
    var isRemovedOnCompletion = true
    var completion: ((Bool) -> Void)?
    /// The view-level options it was made with (hit testing reads them).
    let allowsUserInteraction: Bool

    /// The key path, as Core Animation spells it.
    var keyPath: String { property.keyPathName }
    var keyPaths: [String] { [keyPath] }

    func apply(at parentTime: Double, begin: Double, to presentation: inout LayerSnapshot) {
        if let value = runner.value(at: parentTime - begin, under: property.get(presentation)) {
            _ = property.set(&presentation, value)
        }
    }

    /// The local time the animation ends, if it knows.
    var duration: Double? { runner.duration }
}

/// Runs a Motion animation on a delta of one concrete vector type, keeping its context.
final class AnyDeltaRunner {
    /// The common cases computed on plain doubles — no closures, no generics, no reference
    /// counting per frame: a spring (remaining = delta·A(t) − v₀·B(t)) or a timing curve
    /// (remaining = delta·(1 − curve(t/length))) on a number, point, size or rect.
    enum DirectMotion: UInt8 { case none, spring, curve }
    /// Which `LayerValue` kind the direct path works on (0 number, 1 point, 2 size, 3 rect).
    enum DirectKind: UInt8 { case number, point, size, rect }
    let motion: DirectMotion
    let kind: DirectKind
    let spring: Spring
    let curve: UnitCurve
    /// When the direct motion ends (rest time or curve length).
    let end: Double
    /// The delta's and the initial velocity's components.
    let delta: (Double, Double, Double, Double)
    let velocity: (Double, Double, Double, Double)
    let duration: Double?
    /// The animation and the context it started from (nil: a fresh one), which merging a
    /// direct runner's successor asks about; the general path keeps them in its closures.
    private let animation: Animation
    private let startContext: Any?
    /// Everything else (other animations, colours, transforms) runs through the type-erased
    /// `Animation` on the delta's own vector type, in these closures; nil for direct runners.
    private let general: General?

    private struct General {
        /// The value under the animation plus what is left of the delta at a local time.
        let valueAt: (Double, LayerValue) -> LayerValue?
        let isFinishedAt: (Double) -> Bool
        /// Lets a new animation merge with this one: returns the merged context for the new
        /// animation, or nil when it does not merge.
        let merge: (Animation, Double) -> Any?
        /// When it is logically complete, if known from the start (springs, timing curves).
        let logicalDuration: () -> Double?
        /// Whether the animation has said it is logically complete, as of its last frame
        /// (custom animations, through their context).
        var isLogicallyComplete: () -> Bool = { false }
    }

    /// A direct runner: a spring or a timing curve on a number, point, size or rect.
    private init(
        direct motion: DirectMotion, kind: DirectKind, spring: Spring, curve: UnitCurve, end: Double,
        delta: (Double, Double, Double, Double), velocity: (Double, Double, Double, Double),
        animation: Animation, startContext: Any?
    ) {
        (self.motion, self.kind, self.spring, self.curve, self.end) = (motion, kind, spring, curve, end)
        (self.delta, self.velocity) = (delta, velocity)
        duration = end
        self.animation = animation
        self.startContext = startContext
        general = nil
    }

    /// A runner whose frames `general` computes.
    private init(general: General, duration: Double?, animation: Animation) {
        self.duration = duration
        (motion, kind, spring, curve, end) = (.none, .number, Self.unusedSpring, .linear, 0)
        (delta, velocity) = ((0, 0, 0, 0), (0, 0, 0, 0))
        self.animation = animation
        startContext = nil
        self.general = general
    }

    /// A general runner on the delta's own vector type: `compose` puts what is left of the
    /// delta onto the value under the animation (nil when the kinds differ), and `mergeResult`
    /// wraps the context a merging successor gets with what was left at that moment (nil: the
    /// context alone).
    private init<V: VectorArithmetic>(
        animation: Animation, delta: V, context start: AnimationContext<V>,
        compose: @escaping (LayerValue, V) -> LayerValue?,
        mergeResult: ((AnimationContext<V>, V) -> Any)? = nil
    ) {
        let box = ContextBox(start)
        var probe = start
        let duration = animation.duration(value: delta, context: &probe)
        self.duration = duration
        (motion, kind, spring, curve, end) = (.none, .number, Self.unusedSpring, .linear, 0)
        (self.delta, velocity) = ((0, 0, 0, 0), (0, 0, 0, 0))
        self.animation = animation
        startContext = nil
        /// What is left of the delta at a local time before the end, and the frame's value:
        /// each kind of animation gets a closure of its own, so a frame makes one call.
        let remaining: (Double) -> V
        let isFinishedAt: (Double) -> Bool
        let valueAt: (Double, LayerValue) -> LayerValue?
        if let spring = animation.fluidSpring, let rest = duration {
            let v0 = animation.velocity(value: delta, time: 0, context: start) ?? .zero
            let responses = spring.spring
            remaining = { t in
                // delta − covered, with covered = delta·(1 − A) + v₀·B
                let r = responses.unitResponses(at: max(0, t))
                return delta.scaled(by: r.a) - v0.scaled(by: r.b)
            }
            isFinishedAt = { t in t >= rest }
            valueAt = { t, under in
                guard t < rest else { return under }
                let r = responses.unitResponses(at: max(0, t))
                return compose(under, delta.scaled(by: r.a) - v0.scaled(by: r.b))
            }
        } else if let curve = animation.timingCurve {
            let length = curve.duration
            let unit = curve.curve
            remaining = { t in delta.scaled(by: 1 - unit.value(at: max(0, t) / length)) }
            isFinishedAt = { t in t >= length }
            valueAt = { t, under in
                guard t < length else { return under }
                return compose(under, delta.scaled(by: 1 - unit.value(at: max(0, t) / length)))
            }
        } else {
            remaining = { t in
                var copy = box.context
                guard let covered = animation.animate(value: delta, time: max(0, t), context: &copy) else {
                    return .zero
                }
                return delta - covered
            }
            isFinishedAt = { t in
                var copy = box.context
                return animation.animate(value: delta, time: max(0, t), context: &copy) == nil
            }
            valueAt = { t, under in
                guard let covered = animation.animate(value: delta, time: max(0, t), context: &box.context) else {
                    return under
                }
                return compose(under, delta - covered)
            }
        }
        var general = General(
            valueAt: valueAt, isFinishedAt: isFinishedAt,
            merge: { next, t in
                var context = box.context
                guard next.shouldMerge(previous: animation, value: delta, time: max(0, t), context: &context) else {
                    return nil
                }
                guard let mergeResult else { return context }
                return mergeResult(context, isFinishedAt(t) ? .zero : remaining(t))
            }, logicalDuration: { animation.logicalDuration(value: delta, context: start) })
        // A custom animation says when it is logically complete as it runs.
        if animation.fluidSpring == nil && animation.timingCurve == nil {
            general.isLogicallyComplete = { box.context.isLogicallyComplete }
        }
        self.general = general
    }

    /// The spring field of runners that are not springs.
    private static let unusedSpring = Spring()

    /// When the animation is logically complete, in local time, when that is known from the
    /// start: a spring's logical completion (worked out here, on demand), a timing curve's
    /// end; nil for custom animations, which tell `isLogicallyComplete` as they run.
    func logicalDuration() -> Double? {
        if let general { return general.logicalDuration() }
        guard motion == .spring else { return end }
        let d = delta
        switch kind {
        case .number: return springLogicalDuration(d.0)
        case .point: return springLogicalDuration(Point(x: d.0, y: d.1))
        case .size: return springLogicalDuration(Size(width: d.0, height: d.1))
        case .rect: return springLogicalDuration(Rect(x: d.0, y: d.1, width: d.2, height: d.3))
        }
    }

    private func springLogicalDuration<V: VectorArithmetic>(_ delta: V) -> Double? {
        animation.logicalDuration(value: delta, context: startContext as? AnimationContext<V> ?? .init())
    }

    /// Whether a custom animation has said it is logically complete, as of its last frame.
    var isLogicallyComplete: Bool { general?.isLogicallyComplete() ?? false }

    /// Whether the animation is over at local time `t`.
    func isFinishedAt(_ t: Double) -> Bool {
        if let general { return general.isFinishedAt(t) }
        return t >= end
    }

    /// Lets `next` merge with this animation `t` seconds after it began: the merged context
    /// for the new animation, or nil when it does not merge.
    func merge(_ next: Animation, _ t: Double) -> Any? {
        if let general { return general.merge(next, t) }
        let d = delta
        switch kind {
        case .number: return merge(next, t, d.0)
        case .point: return merge(next, t, Point(x: d.0, y: d.1))
        case .size: return merge(next, t, Size(width: d.0, height: d.1))
        case .rect: return merge(next, t, Rect(x: d.0, y: d.1, width: d.2, height: d.3))
        }
    }

    private func merge<V: VectorArithmetic>(_ next: Animation, _ t: Double, _ delta: V) -> Any? {
        var context = startContext as? AnimationContext<V> ?? .init()
        return next.shouldMerge(previous: animation, value: delta, time: max(0, t), context: &context) ? context : nil
    }

    func value(at t: Double, under: LayerValue) -> LayerValue? {
        let a: Double
        let b: Double
        switch motion {
        case .none:
            return general?.valueAt(t, under)
        case .spring:
            guard t < end else { return under }
            let r = spring.unitResponses(at: max(0, t))
            a = r.a
            b = -r.b
        case .curve:
            guard t < end else { return under }
            a = 1 - curve.value(at: max(0, t) / end)
            b = 0
        }
        let d = delta
        let v = velocity
        switch (kind, under) {
        case let (.number, .number(x)):
            return .number(x + d.0 * a + v.0 * b)
        case let (.point, .point(p)):
            return .point(Point(x: p.x + d.0 * a + v.0 * b, y: p.y + d.1 * a + v.1 * b))
        case let (.size, .size(s)):
            return .size(Size(width: s.width + d.0 * a + v.0 * b, height: s.height + d.1 * a + v.1 * b))
        case let (.rect, .rect(r)):
            return .rect(
                Rect(
                    x: r.minX + d.0 * a + v.0 * b, y: r.minY + d.1 * a + v.1 * b,
                    width: r.width + d.2 * a + v.2 * b, height: r.height + d.3 * a + v.3 * b))
        default:
            return nil
        }
    }

    /// How many doubles a kind has.
    static func componentCount(_ kind: DirectKind) -> Int {
        switch kind {
        case .number: 1
        case .point, .size: 2
        case .rect: 4
        }
    }

    final class ContextBox<V: VectorArithmetic> {
        var context: AnimationContext<V>
        init(_ context: AnimationContext<V>) { self.context = context }
    }
}

extension AnyDeltaRunner {
    /// A direct runner for a spring or timing curve on `delta`: the rest time (without the
    /// logical completion the table never asks for), the start velocity and the components.
    private static func direct<V: VectorArithmetic>(
        _ animation: Animation, _ delta: V, _ kind: DirectKind,
        _ mergedContext: Any?,
        _ parts: (V) -> (Double, Double, Double, Double)
    ) -> AnyDeltaRunner {
        if let fluid = animation.fluidSpring {
            let start = mergedContext as? AnimationContext<V> ?? .init()
            let rest = fluid.restDuration(value: delta, context: start)
            let velocity = fluid.velocity(value: delta, time: 0, context: start) ?? .zero
            return AnyDeltaRunner(
                direct: .spring, kind: kind, spring: fluid.spring, curve: .linear, end: rest,
                delta: parts(delta), velocity: parts(velocity), animation: animation,
                startContext: mergedContext)
        }
        let timing = animation.timingCurve!
        return AnyDeltaRunner(
            direct: .curve, kind: kind, spring: unusedSpring, curve: timing.curve, end: timing.duration,
            delta: parts(delta), velocity: (0, 0, 0, 0), animation: animation,
            startContext: mergedContext)
    }

    /// A runner animating from `from` to `to` (the delta is `from − to`, in the kind's
    /// vector space), or nil for kinds that do not animate (flags, corners, images).
    static func make(animation: Animation, from: LayerValue, to: LayerValue, mergedContext: Any?) -> AnyDeltaRunner? {
        if animation.fluidSpring != nil || animation.timingCurve != nil {
            switch (from, to) {
            case let (.number(a), .number(b)):
                return direct(animation, a - b, .number, mergedContext) { ($0, 0, 0, 0) }
            case let (.point(a), .point(b)):
                return direct(animation, a - b, .point, mergedContext) { ($0.x, $0.y, 0, 0) }
            case let (.size(a), .size(b)):
                return direct(animation, a - b, .size, mergedContext) { ($0.width, $0.height, 0, 0) }
            case let (.rect(a), .rect(b)):
                return direct(animation, a - b, .rect, mergedContext) { ($0.minX, $0.minY, $0.width, $0.height) }
            default:
                break
            }
        }
        func runner<V: VectorArithmetic>(
            _ a: V, _ b: V, unwrap: @escaping (LayerValue) -> V?,
            wrap: @escaping (V) -> LayerValue
        ) -> AnyDeltaRunner {
            AnyDeltaRunner(
                animation: animation, delta: a - b, context: mergedContext as? AnimationContext<V> ?? .init(),
                compose: { under, remaining in unwrap(under).map { wrap($0 + remaining) } })
        }
        switch (from, to) {
        case let (.number(a), .number(b)):
            return runner(a, b, unwrap: { if case let .number(v) = $0 { v } else { nil } }, wrap: { .number($0) })
        case let (.point(a), .point(b)):
            return runner(a, b, unwrap: { if case let .point(v) = $0 { v } else { nil } }, wrap: { .point($0) })
        case let (.size(a), .size(b)):
            return runner(a, b, unwrap: { if case let .size(v) = $0 { v } else { nil } }, wrap: { .size($0) })
        case let (.rect(a), .rect(b)):
            return runner(a, b, unwrap: { if case let .rect(v) = $0 { v } else { nil } }, wrap: { .rect($0) })
        case let (.color(a), .color(b)):
            // Colours animate as premultiplied components: a fade never darkens through grey.
            return runner(
                a.animatableData, b.animatableData,
                unwrap: { if case let .color(c) = $0 { c.animatableData } else { nil } },
                wrap: {
                    var color = Color.clear
                    color.animatableData = $0
                    return .color(color)
                })
        case let (.transform(a), .transform(b)):
            if let from = a.decomposed(), let to = b.decomposed() {
                return transformRunner(
                    animation: animation, from: from, to: b, toParts: to, mergedContext: mergedContext)
            }
            // An end that does not decompose (a zero scale, m44 = 0) blends element-wise, as
            // `Transform3D.interpolated(to:fraction:)` (and WebKit) fall back to.
            return runner(a, b, unwrap: { if case let .transform(v) = $0 { v } else { nil } }, wrap: { .transform($0) })
        default:
            return nil
        }
    }
}

extension AnyDeltaRunner {
    /// A general runner on a delta of any vector type, for a value outside `LayerSnapshot` (a
    /// custom layer property): each frame's `value(at:under:)` leaves what is left of the
    /// delta in `sink` (untouched once the animation is over) and returns `under` as it is.
    static func general<V: VectorArithmetic>(
        animation: Animation, delta: V, mergedContext: Any?, into sink: RemainingSink<V>
    ) -> AnyDeltaRunner {
        AnyDeltaRunner(
            animation: animation, delta: delta, context: mergedContext as? AnimationContext<V> ?? .init(),
            compose: { under, remaining in
                sink.value = remaining
                return under
            })
    }
}

/// What a transform runner hands a spring that merges with it: the merged context, and what was
/// left of the running delta then (to carry the rotation's rate over into the new delta's terms).
private struct MergedTransform {
    let context: AnimationContext<Transform3D.PartsDelta>
    let remaining: Transform3D.PartsDelta
}

extension AnyDeltaRunner {
    /// A runner taking a transform from parts `from` to the transform `to` (parts `toParts`) the
    /// way Core Animation blends transforms: the delta is measured in decomposed parts
    /// (`Transform3D.PartsDelta`, the rotation the shorter arc), the animation runs on it, and
    /// each frame puts what is left of it onto the decomposed transform under the animation.
    ///
    /// Several of them on one layer add up part by part; a spring merging into one starts from
    /// the shown transform with the running one's velocity, the rotation's rate re-expressed so
    /// the layer keeps turning at the same angular velocity.
    fileprivate static func transformRunner(
        animation: Animation, from: Transform3D.Decomposed, to: Transform3D,
        toParts: Transform3D.Decomposed, mergedContext: Any?
    ) -> AnyDeltaRunner {
        let delta = Transform3D.PartsDelta(from: from, to: toParts)
        var context: AnimationContext<Transform3D.PartsDelta>
        if let merged = mergedContext as? MergedTransform {
            context = merged.context
            context.carriedSpringVelocity = context.carriedSpringVelocity.carryingRotationRate(
                from: merged.remaining, to: delta)
        } else {
            context = mergedContext as? AnimationContext<Transform3D.PartsDelta> ?? .init()
        }
        if animation.fluidSpring != nil || animation.timingCurve != nil {
            return AnyDeltaRunner(transform: animation, delta: delta, context: context, to: to, toParts: toParts)
        }
        return AnyDeltaRunner(
            animation: animation, delta: delta, context: context,
            compose: { under, remaining in
                TransformMotion.composed(under, remaining, to: to, toParts: toParts)
            }, mergeResult: { MergedTransform(context: $0, remaining: $1) })
    }

    /// A spring or a timing curve on a transform's parts: everything a frame reads in one
    /// closure context, on concrete parts (the general runner's closures go through one
    /// another for each frame).
    private convenience init(
        transform animation: Animation, delta: Transform3D.PartsDelta,
        context start: AnimationContext<Transform3D.PartsDelta>, to: Transform3D,
        toParts: Transform3D.Decomposed
    ) {
        var probe = start
        let duration = animation.duration(value: delta, context: &probe)
        let motion: TransformMotion
        if let fluid = animation.fluidSpring {
            let v0 = animation.velocity(value: delta, time: 0, context: start) ?? .zero
            motion = TransformMotion(
                delta: delta, velocity: v0, spring: fluid.spring, curve: nil, length: duration ?? 0,
                to: to, toParts: toParts)
        } else {
            let timing = animation.timingCurve!
            motion = TransformMotion(
                delta: delta, velocity: .zero, spring: nil, curve: timing.curve, length: timing.duration,
                to: to, toParts: toParts)
        }
        let length = motion.length
        self.init(
            general: General(
                valueAt: { t, under in motion.value(at: t, under: under) },
                isFinishedAt: { t in t >= length },
                merge: { next, t in
                    var context = start
                    guard next.shouldMerge(previous: animation, value: delta, time: max(0, t), context: &context) else {
                        return nil
                    }
                    return MergedTransform(context: context, remaining: t >= length ? .zero : motion.remaining(at: t))
                },
                logicalDuration: { animation.logicalDuration(value: delta, context: start) }),
            duration: duration, animation: animation)
    }
}

/// A spring or timing curve on a transform's parts, and the transform it ends at (a class: a
/// frame reads it in place instead of copying its 600 bytes).
private final class TransformMotion {
    let delta: Transform3D.PartsDelta
    let velocity: Transform3D.PartsDelta
    let spring: Spring?
    let curve: UnitCurve?
    let length: Double
    let to: Transform3D
    let toParts: Transform3D.Decomposed

    init(
        delta: Transform3D.PartsDelta, velocity: Transform3D.PartsDelta, spring: Spring?, curve: UnitCurve?,
        length: Double, to: Transform3D, toParts: Transform3D.Decomposed
    ) {
        (self.delta, self.velocity, self.spring, self.curve, self.length) = (delta, velocity, spring, curve, length)
        (self.to, self.toParts) = (to, toParts)
    }

    /// What is left of the delta at local time `t` (before the end).
    func remaining(at t: Double) -> Transform3D.PartsDelta {
        if let spring {
            // delta − covered, with covered = delta·(1 − A) + v₀·B
            let r = spring.unitResponses(at: max(0, t))
            return delta.scaled(by: r.a) - velocity.scaled(by: r.b)
        }
        return delta.scaled(by: 1 - curve!.value(at: max(0, t) / length))
    }

    func value(at t: Double, under: LayerValue) -> LayerValue? {
        t >= length ? under : Self.composed(under, remaining(at: t), to: to, toParts: toParts)
    }

    /// `remaining` put onto the transform `under`, whose parts are `toParts` when it is `to`.
    static func composed(
        _ under: LayerValue, _ remaining: Transform3D.PartsDelta, to: Transform3D,
        toParts: Transform3D.Decomposed
    ) -> LayerValue? {
        guard case let .transform(base) = under else { return nil }
        // Usually the value under is the model value itself: its parts are known.
        if base == to { return .transform(Transform3D(toParts.adding(remaining))) }
        if let parts = base.decomposed() { return .transform(Transform3D(parts.adding(remaining))) }
        // Under a transform that does not decompose (something under it scales to zero),
        // what is left turns and scales before it, as a transform of its own.
        return .transform(Transform3D(Transform3D.Decomposed.identity.adding(remaining)).concatenating(base))
    }
}
