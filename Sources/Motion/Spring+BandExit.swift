#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The search at the heart of `settlingDuration`: when the motion leaves the ±epsilon band
/// for good, to the last bit, bisected — and bit for bit the same number as the plain
/// bisection, with about a third of its evaluations of the motion.
///
/// The plain bisection halves [lo, hi] until lo and hi are adjacent doubles, asking at each
/// midpoint whether |x(mid)| > epsilon: about 50 evaluations. Far from the exit the answer is
/// certain without asking. Between lo and hi, |x| − epsilon (exactly) first falls, through the
/// exit c, and then at most rises again to a value still below zero at hi. So once the
/// computed |x| − epsilon is ≥ M at some tL < c and ≤ −M at some tR > c (and ≥ M at lo,
/// ≤ −M at hi), every midpoint at or before tL is outside and every one at or after tR is
/// inside, as long as the computed motion's rounding error stays below M — which a margin M
/// of 2·10⁻¹³ of the largest term the formula adds up ensures, thousands of times over. The
/// bisection then runs exactly as before, evaluating only the midpoints in (tL, tR): it
/// takes the same steps and returns the same double.
///
/// c is found by Newton's method on the motion's exact velocity, safeguarded by bisection.
/// Where the margin could not be trusted (extreme springs whose phase runs past 10⁴ radians
/// by `hi`), the search is the plain bisection.
extension Spring {
    /// The last time in [lo, hi] at which the motion from (x0, v0) is outside the band,
    /// given that `lo` is outside, `hi` is not and the motion leaves the band only once
    /// between them: the plain bisection's answer (see the extension's note).
    func bandExit(x0: Double, v0: Double, epsilon: Double, after lo: Double, before hi: Double) -> Double {
        let (outsideUpTo, insideFrom) = certainSides(x0: x0, v0: v0, epsilon: epsilon, lo: lo, hi: hi)
        var lo = lo, hi = hi
        while true {
            let mid = (lo + hi) / 2
            guard mid > lo && mid < hi else { return hi }
            let outside = mid <= outsideUpTo
                || (mid < insideFrom && abs(displacement(from: x0, velocity: v0, time: mid).value) > epsilon)
            if outside { lo = mid } else { hi = mid }
        }
    }

    /// The plain bisection `bandExit` reproduces, evaluating the motion at every midpoint.
    func bandExitByBisection(x0: Double, v0: Double, epsilon: Double, after lo: Double, before hi: Double) -> Double {
        var lo = lo, hi = hi
        while true {
            let mid = (lo + hi) / 2
            guard mid > lo && mid < hi else { return hi }
            if abs(displacement(from: x0, velocity: v0, time: mid).value) > epsilon { lo = mid } else { hi = mid }
        }
    }

    /// Times up to which the motion is certainly outside the band and from which it is
    /// certainly inside, within [lo, hi]; (lo, hi) — no certainty — when they cannot be
    /// established.
    private func certainSides(x0: Double, v0: Double, epsilon: Double, lo: Double, hi: Double) -> (Double, Double) {
        let none = (lo, hi)
        let omega0 = _omega0, a = _decay, w = _frequency
        guard lo >= 0, lo < hi, hi.isFinite, (omega0 + a + w) * hi < 1e4 else { return none }
        // |x(t)| and every term the closed form adds up are at most
        // e^(−rate·t)·(|x0| + |b|·min(1/w, t)), whatever the regime (w is ω_d, γ or 0).
        let b = v0 + a * x0
        let rate = _regime == 0 ? a : (_regime == 1 ? omega0 : omega0 * omega0 / (a + w))
        let size = (abs(x0) + abs(b) * min(1 / w, hi)) * _exp(-rate * lo)
        // The rounding of the arguments of exp, sin and cos grows with a·t and ω·t.
        let margin = 2e-13 * size * (1 + (omega0 + a + w) * hi)
        guard margin > 0, margin < 0.25 * epsilon else { return none }
        func excess(_ t: Double) -> (value: Double, slope: Double) {
            let d = displacement(from: x0, velocity: v0, time: t)
            return (abs(d.value) - epsilon, d.value >= 0 ? d.velocity : -d.velocity)
        }

        // Newton towards the exit c, inside a bracket (outside at `left`, inside at `right`).
        var left = lo, right = hi
        var t = lo + (hi - lo) / 2
        if _regime == 0 {
            // From an extremum |x| falls about as a cosine: start where that one meets epsilon.
            let start = abs(displacement(from: x0, velocity: v0, time: lo).value)
            let guess = lo + acosGuess(min(1, epsilon / start)) / w
            if guess > lo && guess < hi { t = guess }
        }
        var found = false
        var slope = 0.0, last = 0.0
        for _ in 0..<60 {
            let e = excess(t)
            if e.value > 0 { left = t } else { right = t }
            slope = e.slope
            last = e.value
            if abs(e.value) <= margin {
                found = true
                break
            }
            var next = t - e.value / e.slope
            if !(next > left && next < right) { next = left + (right - left) / 2 }
            if next == t { break }
            t = next
        }
        guard found, slope < 0 else { return none }

        // Step away from c until the computed excess clears twice the margin on each side:
        // first to where the tangent at c says 3 margins, then farther.
        let e = last
        var outsideUpTo = lo, insideFrom = hi
        var reach = (3 * margin - e) / -slope
        for _ in 0..<6 {
            let s = t - reach
            if s <= lo { break }
            if excess(s).value >= 2 * margin {
                outsideUpTo = s
                break
            }
            reach *= 4
        }
        reach = (3 * margin + e) / -slope
        for _ in 0..<6 {
            let s = t + reach
            if s >= hi { break }
            if excess(s).value <= -2 * margin {
                insideFrom = s
                break
            }
            reach *= 4
        }
        // The ends must clear the margin too: |x| − epsilon may rise towards hi (and near lo)
        // again, but no higher than there.
        if outsideUpTo > lo && !(excess(lo).value >= 2 * margin) { outsideUpTo = lo }
        if insideFrom < hi && !(excess(hi).value <= -2 * margin) { insideFrom = hi }
        return (outsideUpTo, insideFrom)
    }
}

/// arccos for a starting guess only: the search's answer does not depend on its bits.
private func acosGuess(_ x: Double) -> Double { acos(x) }
