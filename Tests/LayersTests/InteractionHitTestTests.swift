import Layers
import Motion
import Testing

/// A 1000×1000 root with a 50×50 card at (100, 100) holding a 10×10 button at its top-left
/// corner, (75, 75)–(85, 85) in the window.
final class CardScene {
    let engine = AnimationEngine()
    let root = Layer(name: "root", position: Point(x: 500, y: 500), bounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
    let card = Layer(name: "card", position: Point(x: 100, y: 100), bounds: Rect(x: 0, y: 0, width: 50, height: 50))
    let button = Layer(name: "button", position: Point(x: 5, y: 5), bounds: Rect(x: 0, y: 0, width: 10, height: 10))

    init() {
        engine.attach(root)
        root.addSublayer(card)
        card.addSublayer(button)
    }

    func frame(_ time: Double) {
        engine.now = .seconds(time)
        engine.update(at: .seconds(time))
    }
}

@Suite("Hit testing: what UIKit skips")
struct InteractionHitTestTests {
    @Test("isUserInteractionEnabled false skips the layer and its sublayers")
    func userInteractionDisabled() {
        let scene = CardScene()
        #expect(scene.root.hitTest(Point(x: 80, y: 80)) === scene.button)
        #expect(scene.root.hitTest(Point(x: 110, y: 110)) === scene.card)
        scene.card.isUserInteractionEnabled = false
        #expect(scene.root.hitTest(Point(x: 80, y: 80)) === scene.root)
        #expect(scene.root.hitTest(Point(x: 110, y: 110)) === scene.root)
        #expect(scene.root.hitTest(Point(x: 110, y: 110), usingPresentation: true) === scene.root)
        scene.card.isUserInteractionEnabled = true
        scene.button.isUserInteractionEnabled = false
        #expect(scene.root.hitTest(Point(x: 80, y: 80)) === scene.card)   // falls through to the card
        scene.root.isUserInteractionEnabled = false
        #expect(scene.root.hitTest(Point(x: 110, y: 110)) == nil)
    }

    @Test("isUserInteractionEnabled is a plain model flag: no key path, never animated")
    func userInteractionIsNotAnimatable() {
        let scene = CardScene()
        #expect(scene.card.value(forKeyPath: "isUserInteractionEnabled") == nil)
        #expect(scene.card.value(forKeyPath: "userInteractionEnabled") == nil)
        scene.engine.animate(withDuration: 1, changes: { scene.card.isUserInteractionEnabled = false })
        #expect(!scene.card.isAnimating)
        #expect(!scene.card.isUserInteractionEnabled)
    }

    @Test("hidden layers are skipped with their sublayers")
    func hidden() {
        let scene = CardScene()
        scene.card.isHidden = true
        #expect(scene.root.hitTest(Point(x: 80, y: 80)) === scene.root)
        #expect(scene.root.hitTest(Point(x: 110, y: 110)) === scene.root)
    }

    @Test(
        "layers with an opacity below 0.01 are skipped",
        arguments: [(0.0, false), (0.009, false), (0.01, true), (0.5, true)])
    func nearlyTransparent(opacity: Double, hit: Bool) {
        let scene = CardScene()
        scene.card.opacity = opacity
        #expect((scene.root.hitTest(Point(x: 110, y: 110)) === scene.card) == hit)
        #expect((scene.root.hitTest(Point(x: 80, y: 80)) === scene.button) == hit)
    }

    @Test("a card animating with UIView.animate, without allowUserInteraction, is not hit")
    func animateRefusesTouches() {
        let scene = CardScene()
        scene.engine.animate(withDuration: 1, changes: { scene.card.position = Point(x: 700, y: 100) })
        scene.frame(0.25)
        let shown = scene.card.presentation().position
        #expect(shown.x > 100 && shown.x < 700)
        #expect(scene.card.isUserInteractionSuspended)
        #expect(scene.root.hitTest(Point(x: 700, y: 100)) === scene.root)   // the model position
        #expect(scene.root.hitTest(shown, usingPresentation: true) === scene.root)   // where it is drawn
        #expect(scene.root.hitTest(Point(x: 680, y: 80)) === scene.root)   // its button too
        scene.engine.now = 1.0   // over, though no frame has collected it yet
        #expect(!scene.card.isUserInteractionSuspended)
        scene.frame(1)
        #expect(!scene.card.isUserInteractionSuspended)
        #expect(scene.root.hitTest(Point(x: 700, y: 100)) === scene.card)
    }

