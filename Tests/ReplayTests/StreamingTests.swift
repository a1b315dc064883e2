import Demos
import FlingTesting
import Formats
import Foundation
import Host
import Replay
import Testing

/// A replay streams its recording and its expected trace line by line, and draws pixels only
/// when they are asked for; what it reads, writes and compares is what the in-memory path gives.
@Suite("Streamed replays")
struct StreamingTests {
    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fling-stream-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    @Test(
        "a recording file streamed through a session gives the golden trace, byte for byte",
        arguments: Sessions.recordings)
    func streamedSessionMatchesGolden(_ name: String) throws {
        try withFolder { folder in
            var options = SessionOptions(mode: .replayFile(path: Sessions.path(name)))
            options.tracePath = "\(folder)/trace.jsonl"
            options.drawsEveryFrame = false
            options.profiles = false
            let session = try Session(options: options, scenes: [CornersScene.entry])
            _ = try session.run()
            #expect(
                try String(contentsOfFile: "\(folder)/trace.jsonl", encoding: .utf8)
                    == String(contentsOfFile: Sessions.expectedTracePath(name), encoding: .utf8))
            #expect(session.profiler.frames.isEmpty, "a session that does not profile keeps no frames")
        }
    }

    @Test("scan reads a whole recording without keeping it, as load reads it")
    func scanCountsWhatLoadReads() throws {
        for name in Sessions.recordings {
            let path = Sessions.path(name)
            let loaded = try Recording.load(path: path)
            let summary = try Recording.scan(path: path)
            #expect(
                summary.header == loaded.header && summary.events == loaded.events.count
                    && summary.endVsync == loaded.endVsync)
            #expect(
                try FrameTraceReader.scan(path: Sessions.expectedTracePath(name)).frames
                    == FrameTrace.load(path: Sessions.expectedTracePath(name)).frames.count)
        }
    }

    @Test(
        "lines read from a file: CRLF and a byte-order mark read as plain lines; a huge line or one not UTF-8 is an error at its line"
    )
    func lineReading() throws {
        try withFolder { folder in
            let text = try String(contentsOfFile: Sessions.path("flick-top-right.flingrec"), encoding: .utf8)
            let crlf = "\(folder)/crlf.flingrec"
            try Data(([0xEF, 0xBB, 0xBF] as [UInt8]) + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8))
                .write(to: URL(fileURLWithPath: crlf))
            #expect(try Recording.load(path: crlf) == Recording.parse(text, path: "r"))

            var lines = text.split(separator: "\n").map(String.init)
            let bad = "\(folder)/bad.flingrec"
            var bytes =
                Array((lines[0] + "\n" + lines[1] + "\n").utf8) + [0xFF, 0xFE]
                + Array(("\n" + lines[2...].joined(separator: "\n")).utf8)
            try Data(bytes).write(to: URL(fileURLWithPath: bad))
            #expect(
                throws: InputError(
                    source: bad, place: .line(3), message: "is not UTF-8 text; a recording is JSON Lines")
            ) {
                try Recording.scan(path: bad)
            }
            lines[2] = String(repeating: " ", count: (1 << 20) + 1)
            bytes = Array(lines.joined(separator: "\n").utf8)
            try Data(bytes).write(to: URL(fileURLWithPath: bad))
            #expect(
                throws: InputError(
                    source: bad, place: .line(3), message: "the line is over 1 MiB; a recording is JSON Lines")
            ) {
                try Recording.scan(path: bad)
            }
        }
    }

    @Test("a streamed comparison finds what the in-memory one finds, and throws a bad expected line")
    func streamedComparison() throws {
        let expected = """
            {"frame":0,"card.x":640}
            {"frame":1,"card.x":650.5}
            {"frame":2,"card.x":660}

            """
        let frames = try FrameTrace.parse(expected, path: "e").frames
        func compare(_ actual: [JSONValue], with text: String) throws -> String? {
            var streamed = TraceComparison(streaming: FrameTraceReader(text: text, path: "e"))
            for frame in actual { streamed.add(frame) }
            let inMemory = try FrameTrace.parse(text, path: "e").firstDifference(from: FrameTrace(frames: actual))
            let difference = try streamed.finish()
            #expect(difference == inMemory)
            return difference?.description
        }
        #expect(try compare(frames, with: expected) == nil)
        #expect(
            try compare(Array(frames.prefix(2)), with: expected)
                == "frame 2 (line 3): expected a frame, got no frame (the trace ends)")
        #expect(
            try compare(frames + [frames[0]], with: expected)
                == "frame 0 (line 4): expected no frame (the expected trace ends), got a frame")
        let changed = try FrameTrace.parse(expected.replacingOccurrences(of: "650.5", with: "651"), path: "a").frames
        #expect(try compare(changed, with: expected) == "frame 1 (line 2): card.x: expected 650.5, got 651")

        var broken = TraceComparison(
            streaming: FrameTraceReader(text: expected.replacingOccurrences(of: "660}", with: "660"), path: "e"))
        for frame in frames { broken.add(frame) }
        #expect(throws: InputError.self) { try broken.finish() }
    }

    @Test("a trace record's line is JSONWriter's text of its JSON, escapes and non-finite values included")
    func recordLine() {
        let record = FrameTraceRecord(
            frame: 3, vsync: 5, time: .nanoseconds(50_000_001), targetTime: .nanoseconds(66_666_668),
            gestures: [("pan", "changed"), ("odd \"name\"\u{1}", "ended")],
            values: [
                ("card.x", 640.25), ("y", 1e300), ("nan", .nan), ("inf", -.infinity), ("zero", -0.0),
                ("big", 123_456_789_012_345_678), ("é\u{2028}", 0.1),
            ],
            pixelHash: "00ff")
        #expect(record.jsonLine == JSONWriter.string(record.json))
        var plain = record
        plain.pixelHash = nil
        #expect(plain.jsonLine == JSONWriter.string(plain.json))
    }

    @Test("a streamed comparison by lines finds what one by frames finds")
    func comparisonByLines() throws {
        let recording = try Recording.load(path: Sessions.path("flick-top-right.flingrec"))
        let golden = Sessions.expectedTracePath("flick-top-right.flingrec")
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        var changed = text.split(separator: "\n").map(String.init)
        // The same value, written another way.
        changed[40] = changed[40].replacingOccurrences(of: "\"taps\":0", with: "\"taps\": 0.0")
        changed[90] = changed[90].replacingOccurrences(of: "\"taps\":0", with: "\"taps\":2")
        let expected = changed.joined(separator: "\n") + "\n"
        var records: [FrameTraceRecord] = []
        var options = SessionOptions(mode: .replay(recording))
        options.drawsEveryFrame = false
        let session = try Session(options: options, scenes: [CornersScene.entry])
        session.onTraceRecord = { records.append($0) }
        _ = try session.run()
        var byLines = TraceComparison(streaming: FrameTraceReader(text: expected, path: "e"))
        for record in records { byLines.add(line: record.jsonLine, frame: { record.json }) }
        let difference = try byLines.finish()
        #expect(
            difference
                == (try FrameTrace.parse(expected, path: "e").firstDifference(
                    from: FrameTrace(frames: records.map(\.json)))))
        #expect(difference?.description == "frame 90 (line 91): taps: expected 2, got 0")
    }

    @Test("a replay that draws on request gives the pixels of one that draws every frame")
    func drawnOnRequest() throws {
        let recording = try Recording.load(path: Sessions.path("flick-bottom-left.flingrec"))
        for frames in [1, 34, 150] {
            let lazy = try SceneReplay(CornersScene.entry).run(recording, frames: frames)
            let hashed = try SceneReplay(CornersScene.entry).run(recording, frames: frames, pixelHashes: true)
            let hash = try #require(hashed.trace.frames.last?["hash"]?.string)
            #expect(lazy.lastFrame.hashHex == hash, "after \(frames) frames")
            #expect(
                lazy.trace.frames.map { $0 }
                    == hashed.trace.frames.map { frame -> JSONValue in
                        guard case let .object(members) = frame else { return frame }
                        return .object(members.filter { $0.key != "hash" })
                    })
        }
    }
}
