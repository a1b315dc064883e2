import Motion

/// The animation a property change makes inside an animating transaction: a Motion
/// `Animation` (a timing curve, a spring, …) running on the change's delta.
///
/// The presentation is the value under it plus what is left of the delta, so several of
/// them on one property add up (iOS 8's additive animations), and a spring that merges with
/// a running one takes over its velocity from the current presentation value.
struct ImplicitAnimation: LayerAnimation {
    let keyPath: String
    /// `keyPath`, resolved once: frames do not look it up again.
    let path: LayerKeyPath
    let animation: Animation
    /// presentation-before minus the new model value.
    let delta: LayerValue
    let runner: AnyDeltaRunner
    var timing = MediaTiming()
    var isRemovedOnCompletion = true
    var completion: ((Bool) -> Void)?
    /// The view-level options it was made with (hit testing reads them).
    let allowsUserInteraction: Bool

    var keyPaths: [String] { [keyPath] }

    func apply(at parentTime: Double, begin: Double, to presentation: inout LayerSnapshot) {
        if let value = runner.value(at: parentTime - begin, under: path.value(in: presentation)) {
            path.setValue(value, in: &presentation)
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
    /// The value under the animation plus what is left of the delta at a local time.
    let valueAt: (Double, LayerValue) -> LayerValue?
    let duration: Double?
    let isFinishedAt: (Double) -> Bool
    /// Lets a new animation merge with this one: returns the merged context for the new
    /// animation, or nil when it does not merge.
    let merge: (Animation, Double) -> Any?

    init<V: VectorArithmetic>(animation: Animation, delta: V, context start: AnimationContext<V>,
                              unwrap: @escaping (LayerValue) -> V?, wrap: @escaping (V) -> LayerValue) {
        let box = ContextBox(start)
        var probe = start
        duration = animation.duration(value: delta, context: &probe)
        merge = { next, t in
            var context = box.context
            return next.shouldMerge(previous: animation, value: delta, time: max(0, t), context: &context) ? context : nil
        }
        // The two animations every UIKit and SwiftUI change uses get a direct path that does
        // the same arithmetic without going through the type-erased `Animation` each frame.
        let parts = Self.components(wrap(delta))
        let startVelocity = Self.components(wrap(animation.velocity(value: delta, time: 0, context: start) ?? .zero))
        if let fluid = animation.base as? FluidSpringAnimation, let rest = duration, let parts, let startVelocity {
            (motion, kind, spring, curve, end) = (.spring, parts.0, fluid.spring, .linear, rest)
            (self.delta, velocity) = (parts.1, startVelocity.1)
        } else if let timing = animation.base as? TimingCurveAnimation, let parts {
            (motion, kind, spring, curve, end) = (.curve, parts.0, Spring(), timing.curve, timing.duration)
            (self.delta, velocity) = (parts.1, (0, 0, 0, 0))
        } else {
            (motion, kind, spring, curve, end) = (.none, .number, Spring(), .linear, 0)
            (self.delta, velocity) = ((0, 0, 0, 0), (0, 0, 0, 0))
        }
        if let spring = animation.base as? FluidSpringAnimation, let rest = duration {
            let v0 = animation.velocity(value: delta, time: 0, context: start) ?? .zero
            let responses = spring.spring
            valueAt = { t, under in
                guard let base = unwrap(under) else { return nil }
                guard t < rest else { return wrap(base) }
                let r = responses.unitResponses(at: max(0, t))
                // delta − covered, with covered = delta·(1 − A) + v₀·B
                return wrap(base + delta.scaled(by: r.a) - v0.scaled(by: r.b))
            }
            isFinishedAt = { t in t >= rest }
            return
        }
        if let curve = animation.base as? TimingCurveAnimation {
            let length = curve.duration, unit = curve.curve
            valueAt = { t, under in
                guard let base = unwrap(under) else { return nil }
                guard t < length else { return wrap(base) }
                return wrap(base + delta.scaled(by: 1 - unit.value(at: max(0, t) / length)))
            }
            isFinishedAt = { t in t >= length }
            return
        }
        valueAt = { t, under in
            guard let base = unwrap(under) else { return nil }
            guard let covered = animation.animate(value: delta, time: max(0, t), context: &box.context) else {
                return wrap(base)
            }
            return wrap(base + (delta - covered))
        }
        isFinishedAt = { t in
            var copy = box.context
            return animation.animate(value: delta, time: max(0, t), context: &copy) == nil
        }
    }

    func value(at t: Double, under: LayerValue) -> LayerValue? {
        let a: Double, b: Double
        switch motion {
        case .none:
            return valueAt(t, under)
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
        let d = delta, v = velocity
        switch (kind, under) {
        case let (.number, .number(x)):
            return .number(x + d.0 * a + v.0 * b)
        case let (.point, .point(p)):
            return .point(Point(x: p.x + d.0 * a + v.0 * b, y: p.y + d.1 * a + v.1 * b))
        case let (.size, .size(s)):
            return .size(Size(width: s.width + d.0 * a + v.0 * b, height: s.height + d.1 * a + v.1 * b))
        case let (.rect, .rect(r)):
            return .rect(Rect(x: r.minX + d.0 * a + v.0 * b, y: r.minY + d.1 * a + v.1 * b,
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

    /// A value's components for the direct path, or nil for kinds it does not take.
    static func components(_ value: LayerValue) -> (DirectKind, (Double, Double, Double, Double))? {
        switch value {
        case let .number(x): return (.number, (x, 0, 0, 0))
        case let .point(p): return (.point, (p.x, p.y, 0, 0))
        case let .size(s): return (.size, (s.width, s.height, 0, 0))
        case let .rect(r): return (.rect, (r.minX, r.minY, r.width, r.height))
        default: return nil
        }
    }

    final class ContextBox<V: VectorArithmetic> {
        var context: AnimationContext<V>
        init(_ context: AnimationContext<V>) { self.context = context }
    }
}

extension AnyDeltaRunner {
    /// A runner animating from `from` to `to` (the delta is `from − to`, in the kind's
    /// vector space), or nil for kinds that do not animate (flags, corners, images).
    static func make(animation: Animation, from: LayerValue, to: LayerValue, mergedContext: Any?) -> AnyDeltaRunner? {
        func runner<V: VectorArithmetic>(_ a: V, _ b: V, unwrap: @escaping (LayerValue) -> V?,
                                         wrap: @escaping (V) -> LayerValue) -> AnyDeltaRunner {
            AnyDeltaRunner(animation: animation, delta: a - b, context: mergedContext as? AnimationContext<V> ?? .init(),
                           unwrap: unwrap, wrap: wrap)
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
            return runner(a.animatableData, b.animatableData,
                          unwrap: { if case let .color(c) = $0 { c.animatableData } else { nil } },
                          wrap: { var color = Color.clear; color.animatableData = $0; return .color(color) })
        case let (.transform(a), .transform(b)):
            // Transforms animate element-wise here (the remaining delta is added to the
            // matrix under it), so additive and merged transform changes share one space.
            return runner(a, b, unwrap: { if case let .transform(v) = $0 { v } else { nil } }, wrap: { .transform($0) })
        default:
            return nil
        }
    }
}
