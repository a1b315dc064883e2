/// Why a `KeyframeInterpolator` could not be built: `keyTimes` or `timingFunctions` that
/// Core Animation would reject or silently misplay.
public enum KeyframeInterpolationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `values` is empty.
    case noValues
    /// `keyTimes` has `count` entries, but `mode` needs one per value (`valueCount`), or one
    /// more for `.discrete`.
    case keyTimeCount(count: Int, valueCount: Int, mode: KeyframeCalculationMode)
    /// `keyTimes[index]` is not a number in [0, 1].
    case keyTimeOutOfRange(index: Int, keyTime: Double)
    /// `keyTimes[index]` is smaller than the key time before it.
    case keyTimesDecrease(index: Int, keyTime: Double, previous: Double)
    /// The first key time is not 0.
    case firstKeyTimeNotZero(Double)
    /// The last key time is not 1.
    case lastKeyTimeNotOne(Double)
    /// `timingFunctions` has `count` entries for `segmentCount` segments.
    case timingFunctionCount(count: Int, segmentCount: Int)

    /// The problem in one line, naming the field.
    public var description: String {
        switch self {
        case .noValues:
            "values: a keyframe interpolator needs at least one value"
        case let .keyTimeCount(count, valueCount, mode):
            mode == .discrete
                ? "keyTimes: \(count) key times for \(valueCount) discrete values; expected \(valueCount) or \(valueCount + 1)"
                : "keyTimes: \(count) key times for \(valueCount) values; expected \(valueCount), one per value"
        case let .keyTimeOutOfRange(index, keyTime):
            "keyTimes[\(index)] = \(keyTime) is outside [0, 1]"
        case let .keyTimesDecrease(index, keyTime, previous):
            "keyTimes[\(index)] = \(keyTime) is less than keyTimes[\(index - 1)] = \(previous); key times must not decrease"
        case let .firstKeyTimeNotZero(keyTime):
            "keyTimes[0] = \(keyTime); the first key time must be 0"
        case let .lastKeyTimeNotOne(keyTime):
            "keyTimes ends with \(keyTime); the last key time must be 1"
        case let .timingFunctionCount(count, segmentCount):
            "timingFunctions: \(count) timing functions for \(segmentCount) segments; expected one per segment"
        }
    }
}
