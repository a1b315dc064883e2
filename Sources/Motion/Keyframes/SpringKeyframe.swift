/// A keyframe that springs from the previous value toward its own, like SwiftUI's
/// `SpringKeyframe`.
///
/// The spring runs for the keyframe's duration and the next keyframe starts from wherever
/// it got to, with its velocity; without a duration it runs for the spring's settling time.
/// The motion is the spring's exact solution applied to the whole vector: the equation is
/// linear with scalar coefficients, so value(t) = target + (start − target)·A(t) + v₀·B(t),
/// where A and B are the scalar spring's responses to a unit displacement and a unit
/// velocity. That is exactly a separate spring per component, for any `Animatable`
/// value's `animatableData`, including start velocities that point away from the target.
public struct SpringKeyframe<Value: Animatable> {
    /// The value the spring pulls toward.
    public var to: Value
    /// How long the spring runs before the next keyframe, in seconds; nil for the spring's
    /// settling duration.
    public var duration: Double?
    /// The spring that drives the motion.
    public var spring: Spring
    /// The velocity (per second) the motion starts with, or nil to carry over the velocity
    /// the previous keyframe ends with (zero at the start of the track).
    public var startVelocity: Value?

    /// A keyframe that springs toward `to`, like `SpringKeyframe(_:duration:spring:startVelocity:)`;
    /// the default spring is SwiftUI's `Spring()` (duration 0.5, no bounce).
    public init(to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        if let duration {
            precondition(
                duration >= 0 && duration.isFinite, "SpringKeyframe needs a finite duration >= 0; got \(duration)")
        }
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }
}

extension SpringKeyframe {
    /// SwiftUI's spelling, `SpringKeyframe(_:duration:spring:startVelocity:)`: springs toward
    /// `to` for `duration` seconds (nil: the spring's settling duration).
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.init(to: to, duration: duration, spring: spring, startVelocity: startVelocity)
    }
}

extension SpringKeyframe: Sendable where Value: Sendable {}
extension SpringKeyframe: Equatable where Value: Equatable {}
extension SpringKeyframe: Hashable where Value: Hashable {}
