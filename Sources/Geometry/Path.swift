/// A shape's outline, like Core Graphics' `CGPath` (what `CAShapeLayer.path` holds): subpaths of
/// straight lines and quadratic and cubic Bézier curves, each begun by a move and optionally
/// closed.
///
/// Arcs, ellipses and rounded rectangles are added as cubic Béziers (at most a quarter turn
/// each, the standard 4/3·tan(θ/4) handles, as Core Graphics builds them), so every path is
/// made of the five elements below; two paths with the same elements in the same order have
/// the **same structure** and interpolate element by element (`interpolated(to:fraction:)`),
/// which is what lets Core Animation animate `CAShapeLayer.path`.
///
/// A path holds coordinates as given; `problem` says whether they can be drawn (finite, within
/// `maximumElementCount`, every subpath begun by a move).
public struct Path: Hashable, Sendable, PathBuilding {
    /// One path element, as `CGPathElement` has them.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's first point, which becomes the current point.
        case close

        /// The element's kind, for comparing structures: 0 move, 1 line, 2 quad, 3 cubic, 4 close.
        var kind: UInt8 {
            switch self {
            case .move: 0
            case .line: 1
            case .quadCurve: 2
            case .curve: 3
            case .close: 4
            }
        }

        /// The element with every point mapped by `map`.
        func mapped(_ map: (Point) -> Point) -> Element {
            switch self {
            case let .move(p): .move(to: map(p))
            case let .line(p): .line(to: map(p))
            case let .quadCurve(p, c): .quadCurve(to: map(p), control: map(c))
            case let .curve(p, c1, c2): .curve(to: map(p), control1: map(c1), control2: map(c2))
            case .close: .close
            }
        }

