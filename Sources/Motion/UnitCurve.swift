import Geometry

/// A timing curve from (0, 0) to (1, 1): a cubic Bézier with two control points, like
/// SwiftUI's `UnitCurve` and Core Animation's `CAMediaTimingFunction`.
///
/// The curve maps an animation's linear progress (x, the fraction of the duration elapsed)
/// to the fraction of the change applied (y). As in Core Animation, the control points' x
/// coordinates are kept in [0, 1], which makes x(t) non-decreasing in the Bézier parameter t,
/// so every progress has exactly one value; y may leave [0, 1] to overshoot or anticipate.
///
/// Evaluation solves x(t) = progress with Newton's method safeguarded by bisection, so it
/// converges for every curve — flat and vertical tangents included — to about 1e-15 in t,
/// and allocates nothing.
public struct UnitCurve: Hashable, Sendable, CustomStringConvertible {
    /// The first control point, with x clamped to [0, 1].
    public let startControlPoint: Point
    /// The second control point, with x clamped to [0, 1].
    public let endControlPoint: Point

    /// Inlinable, unlike the synthesized one: the engine compares a new animation's curve with
    /// the ones its table holds on every start.
    @inlinable
    public static func == (a: UnitCurve, b: UnitCurve) -> Bool {
        a.startControlPoint.x == b.startControlPoint.x && a.startControlPoint.y == b.startControlPoint.y
            && a.endControlPoint.x == b.endControlPoint.x && a.endControlPoint.y == b.endControlPoint.y
    }

    /// A cubic Bézier from (0, 0) through `startControlPoint` and `endControlPoint` to (1, 1),
    /// like `UnitCurve.bezier(startControlPoint:endControlPoint:)` and
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    ///
    /// Control x coordinates outside [0, 1] are clamped into it: Core Animation rejects them
    /// because they would let x(t) turn back, giving one progress several values; clamping
    /// keeps the curve a function instead of failing. y coordinates may be any finite number.
    public init(startControlPoint: Point, endControlPoint: Point) {
        precondition(
            startControlPoint.x.isFinite && startControlPoint.y.isFinite
                && endControlPoint.x.isFinite && endControlPoint.y.isFinite,
            "UnitCurve needs finite control points; got \(startControlPoint) and \(endControlPoint)")
        self.startControlPoint = Point(x: min(max(startControlPoint.x, 0), 1), y: startControlPoint.y)
        self.endControlPoint = Point(x: min(max(endControlPoint.x, 0), 1), y: endControlPoint.y)
    }

    /// A cubic Bézier timing curve, like SwiftUI's `UnitCurve.bezier(startControlPoint:endControlPoint:)`.
    public static func bezier(startControlPoint: Point, endControlPoint: Point) -> UnitCurve {
        UnitCurve(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
    }

    /// Constant speed: the value equals the progress (`kCAMediaTimingFunctionLinear`).
    public static let linear = UnitCurve(startControlPoint: Point(x: 0, y: 0), endControlPoint: Point(x: 1, y: 1))
    /// Starts slowly and ends at full speed: (0.42, 0), (1, 1) (`kCAMediaTimingFunctionEaseIn`).
    public static let easeIn = UnitCurve(startControlPoint: Point(x: 0.42, y: 0), endControlPoint: Point(x: 1, y: 1))
    /// Starts at full speed and slows to a stop: (0, 0), (0.58, 1) (`kCAMediaTimingFunctionEaseOut`).
    public static let easeOut = UnitCurve(startControlPoint: Point(x: 0, y: 0), endControlPoint: Point(x: 0.58, y: 1))
    /// Slow at both ends: (0.42, 0), (0.58, 1) (`kCAMediaTimingFunctionEaseInEaseOut`).
    public static let easeInOut = UnitCurve(
        startControlPoint: Point(x: 0.42, y: 0), endControlPoint: Point(x: 0.58, y: 1))
    /// Core Animation's default timing, (0.25, 0.1), (0.25, 1) (`kCAMediaTimingFunctionDefault`),
    /// which is also CSS's `ease`.
    public static let `default` = UnitCurve(
        startControlPoint: Point(x: 0.25, y: 0.1), endControlPoint: Point(x: 0.25, y: 1))

    /// The steepest slope `velocity(at:)` reports. Next to a vertical tangent the true slope
    /// grows without bound; a spring handed an infinite velocity would produce NaN.
    static let velocityLimit = 1e6

    /// The fraction of the change applied at `progress` (the curve's y at x = `progress`),
    /// like `UnitCurve.value(at:)`.
    ///
    /// `progress` is clamped to [0, 1] (NaN counts as 0); 0 gives exactly 0 and 1 exactly 1.
    public func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        if isDiagonal { return progress }
        return y(atParameter: parameter(forProgress: progress))
    }

