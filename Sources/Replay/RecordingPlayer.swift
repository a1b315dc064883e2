import Input

/// Feeds a recording's events back, frame by frame, on a virtual clock.
///
/// Each event is delivered in the frame of the vsync that consumed it live, so the
/// scene sees the same events in the same frames with the same timestamps.
public struct RecordingPlayer: Sendable {
    public let recording: Recording
    private var next = 0
    private var nextSkip = 0

    public init(recording: Recording) {
        self.recording = recording
    }

    /// The events consumed live by frames up to and including `vsync`, not yet delivered.
    public mutating func events(through vsync: Int64) -> [InputEvent] {
        var out: [InputEvent] = []
        while next < recording.events.count && recording.events[next].vsync <= vsync {
            out.append(recording.events[next].event)
            next += 1
        }
        return out
    }

    /// How many vsyncs to pass without a frame when the next vsync would be `vsync`: the
    /// length of the gap the live run had there, or 0 when it drew that vsync.
    public mutating func vsyncsSkipped(from vsync: Int64) -> Int64 {
        while nextSkip < recording.skips.count && recording.skips[nextSkip].first < vsync { nextSkip += 1 }
        guard nextSkip < recording.skips.count, recording.skips[nextSkip].first == vsync else { return 0 }
        defer { nextSkip += 1 }
        return recording.skips[nextSkip].count
    }

    /// Whether the frame of `vsync` is past the session's last frame.
    public func isFinished(at vsync: Int64) -> Bool { vsync > recording.endVsync }
}
