/// A projective map of the plane in Core Animation's row-vector convention:
/// `[x y 1] · M = [X Y W]`, and the image point is `(X / W, Y / W)`.
///
/// The renderer draws every layer through one, and hit testing and `Layer.convert` map
/// points back through its inverse, so what is hit is what is drawn.
///
/// Every layer is a plane, and Core Animation flattens a layer's subtree into that plane, so
/// the whole chain from a layer's bounds to the screen is one such map: the 3×3 part of each
/// 4×4 step that a point with z = 0 meets (rows 1, 2, 4 and columns 1, 2, 4). Perspective
/// (m34) shows up in the third column, which is zero for affine maps.
package struct Homography: Hashable, Sendable {
    package var m11: Double, m12: Double, m13: Double
    package var m21: Double, m22: Double, m23: Double
    package var m31: Double, m32: Double, m33: Double

    package static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    @inlinable package init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
        m33: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
    }

    /// A translation by `(tx, ty)`.
    @inlinable package init(translationX tx: Double, y ty: Double) {
        self.init(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: tx, m32: ty, m33: 1)
    }

    /// A uniform scale about the origin.
    @inlinable package init(scale s: Double) {
        self.init(m11: s, m12: 0, m13: 0, m21: 0, m22: s, m23: 0, m31: 0, m32: 0, m33: 1)
    }

    /// What `transform` does to the plane z = 0 seen from above: rows and columns 1, 2 and 4.
    @inlinable package init(flattening t: Transform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24, m31: t.m41, m32: t.m42, m33: t.m44)
    }

    /// `self · other`: apply `self`, then `other`.
    @inlinable package func concatenating(_ b: Homography) -> Homography {
        let a = self
        return Homography(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// The inverse, or nil when the map is singular or the inverse is not finite.
    @inlinable package func inverted() -> Homography? {
        let c11 = m22 * m33 - m23 * m32
        let c12 = m23 * m31 - m21 * m33
        let c13 = m21 * m32 - m22 * m31
        let det = m11 * c11 + m12 * c12 + m13 * c13
        guard det != 0, det.isFinite else { return nil }
        let r = 1 / det
        let inverse = Homography(
            m11: c11 * r, m12: (m13 * m32 - m12 * m33) * r, m13: (m12 * m23 - m13 * m22) * r,
            m21: c12 * r, m22: (m11 * m33 - m13 * m31) * r, m23: (m13 * m21 - m11 * m23) * r,
            m31: c13 * r, m32: (m12 * m31 - m11 * m32) * r, m33: (m11 * m22 - m12 * m21) * r)
        return inverse.isFinite ? inverse : nil
    }

    /// `[x y 1] · M`, before the divide.
    @inlinable @inline(__always)
    package func map(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
    }

    /// Where plane point `point` lands, `(X / W, Y / W)`, and its W: at W ≤ 0 the point is at
    /// or behind the eye, where the renderer draws nothing.
    @inlinable package func project(_ point: Point) -> (point: Point, w: Double) {
        let (x, y, w) = map(point.x, point.y)
        return (Point(x: x / w, y: y / w), w)
    }

    /// How a small motion `vector` at plane point `point` moves the image: the derivative of
    /// `project` there (for an affine map, the same at every point).
    @inlinable package func projectVector(_ vector: Point, at point: Point) -> Point {
        let (x, y, w) = map(point.x, point.y)
        let w2 = w * w
        return Point(
            x: ((m11 * w - x * m13) * vector.x + (m21 * w - x * m23) * vector.y) / w2,
            y: ((m12 * w - y * m13) * vector.x + (m22 * w - y * m23) * vector.y) / w2)
    }

    /// Whether the third column is (0, 0, 1): no perspective, W is always 1.
    @inlinable package var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The scale and offset when the map is `x · s + tx, y · s + ty` with one positive `s`:
    /// layers that are neither rotated, skewed, flipped, stretched nor in perspective.
    @inlinable package var uniformScale: (scale: Double, tx: Double, ty: Double)? {
        guard isAffine, m12 == 0, m21 == 0, m11 == m22, m11 > 0, m11.isFinite, m31.isFinite, m32.isFinite else {
            return nil
        }
        return (m11, m31, m32)
    }

    @inlinable package var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite
    }
}
