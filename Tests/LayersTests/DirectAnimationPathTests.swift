import Layers
import Motion
import Testing

/// The engine runs implicit springs and curves on plain numeric properties from a contiguous
/// table, and everything else (and every animation of a layer that has anything else) on the
/// general path. These tests pin that the two paths are one behaviour.
@Suite("Animation engine: the direct table and the general path agree")
struct DirectAnimationPathTests {
    /// Two cards given the same implicit animations; `twin` also runs an explicit animation
    /// on an unrelated property, which puts all of its animations on the general path.
    final class Twins {
        let engine = AnimationEngine()
        let root = Layer(name: "root")
        let card = Layer(name: "card", position: Point(x: 10, y: 20), bounds: Rect(x: 0, y: 0, width: 100, height: 60))
        let twin = Layer(name: "twin", position: Point(x: 10, y: 20), bounds: Rect(x: 0, y: 0, width: 100, height: 60))

        init() {
            engine.attach(root)
            root.addSublayer(card)
            root.addSublayer(twin)
        }

        /// Applies `change` to both cards inside the same animating transaction.
        func animate(_ animation: Animation, _ change: (Layer) -> Void) {
            engine.animate(
                animation,
                changes: {
                    change(card)
                    change(twin)
                })
        }

        /// Gives the twin an explicit zPosition animation lasting `duration` from `now`.
        func holdTwinOnGeneralPath(for duration: Double) {
            var hold = BasicAnimation(keyPath: "zPosition")
            hold.fromValue = .number(0)
            hold.toValue = .number(1)
            hold.duration = duration
            twin.add(hold, forKey: "hold")
        }

        func frame(_ time: Double) -> (LayerSnapshot, LayerSnapshot) {
            engine.now = .seconds(time)
            engine.update(at: .seconds(time))
            return (card.presentation(), twin.presentation())
        }
    }

    @Test("springs and curves on points, sizes, rects and numbers give the same bits on both paths")
    func samePresentationOnBothPaths() {
        let twins = Twins()
        twins.holdTwinOnGeneralPath(for: 10)
        twins.animate(.spring(duration: 0.6, bounce: 0.3)) { $0.position = Point(x: 300, y: -40) }
        twins.animate(.easeInOut(duration: 0.8)) { $0.bounds = Rect(x: 5, y: 5, width: 220, height: 90) }
        twins.animate(.linear(duration: 0.4)) { $0.opacity = 0.25 }
        twins.animate(.snappy) { $0.shadowOffset = Size(width: 3, height: 9) }
        var time = 0.0
        while time < 2 {
            time += 1.0 / 60
            let (card, twin) = twins.frame(time)
            #expect(card.position == twin.position, "position at \(time)")
            #expect(card.bounds == twin.bounds, "bounds at \(time)")
            #expect(card.opacity == twin.opacity, "opacity at \(time)")
            #expect(card.shadowOffset == twin.shadowOffset, "shadowOffset at \(time)")
        }
        #expect(twins.card.presentation() == twins.card.model())
    }

    @Test("a layer moves between the paths mid-flight without a jump, and additive changes keep adding")
    func switchingPathsMidFlight() {
        let twins = Twins()
        twins.animate(.smooth(duration: 1)) { $0.position = Point(x: 400, y: 300) }
        _ = twins.frame(0.2)
        // The twin joins the general path for 0.3 s, then leaves it again.
        twins.holdTwinOnGeneralPath(for: 0.3)
        twins.animate(.smooth(duration: 1)) { $0.position.x = 0 }
        var time = 0.2
        while time < 3 {
            time += 1.0 / 60
            let (card, twin) = twins.frame(time)
            #expect(card.position == twin.position, "position at \(time)")
        }
        #expect(twins.card.presentation().position == Point(x: 0, y: 300))
        #expect(!twins.card.isAnimating && !twins.twin.isAnimating)
    }

