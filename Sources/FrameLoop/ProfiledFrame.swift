/// One completed frame as `FrameProfiler` recorded it, in the caller's nanoseconds.
public struct ProfiledFrame: Hashable, Sendable {
    /// Where one phase ran inside the frame.
    public struct PhaseSpan: Hashable, Sendable {
        /// When the phase began, on the caller's clock.
        public var start: Int64
        /// How long the phase ran.
        public var duration: Int64
        /// When the phase ended.
        public var end: Int64 { start + duration }
    }

    /// What the display link reported for this frame.
    public var link: DisplayLinkFrame
    /// Wall time the frame began.
    public var start: Int64
    /// Wall time the frame ended.
    public var end: Int64
    /// Wall time since the previous frame began; `nil` for the first frame.
    public var interval: Int64?
    /// What the engine and renderer did in this frame (zeros unless the caller set them).
    public internal(set) var counters = FrameCounters()
    // One stored property per phase keeps a frame a flat value: no per-frame heap allocation.
    private var events: PhaseSpan?
    private var animate: PhaseSpan?
    private var render: PhaseSpan?
    private var present: PhaseSpan?

    init(link: DisplayLinkFrame, start: Int64, interval: Int64?) {
        self.link = link
        self.start = start
        self.end = start
        self.interval = interval
    }

    /// Wall time from the frame's start to its end.
    public var duration: Int64 { end - start }

    /// Where `phase` ran, or `nil` when the frame did not measure it.
    public internal(set) subscript(phase: FramePhase) -> PhaseSpan? {
        get {
            switch phase {
            case .events: events
            case .animate: animate
            case .render: render
            case .present: present
            }
        }
        set {
            switch phase {
            case .events: events = newValue
            case .animate: animate = newValue
            case .render: render = newValue
            case .present: present = newValue
            }
        }
    }

    /// Whether this frame counts as a hitch: the link missed vsyncs, or the frame began
    /// more than 1.5 periods after the previous one.
    public func isHitch(period: Int64) -> Bool {
        link.missedVsyncs > 0 || (interval ?? 0) * 2 > period * 3
    }

    /// How late this frame was shown, as Apple's hitch time: zero unless it is a hitch, then
    /// the larger of the missed vsyncs' time and the interval beyond one period.
    public func hitchTime(period: Int64) -> Int64 {
        guard isHitch(period: period) else { return 0 }
        return max(Int64(link.missedVsyncs) * period, (interval ?? period) - period)
    }
}
