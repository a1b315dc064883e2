import Motion
import Testing

@Suite("Transform3D.PartsDelta: a transform's change in decomposed parts")
struct TransformPartsDeltaTests {
    private let a = Transform3D(scaleX: 1.5, y: 0.8, z: 1)
        .concatenating(Transform3D(rotationAngle: 2.2, x: 1, y: -2, z: 0.5))
        .concatenating(Transform3D(translationX: 30, y: -12, z: 4))
    private let b = Transform3D(rotationAngle: -0.7, x: 0.2, y: 1, z: 0.1)
        .concatenating(Transform3D(translationX: -5, y: 8, z: 0))

    private func maxDifference(_ x: Transform3D, _ y: Transform3D) -> Double {
        let p = [
            x.m11, x.m12, x.m13, x.m14, x.m21, x.m22, x.m23, x.m24, x.m31, x.m32, x.m33, x.m34, x.m41, x.m42, x.m43,
            x.m44,
        ]
        let q = [
            y.m11, y.m12, y.m13, y.m14, y.m21, y.m22, y.m23, y.m24, y.m31, y.m32, y.m33, y.m34, y.m41, y.m42, y.m43,
            y.m44,
        ]
        return zip(p, q).map { abs($0 - $1) }.max()!
    }

    @Test("the change from b to a, added to b, is a; a fraction of it is the decomposed interpolation")
    func roundTripAndInterpolation() {
        let pa = a.decomposed()!
        let pb = b.decomposed()!
        let delta = Transform3D.PartsDelta(from: pa, to: pb)
        #expect(maxDifference(Transform3D(pb.adding(delta)), a) < 1e-12)
        for f in [0.1, 0.25, 0.5, 0.9] {
            // b + (a − b)·(1 − f) is f of the way from a to b.
            let shown = Transform3D(pb.adding(delta.scaled(by: 1 - f)))
            #expect(maxDifference(shown, a.interpolated(to: b, fraction: f)) < 1e-12, "at \(f)")
        }
        #expect(Transform3D(pb.adding(.zero)) == Transform3D(pb))
    }

    @Test("the rotation takes the shorter arc: at most half a turn")
    func shorterArc() {
        // From −1 rad to 2.5 rad is 3.5 rad the positive way, 2π − 3.5 the negative way.
        let from = Transform3D(rotationAngle: 2.5, x: 0, y: 0, z: 1).decomposed()!
        let to = Transform3D(rotationAngle: -1, x: 0, y: 0, z: 1).decomposed()!
        let delta = Transform3D.PartsDelta(from: from, to: to)
        #expect(abs(delta.rz - (3.5 - 2 * .pi)) < 1e-12)
        #expect(delta.rx == 0 && delta.ry == 0)
    }

    @Test("a rotation rate about the turn's own axis carries over unchanged; about another axis it is re-expressed")
    func carriedRate() {
        var rate = Transform3D.PartsDelta()
        rate.rz = 2
        var old = Transform3D.PartsDelta()
        var new = Transform3D.PartsDelta()
        old.rz = 1.1
        new.rz = -0.4
        #expect(rate.carryingRotationRate(from: old, to: new) == rate)
        new.rx = 0.8
        let carried = rate.carryingRotationRate(from: old, to: new)
        #expect(abs(carried.rz - 2) > 1e-3 || abs(carried.ry) > 1e-3)
        // Back again gives the rate it started from.
        let back = carried.carryingRotationRate(from: new, to: old)
        #expect(abs(back.rx) < 1e-12 && abs(back.ry) < 1e-12 && abs(back.rz - 2) < 1e-12)
    }
}
