import Demos
import Fling
import FlingTesting
import Testing

/// The sheet scene on the presentation API: clicks and drags as synthetic input, read back
/// from each frame's trace against the host's spring and detents, in the default 1280×800
/// window (medium's top at 400, large's at 80, the custom detent's at 560).
@Suite("the sheet scene")
struct SheetSceneTests {
    static let window = Size(width: 1280, height: 800)
    static let mediumTop = 400.0
    static let largeTop = 80.0
    static let customTop = 800 - SheetScene.customHeight

    /// The scene laid out in the default window, to find where things are.
    static var laidOut: SheetScene {
        let scene = SheetScene()
        scene.layout(size: window)
        return scene
    }

    /// The middle of `layer` in the window.
    static func centre(_ layer: (SheetScene) -> Layer, presenting cover: Bool = false) -> Point {
        let scene = laidOut
        return withExtendedLifetime(scene) {
            if cover { scene.home.present(scene.cover, style: .fullScreenCover, animated: false) }
            let layer = layer(scene)
            return layer.convert(layer.bounds.center, to: nil)
        }
    }

    static let detentsButton = centre { $0.detentsButton }
    static let customButton = centre { $0.customButton }
    static let coverButton = centre { $0.coverButton }
    static let closeButton = centre({ $0.cover.closeButton! }, presenting: true)

    static func value(_ frame: JSONValue, _ field: String) -> Double { frame[field]?.double ?? .nan }
    static func values(_ trace: FrameTrace, _ field: String) -> [Double] { trace.frames.map { value($0, field) } }
    static func last(_ trace: FrameTrace, _ field: String) -> Double {
        trace.frames.last.map { value($0, field) } ?? .nan
    }

