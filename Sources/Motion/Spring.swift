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

    /// A spring from its physical constants, like `Spring(mass:stiffness:damping:)`.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0,
                     "Spring needs mass > 0, stiffness > 0 and damping >= 0; got mass \(mass), stiffness \(stiffness), damping \(damping)")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring from SwiftUI's perceptual parameters: `duration` is the period of the
    /// undamped oscillation (the response) and `bounce` in (−1, 1) sets the damping —
    /// 0 is critically damped, positive bounces, negative is overdamped.
    ///
    /// `Spring(duration: 0.5, bounce: 0.3)` has stiffness 157.9 and damping 17.6, as on iOS.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        precondition(duration > 0, "Spring(duration:bounce:) needs duration > 0; got \(duration)")
        precondition(bounce > -1 && bounce < 1, "Spring(duration:bounce:) needs bounce in (-1, 1); got \(bounce)")
        let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: dampingRatio)
    }

    /// A spring from its response (the undamped period, in seconds) and damping ratio
    /// (1 is critically damped), like `Spring(response:dampingRatio:)`; mass is 1.
    public init(response: Double, dampingRatio: Double) {
        precondition(response > 0 && dampingRatio >= 0,
                     "Spring(response:dampingRatio:) needs response > 0 and dampingRatio >= 0; got \(response), \(dampingRatio)")
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
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

    /// The displacement from rest and its velocity `time` seconds after starting at
    /// displacement `x0` with velocity `v0`.
    ///
    /// This is the whole solver; every other query is built on it.
    @inlinable
    public func displacement(from x0: Double, velocity v0: Double, time t: Double) -> (value: Double, velocity: Double) {
        let omega0 = (stiffness / mass).squareRoot()
        let a = damping / (2 * mass)            // ζ·ω₀, the envelope's decay rate
        let b = v0 + a * x0
        if a < omega0 {
            let omegaD = (omega0 * omega0 - a * a).squareRoot()
            let envelope = _exp(-a * t)
            let c = _cos(omegaD * t), s = _sin(omegaD * t)
            let value = envelope * (x0 * c + b * s / omegaD)
            let velocity = envelope * (v0 * c - (omega0 * omega0 * x0 + a * v0) * s / omegaD)
            return (value, velocity)
        } else if a == omega0 {
            let envelope = _exp(-omega0 * t)
            return (envelope * (x0 + b * t), envelope * (v0 - omega0 * b * t))
        } else {
            // Overdamped: the hyperbolic form keeps full precision near critical damping,
            // where the two-exponential form cancels (libm's sinh is exact for tiny
            // arguments, unlike (eˣ − e⁻ˣ)/2); far out in time it would overflow, and there
            // the slow exponential alone is exact to the last bit.
            let gamma = (a * a - omega0 * omega0).squareRoot()
            let k = omega0 * omega0 * x0 + a * v0
            if gamma * t < 20 {
                let envelope = _exp(-a * t)
                let ch = _cosh(gamma * t), sh = _sinh(gamma * t)
                return (envelope * (x0 * ch + b * sh / gamma), envelope * (v0 * ch - k * sh / gamma))
            } else {
                let slow = _exp((gamma - a) * t) / 2
                return (slow * (x0 + b / gamma), slow * (v0 - k / gamma))
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