    @Test("any property UIView.animate changes suspends touches, a fade included")
    func animateOpacityRefusesTouches() {
        let scene = CardScene()
        scene.engine.animate(withDuration: 1, changes: { scene.card.opacity = 0.5 })
        scene.frame(0.5)
        #expect(scene.root.hitTest(Point(x: 110, y: 110)) === scene.root)
        scene.frame(1.5)
        #expect(scene.root.hitTest(Point(x: 110, y: 110)) === scene.card)
    }

    @Test("with allowUserInteraction the card is hit at its model position, and at its presentation on request")
    func allowUserInteraction() {
        let scene = CardScene()
        scene.engine.animate(
            withDuration: 1, options: .allowUserInteraction,
            changes: { scene.card.position = Point(x: 700, y: 100) })
        scene.frame(0.25)
        let shown = scene.card.presentation().position
        #expect(!scene.card.isUserInteractionSuspended)
        #expect(scene.root.hitTest(Point(x: 710, y: 110)) === scene.card)
        #expect(scene.root.hitTest(Point(x: 710, y: 110), usingPresentation: true) === scene.root)
        #expect(scene.root.hitTest(Point(x: shown.x + 10, y: shown.y + 10)) === scene.root)
        #expect(scene.root.hitTest(Point(x: shown.x + 10, y: shown.y + 10), usingPresentation: true) === scene.card)
        #expect(scene.root.hitTest(Point(x: shown.x - 20, y: shown.y - 20), usingPresentation: true) === scene.button)
    }

    @Test("explicit Core Animation animations do not suspend touches")
    func explicitAnimationsDoNotBlock() {
        let scene = CardScene()
        var slide = BasicAnimation(keyPath: "position.x")
        slide.fromValue = .number(400)
        slide.duration = 1
        scene.card.add(slide, forKey: "slide")
        scene.frame(0.5)
        #expect(scene.card.presentation().position.x == 250)
        #expect(!scene.card.isUserInteractionSuspended)
        #expect(scene.root.hitTest(Point(x: 110, y: 110)) === scene.card)
        #expect(scene.root.hitTest(Point(x: 260, y: 110), usingPresentation: true) === scene.card)

        var spin = KeyframeAnimation(keyPath: "opacity", values: [.number(1), .number(0.5)])
        spin.duration = 1
        scene.card.add(spin, forKey: "fade")
        #expect(scene.root.hitTest(Point(x: 110, y: 110)) === scene.card)
    }

    @Test("withAnimation has no such rule; the suspension ends when the animation is removed")
    func otherAnimations() {
        let scene = CardScene()
        scene.engine.withAnimation(.linear(duration: 1)) { scene.card.position.y = 300 }
        scene.frame(0.5)
        #expect(scene.root.hitTest(Point(x: 110, y: 310)) === scene.card)

        let cut = CardScene()
        cut.engine.animate(withDuration: 1, changes: { cut.card.position.y = 300 })
        cut.frame(0.5)
        #expect(cut.root.hitTest(Point(x: 110, y: 310)) === cut.root)
        cut.card.removeAllAnimations()
        #expect(cut.root.hitTest(Point(x: 110, y: 310)) === cut.card)
    }

    @Test("only the animating subtree is suspended: its siblings and superlayer still take touches")
    func siblingsStillHit() {
        let scene = CardScene()
        let other = Layer(
            name: "other", position: Point(x: 300, y: 300), bounds: Rect(x: 0, y: 0, width: 50, height: 50))
        scene.root.addSublayer(other)
        scene.engine.animate(withDuration: 1, changes: { scene.card.position = Point(x: 700, y: 100) })
        scene.frame(0.5)
        #expect(scene.root.hitTest(Point(x: 300, y: 300)) === other)
        #expect(scene.root.hitTest(Point(x: 10, y: 10)) === scene.root)
    }
}
