import Benchmarks
import Testing

@Suite("fling bench gradients")
struct GradientBenchmarkTests {
    @Test("a solid fill and every gradient kind are timed, in that order, with finite medians")
    func timesEveryKind() {
        let timings = GradientBenchmark.run(width: 24, height: 8, repetitions: 3)
        #expect(timings.map(\.name) == ["solid", "axial", "radial", "conic"])
        for timing in timings {
            #expect(timing.wallMilliseconds.isFinite && timing.wallMilliseconds >= 0)
            #expect(timing.cpuMilliseconds.isFinite && timing.cpuMilliseconds >= 0)
        }
    }
}
