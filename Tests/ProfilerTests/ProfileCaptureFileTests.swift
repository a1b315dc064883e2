import Formats
import Foundation
import Testing

@testable import Profiler

/// A capture of `runs` runs of 30 frames: render `render` ms plus a per-run and per-frame
/// wobble (deterministic), a few frames late or dropped, labelled.
func syntheticCapture(runs: Int, render: Double, seed: Int = 0) -> ProfileCapture {
    let profilers = (0..<runs).map { run in
        var frames = SyntheticFrames()
        for index in 0..<30 {
            let wobble = Double((index * 7 + run * 13 + seed * 5) % 11) * 0.01 + Double((run + seed) % 3) * 0.005
            let renderNs = Int64((render + wobble) * 1e6)
            let vsync: Int64? = index == 20 ? frames.lastVsync + 2 : nil
            frames.add(
                vsync: vsync, phases: [100_000 + Int64(index % 3) * 1000, 50_000, renderNs, 400_000],
                label: index < 10 ? "dragging" : index < 20 ? "settling" : "idle")
        }
        return frames.profiler
    }
    return ProfileCapture(profilers: profilers, source: "synthetic")
}

@Test func aSummaryFileReadsBackTheSameFrames() throws {
    let capture = syntheticCapture(runs: 3, render: 15)
    let text = capture.summaryJSON()
    let read = try ProfileCapture.parse(text, path: "a.json")
    #expect(read.framePeriod == capture.framePeriod)
    #expect(read.source == "synthetic")
    #expect(read.runs.count == 3)
    #expect(read.summary() == capture.summary())
    #expect(read.runSummaries() == capture.runSummaries())
    for (a, b) in zip(read.runs.joined(), capture.runs.joined()) {
        #expect(a.frameClass == b.frameClass && a.label == b.label && a.overrun == b.overrun)
        #expect(FramePhase.allCases.map { a[$0]?.duration } == FramePhase.allCases.map { b[$0]?.duration })
    }
    // It writes what it read, byte for byte.
    #expect(read.summaryJSON() == text)
    // Through a file, written atomically by the command, read by load(path:).
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fling-summary-\(UUID().uuidString).json")
        .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try ProfileCapture.load(path: path) == read)
}

@Test func theSummaryKeepsThePooledFiguresForMachines() throws {
    let capture = syntheticCapture(runs: 2, render: 15)
    let root = try #require(JSONSerialization.jsonObject(with: Data(capture.summaryJSON().utf8)) as? [String: Any])
    #expect(root["format"] as? String == "fling-profile-summary")
    #expect(root["version"] as? Int == 1)
    #expect(root["frames"] as? Int == 60)
    #expect((root["classes"] as? [String: Any])?["dropped"] as? Int == 2)
    #expect((root["classes"] as? [String: Any])?["warm-up"] as? Int == 2)
    let stats = try #require(root["stats"] as? [String: Any])
    #expect(Set(stats.keys) == ["frame-interval", "events", "animate", "render", "present"])
    #expect(
        Set((stats["render"] as? [String: Any] ?? [:]).keys) == ["count", "p50", "p90", "p95", "p99", "max", "mean"])
    #expect((root["labels"] as? [Any])?.count == 3)
    #expect((root["per_run"] as? [Any])?.count == 2)
    #expect(["good", "warning", "critical"].contains(root["hitch_band"] as? String ?? ""))
}

/// The reader's one-line errors, each naming the field.
@Test(arguments: [
    ("{", "a.json: "),
    ("[]", "field \"(root)\" must be an object"),
    (#"{"format":"x"}"#, "field \"format\" is \"x\", not \"fling-profile-summary\""),
    (#"{"format":"fling-profile-summary","version":2}"#, "field \"version\" is 2; this fling reads version 1"),
    (
        #"{"format":"fling-profile-summary","version":1,"source":"s","frame_period_ns":5,"runs":1}"#,
        "field \"frame_period_ns\" is 5, outside 1000000…1000000000"
    ),
    (
        #"{"format":"fling-profile-summary","version":1,"source":"s","frame_period_ns":16666667,"runs":1,"label_names":[""],"frame_data":[],"extra":1}"#,
        "field \"extra\" is not a known field"
    ),
    (
        #"{"format":"fling-profile-summary","version":1,"source":"s","frame_period_ns":16666667,"runs":2,"label_names":[""],"frame_data":[]}"#,
        "field \"frame_data\" has 0 runs, but \"runs\" says 2"
    ),
])
func theReaderNamesTheFieldInOneLine(text: String, expected: String) {
    do {
        _ = try ProfileCapture.parse(text, path: "a.json")
        Issue.record("\(text) was read")
    } catch {
        #expect(error.description.hasPrefix("a.json: "))
        #expect(error.description.contains(expected), "\(error.description)")
        #expect(!error.description.contains("\n"))
    }
}

/// Each case sets the first value of one column of a valid file's first run.
@Test(arguments: [
    ("render_ns", "-1", "frame_data[0].render_ns[0]\" is -1, outside"),
    ("class", "\"on-time\"", "frame_data[0].class[0]\" is \"on-time\", but the frame's times make it \"warm-up\""),
    ("overrun_ns", "1", "frame_data[0].overrun_ns[0]\" is 1, but the frame's times give"),
    ("missed_vsyncs", "5", "frame_data[0].missed_vsyncs[0]\" is 5, more than the vsyncs before the frame (0)"),
    ("label", "9", "frame_data[0].label[0]\" is 9, outside 0…3"),
    ("events_ns", "1.5", "frame_data[0].events_ns[0]\" must be an integer or null, not a fraction"),
    ("end_ns", "0", "frame_data[0].end_ns[0]\" is 0, before the frame's start"),
])
func anEditedFrameIsRefused(column: String, value: String, expected: String) throws {
    let text = syntheticCapture(runs: 1, render: 2).summaryJSON()
    let key = try #require(text.range(of: "\"\(column)\":["))
    let first = try #require(text[key.upperBound...].firstIndex { $0 == "," || $0 == "]" })
    var edited = text
    edited.replaceSubrange(key.upperBound..<first, with: value)
    do {
        _ = try ProfileCapture.parse(edited, path: "b.json")
        Issue.record("the edited file was read")
    } catch {
        #expect(error.description.hasPrefix("b.json: field \""))
        #expect(error.description.contains(expected), "\(error.description)")
    }
}

@Test func anUnreadableFileIsOneLineNamingIt() {
    #expect(throws: InputError(source: "/nonexistent/a.json", message: "no such file")) {
        try ProfileCapture.load(path: "/nonexistent/a.json")
    }
}

/// Summaries `fling profile --summary-out` wrote (a live headless run, a replay in two runs)
/// read back, and write back the same bytes.
@Test(arguments: ["corners-headless.json", "double-tap-two-runs.json"])
func summariesFlingWroteReadBack(name: String) throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Summaries/\(name)")
        .path
    let capture = try ProfileCapture.load(path: path)
    #expect(capture.summaryJSON() == (try String(contentsOfFile: path, encoding: .utf8)))
    #expect(capture.runs.allSatisfy { $0.first?.frameClass == .warmUp })
}
