#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Motion

/// A prototype of a faster closed-form spring, measured next to `Spring` by `fling bench
/// animation` to show what a change to `Spring` would buy: ω₀ = √(k/m), ζω₀ = c/2m, ω₀²,
/// √|ω₀² − (ζω₀)²| and the damping regime, which `Spring.displacement(from:velocity:time:)`
/// derives again on every call (two divisions and two square roots in a row before the
/// first transcendental function can start, and a regime branch that cannot resolve until
/// they are done), are computed once, when the spring is made.
///
/// The arithmetic per call is otherwise the very same expressions in the same order, so the
/// results are bit-identical to `Spring.displacement` (AnimationBenchmarkTests checks it):
/// the change could be made inside `Spring` without moving a single recorded frame trace.
struct PrecomputedSpring: Sendable {
    enum Regime: Int, Sendable { case underdamped, critical, overdamped }

    let regime: Regime
    /// ζ·ω₀ = c/2m, the envelope's decay rate.
    let decay: Double
    /// ω₀ = √(k/m).
    let omega0: Double
    /// ω₀² = k/m.
    let omega0Squared: Double
    /// ω_d = √(ω₀² − a²) when underdamped, γ = √(a² − ω₀²) when overdamped, 0 at critical.
    let frequency: Double

    init(_ spring: Spring) {
        // The same expressions as Spring.displacement, so the regime test decides alike.
        let omega0 = (spring.stiffness / spring.mass).squareRoot()
        let a = spring.damping / (2 * spring.mass)
        self.omega0 = omega0
        omega0Squared = omega0 * omega0
        decay = a
        if a < omega0 {
            regime = .underdamped
            frequency = (omega0 * omega0 - a * a).squareRoot()
        } else if a == omega0 {
            regime = .critical
            frequency = 0
        } else {
            regime = .overdamped
            frequency = (a * a - omega0 * omega0).squareRoot()
        }
    }

    /// The displacement and velocity `t` seconds after starting at `x0` with velocity `v0`.
    ///
    /// Not inlined, like `Spring.displacement` is not where the benchmark calls it, so the
    /// comparison measures the precomputation alone.
    @inline(never)
    func displacement(from x0: Double, velocity v0: Double, time t: Double) -> (value: Double, velocity: Double) {
        let a = decay
        let b = v0 + a * x0
        switch regime {
        case .underdamped:
            let envelope = exp(-a * t)
            let phase = frequency * t
            let c = cos(phase), s = sin(phase)
            return (envelope * (x0 * c + b * s / frequency), envelope * (v0 * c - (omega0Squared * x0 + a * v0) * s / frequency))
        case .critical:
            let envelope = exp(-omega0 * t)
            return (envelope * (x0 + b * t), envelope * (v0 - omega0 * b * t))
        case .overdamped:
            let gamma = frequency
            let k = omega0Squared * x0 + a * v0
            if gamma * t < 20 {
                let envelope = exp(-a * t)
                let ch = cosh(gamma * t), sh = sinh(gamma * t)
                return (envelope * (x0 * ch + b * sh / gamma), envelope * (v0 * ch - k * sh / gamma))
            } else {
                let slow = exp((gamma - a) * t) / 2
                return (slow * (x0 + b / gamma), slow * (v0 - k / gamma))
            }
        }
    }

    /// The unit responses SpringAnimation combines — A to a unit displacement (x0 = 1, v0 = 0)
    /// and B to a unit velocity (x0 = 0, v0 = 1), each with its derivative — from one
    /// exponential and one sine/cosine (or sinh/cosh) pair, where SpringAnimation pays for
    /// two full closed-form evaluations in `animate` and two more in `velocity`.
    ///
    /// Equal to the two `displacement` calls up to rounding (not bit-identical: the
    /// expressions are simplified for x0, v0 ∈ {0, 1}).
    @inline(never)
    func unitResponses(time t: Double) -> (a: Double, aVelocity: Double, b: Double, bVelocity: Double) {
        let a = decay
        switch regime {
        case .underdamped:
            let envelope = exp(-a * t)
            let phase = frequency * t
            let c = cos(phase), s = sin(phase) / frequency
            return (envelope * (c + a * s), -envelope * omega0Squared * s, envelope * s, envelope * (c - a * s))
        case .critical:
            let envelope = exp(-omega0 * t)
            return (envelope * (1 + omega0 * t), -envelope * omega0Squared * t, envelope * t, envelope * (1 - omega0 * t))
        case .overdamped:
            let gamma = frequency
            if gamma * t < 20 {
                let envelope = exp(-a * t)
                let ch = cosh(gamma * t), sh = sinh(gamma * t) / gamma
                return (envelope * (ch + a * sh), -envelope * omega0Squared * sh, envelope * sh, envelope * (ch - a * sh))
            } else {
                let slow = exp((gamma - a) * t) / 2
                return (slow * (1 + a / gamma), -slow * omega0Squared / gamma, slow / gamma, slow * (1 - a / gamma))
            }
        }
    }
}
