/// One resolved piece of a `KeyframeSequence`: where it starts and ends in the track's time
/// and the closed form that moves the value across it.
///
/// Everything that depends on neighbouring keyframes (inherited and Catmull-Rom velocities,
/// spring settling times) is settled when the track is built, so evaluating a segment is
/// arithmetic on stored values.
@usableFromInline
struct KeyframeSegment<Value: VectorArithmetic>: Sendable {
    @usableFromInline
    enum Kind: Sendable {
        /// from + delta·curve(τ/d).
        case linear(from: Value, delta: Value, curve: UnitCurve)
        /// Cubic Hermite from `from` to `from + delta` with end velocities per second.
        case cubic(from: Value, delta: Value, startVelocity: Value, endVelocity: Value)
        /// target + offset·A(τ) + startVelocity·B(τ) for the spring's unit responses A and B.
        case spring(target: Value, offset: Value, startVelocity: Value, hasVelocity: Bool, spring: Spring)
        /// The value, constant: what a move keyframe leaves behind.
        case hold(Value)
    }

    /// Track time at which the segment begins, in seconds.
    @usableFromInline
    let start: Double
    /// Track time at which the next segment takes over.
    @usableFromInline
    let end: Double
    @usableFromInline
    let kind: Kind
    /// The value at `end`, exact for the kinds that land on their keyframe value.
    @usableFromInline
    let endValue: Value

    @inlinable
    var duration: Double { end - start }

    /// A segment from `start` to `end` that lands on `target` (where a spring is cut short,
    /// on wherever the spring got to instead).
    init(start: Double, end: Double, kind: Kind, target: Value) {
        self.start = start
        self.end = end
        self.kind = kind
        if case .spring = kind {
            endValue = KeyframeSegment.value(of: kind, duration: end - start, at: end - start)
        } else {
            // The keyframe value itself, not from + (to − from), which can miss it by an ulp.
            endValue = target
        }
    }

    /// The value `local` seconds into the segment (0 ≤ local < duration, or the end).
    @inlinable
    func value(atLocal local: Double) -> Value {
        KeyframeSegment.value(of: kind, duration: duration, at: local)
    }

    @inlinable
    static func value(of kind: Kind, duration d: Double, at local: Double) -> Value {
        switch kind {
        case .linear(let from, let delta, let curve):
            guard d > 0 else { return from + delta }
            return from + delta.scaled(by: curve.value(at: local / d))
        case .cubic(let from, let delta, let v0, let v1):
            guard d > 0 else { return from + delta }
            let s = local / d
            let s2 = s * s
            let s3 = s2 * s
            // Hermite basis with h00 + h01 = 1 folded in: p = from + Δ·h01 + d·(v0·h10 + v1·h11).
            let h01 = 3 * s2 - 2 * s3
            let h10 = s3 - 2 * s2 + s
            let h11 = s3 - s2
            return from + delta.scaled(by: h01) + v0.scaled(by: d * h10) + v1.scaled(by: d * h11)
        case .spring(let target, let offset, let v0, let hasVelocity, let spring):
            var result = target + offset.scaled(by: spring.displacement(from: 1, velocity: 0, time: local).value)
            if hasVelocity {
                result += v0.scaled(by: spring.displacement(from: 0, velocity: 1, time: local).value)
            }
            return result
        case .hold(let value):
            return value
        }
    }

    /// The exact derivative, per second, `local` seconds into the segment.
    @inlinable
    func velocity(atLocal local: Double) -> Value {
        let d = duration
        switch kind {
        case .linear(_, let delta, let curve):
            guard d > 0 else { return .zero }
            return delta.scaled(by: curve.velocity(at: local / d) / d)
        case .cubic(_, let delta, let v0, let v1):
            guard d > 0 else { return .zero }
            let s = local / d
            let s2 = s * s
            let dh01 = 6 * s - 6 * s2
            let dh10 = 3 * s2 - 4 * s + 1
            let dh11 = 3 * s2 - 2 * s
            return delta.scaled(by: dh01 / d) + v0.scaled(by: dh10) + v1.scaled(by: dh11)
        case .spring(_, let offset, let v0, let hasVelocity, let spring):
            var result = offset.scaled(by: spring.displacement(from: 1, velocity: 0, time: local).velocity)
            if hasVelocity {
                result += v0.scaled(by: spring.displacement(from: 0, velocity: 1, time: local).velocity)
            }
            return result
        case .hold:
            return .zero
        }
    }
}
