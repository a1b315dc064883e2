/// Calls back once per frame, like `CADisplayLink`, with the frame's timestamp, target
/// timestamp, duration and the vsyncs it missed.
///
/// The link owns no thread: the run loop calls `step()` and the callback runs on the
/// caller's thread, so a virtual source gives a fully deterministic frame sequence.
public final class DisplayLink {
    public let source: FrameSource
    /// Called with every frame `step()` produces.
    public var callback: ((DisplayLinkFrame) -> Void)?
    /// The last frame delivered.
    public private(set) var lastFrame: DisplayLinkFrame?
    private var delivered = 0

    public init(source: FrameSource, callback: ((DisplayLinkFrame) -> Void)? = nil) {
        self.source = source
        self.callback = callback
    }

    /// The refresh period.
    public var period: FrameTime { source.period }

    /// Waits for the next vsync, then delivers its frame to the callback and returns it.
    @discardableResult
    public func step() -> DisplayLinkFrame {
        let vsync = source.waitForNextVsync()
        let missed = lastFrame.map { Int(vsync - $0.vsync - 1) } ?? Int(vsync)
        let frame = DisplayLinkFrame(
            index: delivered, vsync: vsync, timestamp: period * vsync,
            targetTimestamp: period * (vsync + 1), duration: period,
            missedVsyncs: max(0, missed))
        delivered += 1
        lastFrame = frame
        callback?(frame)
        return frame
    }
}
