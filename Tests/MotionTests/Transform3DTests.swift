import Motion
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Helpers

private func elements(_ t: Transform3D) -> [Double] {
    [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
}

/// The largest element-wise difference.
private func distance(_ a: Transform3D, _ b: Transform3D) -> Double {
    zip(elements(a), elements(b)).map { abs($0 - $1) }.max()!
}

private func largestElement(_ t: Transform3D) -> Double { elements(t).map(abs).max()! }

private func rotationZ(degrees: Double) -> Transform3D {
    Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 0, z: 1)
}

/// A product of 3…6 random translations, rotations, scales (some negative), small skews and
/// perspective factors: the kind of transform a layer tree builds.
private func randomTransform(_ g: inout SplitMix64) -> Transform3D {
    var m = Transform3D.identity
    for _ in 0..<(3 + Int(g.next() % 4)) {
        let factor: Transform3D
        switch g.next() % 5 {
        case 0:
            factor = Transform3D(translationX: g.uniform(-100, 100), y: g.uniform(-100, 100), z: g.uniform(-100, 100))
        case 1:
            factor = Transform3D(
                rotationAngle: g.uniform(-.pi, .pi), x: g.uniform(-1, 1), y: g.uniform(-1, 1), z: g.uniform(-1, 1))
        case 2:
            let sign = g.unit() < 0.2 ? -1.0 : 1.0
            factor = Transform3D(scaleX: sign * g.uniform(0.5, 2), y: g.uniform(0.5, 2), z: g.uniform(0.5, 2))
        case 3:
            var skew = Transform3D.identity
            skew.m21 = g.uniform(-0.3, 0.3)
            skew.m31 = g.uniform(-0.3, 0.3)
            skew.m32 = g.uniform(-0.3, 0.3)
            factor = skew
        default:
            var perspective = Transform3D.identity
            perspective.m34 = -g.uniform(0, 1.0 / 300)
            perspective.m14 = g.uniform(-1e-3, 1e-3)
            perspective.m24 = g.uniform(-1e-3, 1e-3)
            factor = perspective
        }
        m = m.concatenating(factor)
    }
    return m
}

private func point3(_ t: Transform3D, _ p: (Double, Double, Double)) -> (x: Double, y: Double, z: Double) {
    let h = t.apply(x: p.0, y: p.1, z: p.2)
    return (h.x / h.w, h.y / h.w, h.z / h.w)
}

// MARK: - Construction and Core Animation's conventions

@Test func identityIsCATransform3DIdentity() {
    let identity = Transform3D()
    #expect(identity == .identity)
    #expect(elements(identity) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    #expect(identity.isIdentity && identity.isAffine)
    let mapped = identity.apply(to: Point(x: 3, y: -7))
    #expect(mapped.x == 3 && mapped.y == -7 && mapped.w == 1)
}

