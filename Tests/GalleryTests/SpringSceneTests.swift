import Demos
import Fling
import FlingTesting
import Testing

/// The spring playground: the two pairs of sliders are one spring, the box goes to the
/// other end on a click or space and turns round mid-flight, and the plot's numbers follow.
@Suite("spring: the spring playground")
struct SpringSceneTests {
    static let recording = "Recordings/spring-slider-send.flingrec"

    /// Where the sliders' tracks lie in a 1280×800 window (SpringScene.layout(size:)): each
    /// track runs from x 33 to 375; the bounce track is at y 321.4, the damping ratio's at 623.9.
    static let trackMinX = 33.0, trackWidth = 342.0
    static let bounceY = 321.4, dampingY = 623.9

    static func value(_ trace: FrameTrace, _ name: String) throws -> Double {
        try #require(trace.frames.last?[name]?.double)
    }

    @Test("a slider dragged and the box sent twice, recorded, replays to its golden trace")
    func recordedSliderAndSend() throws {
        try ReplayTest.check(Self.recording, scene: SpringScene.entry)
    }

    @Test("after the recorded bounce drag the pairs agree and the box is back at the left end")
    func recordedEnd() throws {
        let run = try SceneReplay(SpringScene.entry).run(recordingAt: Recordings.path(Self.recording))
        let scene = try #require(run.scene as? SpringScene)
        let trace = run.trace
        // The drag let go at x 300 on the bounce track: 0.3 became -0.5 + 267/342 · 1.4.
        let bounce = try Self.value(trace, "bounce")
        #expect(abs(bounce - (-0.5 + (300 - Self.trackMinX) / Self.trackWidth * 1.4)) < 1e-9, "\(bounce)")
        #expect(abs(try Self.value(trace, "dampingRatio") - (1 - bounce)) < 1e-12)
        let duration = try Self.value(trace, "duration")
        let response = try Self.value(trace, "response")
        #expect(abs(duration - 0.6) < 1e-12 && abs(response - 0.6) < 1e-12)
        #expect(try Self.value(trace, "settle") == Spring(duration: 0.6, bounce: bounce).settlingDuration)
        // Sent right by space, back left by a click on the track while still flying.
        #expect(scene.boxEnd == 0)
        #expect(abs(try Self.value(trace, "box.x") - scene.endPoint(0).x) < 1)
        let xs = trace.frames.compactMap { $0["box.x"]?.double }
        #expect(xs.max()! > scene.endPoint(1).x, "the bouncier spring overshoots the right end")
    }

    @Test("dragging the damping ratio moves the bounce: 1/ζ − 1 when overdamped; the duration stays")
    func dampingMovesBounce() throws {
        var script = InputScript(SpringScene.entry)
        let start = Point(x: Self.trackMinX + (0.7 - 0.1) / 1.9 * Self.trackWidth, y: Self.dampingY)
        let end = Point(x: Self.trackMinX + (1.5 - 0.1) / 1.9 * Self.trackWidth, y: Self.dampingY)
        script.drag(from: start, to: end, duration: 0.3)
        let trace = try SceneReplay(SpringScene.entry).run(script.recording(tail: 0.2)).trace
        let ratio = try Self.value(trace, "dampingRatio")
        #expect(abs(ratio - 1.5) < 1e-9)
        #expect(abs(try Self.value(trace, "bounce") - (1 / ratio - 1)) < 1e-12)
        #expect(abs(try Self.value(trace, "duration") - 0.6) < 1e-12)
        #expect(try Self.value(trace, "settle") == Spring(response: 0.6, dampingRatio: ratio).settlingDuration)
        #expect(trace.frames.last?["gesture.dampingRatio"]?.string == "ended")
    }

    @Test("a press on a slider's track moves the knob there at once")
    func pressJumps() throws {
        var script = InputScript(SpringScene.entry)
        script.tap(at: Point(x: Self.trackMinX + Self.trackWidth, y: Self.bounceY))
        let trace = try SceneReplay(SpringScene.entry).run(script.recording(tail: 0.1)).trace
        #expect(abs(try Self.value(trace, "bounce") - 0.9) < 1e-12)
        #expect(abs(try Self.value(trace, "dampingRatio") - 0.1) < 1e-12)
    }

    @Test("space sends the box; a second space mid-flight turns it round from where it is, without a jump")
    func spaceRetargets() throws {
        var script = InputScript(SpringScene.entry)
        script.key("space")
        script.wait(0.05)
        script.key("space")
        let run = try SceneReplay(SpringScene.entry).run(script.recording(tail: 2.5))
        let scene = try #require(run.scene as? SpringScene)
        let xs = run.trace.frames.compactMap { $0["box.x"]?.double }
        let left = scene.endPoint(0).x
        let right = scene.endPoint(1).x
        // The second space is read by the frame at 0.2 s (frame 12): the box turns round
        // after it, from where it was, short of the right end.
        let turn = try #require(xs.indices.max { xs[$0] < xs[$1] })
        #expect(turn >= 12 && xs[turn] < right - 100 && xs[turn] > left + 100, "turned at frame \(turn), x \(xs[turn])")
        // No jump: no frame-to-frame step larger than the spring's top speed allows.
        let steps = zip(xs, xs.dropFirst()).map { abs($1 - $0) }
        #expect(steps.max()! < 100, "\(steps.max()!)")
        #expect(scene.boxEnd == 0 && abs(xs.last! - left) < 0.5)
    }
}
