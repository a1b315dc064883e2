import Layers
import Motion
import Testing

/// Records an animator's state changes and completions with the engine's callback time.
private final class AnimatorLog {
    let stage: Stage
    var entries: [(time: Double, what: String)] = []

    init(_ stage: Stage) {
        self.stage = stage
    }

    /// Watches `animator`: every state change (with running/paused) and one completion.
    func watch(_ animator: PropertyAnimator) {
        animator.onStateChange = { [unowned self, weak animator] state in
            let detail = state == .active ? ((animator?.isRunning ?? false) ? " running" : " paused") : ""
            entries.append((stage.engine.callbackTime, "state \(state)\(detail)"))
        }
        animator.addCompletion { [unowned self] position in
            entries.append((stage.engine.callbackTime, "completion \(position)"))
        }
    }

    var whats: [String] { entries.map(\.what) }
    var completions: [String] { whats.filter { $0.hasPrefix("completion") } }
}

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// A one-second animator moving the stage's layer to x = 100 (and y = `y`).
private func mover(_ stage: Stage, duration: Double = 1, curve: UnitCurve = .linear, y: Double = 0) -> PropertyAnimator
{
    PropertyAnimator(engine: stage.engine, duration: duration, curve: curve) { [layer = stage.layer] in
        layer.position = Point(x: 100, y: y)
    }
}

