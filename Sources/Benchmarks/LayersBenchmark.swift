import Formats
import Layers
import Motion
import Time

/// `fling bench layers` (also `fling bench scene`): the layer runtime's frame cost — `layers` layers, each running a
/// position spring (`animate(.spring)`, one of eight) and an opacity curve (`UIView.animate`,
/// one of four curves and five durations), ticked
/// frame after frame with every presentation value read back, as the renderer would.
/// The `transforms` workload gives each layer one turn-and-scale of its `transform` instead:
/// a merging spring on even layers, a `UIView.animate` curve on odd ones.
public enum LayersBenchmark {
    /// What every layer animates.
    public enum Workload: String, Sendable, CaseIterable {
        /// A position spring and an opacity curve per layer.
        case springsAndCurves = "springs-and-curves"
        /// One transform change per layer (a turn of up to ±170° and a scale of 0.5…1.5).
        case transforms
    }

    public struct Configuration: Sendable {
        public var layers: Int
        public var frames: Int
        public var rounds: Int
        public var workload: Workload

        public init(layers: Int = 10_000, frames: Int = 60, rounds: Int = 5, workload: Workload = .springsAndCurves) {
            self.layers = layers
            self.frames = frames
            self.rounds = rounds
            self.workload = workload
        }

        /// Animations each layer runs.
        var animationsPerLayer: Int { workload == .transforms ? 1 : 2 }
    }

    public struct Result: Sendable {
        public var configuration: Configuration
        /// CPU milliseconds per frame, every frame of every round.
        public var frameMilliseconds: [Double]
        /// CPU milliseconds to start all the animations, per round.
        public var setupMilliseconds: [Double]
        /// Animations still running at the last measured frame (all of them, or the run measured idle frames).
        public var runningAtEnd: Int
        /// A sum of presentation values, so the work cannot be optimised away.
        public var checksum: Double

        public var medianFrameMilliseconds: Double { Self.median(frameMilliseconds) }
        public var medianSetupMilliseconds: Double { Self.median(setupMilliseconds) }

        /// Issue 18's targets for 10,000 layers: a frame under 1 ms, starting the 20,000
        /// animations under 20 ms.
        public static let targetFrameMilliseconds = 1.0
        public static let targetSetupMilliseconds = 20.0

        static func median(_ values: [Double]) -> Double {
            values.isEmpty ? 0 : AnimationBenchmarkResult.Measurement.median(values)
        }

        /// The median frame's time per layer, in nanoseconds.
        var nanosecondsPerLayerFrame: Double {
            FrameTime.convert(medianFrameMilliseconds, from: .milliseconds, to: .nanoseconds)
                / Double(configuration.layers)
        }

        public func table() -> String {
            let frames = frameMilliseconds.sorted()
            let perLayer = nanosecondsPerLayerFrame
            let what =
                configuration.workload == .transforms
                ? "each a transform turn + scale (a spring or a curve)" : "each a position spring + an opacity curve"
            let count = configuration.animationsPerLayer
            var lines = [
                "fling bench layers: \(configuration.layers) layers, \(what); \(configuration.frames) frames × \(configuration.rounds) rounds (CPU time of the thread)"
            ]
            lines.append(
                "frame, median            \(fixed(medianFrameMilliseconds)) ms   (min \(fixed(frames.first ?? 0)), max \(fixed(frames.last ?? 0)))"
            )
            lines.append("per layer per frame      \(fixed(perLayer, 1)) ns")
            lines.append("animations running at the last frame: \(runningAtEnd) of \(count * configuration.layers)")
            let setupMet = medianSetupMilliseconds < Self.targetSetupMilliseconds
            lines.append(
                "starting \(count) animation\(count == 1 ? "" : "s") × \(configuration.layers) layers: \(fixed(medianSetupMilliseconds)) ms"
                    + " (target < \(fixed(Self.targetSetupMilliseconds, 0)) ms: \(setupMet ? "met" : "NOT met"))")
            let met = medianFrameMilliseconds < Self.targetFrameMilliseconds
            lines.append(
                "ticking \(configuration.layers) animating layers: \(fixed(medianFrameMilliseconds)) ms per frame"
                    + " (target < \(fixed(Self.targetFrameMilliseconds, 0)) ms: \(met ? "met" : "NOT met"))")
            lines.append("checksum: \(checksum)")
            return lines.joined(separator: "\n")
        }

        public func json() -> JSONValue {
            .object([
                ("layers", .int(Int64(configuration.layers))), ("frames", .int(Int64(configuration.frames))),
                ("rounds", .int(Int64(configuration.rounds))), ("workload", .string(configuration.workload.rawValue)),
                ("frame_ms_median", .double(medianFrameMilliseconds)),
                ("frame_ms_min", .double(frameMilliseconds.min() ?? 0)),
                ("frame_ms_max", .double(frameMilliseconds.max() ?? 0)),
                ("ns_per_layer_frame", .double(nanosecondsPerLayerFrame)),
                ("setup_ms_median", .double(medianSetupMilliseconds)),
                ("running_at_end", .int(Int64(runningAtEnd))), ("target_ms", .double(Self.targetFrameMilliseconds)),
                ("target_met", .bool(medianFrameMilliseconds < Self.targetFrameMilliseconds)),
                ("setup_target_ms", .double(Self.targetSetupMilliseconds)),
                ("setup_target_met", .bool(medianSetupMilliseconds < Self.targetSetupMilliseconds)),
                ("checksum", .double(checksum)),
            ])
        }

