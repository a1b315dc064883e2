import Geometry

/// What a `GradientTable` is made from, the stops and the opacity, compared bit for bit: a
/// renderer keeps the tables of moving gradients by it (a table depends on nothing else).
///
/// Bit patterns rather than `==` so that a kept table is exactly the one the key would make:
/// 0 and −0 stay apart, and a NaN matches the same NaN.
package struct GradientTableKey: Hashable, Sendable {
    /// The stops, as `Gradient.stops` gives them.
    package let stops: [(location: Double, color: Color)]
    /// Every colour's alpha factor, 0…1.
    package let opacity: Double
    /// Each stop's location and components, then the opacity, as bit patterns.
    private let bits: [UInt64]

    /// The key of the table of `stops` times `opacity`.
    package init(_ stops: [(location: Double, color: Color)], opacity: Double) {
        self.stops = stops
        self.opacity = opacity
        var bits: [UInt64] = []
        bits.reserveCapacity(stops.count * 5 + 1)
        for (location, color) in stops {
            bits += [location, color.red, color.green, color.blue, color.alpha].map(\.bitPattern)
        }
        bits.append(opacity.bitPattern)
        self.bits = bits
    }

    package static func == (a: GradientTableKey, b: GradientTableKey) -> Bool {
        a.bits == b.bits
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(bits)
    }
}
