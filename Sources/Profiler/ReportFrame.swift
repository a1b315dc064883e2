import Time

/// One frame as the profile report draws it: its times, and what it was when known.
///
/// The report reads frames only through this value, so whatever records a frame's label
/// and class fills two optional fields and the report shows them.
public struct ReportFrame: Hashable, Sendable {
    /// The display link's frame index.
    public var index: Int
    /// When it began, counted from the first frame's start.
    public var start: FrameTime
    /// Time since the previous frame began; nil for the first frame.
    public var interval: FrameTime?
    /// Vsyncs the display link reported missed before it.
    public var missedVsyncs: Int
    /// Phase durations, nil when not measured (present, headless).
    public var events: FrameTime?, animate: FrameTime?, render: FrameTime?, present: FrameTime?
    /// What the scene was doing (dragging, settling, idle), when it said.
    public var label: String?
    /// How it was presented (on time, late, dropped, warm-up), when classified.
    public var frameClass: String?

    public init(
        index: Int, start: FrameTime, interval: FrameTime?, missedVsyncs: Int = 0, events: FrameTime? = nil,
        animate: FrameTime? = nil, render: FrameTime? = nil, present: FrameTime? = nil, label: String? = nil,
        frameClass: String? = nil
    ) {
        self.index = index
        self.start = start
        self.interval = interval
        self.missedVsyncs = missedVsyncs
        self.events = events
        self.animate = animate
        self.render = render
        self.present = present
        self.label = label
        self.frameClass = frameClass
    }

    /// The duration of `phase`, or nil.
    public subscript(phase: FramePhase) -> FrameTime? {
        switch phase {
        case .events: events
        case .animate: animate
        case .render: render
        case .present: present
        }
    }

    /// The measured phases' total: the frame's work.
    public var work: FrameTime { FramePhase.allCases.reduce(.zero) { $0 + (self[$1] ?? .zero) } }

    /// Whether to mark it late. Until frames are classified, a frame is late when it is a
    /// hitch (a missed vsync, or an interval over 1.5 periods): a timer's jitter puts many
    /// on-time frames a few microseconds past one period.
    public func isLate(period: FrameTime) -> Bool {
        if let frameClass { return frameClass != "on time" && frameClass != "on-time" && frameClass != "warm-up" }
        return missedVsyncs > 0 || (interval ?? .zero) * 2 > period * 3
    }
}

extension FrameProfiler {
    /// Every completed frame for the report, with its label and class (`annotation(at:)`).
    public func reportFrames() -> [ReportFrame] {
        guard let origin = frames.first?.start else { return [] }
        return frames.enumerated().map { position, frame in
            let note = annotation(at: position)
            return ReportFrame(
                index: frame.link.index, start: frame.start - origin, interval: frame.interval,
                missedVsyncs: frame.link.missedVsyncs, events: frame[.events]?.duration,
                animate: frame[.animate]?.duration, render: frame[.render]?.duration,
                present: frame[.present]?.duration, label: note.label, frameClass: note.frameClass)
        }
    }
}
