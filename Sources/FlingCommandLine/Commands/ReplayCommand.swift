internal import ArgumentParser
import Host
internal import Replay
internal import SDLHost

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Re-run a recording headless on a virtual clock and write its frame trace.",
        discussion: """
            The replay runs the recorded scene at the recorded frame period, delivering each event in \
            the frame that consumed it live, so two replays of one recording give byte-identical traces. \
            Reduce Motion starts as the recording's header says (FLING_REDUCE_MOTION is not read) and \
            toggles at its M presses. \
            With --expect it compares the trace with an expected one and reports the first difference.
            """)

    @Argument(help: ArgumentHelp("The .flingrec recording.", valueName: "recording"))
    var recording: String

    @Option(help: ArgumentHelp("Write the frame trace (JSON Lines) here.", valueName: "file"))
    var trace: String?

    @Flag(
        name: .customLong("pixel-hashes"),
        help: "Add each frame's pixel hash to the trace (on by itself when the --expect trace has hashes).")
    var pixelHashes = false

    @Option(
        help: ArgumentHelp(
            "Compare the trace with this expected trace; exit 1 at the first difference.", valueName: "file"))
    var expect: String?

    @Option(help: ArgumentHelp("Write a PNG of the last frame here.", valueName: "path"))
    var screenshot: String?

    @Option(help: "Stop after this many frames (with --screenshot: a picture of frame N − 1 mid-interaction).")
    var frames: Int?

    // Only to refuse it with the reason: the recording decides Reduce Motion.
    @Flag(name: .customLong("reduce-motion"), inversion: .prefixedNo, help: .hidden)
    var reduceMotion: Bool?

    func validate() throws {
        try SharedValidation.check(frames: frames, seconds: nil)
        if let reduceMotion {
            throw ValidationError(
                "--\(reduceMotion ? "" : "no-")reduce-motion cannot be used with replay: the recording stores whether Reduce Motion was on (its header's reduceMotion) and every M press, and a replay shows what the live run showed"
            )
        }
        if frames != nil && expect != nil {
            throw ValidationError(
                "--frames stops the replay early, so it cannot match the whole --expect trace; give one of them")
        }
    }

    func run() throws {
        try CommandError.checkFiles(
            outputs: [("--trace", trace), ("--screenshot", screenshot)],
            inputs: [("the recording", recording), ("--expect", expect)])
        // The recording and the expected trace are each read twice, line by line: checked
        // whole before the first frame (a bad line stops the replay before it starts), then
        // streamed as the frames need them. Neither is ever held whole in memory.
        let summary: Recording.Summary
        do { summary = try Recording.scan(path: recording) } catch { throw CommandError(error.description) }
        var options = SessionOptions(mode: .replayFile(path: recording))
        options.screenshotPath = screenshot
        options.frames = frames
        // Values only: pixels are drawn for the hashes or the screenshot asked for, no others.
        options.drawsEveryFrame = false
        options.profiles = false
        var comparison: TraceComparison?
        var expectsHashes = false
        if let expect {
            do {
                expectsHashes = try FrameTraceReader.scan(path: expect).hasPixelHashes
                comparison = TraceComparison(streaming: try FrameTraceReader(path: expect))
            } catch {
                throw CommandError(error.description)
            }
        }
        options.tracePixelHashes = pixelHashes || expectsHashes
        options.tracePath = trace
        let session: Session
        do { session = try Session(options: options, scenes: AppCommand.app.scenes, windows: SDLWindowSystem()) } catch
        { throw CommandError(error.message) }
        // The expected trace is compared frame by frame as the replay runs: no file of its own.
        if comparison != nil {
            session.onTraceRecord = { record in comparison!.add(line: record.jsonLine, frame: { record.json }) }
        }
        let report: SessionReport
        do { report = try session.run() } catch { throw CommandError(error.message) }
        print("replayed \(report.frames) frames of \(summary.header.scene) (\(summary.events) events)")
        if let expect, var comparison {
            let difference: TraceDifference?
            do { difference = try comparison.finish() } catch { throw CommandError(error.description) }
            if let difference { throw CommandError("trace differs from \(expect): \(difference)") }
            print("trace matches \(expect) (\(comparison.expectedCount) frames)")
        }
    }
}
