import Gestures
import Input
import Layers
import Motion
import Testing

/// Which recognizers a press reaches, now that recognizers live on layers and the arena
/// hit-tests every press on the tree, as UIKit's window does.
@Suite("Gesture arena: hit-test delivery")
struct HitTestDeliveryTests {
    /// Two sibling layers overlapping over (300, 200)–(500, 400); the front one, added later,
    /// is drawn on top.
    @Test func aPressWhereSiblingsOverlapGoesToTheFrontOnesRecognizersOnly() {
        let h = Harness()
        let back = makeLayer("back", frame: Rect(x: 100, y: 100, width: 400, height: 300))
        let front = makeLayer("front", frame: Rect(x: 300, y: 200, width: 400, height: 300))
        h.root.addSublayer(back)
        h.root.addSublayer(front)
        let double = h.add(TapGestureRecognizer(), "back double", on: back)
        double.numberOfTapsRequired = 2
        let tap = h.add(TapGestureRecognizer(), "front", on: front)

        h.run(.press(400, 300, at: 0), .release(400, 300, at: 50))
        #expect(h.arena!.hitLayer === front)
        #expect(h.arena!.recognizers.map(\.name) == ["front", "back double"])
        #expect(tap.state == .recognized)
        #expect(h.states("back double") == [.possible], "the back layer's recognizer only heard of a miss")
        #expect(!double.isTracking)

        // A first tap where only the back layer is, then a press where the front covers it:
        // a miss for the double tap in progress, which fails.
        h.run(.press(150, 150, at: 1000), .release(150, 150, at: 1050))
        #expect(h.arena!.hitLayer === back)
        #expect(double.state == .possible && double.tapCount == 1)
        h.run(.press(400, 300, at: 1200))
        #expect(double.state == .failed)
        h.run(.release(400, 300, at: 1250))
        #expect(h.actions("front") == [.recognized, .recognized])
        #expect(h.states("back double") == [.possible, .failed])
        #expect(h.actions("back double").isEmpty)

        // Where the back layer shows, two taps make its double tap.
        h.run(
            .press(150, 150, at: 2000), .release(150, 150, at: 2050), .press(150, 150, at: 2200),
            .release(150, 150, at: 2250))
        #expect(h.actions("back double") == [.recognized])
        #expect(h.actions("front") == [.recognized, .recognized])
    }

    /// What makes UIKit's hit testing pass a view by, with its subviews.
    enum Skip: String, CaseIterable, Sendable {
        case hidden, nearlyTransparent, interactionDisabled

        func apply(to layer: Layer) {
            switch self {
            case .hidden: layer.isHidden = true
            case .nearlyTransparent: layer.opacity = 0.009
            case .interactionDisabled: layer.isUserInteractionEnabled = false
            }
        }
    }

