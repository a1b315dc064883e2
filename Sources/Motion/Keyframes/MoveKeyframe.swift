/// A keyframe that jumps to its value at once, without interpolating, like SwiftUI's
/// `MoveKeyframe`. It takes no time, and the value leaves it at rest.
public struct MoveKeyframe<Value: Animatable> {
    /// The value jumped to.
    public var to: Value

    /// A keyframe that jumps to `to`, like `MoveKeyframe(_:)`.
    public init(to: Value) {
        self.to = to
    }
}

extension MoveKeyframe {
    /// SwiftUI's spelling, `MoveKeyframe(_:)`: jumps to `to`.
    public init(_ to: Value) {
        self.init(to: to)
    }
}

extension MoveKeyframe: Sendable where Value: Sendable {}
extension MoveKeyframe: Equatable where Value: Equatable {}
extension MoveKeyframe: Hashable where Value: Hashable {}
