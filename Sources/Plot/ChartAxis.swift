import Formats
import Foundation

/// A linear axis: the range shown, the tick step (1, 2 or 5 times a power of ten) and a label.
public struct ChartAxis: Sendable, Equatable {
    public var lowerBound: Double
    public var upperBound: Double
    /// Distance between ticks; ticks sit on whole multiples of it.
    public var step: Double
    /// Shown under the axis (x) or unused (y: the legend names the series).
    public var label: String

    public init(lowerBound: Double, upperBound: Double, step: Double, label: String = "") {
        precondition(
            lowerBound < upperBound && step > 0,
            "an axis needs lower < upper and step > 0; got \(lowerBound)…\(upperBound) step \(step)")
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.step = step
        self.label = label
    }

    /// An axis over exactly `lower…upper` (a time axis that ends where the motion does),
    /// with ticks at nice steps inside it.
    public static func exact(_ lower: Double, _ upper: Double, tickCount: Int = 8, label: String = "") -> ChartAxis {
        let (lo, hi) = widened(lower, upper)
        return ChartAxis(
            lowerBound: lo, upperBound: hi, step: niceStep(span: hi - lo, tickCount: tickCount), label: label)
    }

    /// An axis that shows every one of `values` with a margin of `padding` (a fraction of the
    /// span) on each side, its ends rounded out to whole ticks.
    public static func fitting(_ values: [Double], padding: Double = 0.08, tickCount: Int = 5, label: String = "")
        -> ChartAxis
    {
        let finite = values.filter(\.isFinite)
        var (lo, hi) = widened(finite.min() ?? 0, finite.max() ?? 1)
        let margin = (hi - lo) * padding
        lo -= margin
        hi += margin
        let step = niceStep(span: hi - lo, tickCount: tickCount)
        let lower = (lo / step).rounded(.down) * step
        let upper = (hi / step).rounded(.up) * step
        return ChartAxis(lowerBound: lower, upperBound: upper > lower ? upper : lower + step, step: step, label: label)
    }

    /// The tick step for a range `span` wide that gives about `tickCount` intervals: the
    /// raw step `span / tickCount` rounded to 1, 2, 5 or 10 times a power of ten (Heckbert's
    /// "nice numbers"), so 0…1 ticks every 0.2 and 0…157 every 50.
    public static func niceStep(span: Double, tickCount: Int = 5) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(tickCount, 1))
        let magnitude = Self.powerOfTen(Self.decade(of: raw))
        let fraction = raw / magnitude
        let nice: Double = fraction < 1.5 ? 1 : (fraction < 3 ? 2 : (fraction < 7 ? 5 : 10))
        // A span near the bottom of the doubles (a motion over 5e-324) has no power of ten
        // below it: a unit step draws it as flat, where a zero step would trap.
        let step = nice * magnitude
        return step.isNormal ? step : 1
    }

    /// The same range with the step raised along 1, 2, 5, 10, … until ticks are at least
    /// `minSpacing` apart on an axis `length` long, keeping at least two ticks: a short panel
    /// gets fewer labels instead of crowded ones.
    public func thinned(length: Double, minSpacing: Double) -> ChartAxis {
        var axis = self
        let span = upperBound - lowerBound
        guard length > 0, span > 0 else { return axis }
        for _ in 0..<30 where axis.step * length / span < minSpacing {
            var next = axis
            let magnitude = Self.powerOfTen(Self.decade(of: axis.step * Self.decadeTolerance))
            let mantissa = (axis.step / magnitude).rounded()
            next.step = (mantissa < 2 ? 2 : (mantissa < 5 ? 5 : 10)) * magnitude
            guard next.ticks.count >= 2 else { break }
            axis = next
        }
        return axis
    }

    /// The tick values inside the range, ends included when they fall on a tick.
    public var ticks: [Double] {
        // A hair of tolerance keeps a tick that lands on an end despite rounding.
        let tolerance = step * 1e-9
        let first = ((lowerBound - tolerance) / step).rounded(.up)
        let last = ((upperBound + tolerance) / step).rounded(.down)
        guard first <= last, last - first < 1000 else { return [] }
        // Counted from the first tick: beyond 2⁵³ adding 1 to a double changes nothing.
        return (0...Int(last - first)).map { i in
            let v = (first + Double(i)) * step
            return abs(v) < tolerance ? 0 : v
        }
    }

    /// Decimals that show every tick exactly: none for steps of 1 or more, one for 0.1…0.5, …
    public var tickDecimals: Int {
        max(0, -Self.decade(of: step * Self.decadeTolerance))
    }

    /// 10^(1e-9): a step a hair below a power of ten (rounding) counts as that power.
    static let decadeTolerance = 1.000_000_002_302_585_1

    /// ⌊log₁₀ x⌋ for a positive finite x, found by comparing with powers of ten (no libm, so
    /// the ticks and their labels are the same on any C library).
    static func decade(of x: Double) -> Int {
        guard x > 0, x.isFinite else { return 0 }
        // log₁₀ 2 ≈ 0.30103: an estimate within one of the answer, then corrected.
        var k = Int((Double(x.exponent) * 0.301_029_995_663_981_2).rounded(.down))
        while k < 308, powerOfTen(k + 1) <= x { k += 1 }
        while k > -324, powerOfTen(k) > x { k -= 1 }
        return k
    }

    /// 10^k, exact for 0 ≤ k ≤ 22 and correctly rounded for −22 ≤ k < 0 (one division);
    /// beyond, products and quotients of exact powers (within a few ulps).
    static func powerOfTen(_ k: Int) -> Double {
        // Exact chunks of at most 10²² each, multiplied up or divided down (stopping at
        // infinity or zero).
        var n = abs(k)
        var result = 1.0
        while n > 0 && result.isFinite && result > 0 {
            let chunk = exactPowers[min(n, 22)]
            result = k > 0 ? result * chunk : result / chunk
            n -= min(n, 22)
        }
        return result
    }

    private static let exactPowers: [Double] = (0...22).reduce(into: []) { powers, n in
        powers.append(n == 0 ? 1 : powers[n - 1] * 10)
    }

    /// The tick labels, in tick order.
    public var tickLabels: [String] {
        ticks.map { NumberText.fixed($0, decimals: tickDecimals) }
    }

    /// A range that is not empty: a single value gets a unit around it.
    private static func widened(_ lo: Double, _ hi: Double) -> (Double, Double) {
        if lo < hi { return (lo, hi) }
        let half = max(abs(lo) * 0.5, 0.5)
        return (lo - half, hi + half)
    }
}
