import Motion
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// UnitCurve is checked against an independent brute-force solution of the same Bézier:
// Bernstein form instead of power form, a sampled bracket refined by bisection instead of
// Newton, so a shared mistake would have to be made twice in different ways.

/// Control points (x1, y1, x2, y2) that stress the solver: vertical and flat tangents at
/// either end, the cusp of x controls (1, 0), overshoot far outside [0, 1], and degenerate
/// curves that are secretly straight.
private let hardCurves: [UnitCurve] = [
    curve(0, 1, 0, 1), curve(1, 0, 1, 0), curve(0.5, -2, 0.5, 3), curve(0, 0, 0, 0), curve(1, 1, 1, 1),
    curve(1, 0, 0, 1), curve(0, 1, 1, 0), curve(1, -5, 0, 6), curve(0.001, 1, 0.999, 0),
    curve(0.3, 10, 0.7, -9), curve(0.99, 0.01, 0.01, 0.99), curve(0, 0, 0.5, 0.25),
    .linear, .easeIn, .easeOut, .easeInOut, .default,
]

private func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> UnitCurve {
    UnitCurve(startControlPoint: Point(x: x1, y: y1), endControlPoint: Point(x: x2, y: y2))
}

/// The curve's y at progress x by brute force: x(t) sampled on a fine grid to bracket the
/// root, then bisection to the last bit. Past t = ½ the residual is taken on 1 − x, in the
/// Bernstein form of 1 − x(t), so the reference keeps its precision at flat ends.
///
/// x controls (1, 0) make x(t) = ½ + 4(t − ½)³ exactly. Within about 1e-12 of that cusp no
/// double-precision bisection can tell the sign of x(t) − x (t is only known to ~3e-6
/// there), so for those curves the reference takes t from the closed form instead.
private struct BruteForceCurve {
    let x1: Double, y1: Double, x2: Double, y2: Double
    private let samples: [Double]
    private static let sampleCount = 1024

    init(_ curve: UnitCurve) {
        (x1, y1) = (curve.startControlPoint.x, curve.startControlPoint.y)
        (x2, y2) = (curve.endControlPoint.x, curve.endControlPoint.y)
        let (a, b) = (x1, x2)
        samples = (0...Self.sampleCount).map { i in
            Self.bernstein(Double(i) / Double(Self.sampleCount), a, b)
        }
    }

    static func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }

    /// x(t) − x, with the sign that matters computed without cancellation.
    private func residual(_ t: Double, _ x: Double) -> Double {
        if t <= 0.5 { return Self.bernstein(t, x1, x2) - x }
        let s = 1 - t
        let complement = s * s * s + 3 * s * s * t * (1 - x1) + 3 * s * t * t * (1 - x2)
        return (1 - x) - complement
    }

    func parameter(forProgress x: Double) -> Double {
        if x1 == 1 && x2 == 0 { return 0.5 + cbrt((x - 0.5) / 4) }
        // The first sample at or past x brackets the root with the one before it.
        var index = samples.firstIndex { $0 >= x } ?? Self.sampleCount
        index = max(index, 1)
        var lo = Double(index - 1) / Double(Self.sampleCount)
        var hi = Double(index) / Double(Self.sampleCount)
        if residual(lo, x) > 0 { lo = 0 }
        if residual(hi, x) < 0 { hi = 1 }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid == lo || mid == hi { break }
            if residual(mid, x) < 0 { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Self.bernstein(parameter(forProgress: x), y1, y2)
    }
}

/// A dense grid of progress values, with extra points crowding both ends and the middle.
private let denseProgressGrid: [Double] = {
    var grid = (0...2000).map { Double($0) / 2000 }
    for exponent in stride(from: -12.0, through: -3, by: 1) {
        let d = pow(10, exponent)
        grid += [d, 1 - d, 0.5 - d, 0.5 + d]
    }
    return grid
}()

@Suite("UnitCurve")
struct UnitCurveTests {
    @Test("Core Animation's default timing (CSS ease) is at 0.8024 halfway")
    func cssEaseAtHalf() {
        #expect(abs(UnitCurve.default.value(at: 0.5) - 0.8024) < 1e-4)
        // 0.802403387584857…, from bisection in exact rational arithmetic.
        #expect(abs(UnitCurve.default.value(at: 0.5) - 0.802403387584857) < 1e-12)
    }

