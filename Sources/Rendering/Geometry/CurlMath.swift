import Raster

/// Sine and arcsine for the page curl's row tables, in + − × ÷ and square roots only.
///
/// The C library's `sin` and `asin` may round differently from one platform or version to
/// the next; these series use only operations IEEE 754 rounds exactly, in a fixed order, so
/// a curl's table, and so its pixels, are the same everywhere. They are accurate to about
/// 1e-15 over the ranges the curl uses, far below what a pixel can show.
enum CurlMath {
    /// sin x for x in 0…π (held to that range).
    static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return 0 }
        var t = min(max(x, 0), Double.pi)
        if t > Double.pi / 2 { t = Double.pi - t }
        // Taylor series to x^29/29!: below 1e-20 for t ≤ π/2.
        let t2 = t * t
        var term = t, sum = t
        var n = 1.0
        for _ in 0..<14 {
            term = -term * t2 / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }

    /// asin x for x in 0…1 (held to that range).
    static func asin(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        let v = min(x, 1)
        // asin v = π/2 − 2 asin √((1 − v)/2) keeps the series' argument at most ½.
        if v > 0.5 { return Double.pi / 2 - 2 * series(((1 - v) / 2).squareRoot()) }
        return series(v)
    }

    /// The arcsine's Maclaurin series for |x| ≤ ½, to 40 terms (below 1e-25 at ½).
    private static func series(_ x: Double) -> Double {
        let x2 = x * x
        var power = x, sum = x
        var coefficient = 1.0   // (2n)! / (4ⁿ (n!)²)
        for n in 1..<40 {
            let k = Double(n)
            coefficient = coefficient * (2 * k - 1) / (2 * k)
            power *= x2
            sum += coefficient * power / (2 * k + 1)
        }
        return sum
    }
}
