import Demos
import Fling
import FlingTesting
import Foundation
import Testing

/// The gallery's committed recordings: real interactions, recorded in the demo window with
/// `Tools/record-scene`, each beside its golden value trace.
enum GalleryRecordings {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Recordings")

    /// Every recording's file name, in order.
    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".flingrec") }.sorted()
    }
}

@Suite("the gallery's recordings")
struct GalleryRecordingTests {
    @Test("every scene has a committed recording and its golden trace", arguments: DemoScenes.all.map(\.name))
    func everySceneIsRecorded(scene: String) throws {
        let mine = GalleryRecordings.names.filter { $0.hasPrefix("\(scene)-") }
        #expect(!mine.isEmpty, "no Recordings/\(scene)-*.flingrec")
        for name in mine {
            let golden = GalleryRecordings.folder.appendingPathComponent(
                String(name.dropLast(".flingrec".count)) + ".trace.jsonl")
            #expect(FileManager.default.fileExists(atPath: golden.path), "no golden for \(name)")
        }
    }

    @Test(
        "every recording replays twice to the same trace, and that trace is its golden",
        arguments: GalleryRecordings.names)
    func replaysTwiceTheSame(name: String) throws {
        let path = GalleryRecordings.folder.appendingPathComponent(name).path
        let recording = try Recording.load(path: path)
        let entry = try #require(
            DemoScenes.all.first { $0.name == recording.header.scene },
            "\(name) is of scene \(recording.header.scene), which the gallery does not have")
        let first = try SceneReplay(entry).run(recording)
        let second = try SceneReplay(entry).run(recording)
        #expect(
            first.trace.frames.count == Int(recording.endVsync) + 1 - Int(recording.skips.reduce(0) { $0 + $1.count }))
        #expect(first.trace.firstDifference(from: second.trace) == nil)
        try ReplayTest.check(path, scene: entry)
    }
}
