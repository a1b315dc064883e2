import Layers
import Motion
import Testing

private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)

/// A 400×400 root holding a 100-point-wide card container centred at (200, 200), `height`
/// tall (100 by default; the curl tests make it taller, so a curl's direction shows), with
/// a white background and a red "front" face; a blue "back" face is ready to replace it.
final class CardStage {
    let engine = AnimationEngine()
    let root = Layer(name: "root", position: Point(x: 200, y: 200), bounds: Rect(x: 0, y: 0, width: 400, height: 400))
    let container: Layer
    let front: Layer
    let back: Layer
    var finished: [Bool] = []

    init(height: Double = 100) {
        let bounds = Rect(x: 0, y: 0, width: 100, height: height)
        let middle = Point(x: 50, y: height / 2)
        container = Layer(name: "container", position: Point(x: 200, y: 200), bounds: bounds, backgroundColor: .white)
        front = Layer(name: "front", position: middle, bounds: bounds, backgroundColor: red)
        back = Layer(name: "back", position: middle, bounds: bounds, backgroundColor: blue)
        engine.attach(root)
        root.addSublayer(container)
        container.addSublayer(front)
    }

    func frame(_ time: Double) {
        engine.now = .seconds(time)
        engine.update(at: .seconds(time))
    }

    /// The snapshot of the container, while the transition shows it.
    var snapshot: Layer? { root.sublayers.first { $0.name == "snapshot:container" } }

    func swapFaces(duration: Double = 1, _ options: TransitionOptions) {
        engine.transition(
            with: container, duration: duration, options: options,
            animations: {
                self.front.removeFromSuperlayer()
                self.container.addSublayer(self.back)
            }, completion: { self.finished.append($0) })
    }
}

/// Where a point of the layer's plane lands in depth and in the perspective divide.
private func depth(of point: Point, _ t: Transform3D) -> (z: Double, w: Double) {
    let p = t.apply(x: point.x, y: point.y, z: 0)
    return (p.z, p.w)
}

@Suite("UIView.transition(with:)")
struct TransitionWithContainerTests {
    @Test("a cross-dissolve shows the old content, then both, then only the new")
    func crossDissolve() {
        let stage = CardStage()
        stage.swapFaces([.transitionCrossDissolve, .curveLinear])
        // The model changed at once.
        #expect(stage.container.sublayers.map(\.name) == ["back"])
        #expect(stage.front.superlayer == nil)
        // The old appearance is a snapshot just above the container, copying what was shown.
        #expect(stage.root.sublayers.map(\.name) == ["container", "snapshot:container"])
        let snapshot = try! #require(stage.snapshot)
        #expect(snapshot.sublayers.map(\.name) == ["snapshot:front"])
        #expect(snapshot.sublayers[0].backgroundColor == red)
        #expect(snapshot.frame == stage.container.frame)
        #expect(!snapshot.isUserInteractionEnabled)

        stage.frame(0)
        #expect(snapshot.presentation().opacity == 1)
        #expect(stage.container.presentation().opacity == 0)
        stage.frame(0.25)
        #expect(near(snapshot.presentation().opacity, 0.75) && near(stage.container.presentation().opacity, 0.25))
        stage.frame(0.5)
        #expect(near(snapshot.presentation().opacity, 0.5) && near(stage.container.presentation().opacity, 0.5))
        #expect(stage.finished.isEmpty)

        stage.frame(1)
        #expect(stage.root.sublayers.map(\.name) == ["container"])
        #expect(stage.container.presentation().opacity == 1)
        #expect(!stage.container.isAnimating)
        #expect(stage.finished == [true])
    }

    @Test("an image change dissolves: the snapshot keeps the old contents")
    func imageChange() {
        let stage = CardStage()
        stage.container.contents = ImageReference("old.png")
        stage.engine.transition(
            with: stage.container, duration: 0.25, options: .transitionCrossDissolve,
            animations: {
                stage.container.contents = ImageReference("new.png")
            }, completion: nil)
        #expect(stage.container.contents == ImageReference("new.png"))
        #expect(stage.snapshot?.contents == ImageReference("old.png"))
        stage.frame(0.25)
        #expect(stage.snapshot == nil)
    }

    @Test("a text change dissolves: the snapshot keeps the old text, its sublayers theirs")
    func textChange() {
        let stage = CardStage()
        stage.container.text = TextContent("old")
        stage.front.text = TextContent("front")
        stage.engine.transition(
            with: stage.container, duration: 0.25, options: .transitionCrossDissolve,
            animations: {
                stage.container.text = TextContent("new")
                stage.front.text = nil
            }, completion: nil)
        #expect(stage.container.text == TextContent("new"))
        #expect(stage.snapshot?.text == TextContent("old"))
        #expect(stage.snapshot?.sublayers.first?.text == TextContent("front"))
    }

