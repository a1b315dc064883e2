import Formats
import Input

/// Feeds a recording's events back, frame by frame, on a virtual clock.
///
/// Each event is delivered in the frame of the vsync that consumed it live, so the
/// scene sees the same events in the same frames with the same timestamps. The events come
/// from a `Recording` in memory or stream from a `RecordingReader`, one line ahead of the
/// frame that needs them, so a replay from a file holds one line, however long the session.
public struct RecordingPlayer {
    private enum Source {
        case memory(Recording)
        case stream(RecordingReader)
    }

    private let source: Source
    private var next = 0
    private var nextSkip = 0
    /// The stream's next line, read ahead (nil: not read yet, or the stream is done).
    private var pending: RecordingReader.Item?

    /// A player of `recording`, in memory.
    public init(recording: Recording) {
        source = .memory(recording)
    }

    /// A player of the recording `reader` reads, line by line as the frames need them.
    public init(reader: RecordingReader) {
        source = .stream(reader)
    }

    /// The recording's header.
    public var header: RecordingHeader {
        switch source {
        case let .memory(recording): recording.header
        case let .stream(reader): reader.header
        }
    }

    /// The events consumed live by frames up to and including `vsync`, not yet delivered.
    /// A streamed line that is not valid is thrown here.
    public mutating func events(through vsync: Int64) throws(InputError) -> [InputEvent] {
        var out: [InputEvent] = []
        switch source {
        case let .memory(recording):
            while next < recording.events.count && recording.events[next].vsync <= vsync {
                out.append(recording.events[next].event)
                next += 1
            }
        case .stream:
            while let item = try peek() {
                switch item {
                case let .event(event) where event.vsync <= vsync:
                    out.append(event.event)
                    pending = nil
                case let .skip(skip) where skip.frame <= vsync:
                    // A gap this replay passed without `vsyncsSkipped` (a paced replay's clock).
                    pending = nil
                default:
                    return out
                }
            }
        }
        return out
    }

    /// How many vsyncs to pass without a frame when the next vsync would be `vsync`: the
    /// length of the gap the live run had there, or 0 when it drew that vsync.
    public mutating func vsyncsSkipped(from vsync: Int64) throws(InputError) -> Int64 {
        switch source {
        case let .memory(recording):
            while nextSkip < recording.skips.count && recording.skips[nextSkip].first < vsync { nextSkip += 1 }
            guard nextSkip < recording.skips.count, recording.skips[nextSkip].first == vsync else { return 0 }
            defer { nextSkip += 1 }
            return recording.skips[nextSkip].count
        case .stream:
            while case let .skip(skip)? = try peek() {
                if skip.first > vsync { return 0 }
                pending = nil
                if skip.first == vsync { return skip.count }
            }
            return 0
        }
    }

    /// Whether the frame of `vsync` is past the session's last frame.
    public mutating func isFinished(at vsync: Int64) throws(InputError) -> Bool {
        switch source {
        case let .memory(recording):
            return vsync > recording.endVsync
        case .stream:
            // Every line's frame is at most the end line's, and lines come in frame order.
            guard let item = try peek() else { return true }
            if case let .end(end, _) = item { return vsync > end }
            return false
        }
    }

    /// The stream's next line, read once.
    private mutating func peek() throws(InputError) -> RecordingReader.Item? {
        guard case let .stream(reader) = source else { return nil }
        if pending == nil { pending = try reader.next() }
        return pending
    }
}
