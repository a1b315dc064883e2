import Constraints
import Formats
import SolverCases
import Time

/// `fling bench layout`: the constraint solver on a workload of the cassowary-vectors/1
/// format, timed the way `kiwisolver_bench.py` times kiwisolver (same steps, same medians),
/// so the two can be set side by side from one run.
public enum LayoutBenchmark {
    /// The medians, in the units kiwisolver_bench.py prints.
    public struct Result: Sendable {
        /// The case's name.
        public var workload: String
        /// Variables the case declares.
        public var variables: Int
        /// Constraints the build adds.
        public var constraints: Int
        /// Edit variables, first suggestions and every constraint on a fresh solver, then one update.
        public var buildMilliseconds: Double
        /// The same build inside one `Solver.batch` (as `LayoutConstraint.activate` adds a
        /// batch): one primal simplex at the end instead of one per constraint.
        public var batchedBuildMilliseconds: Double
        /// Suggest a width and a height (the workload's sizes in turn), then update.
        public var resizeMicroseconds: Double
        /// Set every listed constraint to its other constant in place, then update (nil when none are listed).
        public var setConstantMicroseconds: Double?
        /// Update with nothing changed.
        public var updateMicroseconds: Double
        /// What the solver did: the work behind the times.
        public var work: Work

        /// Counts of the solver's work (the tableau after the build; per resize on average).
        public struct Work: Sendable {
            /// Pivots, rows rewritten, cells written and dual-simplex adds of one build; the tableau's rows and cells after it.
            public var buildPivots, buildRowsRewritten, buildCellsWritten, dualAdds, tableauRows, tableauCells: Int
            /// Pivots and rows rewritten per resize, on average.
            public var resizePivots, resizeRowsRewritten: Double
        }

        /// One JSON object: `build_ms`, `resize_us`, `set_constant_us`, `update_us` and the sizes.
        public func json() -> JSONValue {
            .object([
                ("impl", .string("fling Constraints")),
                ("workload", .string(workload)),
                ("variables", .int(Int64(variables))),
                ("constraints", .int(Int64(constraints))),
                ("build_ms", .double(buildMilliseconds)),
                ("build_batched_ms", .double(batchedBuildMilliseconds)),
                ("resize_us", .double(resizeMicroseconds)),
                ("set_constant_us", setConstantMicroseconds.map(JSONValue.double) ?? .null),
                ("update_us", .double(updateMicroseconds)),
                (
                    "work",
                    .object([
                        ("build_pivots", .int(Int64(work.buildPivots))),
                        ("build_rows_rewritten", .int(Int64(work.buildRowsRewritten))),
                        ("build_cells_written", .int(Int64(work.buildCellsWritten))),
                        ("dual_adds", .int(Int64(work.dualAdds))),
                        ("tableau_rows", .int(Int64(work.tableauRows))),
                        ("tableau_cells", .int(Int64(work.tableauCells))),
                        ("resize_pivots", .double(work.resizePivots)),
                        ("resize_rows_rewritten", .double(work.resizeRowsRewritten)),
                    ])
                ),
            ])
        }

        /// A short table of the medians.
        public func table() -> String {
            var lines = ["\(workload): \(variables) variables, \(constraints) constraints (medians)"]
            lines.append("  build          \(format(buildMilliseconds)) ms")
            lines.append("  build, batch   \(format(batchedBuildMilliseconds)) ms")
            lines.append("  resize         \(format(resizeMicroseconds)) µs")
            lines.append("  set constant   \(setConstantMicroseconds.map { format($0) + " µs" } ?? "–")")
            lines.append("  update         \(format(updateMicroseconds)) µs")
            return lines.joined(separator: "\n")
        }

        private func format(_ value: Double) -> String {
            let scaled = (value * 1000).rounded() / 1000
            return "\(scaled)"
        }
    }

