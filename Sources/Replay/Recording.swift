import Foundation
import Formats
import Input

/// A recorded session: a header, the input events with the frames that consumed them, the
/// vsyncs the live run skipped, and the frame the session ended on. The `.flingrec` format
/// (JSON Lines) is specified in docs/formats.md.
public struct Recording: Hashable, Sendable {
    public var header: RecordingHeader
    /// Events in the order the live run delivered them.
    public var events: [RecordedEvent]
    /// The gaps where the live run drew no frame, in vsync order (none in version 1 files,
    /// which replay every vsync).
    public var skips: [SkippedVsyncs]
    /// The vsync of the session's last frame.
    public var endVsync: Int64
    /// The session time of the end, in nanoseconds.
    public var endTime: FrameTime

    public init(header: RecordingHeader, events: [RecordedEvent], skips: [SkippedVsyncs] = [], endVsync: Int64, endTime: FrameTime) {
        self.header = header
        self.events = events
        self.skips = skips
        self.endVsync = endVsync
        self.endTime = endTime
    }

    /// The whole file's text: header, events with each skip line before the events of the
    /// frame it leads to, end line, each ending in a newline.
    public var text: String {
        var lines = [header.jsonLine]
        var skip = 0
        for event in events {
            while skip < skips.count && skips[skip].frame <= event.vsync {
                lines.append(skips[skip].jsonLine)
                skip += 1
            }
            lines.append(event.jsonLine)
        }
        lines += skips[skip...].map(\.jsonLine)
        lines.append(Self.endLine(vsync: endVsync, time: endTime))
        return lines.joined(separator: "\n") + "\n"
    }

    static func endLine(vsync: Int64, time: FrameTime) -> String {
        JSONWriter.string(.object([("t", .int(time.nanoseconds)), ("frame", .int(vsync)), ("type", .string("end"))]))
    }

    /// Reads the recording at `path` (a regular file of UTF-8 text; a byte-order mark is skipped).
    public static func load(path: String) throws(FormatError) -> Recording {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path) } catch { throw FormatError(path: path, message: "cannot read: \(error.reason)") }
        guard let text = InputFile.text(bytes) else {
            throw FormatError(path: path, message: "is not UTF-8 text; a recording is JSON Lines")
        }
        return try parse(text, path: path)
    }

    /// Parses recording text; `path` names it in errors.
    public static func parse(_ text: String, path: String) throws(FormatError) -> Recording {
        if text.isEmpty { throw FormatError(path: path, message: "is empty; a recording starts with a header line") }
        // Lines end in "\n" or "\r\n" (a file saved by a Windows editor); "\r\n" is one Character.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        let fields = FieldReader()
        var header: RecordingHeader?
        var events: [RecordedEvent] = []
        var skips: [SkippedVsyncs] = []
        var end: (vsync: Int64, time: Int64)?
        var lastTime: Int64 = 0, lastVsync: Int64 = 0
        // The vsync of the last frame known to be drawn (-1: none yet); a skip must start after it.
        var lastDrawn: Int64 = -1
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            let isLast = offset == lines.count - 1
            if end != nil {
                throw FormatError(path: path, line: number, message: "text after the end line")
            }
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                throw FormatError(path: path, line: number, message: "blank line; every line is one JSON object")
            }
            let json: JSONValue
            do {
                json = try JSONParser.parse(line)
            } catch {
                if isLast && !endsWithNewline {
                    throw FormatError(path: path, line: number, message: "the recording is truncated: its last line is cut off (\(error.message))")
                }
                throw FormatError(path: path, line: number, message: "not valid JSON: \(error.message) at column \(error.column)")
            }
            guard case .object = json else {
                throw FormatError(path: path, line: number, message: "expected a JSON object, found \(json.kindName)")
            }
            do throws(FieldError) {
                guard header != nil else {
                    header = try RecordingHeader(json: json, fields: fields)
                    continue
                }
                let type = try fields.string("type", in: json)
                if type == "skip" {
                    guard header!.version >= 2 else {
                        throw FieldError(field: "type", message: "is \"skip\", which version 1 recordings do not have")
                    }
                    try fields.allow(["frame", "type", "vsyncs"], in: json)
                    let frame = try fields.int("frame", in: json, range: 1...RecordingHeader.maximumVsyncs)
                    let count = try fields.int("vsyncs", in: json, range: 1...frame)
                    guard frame - count > lastDrawn else {
                        throw FieldError(field: "vsyncs", message: "skips \(count) vsyncs before frame \(frame), back to vsync \(frame - count), but frame \(lastDrawn) was drawn; skips never overlap drawn frames")
                    }
                    skips.append(SkippedVsyncs(frame: frame, count: count))
                    lastDrawn = frame
                    lastVsync = frame
                    continue
                }
                let time = try fields.int("t", in: json, range: 0...RecordingHeader.maximumTime)
                let vsync = try fields.int("frame", in: json, range: 0...RecordingHeader.maximumVsyncs)
                guard time >= lastTime else {
                    throw FieldError(field: "t", message: "is \(time), earlier than the line before (\(lastTime)); times never go back")
                }
                guard vsync >= lastVsync else {
                    throw FieldError(field: "frame", message: "is \(vsync), earlier than the line before (\(lastVsync)); frames never go back")
                }
                lastTime = time
                lastVsync = vsync
                lastDrawn = vsync
                if type == "end" {
                    try fields.allow(["t", "frame", "type"], in: json)
                    end = (vsync, time)
                } else {
                    let event = try RecordedEvent(json: json, type: type, fields: fields)
                    if case let .resize(width, height) = event.event.kind,
                       let problem = RecordingHeader.frameSizeProblem(width: width, height: height, scale: header!.scale) {
                        throw FieldError(field: "width", message: problem)
                    }
                    events.append(event)
                }
            } catch {
                throw FormatError(path: path, line: number, message: error.description)
            }
        }
        guard let header else { throw FormatError(path: path, message: "has no header line") }
        guard let end else {
            throw FormatError(path: path, line: lines.count,
                              message: "the recording is truncated: it stops without its end line")
        }
        return Recording(header: header, events: events, skips: skips, endVsync: end.vsync, endTime: .nanoseconds(end.time))
    }

    /// Writes the recording to `path`, replacing the file only once it is complete.
    public func write(to path: String) throws(FormatError) {
        do { try AtomicFile.write(text, to: path) } catch { throw FormatError(path: path, message: "cannot write: \(error.reason)") }
    }
}
