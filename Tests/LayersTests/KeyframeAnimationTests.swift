import Layers
import Motion
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
private func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
}

/// The rotation angle about z a transform holds, from its first row (m11 = cos, m12 = sin).
private func zAngle(_ t: Transform3D) -> Double { atan2(t.m12, t.m11) }

/// The same direction, whatever multiple of 2π apart.
private func sameAngle(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    let d = (a - b).truncatingRemainder(dividingBy: 2 * Double.pi)
    return abs(d) <= tolerance || abs(abs(d) - 2 * Double.pi) <= tolerance
}

/// Two straight lines: 100 points right, then 300 down (400 in all).
private func corner() -> KeyframePath {
    var path = KeyframePath(start: .zero)
    path.addLine(to: Point(x: 100, y: 0))
    path.addLine(to: Point(x: 100, y: 300))
    return path
}

/// A quarter circle of radius 100 about the origin, from (100, 0) to (0, 100), as one cubic
/// with the usual control distance 4/3·(√2 − 1)·r.
private let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1) * 100
private func quarterCircle() -> KeyframePath {
    var path = KeyframePath(start: Point(x: 100, y: 0))
    path.addCurve(to: Point(x: 0, y: 100), control1: Point(x: 100, y: kappa), control2: Point(x: kappa, y: 100))
    return path
}

@Suite("CAKeyframeAnimation: values")
struct KeyframeValueTests {
    @Test("linear mode reaches each value at its key time")
    func linearKeyTimes() {
        let stage = Stage()
        var move = KeyframeAnimation(
            keyPath: "position.x", values: [.number(0), .number(100), .number(40)],
            keyTimes: [0, 0.8, 1])
        move.duration = 2
        stage.layer.add(move, forKey: "move")
        #expect(near(stage.frame(0.4).position.x, 25))   // a quarter of the way to 100 (0.2 of 0.8)
        #expect(near(stage.frame(1.6).position.x, 100))
        #expect(near(stage.frame(1.8).position.x, 70))   // half way back from 100 to 40
        #expect(near(stage.frame(1.99).position.x, 41.5))
    }

    @Test("evenly spaced keys without keyTimes")
    func evenKeys() {
        let stage = Stage()
        var fade = KeyframeAnimation(keyPath: "opacity", values: [.number(1), .number(0), .number(1)])
        fade.duration = 1
        stage.layer.add(fade, forKey: nil)
        #expect(near(stage.frame(0.25).opacity, 0.5))
        #expect(near(stage.frame(0.5).opacity, 0))
        #expect(near(stage.frame(0.875).opacity, 0.75))
    }

    @Test("discrete mode holds each value until the next key time")
    func discrete() {
        let stage = Stage()
        var steps = KeyframeAnimation(
            keyPath: "cornerRadius", values: [.number(0), .number(8), .number(20)],
            calculationMode: .discrete)
        steps.duration = 3
        stage.layer.add(steps, forKey: nil)
        // Without keyTimes discrete values get equal thirds of the pass.
        #expect(stage.frame(0.5).cornerRadius == 0)
        #expect(stage.frame(0.99).cornerRadius == 0)
        #expect(stage.frame(1.0).cornerRadius == 8)
        #expect(stage.frame(2.5).cornerRadius == 20)

        let timed = Stage()
        var early = steps
        early.keyTimes = [0, 0.1, 0.2, 1]   // values.count + 1 entries: value i until keyTimes[i + 1]
        timed.layer.add(early, forKey: nil)
        #expect(timed.frame(0.2).cornerRadius == 0)
        #expect(timed.frame(0.4).cornerRadius == 8)
        #expect(timed.frame(0.7).cornerRadius == 20)
    }

    @Test("paced values move at one speed whatever the key spacing")
    func pacedValues() {
        let stage = Stage()
        var move = KeyframeAnimation(
            keyPath: "position",
            values: [
                .point(.zero), .point(Point(x: 100, y: 0)),
                .point(Point(x: 100, y: 300)),
            ],
            keyTimes: [0, 0.9, 1], calculationMode: .paced)   // keyTimes ignored
        move.duration = 1
        stage.layer.add(move, forKey: nil)
        #expect(near(stage.frame(0.25).position, Point(x: 100, y: 0)))
        #expect(near(stage.frame(0.5).position, Point(x: 100, y: 100)))
    }

