import Formats
import Time

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

    /// How many frames of each class (`FrameClass`) a set of frames has.
    public struct ClassCounts: Hashable, Sendable {
        public var onTime = 0
        public var late = 0
        public var dropped = 0
        public var warmUp = 0
        /// Vsyncs the dropped frames missed, in all.
        public var droppedVsyncs = 0
        /// Late frames by the phase that made them late.
        public var lateByPhase: [FramePhase: Int] = [:]

        public init() {}

        /// The counts of `frames`.
        public init(_ frames: some Sequence<ProfiledFrame>) {
            for frame in frames { add(frame.frameClass) }
        }

        mutating func add(_ frameClass: FrameClass) {
            switch frameClass {
            case .onTime: onTime += 1
            case .warmUp: warmUp += 1
            case let .late(phase):
                late += 1
                lateByPhase[phase, default: 0] += 1
            case let .droppedVsyncs(count):
                dropped += 1
                droppedVsyncs += count
            }
        }

        /// The count for a class name (`FrameClass.names`).
        public subscript(name: String) -> Int {
            switch name {
            case "on-time": onTime
            case "late": late
            case "dropped": dropped
            case "warm-up": warmUp
            default: 0
            }
        }
    }

    /// The statistics of the frames a scene labelled alike (`Scene.frameLabel`), as
    /// JankStats reports per UI state.
    public struct LabelBreakdown: Hashable, Sendable {
        /// The label ("" for frames the scene did not label).
        public var label: String
        /// Frames with this label.
        public var frames: Int
        /// Their classes.
        public var classes: ClassCounts
        /// Intervals ending at these frames.
        public var frameInterval: TimingStats
        /// Their phase durations.
        public var phases: [FramePhase: TimingStats]
    }

    /// Runs pooled (`fling profile --runs N`).
    public var runs: Int
    /// Completed frames.
    public var frames: Int
    /// The display's refresh period.
    public var framePeriod: FrameTime
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
    /// Frames per class.
    public var classes: ClassCounts
    /// Statistics per frame label, in the order the labels first appear; empty when no
    /// frame was labelled.
    public var labels: [LabelBreakdown]

    /// The summary of `frames` on a display refreshing every `framePeriod`.
    public init(frames: [ProfiledFrame], framePeriod: FrameTime) {
        self.init(runs: [frames], framePeriod: framePeriod)
    }

    /// The summary of several runs' frames pooled: their frames, intervals (within each run)
    /// and durations added up.
    public init(runs: [[ProfiledFrame]], framePeriod: FrameTime) {
        let all = runs.joined()
        let intervals = all.compactMap(\.interval)
        let intervalTotal = intervals.reduce(FrameTime.zero, +)
        let totalHitchTime = all.reduce(FrameTime.zero) { $0 + $1.hitchTime(period: framePeriod) }
        self.runs = runs.count
        self.frames = all.count
        self.framePeriod = framePeriod
        duration = runs.reduce(0) { sum, frames in
            sum + (frames.first.map { first in (frames.last!.end - first.start).seconds } ?? 0)
        }
        fps = intervalTotal > .zero ? FrameTime.rate(Double(intervals.count), per: intervalTotal) : 0
        frameInterval = TimingStats(intervals)
        hitches = all.count { $0.isHitch(period: framePeriod) }
        hitchTime = totalHitchTime.milliseconds
        hitchTimeRatio = duration > 0 ? hitchTime / duration : 0
        phases = Self.phaseStats(all)
        classes = ClassCounts(all)
        var order: [String] = []
        var byLabel: [String: [ProfiledFrame]] = [:]
        for frame in all {
            if byLabel[frame.label] == nil { order.append(frame.label) }
            byLabel[frame.label, default: []].append(frame)
        }
        labels =
            order == [""]
            ? []
            : order.map { label in
                let frames = byLabel[label]!
                return LabelBreakdown(
                    label: label, frames: frames.count, classes: ClassCounts(frames),
                    frameInterval: TimingStats(frames.compactMap(\.interval)),
                    phases: Self.phaseStats(frames))
            }
    }

    private static func phaseStats(_ frames: some Collection<ProfiledFrame>) -> [FramePhase: TimingStats] {
        var phases: [FramePhase: TimingStats] = [:]
        for phase in FramePhase.allCases {
            let durations = frames.compactMap { $0[phase]?.duration }
            if !durations.isEmpty { phases[phase] = TimingStats(durations) }
        }
        return phases
    }

    /// The statistics of a series: the frame interval or a phase (nil when not measured).
    public func stats(_ series: ProfileSeries) -> TimingStats? {
        switch series {
        case .frameInterval: frameInterval.count > 0 ? frameInterval : nil
        case let .phase(phase): phases[phase]
        }
    }

    /// "290 on time, 6 late (render 5, present 1), 3 dropped (4 vsyncs), 1 warm-up".
    static func classText(_ counts: ClassCounts) -> String {
        var parts = ["\(counts.onTime) on time"]
        if counts.late > 0 {
            let phases = FramePhase.allCases.compactMap { phase in
                counts.lateByPhase[phase].map { "\(phase.rawValue) \($0)" }
            }
            parts.append("\(counts.late) late (\(phases.joined(separator: ", ")))")
        } else {
            parts.append("0 late")
        }
        parts.append("\(counts.dropped) dropped" + (counts.dropped > 0 ? " (\(counts.droppedVsyncs) vsyncs)" : ""))
        if counts.warmUp > 0 { parts.append("\(counts.warmUp) warm-up") }
        return parts.joined(separator: ", ")
    }

    /// Apple's band for `hitchTimeRatio`.
    public var hitchBand: HitchBand { HitchBand(ratio: hitchTimeRatio) }

    /// A text table for a terminal: rate, hitches, then interval and phase percentiles in ms.
    public func report() -> String {
        guard frames > 0 else { return "Frame profile: no frames recorded\n" }
        func number(_ value: Double, _ decimals: Int = 3) -> String { NumberText.fixed(value, decimals: decimals) }
        func cell(_ text: String, _ width: Int) -> String {
            String(repeating: " ", count: max(0, width - text.count)) + text
        }
        func row(_ label: String, _ stats: TimingStats) -> String {
            label + String(repeating: " ", count: max(0, 16 - label.count))
                + [stats.p50, stats.p90, stats.p95, stats.p99, stats.max, stats.mean].map { cell(number($0), 10) }
                .joined()
        }
        let hz = FrameTime.rate(1, per: framePeriod)
        let runText = runs > 1 ? " (\(runs) runs)" : ""
        var lines = [
            "Frame profile: \(frames) frames in \(number(duration)) s\(runText), display \(number(hz, 2)) Hz "
                + "(\(number(framePeriod.milliseconds)) ms period)",
            "fps             \(number(fps, 2))",
            "hitches         \(hitches), \(number(hitchTime)) ms total, \(number(hitchTimeRatio, 2)) ms/s: "
                + "\(hitchBand.rawValue) (\(hitchBand.range))",
            "frames          " + Self.classText(classes),
            "",
            String(repeating: " ", count: 16)
                + ["p50", "p90", "p95", "p99", "max", "mean"].map { cell($0, 10) }.joined()
                + "  (ms)",
        ]
        if frameInterval.count > 0 { lines.append(row("frame interval", frameInterval)) }
        for phase in FramePhase.allCases {
            if let stats = phases[phase] { lines.append(row(phase.rawValue, stats)) }
        }
        if !labels.isEmpty {
            lines += ["", "by label        frames     share   interval p99   render p99   classes"]
            for breakdown in labels {
                let name = breakdown.label.isEmpty ? "(none)" : String(breakdown.label.prefix(15))
                let share = 100 * Double(breakdown.frames) / Double(Swift.max(1, frames))
                lines.append(
                    name + String(repeating: " ", count: Swift.max(1, 16 - name.count))
                        + cell(String(breakdown.frames), 6) + cell(number(share, 1) + " %", 10)
                        + cell(number(breakdown.frameInterval.p99), 15)
                        + cell(breakdown.phases[.render].map { number($0.p99) } ?? "-", 13)
                        + "   " + Self.classText(breakdown.classes))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
