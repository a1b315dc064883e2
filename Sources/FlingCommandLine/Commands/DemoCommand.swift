internal import ArgumentParser
internal import Formats
internal import Foundation
import Host
import Motion
internal import SDLHost
import Time

struct DemoCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "demo",
            abstract: "Open a scene in a window (or headless) and interact with it.",
            discussion: """
                Scenes:
                \(AppCommand.app.scenes.map { "  \($0.name) — \($0.summary)" }.joined(separator: "\n"))

                In the window, the list at the left edge (or keys 1–9 and 0) opens another scene; the scene \
                gets the window less the list (--no-sidebar hides it). A recording or trace holds one scene: \
                switching ends it. Escape or closing the window quits. Without a display, run under \
                xvfb-run -a or pass --headless.

                M toggles Reduce Motion (shown in the list; --reduce-motion or FLING_REDUCE_MOTION=1 starts \
                with it on): Fling's flips and curls become cross-dissolves, and a scene can read it from its \
                engine (accessibilityReduceMotion) in update(at:) or where it starts an animation. A \
                recording stores the setting at its start and every M press, so its replay toggles in the \
                same frame.
                """)
    }

    @Option(help: "The scene to run (default: the first; --list names them).")
    var scene: String?

    @Flag(help: "Print the scene names, one a line, and exit.")
    var list = false

    @Flag(
        name: .customLong("no-sidebar"),
        help: "Hide the scene list at the window's left edge; keys 1–9 and 0 still switch scenes.")
    var noSidebar = false

    @Flag(help: "Run without a window (no input; useful with --frames and --screenshot).")
    var headless = false

    @Option(help: "Stop after this many frames.")
    var frames: Int?

    @Option(help: "Stop after this many seconds.")
    var seconds: Double?

    @Option(help: "Window size in points, as WIDTHxHEIGHT.")
    var size = "1280x800"

    @Option(help: ArgumentHelp("Write a PNG of the last frame here.", valueName: "path"))
    var screenshot: String?

    @Option(help: ArgumentHelp("Record the input to this .flingrec file.", valueName: "file"))
    var record: String?

    @Option(help: ArgumentHelp("Write a frame trace (JSON Lines) here.", valueName: "file"))
    var trace: String?

    @Flag(name: .customLong("pixel-hashes"), help: "Add each frame's pixel hash to the --trace.")
    var pixelHashes = false

    @OptionGroup var loop: RunLoopOptions

    func validate() throws {
        try SharedValidation.check(frames: frames, seconds: seconds)
        _ = try SharedValidation.size(size)
        try loop.check(headless: headless)
        if pixelHashes && trace == nil {
            throw ValidationError("--pixel-hashes adds to the --trace; give --trace FILE too")
        }
        _ = try SharedValidation.scene(scene)
    }

    func run() throws {
        if list {
            print(AppCommand.app.scenes.map(\.name).joined(separator: "\n"))
            return
        }
        try CommandError.checkFiles(outputs: [("--record", record), ("--trace", trace), ("--screenshot", screenshot)])
        var options = SessionOptions(mode: headless ? .headless : .window)
        options.scene = try SharedValidation.scene(scene).name
        options.windowSize = try SharedValidation.size(size)
        options.frames = frames
        options.duration = seconds.map { FrameTime.seconds($0) }
        options.framesPerSecond = loop.fps
        options.screenshotPath = screenshot
        options.recordPath = record
        options.tracePath = trace
        options.tracePixelHashes = pixelHashes
        options.sceneSwitcher = true
        options.sidebar = !noSidebar
        loop.apply(to: &options)
        try loop.applyReduceMotion(to: &options, environment: ProcessInfo.processInfo.environment)
        do {
            let session = try Session(options: options, scenes: AppCommand.app.scenes, windows: SDLWindowSystem())
            _ = try session.run()
        } catch {
            throw CommandError(error.message)
        }
    }
}

/// Checks flags that several commands share, with messages that name the flag.
enum SharedValidation {
    /// The most frames and seconds a run may ask for: the profiler keeps every frame (about
    /// 170 bytes each), so a run's memory follows from them.
    static let maximumFrames = 1_000_000
    static let maximumSeconds = 3600.0

    static func check(frames: Int?, seconds: Double?) throws {
        if let frames, !(1...maximumFrames).contains(frames) {
            throw ValidationError("--frames must be between 1 and \(maximumFrames), not \(frames)")
        }
        if let seconds, !(seconds > 0 && seconds <= maximumSeconds) {
            throw ValidationError(
                "--seconds must be positive and at most \(Int(maximumSeconds)) (an hour), not \(seconds)")
        }
    }

    /// The scene `--scene` names, or the app's first.
    static func scene(_ name: String?) throws -> SceneEntry {
        let app = AppCommand.app
        guard let name else { return app.scenes[0] }
        guard let entry = app.scene(named: name) else {
            throw ValidationError("--scene \(ErrorText.clip(name)) is not a scene; scenes: \(app.sceneNames)")
        }
        return entry
    }

    static func size(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (64...8192).contains(w),
            (64...8192).contains(h)
        else {
            throw ValidationError(
                "--size must be WIDTHxHEIGHT with each between 64 and 8192, not \(ErrorText.clip(text))")
        }
        return Size(width: Double(w), height: Double(h))
    }
}