    /// The slope dy/dx of the curve at `progress`, like `UnitCurve.velocity(at:)`: multiply by
    /// the animation's change and divide by its duration for a velocity per second.
    ///
    /// `progress` is clamped to [0, 1] like `value(at:)`, so 0 and 1 give the slopes the curve
    /// starts and ends with. The result is finite for every curve. Where dx/dt vanishes (an
    /// end control point with x 0 or 1, or the cusp of a curve with x controls 1 and 0) the
    /// slope is the limit along the curve when that is finite — `.easeOut` starts with slope
    /// 1/0.58. Where the tangent is vertical the true slope is infinite; it is reported as
    /// ±1 000 000 (with the sign the slope has beside that point), and any steeper slope
    /// nearby is clamped to the same bound, so a spring taking over this velocity gets a
    /// large but usable number instead of infinity or NaN.
    public func velocity(at progress: Double) -> Double {
        if isDiagonal { return 1 }
        let t: Double
        if progress > 0 {
            t = progress < 1 ? parameter(forProgress: progress) : 1
        } else {
            t = 0
        }
        return slope(atParameter: t)
    }

    /// `value(at:)` and `velocity(at:)` together, with one solve for the curve's parameter:
    /// the same numbers, for a runtime that needs both every frame.
    package func valueAndVelocity(at progress: Double) -> (value: Double, velocity: Double) {
        if isDiagonal { return (value(at: progress), 1) }
        guard progress > 0 else { return (0, slope(atParameter: 0)) }
        guard progress < 1 else { return (1, slope(atParameter: 1)) }
        let t = parameter(forProgress: progress)
        return (y(atParameter: t), slope(atParameter: t))
    }

    /// The smallest progress at which the curve reaches `value`: the inverse of `value(at:)`,
    /// for scrubbing an animation to a given fraction of its change.
    ///
    /// When y control points leave [0, 1] the curve can reach a value more than once; the
    /// earliest progress is returned. A value the curve never reaches gives the earliest
    /// progress at which the curve comes closest to it (0 below a curve that stays in [0, 1],
    /// 1 above it).
    public func progress(forValue value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        if isDiagonal { return min(max(value, 0), 1) }
        let yAxis = self.yAxis

        // y(t) is monotone between the zeros of y′(t); scanning those pieces in order of t
        // finds the earliest crossing, and x(t) is non-decreasing, so the smallest progress.
        let (c1, c2) = yAxis.interiorCriticalParameters()
        // The earliest lowest and highest points, for values the curve never reaches: every
        // value between them is reached, so an unreached value lies beyond one of them.
        var (lowest, lowestAt, highest, highestAt) = (0.0, 0.0, 0.0, 0.0)
        for piece in 0..<3 {
            let lo = piece == 0 ? 0 : (piece == 1 ? c1 : c2)
            let hi = piece == 0 ? c1 : (piece == 1 ? c2 : 1)
            let yLo = yAxis.evaluate(lo).value
            let yHi = yAxis.evaluate(hi).value
            if min(yLo, yHi) <= value && value <= max(yLo, yHi) {
                if yLo == value { return x(atParameter: lo) }
                let sign: Double = yHi >= yLo ? 1 : -1
                let t = solveIncreasing(lo: lo, hi: hi, guess: (lo + hi) / 2) { t in
                    let (y, slope) = yAxis.evaluate(t)
                    return (sign * (y - value), sign * slope)
                }
                return x(atParameter: t)
            }
            // Strict comparisons keep the earliest of equal extremes.
            if yHi < lowest { (lowest, lowestAt) = (yHi, hi) }
            if yHi > highest { (highest, highestAt) = (yHi, hi) }
        }
        return x(atParameter: value < lowest ? lowestAt : highestAt)
    }

    /// The control points, as `UnitCurve((x1, y1), (x2, y2))`.
    public var description: String {
        "UnitCurve((\(startControlPoint.x), \(startControlPoint.y)), (\(endControlPoint.x), \(endControlPoint.y)))"
    }

