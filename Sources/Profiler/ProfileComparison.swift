import Formats

/// Two captures of the same thing compared figure by figure (`fling profile compare`), with
/// the changes beyond noise named, as Tracy compares two captures and Macrobenchmark's CI
/// compares runs.
///
/// A change is beyond noise when both hold:
/// - Welch's t-test on the figure's per-run values (one per `--runs` run on each side)
///   rejects "same mean" at 5 %, Holm-corrected over every figure tested, so that testing
///   thirty figures does not make one of them a regression by chance. Runs are the samples
///   because frames are not independent: a slow stretch is many slow frames in a row.
/// - the change is at least `minimumPercent` (5 %) and `minimumMilliseconds` (0.1 ms) —
///   smaller is no change a user sees, however certain.
/// With fewer than two runs on a side nothing is tested, and nothing is beyond noise.
public struct ProfileComparison: Sendable {
    /// One figure before and after.
    public struct Figure: Hashable, Sendable {
        public var series: ProfileSeries
        public var statistic: TimingStats.Statistic
        /// The pooled value before and after, in milliseconds.
        public var before: Double
        public var after: Double
        /// The test's p-value (before Holm's correction); nil when not tested.
        public var pValue: Double?
        /// Whether the change is beyond noise (the test and the minimum effect).
        public var beyondNoise: Bool

        /// "render p99".
        public var name: String { "\(series.name) \(statistic.rawValue)" }
        /// After − before, in milliseconds.
        public var change: Double { after - before }
        /// The change as a percentage of before (infinite from zero).
        public var percent: Double { before == 0 ? (after == 0 ? 0 : .infinity) : 100 * change / before }
    }

    /// The family-wise error rate of the tests: 5 %.
    public static let alpha = 0.05
    /// The smallest change that counts, relative and absolute.
    public static let minimumPercent = 5.0, minimumMilliseconds = 0.1
    /// The statistics tested; `max` is shown but never tested (one frame decides it).
    public static let tested: [TimingStats.Statistic] = [.p50, .p90, .p95, .p99, .mean]

    public let before: ProfileSummary
    public let after: ProfileSummary
    /// Every timing figure both sides measured, series by series.
    public let figures: [Figure]

    public init(before: ProfileCapture, after: ProfileCapture) {
        self.before = before.summary()
        self.after = after.summary()
        let runsBefore = before.runSummaries()
        let runsAfter = after.runSummaries()
        var figures: [Figure] = []
        for series in ProfileSeries.all {
            guard let statsBefore = self.before.stats(series), let statsAfter = self.after.stats(series) else {
                continue
            }
            for statistic in TimingStats.Statistic.allCases {
                var p: Double?
                if Self.tested.contains(statistic) {
                    p = WelchTest.pValue(
                        runsBefore.compactMap { $0.stats(series)?[statistic] },
                        runsAfter.compactMap { $0.stats(series)?[statistic] })
                }
                figures.append(
                    Figure(
                        series: series, statistic: statistic, before: statsBefore[statistic],
                        after: statsAfter[statistic], pValue: p, beyondNoise: false))
            }
        }
        // Holm: the k-th smallest of m p-values must be below alpha / (m − k), and every smaller one too.
        let order = figures.indices.filter { figures[$0].pValue != nil }.sorted {
            figures[$0].pValue! < figures[$1].pValue!
        }
        for (rank, index) in order.enumerated() {
            guard figures[index].pValue! < Self.alpha / Double(order.count - rank) else { break }
            let figure = figures[index]
            figures[index].beyondNoise =
                abs(figure.change) >= Self.minimumMilliseconds
                && abs(figure.percent) >= Self.minimumPercent
        }
        self.figures = figures
    }

    /// Whether the two sides had enough runs (two or more each) to test anything.
    public var isTested: Bool { figures.contains { $0.pValue != nil } }

    /// The figures beyond noise that got slower by more than `percent`.
    public func regressions(overPercent percent: Double) -> [Figure] {
        figures.filter { $0.beyondNoise && $0.change > 0 && $0.percent > percent }
    }

    /// The comparison for a terminal: the overall figures, each timing figure with its
    /// change and p-value, and the verdict.
    public func report(beforeName: String, afterName: String) -> String {
        func number(_ value: Double, _ decimals: Int = 3) -> String { NumberText.fixed(value, decimals: decimals) }
        func signed(_ value: Double, _ decimals: Int = 3) -> String {
            guard !value.isInfinite else { return "new" }
            let text = number(value, decimals)
            return text.hasPrefix("-") ? text : "+" + text
        }
        func cell(_ text: String, _ width: Int) -> String {
            String(repeating: " ", count: max(0, width - text.count)) + text
        }
        func row(_ label: String, _ cells: [String]) -> String {
            label + String(repeating: " ", count: max(1, 20 - label.count)) + cells.map { cell($0, 11) }.joined()
        }
        var lines = [
            "Before: \(beforeName): \(before.frames) frames, \(before.runs) run\(before.runs == 1 ? "" : "s")",
            "After:  \(afterName): \(after.frames) frames, \(after.runs) run\(after.runs == 1 ? "" : "s")",
            "",
            row("", ["before", "after", "change", "%", "p"]),
            row("fps", [number(before.fps, 2), number(after.fps, 2), signed(after.fps - before.fps, 2), "", ""]),
            row(
                "hitch ratio (ms/s)",
                [
                    number(before.hitchTimeRatio, 2), number(after.hitchTimeRatio, 2),
                    signed(after.hitchTimeRatio - before.hitchTimeRatio, 2), "", "",
                ]),
        ]
        for name in ["late", "dropped"] {
            let b = before.classes[name]
            let a = after.classes[name]
            lines.append(row("\(name) frames", [String(b), String(a), (a >= b ? "+" : "") + String(a - b), "", ""]))
        }
        lines.append(row("(ms)", []))
        for figure in figures {
            let p = figure.pValue.map { $0 < 0.001 ? "<0.001" : number($0) } ?? "-"
            lines.append(
                row(
                    figure.name,
                    [
                        number(figure.before), number(figure.after), signed(figure.change),
                        signed(figure.percent, 1), p,
                    ]) + (figure.beyondNoise ? "  *" : ""))
        }
        lines.append("")
        let beyond = figures.filter(\.beyondNoise)
        if !isTested {
            lines.append(
                "Not tested for noise: each file needs 2 runs or more (fling profile --replay FILE --runs N); no change is called beyond noise."
            )
        } else if beyond.isEmpty {
            lines.append(
                "No change beyond noise (Welch's t-test over runs, Holm-corrected at 5 %, and at least 5 % and 0.1 ms)."
            )
        } else {
            lines.append(
                "Beyond noise (*; Welch's t-test over runs, Holm-corrected at 5 %, and at least 5 % and 0.1 ms):")
            for figure in beyond {
                lines.append(
                    "  \(figure.name) \(figure.change > 0 ? "slower" : "faster") by \(number(abs(figure.change))) ms "
                        + "(\(signed(figure.percent, 1)) %)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
