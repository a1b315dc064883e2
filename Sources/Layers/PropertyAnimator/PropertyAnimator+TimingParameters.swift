import Motion

extension PropertyAnimator {
    /// How an animator paces its animations, like UIKit's `UITimingCurveProvider`s
    /// (`UICubicTimingParameters` and the two kinds of `UISpringTimingParameters`).
    ///
    /// Spring velocities are UIKit's relative velocities, per axis: 1 covers the whole
    /// remaining distance in one second. `dx` drives scalar properties and the x parts of
    /// points, sizes and rects; `dy` their y parts (UIKit considers both components for
    /// position animations). `Spring.relativeVelocity(_:from:to:)` converts a gesture's
    /// points per second.
    public enum TimingParameters: Hashable, Sendable {
        /// A cubic Bézier timing curve over the animator's duration (`UICubicTimingParameters`).
        case cubic(UnitCurve)
        /// A spring with its own physics (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`):
        /// as in UIKit, the animator's duration is ignored — the spring runs until it settles
        /// (within 0.1 % of the distance), and `continueAnimation`'s `durationFactor` does not
        /// change that. An undamped spring never settles: the animator runs until stopped,
        /// its `duration` is infinite and its `fractionComplete` stays where it started.
        case spring(Spring, initialVelocity: Vector)
        /// A spring with `dampingRatio` (clamped to (0, 1]) that settles in the time it is
        /// given — the animator's duration, or the remaining time when continuing
        /// (`UISpringTimingParameters(dampingRatio:initialVelocity:)`): the spring is
        /// `Spring(settlingDuration:dampingRatio:)`. A fast initial velocity can make it take
        /// longer; the animator then waits for it to settle instead of cutting it off.
        case dampedSpring(dampingRatio: Double, initialVelocity: Vector)

        /// The relative initial velocity (zero for cubic timing).
        public var initialVelocity: Vector {
            switch self {
            case .cubic: return .zero
            case let .spring(_, velocity), let .dampedSpring(_, velocity): return velocity
            }
        }

        /// The length of a whole run from rest to the end: `duration`, or a physical
        /// spring's settling time.
        func timelineDuration(_ duration: Double) -> Double {
            if case let .spring(spring, velocity) = self { return Self.settlingTime(spring, velocity: velocity) }
            return duration
        }

        /// The progress of a fresh run (from 0 toward 1, with this timing's velocity) at
        /// `fraction` of its timeline: what scrubbing shows when `scrubsLinearly` is false.
        /// An undamped spring never settles, so its timeline has no end to take a fraction
        /// of: it scrubs linearly.
        func progress(atFraction fraction: Double, duration: Double) -> PropertyAnimatorTimeline.Progress {
            switch self {
            case let .cubic(curve):
                return .init(curve.value(at: fraction))
            case let .spring(spring, velocity):
                let total = Self.settlingTime(spring, velocity: velocity)
                guard total.isFinite else { return .init(fraction) }
                return Self.springProgress(spring, velocity: velocity, at: fraction * total)
            case let .dampedSpring(ratio, velocity):
                guard duration > 0 else { return .init(fraction >= 1 ? 1 : 0) }
                let spring = Self.dampedSpring(ratio, settlingIn: duration)
                return Self.springProgress(spring, velocity: velocity, at: fraction * duration)
            }
        }

        /// The timeline fraction at which a fresh run shows `progress`, for linear scrubbing:
        /// the curve's inverse for cubic timing; the progress itself for springs (whose
        /// progress is not a function of time one can invert).
        func fraction(forProgress progress: Double) -> Double {
            if case let .cubic(curve) = self { return curve.progress(forValue: progress) }
            return min(max(progress, 0), 1)
        }

        /// UIKit's duration-derived spring: settles in `duration` with `ratio` (clamped to (0, 1]).
        static func dampedSpring(_ ratio: Double, settlingIn duration: Double) -> Spring {
            Spring(settlingDuration: duration, dampingRatio: min(ratio, 1))
        }

        /// How long `spring` takes to settle over a unit distance with these relative
        /// velocities (the slower axis).
        static func settlingTime(_ spring: Spring, velocity: Vector) -> Double {
            let x = spring.settlingDuration(target: 1, initialVelocity: velocity.dx)
            if velocity.dy == velocity.dx { return x }
            return max(x, spring.settlingDuration(target: 1, initialVelocity: velocity.dy))
        }

        /// A run from 0 to 1 with relative velocities `velocity`, `time` seconds in.
        static func springProgress(_ spring: Spring, velocity: Vector, at time: Double)
            -> PropertyAnimatorTimeline.Progress
        {
            let r = spring.unitResponses(at: time)
            return .init(x: 1 - r.a + velocity.dx * r.b, y: 1 - r.a + velocity.dy * r.b)
        }
    }
}
