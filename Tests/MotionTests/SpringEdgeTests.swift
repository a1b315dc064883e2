import Motion
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Edge inputs answered as SwiftUI answers them: bounce 1 is the undamped spring, which never
// settles; and settling times of nearly undamped (or enormously overdamped) springs are found
// in a bounded number of steps, consistent with the envelope of the exact solution.

@Suite("Spring edge inputs")
struct SpringEdgeTests {
    @Test("bounce 1 is the undamped spring, as SwiftUI documents")
    func bounceOneIsUndamped() {
        let spring = Spring(duration: 0.5, bounce: 1)
        #expect(spring.damping == 0)
        #expect(spring.dampingRatio == 0)
        #expect(spring.bounce == 1)
        #expect(spring.stiffness == Spring(duration: 0.5, bounce: 0).stiffness)
        #expect(spring == Spring(response: 0.5, dampingRatio: 0))
        #expect(spring == Spring(mass: 1, stiffness: spring.stiffness, damping: 0))
        // x(t) = 1 − cos(2πt/T): at the target a quarter period in, twice the distance at half,
        // and back at the start a whole period later — for ever.
        for period in [0.0, 1, 1000] {
            let t = period * 0.5
            #expect(abs(spring.value(target: 1, time: t + 0.125) - 1) < 1e-9)
            #expect(abs(spring.value(target: 1, time: t + 0.25) - 2) < 1e-9)
            #expect(abs(spring.value(target: 1, time: t + 0.5)) < 1e-9)
        }
    }

