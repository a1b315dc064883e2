import Demos
import Eval
import Fling
import FlingTesting
import Foundation
import LayerFiles
import Layers
import Profiler
import Raster
import Rendering
import Replay
import SolverCases

/// A reader of user input that the fuzzers and the corpus tests drive through the entry
/// point its command uses, from bytes in memory (docs/fuzzing.md).
///
/// `run` never writes outside `scratch` and never reads a file the input names, so a fuzzer
/// can call it millions of times; a crash, a hang or an error of more than one line in it is
/// a bug in the reader.
public enum FuzzTarget: String, CaseIterable, Codable, Sendable {
    /// A layer file, as `fling render` reads it (`LayerFile.parse`), then drawn small.
    case scene
    /// A `.flingrec` recording, as `fling replay` reads it (`Recording.parse`), then its
    /// first frames replayed in the corners scene.
    case recording
    /// A `fling eval` request (`Eval.run`).
    case eval
    /// A PNG, as layer contents are decoded (`PNG.decode`).
    case png
    /// `fling plot`'s arguments, whitespace-separated, parsed and run by its command type.
    case plot
    /// A profile summary (`fling profile --summary-out`), as `fling profile compare` reads it
    /// (`ProfileCapture.parse`); what it reads must write back and read back equal, and it is
    /// compared with itself and checked against budgets.
    case profile
    /// A constraint-solver case file, as `fling layout check` reads it (`LayoutCaseFile.parse`),
    /// then every case run on a fresh solver (`LayoutCaseRunner`).
    case layout

    /// What one input gave: a result, or the error the command would print.
    public enum Outcome: Hashable, Sendable {
        case result
        case error(String)
    }

    /// The longest input worth mutating (libFuzzer's `-max_len`): a little more than the
    /// largest seed, so the fuzzer spends its time on structure rather than bulk.
    public var maximumLength: Int {
        switch self {
        case .scene, .recording: 16_384
        case .eval: 8_192
        case .png: 65_536
        case .plot: 512
        case .profile: 16_384
        case .layout: 16_384
        }
    }

    /// Reads `bytes` as the target's command would. `scratch` is a directory for the files a
    /// command writes (only `plot` writes, always `scratch/plot.EXT`).
    public func run(_ bytes: [UInt8], scratch: String) -> Outcome {
        switch self {
        case .scene: Self.scene(bytes)
        case .recording: Self.recording(bytes)
        case .eval: Self.eval(bytes)
        case .png: Self.png(bytes)
        case .plot: PlotArguments(bytes, scratch: scratch).run()
        case .profile: Self.profile(bytes)
        case .layout: Self.layout(bytes)
        }
    }

    /// The longest side the scene target draws, in pixels: larger canvases are drawn at a
    /// smaller scale, so one input costs milliseconds, not the seconds a 8192² image takes.
    static let drawnSide = 256

    private static func scene(_ bytes: [UInt8]) -> Outcome {
        guard let text = String(validating: bytes, as: UTF8.self) else { return .error("fuzz.json: is not UTF-8 text") }
        var file: LayerFile
        do {
            file = try LayerFile.parse(text, path: "fuzz.json", baseDirectory: nil)
        } catch {
            return .error(error.description)
        }
        // Images are the png target's; here a `contents` path could name any file (or a FIFO).
        removeContents(file.root)
        let side = max(file.canvas.pixelWidth, file.canvas.pixelHeight)
        if side > drawnSide { file.canvas.scale *= Double(drawnSide) / Double(side) }
        do {
            try LayerFileRenderer(scene: file).draw()
        } catch {
            return .error(error.description)
        }
        return .result
    }

    /// The frames of a recording the target replays: enough for the header's settings and
    /// the first gestures, few enough that an input costs milliseconds.
    static let replayedFrames = 8

    /// The most pixels a replayed window may have: the target draws the last frame at the
    /// window's size, and at 16 Mpx that takes a long while (a larger recording is read, not played).
    static let replayedPixels = 1 << 20

    /// The largest window the recording asks for, in pixels, at its start or after a resize.
    private static func largestWindow(_ recording: Recording) -> Double {
        let scale = recording.header.scale * recording.header.scale
        return recording.events.reduce(recording.header.windowWidth * recording.header.windowHeight * scale) {
            largest, recorded in
            guard case let .resize(width, height) = recorded.event.kind else { return largest }
            return max(largest, width * height * scale)
        }
    }

