/// Writes a frame trace, one JSON line per frame.
public final class FrameTraceWriter {
    private let file: LineFile

    /// Creates (or truncates) the trace file at `path`.
    public init(path: String) throws(FormatError) {
        file = try LineFile(path: path)
    }

    /// The trace's path.
    public var path: String { file.path }

    /// Appends one frame.
    public func write(_ record: FrameTraceRecord) { file.write(record.jsonLine) }

    /// Flushes and closes the file.
    public func finish() throws(FormatError) { try file.close() }
}
