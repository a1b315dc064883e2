import Benchmarks
import Testing

@Suite("fling bench values")
struct ValuesBenchmarkTests {
    @Test("the three kinds animate the same numbers: their presentation sums agree, every animation runs")
    func kindsAgree() throws {
        let result = ValuesBenchmark.run(.init(items: 60, frames: 4, rounds: 2))
        #expect(result.measurements.map(\.kind) == ValuesBenchmark.Kind.allCases)
        let layers = try #require(result.measurements.first)
        for measurement in result.measurements {
            #expect(measurement.frameMilliseconds.count == 8 && measurement.setupMilliseconds.count == 2)
            #expect(measurement.runningAtEnd == 120)
            #expect(abs(measurement.checksum - layers.checksum) <= 1e-9 * abs(layers.checksum))
        }
        #expect(layers.checksum > 0)
        let table = result.table()
        #expect(table.contains("engine values (Point + Double)") && table.contains("frame ÷ layers"))
        #expect(result.json()["kinds"] != nil)
    }
}
