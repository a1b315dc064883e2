import Layers
import Motion
import Testing

/// Whether `a` and `b` agree to `tolerance`.
private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Who holds an animatable property: the stage's layer, or its engine. Both kinds run on one
/// implementation; the tests that say so run on each.
enum Owner: CaseIterable, CustomStringConvertible {
    case layer, engine

    func property<Value: Animatable>(_ name: String, initial: Value, on stage: Stage) -> AnimatableProperty<Value> {
        switch self {
        case .layer: stage.layer.customProperty(name, initial: initial)
        case .engine: stage.engine.animatedValue(name, initial: initial)
        }
    }

    var description: String { self == .layer ? "a layer's property" : "an engine's value" }
}

@Suite("Custom animatable layer properties and the frame hook")
struct CustomPropertyTests {
    private let samples = [0.05, 0.2, 0.35, 0.6]

    @Test("a Double springs as Spring's closed form, with its velocity, and rests at the model")
    func doubleSpring() {
        let stage = Stage()
        let progress = stage.layer.customProperty("progress", initial: 0.0)
        let spring = Spring(duration: 0.5, bounce: 0.3)
        stage.engine.withAnimation(.spring(spring)) { progress.value = 100 }
        #expect(progress.value == 100)
        #expect(progress.presentationValue == 0)
        for t in samples {
            _ = stage.frame(t)
            #expect(close(progress.presentationValue, spring.value(target: 100, time: t)))
            #expect(close(progress.velocity, spring.velocity(target: 100, time: t), 1e-7))
        }
        _ = stage.frame(5)
        #expect(!progress.isAnimating && progress.presentationValue == 100 && progress.velocity == 0)
    }

    @Test("an Angle follows UnitCurve.easeInOut under animate(withDuration:)")
    func angleCurve() {
        let stage = Stage()
        let angle = stage.layer.customProperty("angle", initial: Angle.zero)
        stage.engine.animate(withDuration: 0.8, curve: .easeInOut) { angle.value = .degrees(270) }
        let target = Angle.degrees(270).radians
        for t in samples {
            _ = stage.frame(t)
            #expect(close(angle.presentationValue.radians, target * UnitCurve.easeInOut.value(at: t / 0.8)))
            #expect(close(angle.velocity, target * UnitCurve.easeInOut.velocity(at: t / 0.8) / 0.8, 1e-7))
        }
        _ = stage.frame(0.8)
        #expect(angle.presentationValue == .degrees(270) && !angle.isAnimating)
    }

    @Test("a Point springs on both axes as Spring's closed form")
    func pointSpring() {
        let stage = Stage()
        let point = stage.layer.customProperty("point", initial: Point(x: 10, y: -20))
        let spring = Spring(duration: 0.4, bounce: 0.1)
        stage.engine.withAnimation(.spring(spring)) { point.value = Point(x: 110, y: 30) }
        for t in samples {
            _ = stage.frame(t)
            let shown = point.presentationValue
            #expect(close(shown.x, 10 + spring.value(target: 100, time: t)))
            #expect(close(shown.y, -20 + spring.value(target: 50, time: t)))
        }
    }

    @Test("an AnimatablePair follows a linear curve, each half on its own delta")
    func pairCurve() {
        let stage = Stage()
        let pair = stage.layer.customProperty("pair", initial: AnimatablePair(0.0, 4.0))
        stage.engine.withAnimation(.timingCurve(.linear, duration: 1)) { pair.value = AnimatablePair(10.0, -4.0) }
        for t in samples {
            _ = stage.frame(t)
            #expect(close(pair.presentationValue.first, 10 * t))
            #expect(close(pair.presentationValue.second, 4 - 8 * t))
            #expect(close(pair.velocity.first, 10) && close(pair.velocity.second, -8))
        }
    }

