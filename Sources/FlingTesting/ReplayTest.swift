import Formats
import Foundation
import Host
import Layers
import Raster
import Rendering
import Replay

/// Replay tests of a scene against golden traces kept beside the test, for Swift Testing and
/// XCTest alike: `check` throws a `ReplayError` whose one line says what differs, and either
/// framework reports a thrown error as the test's failure.
///
/// ```swift
/// @Test func throwLandsInTheCorner() throws {
///     try ReplayTest.check("Recordings/throw.flingrec", scene: BallScene.entry)
/// }
/// ```
///
/// The golden is `throw.trace.jsonl` beside the recording: every frame's recognizer states
/// and traced values, compared exactly (no pixels: a font update cannot fail a gesture test).
/// Goldens are written as `RecordMode` says (`FLING_RECORD=missing|all|never`, never on CI).
/// On a mismatch the failure names the first differing frame and field, and writes to a
/// folder it names: both traces, the actual image of that frame, the expected image (a
/// golden PNG kept for that frame, `throw.frame-46.png`, or else the frame drawn with the
/// golden trace's values applied: values named `LAYER.x`, `LAYER.y`, `LAYER.width`,
/// `LAYER.height`, `LAYER.opacity`, `LAYER.scale`, `LAYER.shadowOpacity` or
/// `LAYER.cornerRadius` set those properties of the layer of that name) and the difference.
public enum ReplayTest {
    /// Replays `recording` (a path relative to the calling file's folder, or absolute) and
    /// compares its trace with `golden` (default: the recording's path with `.trace.jsonl`).
    public static func check(
        _ recording: String, scene: SceneEntry, golden: String? = nil,
        mode: RecordMode = .current, filePath: String = #filePath
    ) throws(ReplayError) {
        let recordingPath = resolve(recording, besides: filePath)
        let goldenPath = resolve(golden ?? Self.goldenName(for: recording), besides: filePath)
        // Checked whole here, then streamed through the replay: a long recording is never in memory.
        let summary: Recording.Summary
        do { summary = try Recording.scan(path: recordingPath) } catch { throw ReplayError(error.description) }
        let name = URL(fileURLWithPath: recordingPath).deletingPathExtension().lastPathComponent
        try compare(
            .file(recordingPath, summary.header), name: name, scene: scene, goldenPath: goldenPath, mode: mode,
            recordingPath: recordingPath)
    }

    /// Replays scripted input and compares its trace with the golden `NAME.trace.jsonl`
    /// beside the calling file (or `golden`, relative to that folder or absolute):
    ///
    /// ```swift
    /// var script = InputScript(scene: "ball")
    /// script.flick(from: Point(x: 640, y: 400), velocity: Point(x: 2000, y: 0))
    /// try ReplayTest.check(script, named: "flick-right", scene: BallScene.entry)
    /// ```
    public static func check(
        _ script: InputScript, named name: String, scene: SceneEntry, tail: Double = 1.5,
        golden: String? = nil, mode: RecordMode = .current,
        filePath: String = #filePath
    ) throws(ReplayError) {
        let goldenPath = resolve(golden ?? "\(name).trace.jsonl", besides: filePath)
        try compare(
            .memory(script.recording(tail: tail)), name: URL(fileURLWithPath: name).lastPathComponent, scene: scene,
            goldenPath: goldenPath, mode: mode)
    }

    /// The environment `FLING_RECORD` and `CI` are read from, when not the process's own:
    /// Fling's own tests of the record modes set it, so they behave the same on CI.
    @TaskLocal static var environment: [String: String]?

    /// `path` relative to the folder of `filePath`, unless absolute.
    static func resolve(_ path: String, besides filePath: String) -> String {
        path.hasPrefix("/")
            ? path : URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(path).path
    }

