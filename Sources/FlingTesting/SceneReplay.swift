import Formats
import Host
import Raster
import Rendering
import Replay

/// Replays recordings of one scene in memory, on a virtual clock: no window, no files.
///
/// The scene's engine starts with the recording's Reduce Motion (its header's `reduceMotion`,
/// `InputScript.reduceMotion`), and a recorded M press toggles it, as in the live run.
///
/// ```swift
/// var script = InputScript(scene: "ball")
/// script.flick(from: Point(x: 640, y: 400), velocity: Point(x: 2000, y: 0))
/// let run = try SceneReplay(BallScene.entry).run(script.recording())
/// #expect(run.trace.frames.last?["ball.x"]?.double == 640)
/// ```
public struct SceneReplay {
    /// The scene the recordings drive (a recording names it; it must be this one).
    public let entry: SceneEntry

    /// Replays recordings of the scene `entry` makes.
    public init(_ entry: SceneEntry) {
        self.entry = entry
    }

    /// What a replay produced.
    public struct Run {
        /// One JSON object per frame: the frame, its times, each traced recognizer's state and
        /// the scene's traced values (docs/formats.md, "Frame trace").
        public let trace: FrameTrace
        /// The scene as the last frame left it.
        public var scene: any Scene { session.scene }
        /// The last frame's pixels. A replay checks values and draws nothing while it runs
        /// (unless it hashes pixels); the first read draws the frame, in full.
        public var lastFrame: PixelBuffer { session.drawnFrame() }

        let session: Session
    }

    /// Replays `recording`; frames stop after `frames` frames when given.
    public func run(_ recording: Recording, frames: Int? = nil, pixelHashes: Bool = false) throws(ReplayError) -> Run {
        let session = try makeSession(.memory(recording), frames: frames, pixelHashes: pixelHashes)
        var records: [JSONValue] = []
        session.onTraceRecord = { records.append($0.json) }
        do { _ = try session.run() } catch { throw ReplayError(error.message) }
        return Run(trace: FrameTrace(frames: records), session: session)
    }

    /// Replays the recording at `path`.
    public func run(recordingAt path: String, frames: Int? = nil, pixelHashes: Bool = false) throws(ReplayError) -> Run
    {
        try run(try Self.load(path), frames: frames, pixelHashes: pixelHashes)
    }

    /// The recording at `path`, or a `ReplayError` naming the file and the problem.
    static func load(_ path: String) throws(ReplayError) -> Recording {
        try Recording.load(path: path)
    }

    /// A recording to replay: in memory, or a file streamed line by line (with its header,
    /// read when the file was checked).
    enum Input {
        case memory(Recording)
        case file(String, RecordingHeader)

        var header: RecordingHeader {
            switch self {
            case let .memory(recording): recording.header
            case let .file(_, header): header
            }
        }
    }

    func makeSession(_ input: Input, frames: Int?, pixelHashes: Bool, tracePath: String? = nil) throws(ReplayError)
        -> Session
    {
        guard input.header.scene == entry.name else {
            throw ReplayError(
                "the recording is of scene \"\(ErrorText.clip(input.header.scene))\", not \"\(entry.name)\"")
        }
        let mode: SessionOptions.Mode
        switch input {
        case let .memory(recording): mode = .replay(recording)
        case let .file(path, _): mode = .replayFile(path: path)
        }
        var options = SessionOptions(mode: mode)
        options.frames = frames
        options.tracePixelHashes = pixelHashes
        options.tracePath = tracePath
        // Values only: pixels are drawn for the hashes, or for `Run.lastFrame` when read.
        options.drawsEveryFrame = false
        options.profiles = false
        do { return try Session(options: options, scenes: [entry]) } catch { throw ReplayError(error.message) }
    }
}

/// A replay that could not run, or whose trace is not the golden one: an `InputError` whose
/// description is the one line to read (and, for a mismatch, where the failure's images
/// are); a recording that cannot be read names its file and line.
public typealias ReplayError = InputError
