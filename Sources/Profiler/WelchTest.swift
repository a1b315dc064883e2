#if canImport(Glibc)
    import Glibc
#endif

/// Welch's unequal-variances t-test, two-sided: whether two small samples have different
/// means, without assuming they share a variance.
///
/// `compare` runs it on per-run statistics (one sample per `--runs` run), never on frames:
/// frame times are autocorrelated (a slow stretch is many slow frames), which makes a test
/// over frames see far more evidence than there is; runs are independent repetitions.
public enum WelchTest {
    /// The two-sided p-value for `a` and `b` having the same mean; nil when either has fewer
    /// than two values (no variance to estimate). Two samples without any spread give 1 when
    /// their means are equal and 0 when not.
    public static func pValue(_ a: [Double], _ b: [Double]) -> Double? {
        guard a.count >= 2, b.count >= 2 else { return nil }
        let (meanA, varA) = meanAndVariance(a)
        let (meanB, varB) = meanAndVariance(b)
        let sa = varA / Double(a.count)
        let sb = varB / Double(b.count)
        let standardError = (sa + sb).squareRoot()
        guard standardError > 1e-12 * max(1, abs(meanA), abs(meanB)) else { return meanA == meanB ? 1 : 0 }
        let t = (meanA - meanB) / standardError
        let df = (sa + sb) * (sa + sb) / (sa * sa / Double(a.count - 1) + sb * sb / Double(b.count - 1))
        return min(1, max(0, regularizedIncompleteBeta(df / (df + t * t), a: df / 2, b: 0.5)))
    }

    /// The sample mean and the unbiased variance (n − 1).
    static func meanAndVariance(_ values: [Double]) -> (Double, Double) {
        let mean = values.reduce(0, +) / Double(values.count)
        let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return (mean, squares / Double(values.count - 1))
    }

    /// I_x(a, b), by the continued fraction of Numerical Recipes (§6.4), which converges fast
    /// for x < (a + 1)/(a + b + 2); beyond that, through I_x(a, b) = 1 − I_{1−x}(b, a).
    static func regularizedIncompleteBeta(_ x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let logFront = lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log(1 - x)
        if x < (a + 1) / (a + b + 2) { return exp(logFront) * continuedFraction(x, a: a, b: b) / a }
        return 1 - exp(logFront) * continuedFraction(1 - x, a: b, b: a) / b
    }

    private static func continuedFraction(_ x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var h = d
        for m in 1...300 {
            let m = Double(m)
            var numerator = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            for step in 0..<2 {
                d = 1 + numerator * d
                if abs(d) < tiny { d = tiny }
                c = 1 + numerator / c
                if abs(c) < tiny { c = tiny }
                d = 1 / d
                h *= d * c
                if step == 0 { numerator = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1)) }
            }
            if abs(d * c - 1) < 1e-15 { break }
        }
        return h
    }
}
