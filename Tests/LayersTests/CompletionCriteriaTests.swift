import Layers
import Motion
import Testing

/// When the spring `animation` moving by `delta` from rest is logically complete, found from
/// the animation itself: the first double at which `animate` says so.
private func logicalTime(of animation: Animation, delta: Double) -> Double {
    var lo = 0.0
    var hi = 10.0
    func complete(_ t: Double) -> Bool {
        var context = AnimationContext<Double>()
        _ = animation.animate(value: delta, time: t, context: &context)
        return context.isLogicallyComplete
    }
    #expect(complete(hi))
    while lo.nextUp < hi {
        let mid = (lo + hi) / 2
        if mid == lo || mid == hi { break }
        if complete(mid) { hi = mid } else { lo = mid }
    }
    return hi
}

/// A custom animation that moves linearly over `duration` and says it is logically complete
/// at `logical`, before it ends.
private struct EarlyLogicalAnimation: CustomAnimation {
    var duration: Double
    var logical: Double
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        if time >= logical { context.isLogicallyComplete = true }
        guard time < duration else { return nil }
        return value.scaled(by: time / duration)
    }
}

@Suite("Completions: SwiftUI's criteria, UIKit's finished flag, removal from the tree")
struct CompletionCriteriaTests {
    /// Runs frames at 60 Hz from `from` through `through`.
    private func run(_ stage: Stage, from: Double = 1.0 / 60, through end: Double) {
        var frame = Int((from * 60).rounded())
        while Double(frame) / 60 <= end + 1e-12 {
            _ = stage.frame(Double(frame) / 60)
            frame += 1
        }
    }

    @Test(
        "withAnimation's completion runs at the spring's logical completion, the same for any distance",
        arguments: [10.0, 1000.0])
    func logicallyCompleteByDefault(distance: Double) {
        let stage = Stage()
        let spring = Animation.spring(duration: 0.5, bounce: 0)
        var ran: [Double] = []
        let completion = { ran.append(stage.engine.callbackTime) }
        stage.engine.withAnimation(spring, completion: completion) {
            stage.layer.position.x = distance
        }
        let expected = logicalTime(of: spring, delta: -distance)
        run(stage, through: expected - 1.0 / 60)
        #expect(ran.isEmpty)
        run(stage, from: (expected * 60).rounded(.up) / 60, through: 2)
        #expect(ran == [expected])
        // Logically complete well before it comes to rest (1.19 s for 1000 points).
        #expect(abs(expected - 0.593) < 0.01)
    }

    @Test("with .removed, the completion waits until the spring is removed at rest")
    func removedCriteria() {
        let stage = Stage()
        var logical: [Double] = []
        var removed: [Double] = []
        stage.engine.withAnimation(
            .spring(duration: 0.5, bounce: 0), completionCriteria: .removed,
            {
                stage.layer.position.x = 1000
            }, completion: { removed.append(stage.engine.callbackTime) })
        stage.engine.withAnimation(
            .spring(duration: 0.5, bounce: 0), completionCriteria: .logicallyComplete,
            {
                stage.layer.position.y = 1000
            }, completion: { logical.append(stage.engine.callbackTime) })
        run(stage, through: 3)
        #expect(logical.count == 1 && removed.count == 1)
        #expect(removed[0] > 1.1 && removed[0] < 1.3)
        #expect(logical[0] < 0.65)
        #expect(!stage.layer.isAnimating)
    }

    @Test("a transaction's logical completion waits for the last of its animations")
    func waitsForEveryAnimation() {
        let stage = Stage()
        var ran: [Double] = []
        stage.engine.withAnimation(
            .spring(duration: 0.5, bounce: 0),
            {
                stage.layer.position.x = 100
                stage.engine.withAnimation(.linear(duration: 0.9)) { stage.layer.opacity = 0 }
            }, completion: { ran.append(stage.engine.callbackTime) })
        run(stage, through: 2)
        #expect(ran == [0.9])
    }

    @Test("a merged spring: the earlier change completes logically at its own time, removal waits for the new one")
    func mergedSprings() {
        let stage = Stage()
        let spring = Animation.spring(duration: 0.5, bounce: 0)
        var events: [String] = []
        stage.engine.withAnimation(
            spring,
            {
                stage.layer.position.x = 1000
            }, completion: { events.append("first logical \(stage.engine.callbackTime)") })
        stage.engine.withAnimation(
            spring, completionCriteria: .removed,
            {
                stage.layer.position.y = 1000
            }, completion: { events.append("first removed \(stage.engine.callbackTime)") })
        run(stage, through: 0.2)
        var secondLogical: [Double] = []
        stage.engine.withAnimation(
            spring,
            {
                stage.layer.position = Point(x: 0, y: 0)
            }, completion: { secondLogical.append(stage.engine.callbackTime) })
        run(stage, from: 0.2 + 1.0 / 60, through: 4)
        let firstLogical = logicalTime(of: spring, delta: -1000)
        #expect(events.first == "first logical \(firstLogical)")
        #expect(secondLogical.count == 1 && secondLogical[0] > 0.2 + 0.3)
        // The .removed completion of the y change waited for the merged spring to rest.
        let removedAt = events.last.flatMap { Double($0.split(separator: " ").last!) } ?? 0
        #expect(events.count == 2 && events[1].hasPrefix("first removed"))
        #expect(removedAt > secondLogical[0])
        #expect(!stage.layer.isAnimating)
    }