    @Test("timingFunction eases the whole pass before the keyframes")
    func wholePassTiming() {
        let stage = Stage()
        var move = KeyframeAnimation(keyPath: "position.x", values: [.number(0), .number(100), .number(200)])
        move.timingFunction = .easeIn
        move.duration = 1
        stage.layer.add(move, forKey: nil)
        // Half way through the pass the ease-in has covered easeIn(0.5) of it.
        let eased = UnitCurve.easeIn.value(at: 0.5)
        #expect(eased < 0.4)
        #expect(near(stage.frame(0.5).position.x, 200 * eased))
        // The middle key is reached where the curve reaches one half, not at half time.
        let middle = UnitCurve.easeIn.progress(forValue: 0.5)
        #expect(middle > 0.6)
        #expect(near(stage.frame(middle).position.x, 100, 1e-6))

        // Per-segment curves instead ease each segment: the middle key stays at half time.
        let segments = Stage()
        var eachSegment = move
        eachSegment.timingFunction = nil
        eachSegment.timingFunctions = [.easeIn, .easeIn]
        segments.layer.add(eachSegment, forKey: nil)
        #expect(near(segments.frame(0.5).position.x, 100))
        #expect(near(segments.frame(0.25).position.x, 100 * eased))
    }

    @Test("cumulative repeats continue from where the previous pass ended")
    func cumulativeRepeat() {
        let stage = Stage()
        var hop = KeyframeAnimation(keyPath: "position.y", values: [.number(0), .number(10), .number(30)])
        hop.isCumulative = true
        hop.repeatCount = 3
        hop.duration = 1
        stage.layer.add(hop, forKey: nil)
        #expect(near(stage.frame(0.5).position.y, 10))
        #expect(near(stage.frame(1.5).position.y, 40))   // 30 + 10
        #expect(near(stage.frame(2.75).position.y, 80))   // 2 × 30 + 20
        #expect(stage.frame(3.5).position.y == 0)   // removed: back to the model
    }

    @Test("additive keyframes add to the value under them")
    func additive() {
        let stage = Stage()
        stage.layer.position = Point(x: 50, y: 20)
        var shake = KeyframeAnimation(
            keyPath: "position.x", values: [.number(0), .number(-10), .number(10), .number(0)])
        shake.isAdditive = true
        shake.duration = 0.3
        stage.layer.add(shake, forKey: "shake")
        #expect(near(stage.frame(0.1).position.x, 40))
        #expect(near(stage.frame(0.15).position.x, 50))
        #expect(near(stage.frame(0.2).position.x, 60))
        #expect(stage.layer.position.x == 50)
    }

    @Test("colours blend in premultiplied space")
    func premultipliedColours() {
        let stage = Stage()
        let red = Color(red: 1, green: 0, blue: 0)
        var fade = KeyframeAnimation(keyPath: "backgroundColor", values: [.color(red), .color(.clear)])
        fade.duration = 1
        stage.layer.add(fade, forKey: nil)
        let half = stage.frame(0.5).backgroundColor
        // Half-transparent red, not a darkened half-way colour.
        #expect(near(half.red, 1) && near(half.green, 0) && near(half.blue, 0) && near(half.alpha, 0.5))
    }

    @Test("transforms blend by decomposition, segment by segment")
    func transforms() {
        let stage = Stage()
        let quarter = Transform3D(rotationAngle: Double.pi / 2, x: 0, y: 0, z: 1)
        let half = Transform3D(rotationAngle: Double.pi, x: 0, y: 0, z: 1).scaledBy(x: 2, y: 2, z: 1)
        var spin = KeyframeAnimation(
            keyPath: "transform", values: [.transform(.identity), .transform(quarter), .transform(half)])
        spin.duration = 2
        stage.layer.add(spin, forKey: nil)
        let t = stage.frame(0.5).transform   // half of the first segment: 45°, not shrunk
        #expect(near(t.m11, (0.5).squareRoot()) && near(t.m12, (0.5).squareRoot()))
        #expect(stage.frame(1).transform == quarter || near(zAngle(stage.frame(1).transform), Double.pi / 2))
        let late = stage.frame(1.5).transform   // 135°, scale 1.5
        #expect(near(zAngle(late), 3 * Double.pi / 4, 1e-9))
        #expect(near((late.m11 * late.m11 + late.m12 * late.m12).squareRoot(), 1.5))
    }

    @Test("flags hold each value until the next key time")
    func flags() {
        let stage = Stage()
        var blink = KeyframeAnimation(keyPath: "hidden", values: [.flag(false), .flag(true), .flag(false)])
        blink.duration = 1
        stage.layer.add(blink, forKey: nil)
        #expect(stage.frame(0.25).isHidden == false)
        #expect(stage.frame(0.6).isHidden == true)
        #expect(stage.frame(0.99).isHidden == true)
    }

