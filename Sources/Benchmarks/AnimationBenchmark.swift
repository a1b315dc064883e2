import Motion
import Time

/// `fling bench animation`: how fast the closed-form spring evaluates, on its own, through
/// the `Animation` API on a 4-component value, in a frame's worth of springs, and against
/// the fixed-step RK4 integrator of Pop and Rebound.
///
/// Every measurement runs in every round, in an order rotated each round, so drifts of the
/// machine (frequency, other processes) hit them alike; each block is timed on the thread's
/// CPU clock and the wall clock and is calibrated to run at least `minimumBlockNanoseconds`.
/// Ratios are taken within a round, then their median over rounds is reported.
/// How to read the output: docs/bench.md.
public enum AnimationBenchmark {
    /// How long and how often to measure.
    public struct Configuration: Sendable {
        /// Rounds; every measurement runs once per round.
        public var rounds: Int
        /// The least thread CPU time of one measured block, in nanoseconds.
        public var minimumBlockNanoseconds: Int64
        /// When set, no calibration: every block does about this many operations (tests use a
        /// tiny count to check the report's shape quickly; the numbers then mean little).
        public var fixedOperations: Int?
        /// The batch evaluator's instruction set (nil: the best the processor has).
        package var batchLevel: SpringBatchLevel?

        public init(rounds: Int = 5, minimumBlockNanoseconds: Int64 = 50_000_000, fixedOperations: Int? = nil) {
            precondition(rounds >= 1, "AnimationBenchmark needs at least one round; got \(rounds)")
            precondition(fixedOperations.map { $0 >= 1 } ?? true, "fixedOperations must be positive")
            self.rounds = rounds
            self.minimumBlockNanoseconds = minimumBlockNanoseconds
            self.fixedOperations = fixedOperations
        }
    }

    /// "release" or "debug": how the code being measured was compiled (SwiftPM defines DEBUG
    /// in debug builds). Only release numbers mean anything.
    public static var buildConfiguration: String {
        #if DEBUG
            return "debug"
        #else
            return "release"
        #endif
    }

    /// The per-frame budget the batch measurement fills: 1 ms.
    public static let budgetNanoseconds = FrameTime.Unit.milliseconds.nanoseconds

    /// Runs the benchmark.
    public static func run(_ configuration: Configuration = Configuration()) -> AnimationBenchmarkResult {
        let previous = SpringBatchLevel.current
        SpringBatchLevel.use(configuration.batchLevel ?? .avx512)
        defer { SpringBatchLevel.use(previous) }
        return BenchRunner(configuration).run()
    }
}

/// What `fling bench animation` measures, in report order.
enum BenchMeasure: Int, CaseIterable, Sendable {
    case scalar, scalarSorted, vector4API, vector4PerComponent, vector4Direct, batch, batchSIMD
    case closedFormFrame, rk4Frame

    /// The name in `--json` keys.
    var key: String {
        switch self {
        case .scalar: return "scalar"
        case .scalarSorted: return "scalar_sorted"
        case .vector4API: return "vector4_api"
        case .vector4PerComponent: return "vector4_per_component"
        case .vector4Direct: return "vector4_direct"
        case .batch: return "batch"
        case .batchSIMD: return "batch_simd"
        case .closedFormFrame: return "closed_form_frame"
        case .rk4Frame: return "rk4_frame"
        }
    }

    /// The row label of the table.
    var label: String {
        switch self {
        case .scalar: return "scalar: Spring.displacement, mixed regimes"
        case .scalarSorted: return "scalar: same jobs grouped by regime"
        case .vector4API: return "4-vector: Animation.spring animate+velocity"
        case .vector4PerComponent: return "4-vector: closed form per component (4 calls)"
        case .vector4Direct: return "4-vector: Spring.unitResponses (1 call)"
        case .batch: return "batch: K springs at one frame time, /spring"
        case .batchSIMD: return "batch SIMD: Spring.displacements(of:), /spring"
        case .closedFormFrame: return "60 Hz frame, closed form, /spring"
        case .rk4Frame: return "60 Hz frame, RK4 17 x 1 ms, /spring"
        }
    }

    /// What each measurement's per-round ratio is taken against.
    var ratioBase: BenchMeasure? {
        switch self {
        case .scalar, .closedFormFrame: return nil
        case .scalarSorted, .vector4API, .vector4PerComponent, .vector4Direct, .batch, .batchSIMD: return .scalar
        case .rk4Frame: return .closedFormFrame
        }
    }
}

