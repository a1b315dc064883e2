extension Transform3D {
    /// A transform split into the parts Core Animation interpolates separately: the "unmatrix"
    /// decomposition of Graphics Gems II (Thomas, "Decomposing a Matrix into Simple
    /// Transformations"), as specified for CSS transforms and used by WebKit.
    ///
    /// The parts recompose, in row-vector order, as
    /// `scale · skew · rotation(quaternion) · translation · perspective`.
    public struct Decomposed: Hashable, Sendable {
        /// Three components, for translation and scale.
        public struct Vector3: Hashable, Sendable {
            /// The x component.
            public var x: Double
            /// The y component.
            public var y: Double
            /// The z component.
            public var z: Double

            /// A vector of the three components.
            public init(x: Double, y: Double, z: Double) {
                self.x = x
                self.y = y
                self.z = z
            }
        }

        /// Four components, for the perspective row and the rotation quaternion.
        public struct Vector4: Hashable, Sendable {
            /// The x component.
            public var x: Double
            /// The y component.
            public var y: Double
            /// The z component.
            public var z: Double
            /// The w component.
            public var w: Double

            /// A vector of the four components.
            public init(x: Double, y: Double, z: Double, w: Double) {
                self.x = x
                self.y = y
                self.z = z
                self.w = w
            }
        }

        /// Shear factors: `xy` moves x in proportion to y, `xz` x by z, `yz` y by z.
        public struct Skew: Hashable, Sendable {
            /// How far x moves per unit of y.
            public var xy: Double
            /// How far x moves per unit of z.
            public var xz: Double
            /// How far y moves per unit of z.
            public var yz: Double

            /// Shear factors `xy`, `xz` and `yz`.
            public init(xy: Double, xz: Double, yz: Double) {
                self.xy = xy
                self.xz = xz
                self.yz = yz
            }
        }

        /// The translation, `(m41, m42, m43)` of the transform.
        public var translation: Vector3
        /// Per-axis scale; a reflection shows as all three negated (the rotation absorbs the
        /// rest), as in the Graphics Gems algorithm.
        public var scale: Vector3
        /// The shear, applied between scale and rotation.
        public var skew: Skew
        /// The perspective column `(m14, m24, m34, m44)` before the other parts act on it:
        /// `(0, 0, −1/d, 1)` for a plain `m34 = −1/d`.
        public var perspective: Vector4
        /// The rotation as a unit quaternion `(x, y, z, w)` with `w ≥ 0`: a rotation by θ about
        /// the unit axis n is `(n·sin θ/2, cos θ/2)`, turning the same way as
        /// `CATransform3DMakeRotation(θ, n)`.
        public var quaternion: Vector4

        /// Parts that recompose into a transform; the defaults are the identity's parts.
        public init(
            translation: Vector3 = Vector3(x: 0, y: 0, z: 0),
            scale: Vector3 = Vector3(x: 1, y: 1, z: 1),
            skew: Skew = Skew(xy: 0, xz: 0, yz: 0),
            perspective: Vector4 = Vector4(x: 0, y: 0, z: 0, w: 1),
            quaternion: Vector4 = Vector4(x: 0, y: 0, z: 0, w: 1)
        ) {
            self.translation = translation
            self.scale = scale
            self.skew = skew
            self.perspective = perspective
            self.quaternion = quaternion
        }

        /// The parts of `Transform3D.identity`.
        public static let identity = Decomposed()
    }

    /// Splits the transform into translation, scale, skew, perspective and rotation, or
    /// returns `nil` when that is impossible: `m44 == 0`, or a singular upper 3×3 (which makes
    /// the perspective system singular too), e.g. a layer scaled to zero.
    ///
    /// The matrix is first divided by `m44`, so recomposing gives `self / m44`, the same
    /// projective transform with `m44 == 1`.
    public func decomposed() -> Decomposed? {
        guard m44 != 0 else { return nil }
        var n = self
        n.scale(by: 1 / m44)
        guard n.allFinite else { return nil }

        // The upper 3×3 (scale · skew · rotation) as rows.
        var r0 = (n.m11, n.m12, n.m13)
        var r1 = (n.m21, n.m22, n.m23)
        var r2 = (n.m31, n.m32, n.m33)
        let det3 = dot3(r0, cross3(r1, r2))
        guard det3 != 0, det3.isFinite else { return nil }

        // The fourth column is [A 0; t 1] · p, so p solves that system; its upper block only
        // needs A⁻¹ (Cramer's rule), then p.w follows from the bottom row.
        let t = (n.m41, n.m42, n.m43)
        var perspective = Decomposed.Vector4(x: 0, y: 0, z: 0, w: 1)
        if n.m14 != 0 || n.m24 != 0 || n.m34 != 0 {
            let c = (n.m14, n.m24, n.m34)
            // Rows of A times p equal c: with columns of A as u, v, w, p = (c·(v×w), c·(w×u), c·(u×v)) / det.
            let u = (r0.0, r1.0, r2.0)
            let v = (r0.1, r1.1, r2.1)
            let w = (r0.2, r1.2, r2.2)
            let px = dot3(c, cross3(v, w)) / det3
            let py = dot3(c, cross3(w, u)) / det3
            let pz = dot3(c, cross3(u, v)) / det3
            perspective = Decomposed.Vector4(x: px, y: py, z: pz, w: n.m44 - (t.0 * px + t.1 * py + t.2 * pz))
        }

        // Gram–Schmidt on the rows: A = (scale · skew) · Q with Q orthonormal.
        var scale = (length3(r0), 0.0, 0.0)
        r0 = times3(r0, 1 / scale.0)
        var skewXY = dot3(r0, r1)
        r1 = combine3(r1, r0, -skewXY)
        scale.1 = length3(r1)
        r1 = times3(r1, 1 / scale.1)
        skewXY /= scale.1

        var skewXZ = dot3(r0, r2)
        r2 = combine3(r2, r0, -skewXZ)
        var skewYZ = dot3(r1, r2)
        r2 = combine3(r2, r1, -skewYZ)
        scale.2 = length3(r2)
        r2 = times3(r2, 1 / scale.2)
        skewXZ /= scale.2
        skewYZ /= scale.2
        guard scale.0 > 0, scale.1 > 0, scale.2 > 0, scale.0.isFinite, scale.1.isFinite, scale.2.isFinite else {
            return nil
        }

        // A reflection: make Q a proper rotation and carry the flip in the scale.
        if det3 < 0 {
            scale = (-scale.0, -scale.1, -scale.2)
            r0 = times3(r0, -1)
            r1 = times3(r1, -1)
            r2 = times3(r2, -1)
        }

        return Decomposed(
            translation: .init(x: t.0, y: t.1, z: t.2),
            scale: .init(x: scale.0, y: scale.1, z: scale.2),
            skew: .init(xy: skewXY, xz: skewXZ, yz: skewYZ),
            perspective: perspective,
            quaternion: quaternion(rows: r0, r1, r2)
        )
    }

    /// Recomposes `scale · skew · rotation · translation · perspective`, the inverse of
    /// `decomposed()`.
    ///
    /// A quaternion that is not unit length is used for its direction only; a zero quaternion
    /// means no rotation.
    public init(_ parts: Decomposed) {
        let q = parts.quaternion
        let norm = q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w
        // 2/|q|² makes the rotation matrix exact for any non-zero quaternion, not only unit ones.
        let s = norm > 0 && norm.isFinite ? 2 / norm : 0
        let (x, y, z, w) = s == 0 ? (0, 0, 0, 1) : (q.x, q.y, q.z, q.w)
        // Rows of the rotation for row vectors (the transpose of the usual column form).
        let q0 = (1 - s * (y * y + z * z), s * (x * y + z * w), s * (x * z - y * w))
        let q1 = (s * (x * y - z * w), 1 - s * (x * x + z * z), s * (y * z + x * w))
        let q2 = (s * (x * z + y * w), s * (y * z - x * w), 1 - s * (x * x + y * y))

        let sc = parts.scale
        let k = parts.skew
        let a0 = times3(q0, sc.x)
        let a1 = times3(combine3(q1, q0, k.xy), sc.y)
        let a2 = times3(combine3(combine3(q2, q0, k.xz), q1, k.yz), sc.z)

        let p = parts.perspective
        let t = parts.translation
        self.init(
            m11: a0.0, m12: a0.1, m13: a0.2, m14: a0.0 * p.x + a0.1 * p.y + a0.2 * p.z,
            m21: a1.0, m22: a1.1, m23: a1.2, m24: a1.0 * p.x + a1.1 * p.y + a1.2 * p.z,
            m31: a2.0, m32: a2.1, m33: a2.2, m34: a2.0 * p.x + a2.1 * p.y + a2.2 * p.z,
            m41: t.x, m42: t.y, m43: t.z, m44: t.x * p.x + t.y * p.y + t.z * p.z + p.w
        )
    }

    /// The transform `fraction` of the way from `self` to `other`, blended the way Core
    /// Animation blends a `transform` animation: both ends are decomposed, translation, scale,
    /// skew and perspective are interpolated linearly, the rotation by spherical linear
    /// interpolation along the shorter arc, and the parts are recomposed.
    ///
    /// So halfway from no rotation to 90° is a 45° rotation at full size, not the shrunken
    /// element-wise average. When either end cannot be decomposed (a zero scale, `m44 == 0`),
    /// the result falls back to the element-wise blend, as WebKit does. Fractions of exactly 0
    /// and 1 return the ends unchanged; in between the result is normalised to `m44 == 1`.
    /// Fractions outside [0, 1] (spring overshoot) extrapolate along the same paths.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        guard let a = decomposed(), let b = other.decomposed() else {
            var step = other - self
            step.scale(by: fraction)
            return self + step
        }
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
        let parts = Decomposed(
            translation: .init(
                x: lerp(a.translation.x, b.translation.x),
                y: lerp(a.translation.y, b.translation.y),
                z: lerp(a.translation.z, b.translation.z)),
            scale: .init(x: lerp(a.scale.x, b.scale.x), y: lerp(a.scale.y, b.scale.y), z: lerp(a.scale.z, b.scale.z)),
            skew: .init(xy: lerp(a.skew.xy, b.skew.xy), xz: lerp(a.skew.xz, b.skew.xz), yz: lerp(a.skew.yz, b.skew.yz)),
            perspective: .init(
                x: lerp(a.perspective.x, b.perspective.x),
                y: lerp(a.perspective.y, b.perspective.y),
                z: lerp(a.perspective.z, b.perspective.z),
                w: lerp(a.perspective.w, b.perspective.w)),
            quaternion: slerp(a.quaternion, b.quaternion, fraction)
        )
        return Transform3D(parts)
    }
}

