/// Any one of the keyframe kinds a `KeyframeTrack` (or a `KeyframeSequence`) is built from.
///
/// SwiftUI collects keyframes of different kinds with a result builder; here the kinds are
/// the cases of one enum, so a track is a plain array (and `KeyframeTrackContentBuilder`
/// offers SwiftUI's builder syntax on top).
public enum Keyframe<Value: Animatable> {
    /// Straight-line interpolation, optionally eased.
    case linear(LinearKeyframe<Value>)
    /// A cubic Hermite segment, smooth through its neighbours.
    case cubic(CubicKeyframe<Value>)
    /// A spring toward the keyframe's value.
    case spring(SpringKeyframe<Value>)
    /// An immediate jump.
    case move(MoveKeyframe<Value>)

    /// The value the keyframe ends on (for a spring, the value it pulls toward).
    public var to: Value {
        switch self {
        case .linear(let keyframe): keyframe.to
        case .cubic(let keyframe): keyframe.to
        case .spring(let keyframe): keyframe.to
        case .move(let keyframe): keyframe.to
        }
    }
}

extension Keyframe: Sendable where Value: Sendable {}
extension Keyframe: Equatable where Value: Equatable {}
extension Keyframe: Hashable where Value: Hashable {}
