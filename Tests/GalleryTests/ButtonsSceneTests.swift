import Demos
import Fling
import FlingTesting
import Testing

/// The calculator keys (lit at once on a press, faded over half a second on release, a new
/// press cutting the fade off) and the press-and-hold toggle.
@Suite("buttons: calculator keys and a press-and-hold toggle")
struct ButtonsSceneTests {
    /// Where things are in a 1280 × 800 window.
    static let places: (keys: [Point], hold: Point) = {
        let scene = ButtonsScene()
        scene.layout(size: Size(width: 1280, height: 800))
        return (scene.keys.map(\.position), scene.hold.position)
    }()
    static var seven: Point { places.keys[1] }

    static func press(_ script: inout InputScript, at point: Point) {
        script.add(.pointerMove(x: point.x, y: point.y, buttons: []))
        script.add(.pointerDown(x: point.x, y: point.y, button: .left))
    }

    static func highlight(_ frame: JSONValue?, _ key: String = "7") -> Double {
        frame?["highlight\(key).opacity"]?.double ?? -1
    }

    @Test("a press lights the key fully in the frame that reads it, with no animation")
    func litAtOnce() throws {
        var script = InputScript(ButtonsScene.entry)
        Self.press(&script, at: Self.seven)
        let run = try SceneReplay(ButtonsScene.entry).run(script.recording(tail: 0))
        let frames = run.trace.frames
        #expect(Self.highlight(frames.last) == 1)
        #expect(Self.highlight(frames.dropLast().last) == 0, "unlit the frame before")
        #expect(frames.last?["gesture.press7"]?.string == "began")
        #expect(Self.highlight(frames.last, "8") == 0 && Self.highlight(frames.last, "AC") == 0)
    }

    @Test("a release fades the key out over half a second, steadily")
    func fadesOnRelease() throws {
        var script = InputScript(ButtonsScene.entry)
        script.tap(at: Self.seven, hold: 0.1)
        let released = try SceneReplay(ButtonsScene.entry).run(script.recording(tail: 0)).trace.frames.count
        let run = try SceneReplay(ButtonsScene.entry).run(script.recording(tail: 1))
        // From the last frame before the release was read.
        let fade = run.trace.frames[(released - 2)...].map { Self.highlight($0) }
        #expect(fade.first == 1, "lit until the release is read")
        #expect(zip(fade, fade.dropFirst()).allSatisfy { $1 <= $0 }, "never brightens: \(fade)")
        #expect(fade[20] > 0.05 && fade[20] < 0.6, "a third of a second in, part way: \(fade[20])")
        #expect(fade[31...].allSatisfy { $0 == 0 }, "out after half a second: \(fade.prefix(34))")
        let scene = try #require(run.scene as? ButtonsScene)
        #expect(scene.pressCount == 1 && scene.display == "7")
    }

    @Test("a press during the fade lights the key again at once, and both taps count")
    func pressInterruptsFade() throws {
        var script = InputScript(ButtonsScene.entry)
        script.tap(at: Self.seven)
        script.wait(0.2)
        Self.press(&script, at: Self.seven)
        let pressed = try SceneReplay(ButtonsScene.entry).run(script.recording(tail: 0)).trace.frames
        let before = Self.highlight(pressed.dropLast().last)
        #expect(before > 0.05 && before < 0.9, "mid-fade before the second press: \(before)")
        #expect(Self.highlight(pressed.last) == 1, "lit again in the press's frame")
        script.wait(0.05)
        script.add(.pointerUp(x: Self.seven.x, y: Self.seven.y, button: .left))
        let run = try SceneReplay(ButtonsScene.entry).run(script.recording(tail: 1))
        let scene = try #require(run.scene as? ButtonsScene)
        #expect(scene.pressCount == 2 && scene.display == "77")
        #expect(Self.highlight(run.trace.frames.last) == 0)
    }

    @Test("dragging off a key unlights it and a release there types nothing")
    func releaseOutside() throws {
        var script = InputScript(ButtonsScene.entry)
        script.drag(from: Self.seven, to: Point(x: Self.seven.x, y: 20), duration: 0.2)
        let run = try SceneReplay(ButtonsScene.entry).run(script.recording(tail: 1))
        let scene = try #require(run.scene as? ButtonsScene)
        #expect(scene.pressCount == 0 && scene.display == "0")
        #expect(Self.highlight(run.trace.frames.last) == 0)
    }

