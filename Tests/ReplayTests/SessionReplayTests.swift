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
        try replaySession(recording).trace
    }

    /// Replays `recording` in process; returns the trace file's text and the demo it drove.
    static func replaySession(_ recording: Recording) throws -> (trace: String, demo: any Demo) {
        let tracePath = FileManager.default.temporaryDirectory
            .appendingPathComponent("fling-replay-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        var options = SessionOptions(mode: .replay(recording))
        options.tracePath = tracePath
        let session = try Session(options: options)
        _ = try session.run()
        return (try String(contentsOfFile: tracePath, encoding: .utf8), session.demo)
    }
}

@Suite("Recorded sessions replay exactly")
struct SessionReplayTests {
    @Test("at least one recorded session is committed")
    func sessionsExist() {
        #expect(!Sessions.recordings.isEmpty)
    }

    @Test("each recording replays to its expected trace, byte for byte", arguments: Sessions.recordings)
    func replayMatchesExpectedTrace(_ name: String) throws {
        let recording = try Recording.load(path: Sessions.path(name))
        let text = try Sessions.replay(recording)
        let expectedText = try String(contentsOfFile: Sessions.expectedTracePath(name), encoding: .utf8)
        guard text != expectedText else { return }
        let actual = try FrameTrace.parse(text, path: "replay of \(name)")
        let expected = try FrameTrace.parse(expectedText, path: Sessions.expectedTracePath(name))
        Issue.record("\(name): \(expected.firstDifference(from: actual).map(String.init(describing:)) ?? "the same values, written differently")")
    }

    @Test("two replays of a recording give byte-identical traces", arguments: Sessions.recordings)
    func replaysAreDeterministic(_ name: String) throws {
        let recording = try Recording.load(path: Sessions.path(name))
        let first = try Sessions.replay(recording)
        let second = try Sessions.replay(recording)
        #expect(first == second)
        #expect(first.split(separator: "\n").count == Int(recording.endVsync) + 1)
    }

    @Test("a recording's text round-trips through the parser", arguments: Sessions.recordings)
    func recordingRoundTrips(_ name: String) throws {
        let text = try String(contentsOfFile: Sessions.path(name), encoding: .utf8)
        #expect(try Recording.parse(text, path: name).text == text)
    }
}
