import Demos
import Fling
import FlingTesting
import Testing

/// The sheet scene: a `PropertyAnimator` scrubbed by a drag, continued with a spring at the
/// release velocity, reversed by a throw the other way or a click, caught mid-flight.
@Suite("the sheet scene")
struct SheetSceneTests {
    /// The handle's centre while the sheet is closed, in the default 1280×800 window.
    static let closedHandle = Point(x: 640, y: 800 - 96 + 13)
    /// The open sheet's and the closed sheet's centre y in the default window.
    static let openY = 160.0 + (800 - 160 + 40) / 2
    static let closedY = 800 - 96.0 + (800 - 160 + 40) / 2

    static func last(_ run: SceneReplay.Run, _ field: String) -> Double {
        run.trace.frames.last?[field]?.double ?? .nan
    }

    static func values(_ run: SceneReplay.Run, _ field: String) -> [Double] {
        run.trace.frames.map { $0[field]?.double ?? .nan }
    }

    /// The sheet's y as the user sees it when the script's next event happens: the frame
    /// before the one that will consume it (a press is hit-tested on what was last drawn).
    static func shownY(before script: InputScript) throws -> Double {
        let run = try SceneReplay(SheetScene.entry).run(script.recording(tail: 0))
        let ys = values(run, "sheet.y")
        return ys[ys.count - 2]
    }

    /// A press at `point` held still for `hold` seconds, then a drag of `dy` points over
    /// `duration` seconds, released while moving.
    static func grab(_ script: inout InputScript, at point: Point, hold: Double, dy: Double, duration: Double) {
        script.add(.pointerMove(x: point.x, y: point.y, buttons: []))
        script.add(.pointerDown(x: point.x, y: point.y, button: .left))
        script.wait(hold)
        let steps = Int((duration / 0.008).rounded())
        for step in 1...steps {
            script.wait(0.008)
            script.add(.pointerMove(x: point.x, y: point.y + dy * Double(step) / Double(steps), buttons: .left))
        }
        script.add(.pointerUp(x: point.x, y: point.y + dy, button: .left))
    }

    @Test("a slow drag up scrubs the paused animator with the pointer, and the release opens the sheet")
    func dragOpen() throws {
        var script = InputScript(SheetScene.entry)
        script.drag(from: Point(x: 640, y: 760), to: Point(x: 640, y: 460), duration: 1)
        let during = try SceneReplay(SheetScene.entry).run(script.recording(tail: 0))
        let scene = try #require(during.scene as? SheetScene)
        // Paused and scrubbed: 290 points of the 544 between closed and open (300 less the slop).
        let fraction = Self.last(during, "fraction")
        #expect(abs(fraction - 290.0 / 544) < 0.02, "\(fraction)")
        #expect(scene.releases.count == 1 && scene.releases[0].velocity < -200)

        let run = try SceneReplay(SheetScene.entry).run(script.recording(tail: 1.5))
        #expect(Self.last(run, "open") == 1)
        #expect(Self.last(run, "sheet.y") == Self.openY)
        #expect(Self.last(run, "running") == 0 && Self.last(run, "fraction") == 0, "the animator is done")
    }

    @Test("a release hands the velocity to the spring: the first frames move at the release speed")
    func releaseVelocity() throws {
        var script = InputScript(SheetScene.entry)
        script.drag(from: Point(x: 640, y: 760), to: Point(x: 640, y: 560), duration: 0.25)
        let run = try SceneReplay(SheetScene.entry).run(script.recording(tail: 0.2))
        let scene = try #require(run.scene as? SheetScene)
        let release = try #require(scene.releases.last)
        #expect(abs(release.relativeVelocity * (release.to - release.from) - release.velocity) < 1e-6)
        #expect(release.velocity < -600 && !release.reversed)
    }

    @Test("a click on the handle opens the closed sheet, a second click closes it")
    func clickToggles() throws {
        var script = InputScript(SheetScene.entry)
        script.tap(at: Self.closedHandle)
        script.wait(1.2)
        let opened = try SceneReplay(SheetScene.entry).run(script.recording(tail: 0))
        #expect(Self.last(opened, "open") == 1 && Self.last(opened, "sheet.y") == Self.openY)
        script.tap(at: Point(x: 640, y: 160 + 13))
        let run = try SceneReplay(SheetScene.entry).run(script.recording(tail: 1.2))
        #expect(Self.last(run, "open") == 0 && Self.last(run, "sheet.y") == Self.closedY)
    }

