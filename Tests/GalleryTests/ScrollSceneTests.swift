import Demos
import Fling
import FlingTesting
import Testing

/// The rubber-band scroll view: a flick decays at UIScrollView's rate into an edge and
/// bounces, a drag past an edge is rubber-banded and springs back, the wheel scrolls too.
@Suite("scroll: the rubber-band scroll view")
struct ScrollSceneTests {
    static let recording = "Recordings/scroll-flick-bounce.flingrec"

    static func column(_ trace: FrameTrace, _ name: String) -> [Double] {
        trace.frames.compactMap { $0[name]?.double }
    }

    @Test("a flick into the bottom edge and a drag past it, recorded, replay to their golden trace")
    func recordedFlickAndDrag() throws {
        try ReplayTest.check(Self.recording, scene: ScrollScene.entry)
    }

    @Test("the recorded flick decays into the bottom edge, hands off to the bounce, and both end at the edge")
    func recordedEnd() throws {
        // A second longer than recorded, so the last bounce comes to rest (within the engine's
        // hundredth of a point) before the end.
        var recording = try Recording.load(path: Recordings.path(Self.recording))
        recording.endVsync += 60
        recording.endTime = recording.endTime + .seconds(1)
        let run = try SceneReplay(ScrollScene.entry).run(recording)
        let scene = try #require(run.scene as? ScrollScene)
        let trace = run.trace
        let offsets = Self.column(trace, "offset")
        let velocities = Self.column(trace, "velocity")
        let dragging = Self.column(trace, "dragging")
        let decelerating = Self.column(trace, "decelerating")
        let bouncing = Self.column(trace, "bouncing")
        #expect(offsets.last == scene.maxOffset && velocities.last == 0 && scene.phase == .idle)
        // The hand-off: the first bouncing frame follows a decelerating one, moving the same
        // way, and the bounce carries the content past the edge before it settles there.
        let handoff = try #require(bouncing.indices.first { bouncing[$0] == 1 })
        #expect(decelerating[handoff - 1] == 1 && velocities[handoff - 1] > 0)
        let firstBounce = bouncing[handoff...].prefix { $0 == 1 }.count
        let overshoot = offsets[handoff..<(handoff + firstBounce)].max()! - scene.maxOffset
        #expect(overshoot > 5 && overshoot < 200, "\(overshoot)")
        // The decay: velocity falls by Decay.normal from frame to frame while decelerating.
        let times = Self.column(trace, "t_ns")
        let decay = decelerating.indices.filter { $0 > 0 && decelerating[$0] == 1 && decelerating[$0 - 1] == 1 }
        #expect(decay.count > 10)
        for index in decay {
            let dt = (times[index] - times[index - 1]) / 1e6
            let expected = velocities[index - 1] * Decay.normal.velocity(1, time: dt / 1000)
            #expect(abs(velocities[index] - expected) < 1e-6 * abs(expected))
        }
        // The drag past the edge, held and let go: rubber-banded beyond the edge, then bounced back.
        let held = offsets.indices.filter { dragging[$0] == 1 && $0 > handoff }
        let deepest = held.map { offsets[$0] }.max()! - scene.maxOffset
        #expect(deepest > 20 && deepest < scene.viewport.bounds.height * 0.55)
        #expect(bouncing[held.last! + 1] == 1, "let go past the edge: the spring takes it back")
    }

    @Test("held past the edge, the offset is the rubber band of the drag: RubberBand, 0.55, the viewport's height")
    func rubberBand() throws {
        var script = InputScript(ScrollScene.entry)
        // Down from the top, 300 points, held there, then let go: past the top edge.
        script.add(.pointerMove(x: 640, y: 200, buttons: []))
        script.add(.pointerDown(x: 640, y: 200, button: .left))
        for step in 1...30 {
            script.wait(0.01)
            script.add(.pointerMove(x: 640, y: 200 + 10 * Double(step), buttons: .left))
        }
        script.wait(0.3)
        script.add(.pointerUp(x: 640, y: 500, button: .left))
        let run = try SceneReplay(ScrollScene.entry).run(script.recording(tail: 1.5))
        let scene = try #require(run.scene as? ScrollScene)
        let offsets = Self.column(run.trace, "offset")
        let dragging = Self.column(run.trace, "dragging")
        let last = try #require(dragging.lastIndex(of: 1))
        // 300 points of drag less the pan's 10 points of hysteresis.
        let expected = -RubberBand.offset(290, dimension: scene.viewport.bounds.height, coefficient: 0.55)
        #expect(abs(offsets[last] - expected) < 1e-9, "\(offsets[last]) vs \(expected)")
        #expect(offsets.last == 0 && scene.phase == .idle, "sprang back onto the top edge")
    }

    @Test("the wheel scrolls through the same pan: notches move the content and past the top it springs back")
    func wheel() throws {
        var script = InputScript(ScrollScene.entry)
        script.scroll(at: Point(x: 640, y: 400), notches: -5)
        script.wait(1.5)
        script.scroll(at: Point(x: 640, y: 400), notches: 5, interval: 0.03)
        script.scroll(at: Point(x: 640, y: 400), notches: 4, interval: 0.03)
        let run = try SceneReplay(ScrollScene.entry).run(script.recording(tail: 2))
        let offsets = Self.column(run.trace, "offset")
        #expect(offsets.contains { $0 >= 150 }, "five notches scrolled down")
        #expect(offsets.min()! < 0, "past the top")
        #expect(offsets.last == 0)
    }

