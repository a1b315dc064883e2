/// A small seeded random number generator (Steele, Lea & Flood's SplitMix64): the same
/// sequence for a seed on every machine and toolchain.
///
/// Scenes draw their randomness from it with the seed a recording stores, so a replay makes
/// the same choices; property tests and benchmarks draw their cases from it. Uniform values
/// are derived here rather than with the standard library's `random(in:using:)`, whose
/// algorithm is not promised to stay the same across releases.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform Double in [0, 1) with 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A uniform Double in [lo, hi).
    public mutating func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }

    /// A uniform Double in `range`.
    public mutating func next(in range: ClosedRange<Double>) -> Double { uniform(range.lowerBound, range.upperBound) }
}