    private static func removeContents(_ layer: Layer) {
        layer.contents = nil
        for sublayer in layer.sublayers { removeContents(sublayer) }
    }

    private static func recording(_ bytes: [UInt8]) -> Outcome {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .error("fuzz.flingrec: is not UTF-8 text")
        }
        let recording: Recording
        do {
            recording = try Recording.parse(text, path: "fuzz.flingrec")
        } catch {
            return .error(error.description)
        }
        // What a recording says, it writes back: a file that reads but does not round-trip
        // would replay differently after `demo --record` wrote it again.
        guard let again = try? Recording.parse(recording.text, path: "again.flingrec"), again == recording else {
            fatalError("recording does not read back what it writes:\n\(recording.text)")
        }
        guard largestWindow(recording) <= Double(replayedPixels) else { return .result }
        do {
            // A replay draws nothing while it runs; the last frame is drawn when asked for.
            _ = try SceneReplay(CornersScene.entry).run(recording, frames: replayedFrames).lastFrame
        } catch {
            return .error(error.description)
        }
        return .result
    }

    private static func eval(_ bytes: [UInt8]) -> Outcome {
        do {
            _ = try Eval.run(String(decoding: bytes, as: UTF8.self))
            return .result
        } catch {
            return .error("eval: \(error.message)")
        }
    }

    private static func profile(_ bytes: [UInt8]) -> Outcome {
        guard let text = String(validating: bytes, as: UTF8.self) else { return .error("fuzz.json: is not UTF-8 text") }
        let capture: ProfileCapture
        do {
            capture = try ProfileCapture.parse(text, path: "fuzz.json")
        } catch {
            return .error(error.description)
        }
        // A file `compare` reads, fling must write back: same frames, same figures.
        guard let again = try? ProfileCapture.parse(capture.summaryJSON(), path: "again.json"), again == capture else {
            fatalError("profile summary does not read back what it writes:\n\(capture.summaryJSON())")
        }
        let comparison = ProfileComparison(before: capture, after: capture)
        precondition(
            comparison.regressions(overPercent: 0).isEmpty, "a profile compared with itself shows a regression")
        _ = comparison.report(beforeName: "a", afterName: "b")
        let summary = capture.summary()
        _ = summary.report()
        for budget in ["render.p99=4ms", "hitch-ratio=5", "present.max=1", "late=0"] {
            _ = try? ProfileBudget(parsing: budget).broken(by: summary)
        }
        return .result
    }

    /// The most steps the layout target runs over all cases of an input: a solver operation
    /// costs microseconds, so an input stays in milliseconds.
    static let layoutSteps = 4_000

    private static func layout(_ bytes: [UInt8]) -> Outcome {
        guard let text = String(validating: bytes, as: UTF8.self) else { return .error("fuzz.json: is not UTF-8 text") }
        let file: LayoutCaseFile
        do {
            file = try LayoutCaseFile.parse(text, path: "fuzz.json")
        } catch {
            return .error(error.description)
        }
        var budget = layoutSteps
        for layoutCase in file.cases where layoutCase.steps.count <= budget {
            budget -= layoutCase.steps.count
            _ = LayoutCaseRunner.run(layoutCase)
        }
        return .result
    }

    private static func png(_ bytes: [UInt8]) -> Outcome {
        do {
            _ = try PNG.decode(bytes, name: "fuzz.png")
            return .result
        } catch {
            return .error("\(error)")
        }
    }
}

extension FuzzTarget {
    /// libFuzzer's test function (`LLVMFuzzerTestOneInput`) for this target: runs one input, writing what
    /// `plot` writes under `$FLING_FUZZ_SCRATCH` (Tools/fuzz sets it) or TMPDIR.
    public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
        _ = run(Array(UnsafeBufferPointer(start: data, count: size)), scratch: Self.scratch)
        return 0
    }

    private static let scratch: String = {
        let environment = ProcessInfo.processInfo.environment
        return environment["FLING_FUZZ_SCRATCH"] ?? environment["TMPDIR"] ?? "/tmp"
    }()
}
