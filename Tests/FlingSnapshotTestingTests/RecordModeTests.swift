import FlingTesting
import Foundation
import Raster
import Rendering
import SnapshotTesting
import Testing

@testable import FlingSnapshotTesting

/// swift-snapshot-testing's record modes, with Fling's strategies. Serialized: the failures
/// here share the folder the library copies failed snapshots to.
@Suite("FlingSnapshotTesting: record modes", .serialized)
struct RecordModeTests {
    static let changed = Color(red8: 40, green8: 200, blue8: 90)

    @Test("never: a missing reference fails and nothing is written")
    func neverFailsOnMissing() throws {
        try withSnapshotFolder { snapshots, _ in
            let message = verifySnapshot(
                of: badge(), as: .image, named: "badge", record: .never, snapshotDirectory: snapshots)
            #expect(
                message?.contains(
                    "No reference was found on disk. New snapshot was not recorded because recording is disabled")
                    == true)
            #expect(!FileManager.default.fileExists(atPath: snapshots + "/neverFailsOnMissing.badge.png"))
            // The same through the configuration a test sets (`withSnapshotTesting`), for a trace.
            let run = try CardScene.run(dragTo: Point(x: 120, y: 40))
            let traced = withSnapshotTesting(record: .never) {
                verifySnapshot(of: run, as: .trace, named: "drag", snapshotDirectory: snapshots)
            }
            #expect(traced?.contains("New snapshot was not recorded") == true)
            #expect(!FileManager.default.fileExists(atPath: snapshots + "/neverFailsOnMissing.drag.jsonl"))
        }
    }

    @Test("missing: a missing reference is recorded and fails once; then it compares")
    func missingRecordsOnce() throws {
        try withSnapshotFolder { snapshots, _ in
            let message = withSnapshotTesting(record: .missing) {
                verifySnapshot(of: badge(), as: .image, named: "badge", snapshotDirectory: snapshots)
            }
            #expect(message?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
            let path = snapshots + "/missingRecordsOnce.badge.png"
            let stored = PixelBuffer(copying: try PNG.read(path))
            #expect(stored.hash64() == take(badge(), as: .image).hash64())
            #expect(
                verifySnapshot(of: badge(), as: .image, named: "badge", record: .missing, snapshotDirectory: snapshots)
                    == nil)
            let mismatch = try #require(
                verifySnapshot(
                    of: badge(pixel: Self.changed), as: .image, named: "badge",
                    record: .missing, snapshotDirectory: snapshots))
            discardLibraryCopy(mismatch)
            #expect(PixelBuffer(copying: try PNG.read(path)).hash64() == stored.hash64())
        }
    }

    @Test("all: every reference is written anew, and the test fails saying so")
    func allRecordsAnew() throws {
        try withSnapshotFolder { snapshots, _ in
            _ = verifySnapshot(of: badge(), as: .image, named: "badge", record: .missing, snapshotDirectory: snapshots)
            let message = verifySnapshot(
                of: badge(pixel: Self.changed), as: .image, named: "badge", record: .all,
                snapshotDirectory: snapshots)
            #expect(message?.contains("Record mode is on. Automatically recorded snapshot") == true)
            let stored = PixelBuffer(copying: try PNG.read(snapshots + "/allRecordsAnew.badge.png"))
            #expect(stored[10, 10] == 0xFF28_C85A)
            #expect(
                verifySnapshot(
                    of: badge(pixel: Self.changed), as: .image, named: "badge", record: .never,
                    snapshotDirectory: snapshots) == nil)
        }
    }

    @Test("failed: a mismatch fails with its images and replaces the reference")
    func failedRecordsOnMismatch() throws {
        try withSnapshotFolder { snapshots, _ in
            _ = verifySnapshot(of: badge(), as: .image, named: "badge", record: .missing, snapshotDirectory: snapshots)
            let message = try #require(
                verifySnapshot(
                    of: badge(pixel: Self.changed), as: .image, named: "badge",
                    record: .failed, snapshotDirectory: snapshots))
            discardLibraryCopy(message)
            #expect(message.contains("A new snapshot was automatically recorded."))
            #expect(paths(in: message, label: "difference").count == 1)
            #expect(
                verifySnapshot(
                    of: badge(pixel: Self.changed), as: .image, named: "badge", record: .never,
                    snapshotDirectory: snapshots) == nil)
        }
    }
}
