/// The last value an animator's `trigger(onChangeOf:)` was given: SwiftUI's `trigger:`, which
/// starts an animation when the value changes, never when it is first seen.
struct ChangeTrigger {
    /// Whether a value differs from the one recorded last (nil before any).
    private var differs: ((Any) -> Bool)?

    /// Records `value`; true when an earlier value was recorded and `value` differs from it
    /// (a value of another type differs).
    mutating func changed<Value: Equatable>(to value: Value) -> Bool {
        let changed = differs?(value) ?? false
        differs = { other in (other as? Value).map { $0 != value } ?? true }
        return changed
    }
}
