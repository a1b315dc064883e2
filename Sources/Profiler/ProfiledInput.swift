import Time

/// One input event a frame delivered, for the Chrome trace's flows from input to frame.
public struct ProfiledInput: Hashable, Sendable {
    /// The frame's position in `FrameProfiler.frames` (not its link index).
    public var frame: Int
    /// The event's time on the profiler's clock.
    public var time: MonotonicInstant
    /// The kind of event (`pointerMove`, `key`, …); short, so it is stored inline.
    public var name: String
}
