import ArgumentParser
import Benchmarks
import FlingCommandLine
import Formats
import Foundation
import LayerFiles
import Motion
import Raster
import Rendering
import SolverCases

/// `fling bench`: micro-benchmarks of the animation core and the renderer (release builds are what counts).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the animation core, the layer runtime and the renderer (release builds are what counts).",
        subcommands: [
            AnimationBench.self, LayersBench.self, ValuesBench.self, RenderBench.self, GradientsBench.self,
            LayoutBench.self,
            ReplayBench.self, PathsBench.self,
        ])

    struct AnimationBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "animation",
            abstract: "Time closed-form springs (scalar, 4-component, per frame) against a 1 ms RK4 integrator.",
            discussion: """
                Runs every measurement in each of N rounds, interleaved, on the thread's CPU clock and the \
                wall clock, each block at least 50 ms after a calibrating warm-up, and prints medians, \
                per-round ratios and the headline numbers. Build with 'swift build -c release' first: a \
                debug build measures the debugger-friendly code, not Fling. How to read it: docs/bench.md.
                """)

        @Flag(help: "Print one JSON object instead of the table.")
        var json = false

        @Option(help: "Rounds; every measurement runs once per round (default 5).")
        var rounds = 5

        @Option(
            help:
                "The batch evaluator's instruction set: baseline, avx2 or avx512 (default: the best this processor runs)."
        )
        var kernels: String?

        func validate() throws {
            guard (1...1000).contains(rounds) else {
                throw ValidationError("--rounds must be between 1 and 1000; got \(rounds)")
            }
            if let kernels {
                guard let level = SpringBatchLevel.allCases.first(where: { $0.name == kernels }) else {
                    throw ValidationError(
                        "--kernels must be one of \(SpringBatchLevel.allCases.map(\.name).joined(separator: ", ")); got \(kernels)"
                    )
                }
                guard level.rawValue <= SpringBatchLevel.best.rawValue else {
                    throw ValidationError(
                        "--kernels \(kernels): this processor runs up to \(SpringBatchLevel.best.name) only")
                }
            }
        }

        func run() throws {
            warnIfDebugBuild()
            var configuration = AnimationBenchmark.Configuration(rounds: rounds)
            configuration.batchLevel = kernels.flatMap { name in SpringBatchLevel.allCases.first { $0.name == name } }
            let result = AnimationBenchmark.run(configuration)
            print(json ? JSONWriter.string(result.json()) : result.table())
        }
    }

    struct LayersBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "layers",
            abstract:
                "Time one frame of the layer runtime: N layers, each running a position spring and an opacity curve.",
            discussion: """
                Starts a merging spring (animate(.spring)) on every layer's position and a UIView.animate \
                curve on its opacity, then ticks the engine frame by frame at 60 Hz and reads every \
                presentation value back, as the renderer does. Reports CPU milliseconds per frame and to \
                start the animations. 'fling bench scene' is the same command.
                """,
            aliases: ["scene"])

        @Flag(help: "Print one JSON object instead of the table.")
        var json = false

        @Option(help: "Animating layers (default 10000).")
        var layers = 10_000

        @Option(help: "Frames per round (default 60).")
        var frames = 60

        @Option(help: "Rounds (default 5).")
        var rounds = 5

        @Option(
            help:
                "What each layer animates: springs-and-curves (default) or transforms (one turn and scale of its transform, a spring or a curve)."
        )
        var workload = "springs-and-curves"

        func validate() throws {
            guard LayersBenchmark.Workload(rawValue: workload) != nil else {
                throw ValidationError("--workload must be springs-and-curves or transforms; got \(workload)")
            }
            try BenchCommand.requireCounts(("--layers", layers), frames: frames, rounds: rounds)
        }

        func run() throws {
            warnIfDebugBuild()
            let result = LayersBenchmark.run(
                .init(
                    layers: layers, frames: frames, rounds: rounds,
                    workload: LayersBenchmark.Workload(rawValue: workload)!))
            print(json ? JSONWriter.string(result.json()) : result.table())
        }
    }

    /// The bounds `fling bench layers` and `fling bench values` put on their counts: 1 to a
    /// million things, 1 to 10,000 frames, 1 to 1,000 rounds.
    static func requireCounts(_ things: (flag: String, value: Int), frames: Int, rounds: Int) throws {
        try requireCounts([
            (things.flag, things.value, 1_000_000), ("--frames", frames, 10_000), ("--rounds", rounds, 1000),
        ])
    }

    /// Refuses the first count outside 1…its limit, naming its flag.
    static func requireCounts(_ counts: [(flag: String, value: Int, limit: Int)]) throws {
        for (flag, value, limit) in counts where !(1...limit).contains(value) {
            throw ValidationError("\(flag) must be between 1 and \(limit); got \(value)")
        }
    }

    struct ValuesBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "values",
            abstract:
                "Time animated values beside layer properties: N layers, N pairs of custom layer properties, N pairs of engine values.",
            discussion: """
                Each item runs the two animations of 'fling bench layers': a merging spring on a point and \
                a UIView.animate curve on a number — a layer's position and opacity, a Point and a Double \
                custom property of a layer, or a Point and a Double value of the engine. Each round times \
                the three one after the other, each on a fresh engine; every frame reads every presentation \
                value back. Reports CPU milliseconds per frame and to start the animations, and each kind's \
                ratio to the layer properties. How to read it: docs/bench.md.
                """)

        @Flag(help: "Print one JSON object instead of the table.")
        var json = false

        @Option(help: "Items of each kind (default 10000).")
        var items = 10_000

        @Option(help: "Frames per round (default 60).")
        var frames = 60

        @Option(help: "Rounds (default 5).")
        var rounds = 5

        func validate() throws {
            try BenchCommand.requireCounts(("--items", items), frames: frames, rounds: rounds)
        }

        func run() throws {
            warnIfDebugBuild()
            let result = ValuesBenchmark.run(.init(items: items, frames: frames, rounds: rounds))
            print(json ? JSONWriter.string(result.json()) : result.table())
        }
    }

    struct RenderBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Time one frame of a layer file, and a memset of the frame as the floor.",
            discussion: """
                Draws the scene 3 times to warm up, then N frames, each timed on the process's CPU \
                clock (every renderer thread counts) and the wall clock, then N memsets of the frame. \
                Without --file it measures Assets/LayerFiles/reference.json, looked for under the current \
                directory and then above the executable. Tools/bench-render runs it against cairo; \
                how to read it: docs/bench.md.
                """)

        @Option(help: ArgumentHelp("The layer file (default: Assets/LayerFiles/reference.json).", valueName: "file"))
        var file: String?

        @Option(help: ArgumentHelp("Row bands drawn in parallel (1…64).", valueName: "n"))
        var threads = 1

        @Option(help: ArgumentHelp("Measured frames (1…100000).", valueName: "n"))
        var frames = 60

        @Option(
            help: ArgumentHelp(
                "The pixel loops' instruction set: scalar, sse2, avx2 or avx512 (default: the best "
                    + "this processor runs). Every one draws the same bytes.", valueName: "level"))
        var kernels: String?

        @Flag(
            help: ArgumentHelp(
                "Move every layer before each frame (docs/bench.md, \"Moving frames\"; the moves are not timed)."))
        var moving = false

        @Flag(help: "Print one JSON object instead of the table.")
        var json = false

        func validate() throws {
            guard (1...64).contains(threads) else {
                throw ValidationError("--threads must be between 1 and 64; got \(threads)")
            }
            if let kernels {
                guard let level = PixelKernels.Level(rawValue: kernels) else {
                    throw ValidationError(
                        "--kernels must be one of \(PixelKernels.Level.allCases.map(\.rawValue).joined(separator: ", ")); got \(kernels)"
                    )
                }
                guard PixelKernels.available.contains(level) else {
                    throw ValidationError(
                        "--kernels \(kernels): this processor runs \(PixelKernels.available.map(\.rawValue).joined(separator: ", ")) only"
                    )
                }
            }
            guard (1...100_000).contains(frames) else {
                throw ValidationError("--frames must be between 1 and 100000; got \(frames)")
            }
        }

        func run() throws {
            let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
            guard let path = file ?? RenderBenchmark.findDefaultFile(currentDirectory: ".", executable: executable)
            else {
                throw CommandError(
                    "bench render: no --file given, and \(RenderBenchmark.defaultFile) is neither under the current "
                        + "directory nor above \(executable); run it from the package root or pass --file FILE")
            }
            let result: RenderBenchmarkResult
            do {
                let file = try LayerFile.load(path: path)
                warnIfDebugBuild()
                result = try RenderBenchmark.run(
                    file,
                    .init(
                        threads: threads, frames: frames, kernels: kernels.flatMap(PixelKernels.Level.init),
                        moving: moving))
            } catch {
                throw CommandError(error.description)
            }
            print(json ? JSONWriter.string(result.json()) : result.table())
        }
    }
}

