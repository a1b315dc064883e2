internal import ArgumentParser
import Host
import Input

/// The run-loop flags `demo` and `profile` share: frame rate, a frame delay, the overlay,
/// the render threads and Reduce Motion, checked once and applied to a session the same way.
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

    @Flag(
        name: .customLong("reduce-motion"), inversion: .prefixedNo,
        help: ArgumentHelp(
            "Start with Reduce Motion on (or off): flips and curls become cross-dissolves, and scenes may tone down their own motion; the M key toggles it while running. Default: the FLING_REDUCE_MOTION environment variable (1/true/yes, 0/false/no), else off. A recording stores it; its replay cannot override it."
        ))
    var reduceMotion: Bool?

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

    /// Refuses `--reduce-motion` and `--no-reduce-motion` with a recording: its header holds
    /// the setting the live run had, and a replay must show what that run showed.
    func checkReduceMotion(replaying: Bool) throws {
        guard replaying, let reduceMotion else { return }
        throw ValidationError(
            "--\(reduceMotion ? "" : "no-")reduce-motion cannot be used with --replay: the recording stores whether Reduce Motion was on (its header's reduceMotion), and a replay shows what the live run showed"
        )
    }

    /// Sets the delay, overlay and threads of `options` (the frame rate is the caller's: a
    /// replay has its own).
    func apply(to options: inout SessionOptions) {
        options.frameDelay = .milliseconds(frameDelay)
        options.overlay = overlay
        options.renderThreads = renderThreads
    }

    /// Sets `options.reduceMotion` for a live run from the flag or, without one, from
    /// `environment`'s `FLING_REDUCE_MOTION` (`ReduceMotionSetting`).
    func applyReduceMotion(to options: inout SessionOptions, environment: [String: String]) throws(CommandError) {
        options.reduceMotion = try ReduceMotionSetting.resolve(flag: reduceMotion, environment: environment)
    }
}
