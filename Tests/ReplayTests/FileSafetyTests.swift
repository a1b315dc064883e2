import Formats
import Foundation
import Input
import Replay
import Testing

/// Recordings and traces read from files as people save them, and written so that a failed
/// session never leaves a broken file.
@Suite("Recording and trace files: BOM, CRLF, atomic writes")
struct FileSafetyTests {
    /// A folder of its own for one test, removed when the body returns or throws.
    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fling-replay-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    @Test("a recording saved with CRLF line endings and a byte-order mark reads like the original")
    func crlfAndBOM() throws {
        try withFolder { folder in
            let original = try Recording.parse(RecordingFormatTests.valid, path: "rec.flingrec")
            let path = "\(folder)/windows.flingrec"
            let crlf = RecordingFormatTests.valid.replacingOccurrences(of: "\n", with: "\r\n")
            try Data([0xEF, 0xBB, 0xBF] + Array(crlf.utf8)).write(to: URL(fileURLWithPath: path))
            #expect(try Recording.load(path: path) == original)
        }
    }

    @Test("a CRLF recording cut off mid-line is still called truncated, at the right line")
    func crlfTruncated() {
        let crlf = RecordingFormatTests.valid.replacingOccurrences(of: "\n", with: "\r\n")
        do {
            _ = try Recording.parse(String(crlf.dropLast(8)), path: "r")
            Issue.record("a cut-off recording parsed")
        } catch {
            #expect(
                error.description.hasPrefix("r:5: the recording is truncated: its last line is cut off"), "\(error)")
        }
    }

    @Test("a trace with CRLF line endings and a BOM reads frame for frame")
    func traceCRLF() throws {
        try withFolder { folder in
            let path = "\(folder)/t.jsonl"
            try Data([0xEF, 0xBB, 0xBF] + Array("{\"frame\":0}\r\n{\"frame\":1}\r\n".utf8)).write(
                to: URL(fileURLWithPath: path))
            #expect(try FrameTrace.load(path: path).frames.count == 2)
        }
    }

    @Test("a directory or a named pipe given as a recording is an error in words, without blocking")
    func notRegularFiles() throws {
        try withFolder { folder in
            #expect(mkfifo("\(folder)/pipe", 0o600) == 0)
            #expect(throws: InputError(source: folder, message: "cannot read: is a directory")) {
                try Recording.load(path: folder)
            }
            #expect(
                throws: InputError(
                    source: "\(folder)/pipe", message: "cannot read: is a named pipe (FIFO), not a regular file")
            ) {
                try FrameTrace.load(path: "\(folder)/pipe")
            }
        }
    }

    @Test(
        "a trace writer or recorder dropped before it finishes leaves the old file as it was; finished, it replaces it")
    func streamingWritersAreAtomic() throws {
        try withFolder { folder in
            let trace = "\(folder)/t.jsonl"
            let recording = "\(folder)/r.flingrec"
            try "old trace\n".write(toFile: trace, atomically: false, encoding: .utf8)
            try "old recording\n".write(toFile: recording, atomically: false, encoding: .utf8)
            let header = try Recording.parse(RecordingFormatTests.valid, path: "r").header
            do {
                let writer = try FrameTraceWriter(path: trace)
                writer.write(
                    FrameTraceRecord(frame: 0, vsync: 0, time: .zero, targetTime: .zero, gestures: [], values: []))
                let recorder = try Recorder(path: recording, header: header)
                recorder.flush()
            }
            #expect(try String(contentsOfFile: trace, encoding: .utf8) == "old trace\n")
            #expect(try String(contentsOfFile: recording, encoding: .utf8) == "old recording\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["r.flingrec", "t.jsonl"])

            let writer = try FrameTraceWriter(path: trace)
            writer.write(FrameTraceRecord(frame: 0, vsync: 0, time: .zero, targetTime: .zero, gestures: [], values: []))
            try writer.finish()
            let recorder = try Recorder(path: recording, header: header)
            try recorder.finish(vsync: 3, time: .nanoseconds(50))
            #expect(try FrameTrace.load(path: trace).frames.count == 1)
            #expect(try Recording.load(path: recording).endVsync == 3)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["r.flingrec", "t.jsonl"])
        }
    }
}