        private func fixed(_ value: Double, _ digits: Int = 3) -> String { NumberText.fixed(value, decimals: digits) }
    }

    /// Runs the benchmark.
    public static func run(_ configuration: Configuration) -> Result {
        var frameTimes: [Double] = []
        var setupTimes: [Double] = []
        var checksum = 0.0
        var runningAtEnd = 0
        for round in 0..<configuration.rounds {
            let measured = measureRound(configuration, round: round)
            frameTimes += measured.frameMilliseconds
            setupTimes.append(measured.setupMilliseconds)
            checksum += measured.checksum
            runningAtEnd = measured.runningAtEnd
        }
        return Result(
            configuration: configuration, frameMilliseconds: frameTimes, setupMilliseconds: setupTimes,
            runningAtEnd: runningAtEnd, checksum: checksum)
    }

    /// Eight springs and four curves, each long enough that every animation runs through
    /// every measured frame; item `i` runs spring `i % 8` and curve `i % 4` for
    /// `curveDuration(i)` seconds (`fling bench values` gives its values the same).
    static let springs = (0..<8).map { Animation.spring(duration: 2.4 + 0.1 * Double($0), bounce: 0.05 * Double($0)) }
    static let curves: [UnitCurve] = [.easeInOut, .easeIn, .easeOut, .default]
    static func curveDuration(_ index: Int) -> Double { 3 + 0.1 * Double(index % 5) }

    /// The frame `frame` of a measured run: every 60th of a second.
    static func frameTime(_ frame: Int) -> FrameTime { .nanoseconds(Int64(frame) * 16_666_667) }

    /// What one round measured.
    struct Round {
        var frameMilliseconds: [Double]
        var setupMilliseconds: Double
        var checksum: Double
        var runningAtEnd: Int
    }

    /// One round: a fresh engine and tree, the animations started (timed), then the frames (each timed).
    static func measureRound(_ configuration: Configuration, round: Int) -> Round {
        var frameTimes: [Double] = []
        var checksum = 0.0
        let engine = AnimationEngine()
        let root = Layer(name: "root")
        engine.attach(root)
        var layers: [Layer] = []
        layers.reserveCapacity(configuration.layers)
        var random = SplitMix64(seed: UInt64(round + 1))
        for i in 0..<configuration.layers {
            let layer = Layer(
                name: "", position: Point(x: Double(i % 100) * 12, y: Double(i / 100) * 8),
                bounds: Rect(x: 0, y: 0, width: 10, height: 6))
            root.addSublayer(layer)
            layers.append(layer)
        }
        let springs = Self.springs
        let curves = Self.curves
        let transforms = configuration.workload == .transforms
        let targets: [Transform3D] =
            transforms
            ? (0..<configuration.layers).map { _ in
                let scale = random.uniform(0.5, 1.5)
                return Transform3D(rotationAngle: random.uniform(-170, 170) * .pi / 180, x: 0, y: 0, z: 1)
                    .concatenating(Transform3D(scaleX: scale, y: scale, z: 1))
            } : []
        let setup = BenchClock.time {
            for (index, layer) in layers.enumerated() {
                if transforms {
                    let target = targets[index]
                    if index % 2 == 0 {
                        engine.animate(springs[(index / 2) % springs.count], changes: { layer.transform = target })
                    } else {
                        engine.animate(
                            withDuration: curveDuration(index), curve: curves[(index / 2) % curves.count],
                            changes: { layer.transform = target })
                    }
                    continue
                }
                let target = Point(x: random.uniform(0, 1280), y: random.uniform(0, 800))
                engine.animate(springs[index % springs.count], changes: { layer.position = target })
                engine.animate(
                    withDuration: curveDuration(index), curve: curves[index % curves.count],
                    changes: { layer.opacity = 0.3 })
            }
        }
        for frame in 1...configuration.frames {
            let time = frameTime(frame)
            var sum = 0.0
            let elapsed = BenchClock.time {
                engine.now = time
                engine.update(at: time)
                if transforms {
                    for layer in layers {
                        let shown = layer.presentation().transform
                        sum += shown.m11 + shown.m12
                    }
                } else {
                    for layer in layers {
                        let shown = layer.presentation()
                        sum += shown.position.x + shown.opacity
                    }
                }
            }
            checksum += sum
            frameTimes.append(elapsed.cpu.milliseconds)
        }
        let running = layers.reduce(0) { $0 + ($1.isAnimating ? configuration.animationsPerLayer : 0) }
        return Round(
            frameMilliseconds: frameTimes, setupMilliseconds: setup.cpu.milliseconds, checksum: checksum,
            runningAtEnd: running)
    }
}
