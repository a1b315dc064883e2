import Motion

extension PropertyAnimator {
    /// Starts the animations, or resumes them where they were paused (UIKit's
    /// `startAnimation()`): `.inactive` or paused → `.active`, running. Nothing happens while
    /// already running.
    ///
    /// - Complexity: O(p) from `.inactive`, where p is the number of animators the engine ticks,
    ///   plus the pending blocks' changes, each O(a) for the a animations on its layer; O(1) from
    ///   paused (its animations read one shared timeline).
    public func startAnimation() {
        start(afterDelay: 0, call: "startAnimation()")
    }

    /// Starts (or resumes) after `delay` seconds; the animator is running, holding its
    /// values, meanwhile.
    ///
    /// - Complexity: as `startAnimation()`.
    public func startAnimation(afterDelay delay: Double) {
        start(afterDelay: delay, call: "startAnimation(afterDelay:)")
    }

    /// Pauses the animations where they are (UIKit's `pauseAnimation()`): `.inactive` or
    /// running → `.active`, paused. From `.inactive` the animations blocks run and the layers
    /// show their start values, ready for scrubbing.
    ///
    /// - Complexity: as `startAnimation()`: from `.inactive` the blocks run; from running, O(1).
    public func pauseAnimation() {
        requireNotStopped("pauseAnimation()")
        requireInterruptible("pauseAnimation()")
        let before = snapshot
        switch state {
        case .inactive:
            activate()
        case .active:
            guard isRunning else { return }
            freeze(at: engine.nowSeconds)
            isRunning = false
        case .stopped:
            break
        }
        emitIfChanged(since: before, at: engine.nowSeconds)
        engine.flushCompletions()
    }