    @Test("a click on the moving sheet's handle turns the animator around: it closes again")
    func clickReverses() throws {
        var script = InputScript(SheetScene.entry)
        script.tap(at: Self.closedHandle)
        script.wait(0.12)
        let shownY = try Self.shownY(before: script)
        #expect(shownY < Self.closedY - 50 && shownY > Self.openY + 50, "mid-flight at \(shownY)")
        script.tap(at: Point(x: 640, y: shownY - 340 + 13))
        let reversed = try SceneReplay(SheetScene.entry).run(script.recording(tail: 0.05))
        #expect(Self.last(reversed, "reversed") == 1 && Self.last(reversed, "running") == 1)
        let run = try SceneReplay(SheetScene.entry).run(script.recording(tail: 1.5))
        #expect(Self.last(run, "open") == 0 && Self.last(run, "sheet.y") == Self.closedY)
    }

    @Test("grabbing the sheet mid-flight pauses it where it is shown, and a throw down closes it")
    func grabMidFlightAndThrowClosed() throws {
        var script = InputScript(SheetScene.entry)
        script.tap(at: Self.closedHandle)
        script.wait(0.12)
        let shownY = try Self.shownY(before: script)
        let before = try SceneReplay(SheetScene.entry).run(script.recording(tail: 0)).trace.frames.count
        // Press on the sheet's body mid-flight, hold still 0.1 s, then throw it down.
        Self.grab(&script, at: Point(x: 640, y: shownY - 340 + 120), hold: 0.1, dy: 150, duration: 0.1)
        let run = try SceneReplay(SheetScene.entry).run(script.recording(tail: 1.5))
        let ys = Self.values(run, "sheet.y")
        // From the frame that saw the press, the sheet stays where the frame before showed it.
        for frame in (before - 1)..<(before + 5) {
            #expect(ys[frame] == shownY, "frame \(frame): \(ys[frame]), caught at \(shownY)")
        }
        let scene = try #require(run.scene as? SheetScene)
        #expect(scene.releases.last?.reversed == true)
        #expect(Self.last(run, "open") == 0 && Self.last(run, "sheet.y") == Self.closedY)
    }

    @Test("scrubbing a reversed animator moves the sheet with the pointer, not against it")
    func scrubReversed() throws {
        var script = InputScript(SheetScene.entry)
        script.tap(at: Self.closedHandle)
        script.wait(0.1)
        script.tap(at: Point(x: 640, y: try Self.shownY(before: script) - 340 + 13))   // turns it around
        script.wait(0.05)
        let reversing = try SceneReplay(SheetScene.entry).run(script.recording(tail: 0))
        #expect(Self.last(reversing, "reversed") == 1 && Self.last(reversing, "running") == 1)
        let grabbedY = try Self.shownY(before: script)
        // Grab, drag 110 points up and hold on.
        let from = Point(x: 640, y: grabbedY - 340 + 100)
        script.add(.pointerMove(x: from.x, y: from.y, buttons: []))
        script.add(.pointerDown(x: from.x, y: from.y, button: .left))
        for step in 1...10 {
            script.wait(0.016)
            script.add(.pointerMove(x: from.x, y: from.y - Double(step) * 11, buttons: .left))
        }
        script.wait(0.1)
        let held = try SceneReplay(SheetScene.entry).run(script.recording(tail: 0))
        #expect(Self.last(held, "reversed") == 1 && Self.last(held, "running") == 0)
        // 110 points moved, 10 of them the pan's slop.
        #expect(
            abs(Self.last(held, "sheet.y") - (grabbedY - 100)) < 1e-6, "\(grabbedY) → \(Self.last(held, "sheet.y"))")
    }

    @Test("a recorded slow drag open, then a grab mid-flight and a throw closed, replays to its golden trace")
    func recordedDragAndThrow() throws {
        try ReplayTest.check("Recordings/sheet-drag-throw.flingrec", scene: SheetScene.entry)
        let run = try SceneReplay(SheetScene.entry).run(recordingAt: recordingPath("sheet-drag-throw.flingrec"))
        let scene = try #require(run.scene as? SheetScene)
        // Two releases: up (opening), then a throw down that reversed the caught animator.
        #expect(scene.releases.count == 2)
        #expect(scene.releases.first?.velocity ?? 0 < 0 && scene.releases.first?.reversed == false)
        #expect(scene.releases.last?.velocity ?? 0 > 0 && scene.releases.last?.reversed == true)
        #expect(scene.releases.first.map { $0.to < $0.from } == true, "the first release sent it open")
        #expect(Self.last(run, "open") == 0 && Self.last(run, "sheet.y") == Self.closedY)
    }
}

/// The absolute path of `name` in Recordings/ beside this file.
private func recordingPath(_ name: String, filePath: String = #filePath) -> String {
    filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/Recordings/"
        + name
}
