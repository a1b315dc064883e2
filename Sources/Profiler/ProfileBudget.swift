import Formats

/// A limit a profile must keep, for CI (`fling profile --budget render.p99=4ms`), as
/// Lighthouse's performance budgets: a figure and the most it may be.
public struct ProfileBudget: Hashable, Sendable, CustomStringConvertible {
    /// What a budget limits.
    public enum Figure: Hashable, Sendable {
        /// A statistic of the frame interval or a phase, in milliseconds.
        case timing(ProfileSeries, TimingStats.Statistic)
        /// The hitch-time ratio, in ms per second.
        case hitchRatio
        /// How many frames were late, or dropped vsyncs (warm-up never counts).
        case frames(String)
    }

    /// A budget that could not be parsed: an `InputError` whose message names the budget.
    @available(*, deprecated, renamed: "InputError")
    public typealias ParseError = InputError

    public var figure: Figure
    /// The most the figure may be.
    public var limit: Double
    /// The budget as the user wrote it.
    public var text: String

    /// Parses `SERIES.STAT=Nms` (series: frame-interval, events, animate, render, present;
    /// statistic: p50, p90, p95, p99, max, mean; the unit `ms` may be left out),
    /// `hitch-ratio=N` (ms/s) and `late=N`, `dropped=N` (frames).
    public init(parsing text: String) throws(InputError) {
        func fail(_ why: String) -> InputError { InputError("--budget \"\(text)\": \(why)") }
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw fail("write NAME=LIMIT, e.g. render.p99=4ms or hitch-ratio=5")
        }
        let name = String(parts[0])
        let valueText = String(parts[1])
        let unit: String
        switch name {
        case "hitch-ratio":
            figure = .hitchRatio
            unit = "ms/s"
        case "late", "dropped":
            figure = .frames(name)
            unit = ""
        default:
            let pieces = name.split(separator: ".", omittingEmptySubsequences: false)
            let seriesNames = ProfileSeries.all.map(\.name).joined(separator: ", ")
            let statisticNames = TimingStats.Statistic.allCases.map(\.rawValue).joined(separator: ", ")
            guard pieces.count == 2, let series = ProfileSeries(name: String(pieces[0])) else {
                throw fail(
                    "unknown budget \"\(name.prefix(40))\"; use SERIES.STAT (series: \(seriesNames)), hitch-ratio, late or dropped"
                )
            }
            guard let statistic = TimingStats.Statistic(rawValue: String(pieces[1])) else {
                throw fail("unknown statistic \"\(pieces[1].prefix(20))\"; use one of \(statisticNames)")
            }
            figure = .timing(series, statistic)
            unit = "ms"
        }
        var number = Substring(valueText)
        if !unit.isEmpty, number.hasSuffix(unit) { number = number.dropLast(unit.count) }
        guard let value = Double(number), value.isFinite, value >= 0, !number.hasPrefix("+"),
            number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
        else {
            let example =
                unit.isEmpty ? "a whole number of frames, like 0" : "a number of \(unit) at least 0, like 4\(unit)"
            throw fail("the limit \"\(valueText.prefix(20))\" must be \(example)")
        }
        if case .frames = figure, value != value.rounded() {
            throw fail("the limit \"\(valueText.prefix(20))\" must be a whole number of frames")
        }
        limit = value
        self.text = text
    }

    public var description: String { text }

    /// The figure's value in `summary`, or nil when the summary did not measure it (the
    /// present phase of a run without a window).
    public func value(in summary: ProfileSummary) -> Double? {
        switch figure {
        case let .timing(series, statistic): summary.stats(series)?[statistic]
        case .hitchRatio: summary.hitchTimeRatio
        case let .frames(name): Double(summary.classes[name])
        }
    }

    /// Why `summary` breaks this budget, in one line, or nil when it keeps it.
    public func broken(by summary: ProfileSummary) -> String? {
        guard let value = value(in: summary) else {
            return "budget \(text) broken: the profile did not measure it"
        }
        guard value > limit else { return nil }
        let shown: String =
            switch figure {
            case .timing: NumberText.fixed(value, decimals: 3) + " ms"
            case .hitchRatio: NumberText.fixed(value, decimals: 2) + " ms/s"
            case .frames: String(Int(value)) + " frames"
            }
        return "budget \(text) broken: \(shown)"
    }
}
