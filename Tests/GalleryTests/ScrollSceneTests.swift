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
        let run = try SceneReplay(ScrollScene.entry).run(recordingAt: Recordings.path(Self.recording))
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
        #expect(offsets[stop...].allSatisfy { $0 == offsets[stop] }, "still after the press")
    }
}
