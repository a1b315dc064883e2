/// One setting that changes how a recognizer reads input — a pan's slop, a long press's
/// duration — as a recording stores it, so that a replay reads the input the same way even
/// after the scene's defaults change.
///
/// Recordings name it `RECOGNIZER.SETTING` (`"pan.hysteresis"`); durations are stored in
/// milliseconds and distances in points.
public struct RecordedSetting: Hashable, Sendable {
    /// The setting's name within its recognizer ("hysteresis", "minimumPressDurationMs").
    public var name: String
    /// Its current value.
    public var value: Double
    /// The values a recording may set it to.
    public var range: ClosedRange<Double>

    /// A setting called `name` with its current `value` and the `range` a recording may set.
    public init(_ name: String, _ value: Double, range: ClosedRange<Double>) {
        self.name = name
        self.value = value
        self.range = range
    }
}