@Test func makeFunctionsFillCoreAnimationsElements() {
    // CATransform3DMakeTranslation: [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1].
    #expect(elements(Transform3D(translationX: 5, y: 6, z: 7)) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1])
    // CATransform3DMakeScale: [sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1].
    #expect(elements(Transform3D(scaleX: 2, y: 3, z: 4)) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
    // CATransform3DMakeAffineTransform: a b → m11 m12, c d → m21 m22, tx ty → m41 m42.
    let affine = Transform3D(affine: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(elements(affine) == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
    #expect(affine.affine == (1, 2, 3, 4, 5, 6))
}

@Test func affineEmbeddingMapsPointsLikeCGAffineTransform() {
    // CGAffineTransform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    let t = Transform3D(affine: 2, b: 0.5, c: -1, d: 3, tx: 10, ty: -20)
    let mapped = t.apply(to: Point(x: 4, y: 5))
    let (x, y): (Double, Double) = (2 * 4 - 1 * 5 + 10, 0.5 * 4 + 3 * 5 - 20)
    #expect(mapped.x == x && mapped.y == y)
    #expect(mapped.w == 1)
}

@Test(arguments: [
    // (axis, input, expected): a right-handed quarter turn, as CATransform3DMakeRotation.
    ((0.0, 0.0, 1.0), (1.0, 0.0, 0.0), (0.0, 1.0, 0.0)),
    ((0.0, 0.0, 1.0), (0.0, 1.0, 0.0), (-1.0, 0.0, 0.0)),
    ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    ((0.0, 1.0, 0.0), (0.0, 0.0, 1.0), (1.0, 0.0, 0.0)),
])
func quarterTurnRotatesRightHanded(
    axis: (Double, Double, Double), input: (Double, Double, Double), expected: (Double, Double, Double)
) {
    let r = Transform3D(rotationAngle: .pi / 2, x: axis.0, y: axis.1, z: axis.2)
    let p = point3(r, input)
    #expect(abs(p.x - expected.0) < 1e-15 && abs(p.y - expected.1) < 1e-15 && abs(p.z - expected.2) < 1e-15)
}

@Test func rotationAboutZMatchesCGAffineTransformRotation() {
    // CGAffineTransform(rotationAngle:) is [cos sin; −sin cos]; the 3D rotation embeds it.
    let angle = 0.7
    let r = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
    let expected = Transform3D(affine: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    #expect(distance(r, expected) < 1e-15)
}

@Test(arguments: [0.5, 2.0, 17.0])
func rotationAxisNeedNotBeUnitLength(length: Double) {
    let unit = Transform3D(rotationAngle: 1.1, x: 0.6, y: 0, z: 0.8)
    let long = Transform3D(rotationAngle: 1.1, x: 0.6 * length, y: 0, z: 0.8 * length)
    #expect(distance(unit, long) < 1e-15)
}

@Test(arguments: [0.0, 1.0, -.pi, 100.0])
func zeroLengthAxisGivesIdentity(angle: Double) {
    #expect(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 0) == .identity)
    let t = Transform3D(translationX: 1, y: 2, z: 3)
    #expect(t.rotated(by: angle, x: 0, y: 0, z: 0) == t)
}

@Test func translateThenRotateDiffersFromRotateThenTranslate() {
    // CATransform3DRotate(t, …) = rotation · t: the rotation happens first.
    let translateAfterRotating = Transform3D(translationX: 100, y: 0, z: 0).rotated(by: .pi / 2, x: 0, y: 0, z: 1)
    let a = translateAfterRotating.apply(to: Point(x: 10, y: 0))
    #expect(abs(a.x - 100) < 1e-12 && abs(a.y - 10) < 1e-12)

    // CATransform3DTranslate(t, …) = translate · t: the translation happens first, then the
    // rotation carries it round, so the translation row becomes (0, 100, 0).
    let rotateAfterTranslating = rotationZ(degrees: 90).translatedBy(x: 100, y: 0, z: 0)
    let b = rotateAfterTranslating.apply(to: Point(x: 10, y: 0))
    #expect(abs(b.x - 0) < 1e-12 && abs(b.y - 110) < 1e-12)
    #expect(abs(rotateAfterTranslating.m41) < 1e-12 && abs(rotateAfterTranslating.m42 - 100) < 1e-12)

    #expect(distance(translateAfterRotating, rotateAfterTranslating) > 1)
}

@Test func concatenationAppliesTheLeftOperandFirst() {
    // CATransform3DConcat(a, b) = a · b: with row vectors a acts on the point first.
    let a = Transform3D(scaleX: 2, y: 2, z: 1)
    let b = Transform3D(translationX: 5, y: 0, z: 0)
    let ab = a.concatenating(b).apply(to: Point(x: 1, y: 1))
    let ba = b.concatenating(a).apply(to: Point(x: 1, y: 1))
    #expect(ab.x == 7 && ab.y == 2)
    #expect(ba.x == 12 && ba.y == 2)
}

@Test(arguments: 0..<32 as Range<UInt64>)
func builderMethodsPrependLikeCoreAnimation(seed: UInt64) {
    var g = SplitMix64(seed: seed)
    let t = randomTransform(&g)
    let (x, y, z) = (g.uniform(-50, 50), g.uniform(-50, 50), g.uniform(-50, 50))
    #expect(t.translatedBy(x: x, y: y, z: z) == Transform3D(translationX: x, y: y, z: z).concatenating(t))
    #expect(t.scaledBy(x: x, y: y, z: z) == Transform3D(scaleX: x, y: y, z: z).concatenating(t))
    #expect(t.rotated(by: x, x: x, y: y, z: z) == Transform3D(rotationAngle: x, x: x, y: y, z: z).concatenating(t))
}

@Test(arguments: 0..<64 as Range<UInt64>)
func inverseRoundTripsToIdentity(seed: UInt64) throws {
    var g = SplitMix64(seed: seed)
    let m = randomTransform(&g)
    let inverse = try #require(m.inverted())
    #expect(distance(m.concatenating(inverse), .identity) < 1e-12)
    #expect(distance(inverse.concatenating(m), .identity) < 1e-12)
}

@Test func inversesOfSimpleTransformsAreTheOppositeMotions() throws {
    let translation = try #require(Transform3D(translationX: 3, y: -4, z: 5).inverted())
    #expect(distance(translation, Transform3D(translationX: -3, y: 4, z: -5)) < 1e-15)
    let rotation = try #require(rotationZ(degrees: 30).inverted())
    #expect(distance(rotation, rotationZ(degrees: -30)) < 1e-15)
    let scale = try #require(Transform3D(scaleX: 2, y: 4, z: 8).inverted())
    #expect(scale == Transform3D(scaleX: 0.5, y: 0.25, z: 0.125))
    #expect(Transform3D(scaleX: 2, y: 4, z: 8).determinant == 64)
}

@Test(arguments: [
    Transform3D(scaleX: 0, y: 1, z: 1),
    Transform3D(scaleX: 1, y: 1, z: 0),
    Transform3D.zero,
    Transform3D(affine: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3),
    Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 1, m41: 0, m42: 0, m43: 1, m44: 1),
])
func singularTransformsHaveNoInverse(m: Transform3D) {
    #expect(m.determinant == 0)
    #expect(m.inverted() == nil)
}

@Test func perspectiveProjectionDividesByW() {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    // m34 alone leaves the layer's own plane (z = 0) untouched.
    let flat = perspective.apply(to: Point(x: 50, y: 20))
    #expect(flat.x == 50 && flat.y == 20 && flat.w == 1)

    // Moved 100 towards the viewer: w = 1 + 100·(−1/500) = 0.8, so everything grows by 1/0.8.
    let nearer = Transform3D(translationX: 0, y: 0, z: 100).concatenating(perspective).apply(to: Point(x: 50, y: 20))
    #expect(abs(nearer.w - 0.8) < 1e-15)
    #expect(abs(nearer.x - 62.5) < 1e-12 && abs(nearer.y - 25) < 1e-12)

    // The usual card flip: CATransform3DRotate(perspective, π/6, 0, 1, 0) rotates first, so
    // (100, 0) goes to (100·cos 30°, 0, −50), away from the viewer: w = 1 + 50/500 = 1.1.
    let flipped = perspective.rotated(by: .pi / 6, x: 0, y: 1, z: 0)
    let right = flipped.apply(to: Point(x: 100, y: 0))
    #expect(abs(right.w - 1.1) < 1e-15)
    #expect(abs(right.x - 78.72958216222169) < 1e-12 && abs(right.y) < 1e-12)
    let left = flipped.apply(to: Point(x: -100, y: 0))
    #expect(abs(left.w - 0.9) < 1e-15)
    #expect(abs(left.x + 86.60254037844386 / 0.9) < 1e-12)
}

@Test(
    arguments: [
        \Transform3D.m13, \Transform3D.m14, \Transform3D.m23, \Transform3D.m24,
        \Transform3D.m31, \Transform3D.m32, \Transform3D.m33, \Transform3D.m34,
        \Transform3D.m43, \Transform3D.m44,
    ] as [WritableKeyPath<Transform3D, Double> & Sendable])
func anyThreeDimensionalElementMakesATransformNonAffine(element: WritableKeyPath<Transform3D, Double> & Sendable) {
    var t = Transform3D(affine: 2, b: 1, c: -1, d: 3, tx: 4, ty: 5)
    #expect(t.isAffine)
    t[keyPath: element] += 0.25
    #expect(!t.isAffine)
}

// MARK: - Decomposition

@Test(arguments: 0..<128 as Range<UInt64>)
func decomposeRecomposeRoundTrips(seed: UInt64) throws {
    var g = SplitMix64(seed: seed)
    let m = randomTransform(&g)
    let parts = try #require(m.decomposed())
    let normalized = m.scaled(by: 1 / m.m44)
    let recomposed = Transform3D(parts)
    #expect(distance(recomposed, normalized) < 1e-10 * max(1, largestElement(normalized)), "\(m)")
    let q = parts.quaternion
    #expect(abs(q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w - 1) < 1e-12)
    #expect(q.w >= 0)
}

@Test(
    arguments: [(1.0, 1.0, 0.0), (1.0, 1.0, 1.0), (0.0, 1.0, -1.0), (-1.0, 2.0, 3.0)],
    [Double.pi, Double.pi - 1e-9, 3.0])
func halfTurnsAboutObliqueAxesRoundTrip(axis: (Double, Double, Double), angle: Double) throws {
    // Near a half turn w ≈ 0, so the quaternion's signs must come from the off-diagonal sums.
    let m = Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: axis.2)
    let parts = try #require(m.decomposed())
    #expect(distance(Transform3D(parts), m) < 1e-12)
}

@Test func decompositionNamesTheParts() throws {
    let angle = 0.8
    let m = Transform3D(scaleX: 2, y: 3, z: 4)
        .concatenating(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1))
        .concatenating(Transform3D(translationX: 10, y: 20, z: 30))
    let parts = try #require(m.decomposed())
    #expect(abs(parts.scale.x - 2) < 1e-14 && abs(parts.scale.y - 3) < 1e-14 && abs(parts.scale.z - 4) < 1e-14)
    #expect(parts.translation == .init(x: 10, y: 20, z: 30))
    // A turn by θ about +z is (0, 0, sin θ/2, cos θ/2), the same sense as CATransform3DMakeRotation.
    #expect(abs(parts.quaternion.x) < 1e-15 && abs(parts.quaternion.y) < 1e-15)
    #expect(abs(parts.quaternion.z - sin(angle / 2)) < 1e-15 && abs(parts.quaternion.w - cos(angle / 2)) < 1e-15)
    #expect(abs(parts.skew.xy) < 1e-15 && abs(parts.skew.xz) < 1e-15 && abs(parts.skew.yz) < 1e-15)
    #expect(parts.perspective == .init(x: 0, y: 0, z: 0, w: 1))
}

