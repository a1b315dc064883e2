import Geometry

/// Turns polylines into the polygons that, filled non-zero, are their stroke: per open subpath
/// one outline (its left side, end cap, right side backwards, start cap), per closed subpath
/// its two sides, with each corner's join on its outer side and a detour through the corner
/// point on its inner side, as Skia's stroker builds them. Every outline turns the same way,
/// so where strokes overlap the winding only grows: a straight line, its caps and its outer
/// joins cover exactly their area, and inside a corner the overlap is united by the fill.
///
/// Also trims (`strokeStart`, `strokeEnd`) and dashes, on polylines, in the path's own units.
package enum Stroker {
    /// At most this many dashes are made from one path; a pattern that would make more
    /// (tiny dashes over a long path) draws solid, which bounds the time.
    package static let maximumDashCount = 1_000_000

    /// The polygons of the stroke of `lines` with `style` (trim and dashes already applied);
    /// `pixelsPerUnit` is how many device pixels a unit of the lines' space is at most, which
    /// sets how finely round joins and caps are cut (within `PathFlattener.tolerance`).
    ///
    /// - Complexity: O(p + a), p points and a arc pieces.
    package static func outline(_ lines: [Polyline], width: Double, style: StrokeStyle, pixelsPerUnit: Double)
        -> [[Point]]
    {
        var out: [[Point]] = []
        let hw = width / 2
        guard hw > 0 else { return out }
        let arcStep = arcAngleStep(radius: hw * max(pixelsPerUnit, 0))
        let bend = Bend(hw: hw, pixelsPerUnit: max(pixelsPerUnit, 0))
        for line in lines {
            strokeOne(line, hw, style, arcStep, bend, &out)
        }
        return out
    }

    /// The largest angle one chord of an arc of `radius` device pixels may span and stay within
    /// the tolerance: r(1 − cos(θ/2)) ≤ tol holds for θ = 2√(2·tol/r).
    private static func arcAngleStep(radius: Double) -> Double {
        guard radius > 0 else { return Double.pi / 2 }
        return min(Double.pi / 2, 2 * (2 * PathFlattener.tolerance / radius).squareRoot())
    }

    /// When a corner turns so little that one point serves both sides: every join style lies
    /// within `PathFlattener.tolerance` device pixels of the miter point there, and on the inner
    /// side the two offset segments meet at it (as inside a flattened curve, where Skia's and
    /// Blend2D's strokers offset the curve rather than join its pieces).
    private struct Bend {
        let hw: Double
        /// The half width in device pixels.
        let reach: Double

        init(hw: Double, pixelsPerUnit: Double) {
            self.hw = hw
            reach = hw * pixelsPerUnit
        }

        /// Whether the corner between unit directions whose dot product is `dot`, with segments
        /// `before` and `after` long on either side, is bent smoothly: the miter point is within
        /// the tolerance of the bevel's chord, hw (1/c − c) with c = cos(φ/2), and lies within the
        /// first half of each segment on the inner side, hw tan(φ/2) ≤ length / 2.
        @inline(__always)
        func isSmooth(dot: Double, before: Double, after: Double) -> Bool {
            guard dot > 0.5 else { return false }
            let c = ((1 + dot) / 2).squareRoot()
            let limit = min(before, after) / 2
            return reach * (1 - dot) <= 2 * c * PathFlattener.tolerance
                && hw * hw * (1 - dot) <= limit * limit * (1 + dot)
        }
    }

    private static func strokeOne(
        _ line: Polyline, _ hw: Double, _ style: StrokeStyle, _ arcStep: Double, _ bend: Bend, _ out: inout [[Point]]
    ) {
        var pts = line.points
        if hasRepeats(pts) {
            pts = []
            pts.reserveCapacity(line.points.count)
            for p in line.points where pts.last != p { pts.append(p) }
        }
        if line.isClosed, pts.count > 1, pts[0] == pts[pts.count - 1] { pts.removeLast() }
        guard pts.count > 1 else {
            // A subpath of zero length: Core Graphics draws a round cap's dot and a square
            // cap's square (axis-aligned), and nothing for a butt cap.
            guard let p = pts.first else { return }
            switch style.lineCap {
            case .butt: break
            case .round:
                emit(Array(fan(center: p, from: Point(x: hw, y: 0), sweep: 2 * Double.pi, arcStep)), &out)
            case .square:
                emit(
                    [
                        Point(x: p.x - hw, y: p.y - hw), Point(x: p.x + hw, y: p.y - hw),
                        Point(x: p.x + hw, y: p.y + hw), Point(x: p.x - hw, y: p.y + hw),
                    ], &out)
            }
            return
        }
        let closed = line.isClosed && pts.count > 2
        let n = pts.count
        let segmentCount = closed ? n : n - 1
        var directions: [Point] = []
        directions.reserveCapacity(segmentCount)
        var lengths: [Double] = []
        lengths.reserveCapacity(segmentCount)
        for i in 0..<segmentCount {
            let p = pts[i]
            let q = pts[(i + 1) % n]
            let length = distance(p, q)
            directions.append(Point(x: (q.x - p.x) / length, y: (q.y - p.y) / length))
            lengths.append(length)
        }
        // Corners bent smoothly get one point on each side (the same test for both).
        var smooth: [Bool] = []
        smooth.reserveCapacity(segmentCount)
        for i in 0..<segmentCount {
            let j = (i + 1) % segmentCount
            let d1 = directions[i]
            let d2 = directions[j]
            smooth.append(bend.isSmooth(dot: d1.x * d2.x + d1.y * d2.y, before: lengths[i], after: lengths[j]))
        }
        if closed {
            var left: [Point] = []
            left.reserveCapacity(2 * n + 8)
            side(pts, directions, smooth, closed: closed, sign: 1, hw, style, arcStep, into: &left)
            var right: [Point] = []
            right.reserveCapacity(2 * n + 8)
            side(pts, directions, smooth, closed: closed, sign: -1, hw, style, arcStep, into: &right)
            reverse(&right, from: 0)
            out.append(left)
            out.append(right)
        } else {
            // One array for the whole outline: left side, end cap, right side reversed in place, start cap.
            var contour: [Point] = []
            contour.reserveCapacity(4 * n + 32)
            side(pts, directions, smooth, closed: closed, sign: 1, hw, style, arcStep, into: &contour)
            cap(pts[n - 1], directions[segmentCount - 1], hw, style.lineCap, arcStep, &contour)
            let rightStart = contour.count
            side(pts, directions, smooth, closed: closed, sign: -1, hw, style, arcStep, into: &contour)
            reverse(&contour, from: rightStart)
            let first = directions[0]
            cap(pts[0], Point(x: -first.x, y: -first.y), hw, style.lineCap, arcStep, &contour)
            out.append(contour)
        }
    }

    /// Whether two consecutive points of `points` are equal.
    private static func hasRepeats(_ points: [Point]) -> Bool {
        guard points.count > 1 else { return false }
        for i in 1..<points.count where points[i] == points[i - 1] { return true }
        return false
    }

    /// Reverses `points[start...]` in place.
    private static func reverse(_ points: inout [Point], from start: Int) {
        var i = start
        var j = points.count - 1
        while i < j {
            points.swapAt(i, j)
            i += 1
            j -= 1
        }
    }

    /// Appends one side of the stroke, in the polyline's direction: each segment offset by `sign` ×
    /// its normal × `hw`, and at each corner the join when this side is the corner's outer side,
    /// or a detour through the corner point when it is the inner one (the overlap that makes
    /// fills non-zero unite, as Skia's stroker does). The outline of a subpath is its left
    /// side, its end cap, its right side backwards and its start cap: every part turns the
    /// same way, so where strokes overlap their windings add and never cancel.
    private static func side(
        _ pts: [Point], _ directions: [Point], _ smooth: [Bool], closed: Bool, sign: Double, _ hw: Double,
        _ style: StrokeStyle, _ arcStep: Double, into out: inout [Point]
    ) {
        let start = out.count
        let k = sign * hw
        let segmentCount = directions.count
        for i in 0..<segmentCount {
            let d = directions[i]
            let p = pts[i]
            let q = pts[(i + 1) % pts.count]
            let (nx, ny) = (-d.y * k, d.x * k)
            if i == 0 { out.append(Point(x: p.x + nx, y: p.y + ny)) }
            guard closed || i + 1 < segmentCount else {
                out.append(Point(x: q.x + nx, y: q.y + ny))
                break
            }
            let next = directions[(i + 1) % segmentCount]
            if smooth[i] {
                // Both offset segments end at the miter point: p + (u + v) / (1 + d1·d2).
                let (mx, my) = (-next.y * k, next.x * k)
                let scale = 1 / (1 + d.x * next.x + d.y * next.y)
                out.append(Point(x: q.x + (nx + mx) * scale, y: q.y + (ny + my) * scale))
            } else {
                out.append(Point(x: q.x + nx, y: q.y + ny))
                join(q, d, next, sign, hw, style, arcStep, &out)
            }
        }
        if closed {
            // The last corner ended at the first segment's start, which began the list (a
            // smooth one at the point that replaces it).
            let last = out.removeLast()
            if smooth[segmentCount - 1] { out[start] = last }
        }
    }

    /// The points from the end of the segment arriving at `p` (direction `d1`) to the start of
    /// the one leaving it (`d2`), on side `sign`: the last appended point is already the first.
    private static func join(
        _ p: Point, _ d1: Point, _ d2: Point, _ sign: Double, _ hw: Double, _ style: StrokeStyle, _ arcStep: Double,
        _ out: inout [Point]
    ) {
        let cross = d1.x * d2.y - d1.y * d2.x
        let dot = d1.x * d2.x + d1.y * d2.y
        if cross == 0, dot > 0 { return }
        let outer: Double = cross > 0 ? -1 : 1
        let u = Point(x: -d1.y * hw * sign, y: d1.x * hw * sign)
        let v = Point(x: -d2.y * hw * sign, y: d2.x * hw * sign)
        let b = Point(x: p.x + v.x, y: p.y + v.y)
        guard sign == outer else {
            out.append(p)
            out.append(b)
            return
        }
        switch style.lineJoin {
        case .bevel:
            break
        case .miter:
            // Miter length ÷ width = 1 / cos(φ/2) for a turn φ; within the limit when
            // 2 ≤ limit² · (1 + cos φ) (Core Graphics: beyond it, a bevel).
            if 2 <= style.miterLimit * style.miterLimit * (1 + dot), 1 + dot > 0 {
                let k = 1 / (1 + dot)
                out.append(Point(x: p.x + (u.x + v.x) * k, y: p.y + (u.y + v.y) * k))
            }
        case .round:
            let angle = MotionMath.atan2(abs(cross), dot)
            let direction: Double = (u.x * d1.y - u.y * d1.x) > 0 ? 1 : -1
            arc(center: p, from: u, sweep: direction * angle, arcStep, into: &out)
        }
        out.append(b)
    }

    /// The cap at end point `p` of a line leaving it in direction `d` (outward), from the side
    /// at +normal (already appended) round to the side at −normal.
    private static func cap(
        _ p: Point, _ d: Point, _ hw: Double, _ cap: LineCap, _ arcStep: Double, _ out: inout [Point]
    ) {
        let n = Point(x: -d.y * hw, y: d.x * hw)
        switch cap {
        case .butt: break
        case .square:
            out.append(Point(x: p.x + n.x + d.x * hw, y: p.y + n.y + d.y * hw))
            out.append(Point(x: p.x - n.x + d.x * hw, y: p.y - n.y + d.y * hw))
        case .round:
            let direction: Double = (n.x * d.y - n.y * d.x) > 0 ? 1 : -1
            arc(center: p, from: n, sweep: direction * Double.pi, arcStep, into: &out)
        }
    }

    /// The centre, then points on the circle from `center + from`, turning by `sweep` radians
    /// (positive from +x toward +y) in equal steps of at most `step`.
    private static func fan(center: Point, from: Point, sweep: Double, _ step: Double) -> [Point] {
        let pieces = max(1, min(PathFlattener.maximumPiecesPerCurve, Int((abs(sweep) / step).rounded(.up))))
        let (s, c) = (MotionMath.sin(sweep / Double(pieces)), MotionMath.cos(sweep / Double(pieces)))
        var points = [center]
        points.reserveCapacity(pieces + 2)
        var x = from.x
        var y = from.y
        for _ in 0...pieces {
            points.append(Point(x: center.x + x, y: center.y + y))
            (x, y) = (x * c - y * s, x * s + y * c)
        }
        if abs(sweep) >= 2 * Double.pi {
            points.removeFirst()
            points.removeLast()
        }
        return points
    }

    /// Appends the inner points of `fan(center:from:sweep:_:)` (no centre, no first or last
    /// point on the circle) for a sweep under a full turn: the same points, computed by the
    /// same rotations, without the fan's array.
    private static func arc(center: Point, from: Point, sweep: Double, _ step: Double, into out: inout [Point]) {
        let pieces = max(1, min(PathFlattener.maximumPiecesPerCurve, Int((abs(sweep) / step).rounded(.up))))
        let (s, c) = (MotionMath.sin(sweep / Double(pieces)), MotionMath.cos(sweep / Double(pieces)))
        var x = from.x
        var y = from.y
        var k = 0
        while k < pieces {
            if k > 0 { out.append(Point(x: center.x + x, y: center.y + y)) }
            (x, y) = (x * c - y * s, x * s + y * c)
            k += 1
        }
    }

    /// Appends `polygon` turning the way every stroke outline turns (negative signed area in
    /// these coordinates; dropped when it has none).
    private static func emit(_ polygon: [Point], _ out: inout [[Point]]) {
        var area = 0.0
        var previous = polygon[polygon.count - 1]
        for p in polygon {
            area += previous.x * p.y - p.x * previous.y
            previous = p
        }
        if area < 0 {
            out.append(polygon)
        } else if area > 0 {
            out.append(polygon.reversed())
        }
    }

    // MARK: Trim and dashes

    /// The parts of `lines` from fraction `start` to `end` of their total length
    /// (`strokeStart`, `strokeEnd`: both clamped to 0…1; nothing when start ≥ end). A closed
    /// polyline stays closed only when kept whole.
    ///
    /// - Complexity: O(p).
    package static func trimmed(_ lines: [Polyline], start: Double, end: Double) -> [Polyline] {
        let s = max(0, start)
        let e = min(1, end)
        guard s < e else { return [] }
        if s <= 0, e >= 1 { return lines }
        let lengths = lines.map(\.length)
        let total = lengths.reduce(0, +)
        let a = s * total
        let b = e * total
        var out: [Polyline] = []
        var offset = 0.0
        for (line, length) in zip(lines, lengths) {
            defer { offset += length }
            guard offset + length >= a, offset <= b else { continue }
            let from = max(a - offset, 0)
            let to = min(b - offset, length)
            if from <= 0, to >= length {
                out.append(line)
                continue
            }
            let piece = extract(closedPoints(line), from: from, to: to)
            if piece.count > 1 { out.append(Polyline(piece, isClosed: false)) }
        }
        return out
    }

    /// A polyline's points with the first repeated at the end when it is closed.
    private static func closedPoints(_ line: Polyline) -> [Point] {
        line.isClosed && !line.points.isEmpty ? line.points + [line.points[0]] : line.points
    }

    /// The points of `pts` from arc length `from` to `to` (from ≤ to).
    private static func extract(_ pts: [Point], from: Double, to: Double) -> [Point] {
        var out: [Point] = []
        var travelled = 0.0
        for i in 1..<pts.count {
            let p = pts[i - 1]
            let q = pts[i]
            let length = distance(p, q)
            let next = travelled + length
            if next >= from, travelled <= to {
                if out.isEmpty { out.append(point(p, q, length, from - travelled)) }
                if next <= to {
                    out.append(q)
                } else {
                    out.append(point(p, q, length, to - travelled))
                    break
                }
            }
            travelled = next
        }
        return out
    }

    /// The point `at` along the segment from `p` to `q` of length `length`.
    private static func point(_ p: Point, _ q: Point, _ length: Double, _ at: Double) -> Point {
        guard length > 0 else { return p }
        let t = min(max(at / length, 0), 1)
        return Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }

    /// The "on" dashes of `lines` under `pattern` starting `phase` into it, each subpath
    /// starting the pattern afresh (Core Graphics). A pattern that is empty, sums to zero or
    /// less, or holds a negative entry leaves the lines solid; an odd count repeats twice.
    /// Zero-length dashes are kept (round and square caps draw them as dots).
    ///
    /// - Complexity: O(p + d), d dashes (at most `maximumDashCount`).
    package static func dashed(_ lines: [Polyline], pattern: [Double], phase: Double) -> [Polyline] {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 }) else { return lines }
        let dashes = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let period = dashes.reduce(0, +)
        guard period > 0, period.isFinite else { return lines }
        let total = lines.reduce(0) { $0 + $1.length }
        guard total / period * Double(dashes.count) <= Double(maximumDashCount) else { return lines }
        var start = phase.isFinite ? phase - (phase / period).rounded(.down) * period : 0
        if start >= period { start = 0 }
        var out: [Polyline] = []
        for line in lines {
            var index = 0
            var remaining = dashes[0]
            var skip = start
            while skip > 0 {
                if skip >= remaining {
                    skip -= remaining
                    index = (index + 1) % dashes.count
                    remaining = dashes[index]
                } else {
                    remaining -= skip
                    skip = 0
                }
            }
            // The closed polyline's first point again at its end, read in place.
            let pts = line.points
            let count = line.isClosed && !pts.isEmpty ? pts.count + 1 : pts.count
            var current: [Point] = index % 2 == 0 ? [pts[0]] : []
            for i in 1..<count {
                let p = pts[i - 1]
                let q = pts[i == pts.count ? 0 : i]
                let length = distance(p, q)
                var at = 0.0
                while length - at >= remaining {
                    at += remaining
                    let x = point(p, q, length, at)
                    if index % 2 == 0 {
                        current.append(x)
                        out.append(Polyline(current, isClosed: false))
                        current = []
                    } else {
                        current = [x]
                    }
                    index = (index + 1) % dashes.count
                    remaining = dashes[index]
                }
                remaining -= length - at
                if index % 2 == 0 { current.append(q) }
            }
            if index % 2 == 0, current.count > 1 { out.append(Polyline(current, isClosed: false)) }
        }
        return out
    }
}