@Suite("PropertyAnimator: the state table")
struct PropertyAnimatorStateTableTests {
    @Test("startAnimation: .inactive → .active running, and paused → running")
    func startFromInactiveAndFromPaused() {
        let stage = Stage()
        let log = AnimatorLog(stage)
        let animator = mover(stage)
        log.watch(animator)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(stage.layer.position.x == 0)   // blocks wait for the start, as in UIKit
        _ = stage.frame(0)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(stage.layer.position.x == 100)   // the model is set at once
        #expect(close(stage.frame(0.25).position.x, 25))
        animator.pauseAnimation()
        #expect(close(stage.frame(0.5).position.x, 25))
        animator.startAnimation()   // resumes at 0.5 with 0.75 s left
        #expect(animator.state == .active && animator.isRunning)
        #expect(close(stage.frame(0.75).position.x, 50))
        animator.startAnimation()   // already running: nothing happens
        _ = stage.frame(1.2)
        #expect(animator.state == .active)
        #expect(stage.frame(1.25).position.x == 100)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(
            log.whats == [
                "state .active running", "state .active paused", "state .active running",
                "state .inactive", "completion .end",
            ])
        #expect(log.entries.map(\.time) == [0, 0.25, 0.5, 1.25, 1.25])
    }

    @Test("pauseAnimation: .inactive → .active paused at the start values, running → paused")
    func pauseFromInactiveAndFromRunning() {
        let stage = Stage()
        let log = AnimatorLog(stage)
        let animator = mover(stage)
        log.watch(animator)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(stage.layer.position.x == 100)
        #expect(stage.frame(0.3).position.x == 0)   // shows the start, ready to scrub
        #expect(animator.fractionComplete == 0)
        animator.pauseAnimation()   // already paused: nothing happens
        animator.startAnimation()
        #expect(close(stage.frame(0.7).position.x, 40))
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(close(stage.frame(2).position.x, 40))
        #expect(close(animator.fractionComplete, 0.4))
        #expect(log.whats == ["state .active paused", "state .active running", "state .active paused"])
        #expect(log.entries.map(\.time) == [0, 0.3, 0.7])
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
    }

    @Test(
        "stopAnimation(true): .active → .inactive, the layers stay where shown, completions never run",
        arguments: [false, true])
    func stopWithoutFinishing(paused: Bool) {
        let stage = Stage()
        let log = AnimatorLog(stage)
        let animator = mover(stage)
        log.watch(animator)
        _ = stage.frame(0)
        animator.startAnimation()
        _ = stage.frame(0.4)
        if paused { animator.pauseAnimation() }
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(close(stage.layer.position.x, 40))   // model = presentation
        #expect(!stage.layer.isAnimating)
        #expect(close(stage.frame(0.5).position.x, 40))
        _ = stage.frame(3)
        #expect(log.completions.isEmpty)
        #expect(log.whats.last == "state .inactive")
        #expect(log.entries.last?.time == 0.4)
    }

    @Test(
        "stopAnimation(false): .active → .stopped, frozen; finishAnimation(at:) → .inactive with that position",
        arguments: [PropertyAnimator.Position.end, .start, .current])
    func stopThenFinish(position: PropertyAnimator.Position) {
        let stage = Stage()
        let log = AnimatorLog(stage)
        let animator = mover(stage)
        log.watch(animator)
        _ = stage.frame(0)
        animator.startAnimation()
        _ = stage.frame(0.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        #expect(close(stage.frame(0.6).position.x, 40))   // frozen where it was shown
        #expect(stage.layer.position.x == 100)
        #expect(log.completions.isEmpty)
        _ = stage.frame(0.7)
        animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        let expected: Double
        switch position {
        case .end: expected = 100
        case .start: expected = 0
        case .current: expected = 40
        }
        #expect(close(stage.layer.position.x, expected))
        #expect(close(stage.frame(0.8).position.x, expected))
        #expect(!stage.layer.isAnimating)
        #expect(log.whats == ["state .active running", "state .stopped", "state .inactive", "completion \(position)"])
        #expect(log.entries.map(\.time) == [0, 0.4, 0.7, 0.7])
    }

    @Test(
        "continueAnimation: paused → running; durationFactor 0 keeps the remaining time, otherwise factor × duration",
        arguments: [0.0, 2.0])
    func continueFromPaused(durationFactor: Double) {
        let stage = Stage()
        let log = AnimatorLog(stage)
        let animator = mover(stage)
        log.watch(animator)
        _ = stage.frame(0)
        animator.startAnimation()
        _ = stage.frame(0.4)
        animator.pauseAnimation()
        #expect(close(stage.frame(1).position.x, 40))
        animator.continueAnimation(withTimingParameters: nil, durationFactor: durationFactor)
        #expect(animator.state == .active && animator.isRunning)
        let remaining = durationFactor == 0 ? 0.6 : 2
        #expect(close(stage.frame(1 + remaining / 2).position.x, 70))
        _ = stage.frame(1 + remaining - 0.01)
        #expect(animator.state == .active)
        _ = stage.frame(1 + remaining)
        #expect(animator.state == .inactive)
        #expect(log.whats.suffix(3) == ["state .active running", "state .inactive", "completion .end"])
        #expect(close(log.entries.last!.time, 1 + remaining))
    }

    @Test(
        "running to the end: .active → .inactive, completion .end stamped at the exact end time",
        arguments: [30.0, 60.0, 120.0])
    func naturalFinish(frameRate: Double) {
        let stage = Stage()
        let log = AnimatorLog(stage)
        let animator = mover(stage, duration: 0.5, curve: .easeInOut)
        log.watch(animator)
        _ = stage.frame(0)
        animator.startAnimation()
        var frame = 0
        var shown: [Double] = []
        while animator.state == .active {
            frame += 1
            shown.append(stage.frame(Double(frame) / frameRate).position.x)
        }
        #expect(shown == shown.sorted())
        #expect(shown.last == 100)
        #expect(stage.layer.position.x == 100 && !stage.layer.isAnimating)
        #expect(log.whats == ["state .active running", "state .inactive", "completion .end"])
        #expect(log.entries.map(\.time) == [0, 0.5, 0.5])   // not the frame that noticed it
    }

    @Test("setting fractionComplete on an inactive animator pauses it; while running it is ignored")
    func fractionCompleteActivates() {
        let stage = Stage()
        let animator = mover(stage)
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning)
        #expect(close(stage.frame(0).position.x, 30))
        animator.startAnimation()
        _ = stage.frame(0.2)
        animator.fractionComplete = 0.9
        #expect(close(animator.fractionComplete, 0.5))
        #expect(close(stage.frame(0.3).position.x, 60))
        animator.stopAnimation(true)
    }
}

@Suite("PropertyAnimator: the pitfalls")
struct PropertyAnimatorPitfallTests {
    @Test("stopAnimation(true) never calls completions, even when the animator is reused (interrupt and retarget)")
    func hardStopDropsCompletions() {
        let stage = Stage()
        var calls: [String] = []
        let animator = mover(stage)
        animator.addCompletion { calls.append("first \($0)") }
        _ = stage.frame(0)
        animator.startAnimation()
        _ = stage.frame(0.5)
        animator.stopAnimation(true)
        #expect(close(stage.layer.position.x, 50))
        animator.addAnimations { stage.layer.position = Point(x: 0, y: 80) }
        animator.addCompletion { calls.append("second \($0)") }
        animator.startAnimation()
        let halfway = stage.frame(1)
        #expect(close(halfway.position.x, 25) && close(halfway.position.y, 40))   // from where it was shown
        _ = stage.frame(1.5)
        #expect(calls == ["second .end"])
        #expect(stage.layer.position == Point(x: 0, y: 80))
    }