    @Test("a custom property and a layer property in one transaction finish together, at their values")
    func finishTogether() {
        let stage = Stage()
        let progress = stage.layer.customProperty("progress", initial: 0.0)
        var ran: [(Double, Double, Double)] = []
        stage.engine.animate(
            withDuration: 0.5,
            changes: {
                progress.value = 1
                stage.layer.opacity = 0
            },
            completion: { finished in
                ran.append((stage.engine.callbackTime, progress.presentationValue, finished ? 1 : 0))
            })
        for frame in 1...40 { _ = stage.frame(Double(frame) / 60) }
        #expect(ran.count == 1)
        #expect(ran.first.map { $0 == (0.5, 1, 1) } == true)
        #expect(stage.layer.presentation().opacity == 0 && !stage.layer.isAnimating)

        // SwiftUI's criteria: the same springs on the layer's position and on a custom point
        // (the second change merges with the first in both), complete at the same times as
        // with the layer's position alone.
        func completions(custom: Bool) -> [Double] {
            let stage = Stage()
            let point = stage.layer.customProperty("point", initial: Point.zero)
            var times: [Double] = []
            stage.engine.withAnimation(
                .spring(duration: 0.5), completionCriteria: .logicallyComplete,
                {
                    stage.layer.position.x = 300
                    if custom { point.value.x = 300 }
                }, completion: { times.append(stage.engine.callbackTime) })
            stage.engine.withAnimation(
                .spring(duration: 0.5), completionCriteria: .removed,
                { if custom { point.value.y = -300 } else { stage.layer.position.y = -300 } },
                completion: { times.append(stage.engine.callbackTime) })
            for frame in 1...180 { _ = stage.frame(Double(frame) / 60) }
            #expect(point.presentationValue == (custom ? Point(x: 300, y: -300) : .zero))
            return times
        }
        let alone = completions(custom: false)
        let together = completions(custom: true)
        #expect(alone.count == 2 && together.count == 2)
        #expect(zip(alone, together).allSatisfy { close($0, $1) })
    }

    @Test("a spring interrupted by a spring keeps value and velocity continuous", arguments: Owner.allCases)
    func springMerges(owner: Owner) {
        let stage = Stage()
        let value = owner.property("value", initial: 0.0, on: stage)
        let spring = Animation.spring(duration: 0.6, bounce: 0.2)
        stage.engine.withAnimation(spring) { value.value = 100 }
        _ = stage.frame(0.2)
        let (before, rate) = (value.presentationValue, value.velocity)
        #expect(rate > 100)
        stage.engine.withAnimation(spring) { value.value = -50 }
        #expect(value.presentationValue == before)
        _ = stage.frame(0.2)
        #expect(close(value.presentationValue, before) && close(value.velocity, rate, 1e-6))
        let h = 1e-4
        _ = stage.frame(0.2 + h)
        #expect(abs(value.presentationValue - (before + rate * h)) < 1e-3)
        // One animation: the new one took over.
        _ = stage.frame(3)
        #expect(value.presentationValue == -50 && !value.isAnimating)
    }

    @Test("two timing curves add, as UIKit's additive animations do", arguments: Owner.allCases)
    func curvesAdd(owner: Owner) {
        let stage = Stage()
        let value = owner.property("value", initial: 0.0, on: stage)
        stage.engine.animate(withDuration: 1, curve: .linear) { value.value = 100 }
        _ = stage.frame(0.5)
        stage.engine.animate(withDuration: 1, curve: .linear) { value.value = 200 }
        _ = stage.frame(0.75)
        // 200 + (0 − 100)·(1 − 0.75) + (100 − 200)·(1 − 0.25)
        #expect(close(value.presentationValue, 100))
        #expect(close(value.velocity, 200))
        _ = stage.frame(1.25)
        #expect(close(value.presentationValue, 200 - 100 * 0.25))
        _ = stage.frame(1.5)
        #expect(value.presentationValue == 200 && !value.isAnimating)
    }

    @Test("removing the layer from its tree completes its animations with false")
    func removalCompletes() {
        let stage = Stage()
        let value = stage.layer.customProperty("value", initial: 0.0)
        var finished: [Bool] = []
        stage.engine.animate(withDuration: 1, changes: { value.value = 10 }, completion: { finished.append($0) })
        _ = stage.frame(0.3)
        #expect(value.isAnimating)
        stage.layer.removeFromSuperlayer()
        #expect(finished == [false])
        #expect(!value.isAnimating && value.presentationValue == 10 && value.velocity == 0)
    }

