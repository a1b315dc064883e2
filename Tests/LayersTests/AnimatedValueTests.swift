import Layers
import Motion
import Testing

/// Whether `a` and `b` agree to `tolerance`.
private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

@Suite("Animated values: an engine's animatable values outside any layer")
struct AnimatedValueTests {
    private let samples = [0.05, 0.2, 0.35, 0.6]

    @Test("withAnimation springs a value as Spring's closed form, with its velocity, and rests at the model")
    func springs() {
        let stage = Stage()
        let progress = stage.engine.animatedValue("progress", initial: 0.0)
        let spring = Spring(duration: 0.5, bounce: 0.3)
        stage.engine.withAnimation(.spring(spring)) { progress.value = 1 }
        #expect(progress.value == 1 && progress.presentationValue == 0 && progress.isAnimating)
        #expect(progress.engine === stage.engine && progress.layer == nil)
        for t in samples {
            _ = stage.frame(t)
            #expect(close(progress.presentationValue, spring.value(target: 1, time: t)))
            #expect(close(progress.velocity, spring.velocity(target: 1, time: t), 1e-7))
        }
        #expect(stage.engine.hasRunningAnimations)
        _ = stage.frame(5)
        #expect(!progress.isAnimating && progress.presentationValue == 1 && progress.velocity == 0)
        #expect(!stage.engine.hasRunningAnimations)
    }

    @Test("a value of the user's own Animatable type animates on its animatableData")
    func ownType() {
        struct Gauge: Animatable, Equatable {
            var level: Double
            var angle: Angle
            var label = "fuel"
            var animatableData: AnimatablePair<Double, Double> {
                get { AnimatablePair(level, angle.radians) }
                set {
                    level = newValue.first
                    angle = .radians(newValue.second)
                }
            }
        }
        let stage = Stage()
        let gauge = stage.engine.animatedValue("gauge", initial: Gauge(level: 0, angle: .zero))
        stage.engine.animate(withDuration: 1, curve: .linear) {
            gauge.value = Gauge(level: 10, angle: .degrees(540), label: "full")
        }
        _ = stage.frame(0.25)
        let shown = gauge.presentationValue
        #expect(close(shown.level, 2.5) && close(shown.angle.radians, 0.25 * 3 * Double.pi))
        #expect(shown.label == "full")   // not animatable: the model's at once
        #expect(close(gauge.velocity.first, 10) && close(gauge.velocity.second, 3 * Double.pi))
    }

    @Test("a value and a layer property in one transaction finish together, at their values")
    func finishTogether() {
        let stage = Stage()
        let value = stage.engine.animatedValue("value", initial: 0.0)
        var done: [Double] = []
        stage.engine.animate(
            withDuration: 0.5, curve: .easeInOut,
            changes: {
                value.value = 40
                stage.layer.opacity = 0
            },
            completion: { _ in done.append(stage.engine.callbackTime) })
        for t in samples.filter({ $0 < 0.5 }) {
            let shown = stage.frame(t)
            let f = UnitCurve.easeInOut.value(at: t / 0.5)
            #expect(close(value.presentationValue, 40 * f) && close(shown.opacity, 1 - f))
        }
        #expect(done.isEmpty)
        let end = stage.frame(0.6)
        #expect(done == [0.5])
        #expect(value.presentationValue == 40 && end.opacity == 0 && !value.isAnimating)
    }

    // Merging springs and adding curves: CustomPropertyTests, on a layer's property and on an
    // engine's value.

    @Test("completions with both criteria: logically complete before removed")
    func completionCriteria() {
        let stage = Stage()
        let value = stage.engine.animatedValue("value", initial: 0.0)
        let spring = Spring(duration: 0.5, bounce: 0)
        var events: [(String, Double)] = []
        stage.engine.withAnimation(.spring(spring), completionCriteria: .logicallyComplete) {
            value.value = 10
        } completion: {
            events.append(("logical", stage.engine.callbackTime))
        }
        stage.engine.withAnimation(.spring(spring), completionCriteria: .removed) {
            value.value = 20
        } completion: {
            events.append(("removed", stage.engine.callbackTime))
        }
        var t = 0.0
        while value.isAnimating && t < 10 {
            t += 1.0 / 60
            _ = stage.frame(t)
        }
        #expect(events.map(\.0) == ["logical", "removed"])
        #expect(events[0].1 < events[1].1)
        #expect(value.presentationValue == 20)
    }

