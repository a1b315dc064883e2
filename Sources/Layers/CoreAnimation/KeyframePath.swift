import Motion

/// A path a point-valued property follows in a `KeyframeAnimation`, like the `CGPath` given
/// to `CAKeyframeAnimation.path`: moves, lines, quadratic and cubic Bézier curves and closes.
///
/// As in Core Animation, every element except a move is one keyframe segment: the linear
/// and cubic calculation modes give each segment one span of `keyTimes` (or an equal share of
/// the duration), the paced modes cross the whole path at one speed by arc length, and the
/// discrete mode jumps from vertex to vertex. Points are evaluated exactly on the curves; only
/// the arc-length table is built from a fine flattening.
public struct KeyframePath: Hashable, Sendable, PathBuilding {
    /// One path element, as `CGPathElement` has them: Geometry's `Path.Element` (move, line,
    /// quadratic and cubic curves, close), the one element type of every path in Fling.
    public typealias Element = Path.Element

    /// One keyframe segment: a line or a Bézier curve from `start` to `end`.
    public struct Segment: Hashable, Sendable {
        /// The segment's geometry past its start point.
        public enum Shape: Hashable, Sendable {
            /// A straight line.
            case line
            /// A quadratic Bézier curve with one control point.
            case quadratic(control: Point)
            /// A cubic Bézier curve with two control points.
            case cubic(control1: Point, control2: Point)
        }

        /// Where the segment starts.
        public var start: Point
        /// Where the segment ends.
        public var end: Point
        /// The segment's geometry between `start` and `end`.
        public var shape: Shape

        /// A segment from `start` to `end`, straight unless `shape` says otherwise.
        public init(start: Point, end: Point, shape: Shape = .line) {
            self.start = start
            self.end = end
            self.shape = shape
        }

        /// The point at curve parameter `t` (0 at `start`, 1 at `end`), exactly on the curve.
        public func point(at t: Double) -> Point {
            let s = 1 - t
            switch shape {
            case .line:
                return Point(x: start.x * s + end.x * t, y: start.y * s + end.y * t)
            case let .quadratic(c):
                let a = s * s
                let b = 2 * s * t
                let d = t * t
                return Point(x: a * start.x + b * c.x + d * end.x, y: a * start.y + b * c.y + d * end.y)
            case let .cubic(c1, c2):
                let a = s * s * s
                let b = 3 * s * s * t
                let c = 3 * s * t * t
                let d = t * t * t
                return Point(
                    x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                    y: a * start.y + b * c1.y + c * c2.y + d * end.y)
            }
        }

        /// The derivative d(point)/dt at `t`: the direction of travel, scaled by the speed.
        public func derivative(at t: Double) -> Point {
            let s = 1 - t
            switch shape {
            case .line:
                return end - start
            case let .quadratic(c):
                return (c - start) * (2 * s) + (end - c) * (2 * t)
            case let .cubic(c1, c2):
                return (c1 - start) * (3 * s * s) + (c2 - c1) * (6 * s * t) + (end - c2) * (3 * t * t)
            }
        }

        /// The angle of the direction of travel at `t`, `atan2(dy, dx)` (Core Animation's sense
        /// of rotation: positive turns +x towards +y), or nil on a segment that does not move.
        ///
        /// Where the derivative vanishes (a control point on an end point) the direction is
        /// taken from the curve just beside `t`, and failing that from the chord.
        public func tangentAngle(at t: Double) -> Double? {
            let scale = max(abs(end.x - start.x), abs(end.y - start.y), 1)
            let tiny = 1e-12 * scale
            var d = derivative(at: t)
            if abs(d.x) <= tiny && abs(d.y) <= tiny {
                let h = 1e-4
                d = t < 0.5 ? point(at: t + h) - point(at: t) : point(at: t) - point(at: t - h)
            }
            if abs(d.x) <= tiny * 1e-4 && abs(d.y) <= tiny * 1e-4 { d = end - start }
            guard d.x != 0 || d.y != 0 else { return nil }
            return MotionMath.atan2(d.y, d.x)
        }

