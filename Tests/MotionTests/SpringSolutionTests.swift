import Motion
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The closed-form solution of m·x″ + c·x′ + k·x = 0 is checked against an independent,
// high-accuracy numerical integration of the same equation.
//
// Error scale: a spring released at displacement x0 with velocity v0 never strays further
// than about S = max(|x0|, |v0|/ω0) from rest, and never moves faster than about ω0·S, so
// value errors are measured relative to S and velocity errors relative to ω0·S. (Relative
// to the current value would be meaningless at the zero crossings of an oscillation.)

/// The damping regimes the closed form distinguishes, plus the two sides of critical damping
/// where a careless formula loses precision.
enum DampingRegime: String, CaseIterable, Sendable {
    case underdamped, critical, overdamped, justBelowCritical, justAboveCritical

    /// The damping ratio for the `index`th spring drawn in this regime.
    func dampingRatio(_ rng: inout SplitMix64, index: Int) -> Double {
        switch self {
        case .underdamped: return index % 10 == 0 ? 0 : rng.uniform(0, 0.95)
        case .critical: return 1
        case .overdamped: return rng.uniform(1.05, 6)
        case .justBelowCritical: return 0.999999
        case .justAboveCritical: return 1.000001
        }
    }

    var seed: UInt64 {
        switch self {
        case .underdamped: 0x5EED_0001
        case .critical: 0x5EED_0002
        case .overdamped: 0x5EED_0003
        case .justBelowCritical: 0x5EED_0004
        case .justAboveCritical: 0x5EED_0005
        }
    }
}

/// One drawn case: a spring and a release state.
struct SpringCase: CustomStringConvertible {
    var spring: Spring
    var x0: Double
    var v0: Double

    var omega0: Double { spring.naturalFrequency }
    /// The displacement scale S = max(|x0|, |v0|/ω0).
    var scale: Double { max(abs(x0), abs(v0) / omega0) }

    var description: String {
        "\(spring) ζ=\(spring.dampingRatio) x0=\(x0) v0=\(v0)"
    }

    /// `count` deterministic cases in `regime`. Even cases are built from (response,
    /// dampingRatio) with mass 1; odd ones from (mass, stiffness, damping) with a random mass,
    /// so the mass enters the formulas too.
    static func draw(_ regime: DampingRegime, count: Int) -> [SpringCase] {
        var rng = SplitMix64(seed: regime.seed)
        return (0..<count).map { index in
            let response = rng.uniform(0.1, 2)
            let zeta = regime.dampingRatio(&rng, index: index)
            let spring: Spring
            if index % 2 == 0 {
                spring = Spring(response: response, dampingRatio: zeta)
            } else {
                let mass = rng.uniform(0.2, 5)
                let omega = 2 * Double.pi / response
                spring = Spring(mass: mass, stiffness: mass * omega * omega, damping: 2 * zeta * omega * mass)
            }
            var x0 = rng.uniform(-400, 400)
            var v0 = rng.uniform(-6000, 6000)
            if index % 7 == 3 { v0 = 0 }
            if index % 11 == 5 && v0 != 0 { x0 = 0 }   // never both zero: S would vanish
            return SpringCase(spring: spring, x0: x0, v0: v0)
        }
    }
}

/// Integrates m·x″ + c·x′ + k·x = 0 from (x, v) over `duration` seconds by the Taylor series
/// method: each step sums the exponential series of the step's propagator term by term until
/// the terms vanish below 1e-19 of the sum, so the truncation error is far below rounding.
/// The state is (x, v/ω0), which makes the system matrix [[0, ω0], [−ω0, −c/m]] balanced;
/// steps keep ‖h·A‖∞ ≤ 0.5. Nothing here shares code or formulas with the closed form.
func integrateOscillator(_ spring: Spring, x: Double, v: Double, over duration: Double) -> (
    value: Double, velocity: Double
) {
    guard duration > 0 else { return (x, v) }
    let w = (spring.stiffness / spring.mass).squareRoot()
    let d = spring.damping / spring.mass
    var p = x
    var q = v / w
    let steps = max(1, Int((duration * (w + d) / 0.5).rounded(.up)))
    let h = duration / Double(steps)
    for _ in 0..<steps {
        var tp = p
        var tq = q
        var sp = p
        var sq = q
        for n in 1...60 {
            let f = h / Double(n)
            (tp, tq) = (f * w * tq, f * (-w * tp - d * tq))
            sp += tp
            sq += tq
            if abs(tp) + abs(tq) <= 1e-19 * (abs(sp) + abs(sq)) { break }
        }
        p = sp
        q = sq
    }
    return (p, q * w)
}

/// Times, as multiples of the spring's response, where the solutions are compared.
let comparisonTimes: [Double] = [0, 0.013, 0.1, 0.37, 1, 2.5]

