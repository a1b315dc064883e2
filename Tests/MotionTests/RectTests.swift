import Motion
import Testing

@Test func containsIncludesTheMinEdgesAndExcludesTheMaxEdges() {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(rect.contains(Point(x: 10, y: 20)))
    #expect(rect.contains(Point(x: 39.999, y: 59.999)))
    #expect(!rect.contains(Point(x: 40, y: 30)))
    #expect(!rect.contains(Point(x: 20, y: 60)))
    #expect(!rect.contains(Point(x: 9.999, y: 30)))
    #expect(!rect.contains(Point(x: 20, y: 19.999)))
}

@Test func anEmptyRectContainsNothing() {
    #expect(!Rect(x: 5, y: 5, width: 0, height: 10).contains(Point(x: 5, y: 6)))
    #expect(!Rect(x: 5, y: 5, width: 10, height: 0).contains(Point(x: 6, y: 5)))
    #expect(!Rect.zero.contains(.zero))
}

@Test func unionCoversBothRects() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 20, y: -5, width: 5, height: 5)
    #expect(a.union(b) == Rect(x: 0, y: -5, width: 25, height: 15))
    #expect(b.union(a) == a.union(b))
}

@Test func unionWithAContainedRectIsTheOuterRect() {
    let outer = Rect(x: -10, y: -10, width: 100, height: 50)
    let inner = Rect(x: 0, y: 0, width: 5, height: 5)
    #expect(outer.union(inner) == outer)
    #expect(inner.union(outer) == outer)
}

@Test func anEmptyRectContributesNothingToAUnion() {
    let rect = Rect(x: 3, y: 4, width: 5, height: 6)
    let empty = Rect(x: 100, y: 100, width: 0, height: 0)
    #expect(rect.union(empty) == rect)
    #expect(empty.union(rect) == rect)
    #expect(rect.union(Rect(x: -50, y: 0, width: 0, height: 20)) == rect)
}

@Test func geometryAccessors() {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(rect.maxX == 40 && rect.maxY == 60)
    #expect(rect.center == Point(x: 25, y: 40))
    #expect(rect.insetBy(dx: 5, dy: -5) == Rect(x: 15, y: 15, width: 20, height: 50))
}
