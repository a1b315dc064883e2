import Formats
import Testing

@testable import Benchmarks
@testable import Motion

@Suite("fling bench animation")
struct AnimationBenchmarkTests {
    /// The RK4 baseline is a correct integrator: one second of 1 ms steps lands on the closed
    /// form to 1e-6, for every spring kind the benchmark uses and a spread of start states.
    @Test("RK4 at 1 ms steps agrees with the closed form after 1 s", arguments: BenchWorkload.kinds.indices)
    func rk4MatchesClosedForm(kind: Int) {
        let (response, dampingRatio) = BenchWorkload.kinds[kind]
        let spring = Spring(response: response, dampingRatio: dampingRatio)
        let integrator = RK4SpringIntegrator(spring: spring)
        for (x0, v0) in [(1.0, 0.0), (-1.0, 0.0), (0.0, 5.0), (0.7, -5.0), (-0.3, 2.5)] {
            var x = x0
            var v = v0
            integrator.advance(x: &x, v: &v, steps: 1000)
            let exact = spring.displacement(from: x0, velocity: v0, time: 1)
            #expect(
                abs(x - exact.value) < 1e-6, "\(spring) from (\(x0), \(v0)): RK4 x \(x), closed form \(exact.value)")
            #expect(
                abs(v - exact.velocity) < 1e-6,
                "\(spring) from (\(x0), \(v0)): RK4 v \(v), closed form \(exact.velocity)")
        }
    }

    @Test("a 60 Hz frame takes 17 RK4 steps of 1 ms")
    func stepsPerFrame() {
        #expect(RK4SpringIntegrator.steps(covering: 1.0 / 60) == 17)
        #expect(RK4SpringIntegrator.steps(covering: 1.0 / 120) == 9)
        #expect(RK4SpringIntegrator.steps(covering: 0.016) == 16)
        #expect(RK4SpringIntegrator.steps(covering: 0) == 0)
    }

    @Test("the workload mixes under-, critically and overdamped springs")
    func regimeMix() {
        let counts = BenchWorkload.regimeCounts
        #expect(counts.underdamped == 8)
        #expect(counts.critical == 4)
        #expect(counts.overdamped == 4)
        // The grouped scalar row orders jobs by the branch Spring really takes: the bench's
        // classification is the regime Spring stored in its initializer, critical included
        // (ζω₀ == ω₀ exactly for the critical kinds).
        for spring in BenchWorkload.springs {
            #expect(BenchWorkload.regime(of: spring).rawValue == Int(spring._regime), "\(spring)")
        }
        let grouped = BenchWorkload().sortedScalarJobs.map { BenchWorkload.regime(of: $0.spring).rawValue }
        #expect(grouped == grouped.sorted())
    }

    /// The three 4-component rows do the same work: the API path, four `displacement` calls
    /// and one `unitResponses` call give the same value and velocity up to rounding.
    @Test("the 4-component rows compute the same value and velocity")
    func vectorPathsAgree() {
        let workload = BenchWorkload()
        for (job, var api) in zip(workload.vectorJobs, workload.apiJobs) {
            let direct = BenchKernels.viaUnitResponses(job)
            let perComponent = BenchKernels.perComponent(job)
            let value = api.animation.animate(value: api.value, time: api.time, context: &api.context)
            let velocity = api.animation.velocity(value: api.value, time: api.time, context: api.context)
            // Velocities scale with ω₀² times the distance; values with the distance.
            let size = BenchKernels.magnitude(job.value)
            let tolerance = 1e-12 * size * max(1, job.spring.stiffness / job.spring.mass)
            #expect(
                BenchKernels.magnitude(direct.value - perComponent.value) < tolerance, "\(job.spring) at \(job.time)")
            #expect(
                BenchKernels.magnitude(direct.velocity - perComponent.velocity) < tolerance,
                "\(job.spring) at \(job.time)")
            #expect(
                value.map { BenchKernels.magnitude(direct.value - $0) < tolerance } == true,
                "\(job.spring) at \(job.time)")
            #expect(
                velocity.map { BenchKernels.magnitude(direct.velocity - $0) < tolerance } == true,
                "\(job.spring) at \(job.time)")
        }
    }

    /// The batch SIMD row does the batch row's work: the same springs and frames give the same
    /// values and velocities, bit for bit, so the same checksum.
    @Test("the batch SIMD row computes what the scalar batch row computes")
    func batchRowsAgree() {
        let workload = BenchWorkload()
        let count = 301   // not a multiple of four: a partial group at the end
        workload.ensureBatch(count: count)
        let scalar = workload.batch.withUnsafeBufferPointer { all in
            workload.batchOutput.withUnsafeMutableBufferPointer { output in
                BenchKernels.batch(
                    UnsafeBufferPointer(rebasing: all[0..<count]), output: output, firstFrame: 7, frames: 3)
            }
        }
        let simd = workload.withBatchBuffers(count: count) { BenchKernels.batchSIMD($0, firstFrame: 7, frames: 3) }
        #expect(scalar.bitPattern == simd.bitPattern, "checksums \(scalar) and \(simd)")
        #expect(scalar > 0)
        // The last frame's values, one by one.
        for i in 0..<count {
            #expect(workload.batchOutput[2 * i].bitPattern == workload.batchValues[i].bitPattern, "spring \(i)")
            #expect(workload.batchOutput[2 * i + 1].bitPattern == workload.batchVelocities[i].bitPattern, "spring \(i)")
        }
    }

    @Test("the API path evaluates running animations, never finished ones")
    func apiJobsAreRunning() {
        let workload = BenchWorkload()
        for var job in workload.apiJobs {
            #expect(job.animation.animate(value: job.value, time: job.time, context: &job.context) != nil)
        }
    }

    /// Shape only: tiny blocks, so the numbers mean nothing and no timing is asserted.
    @Test("a tiny run reports every number positive and finite, as JSON and as a table")
    func reportShape() throws {
        let rounds = 2
        let result = AnimationBenchmark.run(AnimationBenchmark.Configuration(rounds: rounds, fixedOperations: 512))
        let json = try JSONParser.parse(JSONWriter.string(result.json()))
        #expect(json["build"]?.string == AnimationBenchmark.buildConfiguration)
        #expect(["release", "debug"].contains(AnimationBenchmark.buildConfiguration))
        #expect(json["rounds"]?.int64 == Int64(rounds))
        #expect(json["rk4_steps_per_frame"]?.int64 == 17)
        for key in [
            "scalar_ns_median", "scalar_evals_per_second", "vector4_api_ns_median", "vector4_direct_ns_median",
            "vector4_per_component_ns_median", "springs_per_ms", "springs_per_ms_measured",
            "rk4_ns_per_spring_frame_median", "closed_form_ns_per_spring_frame_median",
            "rk4_over_closed_form_median", "scalar_sorted_ns_median", "checksum",
        ] {
            #expect(json[key]?.double != nil, "missing number \(key)")
        }
        for key in [
            "rk4_over_closed_form_rounds", "scalar_ns_rounds", "batch_sizes", "batch_frame_ms_rounds",
            "springs_per_ms_measured_rounds",
        ] {
            guard case let .array(values)? = json[key] else {
                Issue.record("missing array \(key)")
                continue
            }
            #expect(values.count == rounds, "\(key) has \(values.count) entries")
        }
        guard case let .object(rows)? = json["measurements"] else {
            Issue.record("no measurements")
            return
        }
        #expect(rows.map(\.key) == BenchMeasure.allCases.map(\.key))
        for (key, row) in rows {
            guard case let .array(values)? = row["ns_rounds"] else {
                Issue.record("\(key): no ns_rounds")
                continue
            }
            #expect(values.count == rounds)
        }
        var numbers = 0
        checkNumbers(json, path: "$", count: &numbers)
        #expect(numbers > 50)

        let table = result.table()
        #expect(table.contains("scalar spring evaluations per second per core: "))
        #expect(table.contains("springs per 1 ms budget: "))
        #expect(table.contains("closed form vs RK4 per frame: "))
        for measure in BenchMeasure.allCases { #expect(table.contains(measure.label)) }
    }

    /// Every number in `value` is finite and positive (non-finite numbers are written as null).
    private func checkNumbers(_ value: JSONValue, path: String, count: inout Int) {
        switch value {
        case .null: Issue.record("\(path) is null (not finite)")
        case .number:
            count += 1
            let number = value.double ?? .nan
            #expect(number.isFinite && number > 0, "\(path) = \(number)")
        case let .array(values):
            for (i, element) in values.enumerated() { checkNumbers(element, path: "\(path)[\(i)]", count: &count) }
        case let .object(members):
            for member in members { checkNumbers(member.value, path: "\(path).\(member.key)", count: &count) }
        case .bool, .string: break
        }
    }
}
