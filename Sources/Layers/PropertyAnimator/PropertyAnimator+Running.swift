import Motion

extension PropertyAnimator {
    /// The velocity a new run starts with.
    enum StartVelocity {
        /// At rest (resuming a paused animator).
        case none
        /// The timing's relative initial velocity (a fresh start, or new timing parameters).
        case timing
        /// The progress velocity the animator has now (turning around, retiming).
        case carried(PropertyAnimatorTimeline.Progress)
    }

    /// Runs from where the animator is at `engine.nowSeconds` toward the end it is heading for,
    /// beginning at `start`.
    func run(startingAt start: Double, continuingCurve: Bool, durationFactor: Double, velocity: StartVelocity) {
        timeline.mode = .running(
            segment(
                startingAt: start, continuingCurve: continuingCurve,
                durationFactor: durationFactor, velocity: velocity))
        isRunning = true
    }

    func segment(
        startingAt start: Double, continuingCurve: Bool, durationFactor: Double,
        velocity: StartVelocity
    ) -> PropertyAnimatorTimeline.Segment {
        typealias Progress = PropertyAnimatorTimeline.Progress
        typealias Segment = PropertyAnimatorTimeline.Segment
        let now = engine.nowSeconds
        let progress = timeline.progress(at: now)
        let fraction = timeline.fraction(at: now)
        let target: Double = reversed ? 0 : 1
        func remaining(from fraction: Double) -> Double {
            durationFactor > 0 ? durationFactor * duration : abs(target - fraction) * duration
        }
        func progressVelocity(_ relative: Vector) -> Progress {
            switch velocity {
            case .none: return .zero
            case .timing:
                return Progress(x: relative.dx * (target - progress.x), y: relative.dy * (target - progress.y))
            case let .carried(carried): return carried
            }
        }
        func springSegment(_ spring: Spring, velocity: Progress) -> Segment {
            let time = Self.settlingTime(spring, from: progress, velocity: velocity, to: target)
            return Segment(
                start: start, end: start + time, fractionFrom: fraction, fractionTo: target, target: target,
                shape: .spring(spring, initial: progress, velocity: velocity))
        }
        switch timing {
        case let .cubic(curve):
            if continuingCurve, progress.x == progress.y, let u = Self.parameter(on: curve, showing: progress.x) {
                return Segment(
                    start: start, end: start + remaining(from: u), fractionFrom: u, fractionTo: target,
                    target: target, shape: .curve(curve, from: u, to: target))
            }
            return Segment(
                start: start, end: start + remaining(from: fraction), fractionFrom: fraction, fractionTo: target,
                target: target, shape: .remapped(curve, initial: progress))
        case let .spring(physical, relative):
            return springSegment(physical, velocity: progressVelocity(relative))
        case let .dampedSpring(ratio, relative):
            let time = remaining(from: fraction)
            guard time > 0 else {
                return Segment(
                    start: start, end: start, fractionFrom: fraction, fractionTo: target, target: target,
                    shape: .remapped(.linear, initial: progress))
            }
            let velocity = progressVelocity(relative)
            let damped = TimingParameters.dampedSpring(ratio, settlingIn: time)
            if velocity == .zero {
                return Segment(
                    start: start, end: start + time, fractionFrom: fraction, fractionTo: target, target: target,
                    shape: .spring(damped, initial: progress, velocity: velocity))
            }
            return springSegment(damped, velocity: velocity)
        }
    }

    /// How long a spring from `progress` with `velocity` (progress per second) takes to
    /// stay within 0.1 % of the distance to `target` (0.001 of the progress when already there).
    static func settlingTime(
        _ spring: Spring, from progress: PropertyAnimatorTimeline.Progress,
        velocity: PropertyAnimatorTimeline.Progress, to target: Double
    ) -> Double {
        func axis(_ p: Double, _ v: Double) -> Double {
            let distance = target - p
            if distance == 0 {
                return v == 0 ? 0 : spring.settlingDuration(target: 0, initialVelocity: v, epsilon: 0.001)
            }
            return spring.settlingDuration(target: 1, initialVelocity: v / distance, epsilon: 0.001)
        }
        let x = axis(progress.x, velocity.x)
        let y = progress.y == progress.x && velocity.y == velocity.x ? x : axis(progress.y, velocity.y)
        return max(x, y)
    }

    /// The point on `curve` that shows `value`, when the curve passes through it.
    static func parameter(on curve: UnitCurve, showing value: Double) -> Double? {
        guard value >= 0, value <= 1 else { return nil }
        let u = curve.progress(forValue: value)
        return abs(curve.value(at: u) - value) <= 1e-9 ? u : nil
    }

    /// The engine's frame: a run whose time is over ends, stamped with its exact end time.
    func tick(_ time: Double) {
        guard state == .active, isRunning, let segment = timeline.segment, time >= segment.end else { return }
        let before = snapshot
        let end = PropertyAnimatorTimeline.Progress(segment.target)
        timeline.mode = .frozen(progress: end, fraction: segment.fractionTo)
        isRunning = false
        if pausesOnCompletion {
            emitIfChanged(since: before, at: segment.end)
        } else {
            finish(settlingAt: end, position: segment.target == 1 ? .end : .start, at: segment.end)
        }
    }
}