    /// Why a workload cannot be measured.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong, one line.
        public var description: String
    }

    /// Builds `workload` `builds` times, then times resizes, constant changes and updates in
    /// `rounds` rounds each.
    public static func run(_ workload: LayoutCase, builds: Int = 5, rounds: Int = 15) throws(Failure) -> Result {
        guard let bench = workload.benchmark else {
            throw Failure(
                description: "\(workload.name): no \"benchmark\" block; not a workload (make_workloads.py writes them)")
        }
        let firstResize = max(0, workload.steps.count - 2 * bench.sizes.count)
        let setup = Array(workload.steps[..<firstResize])
        /// One build on a fresh solver (inside one `Solver.batch` when `batched`), timed.
        func build(batched: Bool) throws(Failure) -> (milliseconds: Double, runner: LayoutCaseRunner) {
            var fresh = LayoutCaseRunner()
            for name in workload.variables { _ = fresh.variable(name) }
            var failure: String?
            let start = MonotonicInstant.now()
            func steps() {
                for (index, step) in setup.enumerated() {
                    if let problem = fresh.perform(step) {
                        failure =
                            "\(workload.name): step \(index) (\(step.operation.name))\(batched ? ", in a batch" : ""): \(problem)"
                        return
                    }
                }
            }
            if batched { fresh.solver.batch(steps) } else { steps() }
            fresh.solver.updateVariables()
            let milliseconds = start.elapsed.milliseconds
            if let failure { throw Failure(description: failure) }
            return (milliseconds, fresh)
        }
        var runner = LayoutCaseRunner()
        var buildSamples: [Double] = []
        for _ in 0..<max(1, builds) {
            let (milliseconds, fresh) = try build(batched: false)
            buildSamples.append(milliseconds)
            runner = fresh
        }
        let buildStatistics = runner.solver.statistics
        let tableau = runner.solver.tableauSize
        // The same build in one batch, in its own loop: its own samples.
        var batchedSamples: [Double] = []
        for _ in 0..<max(1, builds) {
            let (milliseconds, fresh) = try build(batched: true)
            batchedSamples.append(milliseconds)
            if fresh.solver.constraints.count != runner.solver.constraints.count {
                throw Failure(
                    description:
                        "\(workload.name): the batched build installed \(fresh.solver.constraints.count) constraints, the plain one \(runner.solver.constraints.count)"
                )
            }
        }
        let solver = runner.solver
        let width = runner.variable(bench.resize.width)
        let height = runner.variable(bench.resize.height)
        let constraintCount = setup.filter { if case .addConstraint = $0.operation { true } else { false } }.count
        let inner = max(6, 6 * (60_000 / max(1, constraintCount)))

        func perOperation(_ inner: Int, _ body: () throws(SolverError) -> Void) throws(Failure) -> Double {
            var samples: [Double] = []
            for _ in 0..<max(1, rounds) {
                let start = MonotonicInstant.now()
                do {
                    for _ in 0..<inner { try body() }
                } catch {
                    throw Failure(description: "\(workload.name): \(error)")
                }
                let nanosecondsEach = Double(start.elapsed.nanoseconds) / Double(inner)
                samples.append(FrameTime.convert(nanosecondsEach, from: .nanoseconds, to: .microseconds))
            }
            return median(samples)
        }

        var turn = 0
        let beforeResize = solver.statistics
        let resize = try perOperation(inner) { () throws(SolverError) in
            let (w, h) = bench.sizes[turn % bench.sizes.count]
            turn += 1
            try solver.suggestValue(width, w)
            try solver.suggestValue(height, h)
            solver.updateVariables()
        }
        let resizes = Double(max(1, turn))
        let resizeWork = (
            pivots: Double(solver.statistics.pivots - beforeResize.pivots) / resizes,
            rows: Double(solver.statistics.rowsRewritten - beforeResize.rowsRewritten) / resizes
        )
        var setConstant: Double?
        if !bench.setConstant.isEmpty {
            var toggles: [(Constraint, Double, Double)] = []
            for entry in bench.setConstant {
                guard let constraint = runner.constraint(entry.id) else {
                    throw Failure(
                        description: "\(workload.name): benchmark.set_constant names \(entry.id), which no step adds")
                }
                toggles.append((constraint, entry.constant, entry.alternative))
            }
            var round = 0
            setConstant = try perOperation(max(2, inner / 3)) { () throws(SolverError) in
                round += 1
                for (constraint, constant, alternative) in toggles {
                    try solver.setConstant(constraint, to: round % 2 == 1 ? alternative : constant)
                }
                solver.updateVariables()
            }
        }
        let update = try perOperation(inner) { () throws(SolverError) in solver.updateVariables() }
        return Result(
            workload: workload.name, variables: workload.variables.count, constraints: constraintCount,
            buildMilliseconds: median(buildSamples), batchedBuildMilliseconds: median(batchedSamples),
            resizeMicroseconds: resize,
            setConstantMicroseconds: setConstant, updateMicroseconds: update,
            work: Result.Work(
                buildPivots: buildStatistics.pivots, buildRowsRewritten: buildStatistics.rowsRewritten,
                buildCellsWritten: buildStatistics.cellsWritten, dualAdds: buildStatistics.dualAdds,
                tableauRows: tableau.rows, tableauCells: tableau.cells,
                resizePivots: resizeWork.pivots, resizeRowsRewritten: resizeWork.rows))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}