    @Test("the named curves have Core Animation's control points")
    func namedCurves() {
        #expect(UnitCurve.easeIn == curve(0.42, 0, 1, 1))
        #expect(UnitCurve.easeOut == curve(0, 0, 0.58, 1))
        #expect(UnitCurve.easeInOut == curve(0.42, 0, 0.58, 1))
        #expect(UnitCurve.default == curve(0.25, 0.1, 0.25, 1))
        #expect(UnitCurve.linear == .bezier(startControlPoint: .zero, endControlPoint: Point(x: 1, y: 1)))
        // easeInOut is symmetric about the middle.
        #expect(abs(UnitCurve.easeInOut.value(at: 0.3) + UnitCurve.easeInOut.value(at: 0.7) - 1) < 1e-12)
    }

    @Test("control x outside [0, 1] is clamped, y is kept")
    func controlXIsClamped() {
        let clamped = curve(-0.5, 0.2, 1.7, 0.8)
        #expect(clamped == curve(0, 0.2, 1, 0.8))
        #expect(clamped.startControlPoint == Point(x: 0, y: 0.2))
        #expect(clamped.endControlPoint == Point(x: 1, y: 0.8))
    }

    @Test("progress 0 and 1 give exactly 0 and 1; outside is clamped", arguments: hardCurves)
    func endpointsAreExact(curve: UnitCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan) == 0)
    }

    @Test("value(at:) matches a brute-force solution within 1e-7 on a dense grid", arguments: hardCurves)
    func matchesBruteForce(curve: UnitCurve) {
        let reference = BruteForceCurve(curve)
        var worst = 0.0
        var worstAt = 0.0
        for x in denseProgressGrid {
            let error = abs(curve.value(at: x) - reference.value(at: x))
            if !(error <= worst) { (worst, worstAt) = (error, x) }
        }
        #expect(worst < 1e-7, "worst error \(worst) at progress \(worstAt)")
    }

    @Test("value(at:) matches brute force on randomly drawn curves")
    func matchesBruteForceOnRandomCurves() {
        var rng = SplitMix64(seed: 0xC0DE_0001)
        var worst = 0.0
        var worstCase = ""
        for _ in 0..<300 {
            let c = curve(rng.unit(), rng.uniform(-4, 5), rng.unit(), rng.uniform(-4, 5))
            let reference = BruteForceCurve(c)
            for i in 0...200 {
                let x = Double(i) / 200
                let error = abs(c.value(at: x) - reference.value(at: x))
                if !(error <= worst) { (worst, worstCase) = (error, "\(c) at \(x)") }
            }
        }
        #expect(worst < 1e-7, "worst error \(worst) for \(worstCase)")
    }

    /// Curves whose inverse is known in closed form, evaluated where the tangent is vertical:
    /// x(t) = t³ (start), 1 − (1 − t)³ (end) and ½ + 4(t − ½)³ (the cusp of controls (1, 0)).
    @Test(
        "vertical tangents at the ends and at the cusp match their closed forms",
        arguments: [1e-15, 1e-13, 1e-10, 1e-7, 1e-4, 0.01])
    func verticalTangentsMatchClosedForms(distance d: Double) {
        // (0, 1, 0, 1): x = t³, y = 1 − (1 − t)³, vertical at progress 0.
        let t0 = cbrt(d)
        #expect(abs(curve(0, 1, 0, 1).value(at: d) - (1 - pow(1 - t0, 3))) < 1e-7)
        // (1, 0, 1, 0): x = 1 − (1 − t)³, y = t³, vertical at progress 1.
        let x1 = 1 - d
        let s = cbrt(1 - x1)
        #expect(abs(curve(1, 0, 1, 0).value(at: x1) - pow(1 - s, 3)) < 1e-7)
        // (1, 0, 0, 1): x = ½ + 4δ³, y = ½ + 1.5δ − 2δ³ with δ = t − ½.
        for x in [0.5 - d, 0.5 + d] {
            let delta = cbrt((x - 0.5) / 4)
            #expect(abs(curve(1, 0, 0, 1).value(at: x) - (0.5 + 1.5 * delta - 2 * delta * delta * delta)) < 1e-7)
        }
    }

    @Test("the doubles right next to a vertical tangent are resolved too")
    func adjacentDoublesNearVerticalTangents() {
        var (atStart, atEnd, belowCusp, aboveCusp) = (0.0, 1.0, 0.5, 0.5)
        for _ in 0..<64 {
            atStart = atStart.nextUp
            atEnd = atEnd.nextDown
            belowCusp = belowCusp.nextDown
            aboveCusp = aboveCusp.nextUp
            let t0 = cbrt(atStart)
            #expect(abs(curve(0, 1, 0, 1).value(at: atStart) - (1 - pow(1 - t0, 3))) < 1e-7, "at \(atStart)")
            let s = cbrt(1 - atEnd)
            #expect(abs(curve(1, 0, 1, 0).value(at: atEnd) - pow(1 - s, 3)) < 1e-7, "at \(atEnd)")
            for x in [belowCusp, aboveCusp] {
                let delta = cbrt((x - 0.5) / 4)
                #expect(
                    abs(curve(1, 0, 0, 1).value(at: x) - (0.5 + 1.5 * delta - 2 * delta * delta * delta)) < 1e-7,
                    "at \(x)")
            }
        }
    }

    @Test("velocity(at:) agrees with a central difference of value(at:)", arguments: hardCurves)
    func velocityMatchesCentralDifference(curve: UnitCurve) {
        let h = 1e-6
        for i in 1..<40 {
            let x = Double(i) / 40
            // The cusp curves have a vertical tangent at ½, where no difference converges.
            if curve.startControlPoint.x == 1 && curve.endControlPoint.x == 0 && abs(x - 0.5) < 0.05 { continue }
            let difference = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            let velocity = curve.velocity(at: x)
            #expect(abs(velocity - difference) <= 1e-5 * max(1, abs(velocity)), "\(curve) at \(x)")
        }
    }

    @Test(
        "where dx/dt vanishes the slope is the limit along the curve, or ±1e6 at a vertical tangent",
        arguments: [
            (UnitCurve.easeOut, 0.0, 1 / 0.58), (.easeIn, 1, 1 / 0.58), (.easeInOut, 0, 0), (.easeInOut, 1, 0),
            (.default, 0, 0.4), (.default, 1, 0), (.linear, 0, 1), (.linear, 0.3, 1), (curve(0, 0, 0, 0), 0, 1),
            (curve(0, 0, 0.5, 0.25), 0, 0.5), (curve(0, 0, 0.5, 0), 0, 0), (curve(0, 1, 0, 1), 0, 1e6),
            (curve(0, -1, 0.5, 1), 0, -1e6),
            (curve(1, 0, 1, 0), 1, 1e6), (curve(1, 0, 0, 1), 0.5, 1e6), (curve(1, 1.5, 0, 0.5), 0.5, -1e6),
            (curve(0, 1, 1, 0), 0, 1e6), (curve(0, 1, 1, 0), 1, 1e6),
        ])
    func velocityWhereDxVanishes(curve: UnitCurve, progress: Double, expected: Double) {
        #expect(abs(curve.velocity(at: progress) - expected) <= 1e-9 * max(1, abs(expected)))
    }

    @Test("velocity grows toward the vertical tangent and stays finite")
    func velocityNearAVerticalTangentIsFiniteAndGrowing() {
        let steep = curve(0, 1, 0, 1)
        var previous = Double.infinity
        for exponent in stride(from: -20.0, through: -1, by: 1) {
            let v = steep.velocity(at: pow(10, exponent))
            #expect(v.isFinite && v > 0 && v <= 1e6)
            #expect(v <= previous)
            previous = v
        }
        // x = t³ and y = 1 − (1 − t)³, so dy/dx = (1 − t)²/t²: 9801 at x = 1e-6, t = 0.01.
        #expect(abs(steep.velocity(at: 1e-6) - 9801) < 1e-6 * 9801)
    }

    @Test("progress(forValue:) inverts value(at:) to the nearest representable progress", arguments: hardCurves)
    func progressForValueRoundTrips(curve: UnitCurve) {
        for i in 0...400 {
            let x = Double(i) / 400
            let y = curve.value(at: x)
            let found = curve.progress(forValue: y)
            #expect(found >= 0 && found <= 1)
            // Next to a vertical tangent no double progress hits y exactly; then y must lie
            // between the values at the neighbouring doubles.
            let here = curve.value(at: found)
            let below = curve.value(at: found.nextDown)
            let above = curve.value(at: found.nextUp)
            let bracketed = min(below, above) - 1e-12 <= y && y <= max(below, above) + 1e-12
            #expect(abs(here - y) < 1e-7 || bracketed, "\(curve): value \(y) at \(x) came back as \(found) → \(here)")
            // The earliest progress reaching y is never later than the one it came from.
            #expect(found <= x + 1e-9)
        }
    }

    @Test(
        "progress(forValue:) returns the earliest progress when the curve overshoots",
        arguments: [-0.3, -0.1, 0.2, 0.5, 0.99, 1, 1.05, 1.2])
    func progressForValueIsTheEarliest(value: Double) {
        let overshoot = curve(0.5, -2, 0.5, 3)
        let found = overshoot.progress(forValue: value)
        #expect(abs(overshoot.value(at: found) - value) < 1e-7)
        // Before `found` the curve has not reached the value yet: it is still on the side of 0.
        for i in 0..<2000 {
            let x = Double(i) / 2000
            guard x < found - 1e-6 else { break }
            let side = overshoot.value(at: x) - value
            #expect(value > 0 ? side < 0 : side > 0, "reached \(value) at \(x), before \(found)")
        }
    }

    @Test("values the curve never reaches give the progress of the closest approach")
    func progressForUnreachedValues() {
        #expect(UnitCurve.easeInOut.progress(forValue: 5) == 1)
        #expect(UnitCurve.easeInOut.progress(forValue: -5) == 0)
        #expect(UnitCurve.linear.progress(forValue: 2) == 1)
        let overshoot = curve(0.5, -2, 0.5, 3)
        let top = overshoot.progress(forValue: 100)
        let bottom = overshoot.progress(forValue: -100)
        let peak = (0...4000).map { overshoot.value(at: Double($0) / 4000) }.max()!
        let trough = (0...4000).map { overshoot.value(at: Double($0) / 4000) }.min()!
        #expect(abs(overshoot.value(at: top) - peak) < 1e-6)
        #expect(abs(overshoot.value(at: bottom) - trough) < 1e-6)
        #expect(bottom < top)
        #expect(overshoot.progress(forValue: .infinity) == top)
        #expect(overshoot.progress(forValue: -.infinity) == bottom)
        #expect(overshoot.progress(forValue: .nan) == 0)
    }

    @Test("no NaN or infinity for any control points, over a seeded random sweep")
    func noNaNOverRandomControlPoints() {
        var rng = SplitMix64(seed: 0xC0DE_0002)
        func coordinate(_ extreme: Double) -> Double {
            switch rng.next() % 8 {
            case 0: return 0
            case 1: return 1
            case 2: return rng.uniform(-extreme, extreme)
            default: return rng.uniform(-3, 4)
            }
        }
        let progresses: [Double] = [0, 1e-300, 1e-16, 1e-9, 0.25, 0.5, 0.5.nextUp, 0.75, 1 - 1e-9, 1.0.nextDown, 1]
        var failures = 0
        for _ in 0..<3000 {
            let x1 = min(max(coordinate(1), 0), 1)
            let x2 = min(max(coordinate(1), 0), 1)
            let c = curve(x1, coordinate(1e4), x2, coordinate(1e4))
            for p in progresses + (0..<5).map({ _ in rng.unit() }) {
                let value = c.value(at: p)
                let velocity = c.velocity(at: p)
                if !value.isFinite || !velocity.isFinite || abs(velocity) > 1e6 { failures += 1 }
            }
            for y in [-1e5, -1, 0, 0.3, 1, 2, 1e5] {
                let x = c.progress(forValue: y)
                if !(x >= 0 && x <= 1) { failures += 1 }
            }
        }
        #expect(failures == 0)
    }
}