    @Test(arguments: Skip.allCases)
    func aSkippedLayerAndItsSublayersLetThePressThroughToWhatIsBehind(skip: Skip) {
        let h = Harness()
        let behind = makeLayer("behind", frame: Rect(x: 100, y: 100, width: 400, height: 300))
        let cover = makeLayer("cover", frame: Rect(x: 200, y: 150, width: 400, height: 300))
        // (250, 200)–(350, 300) in the window.
        let child = makeLayer("child", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        h.root.addSublayer(behind)
        h.root.addSublayer(cover)
        cover.addSublayer(child)
        h.add(TapGestureRecognizer(), "behind", on: behind)
        h.add(TapGestureRecognizer(), "cover", on: cover)
        let childTap = h.add(TapGestureRecognizer(), "child", on: child)

        h.run(.press(300, 250, at: 0), .release(300, 250, at: 50))
        #expect(h.arena!.hitLayer === child)
        #expect(h.actions("child") == [.recognized])
        #expect(h.actions("behind").isEmpty)

        skip.apply(to: cover)
        h.run(.press(300, 250, at: 1000))
        #expect(h.arena!.hitLayer === behind)
        #expect(!childTap.isTracking, "the child is skipped with the cover")
        h.run(.release(300, 250, at: 1050))
        #expect(h.actions("behind") == [.recognized])
        #expect(h.actions("child") == [.recognized])
        #expect(h.actions("cover").isEmpty)

        // Where nothing is behind the cover, the window is hit.
        h.run(.press(550, 420, at: 2000), .release(550, 420, at: 2050))
        #expect(h.arena!.hitLayer === h.root)
        #expect(h.actions("behind") == [.recognized])
        #expect(h.actions("cover").isEmpty)
    }

    /// A container (200, 200)–(800, 600) with a pan, holding a child (250, 250)–(350, 350)
    /// with a tap. The container's pan is added first: delivery order comes from the tree.
    private func containerAndChild() -> (
        Harness, container: Layer, child: Layer, PanGestureRecognizer, TapGestureRecognizer
    ) {
        let h = Harness()
        let container = makeLayer("container", frame: Rect(x: 200, y: 200, width: 600, height: 400))
        let child = makeLayer("child", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        h.root.addSublayer(container)
        container.addSublayer(child)
        let pan = h.add(PanGestureRecognizer(), "container", on: container)
        let tap = h.add(TapGestureRecognizer(), "child", on: child)
        return (h, container, child, pan, tap)
    }

    @Test func anAncestorsRecognizerTakesPartAfterTheChilds() {
        let (h, _, child, pan, tap) = containerAndChild()
        h.run(.press(300, 300, at: 0))
        #expect(h.arena!.hitLayer === child)
        #expect(h.arena!.recognizers.map(\.name) == ["child", "container"])
        #expect(pan.isTracking && tap.isTracking)
        h.run(.release(302, 301, at: 60))
        #expect(h.actions("child") == [.recognized])
        #expect(pan.state == .failed)
        #expect(h.actions("container").isEmpty)

        // A drag from the child: the container's pan begins and fails the tap, which would
        // otherwise still allow this much movement.
        tap.allowableMovement = 100
        h.run(.press(300, 300, at: 1000), .move(306, 300, at: 1020))
        #expect(tap.state == .possible && pan.state == .possible)
        h.run(.move(330, 300, at: 1040))
        #expect(pan.state == .began)
        #expect(pan.translation == Point(x: 20, y: 0))
        #expect(tap.state == .failed)
        h.run(.release(340, 300, at: 1060))
        #expect(h.actions("container") == [.began, .ended])
        #expect(h.actions("child") == [.recognized])
        #expect(h.states("child") == [.possible, .recognized, .possible, .failed])
    }

    @Test func aPressOnTheContainerBesideTheChildReachesOnlyTheContainer() {
        let (h, container, _, pan, tap) = containerAndChild()
        h.run(.press(600, 500, at: 0))
        #expect(h.arena!.hitLayer === container)
        #expect(h.arena!.recognizers.map(\.name) == ["container", "child"])
        #expect(!tap.isTracking)
        h.run(.move(640, 500, at: 20), .release(640, 500, at: 40))
        #expect(h.actions("container") == [.began, .ended])
        #expect(pan.state == .ended)
        #expect(h.states("child") == [.possible])
    }

    /// A parent (200, 200)–(800, 600) and its child (250, 250)–(450, 450), each with a
    /// recognizer of `type`, the parent's added first.
    private func parentAndChild<R: GestureRecognizer>(_ make: () -> R) -> (Harness, parent: R, child: R) {
        let h = Harness()
        let parentLayer = makeLayer("parent", frame: Rect(x: 200, y: 200, width: 600, height: 400))
        let childLayer = makeLayer("child", frame: Rect(x: 50, y: 50, width: 200, height: 200))
        h.root.addSublayer(parentLayer)
        parentLayer.addSublayer(childLayer)
        let parent = h.add(make(), "parent", on: parentLayer)
        let child = h.add(make(), "child", on: childLayer)
        return (h, parent, child)
    }

    @Test func whenPansOnAChildAndItsParentWouldBeginOnTheSameMoveTheChildsWins() {
        let (h, parent, child) = parentAndChild { PanGestureRecognizer() }
        h.run(.press(300, 300, at: 0), .move(330, 300, at: 20))
        #expect(child.state == .began)
        #expect(parent.state == .failed)
        h.run(.move(350, 300, at: 40), .release(350, 300, at: 60))
        #expect(h.actions("child") == [.began, .changed, .ended])
        #expect(h.actions("parent").isEmpty)
    }

    @Test func whenTapsOnAChildAndItsParentWouldBeRecognizedOnTheSameReleaseTheChildsWins() {
        let (h, parent, child) = parentAndChild { TapGestureRecognizer() }
        h.run(.press(300, 300, at: 0), .release(300, 300, at: 50))
        #expect(child.state == .recognized)
        #expect(parent.state == .failed)
        #expect(h.actions("parent").isEmpty)
        // Beside the child, the parent's tap is the only one pressed.
        h.run(.press(700, 500, at: 1000), .release(700, 500, at: 1050))
        #expect(h.actions("parent") == [.recognized])
        #expect(h.actions("child") == [.recognized])
    }

    /// A card moving from (100, 100)–(200, 200) to (700, 100)–(800, 200) along a linear curve,
    /// shown half way, (400, 100)–(500, 200). `hitTestsPresentation` decides which one a
    /// press catches.
    @Test(arguments: [false, true])
    func aLayerAnimatingUnderThePointerIsHitWhereItsTestedValuesPutIt(hitTestsPresentation: Bool) {
        let h = Harness()
        let engine = AnimationEngine()
        engine.attach(h.root)
        let card = makeLayer("card", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        h.root.addSublayer(card)
        let tap = h.add(TapGestureRecognizer(), "tap", on: card)
        h.arena!.hitTestsPresentation = hitTestsPresentation
        engine.now = .zero
        engine.animate(.linear(duration: 1)) { card.position = Point(x: 750, y: 150) }
        engine.now = 0.5
        engine.update(at: 0.5)
        let shown = Point(x: 450, y: 150)
        let model = Point(x: 750, y: 150)
        #expect(card.presentation().position == shown)
        #expect(card.position == model)
        #expect(!card.isUserInteractionSuspended, "an Animation-based animate allows interaction")

        let (hit, missed) = hitTestsPresentation ? (shown, model) : (model, shown)
        h.run(.press(missed.x, missed.y, at: 500))
        #expect(h.arena!.hitLayer === h.root)
        #expect(!tap.isTracking)
        h.run(.release(missed.x, missed.y, at: 550))
        #expect(h.states("tap") == [.possible])

        h.run(.press(hit.x, hit.y, at: 600))
        #expect(h.arena!.hitLayer === card)
        h.run(.release(hit.x, hit.y, at: 650))
        #expect(h.actions("tap") == [.recognized])
    }

    @Test func removingARecognizerFromItsLayerMidGestureCancelsIt() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(), "pan", region: cardRegion)
        let card = h.layer(covering: cardRegion)
        var log: [GestureTransition] = []
        h.arena!.onTransition = { log.append($0) }
        h.run(.press(600, 400, at: 0), .move(630, 400, at: 20), .move(640, 400, at: 30))
        #expect(pan.state == .changed)
        card.removeGestureRecognizer(pan)
        h.observe()
        #expect(pan.state == .cancelled)
        #expect(pan.layer == nil)
        #expect(card.gestureRecognizers.isEmpty)
        #expect(!h.arena!.recognizers.contains { $0 === pan })
        #expect(log.last == GestureTransition(name: "pan", from: .changed, to: .cancelled, time: .milliseconds(30)))
        h.run(.move(660, 400, at: 40), .release(660, 400, at: 50), .press(600, 400, at: 100), .move(640, 400, at: 120))
        #expect(h.states("pan") == [.possible, .began, .changed, .cancelled])
        #expect(h.actions("pan") == [.began, .changed, .cancelled])
    }

    /// A recognizer removed by another's action while an event is being delivered does not
    /// read that event: it has left its arena, and nothing would arbitrate for it.
    @Test func aRecognizerRemovedDuringAnEventDoesNotReadIt() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(), "pan", region: cardRegion)
        let tap = h.add(TapGestureRecognizer(), "tap", region: cardRegion)
        let card = h.layer(covering: cardRegion)
        pan.onPress = { _ in card.removeGestureRecognizer(tap) }
        h.run(.press(600, 400, at: 0), .release(600, 400, at: 50))
        #expect(tap.layer == nil)
        #expect(!tap.isTracking)
        #expect(tap.state == .possible, "the tap never saw the press, so it recognized nothing")
        #expect(h.actions("tap").isEmpty)
    }

    @Test func aRecognizerWhoseLayerLeftTheTreeGetsNoMorePresses() {
        let h = Harness()
        let tap = h.add(TapGestureRecognizer(), "tap", region: cardRegion)
        let card = h.layer(covering: cardRegion)
        h.run(.press(600, 400, at: 0), .release(600, 400, at: 50))
        #expect(h.actions("tap") == [.recognized])
        card.removeFromSuperlayer()
        h.run(.press(600, 400, at: 1000))
        #expect(h.arena!.hitLayer === h.root)
        #expect(!tap.isTracking)
        #expect(!h.arena!.recognizers.contains { $0 === tap })
        h.run(.release(600, 400, at: 1050), .press(600, 400, at: 1100), .release(600, 400, at: 1150))
        #expect(h.actions("tap") == [.recognized])
        #expect(tap.layer === card, "still attached to its layer, which is out of the tree")
    }
}