    @Test("a transform spring (decomposed parts, the general path) completes logically before it is removed")
    func transformSpring() {
        let stage = Stage()
        var logical: [Double] = []
        var removed: [Double] = []
        var angleThen = 0.0
        let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        stage.engine.withAnimation(
            .spring(duration: 0.5, bounce: 0),
            {
                stage.layer.transform = quarter
            },
            completion: {
                logical.append(stage.engine.callbackTime)
                let shown = stage.layer.presentation().transform
                angleThen = MotionMath.atan2(shown.m12, shown.m11)
            })
        stage.engine.withAnimation(
            .spring(duration: 0.5, bounce: 0), completionCriteria: .removed,
            {
                stage.layer.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
            }, completion: { removed.append(stage.engine.callbackTime) })
        run(stage, through: 3)
        #expect(logical.count == 1 && removed.count == 1)
        #expect(logical[0] > 0.3 && logical[0] < 0.8)
        // Run in the frame that found it: the angle shown is within a few per cent of a quarter turn.
        #expect(abs(angleThen - .pi / 2) < 0.05 * .pi / 2)
        #expect(stage.layer.presentation().transform == quarter)
    }

    @Test("a custom animation's logical completion is read from its context as it runs")
    func customAnimation() {
        let stage = Stage()
        var ran: [Double] = []
        stage.engine.withAnimation(
            Animation(EarlyLogicalAnimation(duration: 1, logical: 0.3)),
            {
                stage.layer.opacity = 0
            }, completion: { ran.append(stage.engine.callbackTime) })
        run(stage, through: 0.29)
        #expect(ran.isEmpty)
        run(stage, from: 0.3, through: 1.5)
        #expect(ran == [0.3])
    }

    @Test("Transaction.addAnimationCompletion with both criteria, and disablesAnimations")
    func transactionCompletions() {
        let stage = Stage()
        var events: [String] = []
        stage.engine.withTransaction { transaction in
            transaction.animation = .linear(duration: 0.5)
            transaction.addAnimationCompletion { events.append("logical \(stage.engine.callbackTime)") }
            transaction.addAnimationCompletion(criteria: .removed) {
                events.append("removed \(stage.engine.callbackTime)")
            }
            stage.layer.position.x = 100
        }
        run(stage, through: 1)
        #expect(events == ["logical 0.5", "removed 0.5"])

        var jumped: [String] = []
        stage.engine.withTransaction { transaction in
            transaction.animation = .linear(duration: 0.5)
            transaction.disablesAnimations = true
            #expect(transaction.disablesAnimations)
            transaction.addAnimationCompletion { jumped.append("at once") }
            stage.layer.position.x = 300
        }
        #expect(!stage.layer.isAnimating)
        #expect(stage.layer.presentation().position.x == 300)
        stage.engine.flushCompletions()
        #expect(jumped == ["at once"])
    }

    @Test("UIKit-style completions still run at the end, told it finished")
    func uikitAtTheEnd() {
        let stage = Stage()
        stage.engine.animate(
            springDuration: 0.5, bounce: 0, changes: { stage.layer.position.x = 1000 },
            completion: stage.record("spring"))
        run(stage, through: 3)
        #expect(stage.events.count == 1)
        #expect(stage.events[0].what == "spring true")
        #expect(stage.events[0].time > 1.1)
    }