    @Test("scrubbing a paused animator: linear with scrubsLinearly, along the curve without")
    func scrubbing() {
        let stage = Stage()
        let animator = mover(stage, curve: .easeInOut)
        animator.pauseAnimation()
        #expect(animator.scrubsLinearly)
        for f in [0.1, 0.25, 0.8] {
            animator.fractionComplete = f
            #expect(close(stage.frame(0).position.x, 100 * f))
            #expect(close(animator.fractionComplete, f))
        }
        animator.scrubsLinearly = false
        for f in [0.1, 0.25, 0.8] {
            animator.fractionComplete = f
            #expect(close(stage.frame(0).position.x, 100 * UnitCurve.easeInOut.value(at: f)))
            #expect(close(animator.fractionComplete, f))
        }
        #expect(UnitCurve.easeInOut.value(at: 0.1) < 0.05)   // the curve really differs
        animator.fractionComplete = 7
        #expect(animator.fractionComplete == 1 && stage.frame(0).position.x == 100)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(stage.layer.position.x == 100)
    }

    @Test(
        "interrupting a running animator: pause, save fractionComplete, scrub from it — nothing jumps",
        arguments: [true, false])
    func savedFractionDoesNotJump(scrubsLinearly: Bool) {
        let stage = Stage()
        let animator = mover(stage, curve: .easeInOut)
        animator.scrubsLinearly = scrubsLinearly
        _ = stage.frame(0)
        animator.startAnimation()
        let shown = stage.frame(0.3).position.x
        #expect(close(shown, 100 * UnitCurve.easeInOut.value(at: 0.3)))
        // .began
        animator.pauseAnimation()
        let saved = animator.fractionComplete
        // .changed with no translation yet, then a little
        animator.fractionComplete = saved
        #expect(close(stage.frame(0.32).position.x, shown))
        animator.fractionComplete = saved + 0.1
        let moved = stage.frame(0.34).position.x
        let expected = scrubsLinearly ? shown + 10 : 100 * UnitCurve.easeInOut.value(at: 0.4)
        #expect(close(moved, expected))
        // .ended: carries on from there without a jump
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(close(stage.frame(0.34).position.x, moved))
        let next = stage.frame(0.35).position.x
        #expect(next > moved && next - moved < 2)
        _ = stage.frame(2)
        #expect(animator.state == .inactive && stage.layer.position.x == 100)
    }

    @Test(
        "isReversed mid-flight plays back along the curve and completes at .start",
        arguments: [UnitCurve.linear, .easeInOut])
    func reverseMidFlight(curve: UnitCurve) {
        let stage = Stage()
        let log = AnimatorLog(stage)
        let animator = mover(stage, curve: curve)
        log.watch(animator)
        _ = stage.frame(0)
        animator.startAnimation()
        _ = stage.frame(0.6)
        animator.isReversed = true
        #expect(animator.isRunning)
        #expect(close(stage.frame(0.6).position.x, 100 * curve.value(at: 0.6)))
        #expect(close(stage.frame(0.9).position.x, 100 * curve.value(at: 0.3)))
        #expect(close(animator.fractionComplete, 0.3))
        _ = stage.frame(1.19)
        #expect(animator.state == .active)
        _ = stage.frame(1.25)
        #expect(animator.state == .inactive)
        #expect(stage.layer.position.x == 0)   // UIKit resets the model at .start
        #expect(stage.frame(1.3).position.x == 0)
        #expect(log.completions == ["completion .start"])
        #expect(close(log.entries.last!.time, 1.2))
    }

    @Test("an animator reversed before it starts plays from the end values back to the start")
    func reversedBeforeTheStart() {
        let stage = Stage()
        let log = AnimatorLog(stage)
        let animator = mover(stage)
        animator.isReversed = true
        log.watch(animator)
        _ = stage.frame(0)
        animator.startAnimation()
        #expect(stage.frame(0).position.x == 100)
        #expect(close(stage.frame(0.25).position.x, 75))
        _ = stage.frame(1)
        #expect(animator.state == .inactive && stage.layer.position.x == 0)
        #expect(log.completions == ["completion .start"])
    }