@Test func decompositionSeparatesSkewAndPerspective() throws {
    var shear = Transform3D.identity
    shear.m21 = 0.25   // (0, 1) ↦ (0.25, 1): x moves by a quarter of y.
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let parts = try #require(shear.concatenating(perspective).decomposed())
    #expect(abs(parts.skew.xy - 0.25) < 1e-15 && parts.skew.xz == 0 && parts.skew.yz == 0)
    #expect(parts.perspective == .init(x: 0, y: 0, z: -1.0 / 500, w: 1))
    #expect(parts.scale == .init(x: 1, y: 1, z: 1))
}

@Test func aReflectionDecomposesToNegatedScaleAndRecomposes() throws {
    let mirror = Transform3D(scaleX: -1, y: 1, z: 1)
    let parts = try #require(mirror.decomposed())
    #expect(parts.scale.x < 0 && parts.scale.y < 0 && parts.scale.z < 0)
    #expect(distance(Transform3D(parts), mirror) < 1e-15)
}

@Test(arguments: [
    Transform3D(scaleX: 0, y: 1, z: 1),
    Transform3D.zero,
    Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0),
    Transform3D(
        m11: .nan, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1),
])
func undecomposableTransformsGiveNil(m: Transform3D) {
    #expect(m.decomposed() == nil)
}