    @Test("cubic mode matches Motion's interpolator")
    func cubic() throws {
        let stage = Stage()
        let values = [0.0, 100, 50, 80]
        var wave = KeyframeAnimation(
            keyPath: "position.x", values: values.map(LayerValue.number),
            keyTimes: [0, 0.2, 0.7, 1], calculationMode: .cubic)
        wave.duration = 1
        stage.layer.add(wave, forKey: nil)
        let reference = try KeyframeInterpolator(values: values, keyTimes: [0, 0.2, 0.7, 1], calculationMode: .cubic)
        for t in [0.1, 0.3, 0.55, 0.9] {
            #expect(near(stage.frame(t).position.x, reference.value(at: t)))
        }
    }
}

@Suite("CAKeyframeAnimation: paths")
struct KeyframePathAnimationTests {
    @Test("linear mode spreads the segments evenly; paced crosses the path at one speed")
    func linearAndPacedOnTwoLines() {
        let even = Stage()
        var move = KeyframeAnimation(keyPath: "position", path: corner())
        move.duration = 1
        even.layer.add(move, forKey: nil)
        #expect(near(even.frame(0.25).position, Point(x: 50, y: 0)))   // half of the first line
        #expect(near(even.frame(0.75).position, Point(x: 100, y: 150)))   // half of the second

        let paced = Stage()
        move.calculationMode = .paced
        paced.layer.add(move, forKey: nil)
        // 400 points in one second: the corner (100 along) is passed at a quarter.
        #expect(near(paced.frame(0.125).position, Point(x: 50, y: 0)))
        #expect(near(paced.frame(0.25).position, Point(x: 100, y: 0)))
        #expect(near(paced.frame(0.5).position, Point(x: 100, y: 100)))
        #expect(near(paced.frame(0.875).position, Point(x: 100, y: 250)))
    }

    @Test("keyTimes give each path vertex its time")
    func keyTimesOnAPath() {
        let stage = Stage()
        var move = KeyframeAnimation(keyPath: "position", path: corner(), keyTimes: [0, 0.5, 1])
        move.timingFunctions = [.linear, .easeOut]
        move.duration = 2
        stage.layer.add(move, forKey: nil)
        #expect(near(stage.frame(0.5).position, Point(x: 50, y: 0)))
        #expect(near(stage.frame(1).position, Point(x: 100, y: 0)))
        #expect(near(stage.frame(1.5).position, Point(x: 100, y: 300 * UnitCurve.easeOut.value(at: 0.5))))
    }

    @Test("discrete mode jumps between the path's vertices")
    func discreteOnAPath() {
        let stage = Stage()
        var jump = KeyframeAnimation(keyPath: "position", path: corner(), calculationMode: .discrete)
        jump.duration = 3
        stage.layer.add(jump, forKey: nil)
        #expect(stage.frame(0.5).position == .zero)
        #expect(stage.frame(1.5).position == Point(x: 100, y: 0))
        #expect(stage.frame(2.5).position == Point(x: 100, y: 300))
    }

    @Test("points on a cubic are exact; paced halves a symmetric arc")
    func cubicPoints() {
        let path = quarterCircle()
        // B(½) = (P0 + 3·P1 + 3·P2 + P3) / 8.
        let middle = Point(x: (100 + 300 + 3 * kappa) / 8, y: (3 * kappa + 300 + 100) / 8)
        #expect(near(path.point(at: 0.5), middle, 1e-12))
        #expect(abs(middle.x - 100 / 2.0.squareRoot()) < 0.01)   // the cubic hugs the circle
        #expect(near(path.point(atDistance: path.length / 2), middle, 1e-6))
        // The cubic is within 0.03 % of the circle, so its length is a quarter circumference.
        #expect(abs(path.length - Double.pi * 50) < 0.05)
    }

    @Test("rotationMode auto turns the layer to the tangent of a line")
    func rotationOnALine() {
        let stage = Stage()
        var path = KeyframePath(start: .zero)
        path.addLine(to: Point(x: 100, y: 50))
        var move = KeyframeAnimation(keyPath: "position", path: path, rotationMode: .auto)
        move.duration = 1
        stage.layer.add(move, forKey: nil)
        let shown = stage.frame(0.5)
        #expect(near(shown.position, Point(x: 50, y: 25)))
        #expect(near(zAngle(shown.transform), atan2(50, 100)))
        #expect(
            near(shown.transform.m11, 100 / 12500.0.squareRoot())
                && near(shown.transform.m12, 50 / 12500.0.squareRoot()))