    @Test("pausesOnCompletion keeps the animator active at the end, without completions, ready to reverse")
    func pausesOnCompletion() {
        let stage = Stage()
        let log = AnimatorLog(stage)
        let animator = mover(stage, duration: 0.5)
        animator.pausesOnCompletion = true
        log.watch(animator)
        _ = stage.frame(0)
        animator.startAnimation()
        _ = stage.frame(0.6)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(stage.frame(0.7).position.x == 100)
        #expect(log.completions.isEmpty)
        #expect(log.entries.last?.what == "state .active paused" && log.entries.last?.time == 0.5)
        animator.isReversed = true
        animator.startAnimation()
        #expect(close(stage.frame(0.95).position.x, 50))
        _ = stage.frame(1.3)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(stage.frame(1.3).position.x == 0 && animator.fractionComplete == 0)
        #expect(log.completions.isEmpty)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(log.completions == ["completion .start"])
        #expect(stage.layer.position.x == 0)
    }

    @Test("continueAnimation with a spring hands the gesture's velocity off: velocity × remaining distance, per axis")
    func springVelocityHandoff() {
        let stage = Stage()
        let log = AnimatorLog(stage)
        let animator = PropertyAnimator(engine: stage.engine, duration: 0.5, dampingRatio: 1) {
            stage.layer.position = Point(x: 200, y: 100)
        }
        log.watch(animator)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        let shown = stage.frame(0.1).position
        #expect(close(shown.x, 100) && close(shown.y, 50))
        // A release at 300 pt/s right and 50 pt/s up, in UIKit's relative units.
        let velocity = Vector(
            dx: Spring.relativeVelocity(300, from: shown.x, to: 200),
            dy: Spring.relativeVelocity(-50, from: shown.y, to: 100))
        #expect(velocity == Vector(dx: 3, dy: -1))
        animator.continueAnimation(
            withTimingParameters: .spring(Spring(response: 0.4, dampingRatio: 0.7), initialVelocity: velocity),
            durationFactor: 0)
        #expect(stage.frame(0.1).position == shown)   // no jump
        let h = 1e-6
        let after = stage.frame(0.1 + h).position
        #expect(close((after.x - shown.x) / h, 300, 0.05))
        #expect(close((after.y - shown.y) / h, -50, 0.05))
        var time = 0.1
        while animator.state == .active && time < 5 {
            time += 1.0 / 60
            _ = stage.frame(time)
        }
        #expect(animator.state == .inactive)
        #expect(stage.layer.presentation().position == Point(x: 200, y: 100))
        #expect(log.completions == ["completion .end"])
    }

    @Test("a damping-ratio animator settles in its duration; continuing with a damped spring takes the remaining time")
    func dampedSpringDuration() {
        let stage = Stage()
        let animator = PropertyAnimator(engine: stage.engine, duration: 0.5, dampingRatio: 0.6) {
            stage.layer.position = Point(x: 100, y: 0)
        }
        _ = stage.frame(0)
        animator.startAnimation()
        var overshoot = 0.0
        for i in 1...29 { overshoot = max(overshoot, stage.frame(Double(i) / 60).position.x) }
        #expect(overshoot > 100)   // under-damped: it bounces
        #expect(abs(stage.frame(0.49).position.x - 100) < 0.1 * 100)
        _ = stage.frame(0.5)
        #expect(animator.state == .inactive)

        let other = PropertyAnimator(engine: stage.engine, duration: 1, dampingRatio: 1) {
            stage.layer.opacity = 0
        }
        other.pauseAnimation()
        other.fractionComplete = 0.6
        _ = stage.frame(1)
        other.continueAnimation(
            withTimingParameters: .dampedSpring(dampingRatio: 1, initialVelocity: .zero), durationFactor: 0)
        _ = stage.frame(1.39)
        #expect(other.state == .active)
        _ = stage.frame(1.4)
        #expect(other.state == .inactive && stage.layer.opacity == 0)
    }

    @Test("addAnimations while running starts from what is shown, after delayFactor × the remaining time")
    func addAnimationsWhileRunning() {
        let stage = Stage()
        let animator = mover(stage)
        _ = stage.frame(0)
        animator.startAnimation()
        _ = stage.frame(0.5)
        // Remaining 0.5 s: the fade starts 0.25 s from now and ends with the animator.
        animator.addAnimations({ stage.layer.opacity = 0 }, delayFactor: 0.5)
        #expect(stage.layer.opacity == 0)
        // The position block is taken over from where it is shown (x = 50).
        animator.addAnimations { stage.layer.position = Point(x: 300, y: 0) }
        var frame = stage.frame(0.6)
        #expect(frame.opacity == 1 && close(frame.position.x, 50 + 250 * 0.2))
        #expect(stage.frame(0.75).opacity == 1)
        frame = stage.frame(0.875)
        #expect(close(frame.opacity, 0.5) && close(frame.position.x, 50 + 250 * 0.75))
        frame = stage.frame(1)
        #expect(animator.state == .inactive)
        #expect(frame.opacity == 0 && frame.position.x == 300)
    }

