import Demos
import Fling
import FlingTesting
import Testing

/// The shapes scene: every panel's animated value, read back from the layers' presentation in
/// each frame's trace, against the closed form of its spring or curve at the frame's time.
@Suite("the shapes scene")
struct ShapesSceneTests {
    typealias Shapes = ShapesScene

    /// The scene laid out in the default 1280×800 window, to find where things are.
    static var laidOut: ShapesScene {
        let scene = ShapesScene()
        scene.layout(size: Size(width: 1280, height: 800))
        return scene
    }

    /// `point` in `layer`'s coordinates, in the window.
    static func window(_ point: Point, in layer: Layer) -> Point { layer.convert(point, to: nil) }
    /// The middle of a panel, in the window.
    static func middle(_ panel: KeyPath<ShapesScene, Layer>) -> Point {
        let scene = laidOut
        return withExtendedLifetime(scene) { window(scene[keyPath: panel].bounds.center, in: scene[keyPath: panel]) }
    }
    /// The point at `turn` of a turn clockwise from twelve o'clock, `distance` from the ring's centre.
    static func onRing(_ turn: Double, distance: Double = 100) -> Point {
        let (s, c) = MotionMath.sincos(2 * Double.pi * turn)
        let scene = laidOut
        let ring = scene.ring
        return withExtendedLifetime(scene) {
            window(Point(x: ring.position.x + distance * s, y: ring.position.y - distance * c), in: scene.ringPanel)
        }
    }

    static func down(_ p: Point) -> InputEvent.Kind { .pointerDown(x: p.x, y: p.y, button: .left) }
    static func move(_ p: Point) -> InputEvent.Kind { .pointerMove(x: p.x, y: p.y, buttons: PointerButton.left.mask) }
    static func up(_ p: Point) -> InputEvent.Kind { .pointerUp(x: p.x, y: p.y, button: .left) }

    static func seconds(_ frame: JSONValue, _ field: String = "target_ns") throws -> Double {
        try #require(frame[field]?.double) / 1e9
    }

    static func value(_ frame: JSONValue, _ field: String) throws -> Double {
        try #require(frame[field]?.double, "no \(field)")
    }

