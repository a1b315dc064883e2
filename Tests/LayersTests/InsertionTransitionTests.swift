import Layers
import Motion
import Testing

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// A tree with a card to insert and remove, on a virtual clock.
private final class Scene {
    let engine = AnimationEngine()
    let root = Layer(name: "root", position: Point(x: 200, y: 150), bounds: Rect(x: 0, y: 0, width: 400, height: 300))
    let below = Layer(name: "below", position: Point(x: 200, y: 150), bounds: Rect(x: 0, y: 0, width: 400, height: 300))
    let card = Layer(name: "card", position: Point(x: 200, y: 150), bounds: Rect(x: 0, y: 0, width: 100, height: 60))
    var outcomes: [(time: Double, outcome: TransitionOutcome)] = []

    init() {
        engine.attach(root)
        root.addSublayer(below)
    }

    func frame(_ time: Double) -> LayerSnapshot {
        engine.now = .seconds(time)
        engine.update(at: .seconds(time))
        return card.presentation()
    }

    var effect: [Double] { card.presentationTransitionEffect().values }
    var velocity: [Double] { card.presentationTransitionEffect().velocity }

    func record(_ outcome: TransitionOutcome) { outcomes.append((engine.callbackTime, outcome)) }

    /// Where the card's transform puts a point given from its position.
    func shown(_ x: Double, _ y: Double) -> Point {
        let mapped = card.presentation().transform.apply(to: Point(x: x, y: y))
        return Point(x: mapped.x / mapped.w, y: mapped.y / mapped.w)
    }
}

@Suite("Insertion and removal transitions, as SwiftUI's")
struct InsertionTransitionTests {
    private let curve = Animation.easeInOut(duration: 1)
    private let samples = [0.2, 0.5, 0.8]

    @Test("opacity fades in on the transaction's curve; the model stays opaque; the completion is told at the end")
    func opacityInsertion() {
        let scene = Scene()
        scene.engine.withAnimation(curve) {
            scene.root.addSublayer(scene.card, transition: .opacity) { scene.record($0) }
        }
        #expect(scene.card.superlayer === scene.root)
        #expect(scene.card.opacity == 1)
        #expect(scene.card.presentation().opacity == 0)
        for t in samples {
            #expect(close(scene.frame(t).opacity, UnitCurve.easeInOut.value(at: t)))
        }
        #expect(scene.outcomes.isEmpty)
        #expect(scene.frame(1.1).opacity == 1)
        #expect(scene.outcomes.map(\.outcome) == [.finished])
        #expect(close(scene.outcomes[0].time, 1))
    }

    @Test("scale grows about its anchor: the anchor stays put, the far corner follows the curve")
    func scaleAboutAnchor() {
        let scene = Scene()
        scene.engine.withAnimation(curve) {
            scene.root.addSublayer(scene.card, transition: .scale(0.2, anchor: .topLeading))
        }
        for t in samples {
            _ = scene.frame(t)
            let s = 0.2 + 0.8 * UnitCurve.easeInOut.value(at: t)
            let corner = scene.shown(-50, -30)
            let far = scene.shown(50, 30)
            #expect(close(corner.x, -50) && close(corner.y, -30))
            #expect(close(far.x, -50 + 100 * s) && close(far.y, -30 + 60 * s))
        }
        _ = scene.frame(2)
        #expect(scene.card.presentation().transform == .identity)
    }

    @Test("move(edge:) comes in from each edge by the layer's size and leaves to the same edge")
    func moveFromEachEdge() {
        for (edge, dx, dy) in [(Edge.leading, -100.0, 0.0), (.trailing, 100, 0), (.top, 0, -60), (.bottom, 0, 60)] {
            let scene = Scene()
            scene.engine.withAnimation(curve) { scene.root.addSublayer(scene.card, transition: .move(edge: edge)) }
            for t in samples {
                _ = scene.frame(t)
                let left = 1 - UnitCurve.easeInOut.value(at: t)
                let origin = scene.shown(0, 0)
                #expect(close(origin.x, dx * left) && close(origin.y, dy * left))
            }
            _ = scene.frame(1.5)
            scene.engine.withAnimation(curve) { scene.card.removeFromSuperlayer(transition: .move(edge: edge)) }
            _ = scene.frame(2.0)
            let origin = scene.shown(0, 0)
            let gone = UnitCurve.easeInOut.value(at: 0.5)
            #expect(close(origin.x, dx * gone) && close(origin.y, dy * gone))
        }
    }

