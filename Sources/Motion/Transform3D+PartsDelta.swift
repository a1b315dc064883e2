import Geometry

extension Transform3D {
    /// A change of a transform measured in its decomposed parts, so that an animation running on
    /// it blends transforms as Core Animation does: translation, scale, skew and perspective
    /// differences, and the rotation as a rotation vector (axis × angle, the angle at most π,
    /// so it takes the shorter arc).
    ///
    /// It is a vector space, so any animation (timing curves, springs, custom ones) runs on it,
    /// several such changes add up, and a spring's velocity carries over when it merges:
    /// `Decomposed.adding(_:)` puts a change onto the parts of the transform under it. Scaling a
    /// change from a transform `b` to `a` by `s` and adding it to `b` gives
    /// `b.interpolated(to: a, fraction: s)`: linear in the parts, slerp in the rotation.
    package struct PartsDelta: VectorArithmetic, Hashable {
        /// Translation difference.
        package var tx = 0.0, ty = 0.0, tz = 0.0
        /// Scale difference.
        package var sx = 0.0, sy = 0.0, sz = 0.0
        /// Skew difference (`xy`, `xz`, `yz`).
        package var kxy = 0.0, kxz = 0.0, kyz = 0.0
        /// Perspective difference.
        package var px = 0.0, py = 0.0, pz = 0.0, pw = 0.0
        /// The rotation vector: the unit axis times the angle in radians, turning as
        /// `Transform3D(rotationAngle:x:y:z:)` turns about that axis.
        package var rx = 0.0, ry = 0.0, rz = 0.0

        package init() {}

        /// The change that takes the parts `to` to the parts `from`: `to.adding(delta)` is `from`
        /// (the same rotation, the same matrix up to rounding).
        ///
        /// The rotation is the shorter of the two arcs from `to`'s rotation to `from`'s. When
        /// they are exactly half a turn apart neither is shorter; the arc is then the one
        /// the two decomposed quaternions give, the same as `interpolated(to:fraction:)` takes.
        package init(from: Decomposed, to: Decomposed) {
            tx = from.translation.x - to.translation.x
            ty = from.translation.y - to.translation.y
            tz = from.translation.z - to.translation.z
            sx = from.scale.x - to.scale.x
            sy = from.scale.y - to.scale.y
            sz = from.scale.z - to.scale.z
            kxy = from.skew.xy - to.skew.xy
            kxz = from.skew.xz - to.skew.xz
            kyz = from.skew.yz - to.skew.yz
            px = from.perspective.x - to.perspective.x
            py = from.perspective.y - to.perspective.y
            pz = from.perspective.z - to.perspective.z
            pw = from.perspective.w - to.perspective.w
            // from = to ⊗ relative, so relative = to⁻¹ ⊗ from; its w is the dot product of the
            // two, negative when the arc between them is the longer one.
            var relative = quaternionProduct(conjugate(to.quaternion), from.quaternion)
            if relative.w < 0 { relative = negated(relative) }
            (rx, ry, rz) = rotationVector(relative)
        }

        package static var zero: PartsDelta { PartsDelta() }

        package static func + (a: PartsDelta, b: PartsDelta) -> PartsDelta {
            var c = PartsDelta()
            c.tx = a.tx + b.tx
            c.ty = a.ty + b.ty
            c.tz = a.tz + b.tz
            c.sx = a.sx + b.sx
            c.sy = a.sy + b.sy
            c.sz = a.sz + b.sz
            c.kxy = a.kxy + b.kxy
            c.kxz = a.kxz + b.kxz
            c.kyz = a.kyz + b.kyz
            c.px = a.px + b.px
            c.py = a.py + b.py
            c.pz = a.pz + b.pz
            c.pw = a.pw + b.pw
            c.rx = a.rx + b.rx
            c.ry = a.ry + b.ry
            c.rz = a.rz + b.rz
            return c
        }

        package static func - (a: PartsDelta, b: PartsDelta) -> PartsDelta {
            var c = PartsDelta()
            c.tx = a.tx - b.tx
            c.ty = a.ty - b.ty
            c.tz = a.tz - b.tz
            c.sx = a.sx - b.sx
            c.sy = a.sy - b.sy
            c.sz = a.sz - b.sz
            c.kxy = a.kxy - b.kxy
            c.kxz = a.kxz - b.kxz
            c.kyz = a.kyz - b.kyz
            c.px = a.px - b.px
            c.py = a.py - b.py
            c.pz = a.pz - b.pz
            c.pw = a.pw - b.pw
            c.rx = a.rx - b.rx
            c.ry = a.ry - b.ry
            c.rz = a.rz - b.rz
            return c
        }

        package mutating func scale(by k: Double) {
            tx *= k
            ty *= k
            tz *= k
            sx *= k
            sy *= k
            sz *= k
            kxy *= k
            kxz *= k
            kyz *= k
            px *= k
            py *= k
            pz *= k
            pw *= k
            rx *= k
            ry *= k
            rz *= k
        }

        /// The sum of the squares of all sixteen components (points, scale factors and radians
        /// alike, as the element-wise matrix mixed them before): what a spring's rest test reads.
        package var magnitudeSquared: Double {
            tx * tx + ty * ty + tz * tz + sx * sx + sy * sy + sz * sz + kxy * kxy + kxz * kxz + kyz * kyz
                + px * px + py * py + pz * pz + pw * pw + rx * rx + ry * ry + rz * rz
        }

        /// `velocity`, a rate of change of a rotation vector at `old`, re-expressed as the rate of
        /// change at `new` that turns the layer at the same angular velocity, where `old` and
        /// `new` are two rotation vectors added onto different transforms that show the same
        /// rotation (what a spring merging into a new target needs, for the rotation part; the
        /// other parts add, so their rates carry over as they are).
        ///
        /// The rate of `q ⊗ exp(r)` is `J(r)·ṙ` with `J` the right Jacobian of the rotation
        /// group, so `ṙ_new = J(new)⁻¹ · J(old) · ṙ_old`. About one fixed axis (every 2D turn)
        /// `J` is the identity along it and the rate is unchanged.
        package func carryingRotationRate(from old: PartsDelta, to new: PartsDelta) -> PartsDelta {
            let rate = (rx, ry, rz)
            let omega = rightJacobian((old.rx, old.ry, old.rz), rate)
            var carried = self
            (carried.rx, carried.ry, carried.rz) = inverseRightJacobian((new.rx, new.ry, new.rz), omega)
            return carried
        }
    }
}

