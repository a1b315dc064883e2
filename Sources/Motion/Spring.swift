import Geometry

/// A damped harmonic oscillator, m·x″ + c·x′ + k·x = 0, solved in closed form.
///
/// Mirrors SwiftUI's `Spring`: build it from a perceptual `(duration, bounce)`, from
/// `(response, dampingRatio)` or from physical `(mass, stiffness, damping)`, and read every
/// parameterisation back. Value and velocity are exact for under-, critically and
/// over-damped springs and any initial velocity: no integration, no finite differences,
/// so a spring evaluated at a frame's target time is the same on every machine and frame rate.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// The mass attached to the spring.
    public let mass: Double
    /// The spring constant k.
    public let stiffness: Double
    /// The viscous damping coefficient c.
    public let damping: Double

    /// A spring from its physical constants, like `Spring(mass:stiffness:damping:allowOverDamping:)`.
    ///
    /// As in SwiftUI, damping beyond critical is reduced to critical unless
    /// `allowOverDamping` is true.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        precondition(
            mass > 0 && stiffness > 0 && damping >= 0,
            "Spring needs mass > 0, stiffness > 0 and damping >= 0; got mass \(mass), stiffness \(stiffness), damping \(damping)"
        )
        self.mass = mass
        self.stiffness = stiffness
        self.damping = allowOverDamping ? damping : min(damping, 2 * (stiffness * mass).squareRoot())
        let omega0 = (stiffness / mass).squareRoot()
        let a = self.damping / (2 * mass)
        _omega0 = omega0
        _decay = a
        if a < omega0 {
            _regime = 0
            _frequency = (omega0 * omega0 - a * a).squareRoot()
        } else if a == omega0 {
            _regime = 1
            _frequency = 0
        } else {
            _regime = 2
            _frequency = (a * a - omega0 * omega0).squareRoot()
        }
    }

    /// Springs with the same mass, stiffness and damping are the same spring (everything else
    /// is derived from them). Inlinable, unlike the synthesized one: the engine compares a new
    /// animation's spring with the ones its table holds on every start.
    @inlinable
    public static func == (a: Spring, b: Spring) -> Bool {
        a.mass == b.mass && a.stiffness == b.stiffness && a.damping == b.damping
    }

    // Derived once here so `displacement` starts its exp, sin and cos without waiting on
    // two divisions and two square roots per call (measured: 42 → 27 ns per evaluation).
    /// ω₀ = √(k/m).
    @usableFromInline let _omega0: Double
    /// ζ·ω₀ = c/2m, the envelope's decay rate.
    @usableFromInline let _decay: Double
    /// ω_d when underdamped, γ = √(a² − ω₀²) when overdamped, 0 when critical.
    @usableFromInline let _frequency: Double
    /// 0 underdamped, 1 critical, 2 overdamped.
    @usableFromInline let _regime: UInt8

    /// A spring from SwiftUI's perceptual parameters: `duration` is the period of the
    /// undamped oscillation (the response) and `bounce` in (−1, 1] sets the damping —
    /// 0 is critically damped, positive bounces, negative is overdamped, and 1 is the
    /// undamped spring (damping 0), which oscillates for ever, as SwiftUI documents.
    ///
    /// `Spring(duration: 0.5, bounce: 0.3)` has stiffness 157.9 and damping 17.6, as on iOS.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        precondition(duration > 0, "Spring(duration:bounce:) needs duration > 0; got \(duration)")
        precondition(bounce > -1 && bounce <= 1, "Spring(duration:bounce:) needs bounce in (-1, 1]; got \(bounce)")
        let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: dampingRatio)
    }

    /// A spring that settles in `settlingDuration` seconds with `dampingRatio`, like
    /// `Spring(settlingDuration:dampingRatio:epsilon:)`: moving from rest over a unit
    /// distance it stays within `epsilon` of the target from then on.
    ///
    /// This is also how UIKit's `animate(withDuration:delay:usingSpringWithDamping:…)` picks
    /// its spring: the duration is the settling time.
    ///
    /// An undamped spring (`dampingRatio` 0) never settles, so it has no settling duration:
    /// the ratio must be positive.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        precondition(
            dampingRatio != 0,
            "Spring(settlingDuration:dampingRatio:epsilon:): an undamped spring (dampingRatio 0) never settles; give a dampingRatio > 0"
        )
        precondition(
            settlingDuration > 0 && dampingRatio > 0 && epsilon > 0 && epsilon < 1,
            "Spring(settlingDuration:dampingRatio:epsilon:) needs positive duration and ratio and epsilon in (0, 1); got \(settlingDuration), \(dampingRatio), \(epsilon)"
        )
        // Settling time scales with the response at a fixed damping ratio, so one probe
        // spring with response 1 gives the exact response for the requested time.
        let probe = Spring(response: 1, dampingRatio: dampingRatio)
        let unit = probe.settlingDuration(target: 1, initialVelocity: 0, epsilon: epsilon)
        self.init(response: settlingDuration / unit, dampingRatio: dampingRatio)
    }

    /// A spring from its response (the undamped period, in seconds) and damping ratio
    /// (1 is critically damped, 0 undamped), like `Spring(response:dampingRatio:)`; mass is 1.
    public init(response: Double, dampingRatio: Double) {
        precondition(
            response > 0 && dampingRatio >= 0,
            "Spring(response:dampingRatio:) needs response > 0 and dampingRatio >= 0; got \(response), \(dampingRatio)")
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, allowOverDamping: true)
    }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(km)): below 1 the spring oscillates, 1 is critical, above 1 it creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The period of the undamped oscillation, 2π/ω₀, in seconds.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's perceptual duration; the same as `response`.
    public var duration: Double { response }

    /// SwiftUI's bounce: 1 − ζ when underdamped, 1/ζ − 1 (negative) when overdamped.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// SwiftUI's estimate of when the spring is at rest: the settling time from rest over a
    /// unit distance with `epsilon` 0.001; `.infinity` for an undamped spring, which never
    /// comes to rest.
    public var settlingDuration: Double { settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001) }

    /// The time after which the motion from 0 toward `target`, starting with
    /// `initialVelocity`, stays within `epsilon` of the target for good; `.infinity` when it
    /// never does (an undamped spring that ever leaves the band), 0 when it never leaves it.
    ///
    /// Found on the exact solution, not an envelope estimate, in a bounded number of steps
    /// whatever the spring: the motion's extrema are known in closed form (an underdamped
    /// spring turns every half period, where |x| is the envelope times ω_d/ω₀; an over- or
    /// critically damped one turns at most once), so the last extremum outside the band is
    /// found directly and the exit after it — where |x| only falls — is bisected to the last
    /// bit. A spring with damping 10⁻⁸ of critical settles after about 10⁸ oscillations and is
    /// answered as fast as any other.
    public func settlingDuration(target: Double, initialVelocity: Double = 0, epsilon: Double = 0.001) -> Double {
        settlingDuration(target: target, initialVelocity: initialVelocity, epsilon: epsilon, bisectingEveryStep: false)
    }

    /// `settlingDuration(target:initialVelocity:epsilon:)`; with `bisectingEveryStep`, its
    /// exit search evaluates the motion at every midpoint (the reference `bandExit` matches).
    func settlingDuration(target: Double, initialVelocity: Double, epsilon: Double, bisectingEveryStep: Bool) -> Double
    {
        precondition(epsilon > 0, "settlingDuration needs epsilon > 0; got \(epsilon)")
        let x0 = -target
        let v0 = initialVelocity
        // The last two |x| computed: the exit search starts from the ends they were asked at.
        var seen = RecentDisplacements()
        func outside(_ t: Double) -> Bool {
            let x = abs(displacement(from: x0, velocity: v0, time: t).value)
            seen.record(t, x)
            return x > epsilon
        }
        /// The last time in [lo, hi] that is outside the band, given that `lo` is outside,
        /// `hi` is not and the motion leaves the band only once between them.
        func exit(after lo: Double, before hi: Double) -> Double {
            bisectingEveryStep
                ? bandExitByBisection(x0: x0, v0: v0, epsilon: epsilon, after: lo, before: hi)
                : bandExit(x0: x0, v0: v0, epsilon: epsilon, after: lo, before: hi, known: seen)
        }
        let omega0 = _omega0
        let a = _decay
        if _regime == 0 {
            let omegaD = _frequency
            let b = v0 + a * x0
            // x(t) = C·e^{−at}·cos(ω_d·t − φ); its extrema, where the velocity
            // e^{−at}·(v0·cos ω_d·t − k·sin ω_d·t / ω_d) is zero, are π/ω_d apart.
            let c = (x0 * x0 + (b / omegaD) * (b / omegaD)).squareRoot()
            guard c > 0 else { return 0 }
            if a == 0 { return c > epsilon ? .infinity : 0 }
            let k = omega0 * omega0 * x0 + a * v0
            var first = v0 == 0 ? 0 : _atan2(v0 * omegaD, k)
            if first < 0 { first += Double.pi }
            func extremum(_ n: Double) -> Double { (first + n * Double.pi) / omegaD }
            // |x| at the n-th extremum is c·(ω_d/ω₀)·e^{−a·t_n}: the last one above epsilon.
            let room = _log(c * omegaD / (omega0 * epsilon))
            var n = room > 0 ? ((room * omegaD / a - first) / Double.pi).rounded(.up) - 1 : -1
            n = max(n, -1)
            // Rounding in the closed form may put n one off the solver's own values. Each check
            // stops at its first no (asking again at the same n would only repeat the answer),
            // so the two extrema around the exit are the last two asked about, which the exit
            // search then reads back instead of evaluating them again.
            //
            // An extremum's |x| in closed form decides the check without evaluating the motion
            // when it is further than a 10⁻⁹ part from epsilon, where the spring is not too
            // close to critical (ω_d ≥ ω₀/10) and the phase stays below 10⁴ radians: there the
            // computed motion is within (10 + ω·t)·2⁻⁵³·ω₀/ω_d ≤ 1.2·10⁻¹¹ of its exact value
            // (the error terms of `bandExit`'s note, over the cancellation the extremum allows)
            // and the closed form within (10 + a·t)·2⁻⁵³, so both give the same answer.
            let peak = c * omegaD / omega0
            // (The plain search, the tests' reference, evaluates every extremum it asks about.)
            let closedForm = !bisectingEveryStep && omegaD >= 0.1 * omega0
            func extremumOutside(_ n: Double) -> Bool {
                let t = extremum(n)
                if closedForm && (omega0 + a + omegaD) * t < 1e4 {
                    let x = peak * _exp(-a * t)
                    let tolerance = 1e-9 * x
                    if abs(x - epsilon) > tolerance {
                        seen.record(t, x, tolerance: tolerance)
                        return x > epsilon
                    }
                }
                return outside(t)
            }
            for _ in 0..<4 {
                guard extremumOutside(n + 1) else { break }
                n += 1
            }
            for _ in 0..<4 {
                guard n >= 0, !extremumOutside(n) else { break }
                n -= 1
            }
            if n >= 0 { return exit(after: extremum(n), before: extremum(n + 1)) }
            // No extremum outside: x is monotone up to the first one.
            return outside(0) ? exit(after: 0, before: extremum(0)) : 0
        }
        // Critically and overdamped: x turns at most once, after which |x| only falls.
        var turn = 0.0
        if _regime == 1 {
            let b = v0 + omega0 * x0
            if b != 0, v0 / (omega0 * b) > 0 { turn = v0 / (omega0 * b) }
        } else {
            let gamma = _frequency
            let k = omega0 * omega0 * x0 + a * v0
            if k != 0 {
                let z = v0 * gamma / k
                if z > 0 && z < 1 { turn = _atanh(z) / gamma }
            }
        }
        if outside(turn) {
            // Damped, so the envelope gives a time by which the motion is inside for good.
            let bound = restBound(x0: x0, v0: v0, epsilon: epsilon) ?? .infinity
            return bound > turn && !outside(bound) ? exit(after: turn, before: bound) : bound
        }
        return turn > 0 && outside(0) ? exit(after: 0, before: turn) : 0
    }

    /// A time after which |displacement| ≤ epsilon for certain, from the envelope of the
    /// solution; nil when the spring never settles (no damping).
    private func restBound(x0: Double, v0: Double, epsilon: Double) -> Double? {
        let omega0 = naturalFrequency
        let a = damping / (2 * mass)
        guard a > 0 else { return nil }
        let b = v0 + a * x0
        let amplitude: Double
        let rate: Double
        if a < omega0 {
            let omegaD = (omega0 * omega0 - a * a).squareRoot()
            amplitude = (x0 * x0 + (b / omegaD) * (b / omegaD)).squareRoot()
            rate = a
        } else if a == omega0 {
            // |x0 + b·t|·e^{−ω₀t} ≤ (|x0| + |b|·t)·e^{−ω₀t} ≤ (|x0| + 2|b|/ω₀)·e^{−ω₀t/2}
            amplitude = abs(x0) + 2 * abs(b) / omega0
            rate = omega0 / 2
        } else {
            let gamma = (a * a - omega0 * omega0).squareRoot()
            amplitude = abs(x0) + abs(b) / gamma
            // a − γ, without the cancellation when a ≫ ω₀.
            rate = omega0 * omega0 / (a + gamma)
        }
        guard amplitude > epsilon else { return 0 }
        return _log(amplitude / epsilon) / rate
    }

    /// UIKit's relative spring velocity for an absolute `velocity` (points per second) on a
    /// move from `from` to `to`: `UISpringTimingParameters` and
    /// `initialSpringVelocity` count 1.0 as "the whole distance in one second".
    /// Zero when the distance is zero.
    public static func relativeVelocity(_ velocity: Double, from: Double, to: Double) -> Double {
        let distance = to - from
        return distance == 0 ? 0 : velocity / distance
    }

    /// The displacement from rest and its velocity `time` seconds after starting at
    /// displacement `x0` with velocity `v0`.
    ///
    /// This is the whole solver; every other query is built on it.
    @inlinable
    public func displacement(from x0: Double, velocity v0: Double, time t: Double) -> (value: Double, velocity: Double)
    {
        let omega0 = _omega0
        let a = _decay   // ζ·ω₀, the envelope's decay rate
        let b = v0 + a * x0
        if _regime == 0 {
            let omegaD = _frequency
            let envelope = _exp(-a * t)
            let (s, c) = _sincos(omegaD * t)
            let value = envelope * (x0 * c + b * s / omegaD)
            let velocity = envelope * (v0 * c - (omega0 * omega0 * x0 + a * v0) * s / omegaD)
            return (value, velocity)
        } else if _regime == 1 {
            let envelope = _exp(-omega0 * t)
            return (envelope * (x0 + b * t), envelope * (v0 - omega0 * b * t))
        } else {
            // Overdamped: the hyperbolic form keeps full precision near critical damping,
            // where the two-exponential form cancels (Fling's sinh keeps full precision for tiny
            // arguments, unlike (eˣ − e⁻ˣ)/2); far out in time it would overflow, and there
            // the slow exponential alone is exact to the last bit.
            let gamma = _frequency
            let k = omega0 * omega0 * x0 + a * v0
            if gamma * t < 20 {
                let envelope = _exp(-a * t)
                let (sh, ch) = _sinhcosh(gamma * t)
                return (envelope * (x0 * ch + b * sh / gamma), envelope * (v0 * ch - k * sh / gamma))
            } else {
                // γ − a as −ω₀²/(a + γ): the difference cancels when a ≫ ω₀.
                let slow = _exp(-(omega0 * omega0 / (a + gamma)) * t) / 2
                return (slow * (x0 + b / gamma), slow * (v0 - k / gamma))
            }
        }
    }

    /// The spring's responses at `time` to a unit displacement (A, with A(0) = 1, A′(0) = 0)
    /// and to a unit velocity (B, with B(0) = 0, B′(0) = 1), with their derivatives.
    ///
    /// Any motion is x(t) = x₀·A(t) + v₀·B(t), for scalars and vectors alike; one exp and one
    /// sin/cos pair give all four numbers, which is what animating a many-component value needs.
    @inlinable
    public func unitResponses(at t: Double) -> (a: Double, da: Double, b: Double, db: Double) {
        let omega0 = _omega0
        let a = _decay
        let w2 = omega0 * omega0
        // At time +0 every regime's formula gives (1, −0, 0, 1) exactly, since Fling's
        // exp(−0), cos 0 and cosh 0 are 1 and sin 0 and sinh 0 are +0 (MathBitsTests checks
        // both): every spring that starts asks for its velocity there first.
        if t.bitPattern == 0 && w2.isFinite && a.isFinite { return (1, -0.0, 0, 1) }
        if _regime == 0 {
            let omegaD = _frequency
            let e = _exp(-a * t)
            let (sine, c) = _sincos(omegaD * t)
            let s = sine / omegaD
            return (e * (c + a * s), -e * w2 * s, e * s, e * (c - a * s))
        } else if _regime == 1 {
            let e = _exp(-omega0 * t)
            return (e * (1 + omega0 * t), -e * w2 * t, e * t, e * (1 - omega0 * t))
        } else {
            let gamma = _frequency
            if gamma * t < 20 {
                let e = _exp(-a * t)
                let (sinh, ch) = _sinhcosh(gamma * t)
                let sh = sinh / gamma
                return (e * (ch + a * sh), -e * w2 * sh, e * sh, e * (ch - a * sh))
            } else {
                let slow = _exp(-(w2 / (a + gamma)) * t) / 2
                return (slow * (1 + a / gamma), -slow * w2 / gamma, slow / gamma, slow * (1 - a / gamma))
            }
        }
    }

    /// The value `time` seconds after leaving 0 with `initialVelocity`, moving toward
    /// `target`: SwiftUI's `value(target:initialVelocity:time:)`.
    public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        target + displacement(from: -target, velocity: initialVelocity, time: time).value
    }

    /// The velocity at `time` for the same motion as `value(target:initialVelocity:time:)`.
    public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        displacement(from: -target, velocity: initialVelocity, time: time).velocity
    }

    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
}