    /// The frames from the one whose timestamp is `start` on: each frame's target time in
    /// seconds after `start`, and the traced values.
    static func frames(_ run: SceneReplay.Run, from start: FrameTime) -> [ReleasedFrame] {
        run.trace.frames.compactMap { frame in
            guard let t = frame["t_ns"]?.double, let target = frame["target_ns"]?.double,
                let offset = frame["offset"]?.double, let velocity = frame["velocity"]?.double,
                let bouncing = frame["bouncing"]?.double, t >= Double(start.nanoseconds)
            else { return nil }
            let seconds = { (ns: Double) in (ns - Double(start.nanoseconds)) / 1e9 }
            return ReleasedFrame(
                time: seconds(t), target: seconds(target), offset: offset, velocity: velocity, bouncing: bouncing == 1)
        }
    }

    struct ReleasedFrame {
        /// The frame's timestamp and target timestamp, seconds after the release.
        var time: Double
        var target: Double
        var offset: Double
        var velocity: Double
        var bouncing: Bool
    }

    @Test("a flick inside the bounds shows Decay's closed form at every target timestamp and rests on the model")
    func decayIsTheClosedForm() throws {
        var script = InputScript(ScrollScene.entry)
        script.flick(from: Point(x: 640, y: 600), velocity: Point(x: 0, y: -1000))
        script.wait(0.6)
        let run = try SceneReplay(ScrollScene.entry).run(script.recording(tail: 0))
        let scene = try #require(run.scene as? ScrollScene)
        let release = try #require(scene.releases.last)
        #expect(release.edge == nil && release.target < scene.maxOffset)
        // The model is the continuous rest point; the decay leaves at the release velocity.
        #expect(release.target == scene.deceleration.destination(from: release.offset, velocity: release.velocity))
        #expect(scene.contentOffset.value == release.target)
        let v0 = scene.deceleration.velocity(from: release.offset, restingAt: release.target)
        #expect(abs(v0 - release.velocity) < 1e-9 * abs(v0))
        let frames = Self.frames(run, from: release.time)
        #expect(frames.count > 30)
        for frame in frames {
            let offset = scene.deceleration.value(from: release.offset, velocity: v0, time: frame.target)
            let velocity = scene.deceleration.velocity(v0, time: frame.target)
            #expect(abs(frame.offset - offset) < 1e-9 * release.target, "at \(frame.target) s")
            #expect(abs(frame.velocity - velocity) < 1e-9 * abs(v0), "at \(frame.target) s")
        }
        #expect(scene.phase == .decelerating && scene.contentOffset.isAnimating)
    }

