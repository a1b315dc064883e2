import Motion

/// The 4-component value the vector measurements animate: a frame as origin and size, the
/// shape of `CALayer.frame` and SwiftUI's `AnimatablePair<CGPoint, CGSize>`.
typealias BenchVector4 = AnimatablePair<Point, Size>

/// The springs, initial conditions and times every measurement of `fling bench animation`
/// runs over, generated from a fixed seed so every run does the same arithmetic.
///
/// Springs are drawn at random from 16 kinds — 8 underdamped (SwiftUI's presets among them),
/// 4 critically damped, 4 overdamped — so the regime branch is as unpredictable as in a
/// scene mixing them; displacements lie in [−1, 1], velocities in [−5, 5] per second and
/// times in [0, 1) s. The job lists are long (32 768 scalar jobs, 4 096 springs per frame)
/// because a short list repeated millions of times is learned by the branch predictor: with
/// 1 024 jobs the same loop measures about half as much time per evaluation as with 32 768,
/// a speed a real scene, whose thousands of springs do not repeat in a short cycle, never sees.
final class BenchWorkload {
    /// One scalar evaluation: a spring, its start state and the time to evaluate at.
    struct ScalarJob {
        var spring: Spring
        var x0: Double
        var v0: Double
        var time: Double
    }

    /// One 4-component evaluation through the public API: `Animation.spring(_:)` with its
    /// per-animation context, as the scene engine holds it for a running animation.
    struct VectorAPIJob {
        var animation: Animation
        var value: BenchVector4
        var time: Double
        var context: AnimationContext<BenchVector4>
    }

    /// One 4-component evaluation of the closed form without the API around it.
    struct VectorJob {
        var spring: Spring
        var value: BenchVector4
        /// Zero, like the API path's velocity for a fresh `.spring` with nothing to merge, but
        /// loaded from memory so the optimizer cannot fold it away.
        var velocity: BenchVector4
        var time: Double
    }

    /// One spring of a frame: its constants, start state and an RK4 integrator for it.
    struct FrameSpring {
        var spring: Spring
        var integrator: RK4SpringIntegrator
        var x0: Double
        var v0: Double
    }

    /// One spring of the "how many fit in 1 ms" batch; `offset` staggers start times so the
    /// springs are at different points of their motion in the same frame.
    struct BatchSpring {
        var spring: Spring
        var x0: Double
        var v0: Double
        var offset: Double
    }

    /// The 16 spring kinds as (response, damping ratio).
    static let kinds: [(response: Double, dampingRatio: Double)] = [
        (0.5, 0.825), (0.15, 0.86), (0.5, 0.7), (0.5, 0.85), (0.3, 0.5), (0.8, 0.3), (0.4, 0.15), (1.0, 0.6),
        (0.5, 1.0), (0.25, 1.0), (0.35, 1.0), (0.8, 1.0),
        (0.5, 1.5), (0.3, 2.0), (0.6, 1.25), (0.4, 3.0),
    ]

    /// The spring kinds as springs.
    static var springs: [Spring] { kinds.map { Spring(response: $0.response, dampingRatio: $0.dampingRatio) } }

    /// Scalar jobs (a power of two, so the loop index wraps with a mask).
    static let scalarJobCount = 32768
    /// 4-component jobs (a power of two).
    static let vectorJobCount = 256
    /// Springs advanced per frame by the closed-form and RK4 frame measurements.
    static let frameSpringCount = 4096
    /// Frames in one cycle of the frame measurements: each spring restarts from its initial
    /// state every second of 60 Hz frames, so no state decays into subnormal numbers (which
    /// would slow the integrator for reasons that have nothing to do with RK4).
    static let framesPerCycle = 60
    /// 60 Hz.
    static let framePeriod = 1.0 / 60

    let scalarJobs: [ScalarJob]
    /// The scalar jobs ordered by damping regime (underdamped, critical, overdamped): the same
    /// arithmetic with a regime branch the predictor gets right almost every time.
    let sortedScalarJobs: [ScalarJob]
    var apiJobs: [VectorAPIJob]
    let vectorJobs: [VectorJob]
    let frameSprings: [FrameSpring]
    var frameX: [Double]
    var frameV: [Double]
    private(set) var batch: [BatchSpring] = []
    var batchOutput: [Double] = []
    /// The same batch as separate arrays, the shape `Spring.displacements(of:…)` takes, with
    /// room for the frame's times and results.
    private(set) var batchSprings: [Spring] = []
    private(set) var batchX0: [Double] = []
    private(set) var batchV0: [Double] = []
    private(set) var batchOffsets: [Double] = []
    var batchTimes: [Double] = []
    var batchValues: [Double] = []
    var batchVelocities: [Double] = []