        let reversed = Stage()
        move.rotationMode = .autoReverse
        reversed.layer.add(move, forKey: nil)
        #expect(sameAngle(zAngle(reversed.frame(0.5).transform), atan2(50, 100) + Double.pi))
        // The rotation is gone with the animation.
        #expect(reversed.frame(1.5).transform == .identity)
    }

    @Test("the tangent rotation is added to the transform under it")
    func rotationAddsToTheLayersTransform() {
        let stage = Stage()
        stage.layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        var path = KeyframePath(start: .zero)
        path.addLine(to: Point(x: 0, y: 100))   // straight down: 90°
        var move = KeyframeAnimation(keyPath: "position", path: path, rotationMode: .auto)
        move.duration = 1
        stage.layer.add(move, forKey: nil)
        let t = stage.frame(0.5).transform
        #expect(near(t.m11, 0) && near(t.m12, 2) && near(t.m21, -2) && near(t.m22, 0))
        #expect(stage.layer.transform == Transform3D(scaleX: 2, y: 2, z: 1))
    }

    @Test("rotationMode follows the tangent around a quarter circle")
    func rotationOnACurve() {
        let stage = Stage()
        var move = KeyframeAnimation(keyPath: "position", path: quarterCircle(), rotationMode: .auto)
        move.duration = 1
        stage.layer.add(move, forKey: nil)
        // Starting straight down (+y), ending heading left (−x), diagonal half way.
        #expect(near(zAngle(stage.frame(0).transform), Double.pi / 2))
        #expect(near(zAngle(stage.frame(0.5).transform), 3 * Double.pi / 4))
        // At parameter t the derivative is 3[(1−t)²(P1−P0) + 2t(1−t)(P2−P1) + t²(P3−P2)].
        let t = 0.25
        let s = 1 - t
        let dx = 3 * (s * s * 0 + 2 * t * s * (kappa - 100) + t * t * (0 - kappa))
        let dy = 3 * (s * s * kappa + 2 * t * s * (100 - kappa) + t * t * 0)
        #expect(near(zAngle(stage.frame(0.25).transform), atan2(dy, dx)))
        #expect(sameAngle(zAngle(stage.frame(0.999999).transform), Double.pi, 1e-4))
        #expect(move.tangentAngle(at: 1).map { sameAngle($0, Double.pi) } == true)
    }

    @Test("a closed path returns to its start; a degenerate close keeps the last heading")
    func closedPath() {
        var path = corner()
        path.closeSubpath()
        #expect(path.segments.count == 3)
        #expect(path.vertices.last == .zero)
        #expect(near(path.length, 400 + (100 * 100 + 300 * 300.0).squareRoot()))
        var home = KeyframePath(start: .zero)
        home.addLine(to: Point(x: 10, y: 0))
        home.addLine(to: .zero)
        home.closeSubpath()   // already home: a segment with no length
        #expect(home.tangentAngle(at: 0.9).map { sameAngle($0, Double.pi) } == true)
    }
}

@Suite("CAKeyframeAnimation: timing, fill and validation")
struct KeyframeTimingAndValidationTests {
    @Test("fill forwards keeps the last value; removal snaps back; completions report as for basic animations")
    func fillAndRemoval() {
        let stage = Stage()
        var fade = KeyframeAnimation(keyPath: "opacity", values: [.number(1), .number(0.5), .number(0.2)])
        fade.duration = 1
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        fade.completion = stage.record("fade")
        stage.layer.add(fade, forKey: "fade")
        #expect(near(stage.frame(2).opacity, 0.2))
        #expect(stage.events.map(\.what) == ["fade true"])
        #expect(stage.events.first?.time == 1)
        #expect(stage.layer.animationKeys == ["fade"])

        let snapping = Stage()
        var plain = fade
        plain.fillMode = .removed
        plain.isRemovedOnCompletion = true
        plain.completion = snapping.record("plain")
        snapping.layer.add(plain, forKey: "plain")
        #expect(near(snapping.frame(0.5).opacity, 0.5))
        #expect(snapping.frame(1.2).opacity == 1)
        #expect(!snapping.layer.isAnimating)

        let early = Stage()
        var cut = plain
        cut.completion = early.record("cut")
        early.layer.add(cut, forKey: "cut")
        _ = early.frame(0.3)
        early.layer.removeAnimation(forKey: "cut")
        #expect(early.events.map(\.what) == ["cut false"])
        #expect(early.layer.presentation().opacity == 1)
    }

