import Motion
import Testing

// Every parameterisation of a spring describes the same physical oscillator, so reading a
// spring back in the parameters it was built from must give them back, and the figures
// Apple publishes for SwiftUI's `Spring` must come out.

@Test func durationAndBounceGiveApplesPublishedStiffnessAndDamping() {
    // SwiftUI: Spring(duration: 0.5, bounce: 0.3) has stiffness 157.9 and damping 17.6.
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
    #expect(spring.mass == 1)
}

@Test func massStiffnessDampingGiveApplesPublishedDurationAndBounce() {
    // ω₀ = √(100/1) = 10 rad/s, so the duration is 2π/10; ζ = 10/(2·√100) = 0.5, bounce 0.5.
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(spring.duration - 2 * Double.pi / 10) < 1e-12)
    #expect(abs(spring.duration - 0.628) < 0.0005)
    #expect(abs(spring.response - spring.duration) < 1e-15)
    #expect(abs(spring.bounce - 0.5) < 1e-12)
    #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
    #expect(abs(spring.naturalFrequency - 10) < 1e-12)
}

@Test(arguments: [0.1, 0.35, 0.5, 1.2, 4.0], [-0.9, -0.5, -0.3, -0.01, 0, 0.01, 0.15, 0.3, 0.7, 0.95])
func durationAndBounceRoundTrip(duration: Double, bounce: Double) {
    let spring = Spring(duration: duration, bounce: bounce)
    #expect(abs(spring.duration - duration) <= 1e-12 * duration)
    #expect(abs(spring.bounce - bounce) <= 1e-12)
    // Rebuilding from what was read back gives the same physical constants.
    let again = Spring(duration: spring.duration, bounce: spring.bounce)
    #expect(abs(again.stiffness - spring.stiffness) <= 1e-9 * spring.stiffness)
    #expect(abs(again.damping - spring.damping) <= 1e-9 * max(spring.damping, 1))
}

@Test(arguments: [-0.9, -0.5, -0.3, -0.01])
func negativeBounceIsOverdampedWithRatioOneOverOnePlusBounce(bounce: Double) {
    let spring = Spring(duration: 0.5, bounce: bounce)
    #expect(abs(spring.dampingRatio - 1 / (1 + bounce)) <= 1e-12 * spring.dampingRatio)
    #expect(spring.dampingRatio > 1)
}

@Test(arguments: [0.0, 0.3, 0.7])
func nonNegativeBounceHasRatioOneMinusBounce(bounce: Double) {
    let spring = Spring(duration: 0.8, bounce: bounce)
    #expect(abs(spring.dampingRatio - (1 - bounce)) <= 1e-12)
}

@Test func zeroBounceIsCriticallyDamped() {
    #expect(Spring(duration: 0.5, bounce: 0).dampingRatio == 1)
    #expect(Spring(duration: 0.5, bounce: 0).bounce == 0)
}

@Test(arguments: [0.05, 0.3, 0.55, 2.0], [0.0, 0.2, 0.5, 0.825, 1.0, 1.5, 4.0])
func responseAndDampingRatioRoundTrip(response: Double, dampingRatio: Double) {
    let spring = Spring(response: response, dampingRatio: dampingRatio)
    #expect(spring.mass == 1)
    #expect(abs(spring.response - response) <= 1e-12 * response)
    #expect(abs(spring.dampingRatio - dampingRatio) <= 1e-12)
    let omega = 2 * Double.pi / response
    #expect(abs(spring.stiffness - omega * omega) <= 1e-12 * omega * omega)
    #expect(abs(spring.damping - 2 * dampingRatio * omega) <= 1e-12 * omega)
}

@Test(arguments: [0.25, 1, 3.5])
func scalingMassStiffnessAndDampingTogetherKeepsTheMotion(mass: Double) {
    // Scaling mass, stiffness and damping together leaves the motion unchanged.
    let reference = Spring(response: 0.4, dampingRatio: 0.6)
    let heavy = Spring(mass: mass, stiffness: reference.stiffness * mass, damping: reference.damping * mass)
    #expect(abs(heavy.response - 0.4) <= 1e-12)
    #expect(abs(heavy.dampingRatio - 0.6) <= 1e-12)
    #expect(abs(heavy.bounce - 0.4) <= 1e-12)
    for t in [0.01, 0.1, 0.3, 0.9] {
        let a = reference.displacement(from: 120, velocity: -800, time: t)
        let b = heavy.displacement(from: 120, velocity: -800, time: t)
        #expect(abs(a.value - b.value) <= 1e-9 * 120)
        #expect(abs(a.velocity - b.velocity) <= 1e-9 * 800)
    }
}

@Test func bounceAndDurationOfAnOverdampedPhysicalSpring() {
    // ζ = 40/(2·√100) = 2: bounce = 1/ζ − 1 = −0.5. (Without allowOverDamping SwiftUI clamps to critical.)
    let spring = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
    #expect(abs(spring.dampingRatio - 2) < 1e-12)
    #expect(abs(spring.bounce + 0.5) < 1e-12)
    let rebuilt = Spring(duration: spring.duration, bounce: spring.bounce)
    #expect(abs(rebuilt.stiffness - 100) < 1e-9)
    #expect(abs(rebuilt.damping - 40) < 1e-9)
}
