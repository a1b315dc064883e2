import Geometry

/// Element-wise vector arithmetic over all sixteen elements (Geometry's
/// `Transform3D+Arithmetic.swift`), so a transform can ride on any animation (springs
/// included) like SwiftUI's `ProjectionTransform` animatable data.
///
/// Straight element-wise blending shrinks a rotating layer through the middle of the turn
/// (halfway between 0° and 90° it is a 45° rotation scaled by cos 45°). Animations that must
/// blend like a `CABasicAnimation` on `transform` use `interpolated(to:fraction:)`, which
/// decomposes, interpolates the parts and recomposes; the layer engine's implicit animations
/// run on the decomposed difference (`PartsDelta`) and blend element-wise only when an end
/// does not decompose. Note that `zero` is the all-zero matrix, the additive identity, not
/// `identity`.
extension Transform3D: VectorArithmetic, Animatable {
    /// The sixteen elements, row by row (m11, m12, … m44).
    public func appendComponents(to components: inout [Double]) {
        components += [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
    public var animatableData: Transform3D {
        get { self }
        set { self = newValue }
    }
}