/// The worst value and velocity errors of the closed form against the integration, relative
/// to S and ω0·S, over `comparisonTimes`.
func worstErrors(_ c: SpringCase) -> (value: Double, velocity: Double, at: Double) {
    var state = (value: c.x0, velocity: c.v0)
    var previous = 0.0
    var worst = (value: 0.0, velocity: 0.0, at: 0.0)
    for fraction in comparisonTimes {
        let t = fraction * c.spring.response
        state = integrateOscillator(c.spring, x: state.value, v: state.velocity, over: t - previous)
        previous = t
        let closed = c.spring.displacement(from: c.x0, velocity: c.v0, time: t)
        let valueError = abs(closed.value - state.value) / c.scale
        let velocityError = abs(closed.velocity - state.velocity) / (c.omega0 * c.scale)
        // `!(a <= b)` also catches NaN.
        if !(valueError <= worst.value) || !(velocityError <= worst.velocity) {
            worst = (
                max(worst.value, valueError.isNaN ? .infinity : valueError),
                max(worst.velocity, velocityError.isNaN ? .infinity : velocityError), t
            )
        }
    }
    return worst
}

@Test(arguments: DampingRegime.allCases)
func closedFormMatchesNumericalIntegration(regime: DampingRegime) {
    let cases = SpringCase.draw(regime, count: 80)
    var failures: [String] = []
    for c in cases {
        let worst = worstErrors(c)
        if !(worst.value <= 1e-9) || !(worst.velocity <= 1e-9) {
            failures.append("\(c): value error \(worst.value)·S, velocity error \(worst.velocity)·ω0S at t=\(worst.at)")
        }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(cases.count) springs off; first: \(failures.prefix(3))")
}

@Test func theIntegratorItselfReproducesAnUndampedOscillation() {
    // Guards the reference: with no damping, x = cos(ω t) exactly has period `response`.
    let spring = Spring(response: 0.5, dampingRatio: 0)
    let afterOnePeriod = integrateOscillator(spring, x: 1, v: 0, over: 0.5)
    #expect(abs(afterOnePeriod.value - 1) < 1e-12)
    #expect(abs(afterOnePeriod.velocity) < 1e-12 * spring.naturalFrequency)
    let afterHalfPeriod = integrateOscillator(spring, x: 1, v: 0, over: 0.25)
    #expect(abs(afterHalfPeriod.value + 1) < 1e-12)
}

@Test(arguments: DampingRegime.allCases)
func velocityIsTheDerivativeOfValue(regime: DampingRegime) {
    var failures: [String] = []
    for c in SpringCase.draw(regime, count: 40) {
        let h = 1e-5 * c.spring.response
        for fraction in [0.05, 0.4, 1.3] {
            let t = fraction * c.spring.response
            let ahead = c.spring.displacement(from: c.x0, velocity: c.v0, time: t + h).value
            let behind = c.spring.displacement(from: c.x0, velocity: c.v0, time: t - h).value
            let slope = (ahead - behind) / (2 * h)
            let velocity = c.spring.displacement(from: c.x0, velocity: c.v0, time: t).velocity
            if !(abs(slope - velocity) <= 1e-6 * c.omega0 * c.scale) {
                failures.append("\(c) at t=\(t): slope \(slope) vs velocity \(velocity)")
            }
        }
    }
    #expect(failures.isEmpty, "\(failures.count) off; first: \(failures.prefix(3))")
}

@Test(arguments: DampingRegime.allCases)
func displacementStartsAtTheReleaseState(regime: DampingRegime) {
    for c in SpringCase.draw(regime, count: 20) {
        let start = c.spring.displacement(from: c.x0, velocity: c.v0, time: 0)
        #expect(abs(start.value - c.x0) <= 1e-12 * c.scale)
        #expect(abs(start.velocity - c.v0) <= 1e-12 * c.omega0 * c.scale)
    }
}

@Test(arguments: DampingRegime.allCases)
func valueStartsAtZeroAndApproachesTheTarget(regime: DampingRegime) {
    var rng = SplitMix64(seed: regime.seed ^ 0xABCD)
    for index in 0..<30 {
        let zeta = max(regime.dampingRatio(&rng, index: index), 0.05)   // needs some damping to settle
        let spring = Spring(response: rng.uniform(0.1, 2), dampingRatio: zeta)
        let target = rng.uniform(-500, 500)
        let v0 = rng.uniform(-3000, 3000)
        let scale = max(abs(target), abs(v0) / spring.naturalFrequency)

        #expect(abs(spring.value(target: target, initialVelocity: v0, time: 0)) <= 1e-12 * scale)
        #expect(abs(spring.velocity(target: target, initialVelocity: v0, time: 0) - v0) <= 1e-12 * abs(v0) + 1e-12)

        let late = 60 * spring.response
        #expect(
            abs(spring.value(target: target, initialVelocity: v0, time: late) - target) <= 1e-6 * scale,
            "\(spring) target \(target) v0 \(v0)")
        #expect(
            abs(spring.velocity(target: target, initialVelocity: v0, time: late))
                <= 1e-6 * spring.naturalFrequency * scale)
    }
}

@Test(arguments: [0.0, 0.3, 0.7])
func valueFollowsTheSpringFromRestAtZero(bounce: Double) {
    // value(target:) is the motion that leaves 0 toward target: displacement from −target.
    let spring = Spring(duration: 0.6, bounce: bounce)
    for t in [0.02, 0.1, 0.25, 0.8] {
        let expected = 250 + spring.displacement(from: -250, velocity: 40, time: t).value
        #expect(abs(spring.value(target: 250, initialVelocity: 40, time: t) - expected) <= 1e-9)
        #expect(spring.value(target: 250, initialVelocity: 40, time: t) > 0)
    }
}