// MARK: - Small vector helpers (tuples keep the decomposition free of allocation and types).

private typealias Triple = (Double, Double, Double)

private func dot3(_ a: Triple, _ b: Triple) -> Double { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
private func cross3(_ a: Triple, _ b: Triple) -> Triple {
    (a.1 * b.2 - a.2 * b.1, a.2 * b.0 - a.0 * b.2, a.0 * b.1 - a.1 * b.0)
}
private func length3(_ a: Triple) -> Double { dot3(a, a).squareRoot() }
private func times3(_ a: Triple, _ s: Double) -> Triple { (a.0 * s, a.1 * s, a.2 * s) }
/// `a + b·s`.
private func combine3(_ a: Triple, _ b: Triple, _ s: Double) -> Triple { (a.0 + b.0 * s, a.1 + b.1 * s, a.2 + b.2 * s) }

/// The unit quaternion (w ≥ 0) of a proper rotation given by its rows (row-vector convention).
///
/// Shepperd's method: the square root is taken of the largest of 4w², 4x², 4y², 4z² and the
/// others come from off-diagonal sums and differences. The CSS pseudo-code takes all four from
/// the diagonal and borrows only signs from the off-diagonal, which picks wrong relative signs
/// near half turns about oblique axes (where those differences are rounding noise).
private func quaternion(rows r0: Triple, _ r1: Triple, _ r2: Triple) -> Transform3D.Decomposed.Vector4 {
    // Column-vector rotation R = transpose of the rows: R[i][j] = row j, component i.
    let r00 = r0.0
    let r11 = r1.1
    let r22 = r2.2
    let r01 = r1.0
    let r10 = r0.1
    let r02 = r2.0
    let r20 = r0.2
    let r12 = r2.1
    let r21 = r1.2
    let trace = r00 + r11 + r22
    var x: Double
    var y: Double
    var z: Double
    var w: Double
    if trace > 0 {
        let s = (trace + 1).squareRoot() * 2
        w = s / 4
        x = (r21 - r12) / s
        y = (r02 - r20) / s
        z = (r10 - r01) / s
    } else if r00 > r11 && r00 > r22 {
        let s = (1 + r00 - r11 - r22).squareRoot() * 2
        w = (r21 - r12) / s
        x = s / 4
        y = (r01 + r10) / s
        z = (r02 + r20) / s
    } else if r11 > r22 {
        let s = (1 + r11 - r00 - r22).squareRoot() * 2
        w = (r02 - r20) / s
        x = (r01 + r10) / s
        y = s / 4
        z = (r12 + r21) / s
    } else {
        let s = (1 + r22 - r00 - r11).squareRoot() * 2
        w = (r10 - r01) / s
        x = (r02 + r20) / s
        y = (r12 + r21) / s
        z = s / 4
    }
    if w < 0 {
        x = -x
        y = -y
        z = -z
        w = -w
    }
    return .init(x: x, y: y, z: z, w: w)
}

/// Spherical linear interpolation along the shorter arc; normalised linear interpolation when
/// the ends are nearly parallel, where slerp's 1/sin θ would amplify rounding error.
private func slerp(
    _ a: Transform3D.Decomposed.Vector4, _ b: Transform3D.Decomposed.Vector4, _ t: Double
) -> Transform3D.Decomposed.Vector4 {
    var b = b
    var cosine = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
    // q and −q are the same rotation; flipping one end keeps the turn under 180°.
    if cosine < 0 {
        b = .init(x: -b.x, y: -b.y, z: -b.z, w: -b.w)
        cosine = -cosine
    }
    let wa: Double
    let wb: Double
    if cosine > 0.9995 {
        wa = 1 - t
        wb = t
    } else {
        let theta = _acos(min(cosine, 1))
        let sine = _sin(theta)
        wa = _sin((1 - t) * theta) / sine
        wb = _sin(t * theta) / sine
    }
    var q = Transform3D.Decomposed.Vector4(
        x: a.x * wa + b.x * wb, y: a.y * wa + b.y * wb, z: a.z * wa + b.z * wb, w: a.w * wa + b.w * wb)
    let norm = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
    if norm > 0 && norm.isFinite {
        q = .init(x: q.x / norm, y: q.y / norm, z: q.z / norm, w: q.w / norm)
    }
    return q
}
