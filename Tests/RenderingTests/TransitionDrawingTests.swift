import Layers
import Motion
import Raster
import Rendering
import Testing

/// What an insertion or removal transition shows is what the renderer draws: a layer
/// mid-transition draws as a twin whose model has the opacity and transform the transition
/// shows, frame by frame redrawn by damage exactly as a full draw, and a leaving layer is drawn
/// until it leaves.
@Suite struct TransitionDrawingTests {
    private static func tree(card: Layer) -> (AnimationEngine, Layer) {
        let engine = AnimationEngine()
        let root = Layer(
            name: "root", position: Point(x: 150, y: 100), bounds: Rect(x: 0, y: 0, width: 300, height: 200))
        root.backgroundColor = .white
        engine.attach(root)
        card.position = Point(x: 150, y: 100)
        card.bounds = Rect(x: 0, y: 0, width: 120, height: 80)
        card.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
        card.cornerRadius = 14
        let dot = Layer(name: "dot", position: Point(x: 30, y: 30), bounds: Rect(x: 0, y: 0, width: 20, height: 20))
        dot.backgroundColor = Color(red: 1, green: 0.8, blue: 0)
        card.addSublayer(dot)
        return (engine, root)
    }

    private static func draw(_ root: Layer) -> UInt64 {
        let buffer = PixelBuffer(width: 300, height: 200)
        LayerRenderer(threads: 1).draw(root, into: buffer, scale: 1, clearColor: .black)
        return buffer.hash64()
    }

    @Test func aLayerMidTransitionDrawsAsItsPresentationSays() {
        let card = Layer(name: "card")
        let (engine, root) = Self.tree(card: card)
        let transition = AnyTransition.scale(0.3, anchor: .bottomTrailing).combined(with: .opacity)
            .combined(with: .offset(x: -40, y: 10))
        engine.withAnimation(.easeInOut(duration: 1)) { root.addSublayer(card, transition: transition) }
        let incremental = LayerRenderer(threads: 2)
        let buffer = PixelBuffer(width: 300, height: 200)
        var hashes: Set<UInt64> = []
        for t in [0.0, 0.25, 0.5, 0.75, 1.2] {
            engine.now = .seconds(t)
            engine.update(at: .seconds(t))
            let shown = card.presentation()
            // The twin: the same layers with the shown values as their model.
            let twin = Layer(name: "card")
            let (_, twinRoot) = Self.tree(card: twin)
            twinRoot.addSublayer(twin)
            twin.opacity = shown.opacity
            twin.transform = shown.transform
            #expect(Self.draw(root) == Self.draw(twinRoot), "at \(t) s the card draws otherwise than its twin")
            incremental.drawChanges(root, into: buffer, scale: 1, clearColor: .black)
            #expect(buffer.hash64() == Self.draw(root), "at \(t) s the damaged redraw differs from a full one")
            hashes.insert(buffer.hash64())
        }
        #expect(hashes.count == 5)
    }

    @Test func aBlurTransitionDrawsAsTheLayerBlur() {
        let card = Layer(name: "card")
        let (engine, root) = Self.tree(card: card)
        card.blurRadius = 3
        engine.withAnimation(.linear(duration: 1)) { root.addSublayer(card, transition: .blur(radius: 8)) }
        engine.now = .seconds(0.5)
        engine.update(at: .seconds(0.5))
        let twin = Layer(name: "card")
        let (_, twinRoot) = Self.tree(card: twin)
        twinRoot.addSublayer(twin)
        // Two Gaussians make one: √(3² + 4²) = 5.
        twin.blurRadius = 5
        #expect(Self.draw(root) == Self.draw(twinRoot))
        let sharp = Layer(name: "card")
        let (_, sharpRoot) = Self.tree(card: sharp)
        sharpRoot.addSublayer(sharp)
        sharp.blurRadius = 3
        #expect(Self.draw(root) != Self.draw(sharpRoot))
        engine.now = .seconds(1.1)
        engine.update(at: .seconds(1.1))
        #expect(Self.draw(root) == Self.draw(sharpRoot))
    }

    @Test func aLeavingLayerIsDrawnUntilItLeaves() {
        let card = Layer(name: "card")
        let (engine, root) = Self.tree(card: card)
        root.addSublayer(card)
        let empty = Layer(name: "card")
        let (_, emptyRoot) = Self.tree(card: empty)
        engine.withAnimation(.linear(duration: 1)) { card.removeFromSuperlayer(transition: .move(edge: .top)) }
        engine.now = .seconds(0.5)
        engine.update(at: .seconds(0.5))
        #expect(card.isLeaving)
        #expect(Self.draw(root) != Self.draw(emptyRoot))
        engine.now = .seconds(1.1)
        engine.update(at: .seconds(1.1))
        #expect(Self.draw(root) == Self.draw(emptyRoot))
    }
}
