import Time

/// One completed frame as `FrameProfiler` recorded it: instants on the caller's monotonic
/// clock, spans between them as `FrameTime`.
public struct ProfiledFrame: Hashable, Sendable {
    /// Where one phase ran inside the frame.
    public struct PhaseSpan: Hashable, Sendable {
        /// When the phase began, on the caller's clock.
        public var start: MonotonicInstant
        /// How long the phase ran.
        public var duration: FrameTime
        /// When the phase ended.
        public var end: MonotonicInstant { start + duration }
    }

    /// What the display link reported for this frame.
    public var link: DisplayLinkFrame
    /// Wall time the frame began.
    public var start: MonotonicInstant
    /// Wall time the frame ended.
    public var end: MonotonicInstant
    /// Wall time since the previous frame began; `nil` for the first frame.
    public var interval: FrameTime?
    /// What the engine and renderer did in this frame (zeros unless the caller set them).
    public internal(set) var counters = FrameCounters()
    /// When the frame should be on screen: the deadline of its vsync, the link's
    /// `targetTimestamp` on the caller's clock (Android FrameMetrics' deadline, Perfetto's
    /// expected timeline).
    public var intendedPresent: MonotonicInstant
    /// What the scene said it was doing (`Scene.frameLabel`): "dragging", "settling"; empty
    /// when it said nothing.
    public var label: String = ""
    /// On time, late or dropped (`FrameClass`), set when the frame ends.
    public var frameClass: FrameClass = .onTime
    // One stored property per phase keeps a frame a flat value: no per-frame heap allocation.
    private var events: PhaseSpan?
    private var animate: PhaseSpan?
    private var render: PhaseSpan?
    private var present: PhaseSpan?

    init(link: DisplayLinkFrame, start: MonotonicInstant, interval: FrameTime?, intendedPresent: MonotonicInstant) {
        self.link = link
        self.start = start
        self.end = start
        self.interval = interval
        self.intendedPresent = intendedPresent
    }

    /// A finished frame from its times, as a profile summary file keeps them: each measured
    /// phase's duration (nil: not measured), the phases laid end to end from `start`.
    /// `frameClass` is left for the caller to set.
    public init(
        link: DisplayLinkFrame, start: MonotonicInstant, end: MonotonicInstant, interval: FrameTime?,
        intendedPresent: MonotonicInstant, phaseDurations: [FrameTime?], label: String
    ) {
        self.init(link: link, start: start, interval: interval, intendedPresent: intendedPresent)
        var at = start
        for (phase, duration) in zip(FramePhase.allCases, phaseDurations) {
            guard let duration else { continue }
            self[phase] = PhaseSpan(start: at, duration: duration)
            at += duration
        }
        self.end = end
        self.label = label
    }

    /// Wall time from the frame's start to its end.
    public var duration: FrameTime { end - start }

    /// When the frame was done and handed to the display: its end, after presenting.
    public var actualPresent: MonotonicInstant { end }

    /// How far past its deadline the frame ended: negative when early (the time it had to
    /// spare), as Macrobenchmark's `frameOverrunMs`.
    public var overrun: FrameTime { actualPresent - intendedPresent }

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
    /// more than 1.5 periods after the previous one; never a warm-up frame.
    public func isHitch(period: FrameTime) -> Bool {
        guard frameClass != .warmUp else { return false }
        return link.missedVsyncs > 0 || (interval ?? .zero) * 2 > period * 3
    }

    /// How late this frame was shown, as Apple's hitch time: zero unless it is a hitch, then
    /// the larger of the missed vsyncs' time and the interval beyond one period.
    public func hitchTime(period: FrameTime) -> FrameTime {
        guard isHitch(period: period) else { return .zero }
        return max(period * Int64(link.missedVsyncs), (interval ?? period) - period)
    }
}
