import Fling
import Foundation
import Testing

@testable import FlingTesting

/// A ball that a drag moves and that springs back to the middle on release; it traces its
/// position as `ball.x`/`ball.y`, so a failed replay can draw the golden frame.
final class BallScene: Scene {
    static var entry: SceneEntry { SceneEntry("ball", summary: "Drag the ball; it springs back.") { _ in BallScene() } }

    let root = Layer(
        name: "root", bounds: Rect(x: 0, y: 0, width: 400, height: 300),
        backgroundColor: Color(red8: 30, green8: 30, blue8: 40))
    let engine = AnimationEngine()
    let ball = Layer(
        name: "ball", position: Point(x: 200, y: 150), bounds: Rect(x: 0, y: 0, width: 60, height: 60),
        backgroundColor: Color(red8: 240, green8: 120, blue8: 60), cornerRadius: 30)
    let pan = PanGestureRecognizer()
    private var start = Point.zero

    init() {
        root.position = Point(x: 200, y: 150)
        root.addSublayer(ball)
        pan.name = "pan"
        ball.addGestureRecognizer(pan)
        pan.action = { [unowned self] pan in
            switch pan.state {
            case .began: start = ball.position
            case .changed: engine.animate(.interactiveSpring) { ball.position = start + pan.translation }
            case .ended, .cancelled:
                engine.animate(.spring(duration: 0.4, bounce: 0.2)) { ball.position = Point(x: 200, y: 150) }
            default: break
            }
        }
    }

    func layout(size: Size) {}

    func traceValues() -> [(name: String, value: Double)] {
        let shown = ball.presentation().position
        return [("ball.x", shown.x), ("ball.y", shown.y)]
    }
}

/// A folder of its own for one test, removed when it ends. Replay tests inside see neither
/// `CI` nor `FLING_RECORD`, so the record modes a test passes are the ones used on CI too.
func withFolder(_ body: (URL) throws -> Void) throws {
    try ReplayTest.$environment.withValue([:]) { try withFolderInProcessEnvironment(body) }
}