    /// A run of a script made by `body`, and its scene.
    static func run(
        reduceMotion: Bool = false, tail: Double = 1.5, _ body: (inout InputScript) throws -> Void
    ) throws -> (trace: FrameTrace, scene: SheetScene) {
        var script = InputScript(SheetScene.entry)
        script.reduceMotion = reduceMotion
        try body(&script)
        let run = try SceneReplay(SheetScene.entry).run(script.recording(tail: tail))
        return (run.trace, try #require(run.scene as? SheetScene))
    }

    /// The index of the first frame that consumed input at or after `time` (its `t_ns`, the
    /// `engine.now` a spring started there starts at).
    static func frame(at time: FrameTime, in trace: FrameTrace) throws -> Int {
        try #require(trace.frames.firstIndex { value($0, "t_ns") >= Double(time.nanoseconds) })
    }

    /// The sheet's top as the user sees it when the script's next event happens: the frame
    /// before the one that will consume it (a press is hit-tested on what was last drawn).
    static func shownTop(before script: InputScript) throws -> Double {
        let run = try SceneReplay(SheetScene.entry).run(script.recording(tail: 0))
        let tops = values(run.trace, "sheet.top")
        return tops[tops.count - 2]
    }

    /// A press at `point`, held `hold` seconds, moved `dy` points at an even pace over
    /// `duration` seconds, held still `pause` seconds (0: released while moving), released.
    static func grab(
        _ script: inout InputScript, at point: Point, hold: Double = 0, dy: Double, duration: Double,
        pause: Double = 0
    ) {
        script.add(.pointerMove(x: point.x, y: point.y, buttons: []))
        script.add(.pointerDown(x: point.x, y: point.y, button: .left))
        script.wait(hold)
        let steps = max(Int((duration / 0.008).rounded()), 1)
        for step in 1...steps {
            script.wait(duration / Double(steps))
            script.add(.pointerMove(x: point.x, y: point.y + dy * Double(step) / Double(steps), buttons: .left))
        }
        script.wait(pause)
        script.add(.pointerUp(x: point.x, y: point.y + dy, button: .left))
    }

    /// Clicks a button and lets the presentation settle.
    static func present(_ script: inout InputScript, _ button: Point, settle: Double = 1.2) {
        script.tap(at: button)
        script.wait(settle)
    }

    @Test("the buttons sit above the medium detent and the custom one, so a sheet leaves them in sight")
    func layout() {
        for button in [Self.detentsButton, Self.customButton, Self.coverButton] {
            #expect(button.y + 28 < Self.mediumTop, "\(button)")
        }
        #expect(Self.closeButton.y < 100 && Self.closeButton.x > 640, "\(Self.closeButton)")
    }

    @Test("a click presents the medium + large sheet on the host's spring: its top and the dimming, every frame")
    func presentOnSpring() throws {
        var upTime = FrameTime.zero
        let (trace, scene) = try Self.run(tail: 1.2) { script in
            script.tap(at: Self.detentsButton)
            upTime = script.now
        }
        let start = try Self.frame(at: upTime, in: trace)
        let t0 = Self.value(trace.frames[start], "t_ns")
        let spring = scene.host.spring
        var checked = 0
        for frame in trace.frames[start...] {
            let t = (Self.value(frame, "target_ns") - t0) / 1e9
            guard t <= 0.5 else { break }
            let p = spring.value(target: 1, time: t)
            let top = Self.value(frame, "sheet.top")
            #expect(abs(top - (800 - 400 * p)) <= 1e-6, "at \(t) s: \(top)")
            let dimming = Self.value(frame, "dimming.opacity")
            #expect(abs(dimming - PresentationHost.dimming * p) <= 1e-6, "at \(t) s: dimming \(dimming)")
            checked += 1
        }
        #expect(checked >= 29)
        // Before the click nothing is shown; after, the sheet rests at medium, appeared.
        #expect(Self.value(trace.frames[start - 1], "sheet.top") == -1)
        #expect(Self.last(trace, "sheet.top") == Self.mediumTop && Self.last(trace, "detent") == 2)
        #expect(Self.last(trace, "shown") == 1 && Self.last(trace, "presented.state") == 2)
        #expect(Self.last(trace, "home.state") == 2, "the root stays appeared under a sheet")
        #expect(scene.detentsSheet.callbacks == ["Detents.willAppear", "Detents.isAppearing", "Detents.didAppear"])
        #expect(scene.stateText.hasPrefix("selectedDetent: medium · Home: appeared · Detents: appeared"))
    }

    @Test("a drag released fast downward dismisses the sheet at the release velocity")
    func throwDownDismisses() throws {
        var releaseTime = FrameTime.zero
        let (trace, scene) = try Self.run { script in
            Self.present(&script, Self.detentsButton)
            script.flick(from: Point(x: 640, y: 520), velocity: Point(x: 0, y: 1500), duration: 0.1)
            releaseTime = script.now
        }
        let release = try Self.frame(at: releaseTime, in: trace)
        #expect(Self.value(trace.frames[release], "presented.state") == 3, "disappearing from the release")
        #expect(Self.value(trace.frames[release], "detent") == 0)
        // Moving down faster than the finger's release speed would carry it alone: it keeps going.
        let tops = Self.values(trace, "sheet.top")
        #expect(tops[release + 1] > tops[release] && tops[release] > Self.mediumTop + 100)
        #expect(Self.last(trace, "sheet.top") == -1 && Self.last(trace, "shown") == 0)
        #expect(scene.home.presentedScreen == nil)
        #expect(scene.detentsSheet.callbacks.suffix(2) == ["Detents.willDisappear", "Detents.didDisappear"])
    }

    @Test(
        "a slow release settles on the detent nearest where the sheet is: 100 points up stays medium, 250 goes large",
        arguments: [(110.0, 2.0, 400.0), (260.0, 3.0, 80.0)])
    func slowReleaseNearestDetent(up: Double, detent: Double, top: Double) throws {
        let (trace, _) = try Self.run { script in
            Self.present(&script, Self.detentsButton)
            Self.grab(&script, at: Point(x: 640, y: 500), dy: -up, duration: 0.5, pause: 0.1)
        }
        // Held still: the drag shows the sheet 10 points (the pan's slop) less than moved.
        let tops = Self.values(trace, "sheet.top")
        #expect(tops.contains(Self.mediumTop - (up - 10)), "followed the pointer")
        #expect(Self.last(trace, "detent") == detent && Self.last(trace, "sheet.top") == top)
        #expect(Self.last(trace, "presented.state") == 2, "no callbacks: still appeared")
    }

    @Test("a throw up from medium reaches large")
    func throwUpReachesLarge() throws {
        let (trace, scene) = try Self.run { script in
            Self.present(&script, Self.detentsButton)
            script.flick(from: Point(x: 640, y: 600), velocity: Point(x: 0, y: -1200), duration: 0.08)
        }
        #expect(Self.last(trace, "detent") == 3 && Self.last(trace, "sheet.top") == Self.largeTop)
        #expect(scene.detentsSheet.selectedDetent == .large)
        #expect(scene.stateText.hasPrefix("selectedDetent: large"))
    }

    @Test("a press on the sheet in flight catches it where it is shown; let go, it settles at the nearest detent")
    func catchInFlight() throws {
        var script = InputScript(SheetScene.entry)
        script.tap(at: Self.detentsButton)
        script.wait(0.12)
        let shown = try Self.shownTop(before: script)
        #expect(shown > Self.mediumTop + 50 && shown < 800 - 50, "mid-flight at \(shown)")
        let pressTime = script.now
        Self.grab(&script, at: Point(x: 640, y: shown + 100), dy: 0, duration: 0.2)
        let run = try SceneReplay(SheetScene.entry).run(script.recording(tail: 1.5))
        let trace = run.trace
        let press = try Self.frame(at: pressTime, in: trace)
        let tops = Self.values(trace, "sheet.top")
        for frame in press..<(press + 10) {
            #expect(tops[frame] == shown, "frame \(frame): \(tops[frame]), caught at \(shown)")
        }
        #expect(Self.value(trace.frames[press], "presented.state") == 2, "the catch completed the presentation")
        #expect(Self.last(trace, "detent") == 2 && Self.last(trace, "sheet.top") == Self.mediumTop)
    }

    @Test("the cover: the root disappears beneath it and appears again when Close dismisses it")
    func coverCallbacks() throws {
        let (trace, scene) = try Self.run { script in
            Self.present(&script, Self.coverButton)
            script.tap(at: Self.closeButton)
        }
        let homeStates = Self.values(trace, "home.state").reduce(into: [Double]()) { states, state in
            if states.last != state { states.append(state) }
        }
        #expect(homeStates == [2, 3, 0, 1, 2])
        #expect(
            scene.home.callbacks == [
                "Home.willAppear", "Home.isAppearing", "Home.didAppear",
                "Home.willDisappear", "Home.didDisappear", "Home.willAppear", "Home.isAppearing", "Home.didAppear",
            ])
        #expect(
            scene.cover.callbacks == [
                "Cover.willAppear", "Cover.isAppearing", "Cover.didAppear", "Cover.willDisappear",
                "Cover.didDisappear",
            ])
        #expect(Self.values(trace, "sheet.top").contains(0), "the cover filled the window")
        #expect(Self.values(trace, "detent").allSatisfy { $0 == 0 }, "a cover has no detent")
        #expect(Self.last(trace, "shown") == 0)
    }

    @Test("a click above the custom sheet dismisses it; the button under the dimming does not present")
    func backdropDismisses() throws {
        let (trace, scene) = try Self.run { script in
            Self.present(&script, Self.customButton)
            // On the detents button, under the dimming.
            script.tap(at: Self.detentsButton)
        }
        #expect(Self.values(trace, "sheet.top").contains(Self.customTop))
        #expect(Self.values(trace, "detent").contains(1))
        #expect(Self.last(trace, "shown") == 0 && scene.home.presentedScreen == nil)
        #expect(scene.detentsSheet.callbacks.isEmpty, "the button under the dimming took no click")
        #expect(scene.customSheet.callbacks.suffix(2) == ["Custom.willDisappear", "Custom.didDisappear"])
        // With nothing presented the same click presents again.
        let (again, _) = try Self.run { script in
            Self.present(&script, Self.customButton)
            script.tap(at: Self.detentsButton)
            script.wait(1.2)
            script.tap(at: Self.detentsButton)
        }
        #expect(Self.last(again, "shown") == 1 && Self.last(again, "detent") == 2)
    }

    @Test("under Reduce Motion the sheet fades in at medium and out where it is, on the host's spring")
    func reduceMotionFades() throws {
        var upTime = FrameTime.zero
        var dismissTime = FrameTime.zero
        let (trace, scene) = try Self.run(reduceMotion: true) { script in
            script.tap(at: Self.detentsButton)
            upTime = script.now
            script.wait(1.2)
            script.tap(at: Point(x: 640, y: 300))
            dismissTime = script.now
        }
        let spring = scene.host.spring
        let start = try Self.frame(at: upTime, in: trace)
        let end = try Self.frame(at: dismissTime, in: trace)
        let t0 = Self.value(trace.frames[start], "t_ns")
        for frame in trace.frames[start..<end] {
            let t = (Self.value(frame, "target_ns") - t0) / 1e9
            #expect(Self.value(frame, "sheet.top") == Self.mediumTop, "no slide")
            if t <= 0.5 {
                let opacity = Self.value(frame, "sheet.opacity")
                #expect(abs(opacity - spring.value(target: 1, time: t)) <= 1e-6, "at \(t) s: \(opacity)")
            }
        }
        let fading = trace.frames[end...].filter { Self.value($0, "shown") == 1 }
        #expect(fading.count > 10)
        #expect(fading.allSatisfy { Self.value($0, "sheet.top") == Self.mediumTop }, "fades out where it is")
        #expect(Self.last(trace, "shown") == 0)
        #expect(scene.stateText.hasSuffix("Reduce Motion: on"))
    }

    /// `values` with each run of equal neighbours kept once.
    static func steps(_ values: [Double]) -> [Double] {
        values.reduce(into: [Double]()) { steps, value in
            if steps.last != value { steps.append(value) }
        }
    }

    @Test(
        "a recorded session of detents — slow drags, a throw up caught in flight, a throw down — replays to its golden")
    func recordedDetents() throws {
        try ReplayTest.check("Recordings/sheet-detents.flingrec", scene: SheetScene.entry)
        let run = try SceneReplay(SheetScene.entry).run(recordingAt: recordingPath("sheet-detents.flingrec"))
        let trace = run.trace
        // Medium, dragged to large, back to medium, thrown up to large, dismissed.
        #expect(Self.steps(Self.values(trace, "detent")) == [0, 2, 3, 2, 3, 0])
        #expect(Self.steps(Self.values(trace, "presented.state")) == [0, 1, 2, 3, 0])
        #expect(Self.values(trace, "home.state").allSatisfy { $0 == 2 }, "the root stays appeared under a sheet")
        // The catch: thrown up (large selected), the sheet stopped while moving up and held
        // still for the press, between the detents.
        let tops = Self.values(trace, "sheet.top")
        let detents = Self.values(trace, "detent")
        let held = tops.indices.dropFirst().dropLast(12).contains { start in
            let top = tops[start]
            return detents[start] == 3 && tops[start - 1] > top && top > Self.largeTop + 20
                && top < Self.mediumTop - 20 && tops[start...(start + 12)].allSatisfy { $0 == top }
        }
        #expect(held, "caught in flight")
        #expect(Self.last(trace, "sheet.top") == -1 && Self.last(trace, "shown") == 0)
    }

    @Test("a recorded cover closed, then a custom sheet dismissed by a click above it, replays to its golden")
    func recordedCover() throws {
        try ReplayTest.check("Recordings/sheet-cover.flingrec", scene: SheetScene.entry)
        let run = try SceneReplay(SheetScene.entry).run(recordingAt: recordingPath("sheet-cover.flingrec"))
        let trace = run.trace
        #expect(Self.steps(Self.values(trace, "shown")) == [0, 3, 0, 2, 0])
        #expect(Self.steps(Self.values(trace, "home.state")) == [2, 3, 0, 1, 2])
        #expect(Self.steps(Self.values(trace, "detent")) == [0, 1, 0])
        #expect(Self.values(trace, "sheet.top").contains(Self.customTop))
        let scene = try #require(run.scene as? SheetScene)
        #expect(scene.customSheet.callbacks.suffix(2) == ["Custom.willDisappear", "Custom.didDisappear"])
        #expect(scene.detentsSheet.callbacks.isEmpty, "the click above the sheet presented nothing")
    }
}

/// The absolute path of `name` in Recordings/ beside this file.
private func recordingPath(_ name: String, filePath: String = #filePath) -> String {
    filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/Recordings/"
        + name
}
