import Gestures
import Input
import Layers
import Motion
import Testing

/// Recognizers read in a layer's own coordinates (`location(in:)`, `translation(in:)`,
/// `setTranslation(_:in:)`, `velocity(in:)`), through the layer's whole transform.
@Suite("Gesture recognizers: coordinates in a layer")
struct RecognizerCoordinatesTests {
    /// A 200×200 card at (100, 100)–(300, 300) drawn with `transform`, a pan on it.
    private func card(_ transform: Transform3D) -> (Harness, Layer, PanGestureRecognizer) {
        let h = Harness()
        let card = makeLayer("card", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        card.transform = transform
        h.root.addSublayer(card)
        let pan = h.add(PanGestureRecognizer(), "pan", on: card)
        return (h, card, pan)
    }

    @Test("in a card scaled 2× a drag reads half as far and half as fast, and the location is in the card's bounds")
    func scaled() {
        let (h, card, pan) = card(Transform3D(scaleX: 2, y: 2, z: 1))
        // The card is drawn over (0, 0)–(400, 400); (20, 20) is only in the part the scale added.
        h.run(.press(20, 20, at: 0), .move(40, 20, at: 10), .move(60, 24, at: 20), .move(100, 28, at: 30))
        #expect(h.arena!.hitLayer === card)
        #expect(pan.state == .changed)
        #expect(pan.translation == Point(x: 70, y: 8))
        #expect(pan.translation(in: nil) == pan.translation)
        #expect(pan.translation(in: h.root) == pan.translation)
        #expect(pan.translation(in: card) == Point(x: 35, y: 4))
        #expect(pan.location(in: nil) == Point(x: 100, y: 28))
        #expect(pan.location(in: card) == Point(x: 50, y: 14))
        let v = pan.velocity
        let inCard = pan.velocity(in: card)
        #expect(v.x > 0)
        #expect(abs(inCard.x - v.x / 2) < 1e-9 && abs(inCard.y - v.y / 2) < 1e-9)

        // Rebased in the card: zero now, then 20 window points more is 10 card points.
        pan.setTranslation(.zero, in: card)
        #expect(pan.translation(in: card) == .zero)
        h.run(.move(120, 28, at: 40))
        #expect(pan.translation(in: card) == Point(x: 10, y: 0))
        #expect(pan.translation == Point(x: 20, y: 0))
        pan.setTranslation(Point(x: 5, y: 5), in: card)
        #expect(pan.translation == Point(x: 10, y: 10))
    }

    @Test("in a card turned 90° a drag to the right reads as a drag up the card")
    func rotated() {
        let (h, card, pan) = card(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
        h.run(.press(200, 200, at: 0), .move(220, 200, at: 10), .move(260, 200, at: 20))
        #expect(pan.translation == Point(x: 50, y: 0))
        let t = pan.translation(in: card)
        #expect(abs(t.x) < 1e-9 && abs(t.y + 50) < 1e-9)
        let l = pan.location(in: card)   // 60 to the right of the centre: 60 up the card
        #expect(abs(l.x - 100) < 1e-9 && abs(l.y - 40) < 1e-9)
        let v = pan.velocity
        let inCard = pan.velocity(in: card)
        #expect(abs(inCard.x - v.y) < 1e-9 && abs(inCard.y + v.x) < 1e-9)
    }

    @Test("in a card turned in perspective, velocity(in:) is the derivative of the conversion")
    func perspective() {
        var transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        transform = transform.concatenating(perspective)
        let (h, card, pan) = card(transform)
        h.run(.press(200, 200, at: 0), .move(215, 205, at: 10), .move(240, 215, at: 20), .move(260, 220, at: 30))
        #expect(pan.state == .changed)
        let p = pan.location(in: nil)
        let v = pan.velocity
        let step = 1e-4
        let ahead = card.convert(p + v * step, from: nil)
        let behind = card.convert(p - v * step, from: nil)
        let expected = (ahead - behind) * (1 / (2 * step))
        let inCard = pan.velocity(in: card)
        #expect(abs(inCard.x - expected.x) < 1e-3 * abs(expected.x) + 1e-6)
        #expect(abs(inCard.y - expected.y) < 1e-3 * abs(expected.y) + 1e-6)
        #expect(abs(inCard.x - v.x) > 1, "not the window velocity")
        #expect(pan.location(in: card) == card.convert(p, from: nil))
    }

    @Test("a tap's location(in:) is in the layer's coordinates; nil is the window")
    func tapLocation() {
        let h = Harness()
        let card = makeLayer("card", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        card.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        h.root.addSublayer(card)
        let tap = h.add(TapGestureRecognizer(), "tap", on: card)
        h.run(.press(300, 250, at: 0), .release(300, 250, at: 50))
        #expect(tap.state == .recognized)
        #expect(tap.location(in: nil) == Point(x: 300, y: 250))
        #expect(tap.location(in: card) == Point(x: 150, y: 125))
        #expect(tap.location(in: h.root) == Point(x: 300, y: 250))
    }

    @Test("with the arena testing the presentation, locations are read where the layer is shown")
    func presentationValues() {
        let h = Harness()
        let engine = AnimationEngine()
        engine.attach(h.root)
        let card = makeLayer("card", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        h.root.addSublayer(card)
        let tap = h.add(TapGestureRecognizer(), "tap", on: card)
        engine.withAnimation(.linear(duration: 1)) { card.position = Point(x: 600, y: 200) }
        engine.now = .seconds(0.5)
        engine.update(at: .seconds(0.5))   // shown at x 400: drawn over (300, 100)–(500, 300)
        h.arena!.hitTestsPresentation = true
        h.run(.press(320, 150, at: 0), .release(320, 150, at: 50))
        #expect(tap.state == .recognized)
        #expect(tap.location(in: card) == Point(x: 20, y: 50))
        h.arena!.hitTestsPresentation = false
        #expect(tap.location(in: card) == Point(x: -180, y: 50))
    }
}
