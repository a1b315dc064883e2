#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
    import Geometry
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
/// of (2·10⁻¹⁴ + 2·10⁻¹⁵·ω·t) times the largest term the formula adds up ensures, about
/// eighteen times over: that error is below (10 + ω·t)·2⁻⁵³ of the largest term — about 1
/// for exp (0.52 ulp), 1.6 each for sin and cos (0.8 ulp: CMotionMath's bounds), 6 roundings
/// of the arithmetic, and ω·t for the rounding of the arguments of exp, sin and cos. The margin is taken from
/// the largest such term at or after each point, so it shrinks with the envelope. The
/// bisection then runs exactly as before, evaluating only the midpoints in (tL, tR): it
/// takes the same steps and returns the same double.
///
/// c is found by Halley's method on the motion's exact velocity and curvature (on log|x| when
/// the spring does not oscillate), safeguarded by bisection.
/// Where the margin could not be trusted (extreme springs whose phase runs past 10⁴ radians
/// by `hi`), the search is the plain bisection.
extension Spring {
    /// The last time in [lo, hi] at which the motion from (x0, v0) is outside the band,
    /// given that `lo` is outside, `hi` is not and the motion leaves the band only once
    /// between them: the plain bisection's answer (see the extension's note).
    /// `known` gives |x(t)| where the caller already computed it (or estimated it closely).
    func bandExit(
        x0: Double, v0: Double, epsilon: Double, after lo: Double, before hi: Double,
        known: RecentDisplacements = RecentDisplacements()
    ) -> Double {
        let (outsideUpTo, insideFrom) = certainSides(x0: x0, v0: v0, epsilon: epsilon, lo: lo, hi: hi, known: known)
        var lo = lo
        var hi = hi
        while true {
            if lo > 0, hi.isFinite, lo.exponentBitPattern == hi.exponentBitPattern {
                return bandExitWithinBinade(
                    x0: x0, v0: v0, epsilon: epsilon, lo: lo, hi: hi,
                    outsideUpTo: outsideUpTo, insideFrom: insideFrom)
            }
            let mid = (lo + hi) / 2
            guard mid > lo && mid < hi else { return hi }
            let outside =
                mid <= outsideUpTo
                || (mid < insideFrom && abs(displacement(from: x0, velocity: v0, time: mid).value) > epsilon)
            if outside { lo = mid } else { hi = mid }
        }
    }

    /// `bandExit`'s bisection once lo and hi (both positive) are in one binade, where the
    /// doubles are evenly spaced: each is its significand's integer, and the midpoint is
    /// computed on those integers exactly as (lo + hi) / 2 rounds it. Integer steps are
    /// shorter than the floating-point ones (about 7 % less rest time in `fling bench
    /// scene`; the same loop in C with the end moved by a conditional move instead of a
    /// branch was slower).
    private func bandExitWithinBinade(
        x0: Double, v0: Double, epsilon: Double, lo: Double, hi: Double,
        outsideUpTo: Double, insideFrom: Double
    ) -> Double {
        let significand: UInt64 = (1 << 52) - 1
        let exponent = lo.bitPattern & ~significand
        // Positive doubles order as their bit patterns. A limit below the binade leaves every
        // midpoint above it, one above it every midpoint below; every midpoint is above lo
        // (position 0), so position 0 certifies none.
        func position(_ x: Double) -> UInt64 {
            x < lo ? 0 : (x > hi ? significand + 1 : x.bitPattern - exponent)
        }
        let outsideTo = position(outsideUpTo)
        let insideAt = position(insideFrom)
        var l = lo.bitPattern - exponent
        var h = hi.bitPattern - exponent
        while true {
            // lo + hi is exact when l + h is even; otherwise it lies halfway between two
            // doubles of the next binade and rounds to the one with the even significand.
            let sum = l + h
            let half = sum >> 1
            let mid = half + (sum & half & 1)
            guard mid > l && mid < h else { return Double(bitPattern: exponent + h) }
            var outside = mid <= outsideTo
            if mid > outsideTo && mid < insideAt {
                outside =
                    abs(displacement(from: x0, velocity: v0, time: Double(bitPattern: exponent + mid)).value) > epsilon
            }
            l = outside ? mid : l
            h = outside ? h : mid
        }
    }

