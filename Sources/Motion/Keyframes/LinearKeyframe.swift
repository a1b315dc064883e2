/// A keyframe reached by straight-line interpolation from the previous value, like SwiftUI's
/// `LinearKeyframe`, optionally eased by a timing curve.
public struct LinearKeyframe<Value: Animatable> {
    /// The value reached at the end of the keyframe.
    public var to: Value
    /// The time from the previous keyframe to this one, in seconds.
    public var duration: Double
    /// How the segment's progress is eased; `.linear` (SwiftUI's default) moves at constant speed.
    public var timingCurve: UnitCurve

    /// A keyframe that moves linearly to `to` over `duration` seconds along `timingCurve`,
    /// like `LinearKeyframe(_:duration:timingCurve:)`.
    public init(to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        precondition(duration >= 0 && duration.isFinite, "LinearKeyframe needs a finite duration >= 0; got \(duration)")
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }
}

extension LinearKeyframe {
    /// SwiftUI's spelling, `LinearKeyframe(_:duration:timingCurve:)`: moves linearly to `to`
    /// over `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        self.init(to: to, duration: duration, timingCurve: timingCurve)
    }
}

extension LinearKeyframe: Sendable where Value: Sendable {}
extension LinearKeyframe: Equatable where Value: Equatable {}
extension LinearKeyframe: Hashable where Value: Hashable {}
