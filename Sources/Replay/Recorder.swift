import Formats
import Input
import Time

/// Streams a live session's input to a `.flingrec` file as it happens.
///
/// Lines are buffered and flushed once per frame into a temporary file beside `path` (after a
/// crash it holds the input up to the last frame), and `finish` writes the end line that
/// tells a replay how long the session ran and only then puts the file at `path`. A recorder
/// dropped unfinished removes its temporary file, leaving any old recording as it was.
public final class Recorder {
    private let file: LineFile

    /// Starts the recording that `finish` will put at `path`, with its header.
    public init(path: String, header: RecordingHeader) throws(InputError) {
        file = try LineFile(path: path)
        file.write(header.jsonLine)
    }

    /// The recording's path.
    public var path: String { file.path }

    /// Records that the `count` vsyncs before `vsync` passed without a frame; called at the
    /// start of the frame of `vsync`, before its events.
    public func recordSkip(_ count: Int64, before vsync: Int64) {
        guard count > 0 else { return }
        file.write(SkippedVsyncs(frame: vsync, count: count).jsonLine)
    }

    /// Records `event`, delivered in the frame of `vsync`.
    public func record(_ event: InputEvent, vsync: Int64) {
        file.write(RecordedEvent(vsync: vsync, event: event).jsonLine)
    }

    /// Pushes buffered lines to the file; the run loop calls this once per frame.
    public func flush() { file.flush() }

    /// Writes the end line for the session's last frame and puts the file in place.
    public func finish(vsync: Int64, time: FrameTime) throws(InputError) {
        file.write(Recording.endLine(vsync: vsync, time: time))
        try file.close()
    }
}