@Test func decompositionDividesByM44() throws {
    let m = Transform3D(translationX: 4, y: 6, z: 0).scaled(by: 2)   // m44 == 2: the same projective map.
    let parts = try #require(m.decomposed())
    #expect(parts.translation == .init(x: 4, y: 6, z: 0))
    #expect(Transform3D(parts) == Transform3D(translationX: 4, y: 6, z: 0))
}

// MARK: - Interpolation

@Test(arguments: 0..<32 as Range<UInt64>)
func interpolationEndsExactlyAtItsEndpoints(seed: UInt64) {
    var g = SplitMix64(seed: seed)
    let from = randomTransform(&g)
    let to = randomTransform(&g)
    #expect(from.interpolated(to: to, fraction: 0) == from)
    #expect(from.interpolated(to: to, fraction: 1) == to)
    // And continuously: a hair away from either end is (up to the m44 normalisation) that end.
    let nearFrom = from.interpolated(to: to, fraction: 1e-12)
    let nearTo = from.interpolated(to: to, fraction: 1 - 1e-12)
    let fromNormalized = from.scaled(by: 1 / from.m44)
    let toNormalized = to.scaled(by: 1 / to.m44)
    #expect(distance(nearFrom, fromNormalized) < 1e-9 * max(1, largestElement(fromNormalized)))
    #expect(distance(nearTo, toNormalized) < 1e-9 * max(1, largestElement(toNormalized)))
}

