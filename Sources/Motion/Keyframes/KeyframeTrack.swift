/// The keyframes of one property of a value, like SwiftUI's `KeyframeTrack`: a key path into
/// the `Root` value a `KeyframeTimeline` animates, and the keyframes its `Value` goes through.
///
/// ```swift
/// KeyframeTimeline(initialValue: CardValues()) {
///     KeyframeTrack(\.scale) {
///         LinearKeyframe(1.2, duration: 0.15)
///         SpringKeyframe(1.0, duration: 0.5, spring: .bouncy)
///     }
///     KeyframeTrack(\.rotation) {
///         CubicKeyframe(.degrees(8), duration: 0.2)
///         CubicKeyframe(.zero, duration: 0.3)
///     }
/// }
/// ```
///
/// A track starts from the property's value in the timeline's initial value; its keyframes
/// play one after the other (see `KeyframeSequence` for each kind's motion).
public struct KeyframeTrack<Root, Value: Animatable> {
    /// The property the track animates.
    public let keyPath: WritableKeyPath<Root, Value>
    /// The keyframes, in order.
    public let keyframes: [Keyframe<Value>]

    /// A track of `keyPath` through `keyframes`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, _ keyframes: [Keyframe<Value>]) {
        self.keyPath = keyPath
        self.keyframes = keyframes
    }

    /// A track of `keyPath` built with SwiftUI's syntax:
    /// `KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.15); SpringKeyframe(1) }`.
    public init(
        _ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> [Keyframe<Value>]
    ) {
        self.init(keyPath, content())
    }

    /// How long the track lasts, in seconds: the sum of its keyframes' durations (a spring
    /// keyframe without one counts its spring's settling duration).
    ///
    /// - Complexity: O(k) for k keyframes.
    public var duration: Double {
        var total = 0.0
        for keyframe in keyframes {
            switch keyframe {
            case .linear(let linear): total += linear.duration
            case .cubic(let cubic): total += cubic.duration
            case .spring(let spring): total += spring.duration ?? spring.spring.settlingDuration
            case .move: break
            }
        }
        return total
    }

    /// The track's keyframes resolved from `initialValue`, the property's value where the track
    /// starts.
    ///
    /// - Complexity: O(k) for k keyframes.
    public func sequence(from initialValue: Value) -> KeyframeSequence<Value> {
        KeyframeSequence(initialValue: initialValue, keyframes)
    }
}

extension KeyframeTrack where Root == Value {
    /// A track of the whole value, like SwiftUI's `KeyframeTrack(content:)`:
    /// `KeyframeTrack { LinearKeyframe(1.0, duration: 0.2) }` in a timeline of a `Double`.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> [Keyframe<Value>]) {
        self.init(\.self, content())
    }
}
