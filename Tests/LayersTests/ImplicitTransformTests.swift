import Layers
import Motion
import Testing

/// A card in an attached tree, for implicit transform animations.
private final class TurnStage {
    let engine = AnimationEngine()
    let root = Layer(name: "root")
    let card = Layer(name: "card", position: Point(x: 200, y: 200), bounds: Rect(x: 0, y: 0, width: 100, height: 100))

    init(transform: Transform3D = .identity) {
        engine.attach(root)
        root.addSublayer(card)
        card.transform = transform
    }

    /// Moves the clock to `time` and returns the transform shown there.
    func frame(_ time: Double) -> Transform3D {
        engine.now = .seconds(time)
        engine.update(at: .seconds(time))
        return card.presentation().transform
    }
}

/// Every API that animates a property change implicitly, with a timing curve or a spring.
enum TurnPath: String, CaseIterable, CustomTestStringConvertible {
    case uiViewAnimateCurve, uiViewAnimateSpring, withAnimationCurve, withAnimationSpring, animateCurve, animateSpring,
        transactionCurve

    var testDescription: String { rawValue }

    /// How long the samples cover (the springs' settling with room to spare).
    var length: Double {
        self == .animateSpring || self == .withAnimationSpring || self == .uiViewAnimateSpring ? 1.5 : 1
    }

    fileprivate func start(_ stage: TurnStage, _ change: @escaping () -> Void) {
        let engine = stage.engine
        switch self {
        case .uiViewAnimateCurve: engine.animate(withDuration: 1, options: .curveEaseInOut, changes: change)
        case .uiViewAnimateSpring: engine.animate(springDuration: 0.8, bounce: 0.3, changes: change)
        case .withAnimationCurve: engine.withAnimation(.easeInOut(duration: 1), change)
        case .withAnimationSpring: engine.withAnimation(.spring(duration: 0.8, bounce: 0.3), change)
        case .animateCurve: engine.animate(.linear(duration: 1), changes: change)
        case .animateSpring: engine.animate(.spring, changes: change)
        case .transactionCurve: engine.transaction(animation: .easeIn(duration: 1), change)
        }
    }
}

private func rotationZ(_ degrees: Double) -> Transform3D {
    Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 0, z: 1)
}

/// The lengths of the upper 3×3's rows and columns: all 1 for a rotation at unit scale.
private func axisLengths(_ t: Transform3D) -> [Double] {
    func length(_ a: Double, _ b: Double, _ c: Double) -> Double { (a * a + b * b + c * c).squareRoot() }
    return [
        length(t.m11, t.m12, t.m13), length(t.m21, t.m22, t.m23), length(t.m31, t.m32, t.m33),
        length(t.m11, t.m21, t.m31), length(t.m12, t.m22, t.m32), length(t.m13, t.m23, t.m33),
    ]
}

/// The turn about z shown by `t`, in (−π, π].
private func angle(_ t: Transform3D) -> Double { MotionMath.atan2(t.m12, t.m11) }

private func maxDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
    let x = [
        a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44,
    ]
    let y = [
        b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44,
    ]
    return zip(x, y).map { abs($0 - $1) }.max()!
}

@Suite("Implicit transform animations blend as Core Animation blends transforms")
struct ImplicitTransformTests {
    @Test(
        "quarter, half and three-quarter turns keep unit scale at every sample", arguments: TurnPath.allCases,
        [90.0, 180.0, 270.0])
    func unitScale(path: TurnPath, degrees: Double) {
        let stage = TurnStage()
        path.start(stage) { stage.card.transform = rotationZ(degrees) }
        var turned = 0.0
        var last = 0.0
        // 60 samples through the animation, then one long after it.
        for i in 0...61 {
            let t = stage.frame(i == 61 ? path.length + 5 : path.length * Double(i) / 60)
            for length in axisLengths(t) {
                #expect(abs(length - 1) < 1e-9, "\(path) \(degrees)° sample \(i): \(length)")
            }
            let a = angle(t)
            var step = a - last
            if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
            turned += step
            last = a
        }
        #expect(stage.card.presentation().transform == rotationZ(degrees))
        // The shorter arc: 90° and 180° turn the positive way, 270° turns back by 90°.
        let expected = degrees == 270 ? -90.0 : degrees
        #expect(abs(turned * 180 / .pi - expected) < 1e-6, "\(path) \(degrees)°: turned \(turned * 180 / .pi)°")
    }

