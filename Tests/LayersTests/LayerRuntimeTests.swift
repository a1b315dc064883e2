import Layers
import Motion
import Testing

/// A layer in an attached tree, and the engine's clock driven by hand.
final class Stage {
    let engine = AnimationEngine()
    let root = Layer(name: "root")
    let layer = Layer(name: "card", position: .zero, bounds: Rect(x: 0, y: 0, width: 100, height: 60))
    var events: [(time: Double, what: String)] = []

    init() {
        engine.attach(root)
        root.addSublayer(layer)
    }

    /// Moves the clock to `time` and evaluates the frame there.
    func frame(_ time: Double) -> LayerSnapshot {
        engine.now = .seconds(time)
        engine.update(at: .seconds(time))
        return layer.presentation()
    }

    func record(_ what: String) -> (Bool) -> Void {
        { [unowned self] finished in events.append((engine.callbackTime, "\(what) \(finished)")) }
    }
}

@Suite("Core Animation: explicit animations")
struct ExplicitAnimationTests {
    @Test("without a model update the presentation snaps back when the animation is removed")
    func snapBack() {
        let stage = Stage()
        var move = BasicAnimation(keyPath: "position.x")
        move.fromValue = .number(0)
        move.toValue = .number(100)
        move.duration = 1
        move.completion = stage.record("move")
        stage.layer.add(move, forKey: "move")
        #expect(stage.frame(0.5).position.x == 50)
        #expect(stage.layer.model().position.x == 0)
        #expect(stage.frame(1.2).position.x == 0)   // the classic snap-back
        #expect(stage.events.map(\.what) == ["move true"])
        #expect(stage.events.first?.time == 1)   // stamped at its end, not at the frame
        #expect(!stage.layer.isAnimating)
    }

    @Test("fillMode forwards with isRemovedOnCompletion false keeps model and presentation apart")
    func fillForwardsKeepsTheEndValue() {
        let stage = Stage()
        var fade = BasicAnimation(keyPath: "opacity")
        fade.toValue = .number(0)
        fade.duration = 0.5
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        fade.completion = stage.record("fade")
        stage.layer.add(fade, forKey: "fade")
        #expect(stage.frame(0.25).opacity == 0.5)
        #expect(stage.frame(3).opacity == 0)
        #expect(stage.layer.model().opacity == 1)
        #expect(stage.events.map(\.what) == ["fade true"])
        #expect(stage.layer.animationKeys == ["fade"])
        stage.layer.removeAnimation(forKey: "fade")
        #expect(stage.events.count == 1)   // it had already finished: no second call
        #expect(stage.frame(3.1).opacity == 1)
    }

    @Test("fillMode backwards shows the first value before a later beginTime")
    func fillBackwards() {
        let stage = Stage()
        var grow = BasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = .number(10)
        grow.toValue = .number(20)
        grow.beginTime = 1
        grow.duration = 1
        grow.fillMode = .backwards
        stage.layer.add(grow, forKey: nil)
        #expect(stage.frame(0.5).bounds.width == 10)
        #expect(stage.frame(1.5).bounds.width == 15)
        var plain = grow
        plain.fillMode = .removed
        let other = Stage()
        other.layer.add(plain, forKey: nil)
        #expect(other.frame(0.5).bounds.width == 100)
    }

    @Test("removing an animation early calls its completion with false")
    func removalReportsUnfinished() {
        let stage = Stage()
        var move = BasicAnimation(keyPath: "position")
        move.toValue = .point(Point(x: 10, y: 10))
        move.duration = 1
        move.completion = stage.record("move")
        stage.layer.add(move, forKey: "m")
        _ = stage.frame(0.3)
        stage.layer.removeAllAnimations()
        #expect(stage.events.map(\.what) == ["move false"])
        #expect(stage.layer.presentation().position == .zero)
    }

    @Test("a key replaces the animation added under it, which reports unfinished")
    func keyReplaces() {
        let stage = Stage()
        var a = BasicAnimation(keyPath: "opacity")
        a.toValue = .number(0)
        a.completion = stage.record("a")
        stage.layer.add(a, forKey: "k")
        var b = a
        b.completion = stage.record("b")
        stage.layer.add(b, forKey: "k")
        #expect(stage.events.map(\.what) == ["a false"])
        #expect(stage.layer.animationKeys == ["k"])
    }

