import Demos
import FlingTesting
import Formats
import Foundation
import Host
import Input
import Replay
import Testing

/// The recordings under Sessions/, each with its expected trace beside it.
enum Sessions {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Sessions")

    static var recordings: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".flingrec") }.sorted()
    }

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func expectedTracePath(_ recording: String) -> String {
        path(String(recording.dropLast(".flingrec".count)) + ".trace.jsonl")
    }

    /// Replays `recording` in memory and returns its trace's text.
    static func replay(_ recording: Recording, pixelHashes: Bool = false) throws -> String {
        try replaySession(recording, pixelHashes: pixelHashes).trace
    }

    /// Replays `recording` in memory; returns the trace's text and the scene it drove.
    static func replaySession(_ recording: Recording, pixelHashes: Bool = false) throws -> (
        trace: String, scene: any Scene
    ) {
        let run = try SceneReplay(CornersScene.entry).run(recording, pixelHashes: pixelHashes)
        return (run.trace.frames.map { JSONWriter.string($0) + "\n" }.joined(), run.scene)
    }
}

@Suite("Recorded sessions replay exactly")
struct SessionReplayTests {
    @Test("at least one recorded session is committed")
    func sessionsExist() {
        #expect(!Sessions.recordings.isEmpty)
    }

    @Test("each recording replays to its golden trace (FlingTesting's ReplayTest)", arguments: Sessions.recordings)
    func replayMatchesExpectedTrace(_ name: String) throws {
        try ReplayTest.check("Sessions/\(name)", scene: CornersScene.entry)
    }

    @Test("each golden trace is byte for byte what a replay writes", arguments: Sessions.recordings)
    func goldenTextIsTheReplaysText(_ name: String) throws {
        let text = try Sessions.replay(try Recording.load(path: Sessions.path(name)))
        #expect(text == (try String(contentsOfFile: Sessions.expectedTracePath(name), encoding: .utf8)))
    }

    @Test(
        "two replays of a recording give byte-identical traces, pixel hashes included", arguments: Sessions.recordings)
    func replaysAreDeterministic(_ name: String) throws {
        let recording = try Recording.load(path: Sessions.path(name))
        let first = try Sessions.replay(recording, pixelHashes: true)
        let second = try Sessions.replay(recording, pixelHashes: true)
        #expect(first.contains(#""hash":""#))
        #expect(first == second)
        #expect(first.split(separator: "\n").count == Int(recording.endVsync) + 1)
    }

    @Test("a recording's text round-trips through the parser", arguments: Sessions.recordings)
    func recordingRoundTrips(_ name: String) throws {
        let text = try String(contentsOfFile: Sessions.path(name), encoding: .utf8)
        #expect(try Recording.parse(text, path: name).text == text)
    }

    @Test("a replay draws exactly the frames the live run drew, at the same vsyncs")
    func replayFollowsSkippedVsyncs() throws {
        let header = RecordingHeader(
            windowWidth: 1280, windowHeight: 800, scale: 1, scene: "corners", framePeriod: .nanoseconds(16_666_667))
        let period: Int64 = 16_666_667
        func event(_ vsync: Int64, _ ms: Int64, _ kind: InputEvent.Kind) -> RecordedEvent {
            RecordedEvent(vsync: vsync, event: InputEvent(time: .milliseconds(Double(ms)), kind: kind))
        }
        // A throw whose live run was slow while the card moved: vsyncs 4–5, 9 and 12–14 passed without a frame.
        let events = [
            event(2, 30, .pointerDown(x: 640, y: 400, button: .left)),
            event(3, 40, .pointerMove(x: 680, y: 392, buttons: .left)),
            event(3, 50, .pointerMove(x: 720, y: 384, buttons: .left)),
            event(6, 60, .pointerMove(x: 760, y: 376, buttons: .left)),
            event(6, 70, .pointerMove(x: 800, y: 368, buttons: .left)),
            event(10, 160, .pointerUp(x: 800, y: 368, button: .left)),
        ]
        let skips = [
            SkippedVsyncs(frame: 6, count: 2), SkippedVsyncs(frame: 10, count: 1), SkippedVsyncs(frame: 15, count: 3),
        ]
        let recording = Recording(
            header: header, events: events, skips: skips, endVsync: 40, endTime: .nanoseconds(40 * period))
        let trace = try FrameTrace.parse(try Sessions.replay(recording), path: "replay")
        let vsyncs = trace.frames.compactMap { $0["vsync"]?.int64 }
        let expected = (Int64(0)...40).filter { ![4, 5, 9, 12, 13, 14].contains($0) }
        #expect(vsyncs == expected)
        #expect(trace.frames.compactMap { $0["frame"]?.int64 } == Array(0..<Int64(expected.count)))
        #expect(trace.frames.allSatisfy { $0["t_ns"]?.int64 == $0["vsync"]!.int64! * period })
        // Drawn at every vsync, the same input ends differently: the release (vsync 10) starts
        // the spring from the position shown by the frame before it, vsync 9 instead of 8.
        let everyVsync = try FrameTrace.parse(
            try Sessions.replay(
                Recording(header: header, events: events, endVsync: 40, endTime: .nanoseconds(40 * period))),
            path: "every")
        let shownAt15 = { (t: FrameTrace) in t.frames.first { $0["vsync"]?.int64 == 15 }?["card.x"]?.double }
        #expect(shownAt15(trace) != nil && shownAt15(trace) != shownAt15(everyVsync))
    }
}
