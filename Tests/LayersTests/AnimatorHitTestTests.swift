import Layers
import Motion
import Testing

/// `CardScene` with the card sliding to (700, 100) in an animator.
extension CardScene {
    func slide() { card.position = Point(x: 700, y: 100) }

    /// What a press hits where the card is drawn now, and at its model position.
    func hits() -> (shown: Layer?, model: Layer?) {
        let shown = card.presentation().position
        return (root.hitTest(Point(x: shown.x + 10, y: shown.y + 10)), root.hitTest(Point(x: 710, y: 110)))
    }
}

@Suite("Hit testing: a PropertyAnimator's isUserInteractionEnabled and isManualHitTestingEnabled")
struct AnimatorHitTestTests {
    @Test("by default an animator's layers are hit where they are shown, even when the hit test reads the model")
    func hitWhereShown() {
        let scene = CardScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear, animations: scene.slide)
        #expect(!animator.isManualHitTestingEnabled)
        animator.startAnimation()
        scene.frame(0.5)
        #expect(scene.card.presentation().position.x == 400)
        #expect(scene.hits().shown === scene.card)
        #expect(scene.hits().model === scene.root)
        #expect(scene.root.hitTest(Point(x: 380, y: 80)) === scene.button, "its sublayers go with it")
        // Paused and scrubbed, still where it is shown.
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        scene.frame(0.6)
        #expect(scene.card.presentation().position.x == 250)
        #expect(scene.root.hitTest(Point(x: 260, y: 110)) === scene.card)
        animator.stopAnimation(true)
        // Stopped where it was: model and presentation agree again.
        #expect(scene.root.hitTest(Point(x: 260, y: 110)) === scene.card)
        #expect(scene.root.hitTest(Point(x: 710, y: 110)) === scene.root)
    }

    @Test("with isManualHitTestingEnabled Fling does nothing special: the model is tested unless asked otherwise")
    func manualHitTesting() {
        let scene = CardScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear, animations: scene.slide)
        animator.isManualHitTestingEnabled = true
        animator.startAnimation()
        scene.frame(0.5)
        #expect(scene.hits().shown === scene.root)
        #expect(scene.hits().model === scene.card)
        #expect(scene.root.hitTest(Point(x: 410, y: 110), usingPresentation: true) === scene.card)
        // It may change while the animator runs.
        animator.isManualHitTestingEnabled = false
        #expect(scene.hits().shown === scene.card)
        scene.frame(1)
        #expect(animator.state == .inactive)
        #expect(scene.hits().model === scene.card)
    }

    @Test("with isUserInteractionEnabled false the animator's layers take no touches while it is active")
    func userInteractionDisabled() {
        let scene = CardScene()
        let other = Layer(
            name: "other", position: Point(x: 300, y: 300), bounds: Rect(x: 0, y: 0, width: 50, height: 50))
        scene.root.addSublayer(other)
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear, animations: scene.slide)
        animator.isUserInteractionEnabled = false
        #expect(scene.root.hitTest(Point(x: 110, y: 110)) === scene.card, "inactive: nothing is suspended")
        animator.startAnimation()
        scene.frame(0.5)
        #expect(scene.card.isUserInteractionSuspended)
        #expect(scene.hits().shown === scene.root)
        #expect(scene.hits().model === scene.root)
        #expect(scene.root.hitTest(Point(x: 380, y: 80)) === scene.root, "nor do its sublayers")
        #expect(scene.root.hitTest(Point(x: 300, y: 300)) === other, "layers it does not animate still do")
        animator.pauseAnimation()
        #expect(scene.hits().shown === scene.root, "paused, it is still active")
        animator.startAnimation()
        scene.frame(1)
        #expect(animator.state == .inactive)
        #expect(!scene.card.isUserInteractionSuspended)
        #expect(scene.hits().model === scene.card)
    }

    @Test("stopped without finishing, the animator still holds its layers until finishAnimation(at:)")
    func stoppedAnimator() {
        let scene = CardScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear, animations: scene.slide)
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        scene.frame(0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(scene.hits().shown === scene.root)
        animator.finishAnimation(at: .current)
        #expect(scene.hits().shown === scene.card)
    }

    @Test(
        "runningPropertyAnimator keeps touches off its layers unless given .allowUserInteraction",
        arguments: [false, true])
    func runningPropertyAnimator(allowUserInteraction: Bool) {
        let scene = CardScene()
        let animator = PropertyAnimator.runningPropertyAnimator(
            engine: scene.engine, withDuration: 1,
            options: allowUserInteraction ? [.allowUserInteraction, .curveLinear] : [.curveLinear],
            animations: scene.slide)
        #expect(animator.isUserInteractionEnabled == allowUserInteraction)
        scene.frame(0.5)
        #expect(scene.card.isUserInteractionSuspended == !allowUserInteraction)
        #expect(scene.hits().shown === (allowUserInteraction ? scene.card : scene.root))
        #expect(scene.hits().model === scene.root)
        scene.frame(1.2)
        #expect(scene.hits().model === scene.card)
    }
}
