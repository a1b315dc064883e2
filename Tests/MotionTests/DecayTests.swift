import Motion
import Testing

@Test(arguments: [(0.0, 1000.0), (100.0, 1000.0), (-40.0, -2500.0), (320.0, 0.0), (12.5, 333.0)])
func normalDecayProjectsLikeTheFluidInterfacesTalk(position: Double, velocity: Double) {
    // WWDC 2018 "Designing Fluid Interfaces": position + v/1000 · rate/(1 − rate).
    let expected = position + velocity / 1000 * 0.998 / 0.002
    let projected = Decay.normal.project(position, velocity: velocity)
    #expect(abs(projected - expected) <= 1e-9 * max(1, abs(expected)))
}

@Test func normalDecayCarriesAThousandPointsPerSecondAbout499Points() {
    #expect(abs(Decay.normal.project(0, velocity: 1000) - 499) < 1e-9)
    #expect(abs(Decay.fast.project(0, velocity: 1000) - 99) < 1e-9)
}

@Test func fastDecayStopsSooner() {
    let normal = Decay.normal.project(0, velocity: 2000)
    let fast = Decay.fast.project(0, velocity: 2000)
    #expect(fast > 0 && fast < normal)
}

@Test func rateIsWhatItWasBuiltWith() {
    #expect(Decay.normal.rate == 0.998)
    #expect(Decay.fast.rate == 0.99)
    #expect(Decay(rate: 0.95).project(10, velocity: 1000) == 10 + 1000.0 / 1000 * 0.95 / (1 - 0.95))
}

@Test func pointProjectionProjectsEachAxis() {
    let projected = Decay.normal.project(Point(x: 10, y: -20), velocity: Point(x: 1000, y: -2000))
    #expect(abs(projected.x - (10 + 499)) < 1e-9)
    #expect(abs(projected.y - (-20 - 998)) < 1e-9)
}
