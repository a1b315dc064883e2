import Demos
import Fling
import FlingTesting
import Testing

/// The acceleration-pausing scene: a drawer that notices when its drag pauses.
@Suite("the pause scene")
struct PauseSceneTests {
    /// How far the drawer travels from closed to open in the default 1280×800 window.
    static let travel = (800 - 110) - 192.0

    static func last(_ run: SceneReplay.Run, _ field: String) -> Double {
        run.trace.frames.last?[field]?.double ?? .nan
    }

    static func values(_ run: SceneReplay.Run, _ field: String) -> [Double] {
        run.trace.frames.map { $0[field]?.double ?? .nan }
    }

    /// A drag in legs of (dy points, seconds) — dy 0 holds still — pressed at `from`;
    /// released at the end of the last leg.
    static func drag(_ script: inout InputScript, from: Point, legs: [(dy: Double, seconds: Double)]) {
        script.add(.pointerMove(x: from.x, y: from.y, buttons: []))
        script.add(.pointerDown(x: from.x, y: from.y, button: .left))
        var y = from.y
        for leg in legs {
            if leg.dy == 0 {
                script.wait(leg.seconds)
                continue
            }
            let steps = Int((leg.seconds / 0.008).rounded())
            let start = y
            for step in 1...steps {
                script.wait(0.008)
                y = start + leg.dy * Double(step) / Double(steps)
                script.add(.pointerMove(x: from.x, y: y, buttons: .left))
            }
        }
        script.add(.pointerUp(x: from.x, y: y, button: .left))
    }

    @Test("a drag that holds still half way is noticed once; moving on ends the pause; a throw up opens the drawer")
    func pauseMidway() throws {
        var script = InputScript(PauseScene.entry)
        Self.drag(&script, from: Point(x: 640, y: 740), legs: [(-200, 0.4), (0, 0.3), (-200, 0.3)])
        let run = try SceneReplay(PauseScene.entry).run(script.recording(tail: 1.5))
        let paused = Self.values(run, "paused")
        let first = try #require(paused.firstIndex(of: 1), "a pause is shown")
        // Noticed within 0.1 s of the stop (the press is at 0.1 s; the stop at 0.5 s).
        let time = try #require(run.trace.frames[first]["t_ns"]?.double) / 1e9
        #expect(time > 0.5 && time < 0.6, "noticed at \(time) s")
        #expect(paused.lastIndex(of: 1).map { $0 > first + 10 } == true, "shown while still")
        #expect(Self.last(run, "pauses") == 1 && Self.last(run, "paused") == 0)
        #expect(Self.last(run, "drawer.offset") == Self.travel, "open")
        let scene = try #require(run.scene as? PauseScene)
        #expect(scene.isOpen)
    }

    @Test("a steady drag has no pause, nor does a slow one that stops")
    func noPause() throws {
        var steady = InputScript(PauseScene.entry)
        Self.drag(&steady, from: Point(x: 640, y: 740), legs: [(-400, 0.8)])
        let run = try SceneReplay(PauseScene.entry).run(steady.recording(tail: 1))
        #expect(Self.values(run, "pauses").allSatisfy { $0 == 0 })
        #expect(Self.last(run, "drawer.offset") == Self.travel)

        var slow = InputScript(PauseScene.entry)
        Self.drag(&slow, from: Point(x: 640, y: 740), legs: [(-20, 0.2), (-100, 1.0), (0, 0.3)])
        let crawl = try SceneReplay(PauseScene.entry).run(slow.recording(tail: 1))
        #expect(
            Self.values(crawl, "pauses").allSatisfy { $0 == 0 }, "100 points a second is under the 150 a pause needs")
    }

    @Test("two pauses count twice; a release from rest goes to the state nearer where it is")
    func twoPausesThenRestingRelease() throws {
        var script = InputScript(PauseScene.entry)
        Self.drag(
            &script, from: Point(x: 640, y: 740),
            legs: [(-150, 0.3), (0, 0.25), (-100, 0.2), (0, 0.25)])
        let run = try SceneReplay(PauseScene.entry).run(script.recording(tail: 1.5))
        #expect(Self.last(run, "pauses") == 2)
        // Released from rest about 240 points up: under half of the travel, so it closes.
        #expect(Self.last(run, "drawer.offset") == 0)
    }

    @Test("a recorded drag that holds still half way and drags on replays to its golden trace")
    func recordedPause() throws {
        try ReplayTest.check("Recordings/pause-hold.flingrec", scene: PauseScene.entry)
        let run = try SceneReplay(PauseScene.entry).run(recordingAt: recordingPath("pause-hold.flingrec"))
        #expect(Self.values(run, "paused").contains(1))
        #expect(Self.last(run, "pauses") == 1, "noticed once")
        // Dragged on upward after the pause and let go moving: the projection opens it.
        #expect(Self.last(run, "drawer.offset") == Self.travel)
    }
}

/// The absolute path of `name` in Recordings/ beside this file.
private func recordingPath(_ name: String, filePath: String = #filePath) -> String {
    filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/Recordings/"
        + name
}