    /// A run of a script made by `body`, and its scene.
    static func run(tail: Double = 2, _ body: (inout InputScript) -> Void) throws -> (FrameTrace, ShapesScene) {
        var script = InputScript(ShapesScene.entry)
        body(&script)
        let run = try SceneReplay(ShapesScene.entry).run(script.recording(tail: tail))
        return (run.trace, try #require(run.scene as? ShapesScene))
    }

    /// A run of two clicks on a panel: the first `first` seconds in, the second `gap` after it.
    static func clickTwice(
        _ panel: KeyPath<ShapesScene, Layer>, first: Double = 0.1, gap: Double, tail: Double = 2
    ) throws -> (FrameTrace, ShapesScene) {
        try run(tail: tail) { script in
            script.wait(first)
            script.tap(at: middle(panel))
            script.wait(gap)
            script.tap(at: middle(panel))
        }
    }

    /// A merging spring's value after a series of retargets, as the closed form: each target
    /// starts a spring from the value and velocity the one before had reached.
    struct MergedSpring {
        let spring: Spring
        var changes: [(time: Double, target: Double)]
        var initial = 0.0

        func value(at t: Double) -> Double {
            var value = initial
            var velocity = 0.0
            var index = 0
            while index < changes.count, changes[index].time <= t {
                let (start, target) = changes[index]
                let end = index + 1 < changes.count ? min(changes[index + 1].time, t) : t
                if index + 1 < changes.count, changes[index + 1].time <= t {
                    let dt = changes[index + 1].time - start
                    let v = spring.velocity(target: target - value, initialVelocity: velocity, time: dt)
                    value += spring.value(target: target - value, initialVelocity: velocity, time: dt)
                    velocity = v
                } else {
                    return value + spring.value(target: target - value, initialVelocity: velocity, time: end - start)
                }
                index += 1
            }
            return value
        }
    }

    /// Whether a traced spring value matches the closed form: to 1e-9 while it moves, or at
    /// its target once the engine has let it come to rest (within its rest threshold).
    static func matches(_ traced: Double, _ expected: Double, target: Double) -> Bool {
        abs(traced - expected) < 1e-9 || (traced == target && abs(expected - target) < 2e-3)
    }

    @Test("a press on the ring springs strokeEnd to the pointer's angle, frame by frame as the closed form")
    func ringPress() throws {
        let (trace, scene) = try Self.run { script in
            script.wait(0.1)
            script.tap(at: Self.onRing(0.3))
        }
        #expect(scene.ringTargets.count == 1)
        let change = try #require(scene.ringTargets.first)
        #expect(abs(change.target - 0.3) < 1e-12)
        let spring = MergedSpring(spring: Shapes.ringSpring, changes: [change])
        var moving = 0
        for frame in trace.frames {
            let t = try Self.seconds(frame)
            let traced = try Self.value(frame, "ring.strokeEnd")
            #expect(Self.matches(traced, spring.value(at: t), target: change.target), "t \(t): \(traced)")
            if t > change.time && traced != change.target { moving += 1 }
        }
        #expect(moving > 30)
        // The bounce overshoots the target by a few per cent (ζ = 0.75: e^(−πζ/√(1−ζ²)) ≈ 2.8 %).
        let peak = trace.frames.compactMap { $0["ring.strokeEnd"]?.double }.max() ?? 0
        #expect(peak > 0.3 * 1.02 && peak < 0.3 * 1.04, "\(peak)")
        #expect(trace.frames.last?["ring.strokeEnd"]?.double == change.target)
    }

    @Test("dragging around the ring retargets it every move: merging springs, the velocity carried, no jump")
    func ringDrag() throws {
        let (trace, scene) = try Self.run(tail: 2.5) { script in
            script.wait(0.1)
            script.tap(at: Self.onRing(0.1))
            script.wait(0.2)
            // A quarter turn round in 0.25 s while the first spring is still moving.
            let steps = 12
            for step in 0...steps {
                let turn = 0.15 + 0.45 * Double(step) / Double(steps)
                if step == 0 {
                    script.add(Self.down(Self.onRing(turn)))
                } else {
                    script.wait(0.02)
                    script.add(Self.move(Self.onRing(turn)))
                }
            }
            script.add(Self.up(Self.onRing(0.6)))
        }
        #expect(scene.ringTargets.count > 8, "\(scene.ringTargets.count) targets")
        #expect(abs(scene.ringTarget - 0.6) < 1e-9)
        let spring = MergedSpring(spring: Shapes.ringSpring, changes: scene.ringTargets)
        var previous: Double?
        for frame in trace.frames {
            let t = try Self.seconds(frame)
            let traced = try Self.value(frame, "ring.strokeEnd")
            #expect(Self.matches(traced, spring.value(at: t), target: scene.ringTarget), "t \(t): \(traced)")
            if let previous { #expect(abs(traced - previous) < 0.08, "a jump at t \(t)") }
            previous = traced
        }
        #expect(trace.frames.last?["ring.strokeEnd"]?.double == scene.ringTarget)
    }

    @Test("a drag across twelve o'clock stops the ring at 1 instead of wrapping round to 0")
    func ringUnwraps() throws {
        let (_, scene) = try Self.run { script in
            script.wait(0.1)
            script.add(Self.down(Self.onRing(0.8)))
            for turn in [0.85, 0.9, 0.95, 1.02, 1.1, 1.2] {
                script.wait(0.03)
                script.add(Self.move(Self.onRing(turn)))
            }
            script.add(Self.up(Self.onRing(1.2)))
        }
        #expect(scene.ringTarget == 1)
        #expect(scene.ringTargets.allSatisfy { $0.target >= 0.79 })
    }

    @Test("a click draws the check on an ease-out while the badge turns green; the next undraws it on an ease-in")
    func checkDraws() throws {
        let (trace, scene) = try Self.clickTwice(\.checkPanel, gap: 1)
        #expect(scene.checkClicks.count == 2 && !scene.checked)
        let (draw, undraw) = (scene.checkClicks[0], scene.checkClicks[1])
        let off = Color(red8: 70, green8: 76, blue8: 96).green
        let on = Color(red8: 72, green8: 199, blue8: 142).green
        var drawing = 0
        for frame in trace.frames {
            let t = try Self.seconds(frame)
            let end = try Self.value(frame, "check.strokeEnd")
            let green = try Self.value(frame, "check.badge.green")
            let progress: Double
            if t < draw {
                progress = 0
            } else if t < undraw {
                progress = UnitCurve.easeOut.value(at: min((t - draw) / Shapes.drawDuration, 1))
                if t < draw + Shapes.drawDuration { drawing += 1 }
            } else {
                progress = 1 - UnitCurve.easeIn.value(at: min((t - undraw) / Shapes.undrawDuration, 1))
            }
            #expect(abs(end - progress) < 1e-9, "t \(t): \(end) against \(progress)")
            #expect(abs(green - (off + (on - off) * progress)) < 1e-9, "t \(t)")
        }
        #expect(drawing >= 29)
    }

    @Test("a click sweeps the gradient: points and locations spring to the other diagonal, and back")
    func gradientSweeps() throws {
        let (trace, scene) = try Self.clickTwice(\.gradientPanel, gap: 2, tail: 2.5)
        #expect(scene.sweepClicks.count == 2 && !scene.swept)
        let a = Shapes.sweepStart
        let b = Shapes.sweepEnd
        let (there, back) = (scene.sweepClicks[0], scene.sweepClicks[1])
        for frame in trace.frames {
            let t = try Self.seconds(frame)
            // The fraction of the way from the start to the end of the sweep.
            var u = 0.0
            if t >= there { u = Shapes.sweepSpring.value(target: 1, time: t - there) }
            if t >= back { u = 1 - Shapes.sweepSpring.value(target: 1, time: t - back) }
            let expected: [(String, Double, Double)] = [
                ("gradient.start.x", a.startPoint.x, b.startPoint.x),
                ("gradient.start.y", a.startPoint.y, b.startPoint.y),
                ("gradient.end.x", a.endPoint.x, b.endPoint.x), ("gradient.end.y", a.endPoint.y, b.endPoint.y),
                ("gradient.location0", a.locations![0], b.locations![0]),
                ("gradient.location1", a.locations![1], b.locations![1]),
                ("gradient.location2", a.locations![2], b.locations![2]),
            ]
            for (field, from, to) in expected {
                let traced = try Self.value(frame, field)
                let target = t >= back || t < there ? from : to
                #expect(Self.matches(traced, from + (to - from) * u, target: target), "t \(t) \(field): \(traced)")
            }
        }
        let overshoot = trace.frames.compactMap { $0["gradient.location0"]?.double }.max() ?? 0
        #expect(overshoot > b.locations![0])
    }

    @Test("a click reveals the picture: the mask's circle springs from a peek to cover the panel from the click")
    func maskReveals() throws {
        let scene0 = Self.laidOut
        let picture = scene0.picture
        let click = Point(x: picture.bounds.width * 0.3, y: picture.bounds.height * 0.6)
        let (trace, scene) = try Self.run { script in
            script.wait(0.1)
            script.tap(at: Self.window(click, in: picture))
            script.wait(1.5)
            script.tap(at: Self.window(Point(x: 40, y: 30), in: picture))
        }
        defer { withExtendedLifetime(scene0) {} }
        #expect(scene.revealClicks.count == 2 && !scene.revealed)
        let open = scene.revealClicks[0]
        let shut = scene.revealClicks[1]
        #expect(abs(open.center.x - click.x) < 1e-9 && abs(open.center.y - click.y) < 1e-9)
        // The farthest corner from the click is the top right.
        let corner = Point(x: picture.bounds.width, y: 0)
        #expect(abs(open.radius - corner.distance(to: click)) < 1e-9)
        #expect(shut.radius == 26 && shut.center == Point(x: 40, y: 30))
        let peek = (center: picture.bounds.center, radius: 26.0)
        for frame in trace.frames {
            let t = try Self.seconds(frame)
            var from = peek
            var to = peek
            var u = 1.0
            if t >= open.time {
                (from, to) = (peek, (open.center, open.radius))
                u = Shapes.revealSpring.value(target: 1, time: t - open.time)
            }
            if t >= shut.time {
                (from, to) = ((open.center, open.radius), (shut.center, shut.radius))
                u = Shapes.revealSpring.value(target: 1, time: t - shut.time)
            }
            for (field, a, b) in [
                ("reveal.x", from.center.x, to.center.x), ("reveal.y", from.center.y, to.center.y),
                ("reveal.radius", from.radius, to.radius),
            ] {
                let traced = try Self.value(frame, field)
                #expect(Self.matches(traced, a + (b - a) * u, target: b), "t \(t) \(field): \(traced)")
            }
        }
    }

    @Test("a click morphs the polygon: its corner count and star depth spring, read back from the path drawn")
    func morphSprings() throws {
        let (trace, scene) = try Self.clickTwice(\.morphPanel, gap: 1.6, tail: 2.5)
        #expect(scene.morphClicks.count == 2 && scene.morphStep == 2)
        let steps = Shapes.morphSteps
        var fractional = 0
        for frame in trace.frames {
            let t = try Self.seconds(frame)
            var from = steps[0]
            var to = steps[0]
            var u = 1.0
            if t >= scene.morphClicks[0] {
                (from, to) = (steps[0], steps[1])
                u = Shapes.morphSpring.value(target: 1, time: t - scene.morphClicks[0])
            }
            if t >= scene.morphClicks[1] {
                (from, to) = (steps[1], steps[2])
                u = Shapes.morphSpring.value(target: 1, time: t - scene.morphClicks[1])
            }
            let corners = try Self.value(frame, "morph.corners")
            let star = try Self.value(frame, "morph.star")
            let expectedCorners = from.corners + (to.corners - from.corners) * u
            let expectedStar = from.star + (to.star - from.star) * u
            #expect(
                abs(corners - expectedCorners) < 1e-9 || (abs(corners - to.corners) < 1e-9 && abs(u - 1) < 2e-3),
                "t \(t): \(corners) corners against \(expectedCorners)")
            #expect(
                abs(star - expectedStar) < 1e-9 || (abs(star - to.star) < 1e-9 && abs(u - 1) < 2e-3),
                "t \(t): star \(star) against \(expectedStar)")
            if abs(corners - corners.rounded()) > 0.05 { fractional += 1 }
        }
        // It passes through fractional corner counts: the path's structure changes on the way.
        #expect(fractional > 10)
        // The bouncy spring (ζ = 0.7, 4.6 %) overshoots the hexagon, and ends on it.
        let corners = trace.frames.compactMap { $0["morph.corners"]?.double }
        #expect((corners.max() ?? 0) > 6.03 && (corners.max() ?? 0) < 6.06)
        #expect(abs((corners.last ?? 0) - 6) < 1e-9)
    }