/// A recognizer subclassed in this target (`ShiftWheelRotationRecognizer`) arbitrating with
/// the built-in pan on the same layer.
@Suite("Gesture arena: a recognizer of our own")
struct CustomRecognizerArbitrationTests {
    private func canvas() -> (Harness, PanGestureRecognizer, ShiftWheelRotationRecognizer) {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(), "pan", region: cardRegion)
        let rotation = h.add(ShiftWheelRotationRecognizer(), "rotation", region: cardRegion)
        return (h, pan, rotation)
    }

    @Test func theRotationBeginningFailsAPanStillPossible() {
        let (h, pan, rotation) = canvas()
        h.run(.key("left shift", isDown: true, at: 0), .press(600, 400, at: 10), .move(604, 400, at: 20))
        #expect(pan.state == .possible && pan.isTracking)
        #expect(rotation.state == .possible)
        h.run(.wheel(604, 400, dy: 20, at: 30))
        #expect(rotation.state == .began)
        #expect(rotation.rotation == 10)
        #expect(pan.state == .failed)
        // The drag that follows is no pan's; the wheel keeps turning; Shift up ends it.
        h.run(
            .move(660, 400, at: 40), .wheel(660, 400, dy: -8, at: 50), .key("left shift", isDown: false, at: 60),
            .release(660, 400, at: 70))
        #expect(h.actions("rotation") == [.began, .changed, .ended])
        #expect(rotation.rotation == 6)
        #expect(rotation.time == .milliseconds(60))
        #expect(h.states("pan") == [.possible, .failed])
        #expect(h.actions("pan").isEmpty)
    }

    @Test func thePanBeginningFailsARotationStillPossible() {
        let (h, pan, rotation) = canvas()
        h.run(.key("left shift", isDown: true, at: 0), .press(600, 400, at: 10), .move(630, 400, at: 20))
        #expect(pan.state == .began)
        #expect(rotation.state == .failed)
        h.run(.wheel(630, 400, dy: 20, at: 30), .move(650, 400, at: 40), .release(650, 400, at: 50))
        #expect(h.actions("pan") == [.began, .changed, .ended])
        #expect(h.states("rotation") == [.possible, .failed])
        #expect(h.actions("rotation").isEmpty)
    }

    @Test func withoutAPressShiftAndTheWheelTurnOnlyOverTheLayer() {
        let (h, _, rotation) = canvas()
        h.run(.key("left shift", isDown: true, at: 0), .wheel(100, 100, dy: 20, at: 10))
        #expect(rotation.state == .possible, "the wheel is not over the canvas")
        h.run(
            .wheel(600, 400, dy: 20, at: 20), .wheel(600, 400, dy: 20, at: 30),
            .key("left shift", isDown: false, at: 40))
        #expect(h.actions("rotation") == [.began, .changed, .ended])
        #expect(rotation.rotation == 20)
        #expect(h.states("pan") == [.possible], "a pan that does not scroll never took part")
    }
}
