internal import ArgumentParser
internal import Formats
internal import Foundation
import Host
internal import Profiler
internal import Replay
internal import SDLHost
import Time

struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Run a scene (or a recording, at real pace) and report where each frame's time went.",
        discussion: """
            Prints frames, fps, frame classes (on time, late and the phase that made it late, dropped \
            vsyncs, warm-up), hitches (Apple's hitch-time ratio, ms per s), per-phase (events, animate, \
            render, present) percentiles and a breakdown by the scene's frame labels. --trace-out writes \
            Chrome trace-event JSON that Perfetto (ui.perfetto.dev) and chrome://tracing open; --report \
            writes one self-contained HTML page with the frame chart, the percentiles and thumbnails of \
            the frames around the worst hitches; --summary-out writes the summary and every frame's \
            times as JSON, which 'profile compare' reads. --budget exits non-zero when a figure is over \
            its limit.
            """,
        subcommands: [ProfileCompareCommand.self])

    @Option(help: "Seconds to run (default 5; with --replay, the recording's length).")
    var seconds: Double?

    @Option(help: ArgumentHelp("Drive the scene with this recording, at real pace.", valueName: "recording"))
    var replay: String?

    @Option(help: "The scene to run (ignored with --replay; default: the first).")
    var scene: String?

    @Flag(help: "Run without a window.")
    var headless = false

    @Option(
        name: .customLong("trace-out"), help: ArgumentHelp("Write Chrome trace-event JSON here.", valueName: "file"))
    var traceOut: String?

    @Option(name: .customLong("csv-out"), help: ArgumentHelp("Write one CSV row per frame here.", valueName: "file"))
    var csvOut: String?

    @Option(help: ArgumentHelp("Write a self-contained HTML report here.", valueName: "file"))
    var report: String?

    @Option(
        name: .customLong("summary-out"),
        help: ArgumentHelp(
            "Write the summary and every frame's times as JSON here (for 'profile compare').", valueName: "file"))
    var summaryOut: String?

    @Option(
        help: ArgumentHelp(
            "With --replay: profile the recording this many times (1…100), for 'profile compare' to test changes across runs.",
            valueName: "n"))
    var runs = 1

    @Option(
        name: .customLong("budget"),
        help: ArgumentHelp(
            "A limit, repeatable: SERIES.STAT=Nms (series: frame-interval, events, animate, render, present; stat: p50, p90, p95, p99, max, mean), hitch-ratio=N (ms/s), late=N or dropped=N (frames). Exits non-zero naming each one broken.",
            valueName: "name=limit"))
    var budgetTexts: [String] = []

    @OptionGroup var loop: RunLoopOptions

    func validate() throws {
        try SharedValidation.check(frames: nil, seconds: seconds)
        if replay != nil && loop.fps != nil {
            throw ValidationError("--fps cannot be used with --replay: a recording has its own frame period")
        }
        try loop.check(headless: headless)
        try loop.checkReduceMotion(replaying: replay != nil)
        if replay == nil { _ = try SharedValidation.scene(scene) }
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be between 1 and 100, not \(runs)") }
        if runs > 1 && replay == nil {
            throw ValidationError("--runs needs --replay: only a recording can be run the same way again")
        }
        _ = try budgets()
    }

    /// The parsed `--budget`s.
    private func budgets() throws -> [ProfileBudget] {
        do {
            return try budgetTexts.map { text throws(InputError) in try ProfileBudget(parsing: text) }
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        try CommandError.checkFiles(
            outputs: [
                ("--trace-out", traceOut), ("--csv-out", csvOut), ("--summary-out", summaryOut),
                ("--report", report),
            ],
            inputs: [("--replay", replay)])
        let budgets = try budgets()
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
            try loop.applyReduceMotion(to: &options, environment: ProcessInfo.processInfo.environment)
        }
        loop.apply(to: &options)
        options.keepsThumbnails = report != nil
        var sessions: [Session] = []
        for _ in 0..<runs {
            do {
                let session = try Session(options: options, scenes: AppCommand.app.scenes, windows: SDLWindowSystem())
                _ = try session.run()
                sessions.append(session)
            } catch {
                throw CommandError(error.message)
            }
        }
        let profilers = sessions.map(\.profiler)
        let capture = ProfileCapture(profilers: profilers, source: replay ?? options.scene)
        let summary = capture.summary()
        print(summary.report())
        // With --runs, the trace, the CSV and the report are of the last run.
        let last = sessions.last!
        if let traceOut { try write(last.profiler.chromeTraceJSON(), to: traceOut, what: "trace") }
        if let csvOut { try write(last.profiler.perFrameCSV(), to: csvOut, what: "CSV") }
        if let summaryOut { try write(capture.summaryJSON(), to: summaryOut, what: "summary") }
        if let report {
            let source =
                replay.map { "replay of \(($0 as NSString).lastPathComponent)" }
                ?? (headless ? "headless run" : "live run in a window")
            let subtitle =
                "\(source) · fling profile · \(last.profiler.frames.count) frames"
                + (runs > 1 ? " (the last of \(runs) runs)" : "")
            try write(last.profileReport(title: last.sceneName, subtitle: subtitle).html(), to: report, what: "report")
        }
        let broken = budgets.compactMap { $0.broken(by: summary) }
        if !budgets.isEmpty {
            for line in broken { FileHandle.standardError.write(Data("\(AppCommand.app.name): \(line)\n".utf8)) }
            guard broken.isEmpty else {
                throw CommandError("\(broken.count) of \(budgets.count) budget\(budgets.count == 1 ? "" : "s") broken")
            }
            print("budgets kept: \(budgets.map(\.text).joined(separator: ", "))")
        }
    }

    /// Writes `text` to `path`, replacing the file only once the new one is complete.
    private func write(_ text: String, to path: String, what: String) throws {
        do { try AtomicFile.write(text, to: path) } catch { throw CommandError(error.description) }
        print("wrote \(what) to \(path)")
    }
}