    @Test("slide comes in from the leading edge and leaves to the trailing one; push fades as it moves")
    func slideAndPush() {
        let scene = Scene()
        scene.engine.withAnimation(curve) { scene.root.addSublayer(scene.card, transition: .slide) }
        _ = scene.frame(0.5)
        #expect(close(scene.shown(0, 0).x, -100 * 0.5))
        _ = scene.frame(1.5)
        scene.engine.withAnimation(curve) { scene.card.removeFromSuperlayer(transition: .slide) }
        _ = scene.frame(2.0)
        #expect(close(scene.shown(0, 0).x, 100 * 0.5))
        _ = scene.frame(3)
        #expect(scene.card.superlayer == nil)

        let pushed = Scene()
        pushed.engine.withAnimation(curve) { pushed.root.addSublayer(pushed.card, transition: .push(from: .bottom)) }
        let values = pushed.frame(0.2)
        let p = UnitCurve.easeInOut.value(at: 0.2)
        #expect(close(pushed.shown(0, 0).y, 60 * (1 - p)) && close(values.opacity, p))
        _ = pushed.frame(1.5)
        pushed.engine.withAnimation(curve) { pushed.card.removeFromSuperlayer(transition: .push(from: .bottom)) }
        let leaving = pushed.frame(1.7)
        #expect(close(pushed.shown(0, 0).y, -60 * p) && close(leaving.opacity, 1 - p))
    }

    @Test("offset and blur come in from their values; asymmetric uses one for insertion and another for removal")
    func offsetBlurAsymmetric() {
        let scene = Scene()
        let transition = AnyTransition.asymmetric(insertion: .offset(x: 30, y: -40), removal: .blur(radius: 12))
        scene.engine.withAnimation(curve) { scene.root.addSublayer(scene.card, transition: transition) }
        _ = scene.frame(0.8)
        let left = 1 - UnitCurve.easeInOut.value(at: 0.8)
        #expect(close(scene.shown(0, 0).x, 30 * left) && close(scene.shown(0, 0).y, -40 * left))
        #expect(scene.effect[6] == 0)
        _ = scene.frame(1.5)
        scene.engine.withAnimation(curve) { scene.card.removeFromSuperlayer(transition: transition) }
        _ = scene.frame(1.8)
        #expect(close(scene.effect[6], 12 * UnitCurve.easeInOut.value(at: 0.3)))
        #expect(scene.card.presentation().transform == .identity)
    }

    @Test("combined effects apply together: a fade and a scale")
    func combined() {
        let scene = Scene()
        scene.engine.withAnimation(curve) {
            scene.root.addSublayer(scene.card, transition: AnyTransition.opacity.combined(with: .scale(0.5)))
        }
        let values = scene.frame(0.5)
        #expect(close(values.opacity, 0.5))
        #expect(close(scene.shown(50, 0).x, 50 * 0.75))
    }

    @Test("a Transition of its own gets each phase: will appear, identity, did disappear")
    func customPhases() {
        struct Turn: Transition {
            func body(content: TransitionContent, phase: TransitionPhase) -> TransitionContent {
                content.rotationEffect(.degrees(90 * phase.value)).opacity(phase.isIdentity ? 1 : 0.5)
            }
        }
        let scene = Scene()
        scene.engine.withAnimation(.linear(duration: 1)) {
            scene.root.addSublayer(scene.card, transition: AnyTransition(Turn()))
        }
        #expect(close(scene.effect[3], -Double.pi / 2) && close(scene.effect[0], 0.5))
        _ = scene.frame(0.25)
        #expect(close(scene.effect[3], -Double.pi / 2 * 0.75) && close(scene.effect[0], 0.625))
        _ = scene.frame(1.5)
        scene.engine.withAnimation(.linear(duration: 1)) {
            scene.card.removeFromSuperlayer(transition: AnyTransition(Turn()))
        }
        _ = scene.frame(2.0)
        #expect(close(scene.effect[3], Double.pi / 4) && close(scene.effect[0], 0.75))
        // A turn about the centre leaves the centre where it is.
        #expect(close(scene.shown(0, 0).x, 0, 1e-12) && close(scene.shown(0, 0).y, 0, 1e-12))
    }