    @Test("a linear implicit change shows Transform3D.interpolated(to:fraction:) at every sample")
    func matchesTheDecomposedInterpolation() {
        var card3D = Transform3D.identity
        card3D.m34 = -1.0 / 500
        let pairs: [(Transform3D, Transform3D)] = [
            (.identity, Transform3D(translationX: 40, y: -20, z: 0).concatenating(rotationZ(120))),
            (
                Transform3D(scaleX: 2, y: 0.5, z: 1),
                Transform3D(rotationAngle: 2, x: 1, y: 2, z: 3)
                    .concatenating(Transform3D(translationX: 5, y: 6, z: 7))
            ),
            (card3D, Transform3D(rotationAngle: .pi * 0.9, x: 0, y: 1, z: 0).concatenating(card3D)),
        ]
        for (from, to) in pairs {
            let stage = TurnStage(transform: from)
            stage.engine.withAnimation(.linear(duration: 1)) { stage.card.transform = to }
            for i in 0...20 {
                let f = Double(i) / 20
                let expected = from.interpolated(to: to, fraction: f)
                #expect(maxDifference(stage.frame(f), expected) < 1e-9, "sample \(i) from \(from) to \(to)")
            }
        }
    }

    // MARK: Direction rules

    /// The turn halfway through a linear change from `from` to `to`.
    private func halfwayAngle(from: Transform3D = .identity, to: Transform3D) -> (angle: Double, scales: [Double]) {
        let stage = TurnStage(transform: from)
        stage.engine.animate(withDuration: 1, options: .curveLinear, changes: { stage.card.transform = to })
        let t = stage.frame(0.5)
        return (angle(t), axisLengths(t))
    }

    @Test("+π turns the positive way and −π the negative way: the rounded π's sine has the angle's sign")
    func halfTurns() {
        let plus = halfwayAngle(to: Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1))
        #expect(abs(plus.angle - .pi / 2) < 1e-9)
        let minus = halfwayAngle(to: Transform3D(rotationAngle: -.pi, x: 0, y: 0, z: 1))
        #expect(abs(minus.angle + .pi / 2) < 1e-9)
        for length in plus.scales + minus.scales { #expect(abs(length - 1) < 1e-9) }
    }