    /// Replays `input` (read from `recordingPath`, if from a file) and compares (or records,
    /// as `mode` says) the golden at `goldenPath`. The golden is written, and compared, line
    /// by line as the frames come; only a failure reads both traces whole, for its artefacts.
    static func compare(
        _ input: SceneReplay.Input, name: String, scene: SceneEntry, goldenPath: String,
        mode requested: RecordMode, recordingPath: String? = nil
    ) throws(ReplayError) {
        let environment = Self.environment ?? ProcessInfo.processInfo.environment
        if let value = environment["FLING_RECORD"], !value.isEmpty, RecordMode(rawValue: value.lowercased()) == nil {
            throw ReplayError("FLING_RECORD is \"\(ErrorText.clip(value))\"; use missing, all or never")
        }
        // A build machine never writes goldens, whatever mode a test passes.
        let onCI = !(environment["CI"] ?? "").isEmpty
        let mode = onCI ? RecordMode.never : requested
        // Checked in every mode: a golden that is the recording is a mistake whether it is
        // about to be written or read.
        do {
            try OutputPaths.check(
                outputs: [.init("the golden trace", goldenPath)],
                inputs: recordingPath.map { [.init("the recording", $0)] } ?? [])
        } catch {
            throw ReplayError("\(name): \(error)")
        }
        let replay = SceneReplay(scene)
        let exists = FileManager.default.fileExists(atPath: goldenPath)
        if mode == .all || (!exists && mode == .missing) {
            let session = try replay.makeSession(input, frames: nil, pixelHashes: false, tracePath: goldenPath)
            var frames = 0
            session.onTraceRecord = { _ in frames += 1 }
            do { _ = try session.run() } catch { throw ReplayError(error.message) }
            throw ReplayError(
                "\(name): \(exists ? "re-recorded" : "recorded") its golden trace \(goldenPath) (\(frames) frames; FLING_RECORD=\(mode.rawValue)); look at it, then run the test again"
            )
        }
        let session = try replay.makeSession(input, frames: nil, pixelHashes: false)
        guard exists else {
            throw ReplayError(
                "\(name): no golden trace \(goldenPath); record it with FLING_RECORD=missing (never on CI)")
        }
        var comparison: TraceComparison
        do {
            _ = try FrameTraceReader.scan(path: goldenPath)
            comparison = TraceComparison(streaming: try FrameTraceReader(path: goldenPath))
        } catch {
            throw ReplayError(error.description)
        }
        session.onTraceRecord = { record in comparison.add(line: record.jsonLine, frame: { record.json }) }
        do { _ = try session.run() } catch { throw ReplayError(error.message) }
        let found: TraceDifference?
        do { found = try comparison.finish() } catch { throw ReplayError(error.description) }
        guard let difference = found else { return }
        // The failure's artefacts need both traces and the recording whole.
        let recording: Recording
        switch input {
        case let .memory(held): recording = held
        case let .file(path, _): recording = try SceneReplay.load(path)
        }
        let expected: FrameTrace
        do { expected = try FrameTrace.load(path: goldenPath) } catch { throw ReplayError(error.description) }
        let actual = try replay.run(recording).trace
        let artifacts = writeArtifacts(
            name: name, recording: recording, replay: replay, expected: expected,
            actual: actual, line: difference.line, goldenPath: goldenPath)
        throw ReplayError("\(name): \(difference)\(artifacts.map { "; \($0)" } ?? "")")
    }

    /// `throw.flingrec` → `throw.trace.jsonl`.
    static func goldenName(for recording: String) -> String {
        (recording.hasSuffix(".flingrec") ? String(recording.dropLast(".flingrec".count)) : recording) + ".trace.jsonl"
    }

    static func write(_ trace: FrameTrace, to path: String) throws(ReplayError) {
        let text = trace.frames.map { JSONWriter.string($0) + "\n" }.joined()
        do { try AtomicFile.write(text, to: path) } catch { throw ReplayError(error.description) }
    }

    /// Writes the failure's traces and images to a new folder; returns the sentence naming
    /// it, or nil when nothing could be written.
    static func writeArtifacts(
        name: String, recording: Recording, replay: SceneReplay, expected: FrameTrace,
        actual: FrameTrace, line: Int, goldenPath: String
    ) -> String? {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("fling-replay-failures")
            .appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try write(expected, to: folder.appendingPathComponent("expected.trace.jsonl").path)
            try write(actual, to: folder.appendingPathComponent("actual.trace.jsonl").path)
        } catch {
            return nil
        }
        let frame = line - 1
        var images = ""
        if frame < actual.frames.count, let actualImage = try? replay.run(recording, frames: frame + 1).lastFrame,
            let expectedImage = expectedImage(
                frame: frame, expected: expected, recording: recording, replay: replay,
                goldenPath: goldenPath, size: actualImage)
        {
            let difference = ImageDifference(actual: actualImage, expected: expectedImage.buffer)
            do {
                try PNG.write(actualImage, to: folder.appendingPathComponent("actual.png").path)
                try PNG.write(expectedImage.buffer, to: folder.appendingPathComponent("expected.png").path)
                try PNG.write(difference.image, to: folder.appendingPathComponent("difference.png").path)
                images = "expected (\(expectedImage.source)), actual and difference images of frame \(frame), and "
            } catch {}
        }
        return "\(images)both traces in \(folder.path)"
    }

    /// The expected picture of `frame`: the golden PNG kept for it, or the replay's frame
    /// with the golden trace's layer values applied.
    static func expectedImage(
        frame: Int, expected: FrameTrace, recording: Recording, replay: SceneReplay,
        goldenPath: String, size: PixelBuffer
    ) -> (buffer: PixelBuffer, source: String)? {
        let base = goldenPath.hasSuffix(".trace.jsonl") ? String(goldenPath.dropLast(".trace.jsonl".count)) : goldenPath
        let pngPath = "\(base).frame-\(frame).png"
        if let image = try? PNG.read(pngPath), image.width == size.width, image.height == size.height {
            return (PixelBuffer(copying: image), "the golden PNG \(URL(fileURLWithPath: pngPath).lastPathComponent)")
        }
        guard frame < expected.frames.count, let run = try? replay.run(recording, frames: frame + 1),
            case let .object(members) = expected.frames[frame]
        else { return nil }
        let scene = run.scene
        var applied = 0
        for (key, value) in members {
            guard let number = value.double, let dot = key.lastIndex(of: ".") else { continue }
            if TracedLayerValue.apply(
                layer: String(key[..<dot]), property: String(key[key.index(after: dot)...]),
                value: number, in: scene.root)
            {
                applied += 1
            }
        }
        guard applied > 0 else { return nil }
        let buffer = PixelBuffer(width: size.width, height: size.height)
        LayerRenderer(text: AppFont.trueType())
            .draw(scene.root, into: buffer, scale: recording.header.scale, clearColor: scene.clearColor)
        return (buffer, "the replay's frame with \(applied) golden values applied")
    }
}