    @Test("a removal keeps the layer in the tree until it ends, taking no touches; then it leaves")
    func removalTakesNoTouches() {
        let scene = Scene()
        scene.root.addSublayer(scene.card)
        #expect(scene.root.hitTest(Point(x: 200, y: 150)) === scene.card)
        scene.engine.withAnimation(curve) {
            scene.card.removeFromSuperlayer(transition: .opacity) { scene.record($0) }
        }
        #expect(scene.card.isLeaving && scene.card.superlayer === scene.root)
        #expect(scene.root.hitTest(Point(x: 200, y: 150)) === scene.below)
        #expect(scene.root.hitTest(Point(x: 200, y: 150), usingPresentation: true) === scene.below)
        #expect(close(scene.frame(0.5).opacity, 0.5))
        #expect(scene.card.superlayer === scene.root)
        _ = scene.frame(1.01)
        #expect(scene.card.superlayer == nil && !scene.card.isLeaving)
        #expect(scene.outcomes.map(\.outcome) == [.finished] && close(scene.outcomes[0].time, 1))
        // Added again plainly later, it shows as it is.
        scene.root.addSublayer(scene.card)
        #expect(scene.card.presentation().opacity == 1)
        #expect(scene.root.hitTest(Point(x: 200, y: 150)) === scene.card)
    }

    @Test(
        "reversed mid-flight, value and velocity carry on: a spring merges, a curve adds",
        arguments: [Animation.spring(duration: 0.6, bounce: 0.2), .easeInOut(duration: 0.6)])
    func reversalIsContinuous(animation: Animation) {
        let scene = Scene()
        scene.engine.withAnimation(animation) {
            scene.root.addSublayer(scene.card, transition: AnyTransition.move(edge: .bottom).combined(with: .opacity)) {
                scene.record($0)
            }
        }
        _ = scene.frame(0.2)
        let (value, velocity) = (scene.effect, scene.velocity)
        scene.engine.withAnimation(animation) {
            scene.card.removeFromSuperlayer(transition: AnyTransition.move(edge: .bottom).combined(with: .opacity)) {
                scene.record($0)
            }
        }
        #expect(scene.outcomes.map(\.outcome) == [.reversed] && close(scene.outcomes[0].time, 0.2))
        _ = scene.frame(0.2)
        for i in value.indices {
            #expect(close(scene.effect[i], value[i], 1e-9))
            #expect(close(scene.velocity[i], velocity[i], 1e-6))
        }
        // Turned round again before it has left: it stays, and comes back from where it is.
        _ = scene.frame(0.35)
        let (back, backVelocity) = (scene.effect, scene.velocity)
        scene.engine.withAnimation(animation) {
            scene.root.addSublayer(scene.card, transition: .opacity) { scene.record($0) }
        }
        _ = scene.frame(0.35)
        for i in back.indices {
            #expect(close(scene.effect[i], back[i], 1e-9))
            #expect(close(scene.velocity[i], backVelocity[i], 1e-6))
        }
        #expect(scene.outcomes.map(\.outcome) == [.reversed, .reversed] && !scene.card.isLeaving)
        _ = scene.frame(5)
        #expect(scene.card.superlayer === scene.root)
        #expect(scene.effect == [1, 1, 1, 0, 0, 0, 0])
        #expect(scene.outcomes.map(\.outcome) == [.reversed, .reversed, .finished])
    }

    @Test("a plain removal or a plain insertion cancels a removal transition")
    func plainCallsCancel() {
        let scene = Scene()
        scene.root.addSublayer(scene.card)
        scene.engine.withAnimation(curve) { scene.card.removeFromSuperlayer(transition: .opacity) { scene.record($0) } }
        _ = scene.frame(0.3)
        scene.card.removeFromSuperlayer()
        #expect(scene.card.superlayer == nil)
        _ = scene.frame(0.4)
        #expect(scene.outcomes.map(\.outcome) == [.cancelled])

        scene.root.addSublayer(scene.card)
        scene.engine.withAnimation(curve) { scene.card.removeFromSuperlayer(transition: .opacity) { scene.record($0) } }
        _ = scene.frame(0.6)
        scene.root.addSublayer(scene.card)
        #expect(!scene.card.isLeaving && scene.card.presentation().opacity == 1)
        _ = scene.frame(2)
        #expect(scene.card.superlayer === scene.root)
        #expect(scene.outcomes.map(\.outcome) == [.cancelled, .cancelled])
    }

