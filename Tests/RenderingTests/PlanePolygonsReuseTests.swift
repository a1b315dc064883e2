import Layers
import Motion
import Raster
import Testing

@testable import Rendering

/// A shape layer that only moves keeps its fill's and stroke's polygons from the frame before
/// and draws the same bytes as a renderer drawing it afresh; a reshaped, restyled or rotated
/// one makes new ones (and still draws a fresh renderer's bytes).
@Suite struct PlanePolygonsReuseTests {
    /// Filled and stroked shapes: an even-odd star with a round-joined outline, a dashed curve
    /// with round caps, a trimmed ring, a hairline and a shape in a scaled parent.
    static func scene() -> Layer {
        let root = Scenes.layer(Rect(x: 0, y: 0, width: 320, height: 240), .white, name: "root")
        func shape(_ name: String, at position: Point, _ path: Path) -> Layer {
            let layer = Layer(name: name, position: position, bounds: Rect(x: 0, y: 0, width: 100, height: 100))
            layer.path = path
            layer.fillColor = .clear
            layer.strokeColor = Color(red: 0.1, green: 0.2, blue: 0.7, alpha: 0.9)
            return layer
        }
        let starLayer = shape("star", at: Point(x: 60, y: 60), Scenes.pentagram())
        starLayer.fillColor = Color(red: 1, green: 0.6, blue: 0, alpha: 1)
        starLayer.fillRule = .evenOdd
        starLayer.lineWidth = 3
        starLayer.lineJoin = .round
        root.addSublayer(starLayer)
        var wave = Path()
        wave.move(to: Point(x: 5, y: 50))
        wave.addCurve(to: Point(x: 95, y: 50), control1: Point(x: 35, y: -20), control2: Point(x: 65, y: 120))
        let waveLayer = shape("wave", at: Point(x: 170, y: 60), wave)
        waveLayer.lineWidth = 4
        waveLayer.lineCap = .round
        waveLayer.lineDashPattern = [9, 5]
        waveLayer.lineDashPhase = 2
        root.addSublayer(waveLayer)
        var ring = Path()
        ring.addArc(
            center: Point(x: 50, y: 50), radius: 40, startAngle: -Double.pi / 2, endAngle: 1.5 * Double.pi,
            clockwise: true)
        let ringLayer = shape("ring", at: Point(x: 270, y: 60), ring)
        ringLayer.lineWidth = 8
        ringLayer.lineCap = .round
        ringLayer.strokeEnd = 0.7
        root.addSublayer(ringLayer)
        var hair = Path()
        hair.move(to: Point(x: 10, y: 10))
        hair.addQuadCurve(to: Point(x: 90, y: 90), control: Point(x: 90, y: 5))
        let hairLayer = shape("hair", at: Point(x: 60, y: 180), hair)
        hairLayer.lineWidth = 0.5
        root.addSublayer(hairLayer)
        let parent = Layer(
            name: "parent", position: Point(x: 200, y: 170), bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        parent.transform = Transform3D(scaleX: 1.3, y: 0.8, z: 1)
        let inner = shape("inner", at: Point(x: 50, y: 50), Scenes.pentagram())
        inner.fillColor = Color(red: 0.2, green: 0.7, blue: 0.3, alpha: 0.8)
        inner.lineWidth = 2
        parent.addSublayer(inner)
        root.addSublayer(parent)
        return root
    }

    /// Every layer moved by fractional amounts that differ per layer and frame, as the moving
    /// benchmark moves them.
    static func move(_ root: Layer, frame: Int) {
        func walk(_ layer: Layer, _ k: inout Int) {
            let (f, n) = (Double(frame), Double(k))
            layer.position = Point(
                x: layer.position.x + 3.3 * MotionMath.sin(0.37 * f + 0.71 * n),
                y: layer.position.y + 2.1 * MotionMath.cos(0.23 * f + 0.53 * n))
            k += 1
            for sublayer in layer.sublayers { walk(sublayer, &k) }
        }
        var k = 0
        for layer in root.sublayers { walk(layer, &k) }
    }

    @Test(arguments: [1, 2])
    func aMovedShapeKeepsItsPolygonsAndDrawsAFreshRenderersBytes(threads: Int) {
        let root = Self.scene()
        let renderer = LayerRenderer(threads: threads)
        let buffer = PixelBuffer(width: 320, height: 240)
        renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
        let made = renderer.planePolygonCount
        // The star's and the inner star's fill and stroke, the wave, the ring, the hairline.
        #expect(made == 7)
        for frame in 1...6 {
            Self.move(root, frame: frame)
            if frame % 2 == 0 {
                renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
            } else {
                renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white)
            }
            #expect(renderer.planePolygonCount == made, "frame \(frame)")
            #expect(buffer.hash64() == Scenes.freshHash(root), "frame \(frame)")
        }
        #expect(renderer.lastErrors.isEmpty)
    }