    @Test("addAnimations(_:delayFactor:) before the start: the block begins delayFactor × duration in")
    func addAnimationsWithDelayBeforeStart() {
        let stage = Stage()
        let animator = mover(stage)
        animator.addAnimations({ stage.layer.opacity = 0 }, delayFactor: 0.5)
        #expect(stage.layer.opacity == 1)   // not run before the start
        _ = stage.frame(0)
        animator.startAnimation()
        #expect(stage.frame(0.4).opacity == 1)
        let frame = stage.frame(0.75)
        #expect(close(frame.opacity, 0.5) && close(frame.position.x, 75))
        _ = stage.frame(1)
        #expect(stage.layer.presentation().opacity == 0)
    }

    @Test("runningPropertyAnimator starts at once, can be fired and forgotten, and completes")
    func runningPropertyAnimator() {
        let stage = Stage()
        var calls: [(Double, PropertyAnimator.Position)] = []
        weak var weakAnimator: PropertyAnimator?
        do {
            let animator = PropertyAnimator.runningPropertyAnimator(
                engine: stage.engine, withDuration: 0.4, delay: 0.1, options: [.curveLinear],
                animations: { stage.layer.position = Point(x: 100, y: 0) },
                completion: { calls.append((stage.engine.callbackTime, $0)) })
            #expect(animator.state == .active && animator.isRunning && animator.delay == 0.1)
            #expect(!animator.isUserInteractionEnabled)
            weakAnimator = animator
        }
        #expect(weakAnimator != nil)   // the engine holds it while it runs
        #expect(stage.layer.position.x == 100)
        #expect(stage.frame(0.05).position.x == 0)
        #expect(close(stage.frame(0.3).position.x, 50))
        _ = stage.frame(0.55)
        #expect(calls.count == 1 && calls.first?.0 == 0.5 && calls.first?.1 == .end)
        #expect(weakAnimator == nil)
        #expect(!stage.engine.hasRunningAnimations)
    }

    @Test("a non-interruptible animator runs to its end")
    func nonInterruptibleRunsToTheEnd() {
        let stage = Stage()
        let log = AnimatorLog(stage)
        let animator = mover(stage)
        animator.isInterruptible = false
        animator.isManualHitTestingEnabled = true
        log.watch(animator)
        _ = stage.frame(0)
        animator.startAnimation()
        #expect(!animator.isInterruptible && animator.isManualHitTestingEnabled && animator.isUserInteractionEnabled)
        _ = stage.frame(1)
        #expect(log.whats == ["state .active running", "state .inactive", "completion .end"])
        animator.isInterruptible = true   // legal again once inactive
    }

    @Test("changes of non-interpolating properties and of layers outside the engine take effect at once")
    func nonAnimatableChanges() {
        let stage = Stage()
        let loose = Layer(name: "loose")
        let animator = PropertyAnimator(engine: stage.engine, duration: 1) {
            stage.layer.isHidden = true
            stage.layer.opacity = 0.5
            loose.opacity = 0
        }
        _ = stage.frame(0)
        animator.startAnimation()
        let frame = stage.frame(0.5)
        #expect(frame.isHidden && loose.presentation().opacity == 0)
        #expect(frame.opacity > 0.5 && frame.opacity < 1)
        animator.stopAnimation(true)
    }
}

/// Expects the standard error of an exit test to hold `message` (the precondition's).
private func expectMessage(
    _ result: ExitTest.Result?, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let result else { return }   // the exit test itself already failed
    let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(stderr.contains(message), "stderr: \(stderr)", sourceLocation: sourceLocation)
}