    @Test("the polygon's path reads back its corner count and star depth")
    func polygonReadsBack() throws {
        let rect = Rect(x: 0, y: 0, width: 200, height: 200)
        for corners in [2.5, 3, 4.3, 5, 7.9, 12] {
            for star in [-0.2, 0.0, 0.4, 1] {
                let polygon = ShapesScene.Polygon(corners: corners, star: star)
                let read = try #require(ShapesScene.Polygon.parameters(of: polygon.path(in: rect), in: rect))
                #expect(abs(read.corners - corners) < 1e-9 && abs(read.star - star) < 1e-9, "\(corners) \(star)")
            }
        }
        // Continuous through whole corner counts: just past five corners, the path is the
        // five-pointed star's with one more side, too short to see, at the top.
        let five = ShapesScene.Polygon(corners: 5, star: 1).path(in: rect)
        let past = ShapesScene.Polygon(corners: 5 + 1e-9, star: 1).path(in: rect)
        func end(_ element: Path.Element) -> Point? {
            switch element {
            case let .move(to: p), let .line(to: p): p
            default: nil
            }
        }
        #expect(past.elements.count == five.elements.count + 2)
        let top = try #require(end(five.elements[0]))
        for (index, element) in past.elements.dropLast().enumerated() {
            let point = try #require(end(element))
            let expected = index < five.elements.count - 1 ? try #require(end(five.elements[index])) : top
            #expect(point.distance(to: expected) < 1e-6, "element \(index)")
        }
    }