    @Test(
        "staggered ends: each completion runs once, stamped with its own end, and only ended layers snap to the model")
    func staggeredCompletions() {
        let engine = AnimationEngine()
        let root = Layer(name: "root")
        engine.attach(root)
        var ended: [(index: Int, time: Double, finished: Bool)] = []
        let layers = (0..<50).map { index in
            let layer = Layer(name: "\(index)")
            root.addSublayer(layer)
            let duration = 0.105 + Double(index % 7) * 0.05   // ends between frames
            engine.animate(
                withDuration: duration, changes: { layer.opacity = 0 },
                completion: { ended.append((index, engine.callbackTime, $0)) })
            return (layer, duration)
        }
        for frame in 1...30 {
            let time = Double(frame) / 60
            engine.now = .seconds(time)
            engine.update(at: .seconds(time))
            for (layer, duration) in layers {
                let opacity = layer.presentation().opacity
                if time >= duration {
                    #expect(opacity == 0 && !layer.isAnimating)
                } else {
                    #expect(opacity > 0 && opacity < 1, "\(layer.name) at \(time) of \(duration): \(opacity)")
                }
            }
        }
        #expect(ended.count == 50)
        #expect(Set(ended.map(\.index)).count == 50)
        for entry in ended {
            #expect(entry.finished)
            #expect(entry.time == layers[entry.index].1)
        }
        #expect(ended.map(\.time) == ended.map(\.time).sorted())
        #expect(!engine.hasRunningAnimations)
    }

    @Test("removing animations mid-flight snaps back, completes with false and frees the slot")
    func removalMidFlight() {
        let twins = Twins()
        var finished: [Bool] = []
        twins.engine.animate(
            .spring, changes: { twins.card.position = Point(x: 500, y: 500) },
            completion: { finished.append($0) })
        let (moving, _) = twins.frame(0.1)
        #expect(moving.position != twins.card.model().position)
        twins.card.removeAllAnimations()
        #expect(finished == [false])
        let (card, _) = twins.frame(0.2)
        #expect(card.position == Point(x: 500, y: 500))
        #expect(!twins.engine.hasRunningAnimations)
    }

    @Test(
        "a layer that leaves its tree mid-animation stops animating: its completion gets false and the engine lets go of it by the next frame"
    )
    func layerLifetime() {
        let engine = AnimationEngine()
        let root = Layer(name: "root")
        engine.attach(root)
        weak var weakLayer: Layer?
        var finished: [Bool] = []
        do {
            let layer = Layer(name: "leaving")
            weakLayer = layer
            root.addSublayer(layer)
            engine.animate(withDuration: 0.25, changes: { layer.position.x = 80 }, completion: { finished.append($0) })
            layer.removeFromSuperlayer()
            #expect(finished == [false])
        }
        // The table lets its retired slots go at the next frame.
        engine.now = .seconds(1.0 / 60)
        engine.update(at: engine.now)
        #expect(weakLayer == nil)
        #expect(!engine.hasRunningAnimations)
        for frame in 2...30 {
            engine.now = .seconds(Double(frame) / 60)
            engine.update(at: engine.now)
        }
        #expect(finished == [false])
    }
}

@Suite("Animation engine: between a change and the next frame")
struct PresentationBeforeFrameTests {
    @Test("an animated change shows the old value until a frame evaluates it; a plain change shows at once")
    func noJumpBeforeTheFrame() {
        let stage = Stage()
        stage.layer.opacity = 0.5
        #expect(stage.layer.presentation().opacity == 0.5)
        stage.engine.animate(withDuration: 1, changes: { stage.layer.position = Point(x: 200, y: 0) })
        #expect(stage.layer.model().position.x == 200)
        #expect(stage.layer.presentation().position.x == 0)
        stage.layer.opacity = 0.75   // not animated: shown at once, while position still animates
        #expect(stage.layer.presentation().opacity == 0.75)
        #expect(stage.layer.presentation().position.x == 0)
        stage.engine.animate(.spring, changes: { stage.layer.position = Point(x: 50, y: 0) })
        #expect(stage.layer.presentation().position.x == 0)
        #expect(stage.frame(0.5).position.x > 0)
    }
}
