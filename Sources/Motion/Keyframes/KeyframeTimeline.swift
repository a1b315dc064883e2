/// A value animated by tracks of keyframes over its properties, like SwiftUI's
/// `KeyframeTimeline`: `value(time:)` is what a `KeyframeAnimator` shows `time` seconds into
/// its run.
///
/// ```swift
/// struct CardValues { var scale = 1.0; var rotation = Angle.zero; var offset = Vector.zero }
/// let timeline = KeyframeTimeline(initialValue: CardValues()) {
///     KeyframeTrack(\.scale) {
///         LinearKeyframe(1.2, duration: 0.15)
///         SpringKeyframe(1.0, duration: 0.5, spring: .bouncy)
///     }
///     KeyframeTrack(\.offset) {
///         CubicKeyframe(Vector(dx: 0, dy: -30), duration: 0.25)
///         CubicKeyframe(.zero, duration: 0.25)
///     }
/// }
/// timeline.duration            // 0.65: the longest track
/// timeline.value(time: 0.3)    // scale on its spring, offset on its way down
/// ```
///
/// Each track starts from its property's value in `initialValue` at time 0. A track shorter
/// than the timeline holds the value it ends on; properties without a track keep their initial
/// values. When two tracks animate the same property the later one wins. Times before 0 give
/// the initial value (leading move keyframes jump at 0); times past `duration` give the
/// final value.
public struct KeyframeTimeline<Value> {
    /// The value at time 0, before any keyframe.
    public let initialValue: Value
    /// How long the timeline lasts, in seconds: the longest of its tracks.
    public let duration: Double
    /// The tracks, resolved from `initialValue`: each writes its property at a time.
    private let writers: [(inout Value, Double) -> Void]

    /// A timeline of the tracks `content` builds, starting from `initialValue`.
    ///
    /// - Complexity: O(k) for k keyframes in all (velocities and spring settling times are
    ///   resolved here, once).
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> Keyframes<Value>) {
        self.init(initialValue: initialValue, content())
    }

    /// A timeline of `keyframes`, starting from `initialValue`.
    ///
    /// - Complexity: O(k) for k keyframes in all.
    public init(initialValue: Value, _ keyframes: Keyframes<Value>) {
        self.initialValue = initialValue
        var longest = 0.0
        for track in keyframes.tracks { longest = max(longest, track.duration) }
        duration = longest
        writers = keyframes.tracks.map { $0.resolve(initialValue) }
    }

    /// The value `time` seconds into the timeline, like SwiftUI's `value(time:)`.
    ///
    /// - Complexity: O(t log k) for t tracks of at most k keyframes (a binary search in each).
    public func value(time: Double) -> Value {
        var value = initialValue
        for write in writers { write(&value, time) }
        return value
    }

    /// The value at `progress` (0…1, clamped) of the duration, like SwiftUI's `value(progress:)`.
    ///
    /// - Complexity: as `value(time:)`.
    public func value(progress: Double) -> Value {
        value(time: duration * min(max(progress, 0), 1))
    }
}