    /// The plain bisection `bandExit` reproduces, evaluating the motion at every midpoint.
    func bandExitByBisection(x0: Double, v0: Double, epsilon: Double, after lo: Double, before hi: Double) -> Double {
        var lo = lo
        var hi = hi
        while true {
            let mid = (lo + hi) / 2
            guard mid > lo && mid < hi else { return hi }
            if abs(displacement(from: x0, velocity: v0, time: mid).value) > epsilon { lo = mid } else { hi = mid }
        }
    }

    /// Times up to which the motion is certainly outside the band and from which it is
    /// certainly inside, within [lo, hi]; (lo, hi) — no certainty — when they cannot be
    /// established.
    private func certainSides(
        x0: Double, v0: Double, epsilon: Double, lo: Double, hi: Double,
        known: RecentDisplacements
    ) -> (Double, Double) {
        let none = (lo, hi)
        let omega0 = _omega0
        let a = _decay
        let w = _frequency
        guard lo >= 0, lo < hi, hi.isFinite, (omega0 + a + w) * hi < 1e4 else { return none }
        // |x(t)| and every term the closed form adds up are at most
        // e^(−rate·t)·(|x0| + |b|·min(1/w, hi)) for t ≤ hi, whatever the regime (w is ω_d,
        // γ or 0); the rounding of the arguments of exp, sin and cos grows with a·t and ω·t.
        // `margin(t)` bounds the computed motion's error from t on, with room to spare.
        let b = v0 + a * x0
        let rate = _regime == 0 ? a : (_regime == 1 ? omega0 : omega0 * omega0 / (a + w))
        let scale = (abs(x0) + abs(b) * min(1 / w, hi)) * (2e-14 + 2e-15 * (omega0 + a + w) * hi)
        func margin(_ t: Double) -> Double { scale * _exp(-rate * t) }
        let global = margin(lo)
        guard global > 0, global < 0.25 * epsilon else { return none }
        func excess(_ t: Double) -> (value: Double, slope: Double) {
            let d = displacement(from: x0, velocity: v0, time: t)
            return (abs(d.value) - epsilon, d.value >= 0 ? d.velocity : -d.velocity)
        }

        // Newton towards the exit c, inside a bracket (outside at `left`, inside at `right`).
        var left = lo
        var right = hi
        var t = lo + (hi - lo) / 2
        var atLo = known[lo]
        if _regime == 0 {
            // From an extremum |x| falls about as a cosine: start where that one meets epsilon.
            if atLo == nil { atLo = (abs(displacement(from: x0, velocity: v0, time: lo).value), 0) }
            let start = atLo!.x
            let guess = lo + acosGuess(min(1, epsilon / start)) / w
            if guess > lo && guess < hi { t = guess }
        }
        var found = false
        var slope = 0.0
        var e = 0.0
        for _ in 0..<60 {
            let here = excess(t)
            if here.value > 0 { left = t } else { right = t }
            (e, slope) = here
            if abs(e) <= global {
                found = true
                break
            }
            // Critically and overdamped, |x| decays about exponentially: the step on log|x|,
            // nearly straight there, needs fewer steps from a rough start (the same step near c).
            // Underdamped, the cosine bends log|x| the other way: the step on |x| itself.
            // Halley's step, not Newton's (3.5 evaluations instead of 4.7 in `fling bench
            // scene`): the spring's own equation gives the curvature for free,
            // (|x|)'' = −ω₀²·|x| − 2a·(|x|)'.
            let shown = e + epsilon
            let curvature = -(omega0 * omega0) * shown - 2 * a * slope
            var next: Double
            if _regime != 0 && shown > 0 {
                let g = _log(shown / epsilon)
                let g1 = slope / shown
                let g2 = curvature / shown - g1 * g1
                let denominator = 2 * g1 * g1 - g * g2
                next = denominator > 0 ? t - 2 * g * g1 / denominator : t - g / g1
            } else {
                let denominator = 2 * slope * slope - e * curvature
                next = denominator > 0 ? t - 2 * e * slope / denominator : t - e / slope
            }
            if !(next > left && next < right) {
                next = left + (right - left) / 2
            } else if abs(e) * abs(next - t) * (omega0 + a + w) <= 0.25 * global {
                // The step is so short that the curvature leaves the excess at `next` far
                // within the margin of zero: take it as c without evaluating there (the
                // clearing points are evaluated, so c only has to be near the exit).
                t = next
                e = 0
                found = true
                break
            }
            if next == t { break }
            t = next
        }
        guard found, slope < 0 else { return none }
        let c = t

        /// The first point from c, in `direction`, where the computed excess clears twice
        /// `m` (at least 2m outside going back, at most −2m inside going on): first where the
        /// tangent at c says 3m, then 4, 16, … times as far; nil if it passes `limit` first.
        func clearing(_ direction: Double, _ m: Double, before limit: Double) -> Double? {
            var reach = (3 * m + direction * e) / -slope
            for _ in 0..<6 {
                let s = c + direction * reach
                if direction < 0 ? s <= limit : s >= limit { return nil }
                let value = excess(s).value
                if direction < 0 ? value >= 2 * m : value <= -2 * m { return s }
                reach *= 4
            }
            return nil
        }

        // Before c: |x| − epsilon falls all the way from lo (after at most a slight rise at
        // lo itself), so clearing the margin at lo and at a point tA makes every time up to tA
        // certain. From tA on the error is bounded by the smaller margin(tA): a point tL
        // clearing that one makes (tA, tL] certain as well.
        var outsideUpTo = lo
        let loClears = Self.decide(atLo) {
            $0 - epsilon >= 2 * global
        } evaluate: {
            excess(lo).value + epsilon
        }
        if loClears, let tA = clearing(-1, global, before: lo) {
            outsideUpTo = tA
            let local = margin(tA)
            if local < 0.25 * global, let tL = clearing(-1, local, before: tA) { outsideUpTo = tL }
        }
        // After c: |x| − epsilon falls, then rises at most to its value at hi, and the error
        // is bounded by margin(c).
        var insideFrom = hi
        let after = margin(c)
        let hiClears = Self.decide(known[hi]) {
            $0 - epsilon <= -2 * after
        } evaluate: {
            excess(hi).value + epsilon
        }
        if hiClears, let tR = clearing(1, after, before: hi) { insideFrom = tR }
        return (outsideUpTo, insideFrom)
    }

