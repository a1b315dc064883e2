import Motion
import Testing

@Suite("Path: CGPath's elements, shapes, arcs and interpolation")
struct PathTests {
    /// The point of a cubic at parameter t.
    func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Every cubic of `path` with its start point.
    func cubics(_ path: Path) -> [(Point, Point, Point, Point)] {
        var current = Point.zero
        var found: [(Point, Point, Point, Point)] = []
        for element in path.elements {
            switch element {
            case let .move(p), let .line(p): current = p
            case let .curve(p, c1, c2):
                found.append((current, c1, c2, p))
                current = p
            default: break
            }
        }
        return found
    }

    @Test("an ellipse's quarter cubics stay within 0.03 % of the ellipse, through its four axis points")
    func ellipse() {
        let path = Path(ellipseIn: Rect(x: 10, y: 20, width: 200, height: 100))
        #expect(path.elements.count == 6)
        let pieces = cubics(path)
        #expect(pieces.count == 4)
        for (p0, c1, c2, p1) in pieces {
            for t in stride(from: 0.0, through: 1, by: 0.125) {
                let p = cubic(p0, c1, c2, p1, t)
                let u = (p.x - 110) / 100
                let v = (p.y - 70) / 50
                #expect(abs((u * u + v * v).squareRoot() - 1) < 3e-4)
            }
        }
        #expect(
            pieces.map { $0.3 } == [
                Point(x: 110, y: 120), Point(x: 10, y: 70), Point(x: 110, y: 20), Point(x: 210, y: 70),
            ])
        #expect(path.controlPointBounds == Rect(x: 10, y: 20, width: 200, height: 100))
    }

    @Test("rounded rectangles of any radius share one structure; the radius is clamped to half the shorter side")
    func roundedRects() {
        let sharp = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 0)
        let round = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 500)
        #expect(sharp.hasSameStructure(as: round) && sharp.elements.count == 10)
        // Clamped to 20: the top edge runs from x 20 to 80.
        #expect(
            round.elements[0] == .move(to: Point(x: 20, y: 0)) && round.elements[1] == .line(to: Point(x: 80, y: 0)))
        let half = sharp.interpolated(to: round, fraction: 0.5)
        #expect(half?.elements[0] == .move(to: Point(x: 10, y: 0)))
        #expect(Path(rect: Rect(x: 1, y: 2, width: 3, height: 4)).elements.count == 5)
    }

    @Test(
        "arcs: clockwise on screen (y down), quarter-turn cubics, a line from the current point, a full circle at most")
    func arcs() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        // Clockwise on screen from +x to +y: one cubic ending at (0, 10).
        #expect(path.elements.count == 2 && path.elements[0] == .move(to: Point(x: 10, y: 0)))
        let end = path.currentPoint ?? .zero
        #expect(abs(end.x) < 1e-12 && abs(end.y - 10) < 1e-12)
        var long = Path()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        #expect(long.elements.count == 4)   // the other way round: three quarters
        var circle = Path()
        circle.move(to: Point(x: -5, y: 0))
        circle.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 7 * Double.pi, clockwise: true)
        #expect(circle.elements[1] == .line(to: Point(x: 10, y: 0)) && circle.elements.count == 6)
        for (p0, c1, c2, p1) in cubics(circle) {
            let mid = cubic(p0, c1, c2, p1, 0.5)
            #expect(abs((mid.x * mid.x + mid.y * mid.y).squareRoot() - 10) < 3e-3)
        }
    }

    @Test("the current point: nil before a move, the last point, and after a close the subpath's start")
    func currentPoint() {
        var path = Path()
        #expect(path.currentPoint == nil)
        path.append(.close)
        #expect(path.currentPoint == nil)
        path.move(to: Point(x: 1, y: 2))
        path.addLine(to: Point(x: 5, y: 2))
        path.addCurve(to: Point(x: 9, y: 9), control1: Point(x: 6, y: 3), control2: Point(x: 8, y: 8))
        #expect(path.currentPoint == Point(x: 9, y: 9))
        path.closeSubpath()
        #expect(path.currentPoint == Point(x: 1, y: 2))
        path.move(to: Point(x: 20, y: 20))
        path.addQuadCurve(to: Point(x: 30, y: 20), control: Point(x: 25, y: 10))
        path.closeSubpath()
        #expect(path.currentPoint == Point(x: 20, y: 20))
        path.addLine(to: Point(x: 40, y: 40))
        #expect(path.currentPoint == Point(x: 40, y: 40))
    }

    @Test("interpolation needs the same structure; transforms map every point; problems are named")
    func interpolationTransformsProblems() {
        var a = Path()
        a.move(to: .zero)
        a.addLine(to: Point(x: 10, y: 0))
        var b = Path()
        b.move(to: Point(x: 0, y: 10))
        b.addLine(to: Point(x: 20, y: 10))
        #expect(
            a.interpolated(to: b, fraction: 0.25)?.elements == [
                .move(to: Point(x: 0, y: 2.5)), .line(to: Point(x: 12.5, y: 2.5)),
            ])
        var c = b
        c.closeSubpath()
        #expect(a.interpolated(to: c, fraction: 0.5) == nil)
        let moved = a.applying(
            Transform3D(translationX: 5, y: 1, z: 0).concatenating(Transform3D(scaleX: 2, y: 2, z: 1)))
        #expect(moved.elements.last == .line(to: Point(x: 30, y: 2)))

        #expect(a.problem == nil && Path().problem == nil)
        #expect(Path([.line(to: .zero)]).problem?.contains("elements[0] has no current point") == true)
        #expect(Path([.move(to: .zero), .line(to: Point(x: .nan, y: 0))]).problem?.contains("elements[1]") == true)
        #expect(Path([.move(to: Point(x: 0, y: .infinity))]).problem?.contains("not a finite number") == true)
    }
}