    /// Stops the animations where they are shown (UIKit's `stopAnimation(_:)`).
    ///
    /// `true`: a hard stop — the animations are removed, the layers' model values become
    /// what was shown (nothing jumps), the animator is `.inactive` and its completions are
    /// dropped without being called. `false`: the animator is `.stopped`, frozen where it was;
    /// `finishAnimation(at:)` must follow (and releasing it before is an error).
    ///
    /// - Complexity: O(p) with `false`, for p animators the engine ticks; with `true`, as
    ///   `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        if state == .stopped {
            preconditionFailure(
                "stopAnimation(_:) called on a PropertyAnimator in state .stopped; in .stopped only finishAnimation(at:) is legal — call finishAnimation(at:) first"
            )
        }
        if state == .inactive {
            preconditionFailure(
                "stopAnimation(_:) called on a PropertyAnimator in state .inactive; it is legal only in .active — call startAnimation() or pauseAnimation() first"
            )
        }
        requireInterruptible("stopAnimation(_:)")
        let before = snapshot
        if isRunning { freeze(at: engine.nowSeconds) }
        isRunning = false
        if withoutFinishing {
            finish(settlingAt: timeline.progress(at: engine.nowSeconds), position: nil, at: engine.nowSeconds)
        } else {
            state = .stopped
            engine.removeFrameObserver(self)
            emitIfChanged(since: before, at: engine.nowSeconds)
        }
        engine.flushCompletions()
    }

    /// Ends a stopped animator (UIKit's `finishAnimation(at:)`): `.stopped` → `.inactive`.
    /// The layers' model values are set to the start values (`.start`, as UIKit resets the
    /// properties), the blocks' values (`.end`) or what was shown (`.current`), the
    /// animations are removed so the presentation equals the model, and the completions run
    /// with `position`.
    ///
    /// - Complexity: O(m·l + a + p), where m is the number of property animations the animator runs
    ///   over l layers, a the animations on those layers (its own are removed) and p the number of
    ///   animators the engine ticks, plus the completions.
    public func finishAnimation(at position: Position) {
        guard state == .stopped else {
            preconditionFailure(
                "finishAnimation(at:) called on a PropertyAnimator in state \(stateDescription); it is legal only in .stopped — call stopAnimation(false) first"
            )
        }
        let progress: PropertyAnimatorTimeline.Progress
        switch position {
        case .start: progress = .zero
        case .end: progress = PropertyAnimatorTimeline.Progress(1)
        case .current: progress = timeline.progress(at: engine.nowSeconds)
        }
        finish(settlingAt: progress, position: position, at: engine.nowSeconds)
        engine.flushCompletions()
    }

    /// Runs a paused animator again with new timing (UIKit's
    /// `continueAnimation(withTimingParameters:durationFactor:)`), from where it is toward
    /// the end (the start when reversed).
    ///
    /// `parameters` nil keeps the timing (a cubic curve carries on along itself). With new
    /// parameters the run starts from the values shown, so nothing jumps, and a spring's
    /// relative `initialVelocity` hands a gesture's velocity off: right after the call the
    /// presentation moves at velocity × the remaining distance. `durationFactor` 0 keeps the
    /// remaining duration ((1 − fraction) × duration); otherwise the remaining run lasts
    /// `durationFactor` × the original duration (a physical `.spring` settles in its own time).
    /// On a running animator it retimes the rest of the run (keeping its velocity when
    /// `parameters` is nil); on an inactive one it starts it.
    ///
    /// - Complexity: O(1) on an active animator (its animations read one shared timeline); from
    ///   `.inactive`, as `startAnimation()`.
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
        requireNotStopped("continueAnimation(withTimingParameters:durationFactor:)")
        precondition(
            durationFactor >= 0 && durationFactor.isFinite,
            "continueAnimation(withTimingParameters:durationFactor:) needs a finite durationFactor >= 0; got \(durationFactor)"
        )
        if case let .dampedSpring(ratio, _)? = parameters {
            precondition(
                ratio > 0 && ratio.isFinite, "continueAnimation: .dampedSpring needs a damping ratio > 0; got \(ratio)")
        }
        let before = snapshot
        var velocity: StartVelocity = .none
        if state == .inactive {
            activate()
            velocity = .timing
        } else if isRunning {
            velocity = .carried(timeline.velocity(at: engine.nowSeconds))
        }
        if let parameters {
            timing = parameters
            velocity = .timing
        }
        run(
            startingAt: engine.nowSeconds, continuingCurve: parameters == nil, durationFactor: durationFactor,
            velocity: velocity)
        emitIfChanged(since: before, at: engine.nowSeconds)
        engine.flushCompletions()
    }

    // MARK: Helpers

    func start(afterDelay delay: Double, call: String) {
        requireNotStopped(call)
        precondition(delay >= 0 && delay.isFinite, "\(call) needs a finite delay >= 0; got \(delay)")
        let before = snapshot
        switch state {
        case .inactive:
            self.delay = delay
            activate()
            run(startingAt: engine.nowSeconds + delay, continuingCurve: true, durationFactor: 0, velocity: .timing)
        case .active:
            guard !isRunning else { return }
            self.delay = delay
            run(startingAt: engine.nowSeconds + delay, continuingCurve: true, durationFactor: 0, velocity: .none)
        case .stopped:
            break
        }
        emitIfChanged(since: before, at: engine.nowSeconds)
        engine.flushCompletions()
    }

    func setReversed(_ newValue: Bool) {
        guard newValue != reversed else { return }
        reversed = newValue
        // A running animator turns around where it is, keeping its speed; a paused or
        // inactive one just runs the other way when it goes.
        guard state == .active, isRunning, let segment = timeline.segment else { return }
        let now = engine.nowSeconds
        run(
            startingAt: max(now, segment.start), continuingCurve: true, durationFactor: 0,
            velocity: .carried(timeline.velocity(at: now)))
    }

    var currentFraction: Double {
        switch state {
        case .inactive:
            return 0
        case .active, .stopped:
            if isRunning { return min(max(timeline.fraction(at: engine.nowSeconds), 0), 1) }
            guard case let .frozen(progress, fraction) = timeline.mode else { return 0 }
            return scrubsLinearly ? min(max(progress.x, 0), 1) : fraction
        }
    }

    func scrub(to value: Double) {
        guard !value.isNaN else { return }
        switch state {
        case .stopped: return
        case .active: if isRunning { return }
        case .inactive: pauseAnimation()
        }
        let f = min(max(value, 0), 1)
        if scrubsLinearly {
            timeline.mode = .frozen(progress: .init(f), fraction: timing.fraction(forProgress: f))
        } else {
            timeline.mode = .frozen(progress: timing.progress(atFraction: f, duration: duration), fraction: f)
        }
    }

    /// Freezes the timeline at `time`. With a timing curve, the fraction is put where the
    /// curve shows the frozen value, so scrubbing along the curve from there does not jump.
    func freeze(at time: Double) {
        timeline.freeze(at: time)
        guard case let .cubic(curve) = timing, case let .frozen(progress, _) = timeline.mode,
            progress.x == progress.y, let u = Self.parameter(on: curve, showing: progress.x)
        else { return }
        timeline.mode = .frozen(progress: progress, fraction: u)
    }

    /// (state, isRunning), to tell whether a call changed anything observable.
    var snapshot: (State, Bool) { (state, isRunning) }

    /// The state as the preconditions name it.
    var stateDescription: String {
        switch state {
        case .active: return isRunning ? ".active (running)" : ".active (paused)"
        case .inactive, .stopped: return state.description
        }
    }

    func emitIfChanged(since before: (State, Bool), at time: Double) {
        guard before.0 != state || before.1 != isRunning, let handler = onStateChange else { return }
        let now = state
        engine.enqueue(time) { handler(now) }
    }

    func requireNotStopped(_ call: String) {
        if state == .stopped {
            preconditionFailure(
                "\(call) called on a PropertyAnimator in state .stopped; in .stopped only finishAnimation(at:) is legal — call finishAnimation(at:) first"
            )
        }
    }

    func requireInterruptible(_ call: String) {
        if !isInterruptible {
            preconditionFailure(
                "\(call) called on a PropertyAnimator whose isInterruptible is false (state \(stateDescription)); a non-interruptible animator cannot be paused or stopped — it runs to its end once started"
            )
        }
    }

    func requireInactive(_ property: String) {
        if state != .inactive {
            preconditionFailure(
                "\(property) set on a PropertyAnimator in state \(stateDescription); it can change only while .inactive"
            )
        }
    }
}