    /// Whether `test` holds for the computed |x| at a point: from `known` (the value, or an
    /// estimate within its tolerance) when every value it allows gives the same answer, or
    /// else from `evaluate()`, the computed |x| itself.
    private static func decide(
        _ known: (x: Double, tolerance: Double)?, _ test: (Double) -> Bool,
        evaluate: () -> Double
    ) -> Bool {
        if let known {
            let low = test(known.x - known.tolerance)
            let high = test(known.x + known.tolerance)
            if low == high { return low }
        }
        return test(evaluate())
    }
}

/// The last two |x(t)| a search computed or estimated, so that the exit search need not
/// compute them again at the ends it starts from.
struct RecentDisplacements {
    private var last = (t: Double.nan, x: 0.0, tolerance: 0.0)
    private var earlier = (t: Double.nan, x: 0.0, tolerance: 0.0)

    /// |x(t)| as computed (`tolerance` 0), or an estimate within `tolerance` of the computed value.
    mutating func record(_ t: Double, _ x: Double, tolerance: Double = 0) {
        earlier = last
        last = (t, x, tolerance)
    }

    /// |x(t)| and its tolerance, if `t` is one of the two.
    subscript(t: Double) -> (x: Double, tolerance: Double)? {
        t == last.t ? (last.x, last.tolerance) : (t == earlier.t ? (earlier.x, earlier.tolerance) : nil)
    }
}

/// arccos for a starting guess only: the search's answer does not depend on its bits.
private func acosGuess(_ x: Double) -> Double { acos(x) }
