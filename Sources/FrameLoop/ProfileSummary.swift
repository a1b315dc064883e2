/// Frame rate, frame-interval percentiles, hitches and per-phase timings of a profiled run.
///
/// Hitches follow Apple's definition (Instruments, "Explore UI animation hitches"): a frame
/// is a hitch when the display link missed vsyncs for it or it began more than 1.5 periods
/// after the previous frame; its hitch time is the larger of the missed vsyncs' time and
/// the interval beyond one period. The hitch time ratio is hitch milliseconds per second.
public struct ProfileSummary: Hashable, Sendable {
    /// Apple's bands for the hitch time ratio.
    public enum HitchBand: String, Sendable {
        /// Under 5 ms/s: users rarely notice.
        case good
        /// 5 to 10 ms/s: users notice some interruptions.
        case warning
        /// Over 10 ms/s: interruptions hurt the experience.
        case critical

        /// The band a hitch time ratio (ms/s) falls in.
        public init(ratio: Double) {
            self = ratio < 5 ? .good : ratio <= 10 ? .warning : .critical
        }

        /// The band's range, for reports.
        public var range: String {
            switch self {
            case .good: "< 5 ms/s"
            case .warning: "5-10 ms/s"
            case .critical: "> 10 ms/s"
            }
        }
    }

    /// Completed frames.
    public var frames: Int
    /// The display's refresh period, in nanoseconds.
    public var framePeriod: Int64
    /// Seconds from the first frame's start to the last frame's end.
    public var duration: Double
    /// Mean frame rate: frame intervals counted divided by their total, in frames per second.
    public var fps: Double
    /// Wall time between consecutive frame starts (n − 1 samples for n frames).
    public var frameInterval: TimingStats
    /// Frames that were hitches.
    public var hitches: Int
    /// Total hitch time, in milliseconds.
    public var hitchTime: Double
    /// Hitch milliseconds per second of `duration` (Apple's hitch time ratio).
    public var hitchTimeRatio: Double
    /// Phase durations, for each phase measured in at least one frame.
    public var phases: [FramePhase: TimingStats]

    /// The summary of `frames` on a display refreshing every `framePeriod` nanoseconds.
    public init(frames: [ProfiledFrame], framePeriod: Int64) {
        let intervals = frames.compactMap(\.interval)
        let intervalTotal = intervals.reduce(0, +)
        let hitchNanoseconds = frames.reduce(Int64(0)) { $0 + $1.hitchTime(period: framePeriod) }
        self.frames = frames.count
        self.framePeriod = framePeriod
        duration = frames.first.map { first in Double(frames.last!.end - first.start) / 1e9 } ?? 0
        fps = intervalTotal > 0 ? Double(intervals.count) * 1e9 / Double(intervalTotal) : 0
        frameInterval = TimingStats(nanoseconds: intervals)
        hitches = frames.count { $0.isHitch(period: framePeriod) }
        hitchTime = Double(hitchNanoseconds) / 1e6
        hitchTimeRatio = duration > 0 ? hitchTime / duration : 0
        phases = [:]
        for phase in FramePhase.allCases {
            let durations = frames.compactMap { $0[phase]?.duration }
            if !durations.isEmpty { phases[phase] = TimingStats(nanoseconds: durations) }
        }
    }

    /// Apple's band for `hitchTimeRatio`.
    public var hitchBand: HitchBand { HitchBand(ratio: hitchTimeRatio) }

    /// A text table for a terminal: rate, hitches, then interval and phase percentiles in ms.
    public func report() -> String {
        guard frames > 0 else { return "Frame profile: no frames recorded\n" }
        func number(_ value: Double, _ decimals: Int = 3) -> String { FixedPoint.format(value, decimals: decimals) }
        func cell(_ text: String, _ width: Int) -> String {
            String(repeating: " ", count: max(0, width - text.count)) + text
        }
        func row(_ label: String, _ stats: TimingStats) -> String {
            label + String(repeating: " ", count: max(0, 16 - label.count))
                + [stats.p50, stats.p90, stats.p99, stats.max, stats.mean].map { cell(number($0), 10) }.joined()
        }
        let hz = 1e9 / Double(framePeriod)
        var lines = [
            "Frame profile: \(frames) frames in \(number(duration)) s, display \(number(hz, 2)) Hz "
                + "(\(number(Double(framePeriod) / 1e6)) ms period)",
            "fps             \(number(fps, 2))",
            "hitches         \(hitches), \(number(hitchTime)) ms total, \(number(hitchTimeRatio, 2)) ms/s: "
                + "\(hitchBand.rawValue) (\(hitchBand.range))",
            "",
            String(repeating: " ", count: 16) + ["p50", "p90", "p99", "max", "mean"].map { cell($0, 10) }.joined()
                + "  (ms)",
        ]
        if frameInterval.count > 0 { lines.append(row("frame interval", frameInterval)) }
        for phase in FramePhase.allCases {
            if let stats = phases[phase] { lines.append(row(phase.rawValue, stats)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