    @Test("a layer removed from its tree mid-animation loses its animations and those below it; completions get false")
    func removalFromTree() {
        let stage = Stage()
        let child = Layer(name: "child", position: .zero, bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        stage.layer.addSublayer(child)
        var swiftUI: [Double] = []
        stage.engine.animate(
            withDuration: 1,
            changes: {
                stage.layer.position.x = 100
                child.opacity = 0.5
            }, completion: stage.record("move"))
        stage.engine.withAnimation(
            .spring(duration: 0.5, bounce: 0),
            {
                child.position.y = 40
            }, completion: { swiftUI.append(stage.engine.callbackTime) })
        stage.engine.spring(child, to: Point(x: 5, y: 5), spring: .smooth, completion: stage.record("position spring"))
        run(stage, through: 0.25)
        #expect(stage.layer.isAnimating && child.isAnimating)
        stage.layer.removeFromSuperlayer()
        #expect(stage.events.map(\.what).sorted() == ["move false", "position spring false"])
        #expect(stage.events.allSatisfy { $0.time == 0.25 })
        #expect(swiftUI == [0.25])
        #expect(!stage.layer.isAnimating && !child.isAnimating)
        // The model values stay, and the presentation shows them.
        #expect(stage.layer.position.x == 100 && stage.layer.presentation().position.x == 100)
        #expect(child.opacity == 0.5 && child.presentation().opacity == 0.5)
        #expect(child.presentation().position == Point(x: 5, y: 5))
        // Nothing runs for them any more.
        run(stage, from: 0.25 + 1.0 / 60, through: 2)
        #expect(stage.events.count == 2)
        #expect(!stage.engine.hasRunningAnimations)
    }

    @Test("a frame that passes both the logical completion and the end reports the logical time")
    func oneLateFrame() {
        let stage = Stage()
        let spring = Animation.spring(duration: 0.5, bounce: 0)
        var ran: [Double] = []
        let completion = { ran.append(stage.engine.callbackTime) }
        stage.engine.withAnimation(spring, completion: completion) {
            stage.layer.position.x = 1000
        }
        _ = stage.frame(2)
        #expect(ran == [logicalTime(of: spring, delta: -1000)])
    }

    @Test("completions run by a removal inside an animation block are not part of that block's transaction")
    func removalInsideATransaction() {
        let stage = Stage()
        let other = Layer(name: "other")
        let third = Layer(name: "third")
        stage.root.addSublayer(other)
        stage.root.addSublayer(third)
        stage.engine.animate(
            withDuration: 1, changes: { stage.layer.opacity = 0 },
            completion: { _ in
                // Its own long change, not the caller's.
                stage.engine.animate(withDuration: 5, changes: { other.opacity = 0 })
            })
        _ = stage.frame(0.1)
        var doneAt: Double?
        stage.engine.animate(
            withDuration: 0.2,
            changes: {
                third.opacity = 0.5
                stage.layer.removeFromSuperlayer()
            }, completion: { _ in doneAt = stage.engine.callbackTime })
        #expect(other.isAnimating)
        run(stage, from: 0.1 + 1.0 / 60, through: 1)
        #expect(doneAt == 0.1 + 0.2)
    }

    @Test("a layer moved into another engine's tree: completions run once the tree is whole, and may move it on")
    func movingToAnotherEngine() {
        let stage = Stage()
        let engineB = AnimationEngine()
        let rootB = Layer(name: "rootB")
        engineB.attach(rootB)
        var finished: [Bool] = []
        stage.engine.animate(
            withDuration: 1, changes: { stage.layer.opacity = 0 },
            completion: { done in
                finished.append(done)
                stage.layer.removeFromSuperlayer()
            })
        stage.engine.spring(stage.layer, to: Point(x: 50, y: 50), spring: .smooth, completion: { finished.append($0) })
        _ = stage.frame(0.5)
        rootB.addSublayer(stage.layer)
        #expect(finished == [false, false])
        #expect(stage.layer.superlayer == nil)
        #expect(stage.layer.engine == nil)
        #expect(!stage.layer.isAnimating)
    }

    @Test("a layer moved within its tree keeps its animations")
    func movingWithinTheTree() {
        let stage = Stage()
        let other = Layer(name: "other")
        stage.root.addSublayer(other)
        stage.engine.animate(
            withDuration: 1, changes: { stage.layer.position.x = 100 }, completion: stage.record("move"))
        _ = stage.frame(0.5)
        other.addSublayer(stage.layer)
        #expect(stage.layer.isAnimating)
        #expect(stage.events.isEmpty)
        run(stage, from: 0.5 + 1.0 / 60, through: 1.2)
        #expect(stage.events.map(\.what) == ["move true"])
    }

    @Test("withAnimation with no animation uses Animation.default: a spring of response 0.55, damping 1")
    func defaultAnimation() {
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1))
        #expect(Spring.default.response == 0.55 && Spring.default.dampingRatio == 1)
        let stage = Stage()
        let reference = Stage()
        stage.engine.withAnimation { stage.layer.position.x = 100 }
        reference.engine.withAnimation(.spring(response: 0.55, dampingFraction: 1)) { reference.layer.position.x = 100 }
        for frame in 1...40 {
            let time = Double(frame) / 60
            #expect(stage.frame(time).position.x == reference.frame(time).position.x)
        }
        // No bounce: it never passes the target.
        #expect((1...120).allSatisfy { stage.frame(Double($0) / 60).position.x <= 100 })
    }
}
