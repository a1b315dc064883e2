/// A 4×4 homogeneous transform in Core Animation's `CATransform3D` layout and conventions.
///
/// Points are row vectors multiplied on the left, `[x y z 1] · M`, exactly as in
/// `CATransform3D.h`: the translation lives in `m41 m42 m43`, perspective in the fourth column
/// (a layer's usual vanishing-point trick is `m34 = −1/500`), and a rotation about z by a
/// positive angle turns +x towards +y (`m12 = sin θ`), as `CATransform3DMakeRotation` and
/// `CGAffineTransform(rotationAngle:)` do. In UIKit's y-down screen space that looks clockwise.
///
/// The builder methods prepend like their Core Animation counterparts
/// (`CATransform3DTranslate(t, …)` is `translate · t`), and `concatenating(_:)` is
/// `CATransform3DConcat(a, b) = a · b`, "apply `a`, then `b`".
public struct Transform3D: Hashable, Sendable {
    /// The first row: where the x axis goes (`m11`, `m12`, `m13`) and its perspective term `m14`.
    public var m11: Double = 1, m12: Double = 0, m13: Double = 0, m14: Double = 0
    /// The second row: where the y axis goes, and its perspective term `m24`.
    public var m21: Double = 0, m22: Double = 1, m23: Double = 0, m24: Double = 0
    /// The third row: where the z axis goes, and `m34`, the usual perspective term (−1/distance).
    public var m31: Double = 0, m32: Double = 0, m33: Double = 1, m34: Double = 0
    /// The fourth row: the translation (`m41`, `m42`, `m43`) and `m44`.
    public var m41: Double = 0, m42: Double = 0, m43: Double = 0, m44: Double = 1

    /// The identity transform, `CATransform3DIdentity`.
    public init() {}

    /// A transform with every element given, row by row, like `CATransform3D(m11:…:m44:)`.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// `CATransform3DIdentity`.
    public static let identity = Transform3D()