    @Test("AC clears what the digits typed")
    func allClear() throws {
        var script = InputScript(ButtonsScene.entry)
        for key in [1, 2, 3, 0, 3] {
            script.tap(at: Self.places.keys[key])
            script.wait(0.1)
        }
        let run = try SceneReplay(ButtonsScene.entry).run(script.recording(tail: 0.6))
        let scene = try #require(run.scene as? ButtonsScene)
        #expect(scene.pressCount == 5 && scene.display == "9")
    }

    @Test("held 0.8 s the button grows while held, toggles once, and shrinks back on release")
    func longHoldToggles() throws {
        var script = InputScript(ButtonsScene.entry)
        let pressTime = script.now.seconds
        script.longPress(at: Self.places.hold, duration: 0.8)
        let run = try SceneReplay(ButtonsScene.entry).run(script.recording(tail: 1.5))
        let scales = run.trace.frames.compactMap { $0["hold.scale"]?.double }
        #expect((scales.max() ?? 0) > 1.15, "grew: \(scales.max() ?? 0)")
        let last = try #require(run.trace.frames.last)
        #expect(last["hold.on"]?.double == 1 && last["toggles"]?.double == 1)
        #expect(last["hold.scale"]?.double == 1, "back to its size: \(last["hold.scale"]?.double ?? -1)")
        let toggledAt = try #require(run.trace.frames.firstIndex { $0["toggles"]?.double == 1 })
        let held = Double(run.trace.frames[toggledAt]["t_ns"]?.int64 ?? 0) / 1e9 - pressTime
        #expect(held >= 0.5 && held < 0.5 + 1.0 / 60, "toggled at the first frame 0.5 s into the hold: \(held)")
    }

    @Test("released after 0.3 s the button shrinks back without toggling")
    func shortHoldDoesNotToggle() throws {
        var script = InputScript(ButtonsScene.entry)
        script.longPress(at: Self.places.hold, duration: 0.3)
        let run = try SceneReplay(ButtonsScene.entry).run(script.recording(tail: 1.5))
        let scales = run.trace.frames.compactMap { $0["hold.scale"]?.double }
        #expect((scales.max() ?? 0) > 1.05, "it grew while held: \(scales.max() ?? 0)")
        let last = try #require(run.trace.frames.last)
        #expect(last["hold.on"]?.double == 0 && last["toggles"]?.double == 0)
        #expect(last["hold.scale"]?.double == 1)
        #expect(run.trace.frames.allSatisfy { $0["gesture.holdLong"]?.string != "began" })
    }

    @Test(
        "a recording of two quick presses, a long hold and a short one replays to its golden: two presses, toggled once"
    )
    func recordedPresses() throws {
        try ReplayTest.check("Recordings/buttons-presses.flingrec", scene: ButtonsScene.entry)
        let run = try SceneReplay(ButtonsScene.entry).run(
            recordingAt: ChainSceneTests.recording("buttons-presses.flingrec"))
        let scene = try #require(run.scene as? ButtonsScene)
        #expect(scene.pressCount == 2 && scene.display == "77")
        #expect(scene.toggleCount == 1 && scene.isOn)
        let last = try #require(run.trace.frames.last)
        #expect(last["hold.scale"]?.double == 1 && Self.highlight(last) == 0)
        // The second press came during the first one's fade: lit again at once from part way.
        let highlights = run.trace.frames.map { Self.highlight($0) }
        let relit = zip(highlights, highlights.dropFirst()).filter { $0 > 0 && $0 < 1 && $1 == 1 }
        #expect(relit.count == 1, "one press interrupted a fade")
        // The short hold's long press failed: it was let go before 0.5 s.
        let toggled = try #require(run.trace.frames.firstIndex { $0["toggles"]?.double == 1 })
        #expect(run.trace.frames[toggled...].contains { $0["gesture.holdLong"]?.string == "failed" })
    }
}
