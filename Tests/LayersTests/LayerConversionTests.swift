import Layers
import Motion
import Testing

/// A tree with every kind of placement: a translated root, a panel turned 30° and scaled,
/// a stage with perspective in its `sublayerTransform` and a bounds origin, a card turned
/// about y on it, and a plain sublayer of the card.
private final class Tree {
    let root = Layer(name: "root", position: Point(x: 520, y: 410), bounds: Rect(x: 0, y: 0, width: 1000, height: 800))
    let panel = Layer(name: "panel", position: Point(x: 300, y: 300), bounds: Rect(x: 0, y: 0, width: 300, height: 200))
    let stage = Layer(
        name: "stage", position: Point(x: 150, y: 100), bounds: Rect(x: 10, y: -20, width: 200, height: 150))
    let card = Layer(name: "card", position: Point(x: 110, y: 55), bounds: Rect(x: 0, y: 0, width: 120, height: 80))
    let label = Layer(name: "label", position: Point(x: 30, y: 20), bounds: Rect(x: 0, y: 0, width: 40, height: 20))
    let other = Layer(name: "other", position: Point(x: 700, y: 200), bounds: Rect(x: 0, y: 0, width: 100, height: 100))

    init() {
        root.addSublayer(panel)
        root.addSublayer(other)
        panel.addSublayer(stage)
        stage.addSublayer(card)
        card.addSublayer(label)
        panel.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1).scaledBy(x: 1.5, y: 0.8, z: 1)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 400
        stage.sublayerTransform = perspective
        card.transform = Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0)
        other.transform = Transform3D(rotationAngle: -0.4, x: 0, y: 0, z: 1)
    }

    var all: [Layer] { [root, panel, stage, card, label, other] }
}

private func nearly(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance * max(1, abs(b.x)) && abs(a.y - b.y) <= tolerance * max(1, abs(b.y))
}

@Suite("Layer.convert: points and rectangles between layers")
struct LayerConversionTests {
    @Test("plain layers convert by their frames and bounds origins; nil is the window")
    func plain() {
        let root = Layer(
            name: "root", position: Point(x: 200, y: 200), bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = Layer(
            name: "child", position: Point(x: 50, y: 100), bounds: Rect(x: 0, y: 30, width: 40, height: 40))
        root.addSublayer(child)
        // Root frame (100, 100)–(300, 300); the child's frame (30, 80)–(70, 120), its bounds from y 30.
        #expect(child.convert(Point(x: 0, y: 30), to: nil) == Point(x: 130, y: 180))
        #expect(child.convert(Point(x: 0, y: 30), to: root) == Point(x: 30, y: 80))
        #expect(root.convert(Point(x: 30, y: 80), to: child) == Point(x: 0, y: 30))
        #expect(child.convert(Point(x: 130, y: 180), from: nil) == Point(x: 0, y: 30))
        #expect(child.convert(Point(x: 5, y: 6), from: child) == Point(x: 5, y: 6))
        #expect(
            child.convert(Rect(x: 0, y: 30, width: 10, height: 20), to: nil)
                == Rect(x: 130, y: 180, width: 10, height: 20))
    }

    @Test("a turned layer's rectangle converts to the bounding box of its four corners")
    func rectangles() {
        let root = Layer(
            name: "root", position: Point(x: 500, y: 500), bounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let bar = Layer(name: "bar", position: Point(x: 300, y: 300), bounds: Rect(x: 0, y: 0, width: 200, height: 20))
        root.addSublayer(bar)
        bar.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let box = bar.convert(bar.bounds, to: root)
        #expect(
            nearly(box.origin, Point(x: 290, y: 200))
                && nearly(Point(x: box.width, y: box.height), Point(x: 20, y: 200)))
        bar.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
        let diagonal = bar.convert(bar.bounds, to: nil)
        let half = (100 + 10) / 2.0.squareRoot()
        #expect(nearly(diagonal.origin, Point(x: 300 - half, y: 300 - half)))
        #expect(nearly(Point(x: diagonal.width, y: diagonal.height), Point(x: 2 * half, y: 2 * half)))
        let back = bar.convert(diagonal, from: nil)
        #expect(back.width > 200 && back.height > 20, "a box of a box grows: corners, not the shape, are converted")
    }

    @Test("points round-trip between every pair of layers, through rotations, scales and perspective")
    func roundTrips() {
        let tree = Tree()
        let points = [Point(x: 0, y: 0), Point(x: 17.5, y: 9.25), Point(x: 40, y: 20), Point(x: -12, y: 33)]
        for a in tree.all {
            for b in tree.all + [nil] as [Layer?] {
                for p in points {
                    let there = a.convert(p, to: b)
                    #expect(
                        nearly(a.convert(there, from: b), p, 1e-9), "\(a.name) → \(b?.name ?? "window") → back at \(p)")
                    if let b { #expect(nearly(b.convert(p, from: a), there, 1e-9)) }
                }
            }
        }
    }

    @Test("convert agrees with hit testing: a point inside a layer, taken to the window, hits it")
    func agreesWithHitTesting() {
        let tree = Tree()
        for layer in [tree.label, tree.card, tree.other] {
            let b = layer.bounds
            let inside = Point(x: b.minX + b.width * 0.3, y: b.minY + b.height * 0.6)
            #expect(tree.root.hitTest(layer.convert(inside, to: nil)) === layer, "\(layer.name)")
        }
        // And the card's own perspective: its far edge drawn shorter than its near edge.
        let near = tree.card.convert(Rect(x: 0, y: 0, width: 1, height: 80), to: nil)
        let far = tree.card.convert(Rect(x: 119, y: 0, width: 1, height: 80), to: nil)
        #expect(abs(near.height - far.height) > 1)
    }

    @Test("usingPresentation places the layers where they are shown")
    func presentation() {
        let root = Layer(
            name: "root", position: Point(x: 500, y: 500), bounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let card = Layer(name: "card", position: Point(x: 100, y: 100), bounds: Rect(x: 0, y: 0, width: 50, height: 50))
        root.addSublayer(card)
        let engine = AnimationEngine()
        engine.attach(root)
        engine.withAnimation(.linear(duration: 1)) { card.position = Point(x: 300, y: 100) }
        engine.now = .seconds(0.5)
        engine.update(at: .seconds(0.5))
        #expect(card.convert(Point.zero, to: nil) == Point(x: 275, y: 75))
        #expect(card.convert(Point.zero, to: nil, usingPresentation: true) == Point(x: 175, y: 75))
        #expect(card.convert(Point(x: 175, y: 75), from: nil, usingPresentation: true) == .zero)
    }
}