    @Test("fill backwards shows the first keyframe before a later beginTime")
    func fillBackwards() {
        let stage = Stage()
        var grow = KeyframeAnimation(keyPath: "bounds.size.width", values: [.number(10), .number(30)])
        grow.beginTime = 1
        grow.duration = 1
        grow.fillMode = .backwards
        stage.layer.add(grow, forKey: nil)
        #expect(stage.frame(0.5).bounds.width == 10)
        #expect(near(stage.frame(1.5).bounds.width, 20))
    }

    @Test("validation names the problem; an invalid animation changes nothing")
    func validation() {
        var mixed = KeyframeAnimation(keyPath: "position.x", values: [.number(0), .point(.zero)])
        #expect(
            mixed.validate()
                == "values[1] is a point but values[0] is a number; keyframe values must all be of one kind")
        mixed.values = [.number(0), .number(1)]
        #expect(mixed.validate() == nil)

        let wrongKind = KeyframeAnimation(keyPath: "opacity", values: [.point(.zero), .point(.zero)])
        #expect(wrongKind.validate() == "values are points but \"opacity\" holds a number")

        let decreasing = KeyframeAnimation(
            keyPath: "opacity", values: [.number(0), .number(1), .number(0)],
            keyTimes: [0, 0.7, 0.5])
        #expect(decreasing.validate()?.contains("keyTimes[2] = 0.5 is less than keyTimes[1] = 0.7") == true)

        let short = KeyframeAnimation(
            keyPath: "opacity", values: [.number(0), .number(1), .number(0)], keyTimes: [0, 1])
        #expect(short.validate() == "keyTimes: 2 key times for 3 values; expected 3, one per value")

        let pathTimes = KeyframeAnimation(keyPath: "position", path: corner(), keyTimes: [0, 1])
        #expect(pathTimes.validate() == "keyTimes: 2 key times for a path of 2 segments; expected 3, one per vertex")

        var curves = KeyframeAnimation(keyPath: "opacity", values: [.number(0), .number(1), .number(0)])
        curves.timingFunctions = [.easeIn]
        #expect(curves.validate() == "timingFunctions: 1 timing functions for 2 segments; expected one per segment")

        #expect(
            KeyframeAnimation(keyPath: "opacity", path: corner()).validate()
                == "path: a path animates point key paths such as \"position\"; \"opacity\" holds a number")
        #expect(
            KeyframeAnimation(keyPath: "opacity").validate() == "values: a keyframe animation needs values or a path")
        #expect(
            KeyframeAnimation(keyPath: "opacity", values: []).validate()
                == "values: the array is empty; give at least one value")
        #expect(
            KeyframeAnimation(keyPath: "opacityy", values: [.number(1)]).validate()?.hasPrefix("keyPath: \"opacityy\"")
                == true)
        #expect(
            KeyframeAnimation(keyPath: "position", path: KeyframePath(start: .zero)).validate()
                == "path: the path only moves; add at least one line or curve")
        #expect(
            KeyframeAnimation(keyPath: "position", path: KeyframePath([.line(to: .zero)])).validate()
                == "path: elements[0] is a line with no current point; begin the path with move(to:)")
        var spinning = KeyframeAnimation(keyPath: "position", values: [.point(.zero), .point(Point(x: 1, y: 1))])
        spinning.rotationMode = .auto
        #expect(spinning.validate()?.hasPrefix("rotationMode:") == true)

        // Applied, it leaves the presentation alone.
        let stage = Stage()
        var broken = decreasing
        broken.duration = 1
        stage.layer.add(broken, forKey: "broken")
        #expect(stage.frame(0.5).opacity == 1)
        #expect(broken.value(at: 0.5) == nil)
    }

    @Test("a copy that changes its values is evaluated afresh")
    func copiesDoNotShareTheirKeyframes() {
        var a = KeyframeAnimation(keyPath: "opacity", values: [.number(0), .number(1)])
        #expect(a.value(at: 0.5) == .number(0.5))
        var b = a
        b.values = [.number(0), .number(3)]
        #expect(b.value(at: 0.5) == .number(1.5))
        #expect(a.value(at: 0.5) == .number(0.5))
        a.calculationMode = .discrete
        #expect(a.value(at: 0.75) == .number(1))
    }
}