    @Test("π + 1e-12 is past half a turn, so it turns back the negative way; π − 1e-12 turns the positive way")
    func justPastAndShortOfAHalfTurn() {
        let past = halfwayAngle(to: Transform3D(rotationAngle: .pi + 1e-12, x: 0, y: 0, z: 1))
        #expect(abs(past.angle + .pi / 2) < 1e-9)
        let short = halfwayAngle(to: Transform3D(rotationAngle: .pi - 1e-12, x: 0, y: 0, z: 1))
        #expect(abs(short.angle - .pi / 2) < 1e-9)
        for length in past.scales + short.scales { #expect(abs(length - 1) < 1e-9) }
    }

    @Test("scale(−1, −1) is a half turn about +z: there it turns the positive way, back to identity the negative way")
    func pointReflection() {
        let flip = Transform3D(scaleX: -1, y: -1, z: 1)
        let parts = flip.decomposed()!
        #expect(parts.scale == .init(x: 1, y: 1, z: 1))
        #expect(parts.quaternion == .init(x: 0, y: 0, z: 1, w: 0))
        let there = halfwayAngle(to: flip)
        #expect(abs(there.angle - .pi / 2) < 1e-9)
        for length in there.scales { #expect(abs(length - 1) < 1e-9) }
        // Back: from a half turn to none through a quarter turn, the same path reversed.
        let stage = TurnStage(transform: flip)
        stage.engine.withAnimation(.linear(duration: 1)) { stage.card.transform = .identity }
        #expect(abs(angle(stage.frame(0.25)) - .pi * 3 / 4) < 1e-9)
        #expect(abs(angle(stage.frame(0.5)) - .pi / 2) < 1e-9)
        #expect(abs(angle(stage.frame(0.75)) - .pi / 4) < 1e-9)
    }

    @Test("more than half a turn: the transform takes the shorter arc, transform.rotation.z turns all the way")
    func moreThanHalfATurnTakesTheKeyPath() {
        let shortArc = halfwayAngle(to: rotationZ(270))
        #expect(abs(shortArc.angle + .pi / 4) < 1e-9)
        for length in shortArc.scales { #expect(abs(length - 1) < 1e-9) }

        let stage = TurnStage()
        stage.engine.withAnimation(.linear(duration: 1)) {
            stage.card.setValue(.number(1.5 * .pi), forKeyPath: "transform.rotation.z")
        }
        #expect(abs(angle(stage.frame(0.5)) - .pi * 3 / 4) < 1e-9)
        #expect(abs(angle(stage.frame(0.9)) - (1.35 * .pi - 2 * .pi)) < 1e-9)
        for length in axisLengths(stage.frame(0.7)) { #expect(abs(length - 1) < 1e-9) }

        // Core Animation's usual full spin: an explicit animation of the key path by 2π.
        var spin = BasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = .number(0)
        spin.toValue = .number(2 * .pi)
        spin.duration = 1
        let spinning = TurnStage()
        spinning.engine.now = .seconds(0)
        spinning.card.add(spin, forKey: "spin")
        #expect(abs(angle(spinning.frame(0.25)) - .pi / 2) < 1e-9)
        #expect(abs(angle(spinning.frame(0.75)) + .pi / 2) < 1e-9)
    }

    // MARK: Additive and merging

    @Test("two additive rotations add their turns, at unit scale")
    func additiveRotationsCompose() {
        let stage = TurnStage()
        stage.engine.animate(withDuration: 1, options: .curveLinear, changes: { stage.card.transform = rotationZ(90) })
        _ = stage.frame(0.5)
        stage.engine.animate(withDuration: 1, options: .curveLinear, changes: { stage.card.transform = rotationZ(180) })
        for i in 0...20 {
            let t = 0.5 + Double(i) / 20
            // 180° less what is left of each 90° step.
            let first = 90 * max(0, 1 - t)
            let second = 90 * max(0, 1 - (t - 0.5))
            let shown = stage.frame(t)
            #expect(maxDifference(shown, rotationZ(180 - first - second)) < 1e-9, "at \(t)")
            for length in axisLengths(shown) { #expect(abs(length - 1) < 1e-9) }
        }
        #expect(stage.frame(1.5) == rotationZ(180))
    }

    @Test("an additive turn adds onto a running move and scale part by part")
    func additiveTurnOverAMove() {
        let stage = TurnStage()
        let moved = Transform3D(scaleX: 2, y: 2, z: 1).concatenating(Transform3D(translationX: 100, y: 0, z: 0))
        stage.engine.animate(withDuration: 1, options: .curveLinear, changes: { stage.card.transform = moved })
        _ = stage.frame(0.5)
        let turned = rotationZ(90).concatenating(moved)
        stage.engine.animate(withDuration: 1, options: .curveLinear, changes: { stage.card.transform = turned })
        // A quarter of the move and three quarters of the turn are left.
        let earlier = stage.frame(0.75)
        let parts = earlier.decomposed()!
        #expect(abs(parts.translation.x - 75) < 1e-9)
        #expect(abs(parts.scale.x - 1.75) < 1e-9 && abs(parts.scale.y - 1.75) < 1e-9)
        #expect(abs(angle(earlier) - .pi / 8) < 1e-9)
        // The move is over; half the turn is left.
        let later = stage.frame(1)
        let shown = later.decomposed()!
        #expect(abs(shown.translation.x - 100) < 1e-9)
        #expect(abs(shown.scale.x - 2) < 1e-9 && abs(shown.scale.y - 2) < 1e-9)
        #expect(abs(angle(later) - .pi / 4) < 1e-9)
    }

    @Test("a spring turn retargeted mid-flight is continuous in value and angular rate", arguments: [0.05, 0.1, 0.2])
    func springRetarget(at retarget: Double) {
        let h = 1e-5
        func run(retargeting: Bool) -> (before: Transform3D, after: Transform3D, rates: (Double, Double)) {
            let stage = TurnStage()
            stage.engine.withAnimation(.spring(duration: 0.6, bounce: 0.3)) { stage.card.transform = rotationZ(120) }
            let early = angle(stage.frame(retarget - h))
            let before = stage.frame(retarget)
            if retargeting {
                stage.engine.withAnimation(.spring(duration: 0.6, bounce: 0.3)) {
                    stage.card.transform = rotationZ(-60)
                }
            }
            let after = stage.frame(retarget)
            let late = angle(stage.frame(retarget + h))
            for i in 0...60 {
                for length in axisLengths(stage.frame(retarget + 2 * Double(i) / 60)) {
                    #expect(abs(length - 1) < 1e-9)
                }
            }
            return (before, after, ((angle(before) - early) / h, (late - angle(after)) / h))
        }
        let retargeted = run(retargeting: true)
        #expect(maxDifference(retargeted.before, retargeted.after) < 1e-12)
        // The rate just after the retarget is the rate just before it (both one-sided differences).
        let (rateBefore, rateAfter) = retargeted.rates
        #expect(abs(rateBefore) > 0.5)
        #expect(abs(rateAfter - rateBefore) < 2e-2, "rate \(rateBefore) → \(rateAfter) rad/s")
        // And the new target is reached.
        let stage = TurnStage()
        stage.engine.withAnimation(.spring(duration: 0.6, bounce: 0.3)) { stage.card.transform = rotationZ(120) }
        _ = stage.frame(retarget)
        stage.engine.withAnimation(.spring(duration: 0.6, bounce: 0.3)) { stage.card.transform = rotationZ(-60) }
        #expect(stage.frame(retarget + 5) == rotationZ(-60))
    }

    @Test("a 3D spring retargeted to a turn about another axis keeps its angular velocity")
    func springRetargetIn3D() {
        let h = 1e-5
        let stage = TurnStage()
        let spring = Animation.spring(duration: 0.7, bounce: 0.2)
        stage.engine.withAnimation(spring) { stage.card.transform = Transform3D(rotationAngle: 2.5, x: 1, y: 0, z: 0) }
        let m0 = stage.frame(0.2 - h)
        let m1 = stage.frame(0.2)
        stage.engine.withAnimation(spring) {
            stage.card.transform = Transform3D(rotationAngle: 1.2, x: 0.3, y: 1, z: -0.4)
        }
        let m2 = stage.frame(0.2)
        let m3 = stage.frame(0.2 + h)
        #expect(maxDifference(m1, m2) < 1e-12)
        let before = angularVelocity(m0, m1, h)
        let after = angularVelocity(m2, m3, h)
        let speed = (before.0 * before.0 + before.1 * before.1 + before.2 * before.2).squareRoot()
        #expect(speed > 1)
        let gap =
            ((after.0 - before.0) * (after.0 - before.0) + (after.1 - before.1) * (after.1 - before.1)
            + (after.2 - before.2) * (after.2 - before.2)).squareRoot()
        #expect(gap < 2e-2 * speed, "ω \(before) → \(after)")
    }

    /// The angular velocity (in the layer's frame) between two rotation matrices `h` apart:
    /// the skew part of `(B − A)/h · Aᵀ` for row-vector matrices.
    private func angularVelocity(_ a: Transform3D, _ b: Transform3D, _ h: Double) -> (Double, Double, Double) {
        let ra = [[a.m11, a.m12, a.m13], [a.m21, a.m22, a.m23], [a.m31, a.m32, a.m33]]
        let rb = [[b.m11, b.m12, b.m13], [b.m21, b.m22, b.m23], [b.m31, b.m32, b.m33]]
        var w = [[Double]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 {
                for k in 0..<3 { w[i][j] += (rb[i][k] - ra[i][k]) / h * ra[j][k] }
            }
        }
        return ((w[1][2] - w[2][1]) / 2, (w[2][0] - w[0][2]) / 2, (w[0][1] - w[1][0]) / 2)
    }

    @Test("a custom animation (a curve at double speed) turns in parts too")
    func customAnimation() {
        let stage = TurnStage()
        stage.engine.withAnimation(.linear(duration: 2).speed(2)) { stage.card.transform = rotationZ(180) }
        for i in 0...30 {
            for length in axisLengths(stage.frame(Double(i) / 30)) { #expect(abs(length - 1) < 1e-9) }
        }
        let stage2 = TurnStage()
        stage2.engine.withAnimation(.linear(duration: 2).speed(2)) { stage2.card.transform = rotationZ(180) }
        #expect(abs(angle(stage2.frame(0.5)) - .pi / 2) < 1e-9)
        #expect(stage2.frame(1.1) == rotationZ(180))
    }

    @Test("a transform that does not decompose (a zero scale) blends element by element")
    func zeroScaleFallsBack() {
        let stage = TurnStage()
        stage.engine.withAnimation(.linear(duration: 1)) { stage.card.transform = Transform3D(scaleX: 0, y: 0, z: 1) }
        let half = stage.frame(0.5)
        #expect(abs(half.m11 - 0.5) < 1e-12 && abs(half.m22 - 0.5) < 1e-12)
        #expect(stage.frame(1) == Transform3D(scaleX: 0, y: 0, z: 1))
        // And from it: halfway to a quarter turn is the element-wise average, a quarter turn at half size.
        stage.engine.withAnimation(.linear(duration: 1)) { stage.card.transform = rotationZ(90) }
        let back = stage.frame(1.5)
        #expect(abs(back.m11) < 1e-12 && abs(back.m12 - 0.5) < 1e-12 && abs(back.m21 + 0.5) < 1e-12)
    }
}
