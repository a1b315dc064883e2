import FlingTesting
import Foundation
import Host
import Input
import Replay
import Testing

/// A scene that reads Reduce Motion where scenes are told to — in `update(at:)` — and
/// traces it, with the keys it was handed.
private final class MotionProbe: Scene {
    let root = Layer(name: "root", position: Point(x: 100, y: 100), bounds: Rect(x: 0, y: 0, width: 200, height: 200))
    let engine = AnimationEngine()
    /// The flag as `update(at:)` read it, frame by frame.
    var seen: [Bool] = []
    /// The keys `handle(_:)` got, down presses only.
    var keys: [String] = []

    func layout(size: Size) {}
    func handle(_ event: InputEvent) {
        if case let .key(name, true) = event.kind { keys.append(name) }
    }
    func update(at time: FrameTime) { seen.append(engine.accessibilityReduceMotion) }
    func traceValues() -> [(name: String, value: Double)] {
        [("probe.reduceMotion", seen.last == true ? 1 : 0), ("probe.keys", Double(keys.count))]
    }

    static func entry(_ name: String = "probe") -> SceneEntry {
        SceneEntry(name, summary: "Traces Reduce Motion.") { _ in MotionProbe() }
    }
}

private func probe(_ session: Session) throws -> MotionProbe { try #require(session.scene as? MotionProbe) }

/// A window session of the probe scenes in a headless window (no display needed), with
/// `input` posted before the first frame.
private func windowSession(
    frames: Int, reduceMotion: Bool, recordPath: String? = nil, tracePath: String? = nil,
    input: [InputEvent.Kind] = []
) throws -> Session {
    var options = SessionOptions(mode: .window)
    options.scene = "probe"
    options.windowSize = Size(width: 640, height: 400)
    options.frames = frames
    options.sceneSwitcher = true
    options.reduceMotion = reduceMotion
    options.recordPath = recordPath
    options.tracePath = tracePath
    let windows = HeadlessWindowSystem()
    let session = try Session(
        options: options, scenes: [MotionProbe.entry(), MotionProbe.entry("probe2")], windows: windows)
    let window = try #require(windows.windows.first)
    for kind in input { window.post(InputEvent(time: .zero, kind: kind)) }
    _ = try session.run()
    return session
}

/// A folder under the temporary directory, removed by `body`'s end.
private func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fling-reduce-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

@Suite("Reduce Motion in the run loop")
struct ReduceMotionSessionTests {
    @Test(
        "a headless session gives its scene an engine with Reduce Motion as the options say", arguments: [true, false])
    func headless(on: Bool) throws {
        var options = SessionOptions(mode: .headless)
        options.scene = "probe"
        options.frames = 2
        options.reduceMotion = on
        let session = try Session(options: options, scenes: [MotionProbe.entry()])
        #expect(session.scene.engine.accessibilityReduceMotion == on)
        _ = try session.run()
        #expect(try probe(session).seen == [on, on])
        #expect(session.reduceMotion == on)
    }

    @Test("the M key toggles it for the scene, in the sidebar, and never reaches the scene")
    func keyToggles() throws {
        let down = InputEvent.Kind.key(name: Session.reduceMotionKey, isDown: true)
        let up = InputEvent.Kind.key(name: Session.reduceMotionKey, isDown: false)
        let once = try windowSession(frames: 2, reduceMotion: false, input: [down, up, .key(name: "x", isDown: true)])
        #expect(once.reduceMotion)
        #expect(once.scene.engine.accessibilityReduceMotion)
        #expect(try probe(once).seen == [true, true])
        #expect(try probe(once).keys == ["x"])
        #expect(once.sidebar?.reduceMotion == true)
        #expect(once.sidebar?.reduceMotionText == "Reduce Motion: on")

        let off = try windowSession(frames: 1, reduceMotion: true, input: [down, up])
        #expect(!off.reduceMotion && !off.scene.engine.accessibilityReduceMotion)
        #expect(off.sidebar?.reduceMotionText == "Reduce Motion: off")
        let twice = try windowSession(frames: 1, reduceMotion: true, input: [down, up, down, up])
        #expect(twice.reduceMotion && twice.scene.engine.accessibilityReduceMotion)
    }

    @Test("a scene switch makes the new scene with the setting as it stands")
    func sceneSwitch() throws {
        let session = try windowSession(
            frames: 3, reduceMotion: false,
            input: [.key(name: "m", isDown: true), .key(name: "2", isDown: true)])
        #expect(session.sceneName == "probe2")
        #expect(session.scene.engine.accessibilityReduceMotion)
        #expect(try probe(session).seen.allSatisfy { $0 })
    }

    @Test("the sidebar redraws when the setting changes")
    func sidebarRedraws() {
        let sidebar = SceneSidebar(names: ["a", "b"], current: 0, isRecording: false, reduceMotion: false, text: nil)
        #expect(sidebar.draw(height: 300, scale: 1))
        let off = sidebar.buffer.hash64()
        #expect(!sidebar.draw(height: 300, scale: 1))
        sidebar.reduceMotion = true
        #expect(sidebar.draw(height: 300, scale: 1))
        #expect(sidebar.buffer.hash64() != off)
    }

    @Test("a live run records the setting at its start and each M press; its replay traces the same frames")
    func recordedAndReplayed() throws {
        try withTemporaryFolder { folder in
            let recordPath = folder.appendingPathComponent("m.flingrec").path
            let tracePath = folder.appendingPathComponent("live.jsonl").path
            let live = try windowSession(
                frames: 4, reduceMotion: true, recordPath: recordPath, tracePath: tracePath,
                input: [.key(name: "m", isDown: true), .key(name: "m", isDown: false)])
            #expect(!live.reduceMotion)
            let recording = try Recording.load(path: recordPath)
            #expect(recording.header.version == 3)
            #expect(recording.header.reduceMotion, "the value at the start, before the press")
            #expect(recording.events.map(\.event.kind).contains(.key(name: "m", isDown: true)))
            #expect(try String(contentsOfFile: recordPath, encoding: .utf8).contains(#""reduceMotion":true"#))

            let run = try SceneReplay(MotionProbe.entry()).run(recordingAt: recordPath)
            let liveTrace = try FrameTrace.parse(try String(contentsOfFile: tracePath, encoding: .utf8), path: "live")
            #expect(run.trace.frames == liveTrace.frames)
            #expect(run.scene.engine.accessibilityReduceMotion == false)
            #expect((run.scene as? MotionProbe)?.keys == [])
        }
    }

    @Test("a replay starts as its header says and toggles in the frame that consumed the M press")
    func replayTogglesAtTheSameFrame() throws {
        var script = InputScript(MotionProbe.entry(), framesPerSecond: 60)
        script.reduceMotion = true
        script.wait(0.2)
        script.key("m")
        script.wait(0.3)
        script.key("m")
        let recording = script.recording(tail: 0.2)
        let pressed = recording.events.filter { $0.event.kind == .key(name: "m", isDown: true) }.map(\.vsync)
        #expect(pressed.count == 2)
        let trace = try SceneReplay(MotionProbe.entry()).run(recording).trace
        for frame in trace.frames {
            let vsync = try #require(frame["vsync"]?.int64)
            let expected = vsync < pressed[0] || vsync >= pressed[1] ? 1.0 : 0.0
            #expect(frame["probe.reduceMotion"]?.double == expected, "vsync \(vsync)")
            #expect(frame["probe.keys"]?.double == 0)
        }
        // Written and read back, the recording replays the same.
        let reread = try Recording.parse(recording.text, path: "m.flingrec")
        #expect(reread.header.reduceMotion)
        #expect(try SceneReplay(MotionProbe.entry()).run(reread).trace.frames == trace.frames)
    }

    @Test("a version 2 recording replays with Reduce Motion off, and its M keys still go to the scene")
    func olderRecordingsKeepTheirKeys() throws {
        var script = InputScript(MotionProbe.entry())
        script.key("m")
        var recording = script.recording(tail: 0.1)
        recording.header.version = 2
        let reread = try Recording.parse(recording.text, path: "v2.flingrec")
        #expect(!recording.text.contains("reduceMotion"))
        #expect(reread.header.version == 2 && !reread.header.reduceMotion)
        let run = try SceneReplay(MotionProbe.entry()).run(reread)
        #expect((run.scene as? MotionProbe)?.keys == ["m"])
        #expect(run.trace.frames.allSatisfy { $0["probe.reduceMotion"]?.double == 0 })
    }

    @Test("a replay's setting comes from its recording, not from the options")
    func replayIgnoresOptions() throws {
        var script = InputScript(MotionProbe.entry())
        script.wait(0.05)
        var options = SessionOptions(mode: .replay(script.recording(tail: 0.05)))
        options.reduceMotion = true
        let session = try Session(options: options, scenes: [MotionProbe.entry()])
        #expect(!session.scene.engine.accessibilityReduceMotion)
    }
}
