/// Conversions from continuous pixel coordinates to pixel indices without libm, and without
/// trapping on huge, infinite or NaN values: anything beyond ±2³⁰ is clamped first.
package enum PixelIndex {
    package static let limit = Double(1 << 30)

    /// `floor(v)`, with NaN as −2³⁰.
    @inlinable @inline(__always)
    package static func floor(_ v: Double) -> Int {
        guard v > -limit else { return -(1 << 30) }
        guard v < limit else { return 1 << 30 }
        let t = Int(v)
        return Double(t) > v ? t - 1 : t
    }

    /// `ceil(v)`, with NaN as −2³⁰.
    @inlinable @inline(__always)
    package static func ceil(_ v: Double) -> Int {
        guard v > -limit else { return -(1 << 30) }
        guard v < limit else { return 1 << 30 }
        let t = Int(v)
        return Double(t) < v ? t + 1 : t
    }
}