extension BenchCommand {
    /// `fling bench paths LIST`: the path rasterizer on the reference paths cairo is compared with.
    struct GradientsBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "gradients",
            abstract: "Time filling a large rectangle with each gradient kind, beside a solid fill.",
            discussion: """
                Fills a WIDTH × HEIGHT opaque rectangle with a solid colour and with an axial, a radial and a \
                conic gradient (three stops), N times each, and prints one line per fill: its name and the \
                median milliseconds, wall clock then thread CPU. Tools/bench-gradients runs it beside \
                cairo's gradient fills; docs/rendering.md, "Gradients", has the numbers.
                """)

        @Option(help: "Width in pixels (1…8192).")
        var width = 1920

        @Option(help: "Height in pixels (1…8192).")
        var height = 1080

        @Option(help: "Fills per kind (1…1000); the median is printed.")
        var repetitions = 21

        func validate() throws {
            try BenchCommand.requireCounts([
                ("--width", width, 8192), ("--height", height, 8192), ("--repetitions", repetitions, 1000),
            ])
        }

        func run() throws {
            warnIfDebugBuild()
            for timing in GradientBenchmark.run(width: width, height: height, repetitions: repetitions) {
                print(timing.name, timing.wallMilliseconds, timing.cpuMilliseconds)
            }
        }
    }

    struct PathsBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "paths",
            abstract: "Time filling and stroking each reference path (Tests/RasterTests/PathReferences/paths.txt).",
            discussion: """
                Draws each path 3 times to warm up, then N blocks of at least 20 ms of thread CPU time, and \
                prints the median time per draw. Tools/bench-paths runs it beside cairo on the same list; \
                docs/rendering.md, "Paths", has the numbers.
                """)

        @Argument(help: ArgumentHelp("The list of reference paths.", valueName: "list"))
        var list: String

        @Option(help: "Blocks per path (1…100).")
        var rounds = 5

        @Flag(help: "Print one JSON line per path instead of the table.")
        var json = false

        func validate() throws {
            guard (1...100).contains(rounds) else {
                throw ValidationError("--rounds must be between 1 and 100; got \(rounds)")
            }
        }

        func run() throws {
            let text: String
            do {
                text = try String(contentsOfFile: list, encoding: .utf8)
            } catch {
                throw CommandError("bench paths: cannot read \(list): \(error.localizedDescription)")
            }
            warnIfDebugBuild()
            let timings: [PathBenchmark.Timing]
            do {
                timings = try PathBenchmark.run(list: text, rounds: rounds)
            } catch {
                throw CommandError("bench paths: \(error.description)")
            }
            for t in timings {
                if json {
                    print(
                        JSONWriter.string(
                            .object([
                                ("name", .string(t.name)), ("runner", .string("fling")),
                                ("operation", .string(t.operation)), ("microseconds", .double(t.microseconds)),
                            ])))
                } else {
                    print("\(t.name)  \(t.operation)  \(NumberText.fixed(t.microseconds, decimals: 2)) µs")
                }
            }
        }
    }

    /// `fling bench layout WORKLOAD.json`: the constraint solver on a workload, as kiwisolver_bench.py times kiwisolver.
    struct LayoutBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "layout",
            abstract:
                "Time the constraint solver on a cassowary-vectors/1 workload: build, resize, constant change, update.",
            discussion: """
                Builds the workload (edit variables, first suggestions, every constraint, one update) N times, \
                then times window resizes (suggest width and height, update), an in-place constant change of \
                the constraints the workload lists, and an update with nothing changed, and prints medians \
                (wall clock). The steps and medians are those of kiwisolver_bench.py, so the numbers sit beside \
                kiwisolver's from the same run. docs/layout.md.
                """)

        @Argument(help: ArgumentHelp("The workload (make_workloads.py writes them).", valueName: "workload"))
        var workload: String

        @Flag(help: "Print one JSON object: build_ms, resize_us, set_constant_us, update_us.")
        var json = false

        @Option(help: ArgumentHelp("Builds to take the median of (1…100).", valueName: "n"))
        var builds = 5

        @Option(help: ArgumentHelp("Rounds of each timed operation (1…1000).", valueName: "n"))
        var rounds = 15

        func validate() throws {
            guard (1...100).contains(builds) else {
                throw ValidationError("--builds must be between 1 and 100; got \(builds)")
            }
            guard (1...1000).contains(rounds) else {
                throw ValidationError("--rounds must be between 1 and 1000; got \(rounds)")
            }
        }

        func run() throws {
            let file: LayoutCaseFile
            do { file = try LayoutCaseFile.load(path: workload) } catch { throw CommandError(error.description) }
            guard file.cases.count == 1 else {
                throw CommandError("\(workload): a workload holds one case; this file has \(file.cases.count)")
            }
            warnIfDebugBuild()
            let result: LayoutBenchmark.Result
            do { result = try LayoutBenchmark.run(file.cases[0], builds: builds, rounds: rounds) } catch {
                throw CommandError("\(workload): \(error.description)")
            }
            print(json ? JSONWriter.string(result.json()) : result.table())
        }
    }
}

/// Benchmarks of a debug build measure the debugger-friendly code, not Fling: say so on stderr.
func warnIfDebugBuild() {
    #if DEBUG
        FileHandle.standardError.write(
            Data(
                "fling: warning: this is a debug build; benchmark numbers are not meaningful (build with -c release)\n"
                    .utf8))
    #endif
}
