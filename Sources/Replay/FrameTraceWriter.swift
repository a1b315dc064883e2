import Formats

/// Writes a frame trace, one JSON line per frame.
///
/// The lines go to a temporary file beside `path`; `finish()` puts it in place. A writer
/// dropped unfinished (the session failed) removes it, leaving any old trace as it was.
public final class FrameTraceWriter {
    private let file: LineFile

    /// Starts the trace that `finish()` will put at `path`.
    public init(path: String) throws(InputError) {
        file = try LineFile(path: path)
    }

    /// The trace's path.
    public var path: String { file.path }

    /// Appends one frame.
    public func write(_ record: FrameTraceRecord) { file.write(record.jsonLine) }

    /// Writes the last lines and replaces the file at `path` with the trace.
    public func finish() throws(InputError) { try file.close() }
}
