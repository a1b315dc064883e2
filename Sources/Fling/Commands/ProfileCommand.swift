import Host
import Input
internal import ArgumentParser
internal import Formats
internal import Foundation
internal import FrameLoop
internal import Replay

struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Run a scene (or a recording, at real pace) and report where each frame's time went.",
        discussion: """
            Prints frames, fps, frame-interval percentiles, hitches (Apple's hitch-time ratio, ms per s) \
            and per-phase (events, animate, render, present) percentiles. --trace-out writes Chrome \
            trace-event JSON that Perfetto (ui.perfetto.dev) and chrome://tracing open; --report writes \
            one self-contained HTML page with the frame chart, the percentiles and thumbnails of the \
            frames around the worst hitches.
            """)

    @Option(help: "Seconds to run (default 5; with --replay, the recording's length).")
    var seconds: Double?

    @Option(help: ArgumentHelp("Drive the scene with this recording, at real pace.", valueName: "recording"))
    var replay: String?

    @Option(help: "The scene to run (ignored with --replay; default: the first).")
    var scene: String?

    @Flag(help: "Run without a window.")
    var headless = false

    @Option(name: .customLong("trace-out"), help: ArgumentHelp("Write Chrome trace-event JSON here.", valueName: "file"))
    var traceOut: String?

    @Option(name: .customLong("csv-out"), help: ArgumentHelp("Write one CSV row per frame here.", valueName: "file"))
    var csvOut: String?

    @Option(help: ArgumentHelp("Write a self-contained HTML report here.", valueName: "file"))
    var report: String?

    @OptionGroup var loop: RunLoopOptions

    func validate() throws {
        try SharedValidation.check(frames: nil, seconds: seconds)
        if replay != nil && loop.fps != nil { throw ValidationError("--fps cannot be used with --replay: a recording has its own frame period") }
        try loop.check(headless: headless)
        if replay == nil { _ = try SharedValidation.scene(scene) }
    }

    func run() throws {
        try CommandError.checkFiles(outputs: [("--trace-out", traceOut), ("--csv-out", csvOut), ("--report", report)], inputs: [("--replay", replay)])
        var options: SessionOptions
        if let replay {
            let loaded: Recording
            do { loaded = try Recording.load(path: replay) } catch { throw CommandError(error.description) }
            options = SessionOptions(mode: .pacedReplay(loaded, window: !headless))
            options.duration = seconds.map { FrameTime.seconds($0) }
        } else {
            options = SessionOptions(mode: headless ? .headless : .window)
            options.scene = try SharedValidation.scene(scene).name
            options.duration = .seconds(seconds ?? 5)
            options.framesPerSecond = loop.fps
        }
        loop.apply(to: &options)
        options.keepsThumbnails = report != nil
        let session: Session
        do {
            session = try Session(options: options, scenes: AppCommand.app.scenes)
            _ = try session.run()
        } catch {
            throw CommandError(error.message)
        }
        print(session.profiler.summary().report())
        if let traceOut { try write(session.profiler.chromeTraceJSON(), to: traceOut, what: "trace") }
        if let csvOut { try write(session.profiler.perFrameCSV(), to: csvOut, what: "CSV") }
        if let report {
            let source = replay.map { "replay of \(($0 as NSString).lastPathComponent)" }
                ?? (headless ? "headless run" : "live run in a window")
            let title = session.sceneName
            let subtitle = "\(source) · fling profile · \(session.profiler.frames.count) frames"
            try write(session.profileReport(title: title, subtitle: subtitle).html(), to: report, what: "report")
        }
    }

    /// Writes `text` to `path`, replacing the file only once the new one is complete.
    private func write(_ text: String, to path: String, what: String) throws {
        do { try AtomicFile.write(text, to: path) } catch { throw CommandError(error.description) }
        print("wrote \(what) to \(path)")
    }
}
