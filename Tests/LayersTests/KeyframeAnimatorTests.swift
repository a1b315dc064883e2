import Layers
import Motion
import Testing

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

private struct Card: Equatable {
    var scale = 1.0
    var rotation = Angle.zero
}

@Suite("KeyframeAnimator: a keyframe timeline played on the engine's clock")
struct KeyframeAnimatorTests {
    @Test(
        "each frame shows the timeline's value at the frame's target timestamp, in the layer and an engine value, then completes at its end",
        arguments: [30.0, 60, 120])
    func playsAtTargetTimestamps(fps: Double) {
        let stage = Stage()
        let scaleValue = stage.engine.animatedValue("scale", initial: 1.0)
        let animator = KeyframeAnimator(engine: stage.engine, initialValue: Card()) { _ in
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.rotation) {
                LinearKeyframe(Angle.degrees(90), duration: 0.5)
                LinearKeyframe(Angle.zero, duration: 0.25)
            }
        }
        animator.drive(scaleValue, \.scale)
        animator.onValue { [layer = stage.layer] value in
            layer.position.x = value.scale * 100
            layer.opacity = 1 - value.rotation.degrees / 180
        }
        var completions: [Double] = []
        animator.completion = { completions.append(stage.engine.callbackTime) }
        _ = stage.frame(0.1)
        animator.start()
        #expect(animator.isRunning && stage.layer.position.x == 100)
        let period = 1 / fps
        var time = 0.1
        while time < 1.3 {
            time += period
            let shown = stage.frame(time)
            let elapsed = time - 0.1
            let scale = 1 + min(elapsed, 1)
            // Rotation: 0 → 90° over 0.5 s, back to 0 by 0.75 s, then held.
            let degrees = elapsed < 0.5 ? 180 * elapsed : max(0, 90 - 360 * (elapsed - 0.5))
            // Model and presentation alike, in this frame: no frame of lag, nothing animating.
            // (Frame times are whole nanoseconds: hence the tolerance.)
            #expect(close(shown.position.x, scale * 100, 1e-6), "at \(time)")
            #expect(close(stage.layer.position.x, scale * 100, 1e-6))
            #expect(close(shown.opacity, 1 - degrees / 180, 1e-8), "at \(time)")
            #expect(close(scaleValue.presentationValue, scale, 1e-8) && !scaleValue.isAnimating)
        }
        #expect(!animator.isRunning && animator.value.scale == 2 && animator.value.rotation == .zero)
        #expect(completions.count == 1 && close(completions[0], 1.1))
        #expect(!stage.engine.hasRunningAnimations)
        #expect(stage.engine.animatedValueTrace().map(\.value) == [2])
    }

    @Test("a new trigger mid-run restarts from the value shown then; the interrupted run does not complete")
    func retriggerRestartsFromCurrentValue() {
        let stage = Stage()
        var startValues: [Double] = []
        let animator = KeyframeAnimator(engine: stage.engine, initialValue: 0.0) { start in
            // The closure gets the value the run starts from, as SwiftUI's does.
            KeyframeTrack { LinearKeyframe(start + 10, duration: 1) }
        }
        animator.onValue { [layer = stage.layer] in layer.position.y = $0 }
        var completions: [Double] = []
        animator.completion = { completions.append(stage.engine.callbackTime) }
        animator.trigger(onChangeOf: 0)   // first sight: recorded, nothing plays
        #expect(!animator.isRunning)
        animator.trigger(onChangeOf: 0)
        #expect(!animator.isRunning)
        animator.keyframes = { start in
            startValues.append(start)
            return Keyframes(KeyframeTrack(\.self) { LinearKeyframe(start + 10, duration: 1) })
        }
        animator.trigger(onChangeOf: 1)
        #expect(animator.isRunning && startValues == [0])
        #expect(close(stage.frame(0.5).position.y, 5))
        animator.trigger(onChangeOf: 2)   // now = 0.5: from 5 toward 15 over 1 s
        #expect(startValues == [0, 5] && animator.passCount == 1)
        #expect(close(stage.frame(1.0).position.y, 10))
        #expect(completions.isEmpty)
        #expect(close(stage.frame(1.6).position.y, 15))
        #expect(completions.count == 1 && close(completions[0], 1.5))
        // stop() freezes where it is, without a completion.
        animator.start()   // now = 1.6: from 15 toward 25
        #expect(close(stage.frame(2.1).position.y, 20))
        animator.stop()
        #expect(close(stage.frame(2.5).position.y, 20) && !animator.isRunning)
        #expect(completions.count == 1 && !stage.engine.hasRunningAnimations)
    }

    @Test("a repeating animator starts each pass from the last one's end and stops after the pass under way")
    func repeating() {
        let stage = Stage()
        let animator = KeyframeAnimator(engine: stage.engine, initialValue: 0.0, repeating: true) { start in
            KeyframeTrack {
                LinearKeyframe(start + 1, duration: 0.5)
            }
        }
        var seen: [Double] = []
        animator.onValue { seen.append($0) }
        var completions: [Double] = []
        animator.completion = { completions.append(stage.engine.callbackTime) }
        animator.start()
        #expect(seen == [0])
        _ = stage.frame(0.25)
        #expect(close(animator.value, 0.5))
        _ = stage.frame(0.75)   // second pass, from 1 toward 2
        #expect(close(animator.value, 1.5) && animator.passCount == 2)
        _ = stage.frame(1.6)   // two passes rolled over in one frame: the fourth, from 3, 0.1 s in
        #expect(close(animator.value, 3.2) && animator.passCount == 4)
        #expect(completions.isEmpty)
        animator.repeats = false
        _ = stage.frame(1.9)
        #expect(close(animator.value, 3.8) && animator.isRunning)
        _ = stage.frame(2.1)
        #expect(animator.value == 4 && !animator.isRunning)
        #expect(completions.count == 1 && close(completions[0], 2.0))
    }

    @Test("outputs set model values with actions disabled, even when started inside an animation block")
    func outputsDoNotAnimate() {
        let stage = Stage()
        let animator = KeyframeAnimator(engine: stage.engine, initialValue: 0.0) { _ in
            KeyframeTrack { CubicKeyframe(50.0, duration: 1) }
        }
        animator.onValue { [layer = stage.layer] in layer.bounds.size.width = 100 + $0 }
        stage.engine.animate(withDuration: 1) { animator.start() }
        #expect(!stage.engine.hasRunningAnimations || animator.isRunning)
        let shown = stage.frame(0.5)
        // Cubic from rest to rest: Hermite h01(½) = ½.
        #expect(close(shown.bounds.width, 125) && close(stage.layer.bounds.width, 125))
        _ = stage.frame(2)
        #expect(!stage.engine.hasRunningAnimations && stage.layer.bounds.width == 150)
    }

    @Test("an empty timeline ends at once with its completion")
    func emptyTimeline() {
        let stage = Stage()
        let animator = KeyframeAnimator(engine: stage.engine, initialValue: Card(scale: 3)) { _ in Keyframes<Card>.empty
        }
        var completed = 0
        animator.completion = { completed += 1 }
        animator.start()
        #expect(completed == 1 && !animator.isRunning && animator.value.scale == 3)
    }
}
