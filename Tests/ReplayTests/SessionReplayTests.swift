import App
import Demos
import Foundation
import Replay
import Testing

/// The recordings under Sessions/, each with its expected trace beside it.
enum Sessions {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")

    static var recordings: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".flingrec") }.sorted()
    }

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func expectedTracePath(_ recording: String) -> String {
        path(String(recording.dropLast(".flingrec".count)) + ".trace.jsonl")
    }

    /// Replays `recording` in process and returns the trace file's text.
    static func replay(_ recording: Recording) throws -> String {
        let tracePath = FileManager.default.temporaryDirectory
            .appendingPathComponent("fling-replay-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        var options = SessionOptions(mode: .replay(recording))
        options.tracePath = tracePath
        _ = try Session(options: options).run()
        return try String(contentsOfFile: tracePath, encoding: .utf8)
    }
}

@Suite("Recorded sessions replay exactly")
struct SessionReplayTests {
    @Test("at least one recorded session is committed")
    func sessionsExist() {
        #expect(!Sessions.recordings.isEmpty)
    }

    @Test("each recording replays to its expected trace", arguments: Sessions.recordings)
    func replayMatchesExpectedTrace(_ name: String) throws {
        let recording = try Recording.load(path: Sessions.path(name))
        let actual = try FrameTrace.parse(try Sessions.replay(recording), path: "replay of \(name)")
        let expected = try FrameTrace.load(path: Sessions.expectedTracePath(name))
        if let difference = expected.firstDifference(from: actual) {
            Issue.record("\(name): \(difference)")
        }
    }

    @Test("two replays of a recording give byte-identical traces", arguments: Sessions.recordings)
    func replaysAreDeterministic(_ name: String) throws {
        let recording = try Recording.load(path: Sessions.path(name))
        let first = try Sessions.replay(recording)
        let second = try Sessions.replay(recording)
        #expect(first == second)
        #expect(first.split(separator: "\n").count == Int(recording.endVsync) + 1)
    }

    @Test("the recorded flick ends at rest in the top-right slot")
    func flickComesToRestAtTheCorner() throws {
        let recording = try Recording.load(path: Sessions.path("flick-top-right.flingrec"))
        let trace = try FrameTrace.parse(try Sessions.replay(recording), path: "replay")
        let last = try #require(trace.frames.last)
        let demo = CornersDemo()
        demo.layout(size: .init(width: recording.header.windowWidth, height: recording.header.windowHeight))
        let slot = demo.slotCenter(1)
        #expect(last["card.x"]?.double == slot.x)
        #expect(last["card.y"]?.double == slot.y)
        #expect(last["card.vx"]?.double == 0)
        #expect(last["card.vy"]?.double == 0)
        #expect(last["gesture"]?.string == "ended")
        // The gesture really was a drag: frames show it possible, then changing, then ended.
        // (It begins and changes within one frame's input, so no frame ends in "began".)
        let states = trace.frames.compactMap { $0["gesture"]?.string }
        let changes = states.enumerated().filter { $0.offset == 0 || states[$0.offset - 1] != $0.element }.map(\.element)
        #expect(changes == ["possible", "changed", "ended"])
    }

    @Test("a recording's text round-trips through the parser", arguments: Sessions.recordings)
    func recordingRoundTrips(_ name: String) throws {
        let text = try String(contentsOfFile: Sessions.path(name), encoding: .utf8)
        #expect(try Recording.parse(text, path: name).text == text)
    }
}
