/// A spring animation of a value's delta (SwiftUI calls its own FluidSpringAnimation): `.spring(…)` (which merges with a
/// running animation, carrying its velocity) and `.interpolatingSpring(…)` (which adds up
/// with it instead).
///
/// The motion is the closed-form spring in offset space: covered = value + x(t), with
/// x(0) = −value and x′(0) the initial velocity, so x(t) = −value·A(t) + v₀·B(t) where A
/// and B are the spring's responses to a unit displacement and a unit velocity. It is
/// exact at any frame time and for any `VectorArithmetic` value.
public struct FluidSpringAnimation: CustomAnimation, CustomStringConvertible {
    /// The spring the value follows.
    public var spring: Spring
    /// Initial velocity as a fraction of the distance per second (UIKit's and SwiftUI's
    /// relative velocity: 1 covers the whole distance in one second).
    public var initialVelocity: Double
    /// SwiftUI's blend duration, kept for API fidelity: merging hands value and velocity
    /// over exactly, but the gradual blend of the old spring's response into the new one's
    /// is not modelled.
    public var blendDuration: Double
    /// Whether a new instance takes over a running animation (`.spring`) or adds to it
    /// (`.interpolatingSpring`).
    public var merges: Bool

    /// A spring animation; `merges` false makes it add to a running animation like
    /// `.interpolatingSpring`.
    public init(spring: Spring, initialVelocity: Double = 0, blendDuration: Double = 0, merges: Bool = true) {
        self.spring = spring
        self.initialVelocity = initialVelocity
        self.blendDuration = blendDuration
        self.merges = merges
    }

    /// The absolute velocity carried over from a merged animation, and when it is at rest.
    /// Kept in `AnimationContext` itself (`fluidSpring`), so frames read it in place.
    @usableFromInline
    struct State<V: VectorArithmetic>: Sendable {
        @usableFromInline var carriedVelocity: V
        @usableFromInline var restTime: Double?
        @usableFromInline var logicalTime: Double?

        /// The spring's responses at the time `animate` last evaluated, so that `velocity` at
        /// the same time (what a runtime asks next) does not work them out again; keyed by the
        /// time and the constants `Spring.unitResponses` reads.
        @usableFromInline var responsesKey:
            (time: Double, omega0: Double, decay: Double, frequency: Double, regime: UInt8)
        @usableFromInline var responses: (a: Double, da: Double, b: Double, db: Double)

        @inlinable init(carriedVelocity: V = .zero) {
            self.carriedVelocity = carriedVelocity
            restTime = nil
            logicalTime = nil
            responsesKey = (.nan, 0, 0, 0, 0)
            responses = (0, 0, 0, 0)
        }

        @inlinable mutating func remember(
            _ r: (a: Double, da: Double, b: Double, db: Double), at time: Double, of spring: Spring
        ) {
            responsesKey = (time, spring._omega0, spring._decay, spring._frequency, spring._regime)
            responses = r
        }

        @inlinable func responses(at time: Double, of spring: Spring) -> (a: Double, da: Double, b: Double, db: Double)?
        {
            let key = responsesKey
            guard key.time == time, key.omega0 == spring._omega0, key.decay == spring._decay,
                key.frequency == spring._frequency, key.regime == spring._regime
            else { return nil }
            return responses
        }
    }

    // `animate` and `velocity` are inlinable so that a caller with a concrete value type
    // (the engine's points and rects, a benchmark's 4-vector) gets them specialised: the
    // vector arithmetic is then plain arithmetic, with no witness tables or metadata lookups.