/// Calibrates, warms up and runs the rounds of one benchmark run.
final class BenchRunner {
    let configuration: AnimationBenchmark.Configuration
    let workload = BenchWorkload()
    let stepsPerFrame = RK4SpringIntegrator.steps(covering: BenchWorkload.framePeriod)

    /// Iterations per block (evaluations, or frames for the frame measurements).
    private var iterations: [BenchMeasure: Int] = [:]
    /// t(n)/t(n/2) of the last calibration step: about 2 when the loop really does the work.
    private var scaling: [BenchMeasure: Double] = [:]
    private var batchSize = 64
    private var frame = 0
    private var checksum = 0.0

    init(_ configuration: AnimationBenchmark.Configuration) {
        self.configuration = configuration
    }

    func run() -> AnimationBenchmarkResult {
        // Calibration doubles each block until it is long enough; it is also the warm-up
        // (caches, branch predictors, clock frequency, the API path's per-animation state).
        if let fixed = configuration.fixedOperations {
            batchSize = max(1, min(64, fixed))
            for measure in BenchMeasure.allCases {
                let n = max(1, fixed / operationsPerIteration(measure))
                iterations[measure] = 2 * n
                let (double, _) = block(measure)
                iterations[measure] = n
                let (single, _) = block(measure)
                scaling[measure] = max(double.cpu, .nanoseconds(1)) / max(single.cpu, .nanoseconds(1))
            }
        } else {
            calibrate(.scalar)
            // Start the batch at the size the scalar rate predicts fits in the budget.
            let nsPerEval = nanosecondsPerOperation(.scalar)
            batchSize = max(16, Int(AnimationBenchmark.budgetNanoseconds / nsPerEval))
            for measure in BenchMeasure.allCases where measure != .scalar { calibrate(measure) }
            for measure in BenchMeasure.allCases { _ = block(measure) }   // one more untimed pass
        }

        var cpu: [BenchMeasure: [Double]] = [:]
        var wall: [BenchMeasure: [Double]] = [:]
        var batchSizes: [Int] = []
        var batchFrameMilliseconds: [Double] = []
        var springsPerMillisecond: [Double] = []
        let order = BenchMeasure.allCases
        for round in 0..<configuration.rounds {
            for index in 0..<order.count {
                let measure = order[(index + round) % order.count]
                let size = batchSize
                let (elapsed, operations) = block(measure)
                cpu[measure, default: []].append(Double(elapsed.cpu.nanoseconds) / Double(operations))
                wall[measure, default: []].append(Double(elapsed.wall.nanoseconds) / Double(operations))
                if measure == .batch {
                    let frameNanoseconds = Double(elapsed.cpu.nanoseconds) / Double(iterations[.batch]!)
                    batchSizes.append(size)
                    batchFrameMilliseconds.append(
                        FrameTime.convert(frameNanoseconds, from: .nanoseconds, to: .milliseconds))
                    let fits = Double(size) * AnimationBenchmark.budgetNanoseconds / frameNanoseconds
                    springsPerMillisecond.append(fits)
                    resizeBatch(toFit: fits, frameNanoseconds: frameNanoseconds)
                }
            }
        }

        let measurements = BenchMeasure.allCases.map { measure in
            let ratios = measure.ratioBase.map { base in zip(cpu[measure]!, cpu[base]!).map { $0 / $1 } }
            return AnimationBenchmarkResult.Measurement(
                key: measure.key, label: measure.label,
                cpuNanoseconds: cpu[measure]!, wallNanoseconds: wall[measure]!,
                ratioBase: measure.ratioBase?.key, ratios: ratios,
                scaling: scaling[measure] ?? 0,
                operationsPerBlock: iterations[measure]! * operationsPerIteration(measure))
        }
        let regimes = BenchWorkload.regimeCounts
        return AnimationBenchmarkResult(
            build: AnimationBenchmark.buildConfiguration, rounds: configuration.rounds,
            measurements: measurements,
            batchSizes: batchSizes, batchFrameMilliseconds: batchFrameMilliseconds,
            springsPerMillisecondMeasured: springsPerMillisecond,
            rk4StepsPerFrame: stepsPerFrame, rk4StepSeconds: RK4SpringIntegrator.defaultStep,
            frameSprings: BenchWorkload.frameSpringCount,
            springKinds: (regimes.underdamped, regimes.critical, regimes.overdamped),
            batchKernels: SpringBatchLevel.current.name,
            checksum: checksum)
    }

    /// Operations one iteration of `measure` performs.
    private func operationsPerIteration(_ measure: BenchMeasure) -> Int {
        switch measure {
        case .batch, .batchSIMD: return batchSize
        case .closedFormFrame, .rk4Frame: return BenchWorkload.frameSpringCount
        default: return 1
        }
    }

