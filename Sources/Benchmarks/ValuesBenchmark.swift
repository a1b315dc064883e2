import Formats
import Layers
import Motion
import Time

/// `fling bench values`: what animated values cost beside layer properties, side by side in
/// one run. Three kinds of N items, each item running the two animations of
/// `fling bench layers`' default workload — a merging spring on a point (one of eight) and a
/// `UIView.animate` curve on a number (one of four curves, five durations):
///
/// - **layers**: a layer's `position` and `opacity` (`fling bench layers` itself, the reference);
/// - **custom properties**: a `Point` and a `Double` custom property on each of N layers
///   (`layer.customProperty`);
/// - **engine values**: N `Point` and N `Double` values of the engine (`engine.animatedValue`).
///
/// Each round measures the three kinds one after the other, each on a fresh engine, so the
/// machine's state is shared; every frame reads every presentation value back, as a renderer
/// or a frame hook would.
public enum ValuesBenchmark {
    /// Where the animated values live.
    public enum Kind: String, Sendable, CaseIterable {
        case layers
        case customProperties = "custom-properties"
        case engineValues = "engine-values"

        var label: String {
            switch self {
            case .layers: "layer properties (position + opacity)"
            case .customProperties: "custom layer properties (Point + Double)"
            case .engineValues: "engine values (Point + Double)"
            }
        }
    }

    public struct Configuration: Sendable {
        /// Items of each kind (layers, or pairs of values).
        public var items: Int
        public var frames: Int
        public var rounds: Int

        public init(items: Int = 10_000, frames: Int = 60, rounds: Int = 5) {
            self.items = items
            self.frames = frames
            self.rounds = rounds
        }
    }

    public struct Result: Sendable {
        /// One kind's measurements.
        public struct Measurement: Sendable {
            public var kind: Kind
            /// CPU milliseconds per frame, every frame of every round.
            public var frameMilliseconds: [Double] = []
            /// CPU milliseconds to start the 2 × N animations, per round.
            public var setupMilliseconds: [Double] = []
            /// Animations running at the last frame of the last round.
            public var runningAtEnd = 0
            /// The sum of every presentation value read (the three kinds animate the same
            /// numbers, so their sums agree to rounding).
            public var checksum = 0.0

            public var medianFrameMilliseconds: Double { LayersBenchmark.Result.median(frameMilliseconds) }
            public var medianSetupMilliseconds: Double { LayersBenchmark.Result.median(setupMilliseconds) }
        }

        public var configuration: Configuration
        /// In `Kind.allCases` order: layers first.
        public var measurements: [Measurement]
        /// A sum of presentation values, so the work cannot be optimised away.
        public var checksum: Double

        public func table() -> String {
            let items = configuration.items
            var lines = [
                "fling bench values: \(items) items of each kind, each a point spring + a number curve (\(2 * items) animations); \(configuration.frames) frames × \(configuration.rounds) rounds, interleaved (CPU time of the thread)",
                pad("kind", 42) + pad("frame, median", 16) + pad("per item", 12) + pad("start, median", 16)
                    + pad("frame ÷ layers", 16) + "start ÷ layers",
            ]
            let reference = measurements.first
            for measurement in measurements {
                let frame = measurement.medianFrameMilliseconds
                let start = measurement.medianSetupMilliseconds
                let perItem = FrameTime.convert(frame, from: .milliseconds, to: .nanoseconds) / Double(items)
                let frameRatio = reference.map { frame / max($0.medianFrameMilliseconds, 1e-9) } ?? 1
                let startRatio = reference.map { start / max($0.medianSetupMilliseconds, 1e-9) } ?? 1
                lines.append(
                    pad(measurement.kind.label, 42) + pad("\(fixed(frame)) ms", 16) + pad("\(fixed(perItem, 1)) ns", 12)
                        + pad("\(fixed(start)) ms", 16) + pad("\(fixed(frameRatio, 2))×", 16)
                        + "\(fixed(startRatio, 2))×")
            }
            let running = measurements.map { "\($0.runningAtEnd)" }.joined(separator: ", ")
            lines.append("animations running at the last frame: \(running) of \(2 * items) each")
            lines.append("checksum: \(checksum)")
            return lines.joined(separator: "\n")
        }

