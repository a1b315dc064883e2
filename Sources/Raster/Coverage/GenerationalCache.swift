/// A cache that keeps what the last two frames used: entries unused for a whole frame go.
///
/// Values must be pure functions of their keys, so whether an entry was kept never changes
/// a pixel, only the time to draw it.
///
/// Public only to the renderer (`@_spi(Renderer)`), not to apps: its lookups are `@inlinable`
/// so they specialize to the renderer's keys, and this toolchain serializes an inlinable
/// body across modules only for a public declaration (a `package` one stays an opaque call).
/// Generic, each lookup went through the keys' witnesses, copied them and asked the runtime
/// for its tuple's type: 10 % of a frame of 263 moving shapes with tiny paths.
@_spi(Renderer) public struct GenerationalCache<Key: Hashable, Value> {
    @usableFromInline var entries: [Key: (value: Value, frame: Int)] = [:]
    @usableFromInline var frame = 0

    /// The value for `key`, made by `make` when neither this frame nor the last one used it
    /// (nothing is kept when `make` throws).
    @inlinable
    public mutating func value<E: Error>(for key: Key, make: () throws(E) -> Value) throws(E) -> Value {
        if let index = entries.index(forKey: key) {
            entries.values[index].frame = frame
            return entries.values[index].value
        }
        let value = try make()
        entries[key] = (value, frame)
        return value
    }

    /// The value for `key` if this frame or the last one made or used it (it counts as used).
    @inlinable
    public mutating func cached(_ key: Key) -> Value? {
        guard let index = entries.index(forKey: key) else { return nil }
        entries.values[index].frame = frame
        return entries.values[index].value
    }

    /// Forgets what the frame before the one ending did not use: a few entries removed where
    /// they are, many by keeping the rest in a new dictionary (each kept entry is copied, so
    /// one stale entry among hundreds kept does not make it copy them all).
    public mutating func endFrame() {
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
    public var count: Int { entries.count }

    /// An empty one.
    public init() {}
}
