import Benchmarks
import Testing

@Suite("fling bench layers")
struct LayersBenchmarkTests {
    @Test("every animation runs through every measured frame, and the report carries the fields")
    func smallRun() {
        let result = LayersBenchmark.run(.init(layers: 40, frames: 3, rounds: 2))
        #expect(result.frameMilliseconds.count == 6)
        #expect(result.setupMilliseconds.count == 2)
        #expect(result.runningAtEnd == 80)
        #expect(result.checksum.isFinite && result.checksum > 0)
        let json = result.json()
        for key in ["layers", "frames", "rounds", "frame_ms_median", "ns_per_layer_frame", "target_met", "checksum"] {
            #expect(json[key] != nil, "missing \(key)")
        }
        #expect(result.table().contains("40 layers"))
    }

    @Test("the transforms workload runs one transform animation per layer through every measured frame")
    func transforms() {
        let result = LayersBenchmark.run(.init(layers: 30, frames: 3, rounds: 1, workload: .transforms))
        #expect(result.runningAtEnd == 30)
        #expect(result.checksum.isFinite && result.checksum != 0)
        #expect(result.table().contains("transform turn"))
        #expect(result.json()["workload"] == .string("transforms"))
    }

    @Test("the same seed gives the same presentation values run after run")
    func deterministic() {
        let a = LayersBenchmark.run(.init(layers: 25, frames: 4, rounds: 1))
        let b = LayersBenchmark.run(.init(layers: 25, frames: 4, rounds: 1))
        #expect(a.checksum == b.checksum)
    }
}
