/// One 64-bit mix of many doubles, so a cache key hashes with a single `Hasher.combine`
/// (equality still compares every field; this only spreads keys over buckets).
package struct BitMix {
    package private(set) var value: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The mix of nothing yet.
    package init() {}

    @inline(__always)
    package mutating func add(_ v: Double) {
        add(bits: v.bitPattern)
    }

    @inline(__always)
    package mutating func add(_ v: Int) {
        add(bits: UInt64(bitPattern: Int64(v)))
    }

    @inline(__always)
    package mutating func add(bits: UInt64) {
        value = (value ^ bits) &* 0x100_0000_01B3
        value ^= value >> 29
    }

    @inline(__always)
    package mutating func add(_ radii: CornerRadii) {
        add(radii.topLeft)
        add(radii.topRight)
        add(radii.bottomLeft)
        add(radii.bottomRight)
    }
}