    @inlinable
    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        if context.fluidSpring.restTime == nil { start(value, &context) }
        // Fields are read in place: copying the state (value, velocity, cache) costs more
        // than the arithmetic.
        let v0 = context.fluidSpring.carriedVelocity + value.scaled(by: initialVelocity)
        if time >= context.fluidSpring.logicalTime! { context.isLogicallyComplete = true }
        if time >= context.fluidSpring.restTime! { return nil }
        let r = spring.unitResponses(at: time)
        context.fluidSpring.remember(r, at: time, of: spring)
        return value + value.scaled(by: -r.a) + v0.scaled(by: r.b)
    }

    @inlinable
    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        let v0 = context.fluidSpring.carriedVelocity + value.scaled(by: initialVelocity)
        let r = context.fluidSpring.responses(at: time, of: spring) ?? spring.unitResponses(at: time)
        return value.scaled(by: -r.da) + v0.scaled(by: r.db)
    }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double,
        context: inout AnimationContext<V>
    ) -> Bool {
        guard merges else { return false }
        let carried = previous.velocity(value: value, time: time, context: context) ?? .zero
        context.fluidSpring = State(carriedVelocity: carried)
        context.isLogicallyComplete = false
        return true
    }

    public func duration<V: VectorArithmetic>(value: V, context: inout AnimationContext<V>) -> Double? {
        _ = animate(value: value, time: 0, context: &context)
        return context.fluidSpring.restTime
    }

    /// When the motion of `value` from `context` comes to rest: the `duration` it reports,
    /// without working out when it is logically complete as well (the engine's direct
    /// table needs only this).
    // Inlinable so that the engine's call is specialised for its value type (no generic
    // metadata lookups or witness calls around the search).
    @inlinable
    package func restDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double {
        if let rest = context.fluidSpring.restTime { return rest }
        let v0 = initialVelocityVector(value, context.fluidSpring)
        return restTime(value, v0, epsilon: Self.restEpsilon(value, v0, spring))
    }

    /// Works out when the motion rests and when it is logically complete, once per animation.
    @usableFromInline
    func start<V: VectorArithmetic>(_ value: V, _ context: inout AnimationContext<V>) {
        var state = context.fluidSpring
        let v0 = initialVelocityVector(value, state)
        let scale = Self.scale(value, v0, spring)
        state.restTime = restTime(value, v0, epsilon: Self.restEpsilon(value, v0, spring))
        state.logicalTime = restTime(value, v0, epsilon: Self.logicalEpsilon(scale))
        context.fluidSpring = state
    }

    /// When the motion of `value` from `context` is logically complete (SwiftUI's
    /// `.logicallyComplete`: within 1 % of its scale for good), the time at which `animate`
    /// sets `context.isLogicallyComplete`. The engine asks only for transactions whose
    /// completions wait for it, so other starts pay nothing for it.
    @inlinable
    package func logicalDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double {
        if let logical = context.fluidSpring.logicalTime { return logical }
        let v0 = initialVelocityVector(value, context.fluidSpring)
        return restTime(value, v0, epsilon: Self.logicalEpsilon(Self.scale(value, v0, spring)))
    }

    @inlinable
    static func logicalEpsilon(_ scale: Double) -> Double { max(1e-2 * scale, 1e-12) }

    @inlinable
    static func scale<V: VectorArithmetic>(_ value: V, _ v0: V, _ spring: Spring) -> Double {
        max(value.magnitudeSquared.squareRoot(), v0.magnitudeSquared.squareRoot() / spring.naturalFrequency)
    }

    @inlinable
    static func restEpsilon<V: VectorArithmetic>(_ value: V, _ v0: V, _ spring: Spring) -> Double {
        max(min(1e-3 * scale(value, v0, spring), 1e-2), 1e-12)
    }

    @inlinable
    func initialVelocityVector<V: VectorArithmetic>(_ value: V, _ state: State<V>) -> V {
        state.carriedVelocity + value.scaled(by: initialVelocity)
    }

    /// When |value|·|A(t)| + |v₀|·|B(t)|, a bound on the remaining distance, stays below epsilon.
    @inlinable
    func restTime<V: VectorArithmetic>(_ value: V, _ v0: V, epsilon: Double) -> Double {
        let d = value.magnitudeSquared.squareRoot()
        let v = v0.magnitudeSquared.squareRoot()
        if d == 0 && v == 0 { return 0 }
        let tA = d > 0 ? spring.settlingDuration(target: 1, initialVelocity: 0, epsilon: epsilon / (2 * d)) : 0
        let tB = v > 0 ? spring.settlingDuration(target: 0, initialVelocity: 1, epsilon: epsilon / (2 * v)) : 0
        return max(tA, tB)
    }

    public var description: String {
        "\(merges ? "spring" : "interpolatingSpring")(response: \(spring.response), dampingRatio: \(spring.dampingRatio))"
    }
}
