/// A keyframe reached along a cubic Hermite curve, like SwiftUI's `CubicKeyframe`: runs of
/// cubic keyframes without explicit velocities form a Catmull-Rom spline through their values.
///
/// A velocity left nil is chosen for smooth motion, as SwiftUI does: between two cubic
/// keyframes it is the Catmull-Rom tangent (v₊ − v₋) / (t₊ − t₋) through the neighbouring
/// keyframe values; next to another kind of keyframe it is that keyframe's velocity at the
/// shared end (a following spring keyframe without its own start velocity would inherit
/// this one's, so the Catmull-Rom tangent toward its target is used instead); at the start
/// and end of the track, and next to a `MoveKeyframe`, it is zero — the value rests before
/// and after a keyframe animation, and a jump carries no velocity.
public struct CubicKeyframe<Value: Animatable> {
    /// The value reached at the end of the keyframe.
    public var to: Value
    /// The time from the previous keyframe to this one, in seconds.
    public var duration: Double
    /// The velocity (per second) the segment starts with, or nil to choose one for smoothness.
    public var startVelocity: Value?
    /// The velocity (per second) the segment ends with, or nil to choose one for smoothness.
    public var endVelocity: Value?

    /// A keyframe that curves to `to` over `duration` seconds, like
    /// `CubicKeyframe(_:duration:startVelocity:endVelocity:)`.
    public init(to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        precondition(duration >= 0 && duration.isFinite, "CubicKeyframe needs a finite duration >= 0; got \(duration)")
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }
}

extension CubicKeyframe {
    /// SwiftUI's spelling, `CubicKeyframe(_:duration:startVelocity:endVelocity:)`: curves to
    /// `to` over `duration` seconds.
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.init(to: to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)
    }
}

extension CubicKeyframe: Sendable where Value: Sendable {}
extension CubicKeyframe: Equatable where Value: Equatable {}
extension CubicKeyframe: Hashable where Value: Hashable {}
