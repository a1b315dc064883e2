/// Element-wise arithmetic over all sixteen elements: what a transform needs to ride on an
/// animation as its own animatable data (Motion's `Transform3D+Animatable.swift`).
extension Transform3D {
    /// The all-zero matrix (the additive identity; `identity` is the multiplicative one).
    public static let zero = Transform3D(
        m11: 0, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 0, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 0, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 0
    )

    public static func + (a: Transform3D, b: Transform3D) -> Transform3D {
        Transform3D(
            m11: a.m11 + b.m11, m12: a.m12 + b.m12, m13: a.m13 + b.m13, m14: a.m14 + b.m14,
            m21: a.m21 + b.m21, m22: a.m22 + b.m22, m23: a.m23 + b.m23, m24: a.m24 + b.m24,
            m31: a.m31 + b.m31, m32: a.m32 + b.m32, m33: a.m33 + b.m33, m34: a.m34 + b.m34,
            m41: a.m41 + b.m41, m42: a.m42 + b.m42, m43: a.m43 + b.m43, m44: a.m44 + b.m44
        )
    }

    public static func - (a: Transform3D, b: Transform3D) -> Transform3D {
        Transform3D(
            m11: a.m11 - b.m11, m12: a.m12 - b.m12, m13: a.m13 - b.m13, m14: a.m14 - b.m14,
            m21: a.m21 - b.m21, m22: a.m22 - b.m22, m23: a.m23 - b.m23, m24: a.m24 - b.m24,
            m31: a.m31 - b.m31, m32: a.m32 - b.m32, m33: a.m33 - b.m33, m34: a.m34 - b.m34,
            m41: a.m41 - b.m41, m42: a.m42 - b.m42, m43: a.m43 - b.m43, m44: a.m44 - b.m44
        )
    }

    public mutating func scale(by rhs: Double) {
        m11 *= rhs
        m12 *= rhs
        m13 *= rhs
        m14 *= rhs
        m21 *= rhs
        m22 *= rhs
        m23 *= rhs
        m24 *= rhs
        m31 *= rhs
        m32 *= rhs
        m33 *= rhs
        m34 *= rhs
        m41 *= rhs
        m42 *= rhs
        m43 *= rhs
        m44 *= rhs
    }

    /// The sum of the squares of all sixteen elements (the squared Frobenius norm).
    public var magnitudeSquared: Double {
        m11 * m11 + m12 * m12 + m13 * m13 + m14 * m14
            + m21 * m21 + m22 * m22 + m23 * m23 + m24 * m24
            + m31 * m31 + m32 * m32 + m33 * m33 + m34 * m34
            + m41 * m41 + m42 * m42 + m43 * m43 + m44 * m44
    }
}
