import Formats
import Foundation
import Time

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

    public init(
        header: RecordingHeader, events: [RecordedEvent], skips: [SkippedVsyncs] = [], endVsync: Int64,
        endTime: FrameTime
    ) {
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
    public static func load(path: String) throws(InputError) -> Recording {
        try collect(RecordingReader(path: path))
    }

    /// Parses recording text; `path` names it in errors.
    public static func parse(_ text: String, path: String) throws(InputError) -> Recording {
        try collect(RecordingReader(text: text, path: path))
    }

    /// What `scan(path:)` learns of a recording without keeping its events.
    public struct Summary: Hashable, Sendable {
        public var header: RecordingHeader
        /// Input events in the file.
        public var events: Int
        /// The vsync of the session's last frame.
        public var endVsync: Int64
    }

    /// Reads the whole recording at `path` line by line and checks it as `load(path:)` does,
    /// keeping nothing but counts: a replay that streams the recording checks it first, so
    /// a bad line stops it before its first frame, in memory that does not grow with the file.
    public static func scan(path: String) throws(InputError) -> Summary {
        let reader = try RecordingReader(path: path)
        var events = 0
        var endVsync: Int64 = 0
        while let item = try reader.next() {
            switch item {
            case .event: events += 1
            case .skip: break
            case let .end(vsync, _): endVsync = vsync
            }
        }
        return Summary(header: reader.header, events: events, endVsync: endVsync)
    }

    private static func collect(_ reader: RecordingReader) throws(InputError) -> Recording {
        var events: [RecordedEvent] = []
        var skips: [SkippedVsyncs] = []
        var end: (vsync: Int64, time: FrameTime) = (0, .zero)
        while let item = try reader.next() {
            switch item {
            case let .event(event): events.append(event)
            case let .skip(skip): skips.append(skip)
            case let .end(vsync, time): end = (vsync, time)
            }
        }
        return Recording(header: reader.header, events: events, skips: skips, endVsync: end.vsync, endTime: end.time)
    }

    /// Writes the recording to `path`, replacing the file only once it is complete.
    public func write(to path: String) throws(InputError) {
        do { try AtomicFile.write(text, to: path) } catch {
            throw InputError(source: path, message: "cannot write: \(error.reason)")
        }
    }
}
