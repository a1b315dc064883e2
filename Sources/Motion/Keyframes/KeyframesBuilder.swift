/// The tracks of a `KeyframeTimeline`, whatever the types of the properties they animate:
/// what a `KeyframesBuilder` block builds (SwiftUI's `Keyframes` content).
public struct Keyframes<Root> {
    /// Each track, its value type erased: resolves itself from a root value.
    let tracks: [ErasedKeyframeTrack<Root>]

    /// `tracks`, in order.
    init(_ tracks: [ErasedKeyframeTrack<Root>]) {
        self.tracks = tracks
    }

    /// No tracks: a timeline of no duration that holds its initial value.
    public static var empty: Keyframes<Root> { Keyframes([]) }

    /// One track.
    public init<Value: Animatable>(_ track: KeyframeTrack<Root, Value>) {
        tracks = [ErasedKeyframeTrack(track)]
    }
}

/// A track with its value type hidden behind closures: its duration, and the timeline's way of
/// resolving it from the initial root value into something that writes its value at a time.
struct ErasedKeyframeTrack<Root> {
    let duration: Double
    let resolve: (Root) -> (inout Root, Double) -> Void

    init<Value: Animatable>(_ track: KeyframeTrack<Root, Value>) {
        duration = track.duration
        resolve = { root in
            let keyPath = track.keyPath
            let sequence = track.sequence(from: root[keyPath: keyPath])
            return { value, time in value[keyPath: keyPath] = sequence.value(at: time) }
        }
    }
}

/// Builds a timeline's tracks from a list of `KeyframeTrack` statements, like SwiftUI's
/// `KeyframesBuilder`; `if`, `switch` and `for` work as in any result builder.
@resultBuilder
public enum KeyframesBuilder<Root> {
    /// A track statement.
    public static func buildExpression<Value: Animatable>(_ track: KeyframeTrack<Root, Value>) -> Keyframes<Root> {
        Keyframes(track)
    }
    /// Tracks built elsewhere, spliced in order.
    public static func buildExpression(_ keyframes: Keyframes<Root>) -> Keyframes<Root> { keyframes }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: Keyframes<Root>...) -> Keyframes<Root> {
        Keyframes(parts.flatMap(\.tracks))
    }
    /// An `if` without `else`.
    public static func buildOptional(_ part: Keyframes<Root>?) -> Keyframes<Root> { part ?? .empty }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: Keyframes<Root>) -> Keyframes<Root> { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: Keyframes<Root>) -> Keyframes<Root> { part }
    /// A `for` loop's tracks, in order.
    public static func buildArray(_ parts: [Keyframes<Root>]) -> Keyframes<Root> {
        Keyframes(parts.flatMap(\.tracks))
    }
}
