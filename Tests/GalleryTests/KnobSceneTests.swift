import Demos
import Fling
import FlingTesting
import Foundation
import Testing

/// The knob scene: turned by dragging around its centre or by the wheel, projected on
/// release with `Decay.fast` and sprung to the nearest quarter turn at the release's
/// angular velocity.
@Suite("the knob scene")
struct KnobSceneTests {
    /// The knob's centre in the default 1280×800 window.
    static let center = Point(x: 640, y: 410)
    /// The wheel notches in knob-turn-wheel.flingrec (xdotool's button 5, toward the user: −1 each).
    static let recordedNotches = -5

    static func last(_ run: SceneReplay.Run, _ field: String) -> Double {
        run.trace.frames.last?[field]?.double ?? .nan
    }

    /// The point `radius` from the centre at `angle` (clockwise from the top).
    static func point(at angle: Double, radius: Double = 120) -> Point {
        Point(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle))
    }

    /// A press at `from` (an angle), a drag around the centre to `to` over `duration` seconds,
    /// then `hold` seconds still before letting go (0: released while moving).
    static func turn(_ script: inout InputScript, from: Double, to: Double, duration: Double, hold: Double = 0) {
        let start = point(at: from)
        script.add(.pointerMove(x: start.x, y: start.y, buttons: []))
        script.add(.pointerDown(x: start.x, y: start.y, button: .left))
        let steps = Int((duration / 0.008).rounded())
        var end = start
        for step in 1...steps {
            script.wait(0.008)
            end = point(at: from + (to - from) * Double(step) / Double(steps))
            script.add(.pointerMove(x: end.x, y: end.y, buttons: .left))
        }
        script.wait(hold)
        script.add(.pointerUp(x: end.x, y: end.y, button: .left))
    }

    @Test("a slow drag once round the centre, held before letting go, turns the knob a whole turn")
    func wholeTurn() throws {
        var script = InputScript(KnobScene.entry)
        Self.turn(&script, from: 0, to: 2 * Double.pi + 0.15, duration: 1.2, hold: 0.1)
        let turning = try SceneReplay(KnobScene.entry).run(script.recording(tail: 0))
        let scene = try #require(turning.scene as? KnobScene)
        // The angle unwraps past a turn, less the pan's slop (10 points at 120 from the centre).
        let released = try #require(scene.releases.last)
        #expect(abs(released.from - (2 * Double.pi + 0.15)) < 0.1, "\(released.from)")
        #expect(released.angularVelocity == 0, "held still: no velocity")
        let run = try SceneReplay(KnobScene.entry).run(script.recording(tail: 1.5))
        #expect(Self.last(run, "knob.target") == 4)
        #expect(Self.last(run, "knob.angle") == 4 * (Double.pi / 2))
    }

    @Test("a quick half turn released while moving is projected with Decay.fast to three quarters")
    func thrownHalfTurn() throws {
        var script = InputScript(KnobScene.entry)
        Self.turn(&script, from: 0, to: Double.pi, duration: 0.25)
        let released = try SceneReplay(KnobScene.entry).run(script.recording(tail: 0))
        let scene = try #require(released.scene as? KnobScene)
        let release = try #require(scene.releases.last)
        #expect(
            abs(release.angularVelocity - Double.pi / 0.25) < 0.2 * Double.pi / 0.25, "\(release.angularVelocity) rad/s"
        )
        #expect(release.projected == Decay.fast.project(release.from, velocity: release.angularVelocity))
        #expect(release.quarter == 3)
        #expect(release.relativeVelocity == release.angularVelocity / (3 * Double.pi / 2 - release.from))

        let run = try SceneReplay(KnobScene.entry).run(script.recording(tail: 2))
        #expect(Self.last(run, "knob.target") == 3 && Self.last(run, "knob.angle") == 3 * (Double.pi / 2))
    }

    /// The frames from the one whose timestamp is `start` on: (its target time, seconds after
    /// `start`; the traced angle).
    static func frames(_ run: SceneReplay.Run, from start: FrameTime) -> [(time: Double, angle: Double)] {
        run.trace.frames.compactMap { frame in
            guard let t = frame["t_ns"]?.double, let target = frame["target_ns"]?.double,
                let angle = frame["knob.angle"]?.double, t >= Double(start.nanoseconds)
            else { return nil }
            return ((target - Double(start.nanoseconds)) / 1e9, angle)
        }
    }

    @Test(
        "after a throw, every frame shows Spring.displacement from the release at the frame's target timestamp",
        arguments: [0.1, 0.25, 0.6])
    func releaseSpringIsTheClosedForm(tail: Double) throws {
        var script = InputScript(KnobScene.entry)
        Self.turn(&script, from: 0, to: Double.pi, duration: 0.25)
        let run = try SceneReplay(KnobScene.entry).run(script.recording(tail: tail))
        let scene = try #require(run.scene as? KnobScene)
        let release = try #require(scene.releases.last)
        let target = Double(release.quarter) * (Double.pi / 2)
        // The velocity handed over: UIKit's relative velocity times the angle to go.
        let velocity = release.relativeVelocity * (target - release.from)
        #expect(abs(velocity - release.angularVelocity) < 1e-9 * abs(velocity))
        let frames = Self.frames(run, from: release.time)
        #expect(frames.count >= Int(tail * 60) - 1)
        for frame in frames {
            let expected = scene.spring.displacement(from: release.from - target, velocity: velocity, time: frame.time)
            #expect(abs(frame.angle - (target + expected.value)) < 1e-9, "at \(frame.time) s")
        }
        // The last frame's velocity too, and the rotor turned to the angle that frame traced.
        let last = try #require(frames.last)
        let expected = scene.spring.displacement(from: release.from - target, velocity: velocity, time: last.time)
        #expect(scene.angle.isAnimating)
        #expect(abs(scene.angle.velocity - expected.velocity) < 1e-7)
        #expect(scene.angle.value == .radians(target))
        #expect(scene.rotor.transform == Transform3D(rotationAngle: last.angle, x: 0, y: 0, z: 1))
    }

    @Test("the rotor shows the frame's angle in that frame: the hook runs after the target-timestamp evaluation")
    func rotorShowsTheSameFrame() throws {
        var script = InputScript(KnobScene.entry)
        Self.turn(&script, from: 0, to: Double.pi, duration: 0.25)
        let release = try SceneReplay(KnobScene.entry).run(script.recording(tail: 0))
        let start = try #require((release.scene as? KnobScene)?.releases.last?.time)
        var previous: Double?
        // Each later frame of the spring: the rotor's transform is that frame's presentation
        // value, evaluated at its target timestamp — not the previous frame's (the old lag).
        for tail in stride(from: 0.05, through: 0.3, by: 0.05) {
            let run = try SceneReplay(KnobScene.entry).run(script.recording(tail: tail))
            let scene = try #require(run.scene as? KnobScene)
            let last = try #require(Self.frames(run, from: start).last)
            let shown = scene.angle.presentationValue.radians
            #expect(shown == last.angle)
            #expect(scene.rotor.transform == Transform3D(rotationAngle: shown, x: 0, y: 0, z: 1))
            #expect(scene.rotor.presentation().transform == scene.rotor.transform)
            if let previous { #expect(shown != previous, "moving") }
            previous = shown
        }
    }

    @Test("a wheel notch while the knob settles merges: it springs on from the angle and velocity shown")
    func wheelMergesWithTheSettlingSpring() throws {
        var script = InputScript(KnobScene.entry)
        Self.turn(&script, from: 0, to: Double.pi, duration: 0.25)
        script.wait(0.1)
        script.scroll(at: Self.center, notches: 1, interval: 0.05)
        let run = try SceneReplay(KnobScene.entry).run(script.recording(tail: 0.5))
        let scene = try #require(run.scene as? KnobScene)
        let release = try #require(scene.releases.last)
        let first = Double(release.quarter) * (Double.pi / 2)
        let velocity = release.relativeVelocity * (first - release.from)
        // The notch's frame: the first whose target quarter is one past the release's.
        let notch = try #require(run.trace.frames.first { $0["knob.target"]?.double == Double(release.quarter + 1) })
        let notchTime = try #require(notch["t_ns"]?.double)
        let handOff = (notchTime - Double(release.time.nanoseconds)) / 1e9
        let from = scene.spring.displacement(from: release.from - first, velocity: velocity, time: handOff)
        #expect(abs(from.velocity) > 0.1, "still turning at the notch")
        let second = first + Double.pi / 2
        let frames = Self.frames(run, from: FrameTime(nanoseconds: Int64(notchTime)))
        #expect(frames.count > 20)
        for frame in frames {
            let expected = scene.spring.displacement(
                from: first + from.value - second, velocity: from.velocity, time: frame.time)
            #expect(abs(frame.angle - (second + expected.value)) < 1e-9, "at \(frame.time) s")
        }
    }

    @Test(
        "each wheel notch sends the knob a quarter turn on, springing from where it is shown",
        arguments: [1, -1, 3, 6])
    func wheel(notches: Int) throws {
        var script = InputScript(KnobScene.entry)
        script.scroll(at: Self.center, notches: notches, interval: 0.05)
        let scrolled = try SceneReplay(KnobScene.entry).run(script.recording(tail: 0.02))
        #expect(Self.last(scrolled, "knob.target") == Double(notches))
        let angles = scrolled.trace.frames.map { $0["knob.angle"]?.double ?? .nan }
        // Turning on its spring, never jumping a quarter in one frame.
        #expect(zip(angles, angles.dropFirst()).allSatisfy { abs($1 - $0) < Double.pi / 4 })
        let run = try SceneReplay(KnobScene.entry).run(script.recording(tail: 2))
        #expect(Self.last(run, "knob.target") == Double(notches))
        #expect(Self.last(run, "knob.angle") == Double(notches) * (Double.pi / 2))
    }

    @Test("a press on the settling knob catches it where it is shown")
    func catchWhileSettling() throws {
        var script = InputScript(KnobScene.entry)
        Self.turn(&script, from: 0, to: Double.pi, duration: 0.25)
        script.wait(0.1)
        let before = try SceneReplay(KnobScene.entry).run(script.recording(tail: 0))
        let angles = before.trace.frames.map { $0["knob.angle"]?.double ?? .nan }
        let shown = angles[angles.count - 2]
        let press = Self.point(at: 0.3)
        script.add(.pointerMove(x: press.x, y: press.y, buttons: []))
        script.add(.pointerDown(x: press.x, y: press.y, button: .left))
        script.wait(0.2)
        let held = try SceneReplay(KnobScene.entry).run(script.recording(tail: 0))
        #expect(Self.last(held, "knob.angle") == shown, "caught at \(shown)")
        // Caught: nothing animates it, and the model is where it was shown.
        let caught = try #require(held.scene as? KnobScene)
        #expect(!caught.angle.isAnimating && caught.angle.velocity == 0 && caught.angle.value == .radians(shown))
        // Let go without moving: it settles from there, at rest, to the nearest quarter turn.
        script.add(.pointerUp(x: press.x, y: press.y, button: .left))
        let run = try SceneReplay(KnobScene.entry).run(script.recording(tail: 2))
        let quarter = (shown / (Double.pi / 2)).rounded()
        #expect(Self.last(run, "knob.target") == quarter && Self.last(run, "knob.angle") == quarter * Double.pi / 2)
    }

    @Test("a recorded turn released with speed, then wheel notches, replays to its golden trace")
    func recordedTurnAndWheel() throws {
        try ReplayTest.check("Recordings/knob-turn-wheel.flingrec", scene: KnobScene.entry)
        let run = try SceneReplay(KnobScene.entry).run(recordingAt: recordingPath("knob-turn-wheel.flingrec"))
        let scene = try #require(run.scene as? KnobScene)
        let release = try #require(scene.releases.first)
        #expect(scene.releases.count == 1, "one drag, then the wheel")
        #expect(abs(release.angularVelocity) > 3, "released with speed: \(release.angularVelocity) rad/s")
        // The throw's quarter turn, then five notches the wheel turned on from it.
        #expect(Self.last(run, "knob.target") == Double(release.quarter + KnobSceneTests.recordedNotches))
        #expect(
            Self.last(run, "knob.angle") == Double(release.quarter + KnobSceneTests.recordedNotches) * (Double.pi / 2))
    }
}

/// The absolute path of `name` in Recordings/ beside this file.
private func recordingPath(_ name: String, filePath: String = #filePath) -> String {
    filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/Recordings/"
        + name
}
