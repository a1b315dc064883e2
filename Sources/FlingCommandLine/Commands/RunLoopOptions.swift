internal import ArgumentParser
import Host
import Input

/// The run-loop flags `demo` and `profile` share: frame rate, a frame delay, the overlay and
/// the render threads, checked once and applied to a session the same way.
struct RunLoopOptions: ParsableArguments {
    @Option(help: "Frame rate (default: the display's refresh rate, 60 Hz when unknown).")
    var fps: Double?

    @Option(
        name: .customLong("frame-delay"),
        help: ArgumentHelp(
            "Make every frame's work this many milliseconds longer, the loop kept busy as on a slower machine; it shows in the render phase (0…1000).",
            valueName: "ms"))
    var frameDelay: Double = 0

    @Flag(help: "Draw the live frame-timing overlay in the window's top-right corner (its cost counts as present).")
    var overlay = false

    @Option(
        name: .customLong("render-threads"),
        help: ArgumentHelp(
            "Threads drawing each frame, the run loop's included (1…64; the image is the same for any).", valueName: "n"
        ))
    var renderThreads = 1

    func validate() throws {
        if let fps, !(fps >= 1 && fps <= 1000) { throw ValidationError("--fps must be between 1 and 1000, not \(fps)") }
        guard frameDelay >= 0 && frameDelay <= 1000 else {
            throw ValidationError("--frame-delay must be between 0 and 1000 milliseconds, not \(frameDelay)")
        }
        guard (1...64).contains(renderThreads) else {
            throw ValidationError("--render-threads must be between 1 and 64, not \(renderThreads)")
        }
    }

    /// Refuses the overlay in a run without a window.
    func check(headless: Bool) throws {
        if overlay && headless { throw ValidationError("--overlay needs a window; drop --headless") }
    }

    /// Sets the delay, overlay and threads of `options` (the frame rate is the caller's: a
    /// replay has its own).
    func apply(to options: inout SessionOptions) {
        options.frameDelay = .milliseconds(frameDelay)
        options.overlay = overlay
        options.renderThreads = renderThreads
    }
}