extension Transform3D.Decomposed {
    /// These parts with `delta` put onto them: translation, scale, skew and perspective add,
    /// and the rotation turns by the delta's rotation vector first, then by these parts'
    /// rotation (as an additive transform animation's value comes before the value under it).
    package func adding(_ delta: Transform3D.PartsDelta) -> Transform3D.Decomposed {
        var parts = self
        parts.translation.x += delta.tx
        parts.translation.y += delta.ty
        parts.translation.z += delta.tz
        parts.scale.x += delta.sx
        parts.scale.y += delta.sy
        parts.scale.z += delta.sz
        parts.skew.xy += delta.kxy
        parts.skew.xz += delta.kxz
        parts.skew.yz += delta.kyz
        parts.perspective.x += delta.px
        parts.perspective.y += delta.py
        parts.perspective.z += delta.pz
        parts.perspective.w += delta.pw
        if delta.rx != 0 || delta.ry != 0 || delta.rz != 0 {
            parts.quaternion = quaternionProduct(quaternion, rotationQuaternion((delta.rx, delta.ry, delta.rz)))
        }
        return parts
    }
}

// MARK: - Quaternions as (x, y, z, w), Hamilton products, and the rotation group's exp and log.

private typealias Quaternion = Transform3D.Decomposed.Vector4
private typealias Triple = (Double, Double, Double)

