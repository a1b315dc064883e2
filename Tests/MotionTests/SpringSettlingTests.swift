import Motion
import Testing

@Suite("Spring settling, UIKit and SwiftUI parameterisations")
struct SpringSettlingTests {
    @Test(
        "settlingDuration is the last time the motion leaves the epsilon band",
        arguments: [(0.5, 0.0), (0.5, 0.3), (0.8, 0.6), (0.3, -0.5), (1.0, 0.9)])
    func settlingIsTheLastExit(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        let settle = spring.settlingDuration
        #expect(settle > 0)
        // Just before, the motion is still outside the band (or on its edge); after, it never leaves.
        let before = abs(spring.value(target: 1, time: settle - 1e-6) - 1)
        #expect(before > 0.001 - 1e-9)
        var t = settle + 1e-6
        while t < settle + 5 * spring.response {
            #expect(abs(spring.value(target: 1, time: t) - 1) <= 0.001)
            t += spring.response / 97
        }
    }

    @Test("a critically damped spring settles where (1 + ω₀t)e^{−ω₀t} = ε")
    func criticalSettlingMatchesTheAnalyticEquation() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let omega = spring.naturalFrequency
        let u = omega * spring.settlingDuration
        #expect(abs((1 + u) * exp(-u) - 0.001) < 1e-12)
    }

    @Test(
        "Spring(settlingDuration:dampingRatio:) settles in that duration",
        arguments: [(0.3, 0.5), (1.0, 0.7), (2.0, 1.0), (0.75, 1.8)])
    func settlingDurationParameterisation(duration: Double, ratio: Double) {
        let spring = Spring(settlingDuration: duration, dampingRatio: ratio)
        #expect(abs(spring.settlingDuration - duration) < 1e-9)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
    }

    @Test("settling accounts for the initial velocity")
    func settlingWithVelocity() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        #expect(spring.settlingDuration(target: 1, initialVelocity: 20) > spring.settlingDuration(target: 1))
        #expect(spring.settlingDuration(target: 0, initialVelocity: 0) == 0)
    }

    @Test("damping beyond critical is clamped unless over-damping is allowed")
    func allowOverDamping() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 50).dampingRatio == 1)
        #expect(Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true).dampingRatio == 2.5)
        #expect(Spring(mass: 1, stiffness: 100, damping: 10).damping == 10)
    }

    @Test("UIKit's relative velocity is points per second over the distance")
    func relativeVelocity() {
        #expect(Spring.relativeVelocity(800, from: 100, to: 500) == 2)
        #expect(Spring.relativeVelocity(-300, from: 200, to: 50) == 2)
        #expect(Spring.relativeVelocity(300, from: 50, to: 50) == 0)
    }

    @Test("presets have SwiftUI's parameters")
    func presets() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(abs(Spring.snappy.bounce - 0.15) < 1e-12)
        #expect(abs(Spring.bouncy.bounce - 0.3) < 1e-12)
        #expect(abs(Spring.bouncy(duration: 0.8, extraBounce: 0.1).bounce - 0.4) < 1e-12)
        #expect(abs(Spring.bouncy(duration: 0.8, extraBounce: 0.1).duration - 0.8) < 1e-12)
        #expect(abs(Spring.standard.response - 0.5) < 1e-12 && abs(Spring.standard.dampingRatio - 0.825) < 1e-12)
        #expect(abs(Spring.interactive.response - 0.15) < 1e-12 && abs(Spring.interactive.dampingRatio - 0.86) < 1e-12)
    }

    @Test(
        "every parameterisation reads back",
        arguments: [
            Spring(duration: 0.4, bounce: 0.25), Spring(response: 0.7, dampingRatio: 0.4),
            Spring(mass: 2, stiffness: 300, damping: 20), Spring(settlingDuration: 1.2, dampingRatio: 0.8),
        ])
    func parametersReadBack(spring: Spring) {
        let rebuilt = Spring(response: spring.response, dampingRatio: spring.dampingRatio)
        let byDuration = Spring(duration: spring.duration, bounce: spring.bounce)
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            let reference = spring.value(target: 1, time: t)
            #expect(abs(rebuilt.value(target: 1, time: t) - reference) < 1e-12)
            #expect(abs(byDuration.value(target: 1, time: t) - reference) < 1e-12)
        }
        #expect(spring.settlingDuration > 0)
    }
}

private func exp(_ x: Double) -> Double {
    // e^x by squaring a Taylor series, keeping the test free of Foundation.
    var term = 1.0
    var sum = 1.0
    let scaled = x / 1024
    for n in 1..<30 {
        term *= scaled / Double(n)
        sum += term
    }
    for _ in 0..<10 { sum *= sum }
    return sum
}

@Suite("Spring unit responses")
struct SpringUnitResponseTests {
    @Test(
        "unit responses agree with the closed form in every regime",
        arguments: [
            Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.5, bounce: 0), Spring(duration: 0.4, bounce: -0.6),
            Spring(mass: 1, stiffness: 100, damping: 2000, allowOverDamping: true),
        ])
    func matchClosedForm(spring: Spring) {
        for t in [0.0, 0.013, 0.1, 0.37, 1.2, 6.0] {
            let r = spring.unitResponses(at: t)
            let a = spring.displacement(from: 1, velocity: 0, time: t)
            let b = spring.displacement(from: 0, velocity: 1, time: t)
            let scale = spring.naturalFrequency
            #expect(abs(r.a - a.value) < 1e-13 && abs(r.da - a.velocity) < 1e-13 * scale * scale)
            #expect(abs(r.b - b.value) < 1e-13 / scale + 1e-15 && abs(r.db - b.velocity) < 1e-13)
        }
    }
}
