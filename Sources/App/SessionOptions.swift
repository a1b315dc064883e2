import Motion
import Replay

/// How a session runs: what drives it, how long, and what it writes.
public struct SessionOptions: Sendable {
    /// Where input and frames come from.
    public enum Mode: Sendable {
        /// A real SDL window, paced by the timer display link.
        case window
        /// No window and no input, paced by the timer display link.
        case headless
        /// A recording's input on a virtual clock at the recorded frame period, as fast as
        /// the machine goes: the deterministic replay.
        case replay(Replay.Recording)
        /// A recording's input at real pace (the timer display link), in a window when
        /// `window` is true; for profiling a recorded interaction.
        case pacedReplay(Replay.Recording, window: Bool)
    }

    public var mode: Mode
    /// The demo to run (ignored for replays, which use the recording's scene).
    public var scene = "corners"
    /// The window's size in points at the start (replays use the recording's).
    public var windowSize = Size(width: 1280, height: 800)
    /// Stop after this many frames.
    public var frames: Int?
    /// Stop once this much session time has passed.
    public var seconds: Double?
    /// Refresh rate override; otherwise the display's, with 0 or unknown meaning 60 Hz.
    public var framesPerSecond: Double?
    /// Write a PNG of the last frame here.
    public var screenshotPath: String?
    /// Record the session's input here (live modes only).
    public var recordPath: String?
    /// Write a frame trace here.
    public var tracePath: String?
    /// Draw the live frame-timing overlay (`ProfilerOverlay`) over the scene in the window.
    /// It is drawn after the frame's pixel hash, so traces and replays do not see it.
    public var overlay = false
    /// The threads that draw each frame, the run loop's own included (`LayerRenderer(threads:)`).
    /// The image is the same for any count; docs/rendering.md says why 1 is the default.
    public var renderThreads = 1

    public init(mode: Mode) {
        self.mode = mode
    }
}