private func conjugate(_ q: Quaternion) -> Quaternion { .init(x: -q.x, y: -q.y, z: -q.z, w: q.w) }
private func negated(_ q: Quaternion) -> Quaternion { .init(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }

/// `a ⊗ b`: the rotation `b`, then `a` (for the column-vector rotations the quaternions stand
/// for; as `Transform3D` rows, `matrix(b) · matrix(a)`).
private func quaternionProduct(_ a: Quaternion, _ b: Quaternion) -> Quaternion {
    .init(
        x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
        y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
        z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
        w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
}

/// The rotation vector (axis × angle, angle in [0, π] for w ≥ 0) of a unit quaternion.
private func rotationVector(_ q: Quaternion) -> Triple {
    let s = (q.x * q.x + q.y * q.y + q.z * q.z).squareRoot()
    // θ = 2·atan2(s, w); θ/s tends to 2/w as s → 0 (the error, s²/3w², is below rounding here).
    let factor = s < 1e-6 ? 2 / q.w : 2 * _atan2(s, q.w) / s
    return (q.x * factor, q.y * factor, q.z * factor)
}

/// The unit quaternion of a rotation vector.
private func rotationQuaternion(_ r: Triple) -> Quaternion {
    let theta = (r.0 * r.0 + r.1 * r.1 + r.2 * r.2).squareRoot()
    if theta < 1e-6 {
        // sin(θ/2)/θ = 1/2 − θ²/48 + …, cos(θ/2) = 1 − θ²/8 + …
        let k = 0.5 - theta * theta / 48
        return .init(x: r.0 * k, y: r.1 * k, z: r.2 * k, w: 1 - theta * theta / 8)
    }
    let (s, c) = _sincos(theta / 2)
    let k = s / theta
    return .init(x: r.0 * k, y: r.1 * k, z: r.2 * k, w: c)
}

private func cross(_ a: Triple, _ b: Triple) -> Triple {
    (a.1 * b.2 - a.2 * b.1, a.2 * b.0 - a.0 * b.2, a.0 * b.1 - a.1 * b.0)
}

/// `J(φ)·v = v − (1 − cos θ)/θ² · φ×v + (θ − sin θ)/θ³ · φ×(φ×v)`.
private func rightJacobian(_ phi: Triple, _ v: Triple) -> Triple {
    let t2 = phi.0 * phi.0 + phi.1 * phi.1 + phi.2 * phi.2
    let a: Double
    let b: Double
    if t2 < 1e-8 {
        a = 0.5 - t2 / 24
        b = 1.0 / 6 - t2 / 120
    } else {
        let theta = t2.squareRoot()
        let (s, c) = _sincos(theta)
        a = (1 - c) / t2
        b = (theta - s) / (t2 * theta)
    }
    let p = cross(phi, v)
    let pp = cross(phi, p)
    return (v.0 - a * p.0 + b * pp.0, v.1 - a * p.1 + b * pp.1, v.2 - a * p.2 + b * pp.2)
}

/// `J(φ)⁻¹·v = v + ½·φ×v + (1/θ² − (1 + cos θ)/(2θ·sin θ)) · φ×(φ×v)`.
private func inverseRightJacobian(_ phi: Triple, _ v: Triple) -> Triple {
    let t2 = phi.0 * phi.0 + phi.1 * phi.1 + phi.2 * phi.2
    let b: Double
    if t2 < 1e-8 {
        b = 1.0 / 12 + t2 / 720
    } else {
        let theta = t2.squareRoot()
        let (s, c) = _sincos(theta)
        // At a half turn (sin θ → 0) the quotient tends to 0; past 2π J has no inverse.
        b = abs(s) < 1e-12 ? 1 / t2 : 1 / t2 - (1 + c) / (2 * theta * s)
    }
    let p = cross(phi, v)
    let pp = cross(phi, p)
    return (v.0 + 0.5 * p.0 + b * pp.0, v.1 + 0.5 * p.1 + b * pp.1, v.2 + 0.5 * p.2 + b * pp.2)
}
