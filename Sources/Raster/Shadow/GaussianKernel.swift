import Geometry

/// Integer weights of a sampled Gaussian, summing to exactly 2¹⁶.
///
/// `exp` runs once per sigma here, never per pixel, and is Fling's own (`MotionMath.exp`), so
/// the weights do not depend on the C library; they are rounded to integers and the rounding
/// remainder goes to the centre tap, so the blur itself is exact integer arithmetic and a mask
/// blurs to the same bytes everywhere.
package struct GaussianKernel: Hashable {
    /// Taps on each side of the centre: ⌈3σ⌉.
    package let radius: Int
    /// `2 · radius + 1` weights, centre in the middle.
    package let weights: [UInt32]
    /// The standard deviation it was made for, in pixels.
    package let sigma: Double

    package static let unit: UInt32 = 1 << 16

    /// The taps on each side for `sigma`, without building the weights: ⌈3σ⌉, 0 for a sigma
    /// too small (or not finite) to blur. `ShadowMasks` keeps sigma at most
    /// `ShadowMasks.maximumSigma`, so the kernel stays small.
    package static func radius(sigma: Double) -> Int {
        guard sigma > 0.05, sigma.isFinite else { return 0 }
        return Int(min(3 * sigma, 1e9).rounded(.up))
    }

    package init(sigma: Double) {
        self.sigma = sigma
        let radius = Self.radius(sigma: sigma)
        guard radius > 0 else {
            self.radius = 0
            weights = [Self.unit]
            return
        }
        let raw = (-radius...radius).map { i in MotionMath.exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        var weights = raw.map { UInt32(($0 / total * Double(Self.unit)).rounded()) }
        let sum = weights.reduce(0, +)
        weights[radius] = weights[radius] &+ Self.unit &- sum
        self.radius = radius
        self.weights = weights
    }
}