@Test(arguments: [1.0, 1.2, 3.0])
func springsWithoutBounceNeverOvershootFromRest(dampingRatio: Double) {
    let spring = Spring(response: 0.4, dampingRatio: dampingRatio)
    var previous = 0.0
    for step in 1...400 {
        let value = spring.value(target: 100, time: Double(step) * 0.005)
        #expect(value >= previous - 1e-12 && value <= 100 + 1e-9, "t=\(Double(step) * 0.005): \(value)")
        previous = value
    }
}

@Test func bouncySpringsOvershootFromRest() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let peak = (1...200).map { spring.value(target: 100, time: Double($0) * 0.005) }.max()!
    #expect(peak > 101)
}

@Test(arguments: DampingRegime.allCases)
func nothingIsNaNAtLargeTimes(regime: DampingRegime) {
    for c in SpringCase.draw(regime, count: 40) {
        for t in [1e4, 1e7] {
            let state = c.spring.displacement(from: c.x0, velocity: c.v0, time: t)
            #expect(state.value.isFinite && state.velocity.isFinite, "\(c) at t=\(t): \(state)")
            if c.spring.dampingRatio >= 0.01 {
                #expect(abs(state.value) <= 1e-9 * c.scale, "\(c) at t=\(t): \(state)")
                #expect(abs(state.velocity) <= 1e-9 * c.omega0 * c.scale, "\(c) at t=\(t): \(state)")
            }
            let value = c.spring.value(target: c.x0, initialVelocity: c.v0, time: t)
            #expect(value.isFinite)
        }
    }
}

@Test(arguments: [0.0, 1e-4, 1.0, 50.0])
func extremeDampingStaysFiniteAtLargeTimes(dampingRatio: Double) {
    let spring = Spring(response: 0.05, dampingRatio: dampingRatio)
    for t in [1e4, 1e6, 1e9] {
        let state = spring.displacement(from: 1e3, velocity: -1e5, time: t)
        #expect(state.value.isFinite && state.velocity.isFinite, "ζ=\(dampingRatio) t=\(t): \(state)")
    }
}

/// Damping ratios a rounding error away from 1: the formulas must neither divide by a
/// vanishing frequency nor lose the solution to cancellation.
let ratiosNextToCritical: [Double] = [
    Double(1).nextDown, Double(1).nextUp, 1 - 4 * Double.ulpOfOne, 1 + 4 * Double.ulpOfOne,
    1 - 1e-12, 1 + 1e-12, 1 - 1e-9, 1 + 1e-9,
]

@Test(arguments: ratiosNextToCritical)
func dampingRatiosNextToCriticalMatchIntegration(dampingRatio: Double) {
    var rng = SplitMix64(seed: dampingRatio.bitPattern)
    for _ in 0..<10 {
        let spring = Spring(response: rng.uniform(0.1, 2), dampingRatio: dampingRatio)
        let c = SpringCase(spring: spring, x0: rng.uniform(-400, 400), v0: rng.uniform(-6000, 6000))
        let worst = worstErrors(c)
        #expect(
            worst.value <= 1e-9 && worst.velocity <= 1e-9,
            "\(c): value error \(worst.value)·S, velocity error \(worst.velocity)·ω0S at t=\(worst.at)")
    }
}

/// Springs built critically damped from physical constants, damping = 2·√(k·m), as a
/// caller converting from another toolkit would write them. Their `dampingRatio` reads 1, but
/// with mass ≠ 1 rounding can leave c/2m an ulp above √(k/m), so the overdamped formula
/// runs with a vanishing γ; the motion must still be the critical one, e^(−ω₀t)·(x0 + (v0 + ω₀x0)·t).
@Test(arguments: [(0.7, 620.0), (3.1, 170.0), (1.1, 920.0), (2.0, 300.0), (4.4, 230.0)])
func criticalSpringsFromPhysicalConstantsFollowTheCriticalSolution(mass: Double, stiffness: Double) {
    let spring = Spring(mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot())
    #expect(abs(spring.dampingRatio - 1) <= 1e-15)
    let w = (stiffness / mass).squareRoot()
    let x0 = 100.0
    let v0 = -350.0
    let scale = max(abs(x0), abs(v0) / w)
    for t in [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.2] {
        let envelope = exp(-w * t)
        let expected = (value: envelope * (x0 + (v0 + w * x0) * t), velocity: envelope * (v0 - w * (v0 + w * x0) * t))
        let actual = spring.displacement(from: x0, velocity: v0, time: t)
        #expect(
            abs(actual.value - expected.value) <= 1e-9 * scale,
            "\(spring) t=\(t): \(actual.value) vs \(expected.value)")
        #expect(
            abs(actual.velocity - expected.velocity) <= 1e-9 * w * scale,
            "\(spring) t=\(t): \(actual.velocity) vs \(expected.velocity)")
    }
}
