#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Integer weights of a sampled Gaussian, summing to exactly 2¹⁶.
///
/// `exp` runs once per sigma here, never per pixel; the weights are rounded to integers and
/// the rounding remainder goes to the centre tap, so the blur itself is exact integer
/// arithmetic and a mask blurs to the same bytes everywhere.
struct GaussianKernel: Hashable {
    /// Taps on each side of the centre: ⌈3σ⌉.
    let radius: Int
    /// `2 · radius + 1` weights, centre in the middle.
    let weights: [UInt32]

    static let unit: UInt32 = 1 << 16

    init(sigma: Double) {
        guard sigma > 0.05, sigma.isFinite else {
            radius = 0
            weights = [Self.unit]
            return
        }
        let radius = Int((3 * sigma).rounded(.up))
        let raw = (-radius...radius).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        var weights = raw.map { UInt32(($0 / total * Double(Self.unit)).rounded()) }
        let sum = weights.reduce(0, +)
        weights[radius] = weights[radius] &+ Self.unit &- sum
        self.radius = radius
        self.weights = weights
    }
}