    @Test("stopAnimations catches the value where it is shown")
    func catching() {
        let stage = Stage()
        let value = stage.engine.animatedValue("value", initial: 0.0)
        var finished: [Bool] = []
        stage.engine.animate(withDuration: 1, changes: { value.value = 10 }, completion: { finished.append($0) })
        _ = stage.frame(0.5)
        let shown = value.presentationValue
        value.stopAnimations()
        #expect(value.value == shown && !value.isAnimating && finished == [false])
        _ = stage.frame(0.7)
        #expect(value.presentationValue == shown)
    }

    @Test("a PropertyAnimator scrubs and reverses a value with its layers; settling sets the model")
    func propertyAnimator() {
        let stage = Stage()
        let value = stage.engine.animatedValue("value", initial: 0.0)
        let animator = PropertyAnimator(engine: stage.engine, duration: 1, curve: .linear) {
            value.value = 100
            stage.layer.position = Point(x: 200, y: 0)
        }
        #expect(value.value == 0)   // not captured until the animator starts
        animator.pauseAnimation()
        #expect(value.value == 100 && value.presentationValue == 0)
        for f in [0.1, 0.45, 0.8] {
            animator.fractionComplete = f
            let shown = stage.frame(0)
            #expect(close(value.presentationValue, 100 * f) && close(shown.position.x, 200 * f))
            #expect(value.velocity == 0)   // paused
        }
        // Reversed from 0.8: back to the start at the animator's speed (0.8 s to go).
        animator.isReversed = true
        animator.startAnimation()
        var positions: [String] = []
        animator.addCompletion { positions.append("\($0)") }
        _ = stage.frame(0.4)
        #expect(close(value.presentationValue, 40) && close(stage.layer.presentation().position.x, 80))
        #expect(close(value.velocity, -100))
        _ = stage.frame(0.8)
        #expect(positions == [".start"] && animator.state == .inactive)
        #expect(value.value == 0 && value.presentationValue == 0 && !value.isAnimating)
    }

    @Test(
        "a second block takes a value over from where the first shows it; stopAnimation(false) + finish(at: .current)")
    func animatorTakeOverAndStop() {
        let stage = Stage()
        let value = stage.engine.animatedValue("value", initial: 0.0)
        let animator = PropertyAnimator(engine: stage.engine, duration: 1, curve: .linear) { value.value = 100 }
        animator.startAnimation()
        _ = stage.frame(0.5)
        #expect(close(value.presentationValue, 50))
        animator.addAnimations { value.value = 0 }
        _ = stage.frame(0.75)
        // From 50 at progress 0.5 toward 0 at progress 1: at progress 0.75, 25.
        #expect(close(value.presentationValue, 25))
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(close(value.value, 25) && !value.isAnimating)
    }

    @Test("catching a value an animator drives lets go of it: the animator's end does not move it")
    func catchingAnAnimatedDrive() {
        let stage = Stage()
        let value = stage.engine.animatedValue("value", initial: 0.0)
        let animator = PropertyAnimator(engine: stage.engine, duration: 1, curve: .linear) { value.value = 100 }
        animator.startAnimation()
        _ = stage.frame(0.3)
        value.stopAnimations()
        #expect(close(value.value, 30))
        _ = stage.frame(1.2)
        #expect(animator.state == .inactive && close(value.value, 30))
    }

    @Test("values are traced by name: one component as its name, several as name.0, name.1 …")
    func trace() {
        let stage = Stage()
        let level = stage.engine.animatedValue("level", initial: 0.5)
        let spot = stage.engine.animatedValue("spot", initial: Point(x: 1, y: 2))
        _ = stage.engine.animatedValue("nothing", initial: EmptyHolder())
        #expect(stage.engine.animatedValueNames == ["level", "spot", "nothing"])
        #expect(stage.engine.animatedValue("level", initial: 9.0) === level)   // the name keeps its value
        #expect(stage.engine.animatedValue("level", as: Double.self) === level)
        #expect(stage.engine.animatedValue("level", as: Point.self) == nil)
        stage.engine.animate(withDuration: 1, curve: .linear) { spot.value = Point(x: 11, y: 2) }
        _ = stage.frame(0.5)
        let trace = stage.engine.animatedValueTrace()
        #expect(trace.map(\.name) == ["level", "spot.0", "spot.1"])
        #expect(trace.map(\.value) == [0.5, 6, 2])
    }

    @Test("a value keeps animating whatever the layer tree does")
    func independentOfTheTree() {
        let stage = Stage()
        let value = stage.engine.animatedValue("value", initial: 0.0)
        stage.engine.animate(withDuration: 1, curve: .linear) { value.value = 10 }
        stage.layer.removeFromSuperlayer()
        stage.engine.removeAnimations(of: stage.root)
        _ = stage.frame(0.5)
        #expect(close(value.presentationValue, 5))
    }
}

/// A type with nothing to animate.
private struct EmptyHolder: Animatable {}
