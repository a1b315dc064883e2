/// A cache that keeps what the last two frames used: entries unused for a whole frame go.
///
/// Values must be pure functions of their keys, so whether an entry was kept never changes
/// a pixel, only the time to draw it.
package struct GenerationalCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, frame: Int)] = [:]
    private var frame = 0

    /// The value for `key`, made by `make` when neither this frame nor the last one used it
    /// (nothing is kept when `make` throws).
    package mutating func value<E: Error>(for key: Key, make: () throws(E) -> Value) throws(E) -> Value {
        if let index = entries.index(forKey: key) {
            entries.values[index].frame = frame
            return entries.values[index].value
        }
        let value = try make()
        entries[key] = (value, frame)
        return value
    }

    /// The value for `key` if this frame or the last one made or used it (it counts as used).
    package mutating func cached(_ key: Key) -> Value? {
        guard let index = entries.index(forKey: key) else { return nil }
        entries.values[index].frame = frame
        return entries.values[index].value
    }

    /// Forgets what the frame before the one ending did not use: a few entries removed where
    /// they are, many by keeping the rest in a new dictionary (each kept entry is copied, so
    /// one stale entry among hundreds kept does not make it copy them all).
    package mutating func endFrame() {
        let oldest = frame
        frame += 1
        var stale: [Key] = []
        for (key, entry) in entries where entry.frame < oldest { stale.append(key) }
        guard !stale.isEmpty else { return }
        if 2 * stale.count > entries.count {
            entries = entries.filter { $0.value.frame >= oldest }
        } else {
            for key in stale { entries.removeValue(forKey: key) }
        }
    }

    /// How many entries it keeps.
    package var count: Int { entries.count }

    /// An empty one.
    package init() {}
}
