import Motion

/// What an animation shows outside its active time, like `CAMediaTimingFillMode`.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// Nothing: before it starts and after it ends, the layer shows the value under it.
    case removed
    /// After it ends, it keeps its final value (while it is not removed).
    case forwards
    /// Before it starts (a later `beginTime`), it already shows its initial value.
    case backwards
    /// Both.
    case both
}

/// An animation's timing, like `CAMediaTiming`: when it begins, how long one pass lasts,
/// how fast it plays, how often it repeats and what it shows outside its active time.
public struct MediaTiming: Hashable, Sendable {
    /// When the animation begins, in the engine's time; 0 means "when it is added".
    public var beginTime: Double = 0
    /// One pass, in seconds. As in Core Animation, 0 means the default of 0.25 s.
    public var duration: Double = 0
    /// Local time runs this many times faster than the parent's.
    public var speed: Double = 1
    /// Added to local time: starts the animation part-way through.
    public var timeOffset: Double = 0
    /// How many passes (fractions allowed, `.infinity` for ever); 0 means one.
    public var repeatCount: Double = 0
    /// How long to repeat for, in local time; overrides `repeatCount` when positive.
    public var repeatDuration: Double = 0
    /// Each pass plays forward then backward.
    public var autoreverses = false
    /// What the animation shows outside its active time, like `CAMediaTimingFillMode` (default
    /// `.removed`).
    public var fillMode: FillMode = .removed

    /// Core Animation's defaults: begins when added, one pass of 0.25 s at normal speed, no fill.
    public init() {}

    /// The duration of one pass: `duration`, or Core Animation's 0.25 s when it is 0.
    public var simpleDuration: Double { duration > 0 ? duration : 0.25 }

    /// One forward pass, plus the backward one when autoreversing.
    var cycleDuration: Double { autoreverses ? 2 * simpleDuration : simpleDuration }

    /// The whole active time in local time.
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount * cycleDuration }
        return cycleDuration
    }

    /// Where a parent time falls.
    enum Phase: Equatable {
        /// Shows nothing.
        case inactive
        /// Shows the pass at `time` (0…simpleDuration) of `iteration`.
        case active(time: Double, iteration: Int)
    }

    /// The local time of `parentTime`, given the resolved begin time.
    func localTime(_ parentTime: Double, begin: Double) -> Double {
        (parentTime - begin) * speed + timeOffset
    }

    /// The parent time at which the active duration ends, or nil for ever.
    func endTime(begin: Double) -> Double? {
        let active = activeDuration
        guard active.isFinite else { return nil }
        return begin + max(0, active - timeOffset) / speed
    }

    /// What the animation shows at `parentTime`.
    func phase(at parentTime: Double, begin: Double) -> Phase {
        let t = localTime(parentTime, begin: begin)
        let active = activeDuration
        if t < 0 {
            return fillMode == .backwards || fillMode == .both ? .active(time: 0, iteration: 0) : .inactive
        }
        if t >= active {
            guard fillMode == .forwards || fillMode == .both else { return .inactive }
            return pass(at: active, ending: true)
        }
        return pass(at: t, ending: false)
    }

    private func pass(at t: Double, ending: Bool) -> Phase {
        let d = simpleDuration
        let cycle = cycleDuration
        var iteration = wholePasses(t / cycle)
        var within = t - Double(iteration) * cycle
        if ending && within == 0 && iteration > 0 {
            // The very end of a whole number of cycles belongs to the last cycle.
            iteration -= 1
            within = cycle
        }
        if autoreverses {
            let local = within <= d ? within : 2 * d - within
            return .active(time: min(max(local, 0), d), iteration: iteration)
        }
        return .active(time: min(within, d), iteration: iteration)
    }
}