    // MARK: - The parametric curve

    /// True when the curve is the line y = x (x(t) ≡ y(t)), which needs no solving.
    private var isDiagonal: Bool {
        startControlPoint.x == startControlPoint.y && endControlPoint.x == endControlPoint.y
    }

    private var xAxis: BezierAxis { BezierAxis(startControl: startControlPoint.x, endControl: endControlPoint.x) }
    private var yAxis: BezierAxis { BezierAxis(startControl: startControlPoint.y, endControl: endControlPoint.y) }

    private func x(atParameter t: Double) -> Double { min(max(xAxis.evaluate(t).value, 0), 1) }

    private func y(atParameter t: Double) -> Double { yAxis.evaluate(t).value }

    /// The Bézier parameter t with x(t) = `progress`, for progress strictly inside (0, 1).
    private func parameter(forProgress progress: Double) -> Double {
        let axis = xAxis
        let start = axis.start
        let middle = axis.middle
        let end = axis.end
        let middleOffset = middle.k0 - progress
        let remaining = 1 - progress
        // f(t) = x(t) − progress, each piece subtracting where it cancels exactly: near a
        // flat end or the cusp of x controls (1, 0) the tiny difference is then exact, not
        // rounding noise, and a vertical tangent's steep y(x) is still resolved.
        return solveIncreasing(lo: 0, hi: 1, guess: progress) { t in
            switch BezierAxis.piece(t) {
            case (.start, let u): (start.value(u) - progress, start.slope(u))
            case (.middle, let u): (middleOffset + middle.tail(u), middle.slope(u))
            case (.end, let u): (remaining - end.value(u), end.slope(u))
            }
        }
    }

    /// dy/dx at parameter t, finite everywhere (see `velocity(at:)`).
    private func slope(atParameter t: Double) -> Double {
        let limit = UnitCurve.velocityLimit
        let (piece, u) = BezierAxis.piece(t)
        let xs = xAxis.local(piece)
        let ys = yAxis.local(piece)
        let dx = xs.slope(u)
        let dy = ys.slope(u)
        if dx > 0 {
            let ratio = dy / dx
            if !ratio.isNaN { return min(max(ratio, -limit), limit) }
        }
        // dx/dt = 0 exactly (each piece's local form makes those zeros exact): compare the
        // Taylor expansions of both derivatives about u, in the direction the local
        // variable grows — past t, or back from the end.
        let px = (dx, xs.curvature(u), xs.jerk / 2)
        let py = (dy, ys.curvature(u), ys.jerk / 2)
        let orderX = px.0 != 0 ? 0 : (px.1 != 0 ? 1 : 2)
        let orderY = py.0 != 0 ? 0 : (py.1 != 0 ? 1 : (py.2 != 0 ? 2 : 3))
        let leadX = orderX == 0 ? px.0 : (orderX == 1 ? px.1 : px.2)
        if orderY > orderX { return 0 }
        let leadY = orderY == 0 ? py.0 : (orderY == 1 ? py.1 : py.2)
        if orderY < orderX { return (leadY > 0) == (leadX > 0) ? limit : -limit }
        let ratio = leadY / leadX
        return ratio.isNaN ? 0 : min(max(ratio, -limit), limit)
    }
}

/// One coordinate of a cubic Bézier from 0 to 1 with controls p1 and p2, as three local
/// polynomials: about t = 0, about t = ½ and, reversed, about t = 1.
///
/// Each piece is evaluated where its variable is small, so the quantities that decide the
/// hard cases — x near 0 with a flat start, 1 − x near 1 with a flat end, x − ½ at the cusp
/// of controls (1, 0) — come out with full relative precision instead of as the rounding
/// residue of a difference of numbers near 1.
private struct BezierAxis {
    enum Piece { case start, middle, end }

    /// u ↦ k0 + u·(k1 + u·(k2 + u·k3)).
    struct Local {
        let k0: Double, k1: Double, k2: Double, k3: Double
        func tail(_ u: Double) -> Double { u * (k1 + u * (k2 + u * k3)) }
        func value(_ u: Double) -> Double { k0 + tail(u) }
        func slope(_ u: Double) -> Double { k1 + u * (2 * k2 + 3 * k3 * u) }
        func curvature(_ u: Double) -> Double { 2 * k2 + 6 * k3 * u }
        var jerk: Double { 6 * k3 }
    }

