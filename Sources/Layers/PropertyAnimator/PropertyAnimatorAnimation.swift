import Motion

/// The layer animation a `PropertyAnimator` gives each key path its animations blocks
/// change: it shows `from → to` at the animator's progress, replacing the value under it
/// (not additive), so scrubbing `fractionComplete` moves the presentation exactly.
///
/// It has no time of its own (it never ends by itself): the animator removes it when it
/// finishes or stops. A block that starts late — `addAnimations(_:delayFactor:)`, or added
/// while the animator runs — covers only part of the animator's progress: it shows `from`
/// until the progress reaches `windowStart`, then follows the rest of the animator's
/// progress to `to` at `windowEnd` (the end, or the start for blocks added while running
/// reversed). Following the animator's progress rather than a clock of its own is what keeps
/// every block continuous when the animator is paused, scrubbed, reversed or retimed.
struct PropertyAnimatorAnimation: LayerAnimation {
    let timeline: PropertyAnimatorTimeline
    /// The animator, for its hit-testing flags (weak: the animator removes its animations
    /// when it finishes, and nothing here should keep it).
    weak var animator: PropertyAnimator?
    let keyPath: String
    let path: LayerKeyPath
    /// The value shown before the block ran.
    let from: LayerValue
    /// The model value the block set.
    let to: LayerValue
    let windowStart: PropertyAnimatorTimeline.Progress
    let windowEnd: Double
    var timing: MediaTiming
    var isRemovedOnCompletion = true
    var completion: ((Bool) -> Void)?

    init(
        animator: PropertyAnimator, timeline: PropertyAnimatorTimeline, keyPath: String, path: LayerKeyPath,
        from: LayerValue, to: LayerValue,
        windowStart: PropertyAnimatorTimeline.Progress, windowEnd: Double
    ) {
        self.animator = animator
        self.timeline = timeline
        self.keyPath = keyPath
        self.path = path
        self.from = from
        self.to = to
        self.windowStart = windowStart
        self.windowEnd = windowEnd
        timing = MediaTiming()
        timing.repeatCount = .infinity   // no end time: the animator decides when it is over
    }

    var keyPaths: [String] { [keyPath] }

    func apply(at parentTime: Double, begin: Double, to presentation: inout LayerSnapshot) {
        if let value = value(at: timeline.progress(at: parentTime)) { path.setValue(value, in: &presentation) }
    }

    /// The block's own fraction (0 shows `from`, 1 shows `to`) at the animator's progress.
    func fraction(at progress: Double, windowStart start: Double) -> Double {
        Self.fraction(at: progress, windowStart: start, windowEnd: windowEnd).value
    }

    /// The fraction of a block whose window runs from `start` to `end` along the animator's
    /// progress, at `progress`, and its rate per unit of progress.
    static func fraction(at progress: Double, windowStart start: Double, windowEnd end: Double) -> (
        value: Double, slope: Double
    ) {
        let span = end - start
        if abs(span) < 1e-12 {
            // A block added at the very end of the run shows its end value at once.
            return ((end >= 1 ? progress >= start : progress <= start) ? 1 : 0, 0)
        }
        let f = (progress - start) / span
        // Before a late block starts it shows `from`; one that starts with the run may
        // undershoot with a spring, as the run does.
        let startsWithTheRun = start == 1 - end
        if startsWithTheRun || f > 0 { return (f, 1 / span) }
        return (0, 0)
    }

    /// The value shown at the animator's progress `progress`.
    func value(at progress: PropertyAnimatorTimeline.Progress) -> LayerValue? {
        let fx = fraction(at: progress.x, windowStart: windowStart.x)
        let fy = fraction(at: progress.y, windowStart: windowStart.y)
        if fx == fy { return from.interpolated(to: to, fraction: fx) }
        func mix(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
        switch (from, to) {
        case let (.point(a), .point(b)):
            return .point(Point(x: mix(a.x, b.x, fx), y: mix(a.y, b.y, fy)))
        case let (.size(a), .size(b)):
            return .size(Size(width: mix(a.width, b.width, fx), height: mix(a.height, b.height, fy)))
        case let (.rect(a), .rect(b)):
            return .rect(
                Rect(
                    x: mix(a.minX, b.minX, fx), y: mix(a.minY, b.minY, fy),
                    width: mix(a.width, b.width, fx), height: mix(a.height, b.height, fy)))
        default:
            return from.interpolated(to: to, fraction: fx)
        }
    }
}

/// UIKit's animator flags: `isUserInteractionEnabled == false` keeps touches off the
/// animated layers, and without `isManualHitTestingEnabled` they are hit where they are shown.
extension PropertyAnimatorAnimation: UserInteractionGating {
    var allowsUserInteraction: Bool { animator?.isUserInteractionEnabled ?? true }
    var hitTestsPresentation: Bool { animator.map { !$0.isManualHitTestingEnabled } ?? false }
}