        /// Whether a curve, which the arc-length table flattens (a line is measured exactly).
        var isCurved: Bool {
            if case .line = shape { return false }
            return true
        }
    }

    /// The elements, in order.
    public var elements: [Element]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path made of `elements`.
    public init(_ elements: [Element]) {
        self.elements = elements
    }

    /// A path starting at `start`.
    public init(start: Point) {
        elements = [.move(to: start)]
    }

    /// Appends one element; `PathBuilding` builds on it (`move(to:)`, `addLine(to:)`,
    /// `addQuadCurve(to:control:)`, `addCurve(to:control1:control2:)`, `closeSubpath()`, and
    /// Path's rectangles, ellipses and arcs).
    public mutating func append(_ element: Element) { elements.append(element) }

    /// Why the path cannot drive an animation, or nil: it must begin with a move and have at
    /// least one segment.
    public var problem: String? {
        guard let first = elements.first else {
            return "path: the path is empty; add move(to:) and at least one line or curve"
        }
        guard case .move = first else {
            return "path: elements[0] is \(Self.name(of: first)) with no current point; begin the path with move(to:)"
        }
        guard elements.contains(where: { if case .move = $0 { false } else { true } }) else {
            return "path: the path only moves; add at least one line or curve"
        }
        return nil
    }

    private static func name(of element: Element) -> String {
        switch element {
        case .move: return "a move"
        case .line: return "a line"
        case .quadCurve: return "a quadratic curve"
        case .curve: return "a cubic curve"
        case .close: return "a close"
        }
    }

    /// The keyframe segments: one per element that is not a move. A close is a line back to
    /// its subpath's first point (even when it has no length, as Core Animation counts it);
    /// a move in the middle makes the next segment start from the moved-to point.
    public var segments: [Segment] {
        var result: [Segment] = []
        var current = Point.zero
        var subpathStart = Point.zero
        for element in elements {
            switch element {
            case let .move(to):
                current = to
                subpathStart = to
            case let .line(to):
                result.append(Segment(start: current, end: to))
                current = to
            case let .quadCurve(to, control):
                result.append(Segment(start: current, end: to, shape: .quadratic(control: control)))
                current = to
            case let .curve(to, c1, c2):
                result.append(Segment(start: current, end: to, shape: .cubic(control1: c1, control2: c2)))
                current = to
            case .close:
                result.append(Segment(start: current, end: subpathStart))
                current = subpathStart
            }
        }
        return result
    }

    /// The keyframe vertices: the first segment's start, then each segment's end (one key
    /// time each in the linear, cubic and discrete modes).
    public var vertices: [Point] {
        let all = segments
        guard let first = all.first else {
            return elements.first.flatMap { if case let .move(p) = $0 { p } else { nil } }.map { [$0] } ?? []
        }
        return [first.start] + all.map(\.end)
    }

    /// The total arc length (curves measured on a fine flattening).
    public var length: Double { ArcLengthTable(segments).total }

    /// The point `fraction` (0…1) of the way along the path, with the segments spread evenly
    /// over the fraction: Core Animation's linear mode without `keyTimes`.
    public func point(at fraction: Double) -> Point {
        let all = segments
        guard !all.isEmpty else { return vertices.first ?? .zero }
        let (index, t) = Self.evenLocation(fraction, segmentCount: all.count)
        return all[index].point(at: t)
    }

    /// The point `distance` along the path by arc length (clamped to the path): the paced modes.
    public func point(atDistance distance: Double) -> Point {
        let all = segments
        guard !all.isEmpty else { return vertices.first ?? .zero }
        let (index, t) = ArcLengthTable(all).location(atDistance: distance)
        return all[index].point(at: t)
    }

    /// The tangent angle (`atan2(dy, dx)`) `fraction` of the way along the path, segments
    /// spread evenly as in `point(at:)`; nil when the path does not move there.
    public func tangentAngle(at fraction: Double) -> Double? {
        let all = segments
        guard !all.isEmpty else { return nil }
        let (index, t) = Self.evenLocation(fraction, segmentCount: all.count)
        return Self.tangentAngle(all, segment: index, t: t)
    }