    @Test("the default curve eases in and out; the container keeps its own opacity")
    func dissolveEasesAndScalesTheContainersOpacity() {
        let stage = CardStage()
        stage.container.opacity = 0.8
        stage.swapFaces([.transitionCrossDissolve])
        stage.frame(0.25)
        let eased = UnitCurve.easeInOut.value(at: 0.25)
        #expect(eased < 0.25)
        #expect(near(stage.container.presentation().opacity, 0.8 * eased))
        #expect(near(stage.snapshot!.presentation().opacity, 0.8 * (1 - eased)))
        stage.frame(1)
        #expect(near(stage.container.presentation().opacity, 0.8))
    }

    @Test("a flip from the left turns the old content away, then the new content in, edge-on in the middle")
    func flipFromLeft() {
        let stage = CardStage()
        stage.swapFaces([.transitionFlipFromLeft, .curveLinear])
        let snapshot = try! #require(stage.snapshot)

        stage.frame(0)
        #expect(!snapshot.presentation().isHidden)
        #expect(stage.container.presentation().isHidden)
        #expect(near(snapshot.presentation().transform.m34, -1.0 / 500))   // the perspective

        stage.frame(0.25)   // old content at 45°, its left edge towards the viewer
        let quarter = snapshot.presentation().transform
        #expect(near(quarter.m11, (0.5).squareRoot()))
        let left = depth(of: Point(x: -50, y: 0), quarter)
        let right = depth(of: Point(x: 50, y: 0), quarter)
        #expect(left.z > 0 && right.z < 0)
        #expect(left.w < 1 && right.w > 1)   // the near edge is drawn larger
        #expect(stage.container.presentation().isHidden)

        stage.frame(0.5)   // edge-on: the new content at −90°, the old hidden
        let middle = stage.container.presentation()
        #expect(!middle.isHidden && snapshot.presentation().isHidden)
        #expect(near(middle.transform.m11, 0, 1e-12))
        #expect(near(middle.transform.m13, 1))

        stage.frame(0.75)   // new content at −45°: the card's far side, its right edge in front
        let late = stage.container.presentation().transform
        #expect(near(late.m11, (0.5).squareRoot()))
        #expect(depth(of: Point(x: 50, y: 0), late).z > 0 && depth(of: Point(x: -50, y: 0), late).z < 0)

        stage.frame(1)
        #expect(stage.snapshot == nil)
        #expect(stage.container.presentation().transform == .identity)
        #expect(!stage.container.presentation().isHidden)
        #expect(stage.finished == [true])
    }

    @Test(
        "each flip turns about its axis, the named edge coming forward",
        arguments: [
            (TransitionOptions.transitionFlipFromLeft, Point(x: -50, y: 0)),
            (.transitionFlipFromRight, Point(x: 50, y: 0)),
            (.transitionFlipFromTop, Point(x: 0, y: -50)),
            (.transitionFlipFromBottom, Point(x: 0, y: 50)),
        ])
    func flipDirections(option: TransitionOptions, edge: Point) {
        let stage = CardStage()
        stage.swapFaces([option, .curveLinear])
        stage.frame(0.25)
        let old = stage.snapshot!.presentation().transform
        let opposite = Point(x: -edge.x, y: -edge.y)
        #expect(depth(of: edge, old).z > 0 && depth(of: opposite, old).z < 0)
        stage.frame(0.5)
        let middle = stage.container.presentation().transform
        let vertical = edge.y == 0
        // Edge-on: the turning axis' perpendicular collapses.
        #expect(near(vertical ? middle.m11 : middle.m22, 0, 1e-12))
        #expect(near(vertical ? middle.m22 : middle.m11, 1))
        stage.frame(0.75)   // the same turn goes on: the new face is the card's far side, so
        let new = stage.container.presentation().transform   // its opposite edge is in front
        #expect(depth(of: opposite, new).z > 0 && depth(of: edge, new).z < 0)
        stage.frame(1)
        #expect(stage.finished == [true] && stage.snapshot == nil)
    }

    @Test("removing the container's animations early ends the transition with false")
    func removedEarly() {
        let stage = CardStage()
        stage.swapFaces([.transitionFlipFromRight])
        stage.frame(0.3)
        stage.container.removeAllAnimations()
        #expect(stage.finished == [false])
        #expect(stage.snapshot == nil)
        #expect(stage.container.presentation().transform == .identity)
        #expect(!stage.container.presentation().isHidden)
        stage.frame(2)
        #expect(stage.finished == [false])
    }

    @Test("a new transition on the container replaces the running one")
    func replaced() {
        let stage = CardStage()
        stage.swapFaces([.transitionCrossDissolve])
        stage.frame(0.4)
        stage.engine.transition(
            with: stage.container, duration: 1, options: .transitionFlipFromTop,
            animations: {
                stage.container.backgroundColor = red
            }, completion: { stage.finished.append($0) })
        #expect(stage.finished == [false])
        #expect(stage.root.sublayers.filter { $0.name == "snapshot:container" }.count == 1)
        stage.frame(1.4)
        #expect(stage.finished == [false, true])
        #expect(stage.root.sublayers.map(\.name) == ["container"])
    }

