import Demos
import Host
import Replay
import Testing

/// The corners scene labels its frames while a recording replays: idle at rest, dragging
/// while the pan moves the card, settling while it springs to its slot.
@Test func cornersLabelsEveryFrameOfAReplay() throws {
    let recording = try Recording.load(path: Sessions.path("flick-bottom-left.flingrec"))
    let session = try Session(options: SessionOptions(mode: .replay(recording)), scenes: [CornersScene.entry])
    _ = try session.run()
    let labels = session.profiler.frames.map(\.label)
    #expect(!labels.isEmpty && labels.allSatisfy { ["idle", "dragging", "settling"].contains($0) })
    // Runs of one label, in order: at rest, then the drag, then the flight (and rest again).
    var runs: [String] = []
    for label in labels where runs.last != label { runs.append(label) }
    #expect(Array(runs.prefix(3)) == ["idle", "dragging", "settling"])
    let summary = session.profiler.summary()
    #expect(summary.labels.map(\.label).sorted() == ["dragging", "idle", "settling"].filter { labels.contains($0) })
    #expect(summary.labels.reduce(0) { $0 + $1.frames } == labels.count)
}