    @Test("stopAnimations catches the value where it is shown: no jump, completions false, a new spring from rest")
    func catching() {
        let stage = Stage()
        let value = stage.layer.customProperty("value", initial: 0.0)
        let spring = Spring(duration: 0.6, bounce: 0.2)
        var finished: [Bool] = []
        stage.engine.withAnimation(.spring(spring), { value.value = 100 }, completion: { finished.append(true) })
        stage.engine.animate(withDuration: 2, changes: { value.value = 150 }, completion: { finished.append($0) })
        _ = stage.frame(0.2)
        let shown = value.presentationValue
        #expect(shown > 0 && shown < 150)
        value.stopAnimations()
        #expect(value.value == shown && value.presentationValue == shown && value.velocity == 0 && !value.isAnimating)
        #expect(finished == [true, false])
        _ = stage.frame(0.3)
        #expect(value.presentationValue == shown)
        // From rest, a new spring is the closed form from the caught value.
        stage.engine.withAnimation(.spring(spring)) { value.value = 0 }
        _ = stage.frame(0.5)
        #expect(close(value.presentationValue, shown + spring.value(target: -shown, time: 0.2)))
        value.stopAnimations()   // A second catch at rest changes nothing.
        value.stopAnimations()
        #expect(!value.isAnimating)
    }

    @Test("a PropertyAnimator captures a custom property: scrubbed with the layer, finished at the end value")
    func propertyAnimatorCapture() {
        let stage = Stage()
        let angle = stage.layer.customProperty("angle", initial: Angle.zero)
        let animator = PropertyAnimator(engine: stage.engine, duration: 0.5, curve: .easeIn) {
            angle.value = .degrees(180)
            stage.layer.opacity = 0
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        let shown = stage.frame(0)
        // A paused animator scrubs linearly by default (scrubsLinearly), as UIKit's does.
        #expect(close(angle.presentationValue.radians, Double.pi / 2) && close(shown.opacity, 0.5))
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        let f = UnitCurve.easeIn.value(at: 0.5)
        #expect(close(stage.frame(0).opacity, 1 - f) && close(angle.presentationValue.radians, Double.pi * f))
        animator.startAnimation()
        _ = stage.frame(1)
        #expect(animator.state == .inactive && angle.value == .degrees(180) && !angle.isAnimating)
    }

    @Test("the hook sees the target-timestamp value, the same frame as a layer property animated alongside")
    func hookAtTargetTime() {
        let stage = Stage()
        let bar = Layer(name: "bar", bounds: Rect(x: 0, y: 0, width: 0, height: 8))
        stage.layer.addSublayer(bar)
        let progress = stage.layer.customProperty("progress", initial: 0.0)
        var calls = 0
        stage.layer.frameHook = { layer in
            calls += 1
            let fraction = layer.customProperty("progress", as: Double.self)!.presentationValue
            bar.bounds.size.width = 200 * fraction
        }
        stage.engine.animate(withDuration: 1, curve: .easeInOut) {
            progress.value = 1
            stage.layer.opacity = 0
        }
        for frame in 1...70 {
            let t = Double(frame) / 60
            let shown = stage.frame(t)
            let width = bar.presentation().bounds.width
            #expect(close(width, 200 * (1 - shown.opacity)))
            // The frame clock counts whole nanoseconds: 1/60 s is rounded.
            #expect(close(width, 200 * UnitCurve.easeInOut.value(at: min(t, 1)), 1e-6))
            // Set from the model, with actions disabled: nothing animates on the bar.
            #expect(!bar.isAnimating && bar.bounds.width == width)
        }
        #expect(calls == 70)
        stage.layer.frameHook = nil
        _ = stage.frame(2)
        #expect(calls == 70)
    }

    @Test("a hook stops running when its layer leaves the tree, and runs again when it joins")
    func hookFollowsTree() {
        let stage = Stage()
        var calls = 0
        stage.layer.frameHook = { _ in calls += 1 }
        _ = stage.frame(0.1)
        stage.layer.removeFromSuperlayer()
        _ = stage.frame(0.2)
        #expect(calls == 1)
        stage.root.addSublayer(stage.layer)
        _ = stage.frame(0.3)
        #expect(calls == 2)
    }

    @Test("outside a transaction, or with actions disabled, the value jumps; a name keeps its property")
    func jumps() {
        let stage = Stage()
        let value = stage.layer.customProperty("value", initial: 1.0)
        value.value = 5
        #expect(value.presentationValue == 5 && !value.isAnimating)
        stage.engine.transaction(animation: .linear(duration: 1), disableActions: true) { value.value = 7 }
        #expect(value.presentationValue == 7 && !value.isAnimating)
        #expect(stage.layer.customProperty("value", initial: 0.0) === value)
        #expect(stage.layer.customProperty("value", as: Double.self) === value)
        #expect(stage.layer.customProperty("value", as: Point.self) == nil)
        #expect(value.name == "value" && value.layer === stage.layer)
    }
}