    /// Doubles the iterations of `measure` until a block takes the minimum CPU time.
    private func calibrate(_ measure: BenchMeasure) {
        var n = operationsPerIteration(measure) > 1 ? 1 : 1024
        var previous = FrameTime.zero
        while true {
            iterations[measure] = n
            let (elapsed, _) = block(measure)
            if elapsed.cpu >= .nanoseconds(configuration.minimumBlockNanoseconds) || n >= 1 << 40 {
                scaling[measure] = previous > .zero ? elapsed.cpu / previous : 0
                return
            }
            previous = elapsed.cpu
            n *= 2
        }
    }

    /// CPU nanoseconds per operation of one block of `measure`.
    private func nanosecondsPerOperation(_ measure: BenchMeasure) -> Double {
        let (elapsed, operations) = block(measure)
        return Double(max(elapsed.cpu, .nanoseconds(1)).nanoseconds) / Double(operations)
    }

    /// After a batch round: the size whose frame fits the budget, and enough frames per block.
    private func resizeBatch(toFit fits: Double, frameNanoseconds: Double) {
        guard configuration.fixedOperations == nil, fits.isFinite else { return }
        let perSpring = frameNanoseconds / Double(batchSize)
        batchSize = min(max(16, Int(fits.rounded())), 1 << 22)
        let expectedFrame = perSpring * Double(batchSize)
        iterations[.batch] = max(
            1, Int((1.2 * Double(configuration.minimumBlockNanoseconds) / expectedFrame).rounded(.up)))
    }

    /// Runs one block of `measure` at its current iteration count.
    private func block(_ measure: BenchMeasure) -> (BenchClock.Elapsed, operations: Int) {
        let n = iterations[measure]!
        var sink = 0.0
        let w = workload
        let elapsed: BenchClock.Elapsed
        switch measure {
        case .scalar:
            elapsed = w.scalarJobs.withUnsafeBufferPointer { jobs in
                BenchClock.time { sink = BenchKernels.scalar(jobs, iterations: n) }
            }
        case .scalarSorted:
            elapsed = w.sortedScalarJobs.withUnsafeBufferPointer { jobs in
                BenchClock.time { sink = BenchKernels.scalar(jobs, iterations: n) }
            }
        case .vector4API:
            elapsed = w.apiJobs.withUnsafeMutableBufferPointer { jobs in
                BenchClock.time { sink = BenchKernels.vectorAPI(jobs, iterations: n) }
            }
        case .vector4PerComponent:
            elapsed = w.vectorJobs.withUnsafeBufferPointer { jobs in
                BenchClock.time { sink = BenchKernels.vectorPerComponent(jobs, iterations: n) }
            }
        case .vector4Direct:
            elapsed = w.vectorJobs.withUnsafeBufferPointer { jobs in
                BenchClock.time { sink = BenchKernels.vectorDirect(jobs, iterations: n) }
            }
        case .batch:
            w.ensureBatch(count: batchSize)
            let size = batchSize
            let first = frame
            elapsed = w.batch.withUnsafeBufferPointer { all in
                w.batchOutput.withUnsafeMutableBufferPointer { output in
                    let springs = UnsafeBufferPointer(rebasing: all[0..<size])
                    return BenchClock.time {
                        sink = BenchKernels.batch(springs, output: output, firstFrame: first, frames: n)
                    }
                }
            }
            frame += n
        case .batchSIMD:
            w.ensureBatch(count: batchSize)
            let size = batchSize
            let first = frame
            elapsed = w.withBatchBuffers(count: size) { buffers in
                BenchClock.time { sink = BenchKernels.batchSIMD(buffers, firstFrame: first, frames: n) }
            }
            frame += n
        case .closedFormFrame, .rk4Frame:
            let first = frame
            let steps = stepsPerFrame
            elapsed = w.frameSprings.withUnsafeBufferPointer { springs in
                w.frameX.withUnsafeMutableBufferPointer { x in
                    w.frameV.withUnsafeMutableBufferPointer { v in
                        BenchClock.time {
                            if measure == .rk4Frame {
                                sink = BenchKernels.rk4Frames(
                                    springs, x: x, v: v, firstFrame: first, frames: n, stepsPerFrame: steps)
                            } else {
                                sink = BenchKernels.closedFormFrames(springs, x: x, v: v, firstFrame: first, frames: n)
                            }
                        }
                    }
                }
            }
            frame += n
        }
        checksum += sink
        return (elapsed, n * operationsPerIteration(measure))
    }
}