    @Test("a root container keeps the snapshot inside, over its bounds")
    func rootContainer() {
        let stage = CardStage()
        var done: [Bool] = []
        stage.engine.transition(
            with: stage.root, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: {
                stage.container.backgroundColor = blue
            }, completion: { done.append($0) })
        let snapshot = try! #require(stage.root.sublayers.last)
        #expect(snapshot.name == "snapshot:root")
        #expect(snapshot.frame == stage.root.bounds)
        #expect(snapshot.sublayers.first?.backgroundColor == .white)
        stage.frame(0.5)
        #expect(near(stage.container.presentation().opacity, 0.5))
        #expect(near(snapshot.presentation().opacity, 0.5))
        #expect(stage.root.presentation().opacity == 1)
        stage.frame(1)
        #expect(stage.root.sublayers.map(\.name) == ["container"])
        #expect(stage.container.presentation().opacity == 1)
        #expect(done == [true])
    }

    @Test("a zero duration makes the changes without a transition")
    func zeroDuration() {
        let stage = CardStage()
        stage.swapFaces(duration: 0, [.transitionCrossDissolve])
        #expect(stage.finished == [true])
        #expect(stage.snapshot == nil)
        #expect(!stage.container.isAnimating)
        #expect(stage.container.sublayers.map(\.name) == ["back"])
    }

    @Test("the changes in the block do not animate on their own")
    func changesJump() {
        let stage = CardStage()
        stage.engine.animate(
            withDuration: 5,
            changes: {
                stage.engine.transition(
                    with: stage.container, duration: 1, options: .transitionCrossDissolve,
                    animations: {
                        stage.container.backgroundColor = red
                    }, completion: nil)
            })
        stage.frame(0.5)
        #expect(stage.container.presentation().backgroundColor == red)
    }

    @Test("touches reach the container during a transition only with allowUserInteraction, never the snapshot")
    func hitTestingDuringATransition() {
        let inside = Point(x: 200, y: 200)
        let blocked = CardStage()
        blocked.swapFaces([.transitionCrossDissolve, .curveLinear])
        blocked.frame(0.5)
        #expect(blocked.root.hitTest(inside) === blocked.root)
        #expect(blocked.root.hitTest(inside, usingPresentation: true) === blocked.root)
        blocked.frame(1)
        #expect(blocked.root.hitTest(inside) === blocked.back)

        let allowed = CardStage()
        allowed.swapFaces([.transitionCrossDissolve, .curveLinear, .allowUserInteraction])
        allowed.frame(0.5)
        #expect(allowed.root.hitTest(inside) === allowed.back)
        #expect(allowed.root.hitTest(inside, usingPresentation: true) === allowed.back)
    }
}

@Suite("UIView.transition(from:to:)")
struct TransitionFromToTests {
    @Test("replaces the from layer by the to layer in its superlayer, which flips")
    func replaces() {
        let stage = CardStage()
        let badge = Layer(name: "badge", position: Point(x: 10, y: 10), bounds: Rect(x: 0, y: 0, width: 5, height: 5))
        stage.container.addSublayer(badge)
        stage.engine.transition(
            from: stage.front, to: stage.back, duration: 1, options: .transitionFlipFromRight,
            completion: { stage.finished.append($0) })
        #expect(stage.container.sublayers.map(\.name) == ["back", "badge"])   // in the front face's place
        #expect(stage.front.superlayer == nil)
        #expect(stage.snapshot?.sublayers.map(\.name) == ["snapshot:front", "snapshot:badge"])
        stage.frame(0.75)
        #expect(stage.container.presentation().transform != .identity)   // the superlayer turns
        #expect(stage.back.presentation().transform == .identity)
        stage.frame(1)
        #expect(stage.finished == [true])
        #expect(stage.snapshot == nil)
    }

    @Test("showHideTransitionViews hides one face and shows the other, both staying in the tree")
    func showHide() {
        let stage = CardStage()
        stage.back.isHidden = true
        stage.container.addSublayer(stage.back)
        let options: TransitionOptions = [.transitionFlipFromRight, .showHideTransitionViews]
        stage.engine.transition(
            from: stage.front, to: stage.back, duration: 0.5, options: options,
            completion: { stage.finished.append($0) })
        #expect(stage.container.sublayers.map(\.name) == ["front", "back"])
        #expect(stage.front.isHidden && !stage.back.isHidden)
        stage.frame(0.5)
        #expect(stage.finished == [true])
        #expect(stage.snapshot == nil)
        // Safe to repeat: the front face is still there to flip back to.
        stage.engine.transition(
            from: stage.back, to: stage.front, duration: 0.5, options: options,
            completion: { stage.finished.append($0) })
        #expect(!stage.front.isHidden && stage.back.isHidden)
        stage.frame(1)
        #expect(stage.finished == [true, true])
        #expect(stage.container.sublayers.map(\.name) == ["front", "back"])
    }
}