    @Test("without an animation the change is at once; a transition's own animation runs outside a transaction")
    func animationSources() {
        let scene = Scene()
        scene.root.addSublayer(scene.card, transition: .opacity) { scene.record($0) }
        #expect(scene.card.presentation().opacity == 1)
        scene.card.removeFromSuperlayer(transition: .opacity) { scene.record($0) }
        #expect(scene.card.superlayer == nil)
        scene.engine.transaction(disableActions: true) {
            scene.root.addSublayer(scene.card, transition: .scale) { scene.record($0) }
        }
        #expect(scene.card.presentation().transform == .identity)
        #expect(scene.outcomes.map(\.outcome) == [.finished, .finished, .finished])

        scene.card.removeFromSuperlayer()
        scene.root.addSublayer(scene.card, transition: AnyTransition.opacity.animation(.linear(duration: 1)))
        #expect(close(scene.frame(0.25).opacity, 0.25))
    }

    @Test("a layer already shown only moves; one still appearing carries on, its completions told together")
    func insertingWhatIsThere() {
        let scene = Scene()
        scene.root.addSublayer(scene.card)
        scene.engine.withAnimation(curve) {
            scene.root.insertSublayer(scene.card, at: 0, transition: .scale) { scene.record($0) }
        }
        #expect(scene.root.sublayers.first === scene.card && scene.card.presentation().transform == .identity)
        _ = scene.frame(0.1)
        #expect(scene.outcomes.map(\.outcome) == [.finished])
        scene.card.removeFromSuperlayer()
        scene.engine.withAnimation(curve) {
            scene.root.addSublayer(scene.card, transition: .opacity) { scene.record($0) }
        }
        _ = scene.frame(0.5)
        scene.engine.withAnimation(curve) {
            scene.root.addSublayer(scene.card, transition: .opacity) { scene.record($0) }
        }
        // Begun at 0.1 (the last frame's time), it shows its curve at 0.4 of a second.
        #expect(close(scene.card.presentation().opacity, UnitCurve.easeInOut.value(at: 0.4)))
        _ = scene.frame(1.7)
        #expect(scene.outcomes.map(\.outcome) == [.finished, .finished, .finished])
        #expect(scene.card.presentation().opacity == 1)
    }

    @Test("removing an ancestor cancels the transition; so does removing the layer's animations")
    func leavingTheTreeCancels() {
        let scene = Scene()
        scene.engine.withAnimation(curve) {
            scene.below.addSublayer(scene.card, transition: .scale) { scene.record($0) }
        }
        _ = scene.frame(0.5)
        scene.below.removeFromSuperlayer()
        _ = scene.frame(0.6)
        #expect(scene.outcomes.map(\.outcome) == [.cancelled])
        #expect(scene.card.presentation().transform == .identity)
        scene.root.addSublayer(scene.below)
        scene.engine.withAnimation(curve) { scene.card.removeFromSuperlayer(transition: .scale) { scene.record($0) } }
        _ = scene.frame(0.8)
        scene.engine.removeAnimations(of: scene.card)
        #expect(scene.outcomes.map(\.outcome) == [.cancelled, .cancelled])
        #expect(!scene.card.isLeaving && scene.card.superlayer === scene.below)
    }

    @Test(
        "Reduce Motion: Fling's moving transitions fade instead; fades and blurs stay; a transition of one's own is kept"
    )
    func reduceMotion() {
        struct Drop: Transition {
            func body(content: TransitionContent, phase: TransitionPhase) -> TransitionContent {
                content.offset(y: phase.isIdentity ? 0 : -40)
            }
        }
        for transition in [AnyTransition.scale, .move(edge: .top), .slide, .offset(x: 50), .push(from: .leading)] {
            let scene = Scene()
            scene.engine.accessibilityReduceMotion = true
            scene.engine.withAnimation(curve) { scene.root.addSublayer(scene.card, transition: transition) }
            let values = scene.frame(0.5)
            #expect(close(values.opacity, 0.5))
            #expect(values.transform == .identity)
        }
        let blurred = Scene()
        blurred.engine.accessibilityReduceMotion = true
        blurred.engine.withAnimation(curve) { blurred.root.addSublayer(blurred.card, transition: .blur(radius: 10)) }
        _ = blurred.frame(0.5)
        #expect(close(blurred.effect[6], 5) && blurred.effect[0] == 1)
        let own = Scene()
        own.engine.accessibilityReduceMotion = true
        own.engine.withAnimation(curve) { own.root.addSublayer(own.card, transition: AnyTransition(Drop())) }
        _ = own.frame(0.5)
        #expect(close(own.shown(0, 0).y, -20) && own.card.presentation().opacity == 1)
    }
}
