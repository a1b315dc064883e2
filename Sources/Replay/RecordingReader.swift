import Formats
import Foundation
import Time

/// Reads a `.flingrec` recording line by line, checking each line as `Recording.parse` does,
/// and hands out its events, skips and end as they come: what a replay streams through,
/// holding one line at a time however long the recording is.
///
/// The header is read when the reader is made. Every error names the file and the line, on
/// one line, and is thrown where that line is read, so a replay that streams a recording
/// checks the whole of it first with `Recording.scan(path:)`.
public final class RecordingReader {
    /// One line after the header.
    public enum Item: Hashable, Sendable {
        case event(RecordedEvent)
        case skip(SkippedVsyncs)
        /// The end line: the session's last frame and the time it ended.
        case end(vsync: Int64, time: FrameTime)
    }

    /// The recording's first line.
    public let header: RecordingHeader
    /// The file's path (or the name a text in memory goes by), as errors name it.
    public var path: String { lines.path }

    private let lines: LineReader
    private let fields = FieldReader()
    private var lastTime: Int64 = 0
    private var lastVsync: Int64 = 0
    /// The vsync of the last frame known to be drawn (-1: none yet); a skip must start after it.
    private var lastDrawn: Int64 = -1
    private var ended = false
    private var finished = false

    /// Opens the recording at `path` and reads its header.
    public convenience init(path: String) throws(InputError) {
        try self.init(lines: LineReader(path: path, what: "a recording is JSON Lines"))
    }

    /// Reads the recording `text` (a whole file's text); `path` names it in errors.
    public convenience init(text: String, path: String) throws(InputError) {
        if text.isEmpty { throw InputError(source: path, message: "is empty; a recording starts with a header line") }
        try self.init(lines: LineReader(text: text, path: path, what: "a recording is JSON Lines"))
    }

    private init(lines: LineReader) throws(InputError) {
        self.lines = lines
        guard let first = try lines.next() else {
            throw InputError(source: lines.path, message: "is empty; a recording starts with a header line")
        }
        let json = try Self.object(first, path: lines.path)
        do { header = try RecordingHeader(json: json, fields: fields) } catch {
            throw InputError(source: lines.path, place: .line(first.number), message: error.description)
        }
    }

    /// The next event, skip or end line; nil after the end line. A file that stops before
    /// its end line is an error ("truncated") at its last line, as is any text after it.
    public func next() throws(InputError) -> Item? {
        guard !finished else { return nil }
        guard let line = try lines.next() else {
            if ended {
                finished = true
                return nil
            }
            throw InputError(
                source: path, place: .line(lines.lineNumber),
                message: "the recording is truncated: it stops without its end line")
        }
        if ended { throw InputError(source: path, place: .line(line.number), message: "text after the end line") }
        let json = try Self.object(line, path: path)
        do throws(InputError) {
            let item = try item(json)
            if case .end = item { ended = true }
            return item
        } catch {
            throw InputError(source: path, place: .line(line.number), message: error.description)
        }
    }

    /// Parses a line into a JSON object, with the recording's errors for a line that is not one.
    private static func object(_ line: LineReader.Line, path: String) throws(InputError) -> JSONValue {
        // Most lines start with their "{"; only the others can be blank (tabs and Unicode spaces).
        if line.text.utf8.first != UInt8(ascii: "{") && line.text.trimmingCharacters(in: .whitespaces).isEmpty {
            throw InputError(
                source: path, place: .line(line.number), message: "blank line; every line is one JSON object")
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(line.text)
        } catch {
            if !line.endsWithNewline {
                throw InputError(
                    source: path, place: .line(line.number),
                    message: "the recording is truncated: its last line is cut off (\(error.message))")
            }
            throw InputError(
                source: path, place: .line(line.number),
                message: "not valid JSON: \(error.message) at column \(error.column ?? 0)")
        }
        guard case .object = json else {
            throw InputError(
                source: path, place: .line(line.number), message: "expected a JSON object, found \(json.kindName)")
        }
        return json
    }

    private func item(_ json: JSONValue) throws(InputError) -> Item {
        let type = try fields.string("type", in: json)
        if type == "skip" {
            guard header.version >= 2 else {
                throw InputError(field: "type", message: "is \"skip\", which version 1 recordings do not have")
            }
            try fields.allow(["frame", "type", "vsyncs"], in: json)
            let frame = try fields.int("frame", in: json, range: 1...RecordingHeader.maximumVsyncs)
            let count = try fields.int("vsyncs", in: json, range: 1...frame)
            guard frame - count > lastDrawn else {
                throw InputError(
                    field: "vsyncs",
                    message:
                        "skips \(count) vsyncs before frame \(frame), back to vsync \(frame - count), but frame \(lastDrawn) was drawn; skips never overlap drawn frames"
                )
            }
            lastDrawn = frame
            lastVsync = frame
            return .skip(SkippedVsyncs(frame: frame, count: count))
        }
        let time = try fields.int("t", in: json, range: 0...RecordingHeader.maximumTime)
        let vsync = try fields.int("frame", in: json, range: 0...RecordingHeader.maximumVsyncs)
        guard time >= lastTime else {
            throw InputError(
                field: "t", message: "is \(time), earlier than the line before (\(lastTime)); times never go back")
        }
        guard vsync >= lastVsync else {
            throw InputError(
                field: "frame",
                message: "is \(vsync), earlier than the line before (\(lastVsync)); frames never go back")
        }
        lastTime = time
        lastVsync = vsync
        lastDrawn = vsync
        if type == "end" {
            try fields.allow(["t", "frame", "type"], in: json)
            return .end(vsync: vsync, time: .nanoseconds(time))
        }
        let event = try RecordedEvent(json: json, type: type, fields: fields)
        if case let .resize(width, height) = event.event.kind,
            let problem = RecordingHeader.frameSizeProblem(width: width, height: height, scale: header.scale)
        {
            throw InputError(field: "width", message: problem)
        }
        return .event(event)
    }
}
