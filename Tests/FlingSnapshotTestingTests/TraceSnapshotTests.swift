import FlingTesting
import Foundation
import Raster
import Rendering
import SnapshotTesting
import Testing

@testable import FlingSnapshotTesting

/// Serialized: the failures here share the folder swift-snapshot-testing copies failed
/// snapshots to, which `discardLibraryCopy` removes.
@Suite("FlingSnapshotTesting: replay traces and frames", .serialized)
struct TraceSnapshotTests {
    @Test("a replay's trace records as JSON Lines, then matches")
    func traceRecordsThenMatches() throws {
        let run = try CardScene.run(dragTo: Point(x: 120, y: 40))
        try withSnapshotFolder { snapshots, _ in
            let first = verifySnapshot(
                of: run, as: .trace, named: "drag", record: .missing, snapshotDirectory: snapshots)
            #expect(first?.contains("Automatically recorded snapshot") == true)
            let path = snapshots + "/traceRecordsThenMatches.drag.jsonl"
            let stored = try FrameTrace.load(path: path)
            #expect(stored.frames.count == run.trace.frames.count && stored.frames.count > 20)
            #expect(stored.frames.first?["card.x"]?.double == 80)
            let again = try CardScene.run(dragTo: Point(x: 120, y: 40))
            #expect(
                verifySnapshot(of: again, as: .trace, named: "drag", record: .never, snapshotDirectory: snapshots)
                    == nil)
        }
    }

    @Test("a changed trace fails, naming the first differing frame and field")
    func changedTraceFails() throws {
        try withSnapshotFolder { snapshots, _ in
            _ = verifySnapshot(
                of: try CardScene.run(dragTo: Point(x: 120, y: 40)), as: .trace, named: "drag",
                record: .missing, snapshotDirectory: snapshots)
            let lower = try CardScene.run(dragTo: Point(x: 120, y: 44))
            let message = try #require(
                verifySnapshot(
                    of: lower, as: .trace, named: "drag", record: .never,
                    snapshotDirectory: snapshots))
            discardLibraryCopy(message)
            // The same horizontal path: the drag first differs in y.
            let expected = try FrameTrace.load(path: snapshots + "/changedTraceFails.drag.jsonl")
            let difference = try #require(expected.firstDifference(from: lower.trace))
            #expect(difference.field == "card.y")
            #expect(
                message.contains(
                    "The trace differs at frame \(difference.frame) (line \(difference.line)): card.y: expected "))
            // Within a tolerance wider than the change, it matches.
            #expect(
                verifySnapshot(
                    of: lower, as: .trace(tolerance: 5), named: "drag", record: .never,
                    snapshotDirectory: snapshots) == nil)
        }
    }

    @Test("a trace with a frame fewer fails, saying the trace ends")
    func shorterTraceFails() throws {
        let frames = try CardScene.run(dragTo: Point(x: 120, y: 40)).trace.frames
        let text = frames.map { JSONWriter.string($0) + "\n" }.joined()
        let shorter = frames.dropLast().map { JSONWriter.string($0) + "\n" }.joined()
        let message = try #require(Diffing<String>.trace().diffV2(text, shorter)?.0)
        #expect(message.contains("(line \(frames.count)): expected a frame, got no frame (the trace ends)"))
        // The same frames written with their fields in another order say the same.
        let reordered = frames.map { frame -> String in
            guard case let .object(members) = frame else { return "" }
            return JSONWriter.string(.object(Array(members.reversed()))) + "\n"
        }.joined()
        #expect(reordered != text)
        #expect(Diffing<String>.trace().diffV2(text, reordered) == nil)
        #expect(
            Diffing<String>.trace().diffV2("not json\n", text)?.0.contains("The reference trace cannot be read") == true
        )
    }

    @Test("a replay's last frame records as a PNG, then matches")
    func lastFrameRecordsThenMatches() throws {
        let run = try CardScene.run(dragTo: Point(x: 120, y: 40))
        try withSnapshotFolder { snapshots, _ in
            _ = verifySnapshot(of: run, as: .image, named: "end", record: .missing, snapshotDirectory: snapshots)
            let stored = try PNG.read(snapshots + "/lastFrameRecordsThenMatches.end.png")
            #expect(stored.width == 160 && stored.height == 120)
            let again = try CardScene.run(dragTo: Point(x: 120, y: 40))
            #expect(
                verifySnapshot(of: again, as: .image, named: "end", record: .never, snapshotDirectory: snapshots) == nil
            )
        }
    }
}