    @Test(
        "a flick past the bottom edge hands its value and velocity to the bounce at the first frame past the edge",
        arguments: [-4500.0, -6000, -7500])
    func handOffIsContinuous(speed: Double) throws {
        var script = InputScript(ScrollScene.entry)
        script.flick(from: Point(x: 640, y: 700), velocity: Point(x: 0, y: speed))
        script.wait(2.5)
        let run = try SceneReplay(ScrollScene.entry).run(script.recording(tail: 0))
        let scene = try #require(run.scene as? ScrollScene)
        let release = try #require(scene.releases.last)
        let edge = try #require(release.edge)
        let reach = try #require(release.reachesEdge)
        #expect(edge == scene.maxOffset && release.target > edge)
        let decay = scene.deceleration
        let v0 = decay.velocity(from: release.offset, restingAt: release.target)
        #expect(reach == decay.time(toReach: edge, from: release.offset, velocity: v0))
        let edgeVelocity = try #require(decay.velocity(atReaching: edge, from: release.offset, velocity: v0))
        #expect(abs(decay.velocity(v0, time: reach) - edgeVelocity) < 1e-9 * v0)
        #expect(abs(decay.value(from: release.offset, velocity: v0, time: reach) - edge) < 1e-9 * edge)

        let frames = Self.frames(run, from: release.time)
        let first = try #require(frames.firstIndex { $0.bouncing })
        // The bounce starts at the first frame timestamp at or past the moment the decay
        // reaches the edge; the frame before showed the decay at that timestamp, past the edge.
        let handOff = frames[first].time
        #expect(handOff >= reach && frames[first - 1].time < reach)
        let before = frames[first - 1]
        #expect(before.target == handOff)
        let value = decay.value(from: release.offset, velocity: v0, time: handOff)
        let velocity = decay.velocity(v0, time: handOff)
        #expect(value >= edge && value - edge <= edgeVelocity * (handOff - before.time), "within a frame past the edge")
        // Up to the hand-off, Decay's closed form, in value and velocity.
        for frame in frames[..<first] {
            #expect(
                abs(frame.offset - decay.value(from: release.offset, velocity: v0, time: frame.target)) < 1e-9 * edge)
            #expect(abs(frame.velocity - decay.velocity(v0, time: frame.target)) < 1e-9 * abs(v0))
        }
        // From it, the bounce spring's closed form from the decay's value and velocity at the
        // hand-off — continuous in both — until it rests on the edge (within 0.01 pt).
        var furthest = edge
        let bounce = frames[first...].prefix { $0.bouncing }
        #expect(bounce.count > 30)
        for frame in bounce {
            let spring = scene.bounceSpring.displacement(
                from: value - edge, velocity: velocity, time: frame.target - handOff)
            #expect(abs(frame.offset - (edge + spring.value)) < 1e-9 * edge, "at \(frame.target) s")
            #expect(abs(frame.velocity - spring.velocity) < 1e-9 * abs(v0))
            furthest = max(furthest, frame.offset)
        }
        #expect(abs(try #require(bounce.last).offset - edge) < 0.01)
        #expect(frames[(first + bounce.count)...].allSatisfy { $0.offset == edge && $0.velocity == 0 })
        #expect(furthest > value, "it overshoots further, then comes back")
        #expect(frames.last?.offset == edge && scene.phase == .idle && !scene.contentOffset.isAnimating)
    }

    @Test("released past the top edge while moving, the bounce springs from there with the release velocity")
    func releasePastTheEdge() throws {
        var script = InputScript(ScrollScene.entry)
        script.drag(from: Point(x: 640, y: 200), to: Point(x: 640, y: 500), duration: 0.2)
        script.wait(0.8)
        let run = try SceneReplay(ScrollScene.entry).run(script.recording(tail: 0))
        let scene = try #require(run.scene as? ScrollScene)
        let release = try #require(scene.releases.last)
        #expect(release.offset < -20 && release.velocity < -100 && release.target == 0 && release.edge == nil)
        let velocity = Spring.relativeVelocity(release.velocity, from: release.offset, to: 0) * -release.offset
        let frames = Self.frames(run, from: release.time)
        #expect(frames.count > 30 && frames.allSatisfy(\.bouncing))
        for frame in frames {
            let spring = scene.bounceSpring.displacement(from: release.offset, velocity: velocity, time: frame.target)
            #expect(abs(frame.offset - spring.value) < 1e-9 * -release.offset, "at \(frame.target) s")
            #expect(abs(frame.velocity - spring.velocity) < 1e-6 * abs(velocity))
        }
    }

    @Test("a press catches a bounce where it is shown")
    func pressCatchesTheBounce() throws {
        var script = InputScript(ScrollScene.entry)
        script.flick(from: Point(x: 640, y: 700), velocity: Point(x: 0, y: -4500))
        let flung = try SceneReplay(ScrollScene.entry).run(script.recording(tail: 0))
        let release = try #require((flung.scene as? ScrollScene)?.releases.last)
        let reach = try #require(release.reachesEdge)
        script.wait(reach + 0.1)
        let before = try SceneReplay(ScrollScene.entry).run(script.recording(tail: 0))
        let shown = try #require(Self.column(before.trace, "offset").last)
        #expect(Self.column(before.trace, "bouncing").last == 1)
        script.add(.pointerMove(x: 640, y: 400, buttons: []))
        script.add(.pointerDown(x: 640, y: 400, button: .left))
        script.wait(0.3)
        let held = try SceneReplay(ScrollScene.entry).run(script.recording(tail: 0))
        let scene = try #require(held.scene as? ScrollScene)
        let offsets = Self.column(held.trace, "offset")
        let caught = try #require(Self.column(held.trace, "bouncing").lastIndex(of: 1)) + 1
        #expect(offsets[caught] == offsets[caught - 1], "caught where the last frame showed it")
        #expect(offsets[caught...].allSatisfy { $0 == offsets[caught] } && offsets[caught] > scene.maxOffset)
        #expect(abs(offsets[caught] - shown) < 60, "near where it was before the press")
        #expect(
            scene.phase == .idle && !scene.contentOffset.isAnimating && scene.contentOffset.value == offsets[caught])
        #expect(scene.velocity == 0)
    }

    @Test("a press stops a deceleration where it is, as a touch stops UIScrollView")
    func pressStops() throws {
        var script = InputScript(ScrollScene.entry)
        script.flick(from: Point(x: 640, y: 600), velocity: Point(x: 0, y: -2000))
        script.wait(0.25)
        script.tap(at: Point(x: 640, y: 400))
        let run = try SceneReplay(ScrollScene.entry).run(script.recording(tail: 1))
        let offsets = Self.column(run.trace, "offset")
        let decelerating = Self.column(run.trace, "decelerating")
        let stop = try #require(decelerating.lastIndex(of: 1)) + 1
        #expect(offsets[stop] > 100)
        #expect(offsets[stop] == offsets[stop - 1], "caught where the last frame showed it")
        #expect(offsets[stop...].allSatisfy { $0 == offsets[stop] }, "still after the press")
        let scene = try #require(run.scene as? ScrollScene)
        #expect(!scene.contentOffset.isAnimating && scene.contentOffset.value == offsets[stop])
    }
}
