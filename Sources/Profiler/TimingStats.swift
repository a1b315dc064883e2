import Time

/// Mean and nearest-rank percentiles of a set of durations, in milliseconds.
///
/// The p-th percentile is the nearest-rank value: the smallest sample such that at least
/// p % of the samples are less than or equal to it, `sorted[ceil(p/100 · n) − 1]`. It is
/// always one of the measured durations, never an interpolation. With no samples every
/// statistic is 0.
public struct TimingStats: Hashable, Sendable {
    /// How many durations were measured.
    public var count: Int
    /// The arithmetic mean.
    public var mean: Double
    /// The median (nearest rank).
    public var p50: Double
    /// The 90th percentile (nearest rank).
    public var p90: Double
    /// The 95th percentile (nearest rank).
    public var p95: Double
    /// The 99th percentile (nearest rank).
    public var p99: Double
    /// The longest duration.
    public var max: Double

    /// Statistics of `durations`, reported in milliseconds.
    public init(_ durations: [FrameTime]) {
        let sorted = durations.sorted()
        count = sorted.count
        mean = sorted.isEmpty ? 0 : sorted.reduce(FrameTime.zero, +).milliseconds / Double(sorted.count)
        p50 = Self.nearestRank(percent: 50, of: sorted).milliseconds
        p90 = Self.nearestRank(percent: 90, of: sorted).milliseconds
        p95 = Self.nearestRank(percent: 95, of: sorted).milliseconds
        p99 = Self.nearestRank(percent: 99, of: sorted).milliseconds
        max = (sorted.last ?? .zero).milliseconds
    }

    /// The statistics a summary, a comparison and a budget name, in report order.
    public enum Statistic: String, CaseIterable, Sendable {
        case p50, p90, p95, p99, max, mean
    }

    /// The value of `statistic`, in milliseconds.
    public subscript(statistic: Statistic) -> Double {
        switch statistic {
        case .p50: p50
        case .p90: p90
        case .p95: p95
        case .p99: p99
        case .max: max
        case .mean: mean
        }
    }

    /// `sorted[ceil(percent/100 · n) − 1]`, in integers so 99 % of 100 samples is exactly rank 99.
    static func nearestRank(percent: Int, of sorted: [FrameTime]) -> FrameTime {
        guard !sorted.isEmpty else { return .zero }
        let rank = Swift.max(1, (percent * sorted.count + 99) / 100)
        return sorted[Swift.min(rank, sorted.count) - 1]
    }
}
