import Formats
import Time

extension ProfileCapture {
    /// The summary file's `format` value.
    public static let format = "fling-profile-summary"
    /// The summary file's version: 1.
    public static let version = 1

    /// The summary file (`fling profile --summary-out`, docs/profiler.md): the pooled
    /// figures, each run's figures and every frame's times in one array per column.
    public func summaryJSON() -> String {
        let pooled = summary()
        let labelNames = Self.labelNames(runs)
        let labelIndex = Dictionary(uniqueKeysWithValues: labelNames.enumerated().map { ($1, $0) })
        var out = "{\n"
        func member(_ key: String, _ value: String, last: Bool = false) {
            out += "\(JSONWriter.quoted(key)):\(value)\(last ? "\n" : ",\n")"
        }
        member("format", JSONWriter.quoted(Self.format))
        member("version", String(Self.version))
        member("source", JSONWriter.quoted(source))
        member("frame_period_ns", String(framePeriod.nanoseconds))
        member("runs", String(runs.count))
        for (key, value) in Self.figures(pooled) { member(key, value) }
        member(
            "labels",
            "["
                + pooled.labels.map { breakdown in
                    "\n {\"label\":\(JSONWriter.quoted(breakdown.label)),\"frames\":\(breakdown.frames),"
                        + "\"classes\":\(Self.classes(breakdown.classes)),"
                        + "\"stats\":\(Self.stats(frameInterval: breakdown.frameInterval, phases: breakdown.phases))}"
                }.joined(separator: ",") + "]")
        member(
            "per_run",
            "["
                + runSummaries().map { run in
                    "\n {" + Self.figures(run).map { "\(JSONWriter.quoted($0.key)):\($0.value)" }.joined(separator: ",")
                        + "}"
                }.joined(separator: ",") + "]")
        member("label_names", "[" + labelNames.map(JSONWriter.quoted).joined(separator: ",") + "]")
        out += "\"frame_data\":["
        for (runIndex, frames) in runs.enumerated() {
            out += runIndex == 0 ? "\n" : ",\n"
            func column(_ name: String, _ cell: (ProfiledFrame) -> String) -> String {
                "\(JSONWriter.quoted(name)):[" + frames.map(cell).joined(separator: ",") + "]"
            }
            var columns = [
                column("vsync") { String($0.link.vsync) },
                column("missed_vsyncs") { String($0.link.missedVsyncs) },
                column("start_ns") { String(($0.start - Self.vsyncZero).nanoseconds) },
                column("end_ns") { String(($0.end - Self.vsyncZero).nanoseconds) },
            ]
            for phase in FramePhase.allCases {
                columns.append(
                    column("\(phase.rawValue)_ns") { $0[phase].map { String($0.duration.nanoseconds) } ?? "null" })
            }
            columns += [
                column("overrun_ns") { String($0.overrun.nanoseconds) },
                column("class") { JSONWriter.quoted($0.frameClass.name) },
                column("late_phase") { frame in
                    if case let .late(phase) = frame.frameClass { return JSONWriter.quoted(phase.rawValue) }
                    return "null"
                },
                column("label") { String(labelIndex[$0.label]!) },
            ]
            out += " {" + columns.joined(separator: ",\n  ") + "}"
        }
        return out + "]\n}\n"
    }

    /// The distinct labels of `runs`, "" first, then in order of first appearance.
    static func labelNames(_ runs: [[ProfiledFrame]]) -> [String] {
        var names = [""]
        var seen: Set<String> = [""]
        for frame in runs.joined() where seen.insert(frame.label).inserted { names.append(frame.label) }
        return names
    }

    /// The figures a summary and each run list, as (key, JSON) pairs in file order.
    static func figures(_ summary: ProfileSummary) -> KeyValuePairs<String, String> {
        [
            "frames": String(summary.frames),
            "duration_s": number(summary.duration),
            "fps": number(summary.fps),
            "hitches": String(summary.hitches),
            "hitch_time_ms": number(summary.hitchTime),
            "hitch_time_ratio": number(summary.hitchTimeRatio),
            "hitch_band": JSONWriter.quoted(summary.hitchBand.rawValue),
            "classes": classes(summary.classes),
            "stats": stats(frameInterval: summary.frameInterval, phases: summary.phases),
        ]
    }

    static func classes(_ counts: ProfileSummary.ClassCounts) -> String {
        let byPhase = FramePhase.allCases.map { "\(JSONWriter.quoted($0.rawValue)):\(counts.lateByPhase[$0] ?? 0)" }
        return "{" + FrameClass.names.map { "\(JSONWriter.quoted($0)):\(counts[$0])" }.joined(separator: ",")
            + ",\"dropped_vsyncs\":\(counts.droppedVsyncs),\"late_by_phase\":{" + byPhase.joined(separator: ",") + "}}"
    }

    static func stats(frameInterval: TimingStats, phases: [FramePhase: TimingStats]) -> String {
        var entries: [String] = []
        for series in ProfileSeries.all {
            let stats: TimingStats? =
                switch series {
                case .frameInterval: frameInterval.count > 0 ? frameInterval : nil
                case let .phase(phase): phases[phase]
                }
            guard let stats else { continue }
            let values = TimingStats.Statistic.allCases.map { "\"\($0.rawValue)\":\(number(stats[$0]))" }
            entries.append(
                "\(JSONWriter.quoted(series.name)):{\"count\":\(stats.count),\(values.joined(separator: ","))}")
        }
        return "{" + entries.joined(separator: ",") + "}"
    }

    /// Milliseconds and ratios to the nanosecond (six decimals), in JSON's shortest form.
    static func number(_ value: Double) -> String {
        JSONWriter.number((value * 1e6).rounded() / 1e6)
    }
}