@Test func halfwayToAQuarterTurnIsAnEighthTurnNotAShrunkenMatrix() {
    let halfway = Transform3D.identity.interpolated(to: rotationZ(degrees: 90), fraction: 0.5)
    #expect(distance(halfway, rotationZ(degrees: 45)) < 1e-12)
    // Element-wise blending would give cos 45°·R(45°): a layer 29% smaller mid-turn.
    let elementwise = Transform3D.identity.interpolated(towards: rotationZ(degrees: 90), amount: 0.5)
    #expect(abs(elementwise.m11 - 0.5) < 1e-15)
    #expect(distance(halfway, elementwise) > 0.2)
}

@Test(arguments: [0.1, 0.25, 0.5, 0.8, 1.3, -0.2])
func slerpTurnsAtConstantAngularSpeed(fraction: Double) {
    // 120° about an oblique axis: every fraction is the same turn scaled by the fraction.
    let axis = (1.0, -2.0, 0.5)
    let angle = 2 * Double.pi / 3
    let end = Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: axis.2)
    let blended = Transform3D.identity.interpolated(to: end, fraction: fraction)
    let expected = Transform3D(rotationAngle: angle * fraction, x: axis.0, y: axis.1, z: axis.2)
    #expect(distance(blended, expected) < 1e-12)
}

@Test(arguments: [0.25, 0.5, 0.75])
func nearlyParallelRotationsBlendWithoutDivisionByZero(fraction: Double) {
    // 0.001 rad apart: the normalised-lerp branch. Its angular error is O(θ³), far below 1e-9.
    let from = rotationZ(degrees: 10)
    let to = from.rotated(by: 0.001, x: 0, y: 0, z: 1)
    let blended = from.interpolated(to: to, fraction: fraction)
    let expected = from.rotated(by: 0.001 * fraction, x: 0, y: 0, z: 1)
    #expect(distance(blended, expected) < 1e-9)
}

@Test func halfwayBetweenScaleOneAndThreeIsScaleTwo() {
    let uniform = Transform3D.identity.interpolated(to: Transform3D(scaleX: 3, y: 3, z: 3), fraction: 0.5)
    #expect(distance(uniform, Transform3D(scaleX: 2, y: 2, z: 2)) < 1e-12)
    // With a turn at the same time, the size and the angle each move half way.
    let end = Transform3D(scaleX: 3, y: 3, z: 1).concatenating(rotationZ(degrees: 90))
    let halfway = Transform3D.identity.interpolated(to: end, fraction: 0.5)
    let expected = Transform3D(scaleX: 2, y: 2, z: 1).concatenating(rotationZ(degrees: 45))
    #expect(distance(halfway, expected) < 1e-12)
}

