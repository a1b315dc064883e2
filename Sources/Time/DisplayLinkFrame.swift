/// What the display link tells each frame, like `CADisplayLink`'s properties.
///
/// Times are on the session clock (zero at vsync 0), on a grid of `duration`-spaced vsyncs.
public struct DisplayLinkFrame: Hashable, Sendable, CustomStringConvertible {
    /// How many frames the link delivered before this one.
    public var index: Int
    /// The vsync this frame belongs to, counted from 0 at the start; skips when vsyncs are missed.
    public var vsync: Int64
    /// The time of the vsync that started this frame: when the previous frame was shown.
    public var timestamp: FrameTime
    /// The time this frame will be shown. Animations are evaluated here.
    public var targetTimestamp: FrameTime
    /// The refresh period, in nanoseconds.
    public var duration: FrameTime
    /// Vsyncs that passed without a frame since the previous one (0 when on time).
    public var missedVsyncs: Int

    public init(
        index: Int, vsync: Int64, timestamp: FrameTime, targetTimestamp: FrameTime, duration: FrameTime,
        missedVsyncs: Int
    ) {
        self.index = index
        self.vsync = vsync
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        self.duration = duration
        self.missedVsyncs = missedVsyncs
    }

    public var description: String {
        "frame \(index) (vsync \(vsync)) at \(timestamp) → \(targetTimestamp), missed \(missedVsyncs)"
    }
}