    /// Draws `root` once, then moving for four frames, then standing still while something else
    /// changes (its background, so the frame is built again rather than replayed) for two;
    /// returns `kept` after each of those three stages, every frame checked against a fresh
    /// renderer's bytes.
    static func keptWhileMovingThenStill(_ root: Layer, _ kept: (LayerRenderer) -> Int) -> [Int] {
        let renderer = LayerRenderer()
        let buffer = PixelBuffer(width: 320, height: 240)
        renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
        var counts = [kept(renderer)]
        for frame in 1...4 {
            Self.move(root, frame: frame)
            renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
            #expect(buffer.hash64() == Scenes.freshHash(root), "frame \(frame)")
        }
        counts.append(kept(renderer))
        for tint in [0.9, 0.8] {
            root.backgroundColor = Color(red: tint, green: tint, blue: 1, alpha: 1)
            renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
            #expect(buffer.hash64() == Scenes.freshHash(root), "tint \(tint)")
        }
        counts.append(kept(renderer))
        #expect(renderer.lastErrors.isEmpty)
        return counts
    }

    /// A shape that moved since the frame before keeps its outline but not its rasters (no
    /// frame would find them); once it stands still its rasters are kept again.
    @Test func aMovingShapesRastersAreNotKeptAndAStillOnesAre() {
        // All seven kept at first (nothing is known to move yet), none while moving (the first
        // frame's forgotten), all seven again standing still.
        #expect(Self.keptWhileMovingThenStill(Self.scene()) { $0.keptShapeRasterCount } == [7, 0, 7])
    }

    /// The same for boxes: a card moving by fractions of a pixel makes its background's and
    /// border's rasters each frame without keeping them; standing still, they are kept.
    @Test func aMovingBoxsRastersAreNotKeptAndAStillOnesAre() {
        let root = Scenes.layer(Rect(x: 0, y: 0, width: 320, height: 240), .white, name: "root")
        for k in 0..<2 {
            let card = Scenes.layer(
                Rect(x: 20 + 140 * Double(k), y: 40, width: 120, height: 90), Scenes.orange, radius: 14)
            card.borderWidth = 3
            card.borderColor = Scenes.ink
            root.addSublayer(card)
        }
        // At first the root's background and the cards' background and border (the two cards
        // sit at whole pixels alike, so they share them); while moving only the root's; standing
        // still at different fractions of a pixel, each card's own again.
        #expect(Self.keptWhileMovingThenStill(root) { $0.keptBoxRasterCount } == [3, 1, 5])
    }

    /// Identical cards moving alike (a list scrolling by fractions of a pixel) share one raster
    /// for their backgrounds and one for their borders each frame, though neither is kept.
    @Test func cardsMovingAlikeShareTheirRastersEachFrame() {
        let root = Scenes.layer(Rect(x: 0, y: 0, width: 320, height: 240), .white, name: "root")
        let cards = (0..<4).map { k in
            let card = Scenes.layer(Rect(x: 10 + 75 * Double(k), y: 40, width: 70, height: 50), Scenes.blue, radius: 9)
            card.borderWidth = 2
            card.borderColor = Scenes.ink
            root.addSublayer(card)
            return card
        }
        let renderer = LayerRenderer()
        let buffer = PixelBuffer(width: 320, height: 240)
        renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
        for frame in 1...4 {
            let made = renderer.boxRasterCount
            for card in cards { card.position.y += 0.37 }
            renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
            #expect(renderer.boxRasterCount - made == 2, "frame \(frame)")
            #expect(buffer.hash64() == Scenes.freshHash(root), "frame \(frame)")
        }
        // The root's only: the cards' were for their frames.
        #expect(renderer.keptBoxRasterCount == 1)
    }

    /// What changes a layer's polygons, and how many new ones it takes.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case reshaped, restyled, rotated, scaled, dashShifted

        var testDescription: String { rawValue }

        /// Applies the change to the scene; the count of fills and strokes it remakes.
        func apply(_ root: Layer) -> Int {
            func named(_ name: String) -> Layer { root.sublayers.first { $0.name == name }! }
            switch self {
            case .reshaped:
                var path = named("star").path ?? Path()
                path.addLine(to: Point(x: 50, y: 50))
                named("star").path = path
                return 2
            case .restyled:
                named("wave").lineWidth = 5
                return 1
            case .rotated:
                named("ring").transform = Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1)
                return 1
            case .scaled:
                named("parent").transform = Transform3D(scaleX: 1.31, y: 0.8, z: 1)
                return 2
            case .dashShifted:
                named("wave").lineDashPhase = 3
                return 1
            }
        }
    }

    @Test(arguments: Change.allCases)
    func aChangedShapeMakesNewPolygons(change: Change) {
        let root = Self.scene()
        let renderer = LayerRenderer()
        let buffer = PixelBuffer(width: 320, height: 240)
        renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
        let made = renderer.planePolygonCount
        Self.move(root, frame: 1)
        let remade = change.apply(root)
        renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white)
        #expect(renderer.planePolygonCount == made + remade)
        #expect(buffer.hash64() == Scenes.freshHash(root))
        // Moved again without a change: the new polygons are kept.
        Self.move(root, frame: 2)
        renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white)
        #expect(renderer.planePolygonCount == made + remade)
        #expect(buffer.hash64() == Scenes.freshHash(root))
    }
}