    init() {
        var random = SplitMix64(seed: 0x5EED_F11A)
        let springs = Self.springs
        func pick() -> Spring { springs[Int(random.next() % UInt64(springs.count))] }

        var scalar: [ScalarJob] = []
        for _ in 0..<Self.scalarJobCount {
            scalar.append(
                ScalarJob(
                    spring: pick(), x0: random.uniform(-1, 1), v0: random.uniform(-5, 5),
                    time: random.uniform(0, 1)))
        }
        scalarJobs = scalar
        sortedScalarJobs = scalar.enumerated().sorted {
            let a = Self.regime(of: $0.element.spring)
            let b = Self.regime(of: $1.element.spring)
            return a != b ? a.rawValue < b.rawValue : $0.offset < $1.offset
        }.map(\.element)

        var api: [VectorAPIJob] = []
        var vector: [VectorJob] = []
        for _ in 0..<Self.vectorJobCount {
            let spring = pick()
            let value = BenchVector4(
                Point(x: random.uniform(-200, 200), y: random.uniform(-200, 200)),
                Size(width: random.uniform(-50, 50), height: random.uniform(-50, 50)))
            let animation = Animation.spring(spring)
            var context = AnimationContext<BenchVector4>()
            // Times are a fraction of the animation's own duration, so every evaluation is of a
            // running animation (past its duration `animate` returns nil and does no work).
            let duration = animation.duration(value: value, context: &context) ?? 0
            let time = random.uniform(0, 0.95) * duration
            api.append(VectorAPIJob(animation: animation, value: value, time: time, context: context))
            vector.append(VectorJob(spring: spring, value: value, velocity: .zero, time: time))
        }
        apiJobs = api
        vectorJobs = vector

        var frame: [FrameSpring] = []
        for _ in 0..<Self.frameSpringCount {
            let spring = pick()
            frame.append(
                FrameSpring(
                    spring: spring, integrator: RK4SpringIntegrator(spring: spring),
                    x0: random.uniform(-1, 1), v0: random.uniform(-5, 5)))
        }
        frameSprings = frame
        frameX = frame.map(\.x0)
        frameV = frame.map(\.v0)
    }

    /// Makes the batch `count` springs long (kept, so its contents stay put as it grows).
    func ensureBatch(count: Int) {
        guard batch.count < count else { return }
        var random = SplitMix64(seed: 0xBA7C_0000 &+ UInt64(batch.count))
        let springs = Self.springs
        batch.reserveCapacity(count)
        while batch.count < count {
            batch.append(
                BatchSpring(
                    spring: springs[Int(random.next() % UInt64(springs.count))],
                    x0: random.uniform(-1, 1), v0: random.uniform(-5, 5), offset: random.uniform(0, 1)))
        }
        batchOutput = Array(repeating: 0, count: 2 * count)
        batchSprings = batch.map(\.spring)
        batchX0 = batch.map(\.x0)
        batchV0 = batch.map(\.v0)
        batchOffsets = batch.map(\.offset)
        batchTimes = Array(repeating: 0, count: batch.count)
        batchValues = batchTimes
        batchVelocities = batchTimes
    }

    /// The first `count` springs of the batch as separate arrays (`ensureBatch(count:)` first).
    struct BatchBuffers {
        let springs: UnsafeBufferPointer<Spring>
        let x0: UnsafeBufferPointer<Double>
        let v0: UnsafeBufferPointer<Double>
        let offsets: UnsafeBufferPointer<Double>
        let times: UnsafeMutableBufferPointer<Double>
        let values: UnsafeMutableBufferPointer<Double>
        let velocities: UnsafeMutableBufferPointer<Double>
    }

    /// Runs `body` with the first `count` entries of the separate-array batch.
    func withBatchBuffers<R>(count: Int, _ body: (BatchBuffers) -> R) -> R {
        precondition(
            count <= batchSprings.count, "withBatchBuffers: \(count) springs asked, \(batchSprings.count) made")
        return batchSprings.withUnsafeBufferPointer { springs in
            batchX0.withUnsafeBufferPointer { x0 in
                batchV0.withUnsafeBufferPointer { v0 in
                    batchOffsets.withUnsafeBufferPointer { offsets in
                        batchTimes.withUnsafeMutableBufferPointer { times in
                            batchValues.withUnsafeMutableBufferPointer { values in
                                batchVelocities.withUnsafeMutableBufferPointer { velocities in
                                    body(
                                        BatchBuffers(
                                            springs: UnsafeBufferPointer(rebasing: springs[0..<count]),
                                            x0: UnsafeBufferPointer(rebasing: x0[0..<count]),
                                            v0: UnsafeBufferPointer(rebasing: v0[0..<count]),
                                            offsets: UnsafeBufferPointer(rebasing: offsets[0..<count]),
                                            times: UnsafeMutableBufferPointer(rebasing: times[0..<count]),
                                            values: UnsafeMutableBufferPointer(rebasing: values[0..<count]),
                                            velocities: UnsafeMutableBufferPointer(rebasing: velocities[0..<count])))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The branch of the closed form a spring takes, in the order the grouped scalar jobs run.
    enum Regime: Int, Sendable { case underdamped, critical, overdamped }

    /// The regime `Spring` settles on in its initializer, decided by the same expressions:
    /// ζω₀ = c/2m against ω₀ = √(k/m), compared exactly.
    static func regime(of spring: Spring) -> Regime {
        let omega0 = (spring.stiffness / spring.mass).squareRoot()
        let a = spring.damping / (2 * spring.mass)
        return a < omega0 ? .underdamped : a == omega0 ? .critical : .overdamped
    }

    /// How many spring kinds take each branch of the closed form (underdamped, critical, overdamped).
    static var regimeCounts: (underdamped: Int, critical: Int, overdamped: Int) {
        var counts = (underdamped: 0, critical: 0, overdamped: 0)
        for spring in springs {
            switch regime(of: spring) {
            case .underdamped: counts.underdamped += 1
            case .critical: counts.critical += 1
            case .overdamped: counts.overdamped += 1
            }
        }
        return counts
    }
}