        /// The element's points, control points first and its end point last (none for a
        /// close).
        public var points: [Point] {
            switch self {
            case let .move(p), let .line(p): [p]
            case let .quadCurve(p, c): [c, p]
            case let .curve(p, c1, c2): [c1, c2, p]
            case .close: []
            }
        }
    }

    /// The most elements a path may hold and still be drawn: ten million, beyond which
    /// `problem` refuses it (a file or a computation gone wrong, not a shape).
    public static let maximumElementCount = 10_000_000

    /// The elements, in order.
    public private(set) var elements: [Element]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path made of `elements`.
    public init(_ elements: [Element]) {
        self.elements = elements
    }

    /// A closed rectangle, clockwise from its minimum corner (as `CGPath(rect:)`).
    public init(rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// A closed rectangle with corners rounded by `cornerRadius` (clamped to half the shorter
    /// side), as `CGPath(roundedRect:cornerWidth:cornerHeight:)` with equal radii.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init()
        addRoundedRect(rect, cornerRadius: cornerRadius)
    }

    /// A closed ellipse inscribed in `rect` (a circle when it is square), as `CGPath(ellipseIn:)`.
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends one element (the builders of `PathBuilding` are written over it).
    public mutating func append(_ element: Element) { elements.append(element) }

    /// Appends every element of `other`.
    public mutating func addPath(_ other: Path) { elements += other.elements }

    // MARK: Reading

    /// The smallest rectangle holding every point of the path, control points included
    /// (`CGPath.boundingBox`: the curves lie inside it); `.zero` for an empty path.
    ///
    /// - Complexity: O(n).
    public var controlPointBounds: Rect {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for element in elements {
            for p in element.points {
                minX = min(minX, p.x)
                minY = min(minY, p.y)
                maxX = max(maxX, p.x)
                maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Why the path cannot be drawn, or nil: more than `maximumElementCount` elements, a
    /// coordinate that is NaN or infinite (named by element), or an element before any move.
    ///
    /// - Complexity: O(n).
    public var problem: String? {
        if elements.count > Self.maximumElementCount {
            return "path: \(elements.count) elements, over the limit of \(Self.maximumElementCount)"
        }
        var hasCurrentPoint = false
        for (index, element) in elements.enumerated() {
            if case .move = element {
                hasCurrentPoint = true
            } else if !hasCurrentPoint, element != .close {
                return "path: elements[\(index)] has no current point; begin the path with move(to:)"
            }
            for p in element.points where !(p.x.isFinite && p.y.isFinite) {
                return "path: elements[\(index)] has a coordinate that is not a finite number (\(p.x), \(p.y))"
            }
        }
        return nil
    }

    /// Whether `other` has the same elements in the same order (whatever their points): the
    /// paths Core Animation interpolates point by point.
    ///
    /// - Complexity: O(n).
    public func hasSameStructure(as other: Path) -> Bool {
        elements.count == other.elements.count
            && zip(elements, other.elements).allSatisfy { $0.kind == $1.kind }
    }

    /// The path `fraction` of the way to `other`, every point interpolated on a straight line,
    /// when the two have the same structure; otherwise nil (Core Animation then switches from
    /// one path to the other at the midpoint — the caller decides).
    ///
    /// - Complexity: O(n).
    public func interpolated(to other: Path, fraction: Double) -> Path? {
        guard hasSameStructure(as: other) else { return nil }
        func mix(_ a: Point, _ b: Point) -> Point {
            Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
        }
        return Path(
            zip(elements, other.elements).map { pair in
                switch pair {
                case let (.move(a), .move(b)): .move(to: mix(a, b))
                case let (.line(a), .line(b)): .line(to: mix(a, b))
                case let (.quadCurve(a, ca), .quadCurve(b, cb)): .quadCurve(to: mix(a, b), control: mix(ca, cb))
                case let (.curve(a, a1, a2), .curve(b, b1, b2)):
                    .curve(to: mix(a, b), control1: mix(a1, b1), control2: mix(a2, b2))
                default: .close
                }
            })
    }

    /// The path with every point mapped by the affine part of `transform` (x, y; z and
    /// perspective ignored, as `CGPath` applies a `CGAffineTransform`).
    ///
    /// - Complexity: O(n).
    public func applying(_ transform: Transform3D) -> Path {
        let t = transform
        return Path(
            elements.map { element in
                element.mapped { p in
                    Point(x: t.m11 * p.x + t.m21 * p.y + t.m41, y: t.m12 * p.x + t.m22 * p.y + t.m42)
                }
            })
    }

    /// The handle length of a quarter-circle cubic of radius 1: 4/3·tan(π/8).
    static let quarterHandle = 0.552_284_749_830_793_4
}

// Fling's own trigonometry (MotionMath), so arcs are the same bits on every machine.
private func sine(_ x: Double) -> Double { MotionMath.sin(x) }
private func cosine(_ x: Double) -> Double { MotionMath.cos(x) }
private func tangent(_ x: Double) -> Double { MotionMath.sin(x) / MotionMath.cos(x) }

/// What is built element by element like a `CGMutablePath`: `Path`, and `KeyframePath` in
/// Layers. The builders — `move(to:)`, lines, curves, `closeSubpath()`, rectangles, rounded
/// rectangles, ellipses and arcs — are written once, here, over `append(_:)`.
public protocol PathBuilding {
    /// The elements so far, in order.
    var elements: [Path.Element] { get }
    /// Appends one element.
    mutating func append(_ element: Path.Element)
}

extension PathBuilding {
    /// The point the next element starts from (nil before a move), after a close the subpath's
    /// first point.
    ///
    /// - Complexity: O(1), except after a close: O(k) for the k elements back to the subpath's
    ///   move. So a path built from many arcs (each asks for it) is built in linear time.
    public var currentPoint: Point? {
        guard let last = elements.last else { return nil }
        guard case .close = last else { return last.points.last }
        for element in elements.reversed() {
            if case let .move(p) = element { return p }
        }
        return nil
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) { append(.move(to: point)) }

    /// A straight line from the current point to `point`.
    public mutating func addLine(to point: Point) { append(.line(to: point)) }

    /// A quadratic Bézier curve from the current point to `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        append(.quadCurve(to: point, control: control))
    }

    /// A cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line to its first point.
    public mutating func closeSubpath() { append(.close) }

    /// A closed rectangle as its own subpath.
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// A closed rounded rectangle as its own subpath: four lines and four quarter-circle
    /// cubics (always, even at radius 0, so every rounded rectangle has the same structure and
    /// one animates into another).
    public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
        let r = max(0, min(cornerRadius.isFinite ? cornerRadius : 0, min(rect.width, rect.height) / 2))
        let k = r * Path.quarterHandle
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: Point(x: x0 + r, y: y0))
        addLine(to: Point(x: x1 - r, y: y0))
        addCurve(
            to: Point(x: x1, y: y0 + r), control1: Point(x: x1 - r + k, y: y0), control2: Point(x: x1, y: y0 + r - k))
        addLine(to: Point(x: x1, y: y1 - r))
        addCurve(
            to: Point(x: x1 - r, y: y1), control1: Point(x: x1, y: y1 - r + k), control2: Point(x: x1 - r + k, y: y1))
        addLine(to: Point(x: x0 + r, y: y1))
        addCurve(
            to: Point(x: x0, y: y1 - r), control1: Point(x: x0 + r - k, y: y1), control2: Point(x: x0, y: y1 - r + k))
        addLine(to: Point(x: x0, y: y0 + r))
        addCurve(
            to: Point(x: x0 + r, y: y0), control1: Point(x: x0, y: y0 + r - k), control2: Point(x: x0 + r - k, y: y0))
        closeSubpath()
    }

    /// A closed ellipse inscribed in `rect` as its own subpath: four quarter cubics, starting at
    /// the right end of the horizontal axis and going clockwise on screen (y down).
    public mutating func addEllipse(in rect: Rect) {
        let c = rect.center
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let (kx, ky) = (rx * Path.quarterHandle, ry * Path.quarterHandle)
        move(to: Point(x: c.x + rx, y: c.y))
        addCurve(
            to: Point(x: c.x, y: c.y + ry), control1: Point(x: c.x + rx, y: c.y + ky),
            control2: Point(x: c.x + kx, y: c.y + ry))
        addCurve(
            to: Point(x: c.x - rx, y: c.y), control1: Point(x: c.x - kx, y: c.y + ry),
            control2: Point(x: c.x - rx, y: c.y + ky))
        addCurve(
            to: Point(x: c.x, y: c.y - ry), control1: Point(x: c.x - rx, y: c.y - ky),
            control2: Point(x: c.x - kx, y: c.y - ry))
        addCurve(
            to: Point(x: c.x + rx, y: c.y), control1: Point(x: c.x + kx, y: c.y - ry),
            control2: Point(x: c.x + rx, y: c.y - ky))
        closeSubpath()
    }

    /// An arc of the circle about `center` with `radius`, from `startAngle` to `endAngle`
    /// (radians; 0 along +x, growing toward +y, which is clockwise on screen), `clockwise` as
    /// on screen, as `CGPath.addArc(center:radius:startAngle:endAngle:clockwise:)` draws it in
    /// a y-down space. A line joins the current point to the arc's start (a move when the path
    /// has none). A sweep of a whole turn or more draws one full circle.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let start = Point(x: center.x + radius * cosine(startAngle), y: center.y + radius * sine(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let turn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            // Clockwise on screen: the angle grows.
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            if endAngle - startAngle >= turn { sweep = turn }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            if startAngle - endAngle >= turn { sweep = -turn }
        }
        guard sweep != 0, radius > 0 else { return }
        // Quarter turns or less each (a hair over a quarter from rounding counts as one).
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tangent(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cosine(angle), sine(angle), cosine(next), sine(next))
            addCurve(
                to: Point(x: center.x + radius * c1, y: center.y + radius * s1),
                control1: Point(x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0)),
                control2: Point(x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1)))
            angle = next
        }
    }
}
