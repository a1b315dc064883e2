import Layers
import Motion
import Testing

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

@Suite("UIView.animateKeyframes: keyframe blocks captured into keyframe animations")
struct AnimateKeyframesTests {
    @Test("relative start times and durations place each property's changes; the model is set at once")
    func relativeStartTimes() {
        let stage = Stage()
        let layer = stage.layer
        var finished: [(Double, Bool)] = []
        stage.engine.animateKeyframes(
            withDuration: 2, options: .curveLinear,
            animations: {
                stage.engine.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { layer.opacity = 0.5 }
                stage.engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { layer.opacity = 0 }
                stage.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { layer.position.x = 100 }
                layer.bounds.size.width = 300   // outside a keyframe: over the whole duration
            },
            completion: { finished.append((stage.engine.callbackTime, $0)) })
        #expect(layer.opacity == 0 && layer.position.x == 100 && layer.bounds.width == 300)
        // (time, opacity, x, width): opacity holds 1 until 0.5 s, reaches 0.5 at 1 s, 0 at 2 s.
        for (time, opacity, x, width) in [
            (0.25, 1.0, 25.0, 125.0), (0.75, 0.75, 75, 175), (1.25, 0.375, 100, 225), (1.75, 0.125, 100, 275),
        ] {
            let shown = stage.frame(time)
            #expect(close(shown.opacity, opacity), "opacity at \(time)")
            #expect(close(shown.position.x, x), "x at \(time)")
            #expect(close(shown.bounds.width, width), "width at \(time)")
        }
        #expect(finished.isEmpty)
        let end = stage.frame(2.5)
        #expect(end.opacity == 0 && end.position.x == 100 && end.bounds.width == 300)
        #expect(finished.count == 1 && close(finished[0].0, 2) && finished[0].1)
    }

    @Test(
        "each calculation mode on a layer property at sample times",
        arguments: [
            // keys: x = 0 at 0, 100 at 0.25, held to 0.5, 40 at 0.75, held to 1.
            (KeyframeAnimationOptions.calculationModeLinear, [(0.125, 50.0), (0.375, 100), (0.625, 70), (0.9, 40)]),
            // Value i from key time i to the next: a change shows at its keyframe's end.
            (.calculationModeDiscrete, [(0.125, 0), (0.3, 100), (0.625, 100), (0.8, 40)]),
            // Distances 100, 0, 60, 0 of 160: key times 0, 0.625, 0.625, 1, 1 at one speed.
            (.calculationModePaced, [(0.3125, 50), (0.625, 100), (0.8125, 70)]),
            // Catmull-Rom between the two 100s: tangents (100 − 0)/0.5 = 200 and (40 − 100)/0.5 =
            // −120 per unit, Hermite over 0.25 at ½: 100 + 200·0.25·⅛ − 120·0.25·(−⅛) = 110.
            (.calculationModeCubic, [(0.375, 110), (0.25, 100), (0.75, 40)]),
        ] as [(KeyframeAnimationOptions, [(Double, Double)])])
    func calculationModes(options: KeyframeAnimationOptions, samples: [(Double, Double)]) {
        let stage = Stage()
        let layer = stage.layer
        stage.engine.animateKeyframes(withDuration: 1, options: options.union(.curveLinear)) {
            stage.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { layer.position.x = 100 }
            stage.engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { layer.position.x = 40 }
        }
        for (time, x) in samples {
            #expect(close(stage.frame(time).position.x, x, 1e-9), "\(options.calculationMode) at \(time)")
        }
        #expect(stage.frame(1.5).position.x == 40)
    }