        public func json() -> JSONValue {
            .object([
                ("items", .int(Int64(configuration.items))), ("frames", .int(Int64(configuration.frames))),
                ("rounds", .int(Int64(configuration.rounds))),
                (
                    "kinds",
                    .array(
                        measurements.map { measurement in
                            .object([
                                ("kind", .string(measurement.kind.rawValue)),
                                ("frame_ms_median", .double(measurement.medianFrameMilliseconds)),
                                ("frame_ms_min", .double(measurement.frameMilliseconds.min() ?? 0)),
                                ("frame_ms_max", .double(measurement.frameMilliseconds.max() ?? 0)),
                                ("setup_ms_median", .double(measurement.medianSetupMilliseconds)),
                                ("running_at_end", .int(Int64(measurement.runningAtEnd))),
                                ("checksum", .double(measurement.checksum)),
                            ])
                        })
                ),
                ("checksum", .double(checksum)),
            ])
        }

        private func fixed(_ value: Double, _ digits: Int = 3) -> String { NumberText.fixed(value, decimals: digits) }

        private func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
        }
    }

    /// Runs the benchmark.
    public static func run(_ configuration: Configuration) -> Result {
        var measurements = Kind.allCases.map { Result.Measurement(kind: $0) }
        var checksum = 0.0
        for round in 0..<configuration.rounds {
            for index in measurements.indices {
                let measured: LayersBenchmark.Round
                switch measurements[index].kind {
                case .layers:
                    measured = LayersBenchmark.measureRound(
                        .init(layers: configuration.items, frames: configuration.frames, rounds: 1), round: round)
                case .customProperties, .engineValues:
                    measured = measureValues(
                        configuration, onLayers: measurements[index].kind == .customProperties, round: round)
                }
                measurements[index].frameMilliseconds += measured.frameMilliseconds
                measurements[index].setupMilliseconds.append(measured.setupMilliseconds)
                measurements[index].runningAtEnd = measured.runningAtEnd
                measurements[index].checksum += measured.checksum
                checksum += measured.checksum
            }
        }
        return Result(configuration: configuration, measurements: measurements, checksum: checksum)
    }

    /// One round of a value kind: N point values and N number values (on N layers, or on the
    /// engine), made untimed; starting their animations timed; then the frames.
    static func measureValues(_ configuration: Configuration, onLayers: Bool, round: Int) -> LayersBenchmark.Round {
        let engine = AnimationEngine()
        let root = Layer(name: "root")
        engine.attach(root)
        var points: [AnimatableProperty<Point>] = []
        var numbers: [AnimatableProperty<Double>] = []
        points.reserveCapacity(configuration.items)
        numbers.reserveCapacity(configuration.items)
        for i in 0..<configuration.items {
            let start = Point(x: Double(i % 100) * 12, y: Double(i / 100) * 8)
            if onLayers {
                let layer = Layer(name: "", position: start, bounds: Rect(x: 0, y: 0, width: 10, height: 6))
                root.addSublayer(layer)
                points.append(layer.customProperty("point", initial: start))
                numbers.append(layer.customProperty("number", initial: 1.0))
            } else {
                points.append(engine.animatedValue("point\(i)", initial: start))
                numbers.append(engine.animatedValue("number\(i)", initial: 1.0))
            }
        }
        var random = SplitMix64(seed: UInt64(round + 1))
        let springs = LayersBenchmark.springs
        let curves = LayersBenchmark.curves
        let setup = BenchClock.time {
            for index in 0..<configuration.items {
                let point = points[index]
                let number = numbers[index]
                let target = Point(x: random.uniform(0, 1280), y: random.uniform(0, 800))
                engine.animate(springs[index % springs.count], changes: { point.value = target })
                engine.animate(
                    withDuration: LayersBenchmark.curveDuration(index), curve: curves[index % curves.count],
                    changes: { number.value = 0.3 })
            }
        }
        var frameTimes: [Double] = []
        var checksum = 0.0
        for frame in 1...configuration.frames {
            let time = LayersBenchmark.frameTime(frame)
            var sum = 0.0
            let elapsed = BenchClock.time {
                engine.now = time
                engine.update(at: time)
                for index in 0..<configuration.items {
                    sum += points[index].presentationValue.x + numbers[index].presentationValue
                }
            }
            checksum += sum
            frameTimes.append(elapsed.cpu.milliseconds)
        }
        let running = points.count { $0.isAnimating } + numbers.count { $0.isAnimating }
        return LayersBenchmark.Round(
            frameMilliseconds: frameTimes, setupMilliseconds: setup.cpu.milliseconds, checksum: checksum,
            runningAtEnd: running)
    }
}
