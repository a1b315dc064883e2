import Motion

/// The clock of one `PropertyAnimator`: how far its animations are at any frame time.
///
/// The animator owns it and its layer animations read it, so the animator itself is not
/// kept alive by the layers (a stopped animator can be released, and UIKit's crash for
/// that can be reproduced). While paused or stopped the timeline is frozen; while running
/// it follows one `Segment` — from where it was toward the start or the end — which the
/// animator replaces whenever it resumes, reverses or is retimed.
final class PropertyAnimatorTimeline {
    /// The fraction of the change shown: 0 at the start values, 1 at the end values (a
    /// spring may overshoot). Per axis, because a spring's relative velocity is per axis:
    /// `x` drives scalars and the x parts of points, sizes and rects, `y` their y parts.
    struct Progress: Hashable {
        var x: Double
        var y: Double

        init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        init(_ both: Double) {
            x = both
            y = both
        }

        static let zero = Progress(0)

        /// Applies `f` to both axes.
        func map(_ f: (Double) -> Double) -> Progress { Progress(x: f(x), y: f(y)) }
    }

    /// A stretch of running from the progress at `start` to `target` (0 or 1).
    struct Segment {
        /// Engine times: it holds its initial progress until `start` (a delay) and reaches
        /// `target` at `end`.
        var start: Double
        var end: Double
        /// The animator's timeline fraction (`fractionComplete` while running) at start and end.
        var fractionFrom: Double
        var fractionTo: Double
        var target: Double
        var shape: Shape

        enum Shape {
            /// Along the timing curve itself: progress = curve(u), u going from `from` to `to`
            /// (the target) — a plain run, a resumed run, or a run played back.
            case curve(UnitCurve, from: Double, to: Double)
            /// A curve from a progress the curve does not pass through (after a spring, a new
            /// timing or scrubbing): progress = initial + (target − initial)·curve(u), u 0 → 1.
            case remapped(UnitCurve, initial: Progress)
            /// A spring from `initial` with `velocity` (progress per second, per axis).
            case spring(Spring, initial: Progress, velocity: Progress)
        }

        /// Seconds into the segment, clamped to it.
        private func local(_ time: Double) -> Double { min(max(time - start, 0), end - start) }

        /// How far the segment is, 0…1, in time.
        private func completed(_ time: Double) -> Double {
            guard end > start else { return time >= start ? 1 : 0 }
            return local(time) / (end - start)
        }

        func fraction(at time: Double) -> Double {
            fractionFrom + (fractionTo - fractionFrom) * completed(time)
        }

        func progress(at time: Double) -> Progress {
            if time >= end { return Progress(target) }
            switch shape {
            case let .curve(curve, from, to):
                return Progress(curve.value(at: from + (to - from) * completed(time)))
            case let .remapped(curve, initial):
                let y = curve.value(at: completed(time))
                return initial.map { $0 + (target - $0) * y }
            case let .spring(spring, initial, velocity):
                let r = spring.unitResponses(at: local(time))
                return Progress(
                    x: target + (initial.x - target) * r.a + velocity.x * r.b,
                    y: target + (initial.y - target) * r.a + velocity.y * r.b)
            }
        }

        /// The rate of change of the progress, per second.
        func velocity(at time: Double) -> Progress {
            guard time >= start, time < end, end > start else { return .zero }
            let span = end - start
            switch shape {
            case let .curve(curve, from, to):
                return Progress(curve.velocity(at: from + (to - from) * completed(time)) * (to - from) / span)
            case let .remapped(curve, initial):
                let slope = curve.velocity(at: completed(time)) / span
                return initial.map { (target - $0) * slope }
            case let .spring(spring, initial, velocity):
                let r = spring.unitResponses(at: local(time))
                return Progress(
                    x: (initial.x - target) * r.da + velocity.x * r.db,
                    y: (initial.y - target) * r.da + velocity.y * r.db)
            }
        }
    }

    enum Mode {
        case frozen(progress: Progress, fraction: Double)
        case running(Segment)
    }

    var mode: Mode = .frozen(progress: .zero, fraction: 0)

    /// The progress shown at `time`.
    func progress(at time: Double) -> Progress {
        switch mode {
        case let .frozen(progress, _): return progress
        case let .running(segment): return segment.progress(at: time)
        }
    }

    /// The timeline fraction at `time`.
    func fraction(at time: Double) -> Double {
        switch mode {
        case let .frozen(_, fraction): return fraction
        case let .running(segment): return segment.fraction(at: time)
        }
    }

    /// The progress velocity at `time` (zero while frozen).
    func velocity(at time: Double) -> Progress {
        if case let .running(segment) = mode { return segment.velocity(at: time) }
        return .zero
    }

    /// The running segment, if any.
    var segment: Segment? {
        if case let .running(segment) = mode { return segment }
        return nil
    }

    /// Stops the clock where it is at `time`.
    func freeze(at time: Double) {
        mode = .frozen(progress: progress(at: time), fraction: fraction(at: time))
    }
}
