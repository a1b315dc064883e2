import Formats
import Time

/// The numbers of one `fling bench animation` run, as a table or as JSON.
public struct AnimationBenchmarkResult: Sendable {
    /// One row: nanoseconds per operation in every round.
    public struct Measurement: Sendable {
        /// The `--json` key prefix (`scalar`, `vector4_api`, …).
        public var key: String
        public var label: String
        /// Thread CPU nanoseconds per operation, one per round.
        public var cpuNanoseconds: [Double]
        /// Wall nanoseconds per operation, one per round.
        public var wallNanoseconds: [Double]
        /// The key of the row the per-round ratios are taken against, if any.
        public var ratioBase: String?
        /// This row's CPU time over the base row's, per round.
        public var ratios: [Double]?
        /// t(n)/t(n/2) at the end of calibration: about 2 when the loop really evaluates.
        public var scaling: Double
        /// Operations in one measured block (of the last round).
        public var operationsPerBlock: Int

        public var median: Double { Self.median(cpuNanoseconds) }
        public var minimum: Double { cpuNanoseconds.min()! }
        public var maximum: Double { cpuNanoseconds.max()! }
        public var wallMedian: Double { Self.median(wallNanoseconds) }
        public var ratioMedian: Double? { ratios.map(Self.median) }

        /// The middle value; the mean of the middle two for an even count.
        static func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            let mid = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
        }
    }

    /// "release" or "debug".
    public var build: String
    public var rounds: Int
    public var measurements: [Measurement]
    /// The batch size K timed in each round.
    public var batchSizes: [Int]
    /// The thread CPU time of one frame of the batch, in milliseconds, per round.
    public var batchFrameMilliseconds: [Double]
    /// How many springs one 1 ms frame holds, from each round's batch timing.
    public var springsPerMillisecondMeasured: [Double]
    /// RK4 steps per 60 Hz frame (17).
    public var rk4StepsPerFrame: Int
    /// RK4 step, in seconds (0.001).
    public var rk4StepSeconds: Double
    /// Springs per frame in the closed-form and RK4 frame measurements.
    public var frameSprings: Int
    /// How many of the 16 spring kinds are under-, critically and overdamped.
    public var springKinds: (underdamped: Int, critical: Int, overdamped: Int)
    /// The instruction set the batch evaluator ran in (`baseline`, `avx2`, `avx512`).
    public var batchKernels: String
    /// The sum of |value| + |velocity| over every evaluation: printed so no work can be dropped.
    public var checksum: Double

    /// The row with `key`.
    public subscript(key: String) -> Measurement {
        guard let row = measurements.first(where: { $0.key == key }) else {
            preconditionFailure("no benchmark measurement named \(key)")
        }
        return row
    }

    /// Scalar evaluations (value and velocity) per second on one core.
    public var scalarEvaluationsPerSecond: Double { FrameTime.Unit.seconds.nanoseconds / self["scalar"].median }
    /// Batch evaluations (`Spring.displacements(of:…)`, value and velocity) per second on one core.
    public var batchEvaluationsPerSecond: Double { FrameTime.Unit.seconds.nanoseconds / self["batch_simd"].median }
    /// 1 ms over the median scalar evaluation time.
    public var springsPerMillisecond: Int { Int(AnimationBenchmark.budgetNanoseconds / self["scalar"].median) }
    /// The median over rounds of the springs a 1 ms batch frame holds.
    public var springsPerMillisecondMeasuredMedian: Double { Measurement.median(springsPerMillisecondMeasured) }
    /// The median over rounds of RK4's cost per spring per frame over the closed form's.
    public var rk4OverClosedFormMedian: Double { self["rk4_frame"].ratioMedian! }

    /// The median over rounds of the 4-component API row's time over a direct closed form's
    /// for the same value: `vector4_direct` (one `unitResponses` call) or
    /// `vector4_per_component` (four `displacement` calls).
    public func vector4APIOver(_ key: String) -> Double {
        Measurement.median(zip(self["vector4_api"].cpuNanoseconds, self[key].cpuNanoseconds).map { $0 / $1 })
    }

    /// The project's targets.
    public static let targetEvaluationsPerSecond = 20e6
    /// Issue 18's goal for the batch evaluator.
    public static let targetBatchEvaluationsPerSecond = 100e6
    public static let targetRK4OverClosedForm = 10.0
    /// Issue 18: `Animation.spring` on a 4-component value at most 3× the direct closed form,
    /// taken strictly: against one `unitResponses` call for all four components.
    public static let targetVector4APIOverDirect = 3.0

    // MARK: - Table

    /// The aligned table and the headline lines.
    public func table() -> String {
        let headers = [
            "what", "ns/op med", "min", "max", "wall med", "t(2n)/t(n)", "per-round ratio: median [min, max]",
        ]
        var rows: [[String]] = []
        for m in measurements {
            var ratio = ""
            if let ratios = m.ratios, let base = m.ratioBase, let median = m.ratioMedian {
                ratio = "\(fixed(median, 2))x \(base) [\(fixed(ratios.min()!, 2)), \(fixed(ratios.max()!, 2))]"
            }
            rows.append([
                m.label, fixed(m.median, 1), fixed(m.minimum, 1), fixed(m.maximum, 1), fixed(m.wallMedian, 1),
                fixed(m.scaling, 2), ratio,
            ])
        }
        var widths = headers.map(\.count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        func line(_ cells: [String]) -> String {
            var out = ""
            for (i, cell) in cells.enumerated() {
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                if i == 0 {
                    out += cell + pad
                } else if i == cells.count - 1 {
                    out += "  " + cell
                } else {
                    out += "  " + pad + cell
                }
            }
            while out.hasSuffix(" ") { out.removeLast() }
            return out
        }
        var out =
            "fling bench animation: \(build) build, \(rounds) round\(rounds == 1 ? "" : "s"), "
            + "ns per operation on the thread's CPU clock (wall clock alongside)\n"
        out += line(headers) + "\n"
        for row in rows { out += line(row) + "\n" }
        let scalar = self["scalar"]
        let rk4 = self["rk4_frame"]
        let closed = self["closed_form_frame"]
        let batchK = batchSizes.last ?? 0
        let batchMs = batchFrameMilliseconds.last ?? 0
        out += "\n"
        out +=
            "springs: \(springKinds.underdamped) underdamped, \(springKinds.critical) critical, \(springKinds.overdamped) overdamped kinds; "
            + "frames: \(frameSprings) springs, RK4 \(rk4StepsPerFrame) steps of \(fixed(FrameTime.convert(rk4StepSeconds, from: .seconds, to: .milliseconds), 0)) ms per 60 Hz frame\n"
        out += "batch: last round K = \(batchK) springs took \(fixed(batchMs, 3)) ms per frame\n"
        out += "\n"
        let rate = scalarEvaluationsPerSecond
        out +=
            "scalar spring evaluations per second per core: \(fixed(rate / 1e6, 1)) million"
            + " (target >= \(fixed(Self.targetEvaluationsPerSecond / 1e6, 0)): \(rate >= Self.targetEvaluationsPerSecond ? "met" : "NOT met"))\n"
        let batchRate = batchEvaluationsPerSecond
        out +=
            "batch (SIMD, \(batchKernels)) spring evaluations per second per core: \(fixed(batchRate / 1e6, 1)) million"
            + " (target >= \(fixed(Self.targetBatchEvaluationsPerSecond / 1e6, 0)): \(batchRate >= Self.targetBatchEvaluationsPerSecond ? "met" : "NOT met"))\n"
        out +=
            "springs per 1 ms budget: \(springsPerMillisecond) (1e6 / \(fixed(scalar.median, 1)) ns);"
            + " measured in a frame batch: \(Int(springsPerMillisecondMeasuredMedian.rounded()))\n"
        let cheaper = rk4OverClosedFormMedian
        out +=
            "closed form vs RK4 per frame: \(fixed(cheaper, 1))x cheaper"
            + " (\(fixed(closed.median, 1)) vs \(fixed(rk4.median, 1)) ns per spring per frame;"
            + " target >= \(fixed(Self.targetRK4OverClosedForm, 0))x: \(cheaper >= Self.targetRK4OverClosedForm ? "met" : "NOT met"))\n"
        let apiOverDirect = vector4APIOver("vector4_direct")
        out +=
            "4-vector Animation.spring vs the closed form: \(fixed(apiOverDirect, 2))x Spring.unitResponses (1 call),"
            + " \(fixed(vector4APIOver("vector4_per_component"), 2))x per component (4 calls)"
            + " (target <= \(fixed(Self.targetVector4APIOverDirect, 0))x unitResponses:"
            + " \(apiOverDirect <= Self.targetVector4APIOverDirect ? "met" : "NOT met"))\n"
        out += "checksum: \(JSONWriter.number(checksum))"
        return out
    }

    // MARK: - JSON

    /// The numbers as one JSON object, keys in a fixed order.
    public func json() -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("build", .string(build)),
            ("rounds", .int(Int64(rounds))),
            ("clock", .string("thread_cpu")),
        ]
        let scalar = self["scalar"]
        members += [
            ("scalar_ns_median", number(scalar.median)),
            ("scalar_evals_per_second", number(scalarEvaluationsPerSecond.rounded())),
            ("scalar_sorted_ns_median", number(self["scalar_sorted"].median)),
            ("batch_simd_ns_median", number(self["batch_simd"].median)),
            ("batch_simd_evals_per_second", number(batchEvaluationsPerSecond.rounded())),
            ("batch_kernels", .string(batchKernels)),
            ("vector4_api_ns_median", number(self["vector4_api"].median)),
            ("vector4_per_component_ns_median", number(self["vector4_per_component"].median)),
            ("vector4_direct_ns_median", number(self["vector4_direct"].median)),
            ("vector4_api_over_direct_median", number(vector4APIOver("vector4_direct"))),
            ("vector4_api_over_per_component_median", number(vector4APIOver("vector4_per_component"))),
            ("springs_per_ms", .int(Int64(springsPerMillisecond))),
            ("springs_per_ms_measured", number(springsPerMillisecondMeasuredMedian.rounded())),
            ("rk4_ns_per_spring_frame_median", number(self["rk4_frame"].median)),
            ("closed_form_ns_per_spring_frame_median", number(self["closed_form_frame"].median)),
            ("rk4_over_closed_form_median", number(rk4OverClosedFormMedian)),
            ("rk4_steps_per_frame", .int(Int64(rk4StepsPerFrame))),
            ("rk4_step_seconds", .double(rk4StepSeconds)),
            ("frame_springs", .int(Int64(frameSprings))),
            (
                "spring_kinds",
                .object([
                    ("underdamped", .int(Int64(springKinds.underdamped))),
                    ("critical", .int(Int64(springKinds.critical))),
                    ("overdamped", .int(Int64(springKinds.overdamped))),
                ])
            ),
            (
                "targets",
                .object([
                    ("scalar_evals_per_second", number(Self.targetEvaluationsPerSecond)),
                    ("scalar_met", .bool(scalarEvaluationsPerSecond >= Self.targetEvaluationsPerSecond)),
                    ("batch_simd_evals_per_second", number(Self.targetBatchEvaluationsPerSecond)),
                    ("batch_simd_met", .bool(batchEvaluationsPerSecond >= Self.targetBatchEvaluationsPerSecond)),
                    ("rk4_over_closed_form", number(Self.targetRK4OverClosedForm)),
                    ("rk4_met", .bool(rk4OverClosedFormMedian >= Self.targetRK4OverClosedForm)),
                    ("vector4_api_over_direct", number(Self.targetVector4APIOverDirect)),
                    ("vector4_api_met", .bool(vector4APIOver("vector4_direct") <= Self.targetVector4APIOverDirect)),
                ])
            ),
        ]
        var detail: [(key: String, value: JSONValue)] = []
        for m in measurements {
            var row: [(key: String, value: JSONValue)] = [
                ("ns_median", number(m.median)),
                ("ns_min", number(m.minimum)),
                ("ns_max", number(m.maximum)),
                ("wall_ns_median", number(m.wallMedian)),
                ("ns_rounds", .array(m.cpuNanoseconds.map(number))),
                ("wall_ns_rounds", .array(m.wallNanoseconds.map(number))),
                ("scaling", number(m.scaling)),
                ("ops_per_block", .int(Int64(m.operationsPerBlock))),
            ]
            if let ratios = m.ratios, let base = m.ratioBase, let median = m.ratioMedian {
                row += [
                    ("ratio_to", .string(base)), ("ratio_median", number(median)),
                    ("ratio_rounds", .array(ratios.map(number))),
                ]
            }
            detail.append((m.key, .object(row)))
        }
        members += [
            ("rk4_over_closed_form_rounds", .array(self["rk4_frame"].ratios!.map(number))),
            ("scalar_ns_rounds", .array(scalar.cpuNanoseconds.map(number))),
            ("batch_sizes", .array(batchSizes.map { .int(Int64($0)) })),
            ("batch_frame_ms_rounds", .array(batchFrameMilliseconds.map(number))),
            ("springs_per_ms_measured_rounds", .array(springsPerMillisecondMeasured.map { number($0.rounded()) })),
            ("measurements", .object(detail)),
            ("checksum", number(checksum)),
        ]
        return .object(members)
    }

    /// A number rounded to 4 significant decimals past the point, so the JSON stays readable.
    private func number(_ value: Double) -> JSONValue {
        .double(abs(value) >= 1e6 ? value.rounded() : (value * 10_000).rounded() / 10_000)
    }
}

private func fixed(_ value: Double, _ decimals: Int) -> String { NumberText.fixed(value, decimals: decimals) }