@Test(arguments: [(0.5, 180.0), (0.25, 175.0), (0.75, 185.0)])
func rotationsAcrossTheHalfTurnGoTheShortWay(fraction: Double, degrees: Double) {
    // 170° and −170° are 20° apart through 180°, not 340° apart through 0°.
    let blended = rotationZ(degrees: 170).interpolated(to: rotationZ(degrees: -170), fraction: fraction)
    #expect(distance(blended, rotationZ(degrees: degrees)) < 1e-12)
    #expect(blended.m11 < -0.98)
}

@Test func translationAndPerspectiveBlendLinearly() throws {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    // Translate, then project: the decomposition's own order, so the parts are exactly these.
    let end = Transform3D(translationX: 100, y: -40, z: 0).concatenating(perspective)
    let halfway = Transform3D.identity.interpolated(to: end, fraction: 0.5)
    let expected = Transform3D(translationX: 50, y: -20, z: 0).concatenating(
        {
            var p = perspective
            p.m34 /= 2
            return p
        }())
    #expect(distance(halfway, expected) < 1e-12)
    let parts = try #require(halfway.decomposed())
    #expect(abs(parts.translation.x - 50) < 1e-12 && abs(parts.translation.y + 20) < 1e-12 && parts.translation.z == 0)
    #expect(abs(parts.perspective.z + 1.0 / 1000) < 1e-15)
}

@Test(arguments: [0.25, 0.5, 0.75])
func undecomposableEndsFallBackToElementwiseBlending(fraction: Double) {
    let collapsed = Transform3D(scaleX: 0, y: 1, z: 1)
    let from = rotationZ(degrees: 90)
    let blended = from.interpolated(to: collapsed, fraction: fraction)
    #expect(blended == from.interpolated(towards: collapsed, amount: fraction))
    #expect(abs(blended.m12 - (1 - fraction)) < 1e-15)
    #expect(
        collapsed.interpolated(to: from, fraction: fraction) == collapsed.interpolated(towards: from, amount: fraction))
}

@Test(arguments: [
    (Transform3D.identity, Transform3D.identity),
    (Transform3D.zero, Transform3D.identity),
    (Transform3D(scaleX: 0, y: 0, z: 0), Transform3D(scaleX: 2, y: 2, z: 2)),
    (Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0), rotationZ(degrees: 360)),
    (rotationZ(degrees: 0), rotationZ(degrees: 180)),
    (Transform3D(rotationAngle: .pi, x: 1, y: 0, z: 0), Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)),
    (Transform3D(rotationAngle: .pi, x: 1, y: 1, z: 0), Transform3D(rotationAngle: -.pi, x: 1, y: 1, z: 0)),
    (Transform3D(scaleX: -1, y: 1, z: 1), Transform3D.identity),
    (Transform3D(scaleX: 1e-200, y: 1e-200, z: 1e-200), Transform3D.identity),
])
func degenerateInputsNeverProduceNaN(from: Transform3D, to: Transform3D) {
    for fraction in [0, 1e-12, 0.25, 0.5, 0.75, 1, 1.5, -0.5] {
        let blended = from.interpolated(to: to, fraction: fraction)
        let finite = elements(blended).allSatisfy { $0.isFinite }
        #expect(finite, "fraction \(fraction): \(blended)")
    }
}

// MARK: - Vector arithmetic

@Test func vectorArithmeticIsElementwise() {
    let a = Transform3D(affine: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let b = Transform3D(translationX: 1, y: 1, z: 1)
    #expect(elements(a + b) == zip(elements(a), elements(b)).map(+))
    #expect(elements(a - b) == zip(elements(a), elements(b)).map(-))
    #expect(elements(a.scaled(by: 3)) == elements(a).map { $0 * 3 })
    #expect(Transform3D.identity.magnitudeSquared == 4)
    #expect(a.magnitudeSquared == elements(a).map { $0 * $0 }.reduce(0, +))
    #expect(elements(Transform3D.zero).allSatisfy { $0 == 0 })
    #expect(a + .zero == a)
    var animatable = a
    #expect(animatable.animatableData == a)
    animatable.animatableData = b
    #expect(animatable == b)
}