    @Test("the ants march one dash period every 0.8 s, pause on a click where they are, and march on from there")
    func antsMarch() throws {
        let (trace, scene) = try Self.clickTwice(\.antsPanel, first: 1, gap: 1, tail: 1.5)
        #expect(scene.antsClicks.count == 2 && !scene.antsPaused)
        let period = Shapes.dashPattern.reduce(0, +)
        let (pause, resume) = (scene.antsClicks[0], scene.antsClicks[1])
        #expect(resume.phase == pause.phase)
        /// The distance between two phases, modulo the period.
        func apart(_ a: Double, _ b: Double) -> Double {
            let d = (a - b).truncatingRemainder(dividingBy: period)
            return min(abs(d), period - abs(d))
        }
        var paused = 0
        for frame in trace.frames {
            let t = try Self.seconds(frame)
            let phase = try Self.value(frame, "ants.phase")
            let expected: Double
            if t < pause.time {
                expected = period * ((t / Shapes.marchDuration).truncatingRemainder(dividingBy: 1))
            } else if t < resume.time {
                expected = pause.phase
                paused += 1
                #expect(phase == pause.phase)
            } else {
                expected =
                    resume.phase + period
                    * ((t - resume.time) / Shapes.marchDuration).truncatingRemainder(dividingBy: 1)
            }
            #expect(apart(phase, expected) < 1e-6, "t \(t): \(phase) against \(expected)")
        }
        #expect(paused > 50)
    }