/// A folder of its own for one test, removed when it ends; the process's environment applies.
func withFolderInProcessEnvironment(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fling-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

func throwRecording() -> Recording {
    var script = InputScript(scene: "ball", size: Size(width: 400, height: 300))
    script.drag(from: Point(x: 200, y: 150), to: Point(x: 320, y: 100), duration: 0.12)
    return script.recording(tail: 0.5)
}

@Suite("FlingTesting: replay tests against golden traces")
struct ReplayTestTests {
    @Test("record modes: never fails on a missing golden, missing records it once, then it compares")
    func recordModes() throws {
        try withFolder { folder in
            let recording = folder.appendingPathComponent("throw.flingrec").path
            try throwRecording().write(to: recording)
            let golden = folder.appendingPathComponent("throw.trace.jsonl").path
            #expect(throws: ReplayError.self) { try ReplayTest.check(recording, scene: BallScene.entry, mode: .never) }
            #expect(!FileManager.default.fileExists(atPath: golden))
            do {
                try ReplayTest.check(recording, scene: BallScene.entry, mode: .missing)
                Issue.record("recording a golden must fail the test once")
            } catch {
                #expect("\(error)".contains("recorded its golden trace \(golden)"))
            }
            #expect(FileManager.default.fileExists(atPath: golden))
            try ReplayTest.check(recording, scene: BallScene.entry, mode: .never)
            try ReplayTest.check(recording, scene: BallScene.entry, mode: .missing)
        }
    }

    @Test(
        "a golden that is the recording itself is refused before anything is written, in every mode",
        arguments: RecordMode.allCases)
    func goldenThatIsTheRecording(mode: RecordMode) throws {
        try withFolder { folder in
            let recording = folder.appendingPathComponent("throw.flingrec").path
            try throwRecording().write(to: recording)
            let before = try String(contentsOfFile: recording, encoding: .utf8)
            do {
                try ReplayTest.check(
                    recording, scene: BallScene.entry, golden: "\(folder.path)/./throw.flingrec", mode: mode)
                Issue.record("recording over the recording passed")
            } catch {
                #expect(
                    "\(error)".contains(
                        "the golden trace \(folder.path)/./throw.flingrec is the same file as the recording"),
                    "\(error)")
            }
            #expect(try String(contentsOfFile: recording, encoding: .utf8) == before)
        }
    }

    @Test("CI never records; FLING_RECORD picks the mode")
    func modeFromEnvironment() {
        #expect(RecordMode.mode(environment: [:]) == .missing)
        #expect(RecordMode.mode(environment: ["FLING_RECORD": "all"]) == .all)
        #expect(RecordMode.mode(environment: ["FLING_RECORD": "NEVER"]) == .never)
        #expect(RecordMode.mode(environment: ["FLING_RECORD": "all", "CI": "true"]) == .never)
        #expect(RecordMode.mode(environment: ["FLING_RECORD": "sometimes"]) == .never)
    }

    @Test("with CI set, even an explicit mode: .all writes no golden")
    func ciOverridesAnExplicitMode() async {
        await #expect(processExitsWith: .success) {
            setenv("CI", "true", 1)
            try withFolderInProcessEnvironment { folder in
                let recording = folder.appendingPathComponent("throw.flingrec").path
                try throwRecording().write(to: recording)
                let golden = folder.appendingPathComponent("throw.trace.jsonl").path
                var message = ""
                do { try ReplayTest.check(recording, scene: BallScene.entry, mode: .all) } catch {
                    message = "\(error)"
                }
                guard message.contains("no golden trace"), !FileManager.default.fileExists(atPath: golden) else {
                    exit(1)
                }
            }
        }
    }

    @Test(
        "a changed number in the golden fails, naming the frame and field, and leaves expected, actual and difference images"
    )
    func mismatchWritesArtifacts() throws {
        try withFolder { folder in
            let recording = folder.appendingPathComponent("throw.flingrec").path
            try throwRecording().write(to: recording)
            let golden = folder.appendingPathComponent("throw.trace.jsonl").path
            _ = try? ReplayTest.check(recording, scene: BallScene.entry, mode: .missing)
            // Move the ball 30 points in the golden's frame 12.
            var lines = try String(contentsOfFile: golden, encoding: .utf8).split(separator: "\n").map(String.init)
            var frame = try JSONParser.parse(lines[12])
            guard case var .object(members) = frame, let index = members.firstIndex(where: { $0.key == "ball.x" }),
                let x = members[index].value.double
            else {
                Issue.record("no ball.x in frame 12")
                return
            }
            members[index].value = .double(x - 30)
            frame = .object(members)
            lines[12] = JSONWriter.string(frame)
            try (lines.joined(separator: "\n") + "\n").write(toFile: golden, atomically: true, encoding: .utf8)

            var message = ""
            do { try ReplayTest.check(recording, scene: BallScene.entry, mode: .never) } catch { message = "\(error)" }
            #expect(message.hasPrefix("throw: frame 12 (line 13): ball.x: expected \(x - 30), got \(x)"), "\(message)")
            let folderPath = try #require(
                message.range(of: " in /").map { String(message[message.index($0.lowerBound, offsetBy: 4)...]) })
            defer {
                // The failure's own folder, then the folder of all failures if that left it empty.
                try? FileManager.default.removeItem(atPath: folderPath)
                rmdir(URL(fileURLWithPath: folderPath).deletingLastPathComponent().path)
            }
            for file in ["expected.png", "actual.png", "difference.png", "expected.trace.jsonl", "actual.trace.jsonl"] {
                #expect(FileManager.default.fileExists(atPath: folderPath + "/" + file), "\(file) in \(folderPath)")
            }
            #expect(message.contains("golden values applied"))
            // The expected picture shows the ball 30 points left of where the replay drew it.
            let expected = try Data(contentsOf: URL(fileURLWithPath: folderPath + "/expected.png"))
            let actual = try Data(contentsOf: URL(fileURLWithPath: folderPath + "/actual.png"))
            #expect(expected != actual)
        }
    }

    @Test("scripted input becomes the events a recording holds, each in the first frame at or after it")
    func scriptedInput() throws {
        var script = InputScript(scene: "ball", size: Size(width: 400, height: 300))
        script.tap(at: Point(x: 10, y: 20))
        script.wait(0.2)
        script.doubleTap(at: Point(x: 30, y: 40))
        script.longPress(at: Point(x: 50, y: 60), duration: 0.6)
        script.scroll(at: Point(x: 70, y: 80), notches: -2)
        let recording = script.recording(tail: 1)
        let kinds = recording.events.map(\.event.kind)
        #expect(kinds.filter { if case .pointerDown = $0 { true } else { false } }.count == 4)
        #expect(kinds.filter { if case .wheel(_, _, _, -40, .discrete) = $0 { true } else { false } }.count == 2)
        let period = recording.header.framePeriod
        for event in recording.events {
            #expect(period * event.vsync >= event.event.time && period * (event.vsync - 1) < event.event.time)
        }
        #expect(zip(recording.events, recording.events.dropFirst()).allSatisfy { $0.event.time <= $1.event.time })
        // It replays like any recording, and twice to the same trace.
        let first = try SceneReplay(BallScene.entry).run(recording).trace
        let second = try SceneReplay(BallScene.entry).run(recording).trace
        #expect(first.firstDifference(from: second) == nil)
        #expect(first.frames.count == Int(recording.endVsync) + 1)
    }
}