    /// A translation, `CATransform3DMakeTranslation`: `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`.
    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        m41 = tx
        m42 = ty
        m43 = tz
    }

    /// A scale, `CATransform3DMakeScale`: `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`.
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        m11 = sx
        m22 = sy
        m33 = sz
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)`, `CATransform3DMakeRotation`.
    ///
    /// Right-handed about the axis; the axis need not be unit length. As Core Animation
    /// documents, an axis of length zero gives the identity (so does a non-finite axis, which
    /// has no direction either).
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return }
        let x = x / length
        let y = y / length
        let z = z / length
        let c = _cos(angle)
        let s = _sin(angle)
        let t = 1 - c
        // The transpose of the column-vector (Rodrigues) matrix, because points are rows here.
        m11 = t * x * x + c
        m12 = t * x * y + s * z
        m13 = t * x * z - s * y
        m21 = t * x * y - s * z
        m22 = t * y * y + c
        m23 = t * y * z + s * x
        m31 = t * x * z + s * y
        m32 = t * y * z - s * x
        m33 = t * z * z + c
    }

    /// A `CGAffineTransform` `[a b; c d; tx ty]` embedded in 3D, `CATransform3DMakeAffineTransform`:
    /// `a b` go to `m11 m12`, `c d` to `m21 m22`, `tx ty` to `m41 m42`, the rest is identity.
    public init(affine a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        m11 = a
        m12 = b
        m21 = c
        m22 = d
        m41 = tx
        m42 = ty
    }

    /// The 2D part, `CATransform3DGetAffineTransform`: `m11 m12 m21 m22 m41 m42` as `a b c d tx ty`.
    ///
    /// Like Core Animation it reads those elements whatever the others hold; check `isAffine`
    /// first when the result must be exact.
    public var affine: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (m11, m12, m21, m22, m41, m42)
    }

    /// Whether the transform is exactly a 2D affine transform, `CATransform3DIsAffine`:
    /// `m13 m14 m23 m24 m31 m32 m34 m43` are zero and `m33 m44` are one.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// Whether this is exactly the identity, `CATransform3DIsIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// `self · other`: apply `self` first, then `other`, like `CATransform3DConcat(self, other)`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = self
        let b = other
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
        )
    }

    /// `translate(tx, ty, tz) · self`, as `CATransform3DTranslate` documents.
    ///
    /// The translation happens first, in the coordinate space `self` then maps: translating a
    /// rotated transform moves along the rotated axes.
    public func translatedBy(x tx: Double, y ty: Double, z tz: Double) -> Transform3D {
        Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)
    }

    /// `scale(sx, sy, sz) · self`, as `CATransform3DScale` documents: scale first, then `self`.
    public func scaledBy(x sx: Double, y sy: Double, z sz: Double) -> Transform3D {
        Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
    }

    /// `rotation(angle, x, y, z) · self`, as `CATransform3DRotate` documents: rotate first,
    /// then `self`.
    ///
    /// Core Animation leaves a zero-length axis undefined; here it rotates by nothing and
    /// returns `self`.
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The determinant of the full 4×4 matrix.
    public var determinant: Double {
        let c = cofactorTerms
        return c.s0 * c.c5 - c.s1 * c.c4 + c.s2 * c.c3 + c.s3 * c.c2 - c.s4 * c.c1 + c.s5 * c.c0
    }

    /// The inverse, or `nil` when the matrix is singular (or so near it that the inverse
    /// overflows).
    ///
    /// `CATransform3DInvert` returns its argument unchanged when there is no inverse; an optional
    /// makes that case impossible to miss.
    public func inverted() -> Transform3D? {
        let c = cofactorTerms
        let det = c.s0 * c.c5 - c.s1 * c.c4 + c.s2 * c.c3 + c.s3 * c.c2 - c.s4 * c.c1 + c.s5 * c.c0
        guard det != 0, det.isFinite else { return nil }
        let r = 1 / det
        let inverse = Transform3D(
            m11: (m22 * c.c5 - m23 * c.c4 + m24 * c.c3) * r,
            m12: (-m12 * c.c5 + m13 * c.c4 - m14 * c.c3) * r,
            m13: (m42 * c.s5 - m43 * c.s4 + m44 * c.s3) * r,
            m14: (-m32 * c.s5 + m33 * c.s4 - m34 * c.s3) * r,
            m21: (-m21 * c.c5 + m23 * c.c2 - m24 * c.c1) * r,
            m22: (m11 * c.c5 - m13 * c.c2 + m14 * c.c1) * r,
            m23: (-m41 * c.s5 + m43 * c.s2 - m44 * c.s1) * r,
            m24: (m31 * c.s5 - m33 * c.s2 + m34 * c.s1) * r,
            m31: (m21 * c.c4 - m22 * c.c2 + m24 * c.c0) * r,
            m32: (-m11 * c.c4 + m12 * c.c2 - m14 * c.c0) * r,
            m33: (m41 * c.s4 - m42 * c.s2 + m44 * c.s0) * r,
            m34: (-m31 * c.s4 + m32 * c.s2 - m34 * c.s0) * r,
            m41: (-m21 * c.c3 + m22 * c.c1 - m23 * c.c0) * r,
            m42: (m11 * c.c3 - m12 * c.c1 + m13 * c.c0) * r,
            m43: (-m41 * c.s3 + m42 * c.s1 - m43 * c.s0) * r,
            m44: (m31 * c.s3 - m32 * c.s1 + m33 * c.s0) * r
        )
        return inverse.allFinite ? inverse : nil
    }

    /// Maps a point of the layer's plane, `[x y 0 1] · M`, and divides by `w`, as Core
    /// Animation does when it flattens a perspective transform onto the screen.
    ///
    /// `w` is returned too: it is 1 for affine transforms, shrinks below 1 for points that
    /// `m34 < 0` pulls towards the viewer (they grow), and is ≤ 0 for points at or behind the
    /// eye, which a renderer must clip before using `x` and `y` (they are then meaningless or
    /// infinite).
    public func apply(to point: Point) -> (x: Double, y: Double, w: Double) {
        let h = apply(x: point.x, y: point.y, z: 0)
        return (h.x / h.w, h.y / h.w, h.w)
    }

    /// The homogeneous product `[x y z w] · M`, without the perspective divide.
    public func apply(x: Double, y: Double, z: Double, w: Double = 1) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            x * m11 + y * m21 + z * m31 + w * m41,
            x * m12 + y * m22 + z * m32 + w * m42,
            x * m13 + y * m23 + z * m33 + w * m43,
            x * m14 + y * m24 + z * m34 + w * m44
        )
    }

    var allFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The 2×2 minors of the top two rows (`s`) and the bottom two rows (`c`), shared by the
    /// determinant and the adjugate (Laplace expansion by complementary minors).
    private var cofactorTerms:
        (
            s0: Double, s1: Double, s2: Double, s3: Double, s4: Double, s5: Double,
            c0: Double, c1: Double, c2: Double, c3: Double, c4: Double, c5: Double
        )
    {
        (
            m11 * m22 - m21 * m12,
            m11 * m23 - m21 * m13,
            m11 * m24 - m21 * m14,
            m12 * m23 - m22 * m13,
            m12 * m24 - m22 * m14,
            m13 * m24 - m23 * m14,
            m31 * m42 - m41 * m32,
            m31 * m43 - m41 * m33,
            m31 * m44 - m41 * m34,
            m32 * m43 - m42 * m33,
            m32 * m44 - m42 * m34,
            m33 * m44 - m43 * m34
        )
    }
}

extension Transform3D: CustomStringConvertible {
    public var description: String {
        "[\(m11) \(m12) \(m13) \(m14); \(m21) \(m22) \(m23) \(m24); "
            + "\(m31) \(m32) \(m33) \(m34); \(m41) \(m42) \(m43) \(m44)]"
    }
}
