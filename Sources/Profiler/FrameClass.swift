import Time

/// What became of a frame against its deadline, as Perfetto's frame timeline and Android's
/// FrameMetrics sort frames: on time, late (and which phase made it late), or begun after
/// vsyncs that passed without a frame.
///
/// The rule (docs/profiler.md, "Frame classes"), first match wins:
/// 1. `warmUp`: the first frame of a run, whose one-off costs (the first present, caches
///    filled) are not a hitch; and the second frame when it began after missed vsyncs that
///    an overrunning first frame caused.
/// 2. `droppedVsyncs(n)`: the display link missed `n` vsyncs before this frame, so the
///    previous image stayed on screen `n` refreshes longer.
/// 3. `late(phase)`: the frame ended after its deadline (a positive overrun); `phase` is the
///    longest of its measured phases.
/// 4. `onTime`: it ended by its deadline.
public enum FrameClass: Hashable, Sendable, CustomStringConvertible {
    /// The first frame of a run (and the vsyncs its one-off cost made the second one miss).
    case warmUp
    /// Ended by its deadline.
    case onTime
    /// Ended after its deadline; the phase that took longest.
    case late(FramePhase)
    /// Began this many vsyncs late: the display showed the previous frame again meanwhile.
    case droppedVsyncs(Int)

    /// The class's name in summaries and reports: warm-up, on-time, late, dropped.
    public var name: String {
        switch self {
        case .warmUp: "warm-up"
        case .onTime: "on-time"
        case .late: "late"
        case .droppedVsyncs: "dropped"
        }
    }

    /// Every class name, in report order.
    public static let names = ["on-time", "late", "dropped", "warm-up"]

    /// Whether the class counts as a hitch: late or dropped, never warm-up.
    public var isHitch: Bool {
        switch self {
        case .late, .droppedVsyncs: true
        case .warmUp, .onTime: false
        }
    }

    public var description: String {
        switch self {
        case let .late(phase): "late (\(phase.rawValue))"
        case let .droppedVsyncs(count): "dropped \(count) vsync\(count == 1 ? "" : "s")"
        default: name
        }
    }

    /// The phase that made a frame late: the one that ran longest (ties go to the earlier
    /// phase); nil when no phase was measured.
    public static func latePhase(of frame: ProfiledFrame) -> FramePhase? {
        var longest: (phase: FramePhase, duration: FrameTime)?
        for phase in FramePhase.allCases {
            guard let span = frame[phase] else { continue }
            if longest == nil || span.duration > longest!.duration { longest = (phase, span.duration) }
        }
        return longest?.phase
    }

    /// The class of `frame`, the `position`-th frame of its run (0 first), after `previous`.
    public static func of(_ frame: ProfiledFrame, position: Int, previous: ProfiledFrame?) -> FrameClass {
        if position == 0 { return .warmUp }
        if frame.link.missedVsyncs > 0 {
            if position == 1, let previous, previous.overrun > .zero { return .warmUp }
            return .droppedVsyncs(frame.link.missedVsyncs)
        }
        if frame.overrun > .zero { return .late(latePhase(of: frame) ?? .events) }
        return .onTime
    }
}
