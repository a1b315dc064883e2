/// What the display link tells each frame, like `CADisplayLink`'s properties.
///
/// Times are integer nanoseconds since the link started (the session clock), on a grid of
/// `duration`-spaced vsyncs.
public struct DisplayLinkFrame: Hashable, Sendable, CustomStringConvertible {
    /// How many frames the link delivered before this one.
    public var index: Int
    /// The vsync this frame belongs to, counted from 0 at the start; skips when vsyncs are missed.
    public var vsync: Int64
    /// The time of the vsync that started this frame: when the previous frame was shown.
    public var timestamp: Int64
    /// The time this frame will be shown. Animations are evaluated here.
    public var targetTimestamp: Int64
    /// The refresh period, in nanoseconds.
    public var duration: Int64
    /// Vsyncs that passed without a frame since the previous one (0 when on time).
    public var missedVsyncs: Int

    public init(index: Int, vsync: Int64, timestamp: Int64, targetTimestamp: Int64, duration: Int64, missedVsyncs: Int) {
        self.index = index
        self.vsync = vsync
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        self.duration = duration
        self.missedVsyncs = missedVsyncs
    }

    /// `timestamp` in seconds.
    public var time: Double { Double(timestamp) / 1e9 }
    /// `targetTimestamp` in seconds.
    public var targetTime: Double { Double(targetTimestamp) / 1e9 }

    public var description: String {
        "frame \(index) (vsync \(vsync)) at \(timestamp) ns → \(targetTimestamp) ns, missed \(missedVsyncs)"
    }
}