    @Test("additive, cumulative, autoreverse, repeat, speed and timeOffset follow Core Animation")
    func timingAndArithmetic() {
        let stage = Stage()
        stage.layer.position = Point(x: 50, y: 0)
        var nudge = BasicAnimation(keyPath: "position.x")
        nudge.fromValue = .number(0)
        nudge.toValue = .number(10)
        nudge.isAdditive = true
        nudge.duration = 1
        nudge.autoreverses = true
        nudge.repeatCount = 2
        stage.layer.add(nudge, forKey: nil)
        #expect(stage.frame(0.5).position.x == 55)
        #expect(stage.frame(1.5).position.x == 55)   // on the way back
        #expect(stage.frame(2.25).position.x == 52.5)   // second cycle
        #expect(stage.frame(4.5).position.x == 50)   // over, removed

        let cumulative = Stage()
        var step = BasicAnimation(keyPath: "position.y")
        step.byValue = .number(10)
        step.isCumulative = true
        step.repeatCount = 3
        step.duration = 1
        cumulative.layer.add(step, forKey: nil)
        #expect(cumulative.frame(2.5).position.y == 25)

        let fast = Stage()
        var spin = BasicAnimation(keyPath: "opacity")
        spin.fromValue = .number(0)
        spin.toValue = .number(1)
        spin.duration = 1
        spin.speed = 2
        spin.timeOffset = 0.25
        fast.layer.add(spin, forKey: nil)
        #expect(fast.frame(0.25).opacity == 0.75)
    }

    @Test("a spring animation without a duration stops after Core Animation's default 0.25 s")
    func springDefaultDurationPitfall() {
        let stage = Stage()
        var spring = SpringAnimation(keyPath: "position.x", spring: Spring(duration: 0.8, bounce: 0.2))
        spring.fromValue = .number(0)
        spring.toValue = .number(100)
        spring.completion = stage.record("spring")
        stage.layer.add(spring, forKey: nil)
        let mid = stage.frame(0.2).position.x
        #expect(mid > 0 && mid < 100)
        #expect(stage.frame(0.26).position.x == 0)   // cut off mid-motion and snapped back
        #expect(stage.events.first?.time == 0.25)

        let right = Stage()
        right.layer.position.x = 100   // the right pattern: update the model, then animate
        var settled = spring
        settled.duration = spring.settlingDuration
        right.layer.add(settled, forKey: nil)
        // Settled: within 0.1 % of the distance from the settling duration on.
        #expect(abs(right.frame(settled.duration * 0.3).position.x - 100) > 0.1)
        #expect(abs(right.frame(settled.duration - 1e-3).position.x - 100) <= 0.11)
        #expect(right.frame(settled.duration + 1e-6).position.x == 100)
    }

    @Test("key paths into transforms and sizes animate their component")
    func componentKeyPaths() {
        let stage = Stage()
        var spin = BasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = .number(0)
        spin.toValue = .number(Double.pi / 2)
        spin.duration = 1
        stage.layer.add(spin, forKey: nil)
        let t = stage.frame(0.5).transform
        #expect(abs(t.m11 - 0.5.squareRoot() / 1) < 1e-9 || abs(t.m11 - (0.5).squareRoot()) < 1e-9)
        #expect(abs(t.m12 - (0.5).squareRoot()) < 1e-9)
        #expect(stage.layer.value(forKeyPath: "transform.rotation.z") == .number(0))
        #expect(stage.layer.setValue(.number(40), forKeyPath: "bounds.size.height"))
        #expect(stage.layer.bounds.height == 40)
        #expect(!stage.layer.setValue(.point(.zero), forKeyPath: "opacity"))
        #expect(!stage.layer.setValue(.number(1), forKeyPath: "opacityy"))
    }

    @Test("a group runs its children on its own timeline and reports once")
    func groups() {
        let stage = Stage()
        var x = BasicAnimation(keyPath: "position.x")
        x.toValue = .number(100)
        x.duration = 2
        var y = BasicAnimation(keyPath: "position.y")
        y.toValue = .number(50)
        y.beginTime = 0.5
        y.duration = 0.5
        var group = AnimationGroup(animations: [x, y])
        group.duration = 1
        group.completion = stage.record("group")
        stage.layer.add(group, forKey: "g")
        let p = stage.frame(0.75).position
        #expect(p.x == 37.5 && p.y == 25)
        #expect(stage.frame(1.1).position == .zero)
        #expect(stage.events.map(\.what) == ["group true"])
    }
}

@Suite("UIView.animate and withAnimation")
struct ImplicitAnimationTests {
    @Test("two overlapping easeInEaseOut position animations blend additively and both finish")
    func overlappingAdditive() {
        let stage = Stage()
        stage.engine.now = .zero
        stage.engine.animate(
            withDuration: 1, changes: { stage.layer.position.x = 100 }, completion: stage.record("first"))
        #expect(stage.layer.position.x == 100)   // the model changes at once
        _ = stage.frame(0.5)
        stage.engine.animate(
            withDuration: 1, changes: { stage.layer.position.x = 0 }, completion: stage.record("second"))
        #expect(abs(stage.frame(0.75).position.x - 74.17) < 0.01)
        #expect(abs(stage.frame(1.0).position.x - 50) < 1e-9)
        #expect(abs(stage.frame(1.25).position.x - 12.92) < 0.01)
        _ = stage.frame(2)
        #expect(stage.events.map(\.what) == ["first true", "second true"])
        #expect(stage.events.map(\.time) == [1, 1.5])
    }

