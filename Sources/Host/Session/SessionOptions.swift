import Motion
package import Replay
import Time

/// How a session runs: what drives it, how long, and what it writes.
package struct SessionOptions: Sendable {
    /// Where input and frames come from.
    package enum Mode: Sendable {
        /// A window from the session's window system (SDL in `FlingApp`), paced by the timer
        /// display link.
        case window
        /// No window and no input, paced by the timer display link.
        case headless
        /// A recording's input on a virtual clock at the recorded frame period, as fast as
        /// the machine goes: the deterministic replay.
        case replay(Replay.Recording)
        /// The deterministic replay of the recording file at `path`, streamed: its events are
        /// read line by line as the frames consume them, so memory does not grow with the
        /// recording. Check the file first (`Recording.scan(path:)`): a line that turns out
        /// bad mid-replay stops the session with its error.
        case replayFile(path: String)
        /// A recording's input at real pace (the timer display link), in a window when
        /// `window` is true; for profiling a recorded interaction.
        case pacedReplay(Replay.Recording, window: Bool)
    }

    package var mode: Mode
    /// The scene to run (ignored for replays, which use the recording's scene).
    package var scene = ""
    /// The window's size in points at the start (replays use the recording's).
    package var windowSize = Size(width: 1280, height: 800)
    /// Stop after this many frames.
    package var frames: Int?
    /// Stop once this much session time has passed.
    package var duration: FrameTime?
    /// Refresh rate override; otherwise the display's, with 0 or unknown meaning 60 Hz.
    package var framesPerSecond: Double?
    /// Write a PNG of the last frame here.
    package var screenshotPath: String?
    /// Record the session's input here (live modes only).
    package var recordPath: String?
    /// Write a frame trace here.
    package var tracePath: String?
    /// Add each frame's pixel hash to the trace. Off by default: a trace's values hold on
    /// any machine, while a hash also changes with the renderer and the installed font.
    package var tracePixelHashes = false
    /// Extra time every frame's work takes: the loop stays busy this long
    /// after drawing, as it would on a slower machine, so a scene can be seen and tested
    /// with late frames. It lands in the render phase of the profile.
    package var frameDelay: FrameTime = .zero
    /// Draw the live frame-timing overlay (`ProfilerOverlay`) over the scene in the window.
    /// It is drawn after the frame's pixel hash, so traces and replays do not see it.
    package var overlay = false
    /// The threads that draw each frame, the run loop's own included (`LayerRenderer(threads:)`).
    /// The image is the same for any count; docs/rendering.md says why 1 is the default.
    package var renderThreads = 1
    /// Keys 1–9 and 0 switch to the app's first ten scenes (window runs of an app with more
    /// than one scene). A switch ends the recording and the trace: each holds one scene.
    package var sceneSwitcher = false
    /// With the switcher, a panel at the window's left edge lists every scene and switches
    /// on a click; the scene gets the rest of the window.
    package var sidebar = true
    /// Start with Reduce Motion on: every scene's `engine.accessibilityReduceMotion` is set
    /// to it when the scene is made, and the M key (`Session.reduceMotionKey`) toggles it.
    /// Live modes only: a replay starts as its recording's header says, whatever this is.
    package var reduceMotion = false
    /// Draw every frame (the default). Off, a replay with no window only checks values:
    /// nothing is drawn while it runs, and the pixels are drawn once, when asked for
    /// (`Session.drawnFrame()`, the screenshot at the end). A trace with pixel hashes, the
    /// overlay, thumbnails and a window draw every frame whatever this says.
    package var drawsEveryFrame = true
    /// Time every frame's phases and keep them (`Session.profiler`; the default). Off, the
    /// profiler stays empty, so a long replay holds no per-frame record.
    package var profiles = true
    /// Keep thumbnails of the frames around the worst hitches (`Session.thumbnails`), for
    /// the profile report. They are taken between render and present, outside every phase.
    package var keepsThumbnails = false

    package init(mode: Mode) {
        self.mode = mode
    }
}