    /// The tangent angle `distance` along the path by arc length.
    public func tangentAngle(atDistance distance: Double) -> Double? {
        let all = segments
        guard !all.isEmpty else { return nil }
        let (index, t) = ArcLengthTable(all).location(atDistance: distance)
        return Self.tangentAngle(all, segment: index, t: t)
    }

    /// The segment and curve parameter `fraction` of the way through `count` evenly timed segments.
    static func evenLocation(_ fraction: Double, segmentCount count: Int) -> (Int, Double) {
        let x = (fraction > 0 ? min(fraction, 1) : 0) * Double(count)
        let index = min(Int(x.rounded(.down)), count - 1)
        return (index, min(max(x - Double(index), 0), 1))
    }

    /// The tangent of `segments[segment]` at `t`; a segment that does not move (a close
    /// that is already home) takes the direction its neighbours travel in.
    static func tangentAngle(_ segments: [Segment], segment: Int, t: Double) -> Double? {
        if let angle = segments[segment].tangentAngle(at: t) { return angle }
        for earlier in stride(from: segment - 1, through: 0, by: -1) {
            if let angle = segments[earlier].tangentAngle(at: 1) { return angle }
        }
        for later in segments.indices where later > segment {
            if let angle = segments[later].tangentAngle(at: 0) { return angle }
        }
        return nil
    }
}

/// Cumulative arc lengths of a path's segments, for the paced modes: lines are measured
/// exactly, curves on `samplesPerCurve` chords, and a distance is turned back into a curve
/// parameter by interpolating between the chords' ends.
struct ArcLengthTable: Hashable, Sendable {
    /// Chords per curve: the chord sum then differs from the true length by far less than a
    /// thousandth of a point for curves the size of a screen.
    static let samplesPerCurve = 256

    /// The length at the start of each segment, then the total.
    let segmentStarts: [Double]
    /// Per segment: the cumulative length at each sample (empty for lines).
    let samples: [[Double]]

    init(_ segments: [KeyframePath.Segment]) {
        var starts = [0.0]
        var samples: [[Double]] = []
        starts.reserveCapacity(segments.count + 1)
        for segment in segments {
            var running = starts[starts.count - 1]
            if segment.isCurved {
                let n = Self.samplesPerCurve
                var table = [running]
                table.reserveCapacity(n + 1)
                var previous = segment.start
                for j in 1...n {
                    let p = j == n ? segment.end : segment.point(at: Double(j) / Double(n))
                    running += previous.distance(to: p)
                    table.append(running)
                    previous = p
                }
                samples.append(table)
            } else {
                running += segment.start.distance(to: segment.end)
                samples.append([])
            }
            starts.append(running)
        }
        segmentStarts = starts
        self.samples = samples
    }

    var total: Double { segmentStarts[segmentStarts.count - 1] }

    /// The segment and curve parameter at `distance` along the path (clamped to it). A path
    /// with no length stays at its start.
    func location(atDistance distance: Double) -> (segment: Int, t: Double) {
        let count = samples.count
        guard count > 0 else { return (0, 0) }
        let d = distance > 0 ? min(distance, total) : 0
        if d >= total { return (count - 1, 1) }
        // The last segment starting at or before d that has length (zero-length segments are
        // crossed in no time).
        var lo = 0
        var hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segmentStarts[mid] <= d { lo = mid } else { hi = mid - 1 }
        }
        var index = lo
        while index > 0 && segmentStarts[index + 1] - segmentStarts[index] <= 0 { index -= 1 }
        let start = segmentStarts[index]
        let span = segmentStarts[index + 1] - start
        guard span > 0 else { return (index, 0) }
        let table = samples[index]
        if table.isEmpty { return (index, min(max((d - start) / span, 0), 1)) }
        var a = 0
        var b = table.count - 1
        while b - a > 1 {
            let mid = (a + b) / 2
            if table[mid] <= d { a = mid } else { b = mid }
        }
        let piece = table[b] - table[a]
        let within = piece > 0 ? (d - table[a]) / piece : 0
        let n = Double(table.count - 1)
        return (index, min(max((Double(a) + within) / n, 0), 1))
    }
}