    @Test("the recorded ring drag: every frame is the merged springs' closed form, ending on the last click's target")
    func recordedRingDrag() throws {
        let name = "Recordings/shapes-ring-drag.flingrec"
        try ReplayTest.check(name, scene: ShapesScene.entry)
        let run = try SceneReplay(ShapesScene.entry).run(recordingAt: Recordings.path(name))
        let scene = try #require(run.scene as? ShapesScene)
        // A press, a drag of more than half a turn, and two clicks while it springs.
        #expect(scene.ringTargets.count > 20, "\(scene.ringTargets.count)")
        let spring = MergedSpring(spring: Shapes.ringSpring, changes: scene.ringTargets)
        var previous: Double?
        for frame in run.trace.frames {
            let t = try Self.seconds(frame)
            let traced = try Self.value(frame, "ring.strokeEnd")
            #expect(Self.matches(traced, spring.value(at: t), target: scene.ringTarget), "t \(t): \(traced)")
            if let previous { #expect(abs(traced - previous) < 0.08, "a jump at t \(t)") }
            previous = traced
        }
        #expect(scene.ringTarget > 0.9 && run.trace.frames.last?["ring.strokeEnd"]?.double == scene.ringTarget)
    }

    @Test(
        "the recorded clicks: check drawn and undrawn, gradient swept, reveal opened and shut, two morphs, ants paused and resumed"
    )
    func recordedClicks() throws {
        let name = "Recordings/shapes-clicks.flingrec"
        try ReplayTest.check(name, scene: ShapesScene.entry)
        let run = try SceneReplay(ShapesScene.entry).run(recordingAt: Recordings.path(name))
        let scene = try #require(run.scene as? ShapesScene)
        #expect(scene.checkClicks.count == 2 && !scene.checked)
        #expect(scene.sweepClicks.count == 1 && scene.swept)
        #expect(scene.revealClicks.count == 2 && !scene.revealed)
        #expect(scene.morphClicks.count == 2 && scene.morphStep == 2)
        #expect(scene.antsClicks.count == 2 && !scene.antsPaused)
        // Where it ends: every panel at rest on its model, the ants marching.
        let last = try #require(run.trace.frames.last)
        #expect(try Self.value(last, "check.strokeEnd") == 0)
        #expect(try Self.value(last, "gradient.location0") == Shapes.sweepEnd.locations![0])
        #expect(try Self.value(last, "reveal.radius") == 26)
        #expect(abs(try Self.value(last, "morph.corners") - 6) < 1e-9)
        #expect(run.scene.frameLabel == "ants")
        // Between the two ant clicks the phase holds.
        let (pause, resume) = (scene.antsClicks[0], scene.antsClicks[1])
        for frame in run.trace.frames {
            let t = try Self.seconds(frame)
            if t >= pause.time && t < resume.time { #expect(try Self.value(frame, "ants.phase") == pause.phase) }
        }
    }
}
