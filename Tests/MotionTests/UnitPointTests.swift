import Motion
import Testing

@Suite("UnitPoint")
struct UnitPointTests {
    @Test("the named points are SwiftUI's, with y growing down")
    func namedPoints() {
        let expected: [(UnitPoint, Double, Double)] = [
            (.zero, 0, 0), (.center, 0.5, 0.5), (.leading, 0, 0.5), (.trailing, 1, 0.5),
            (.top, 0.5, 0), (.bottom, 0.5, 1), (.topLeading, 0, 0), (.topTrailing, 1, 0),
            (.bottomLeading, 0, 1), (.bottomTrailing, 1, 1),
        ]
        for (point, x, y) in expected {
            #expect(point == UnitPoint(x: x, y: y))
        }
        #expect(UnitPoint() == .zero)
        #expect(UnitPoint.center.description == "(0.5, 0.5)")
    }

    @Test("point(in:) lands on the rectangle's corners, edge midpoints and centre")
    func pointInRect() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(UnitPoint.topLeading.point(in: rect) == Point(x: 10, y: 20))
        #expect(UnitPoint.topTrailing.point(in: rect) == Point(x: 110, y: 20))
        #expect(UnitPoint.bottomLeading.point(in: rect) == Point(x: 10, y: 70))
        #expect(UnitPoint.bottomTrailing.point(in: rect) == Point(x: 110, y: 70))
        #expect(UnitPoint.center.point(in: rect) == rect.center)
        #expect(UnitPoint.top.point(in: rect) == Point(x: 60, y: 20))
        #expect(UnitPoint.bottom.point(in: rect) == Point(x: 60, y: 70))
        #expect(UnitPoint.leading.point(in: rect) == Point(x: 10, y: 45))
        #expect(UnitPoint.trailing.point(in: rect) == Point(x: 110, y: 45))
        // Outside the unit square is outside the rectangle.
        #expect(UnitPoint(x: -0.5, y: 2).point(in: rect) == Point(x: -40, y: 120))
        #expect(UnitPoint(x: 0.25, y: 0.75).point(in: .zero) == .zero)
    }

    @Test("animatableData is the pair (x, y), both ways")
    func animatableData() {
        var point = UnitPoint(x: 0.25, y: 0.75)
        #expect(point.animatableData == AnimatablePair(0.25, 0.75))
        point.animatableData = AnimatablePair(-1, 3)
        #expect(point == UnitPoint(x: -1, y: 3))
        let odd = UnitPoint(x: 0.1 + 0.2, y: Double.leastNormalMagnitude / 4)   // a subnormal
        var copy = UnitPoint.center
        copy.animatableData = odd.animatableData
        #expect(copy.x.bitPattern == odd.x.bitPattern && copy.y.bitPattern == odd.y.bitPattern)
    }

    @Test("an anchor animates along the straight line, each axis the scalar animation")
    func animatesPerAxis() throws {
        let animation = Animation.spring(duration: 0.5, bounce: 0.2)
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        var xContext = AnimationContext<Double>()
        var yContext = AnimationContext<Double>()
        for t in [0.0, 0.05, 0.2, 0.35, 0.8] {
            let p = presentation(from: UnitPoint.topLeading, to: .bottomTrailing, animation, at: t, &context)
            let x = presentation(from: 0.0, to: 1.0, animation, at: t, &xContext)
            let y = presentation(from: 0.0, to: 1.0, animation, at: t, &yContext)
            #expect(p.x.bitPattern == x.bitPattern)
            #expect(p.y.bitPattern == y.bitPattern)
        }
        var linear = AnimationContext<AnimatablePair<Double, Double>>()
        let half = presentation(from: UnitPoint.leading, to: .top, .linear(duration: 2), at: 1, &linear)
        #expect(half == UnitPoint(x: 0.25, y: 0.25))
    }
}
