import Formats

/// Reads a frame trace one line at a time: each non-empty line one JSON object, errors naming
/// the file and the line. `FrameTrace.load` collects its frames; a replay's `--expect`
/// compares them as they come (`TraceComparison(streaming:)`), holding one line.
public final class FrameTraceReader {
    private let lines: LineReader
    /// The 1-based line of the last frame read (0 before the first).
    public private(set) var line = 0

    /// Opens the trace at `path` (a regular file of UTF-8 text; a byte-order mark is skipped).
    public init(path: String) throws(InputError) {
        lines = try LineReader(path: path, what: "a trace is JSON Lines")
    }

    /// Reads trace `text`; `path` names it in errors.
    public init(text: String, path: String) {
        lines = LineReader(text: text, path: path, what: "a trace is JSON Lines")
    }

    /// The trace's path, as errors name it.
    public var path: String { lines.path }

    /// The next frame, or nil at the end of the trace; empty lines are passed over.
    public func next() throws(InputError) -> JSONValue? {
        guard let text = try nextLine() else { return nil }
        return try frame(text, line: line)
    }

    /// The next frame's line as written, unparsed, or nil at the end of the trace; empty
    /// lines are passed over. `frame(_:line:)` parses it with the reader's errors.
    public func nextLine() throws(InputError) -> String? {
        while let next = try lines.next() {
            guard !next.text.isEmpty else { continue }
            line = next.number
            return next.text
        }
        return nil
    }

    /// Parses the frame on line `line` of this trace.
    public func frame(_ text: String, line: Int) throws(InputError) -> JSONValue {
        let json: JSONValue
        do {
            json = try JSONParser.parse(text)
        } catch {
            throw InputError(source: path, place: .line(line), message: "not valid JSON: \(error)")
        }
        guard case .object = json else {
            throw InputError(
                source: path, place: .line(line), message: "expected a JSON object, found \(json.kindName)")
        }
        return json
    }

    /// What `scan(path:)` learns of a trace without keeping its frames.
    public struct Summary: Hashable, Sendable {
        /// Frames in the trace.
        public var frames: Int
        /// Whether any frame has a pixel hash.
        public var hasPixelHashes: Bool
    }

    /// Reads the whole trace at `path` and checks every line as `FrameTrace.load` does, keeping
    /// only counts: a replay checks its expected trace this way before its first frame.
    public static func scan(path: String) throws(InputError) -> Summary {
        let reader = try FrameTraceReader(path: path)
        var summary = Summary(frames: 0, hasPixelHashes: false)
        while let frame = try reader.next() {
            summary.frames += 1
            if !summary.hasPixelHashes && frame["hash"] != nil { summary.hasPixelHashes = true }
        }
        return summary
    }
}
