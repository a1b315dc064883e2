import Testing

@testable import Profiler

@Test func twoCapturesOfOneDistributionShowNoChangeBeyondNoise() {
    for seeds in [(0, 1), (2, 7), (3, 4)] {
        let comparison = ProfileComparison(
            before: syntheticCapture(runs: 5, render: 3, seed: seeds.0),
            after: syntheticCapture(runs: 5, render: 3, seed: seeds.1))
        #expect(comparison.isTested)
        #expect(
            comparison.figures.allSatisfy { !$0.beyondNoise }, "\(comparison.figures.filter(\.beyondNoise).map(\.name))"
        )
        #expect(comparison.regressions(overPercent: 0).isEmpty)
        #expect(comparison.report(beforeName: "a", afterName: "b").contains("No change beyond noise"))
    }
    // The very same capture: nothing changes, nothing is beyond noise.
    let capture = syntheticCapture(runs: 5, render: 3)
    let same = ProfileComparison(before: capture, after: capture)
    #expect(same.figures.allSatisfy { !$0.beyondNoise && $0.change == 0 })
}

@Test func eightMoreMillisecondsOfRenderAreNamed() {
    let comparison = ProfileComparison(
        before: syntheticCapture(runs: 5, render: 3, seed: 0),
        after: syntheticCapture(runs: 5, render: 11, seed: 1))
    let beyond = comparison.figures.filter(\.beyondNoise)
    #expect(!beyond.isEmpty)
    #expect(beyond.allSatisfy { $0.series == .phase(.render) })
    let median = comparison.figures.first { $0.series == .phase(.render) && $0.statistic == .p50 }
    #expect(median?.beyondNoise == true)
    #expect(abs((median?.change ?? 0) - 8) < 0.2)
    #expect(comparison.regressions(overPercent: 10).map(\.series).allSatisfy { $0 == .phase(.render) })
    #expect(!comparison.regressions(overPercent: 10).isEmpty)
    #expect(comparison.regressions(overPercent: 1_000).isEmpty)
    #expect(comparison.report(beforeName: "a", afterName: "b").contains("render p50 slower by"))
}

@Test func oneRunASideIsNeverCalledARegression() {
    let comparison = ProfileComparison(
        before: syntheticCapture(runs: 1, render: 3),
        after: syntheticCapture(runs: 1, render: 11))
    #expect(!comparison.isTested)
    #expect(comparison.regressions(overPercent: 0).isEmpty)
    #expect(comparison.report(beforeName: "a", afterName: "b").contains("Not tested for noise"))
}

@Test func aSmallButCertainChangeIsBelowTheMinimumEffect() {
    // Animate 0.05 ms → 0.06 ms in every run: certain, +20 %, but under 0.1 ms.
    func capture(animate: Int64, seed: Int) -> ProfileCapture {
        let profilers = (0..<5).map { run in
            var frames = SyntheticFrames()
            for index in 0..<20 {
                frames.add(phases: [100_000, animate + Int64((index + run + seed) % 3) * 10, 2_000_000, 400_000])
            }
            return frames.profiler
        }
        return ProfileCapture(profilers: profilers, source: "s")
    }
    let comparison = ProfileComparison(
        before: capture(animate: 50_000, seed: 0), after: capture(animate: 60_000, seed: 1))
    let animate = comparison.figures.first { $0.series == .phase(.animate) && $0.statistic == .p50 }!
    #expect(animate.pValue! < 0.001)
    #expect(!animate.beyondNoise)
}

@Test(arguments: [
    ([1.0, 2, 3, 4, 5], [1.0, 2, 3, 4, 5], 1.0),
    ([10.0, 10.1, 9.9, 10.05, 9.95], [12.0, 12.1, 11.9, 12.05, 11.95], 0.0),
])
func welchsTestGivesKnownPValues(a: [Double], b: [Double], expected: Double) throws {
    let p = try #require(WelchTest.pValue(a, b))
    #expect(abs(p - expected) < 1e-6)
}

@Test func welchsTestMatchesAReferenceValue() throws {
    // R: t.test(c(1,2,3,4,5), c(2,4,6,8,10)) → t = -1.8974, df = 5.8824, p-value = 0.1075
    let p = try #require(WelchTest.pValue([1, 2, 3, 4, 5], [2, 4, 6, 8, 10]))
    #expect(abs(p - 0.1075) < 0.0005)
    #expect(WelchTest.pValue([1], [2, 3]) == nil)
    #expect(WelchTest.pValue([2, 2], [2, 2]) == 1)
    #expect(WelchTest.pValue([2, 2], [3, 3]) == 0)
}