    /// In t: ((a·t + b)·t + c)·t.
    let start: Local
    /// In δ = t − ½, from the Bernstein form at ½ so that the cusp's zeros are exact zeros.
    let middle: Local
    /// In s = 1 − t, of the reversed coordinate 1 − x(1 − s); its slope in s equals x′(t).
    let end: Local

    init(startControl p1: Double, endControl p2: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        start = Local(k0: 0, k1: c, k2: b, k3: a)
        middle = Local(k0: (3 * (p1 + p2) + 1) / 8, k1: 0.75 * (1 - p1 + p2), k2: 1.5 * (1 - p1 - p2), k3: a)
        let rc = 3 * (1 - p2)
        let rb = 3 * (p2 - p1) - rc
        end = Local(k0: 0, k1: rc, k2: rb, k3: 1 - rc - rb)
    }

    /// The piece that evaluates t, and its local variable (exact: Sterbenz's lemma).
    static func piece(_ t: Double) -> (Piece, Double) {
        if t < 0.25 { return (.start, t) }
        if t > 0.75 { return (.end, 1 - t) }
        return (.middle, t - 0.5)
    }

    func local(_ piece: Piece) -> Local {
        switch piece {
        case .start: start
        case .middle: middle
        case .end: end
        }
    }

    /// The coordinate and its derivative in t.
    func evaluate(_ t: Double) -> (value: Double, slope: Double) {
        switch BezierAxis.piece(t) {
        case (.start, let u): (start.value(u), start.slope(u))
        case (.middle, let u): (middle.value(u), middle.slope(u))
        case (.end, let u): (1 - end.value(u), end.slope(u))
        }
    }

    /// The zeros of the slope inside (0, 1), in increasing order; missing ones are reported
    /// as 1, so they make empty pieces at the end.
    func interiorCriticalParameters() -> (Double, Double) {
        // 3a·t² + 2b·t + c = 0, with the cancellation-free form of the quadratic formula.
        let qa = 3 * start.k3
        let qb = 2 * start.k2
        let qc = start.k1
        var r1 = Double.nan
        var r2 = Double.nan
        if abs(qa) <= 1e-12 * (abs(qb) + abs(qc)) {
            if qb != 0 { r1 = -qc / qb }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let q = -0.5 * (qb + (qb >= 0 ? 1 : -1) * discriminant.squareRoot())
                r1 = q / qa
                r2 = q != 0 ? qc / q : r1
            }
        }
        let inside1 = r1 > 0 && r1 < 1
        let inside2 = r2 > 0 && r2 < 1
        switch (inside1, inside2) {
        case (true, true): return (min(r1, r2), max(r1, r2))
        case (true, false): return (r1, 1)
        case (false, true): return (r2, 1)
        case (false, false): return (1, 1)
        }
    }
}

/// The root in [lo, hi] of a non-decreasing f with f(lo) ≤ 0 ≤ f(hi), to within about an
/// ulp of t: Newton steps where they shrink the bracket fast enough, bisection otherwise,
/// so it cannot fail to converge (Numerical Recipes' `rtsafe`, started from a guess).
@inline(__always)
private func solveIncreasing(
    lo: Double, hi: Double, guess: Double,
    _ f: (Double) -> (value: Double, slope: Double)
) -> Double {
    var lo = lo
    var hi = hi
    var t = min(max(guess, lo), hi)
    var (value, slope) = f(t)
    if value == 0 { return t }
    if value < 0 { lo = t } else { hi = t }
    var step = hi - lo
    var previousStep = step
    // 1e-15 in t is below 1e-13 in y for control points up to ±10; bisection alone would
    // get there in 50 halvings, so 100 iterations cannot run out.
    let tolerance = 1e-15
    for _ in 0..<100 {
        let newton = t - value / slope
        if slope > 0, newton >= lo, newton <= hi, abs(2 * value) <= abs(previousStep * slope) {
            previousStep = step
            step = value / slope
            if newton == t { return t }
            t = newton
        } else {
            previousStep = step
            step = (hi - lo) / 2
            let middle = lo + step
            if middle == lo || middle == hi { return middle }
            t = middle
        }
        if abs(step) < tolerance { return t }
        (value, slope) = f(t)
        if value == 0 { return t }
        if value < 0 { lo = t } else { hi = t }
    }
    return t
}