    @Test("an undamped spring never settles: settlingDuration is infinite")
    func undampedNeverSettles() {
        let spring = Spring(duration: 0.4, bounce: 1)
        #expect(spring.settlingDuration == .infinity)
        #expect(spring.settlingDuration(target: 1, initialVelocity: -3) == .infinity)
        #expect(
            Spring(mass: 2, stiffness: 50, damping: 0).settlingDuration(target: 0, initialVelocity: 0.5) == .infinity)
        // A motion that never leaves the band has settled from the start.
        #expect(spring.settlingDuration(target: 0, initialVelocity: 0) == 0)
        #expect(spring.settlingDuration(target: 0.0005, initialVelocity: 0, epsilon: 0.001) == 0)
    }

    @Test("a spring keyframe with an undamped spring and no duration lasts for ever")
    func undampedSpringKeyframe() {
        let track = KeyframeSequence(
            initialValue: 0.0,
            [
                .linear(LinearKeyframe(to: 10, duration: 1)),
                .spring(SpringKeyframe(to: 20, spring: Spring(duration: 0.5, bounce: 1))),
                .linear(LinearKeyframe(to: 0, duration: 1)),
            ])
        #expect(track.duration == .infinity)
        // Released 10 short of 20 at 10 per second: x = −10·cos ωt + (10/ω)·sin ωt about 20.
        let omega = 4 * Double.pi
        for t in [0.1, 0.25, 1000.3] {
            let expected = 20 - 10 * cos(omega * t) + 10 / omega * sin(omega * t)
            #expect(abs(track.value(at: 1 + t) - expected) < 1e-6, "at \(t)")
            #expect(track.velocity(at: 1 + t).isFinite)
        }
    }

    /// Checks `settle` is the last exit from the band: just before it the motion is outside,
    /// at it inside; and that it lies where the envelope says, between the last extremum above
    /// epsilon and the time the envelope itself falls to epsilon.
    private func expectLastExit(
        _ spring: Spring, _ settle: Double, epsilon: Double = 0.001,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(settle.isFinite && settle > 0, sourceLocation: sourceLocation)
        func offset(_ t: Double) -> Double { abs(spring.displacement(from: -1, velocity: 0, time: t).value) }
        #expect(offset(settle.nextDown) > epsilon, sourceLocation: sourceLocation)
        #expect(offset(settle) <= epsilon, sourceLocation: sourceLocation)
        let omega0 = spring.naturalFrequency
        let a = spring.damping / (2 * spring.mass)
        if a < omega0 {
            // From rest over a unit distance: x = e^{−at}·(cos ω_d t + (a/ω_d)·sin ω_d t), whose
            // envelope is (ω₀/ω_d)·e^{−at} and whose extrema are (ω_d/ω₀ of it) π/ω_d apart.
            let omegaD = (omega0 * omega0 - a * a).squareRoot()
            let envelope = (omega0 / omegaD) * exp(-a * settle)
            #expect(envelope >= epsilon * (1 - 1e-9), sourceLocation: sourceLocation)
            #expect(exp(-a * (settle + Double.pi / omegaD)) <= epsilon * (1 + 1e-9), sourceLocation: sourceLocation)
        }
    }

    @Test("damping 1e-6 settles after about 10⁷ seconds, answered in a bounded number of steps")
    func nearlyUndampedPhysicalSpring() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 1e-6)
        let settle = spring.settlingDuration
        // ln(1000)/(c/2m) = 1.38e7 s: some 2.2 million oscillations.
        #expect(abs(settle - log(1000) / 5e-7) < Double.pi / 10 + 1)
        expectLastExit(spring, settle)
    }

    @Test("bounce 0.99999999 settles after about 10⁸ oscillations")
    func nearlyUndampedPerceptualSpring() {
        let spring = Spring(duration: 0.5, bounce: 0.99999999)
        #expect(abs(spring.dampingRatio - 1e-8) < 1e-15)
        let settle = spring.settlingDuration
        #expect(abs(settle - log(1000) / (1e-8 * 4 * Double.pi)) < 1)
        expectLastExit(spring, settle)
        // The same spring read back through its settling time.
        let again = Spring(settlingDuration: settle, dampingRatio: spring.dampingRatio)
        #expect(abs(again.response - 0.5) < 1e-9)
    }

    @Test("bounce -0.99999999 (ζ = 10⁸) creeps for years and still settles where its slow exponential says")
    func enormouslyOverdampedSpring() {
        let spring = Spring(duration: 0.5, bounce: -0.99999999)
        let zeta = spring.dampingRatio
        #expect(abs(zeta - 1e8) < 1)   // 1 − 0.99999999 is not exactly 1e-8 in binary
        let omega0 = spring.naturalFrequency
        let a = zeta * omega0
        let gamma = (a * a - omega0 * omega0).squareRoot()
        // From rest: x(t) = −(1 + a/γ)/2·e^{−rate·t} once the fast term is gone, with
        // rate = a − γ = ω₀²/(a + γ) ≈ ω₀/(2ζ).
        let rate = omega0 * omega0 / (a + gamma)
        let expected = log((1 + a / gamma) / 2 / 0.001) / rate
        let settle = spring.settlingDuration
        #expect(abs(settle - expected) <= 1e-9 * expected, "\(settle) vs \(expected)")
        expectLastExit(spring, settle)
        // Half-way there the motion has covered 1 − √0.001 of the distance, not stalled.
        #expect(abs((1 - spring.value(target: 1, time: settle / 2)) - 0.001.squareRoot()) < 1e-6)
    }

    @Test("a tiny damping ratio through Spring(settlingDuration:dampingRatio:) is bounded too")
    func settlingParameterisationWithATinyRatio() {
        let spring = Spring(settlingDuration: 2, dampingRatio: 1e-6)
        #expect(abs(spring.settlingDuration - 2) < 1e-9)
        #expect(abs(spring.dampingRatio - 1e-6) < 1e-18)
    }

    @Test("settlingDuration is the last exit a fine scan finds, on 300 seeded ordinary springs")
    func settlingMatchesABruteForceScan() {
        // The scan steps 1/4000 of a response, far finer than the half period between extrema,
        // so it finds every excursion, even one that barely leaves the band (the sampling the
        // settling time used to be found by missed some, answering up to half a period early).
        var rng = SplitMix64(seed: 0x5E77_1E)
        for index in 0..<300 {
            let spring = Spring(response: rng.uniform(0.1, 1), dampingRatio: exp(rng.uniform(log(0.08), log(3))))
            let target = rng.uniform(-2, 2)
            let velocity = index % 3 == 0 ? 0 : rng.uniform(-20, 20)
            let epsilon = [0.001, 0.01, 0.0001][index % 3]
            let settle = spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: epsilon)
            let step = spring.response / 4000
            var t = 0.0
            var lastOutside = -1.0
            while t < settle + 10 * spring.response {
                if abs(spring.value(target: target, initialVelocity: velocity, time: t) - target) > epsilon {
                    lastOutside = t
                }
                t += step
            }
            #expect(
                lastOutside < settle && settle <= lastOutside + step || settle == 0 && lastOutside < 0,
                "\(spring) target \(target) v \(velocity) ε \(epsilon): \(settle), scan \(lastOutside)")
        }
    }
}
