import App
import ArgumentParser
import Demos
import Motion

struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open a demo scene in a window (or headless) and interact with it.",
        discussion: """
            Scenes: \(DemoCatalog.all.map { "\($0.name) — \($0.summary)" }.joined(separator: "; "))
            Escape or closing the window quits. Without a display, run under xvfb-run -a or pass --headless.
            """)

    @Option(help: "The scene to run.")
    var scene = "corners"

    @Flag(help: "Run without a window (no input; useful with --frames and --screenshot).")
    var headless = false

    @Option(help: "Stop after this many frames.")
    var frames: Int?

    @Option(help: "Stop after this many seconds.")
    var seconds: Double?

    @Option(help: "Frame rate (default: the display's refresh rate, 60 Hz when unknown).")
    var fps: Double?

    @Option(help: "Window size in points, as WIDTHxHEIGHT.")
    var size = "1280x800"

    @Option(help: ArgumentHelp("Write a PNG of the last frame here.", valueName: "path"))
    var screenshot: String?

    @Option(help: ArgumentHelp("Record the input to this .flingrec file.", valueName: "file"))
    var record: String?

    @Option(help: ArgumentHelp("Write a frame trace (JSON Lines) here.", valueName: "file"))
    var trace: String?

    @Flag(help: "Draw the live frame-timing overlay in the window's top-right corner.")
    var overlay = false

    @Option(name: .customLong("render-threads"),
            help: ArgumentHelp("Threads drawing each frame, the run loop's included (1…64; the image is the same for any).", valueName: "n"))
    var renderThreads = 1

    func validate() throws {
        try SharedValidation.check(frames: frames, seconds: seconds, fps: fps)
        _ = try SharedValidation.size(size)
        if overlay && headless { throw ValidationError("--overlay needs a window; drop --headless") }
        try SharedValidation.check(renderThreads: renderThreads)
        guard DemoCatalog.type(named: scene) != nil else {
            throw ValidationError("--scene \(scene) is not a scene; scenes: \(DemoCatalog.all.map { $0.name }.joined(separator: ", "))")
        }
    }

    func run() throws {
        var options = SessionOptions(mode: headless ? .headless : .window)
        options.scene = scene
        options.windowSize = try SharedValidation.size(size)
        options.frames = frames
        options.seconds = seconds
        options.framesPerSecond = fps
        options.screenshotPath = screenshot
        options.recordPath = record
        options.tracePath = trace
        options.overlay = overlay
        options.renderThreads = renderThreads
        do {
            let session = try Session(options: options)
            _ = try session.run()
        } catch {
            throw CLIError(error.message)
        }
    }
}

/// Checks flags that several commands share, with messages that name the flag.
enum SharedValidation {
    static func check(frames: Int?, seconds: Double?, fps: Double?) throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, not \(frames)") }
        if let seconds, !(seconds > 0 && seconds.isFinite) { throw ValidationError("--seconds must be positive, not \(seconds)") }
        if let fps, !(fps >= 1 && fps <= 1000) { throw ValidationError("--fps must be between 1 and 1000, not \(fps)") }
    }

    static func check(renderThreads: Int) throws {
        guard (1...64).contains(renderThreads) else {
            throw ValidationError("--render-threads must be between 1 and 64, not \(renderThreads)")
        }
    }

    static func size(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (64...8192).contains(w), (64...8192).contains(h) else {
            throw ValidationError("--size must be WIDTHxHEIGHT with each between 64 and 8192, not \(text)")
        }
        return Size(width: Double(w), height: Double(h))
    }
}