    @Test("opacity and colours replace the running animation, starting where they are seen")
    func replacementForOpacity() {
        let stage = Stage()
        stage.engine.animate(
            withDuration: 1, options: .curveLinear, changes: { stage.layer.opacity = 0 },
            completion: stage.record("out"))
        let half = stage.frame(0.5).opacity
        #expect(half == 0.5)
        stage.engine.animate(
            withDuration: 1, options: .curveLinear, changes: { stage.layer.opacity = 1 },
            completion: stage.record("in"))
        #expect(stage.layer.presentation().opacity == 0.5 || stage.frame(0.5).opacity == 0.5)
        #expect(stage.frame(1.0).opacity == 0.75)
        _ = stage.frame(2)
        #expect(stage.events.map(\.what) == ["out false", "in true"])
    }

    @Test("beginFromCurrentState replaces even position animations")
    func beginFromCurrentState() {
        let stage = Stage()
        stage.engine.animate(withDuration: 1, options: .curveLinear, changes: { stage.layer.position.x = 100 })
        _ = stage.frame(0.5)
        stage.engine.animate(
            withDuration: 1, options: [.curveLinear, .beginFromCurrentState], changes: { stage.layer.position.x = 0 })
        #expect(stage.frame(0.5).position.x == 50)
        #expect(stage.frame(1.0).position.x == 25)
    }

    @Test("a spring retargeted with animate(.spring) keeps value and velocity continuous")
    func springRetarget() {
        let stage = Stage()
        stage.engine.animate(
            .spring(duration: 0.6, bounce: 0.2), changes: { stage.layer.position = Point(x: 400, y: 100) })
        // One-sided differences over h differ by about acceleration × h; 1e-7 s keeps that small.
        let h = 1e-7
        let t = 0.23
        let before = stage.frame(t - h).position
        let at = stage.frame(t).position
        stage.engine.animate(
            .spring(duration: 0.4, bounce: 0.1), changes: { stage.layer.position = Point(x: -50, y: 300) })
        let same = stage.frame(t).position
        let after = stage.frame(t + h).position
        #expect(abs(same.x - at.x) < 1e-9 && abs(same.y - at.y) < 1e-9)
        let v0 = Point(x: (at.x - before.x) / h, y: (at.y - before.y) / h)
        let v1 = Point(x: (after.x - at.x) / h, y: (after.y - at.y) / h)
        #expect(abs(v0.x - v1.x) < 0.05 && abs(v0.y - v1.y) < 0.05, "velocity \(v0) before, \(v1) after")
        #expect(abs(v0.x) > 100)   // it really was moving
        let end = stage.frame(5).position
        #expect(end == Point(x: -50, y: 300))
        #expect(!stage.layer.isAnimating)
    }

    @Test("withAnimation adds timing curves on every property; disableActions jumps")
    func withAnimationAndDisableActions() {
        let stage = Stage()
        stage.engine.withAnimation(.linear(duration: 1)) { stage.layer.opacity = 0 }
        #expect(stage.frame(0.5).opacity == 0.5)
        stage.engine.performWithoutAnimation { stage.layer.cornerRadius = 12 }
        #expect(stage.frame(0.6).cornerRadius == 12)
        stage.engine.transaction(animation: .linear(duration: 1), disableActions: true) { stage.layer.borderWidth = 3 }
        #expect(stage.frame(0.7).borderWidth == 3)
    }

    @Test("a transaction's completion waits for every animation it started, nested ones included")
    func transactionCompletion() {
        let stage = Stage()
        var done: [Double] = []
        let completion = { (_: Bool) in done.append(stage.engine.callbackTime) }
        stage.engine.transaction(animation: .linear(duration: 1), completion: completion) {
            stage.layer.opacity = 0
            stage.engine.transaction(animation: .linear(duration: 2)) { stage.layer.position.y = 20 }
        }
        _ = stage.frame(1.5)
        #expect(done.isEmpty)
        _ = stage.frame(2.5)
        #expect(done == [2])
        var immediate = 0
        let countImmediate = { (_: Bool) in immediate += 1 }
        stage.engine.transaction(animation: .linear(duration: 1), completion: countImmediate) {}
        stage.engine.flushCompletions()
        #expect(immediate == 1)
    }

    @Test("autoreverse without repeat plays back once, then shows the model value")
    func autoreverseSnaps() {
        let stage = Stage()
        stage.engine.animate(
            withDuration: 1, options: [.curveLinear, .autoreverse], changes: { stage.layer.position.x = 100 })
        #expect(stage.frame(0.5).position.x == 50)
        #expect(stage.frame(1.5).position.x == 50)
        #expect(stage.frame(2.1).position.x == 100)
    }
}
