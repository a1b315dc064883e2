/// A cache that keeps what the last two frames used: entries unused for a whole frame go.
///
/// Values must be pure functions of their keys, so whether an entry was kept never changes
/// a pixel, only the time to draw it.
struct GenerationalCache<Key: Hashable, Value> {
    private var current: [Key: Value] = [:]
    private var previous: [Key: Value] = [:]

    /// The value for `key`, made by `make` when neither this frame nor the last one used it.
    mutating func value(for key: Key, make: () -> Value) -> Value {
        if let value = current[key] { return value }
        let value = previous.removeValue(forKey: key) ?? make()
        current[key] = value
        return value
    }

    /// Forgets what the frame before the one ending did not use.
    mutating func endFrame() {
        previous = current
        current.removeAll(keepingCapacity: true)
    }

    /// Entries kept.
    var count: Int { current.count + previous.count }
}