    @Test("cubic paced: the spline through the values at paced key times, as Core Animation's interpolator")
    func cubicPaced() throws {
        let stage = Stage()
        let layer = stage.layer
        stage.engine.animateKeyframes(withDuration: 1, options: [.calculationModeCubicPaced, .curveLinear]) {
            stage.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { layer.position.x = 100 }
            stage.engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { layer.position.x = 40 }
        }
        let reference = try KeyframeInterpolator(values: [0.0, 100, 100, 40, 40], calculationMode: .cubicPaced)
        for time in [0.1, 0.3, 0.5, 0.7, 0.9] {
            #expect(close(stage.frame(time).position.x, reference.value(at: time)), "at \(time)")
        }
    }

    @Test("by default the whole animation eases in and out, as UIKit's does, which moves the keyframes' moments")
    func defaultCurve() {
        let stage = Stage()
        let layer = stage.layer
        stage.engine.animateKeyframes(withDuration: 1) {
            stage.engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { layer.position.x = 100 }
        }
        for time in [0.6, 0.75, 0.9] {
            let fraction = UnitCurve.easeInOut.value(at: time)
            let expected = fraction <= 0.5 ? 0 : 100 * (fraction - 0.5) / 0.5
            #expect(close(stage.frame(time).position.x, expected), "at \(time)")
        }
        #expect(UnitCurve.easeInOut.value(at: 0.6) < 0.7)   // later than the linear 0.6 would place it
    }

    @Test("a delay shows the old value until the animation begins; the completion comes at its end")
    func delayAndCompletion() {
        let stage = Stage()
        let layer = stage.layer
        var finished: [(Double, Bool)] = []
        stage.engine.animateKeyframes(
            withDuration: 1, delay: 0.5, options: .curveLinear,
            animations: {
                stage.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { layer.position.y = 80 }
            },
            completion: { finished.append((stage.engine.callbackTime, $0)) })
        #expect(layer.position.y == 80)
        #expect(stage.frame(0.25).position.y == 0)
        #expect(close(stage.frame(1.0).position.y, 40))
        _ = stage.frame(1.6)
        #expect(finished.count == 1 && close(finished[0].0, 1.5) && finished[0].1)
    }

    @Test("completion gets false when an animation is removed; nothing to animate completes at once with true")
    func removalAndNothing() {
        let stage = Stage()
        let layer = stage.layer
        var results: [Bool] = []
        stage.engine.animateKeyframes(
            withDuration: 1,
            animations: {
                stage.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { layer.opacity = 0 }
            },
            completion: { results.append($0) })
        _ = stage.frame(0.3)
        stage.engine.removeAnimations(of: layer)
        #expect(results == [false] && stage.frame(0.4).opacity == 0)
        stage.engine.animateKeyframes(withDuration: 1, animations: {}, completion: { results.append($0) })
        #expect(results == [false, true])
    }

    @Test("autoreverse plays the keyframes forward, then back")
    func autoreverse() {
        let stage = Stage()
        let layer = stage.layer
        stage.engine.animateKeyframes(withDuration: 1, options: [.autoreverse, .curveLinear]) {
            stage.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { layer.position.x = 100 }
        }
        #expect(close(stage.frame(0.25).position.x, 50))
        #expect(close(stage.frame(1.25).position.x, 100))   // back at 0.75 of the pass
        #expect(close(stage.frame(1.75).position.x, 50))
    }
}

@Suite("UIView.animateKeyframes over running animations")
struct AnimateKeyframesOverRunningTests {
    @Test(
        "keyframes started over a running spring on the same property show the keyframe values, as Core Animation's later animation does"
    )
    func overRunningSpring() {
        let stage = Stage()
        let layer = stage.layer
        stage.engine.withAnimation(.spring(duration: 1, bounce: 0)) { layer.position.x = 300 }
        _ = stage.frame(0.2)
        let shown = layer.presentation().position.x
        stage.engine.animateKeyframes(withDuration: 1, options: .curveLinear) {
            stage.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { layer.position.x = 50 }
        }
        #expect(close(stage.frame(0.7).position.x, shown + (50 - shown) * 0.5, 1e-6))
        #expect(stage.frame(3).position.x == 50)
    }
}