@Suite("PropertyAnimator: illegal transitions stop with a precondition")
struct PropertyAnimatorMisuseTests {
    @Test func finishWhenNotStopped() async {
        expectMessage(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let stage = Stage()
                let animator = PropertyAnimator(engine: stage.engine, duration: 1) { stage.layer.opacity = 0 }
                animator.startAnimation()
                animator.finishAnimation(at: .end)
            },
            "finishAnimation(at:) called on a PropertyAnimator in state .active (running); it is legal only in .stopped — call stopAnimation(false) first"
        )
        expectMessage(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let stage = Stage()
                let animator = PropertyAnimator(engine: stage.engine, duration: 1) { stage.layer.opacity = 0 }
                animator.finishAnimation(at: .current)
            }, "finishAnimation(at:) called on a PropertyAnimator in state .inactive")
    }

    @Test func startAfterStopWithoutFinishing() async {
        expectMessage(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let stage = Stage()
                let animator = PropertyAnimator(engine: stage.engine, duration: 1) { stage.layer.opacity = 0 }
                animator.startAnimation()
                animator.stopAnimation(false)
                animator.startAnimation()
            },
            "startAnimation() called on a PropertyAnimator in state .stopped; in .stopped only finishAnimation(at:) is legal"
        )
    }

    @Test func pauseAfterStopWithoutFinishing() async {
        expectMessage(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let stage = Stage()
                let animator = PropertyAnimator(engine: stage.engine, duration: 1) { stage.layer.opacity = 0 }
                animator.startAnimation()
                animator.stopAnimation(false)
                animator.pauseAnimation()
            }, "pauseAnimation() called on a PropertyAnimator in state .stopped")
    }

    @Test func continueOrAddAfterStopWithoutFinishing() async {
        expectMessage(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let stage = Stage()
                let animator = PropertyAnimator(engine: stage.engine, duration: 1) { stage.layer.opacity = 0 }
                animator.pauseAnimation()
                animator.stopAnimation(false)
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            }, "continueAnimation(withTimingParameters:durationFactor:) called on a PropertyAnimator in state .stopped")
        expectMessage(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let stage = Stage()
                let animator = PropertyAnimator(engine: stage.engine, duration: 1) { stage.layer.opacity = 0 }
                animator.pauseAnimation()
                animator.stopAnimation(false)
                animator.addAnimations { stage.layer.opacity = 1 }
            }, "addAnimations(_:) called on a PropertyAnimator in state .stopped")
    }

    @Test func stopWhenInactiveOrStopped() async {
        expectMessage(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let stage = Stage()
                let animator = PropertyAnimator(engine: stage.engine, duration: 1) { stage.layer.opacity = 0 }
                animator.stopAnimation(true)
            }, "stopAnimation(_:) called on a PropertyAnimator in state .inactive; it is legal only in .active")
        expectMessage(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let stage = Stage()
                let animator = PropertyAnimator(engine: stage.engine, duration: 1) { stage.layer.opacity = 0 }
                animator.startAnimation()
                animator.stopAnimation(false)
                animator.stopAnimation(true)
            }, "stopAnimation(_:) called on a PropertyAnimator in state .stopped")
    }

    @Test func releasingAStoppedAnimator() async {
        expectMessage(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let stage = Stage()
                do {
                    let animator = PropertyAnimator(engine: stage.engine, duration: 1) { stage.layer.opacity = 0 }
                    animator.startAnimation()
                    animator.stopAnimation(false)
                }
                _ = stage.frame(1)
            }, "a PropertyAnimator was released in state .stopped; call finishAnimation(at:) before letting it go")
        // Finished first, it goes quietly.
        let stage = Stage()
        weak var weakAnimator: PropertyAnimator?
        do {
            let animator = PropertyAnimator(engine: stage.engine, duration: 1) { stage.layer.opacity = 0 }
            animator.startAnimation()
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
            weakAnimator = animator
        }
        #expect(weakAnimator == nil)
    }

    @Test func pausingOrStoppingANonInterruptibleAnimator() async {
        expectMessage(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let stage = Stage()
                let animator = PropertyAnimator(engine: stage.engine, duration: 1) { stage.layer.opacity = 0 }
                animator.isInterruptible = false
                animator.startAnimation()
                animator.pauseAnimation()
            }, "pauseAnimation() called on a PropertyAnimator whose isInterruptible is false")
        expectMessage(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let stage = Stage()
                let animator = PropertyAnimator(engine: stage.engine, duration: 1) { stage.layer.opacity = 0 }
                animator.isInterruptible = false
                animator.startAnimation()
                animator.stopAnimation(true)
            }, "stopAnimation(_:) called on a PropertyAnimator whose isInterruptible is false")
        expectMessage(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let stage = Stage()
                let animator = PropertyAnimator(engine: stage.engine, duration: 1) { stage.layer.opacity = 0 }
                animator.startAnimation()
                animator.isInterruptible = false
            },
            "isInterruptible set on a PropertyAnimator in state .active (running); it can change only while .inactive")
    }
}
