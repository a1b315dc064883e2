import FlingSnapshotTesting
import FlingTesting
import Puck
import SnapshotTesting
import Testing

/// The puck's look and its flick's motion, as swift-snapshot-testing users write such tests.
/// References live in __Snapshots__/PuckSnapshotTests/; after a change made on purpose,
/// re-record with `SNAPSHOT_TESTING_RECORD=all swift test`, look at them, and commit.
@Suite("The puck, in snapshots")
struct PuckSnapshotTests {
    @Test("the puck is drawn as it was")
    func looks() {
        let scene = PuckScene(size: Size(width: 320, height: 200))
        assertSnapshot(of: scene.puck, as: .image)
    }

    @Test("a flick to the left moves as it did")
    func flickLeft() throws {
        var script = InputScript(PuckScene.entry, size: Size(width: 640, height: 400))
        script.flick(from: Point(x: 320, y: 200), velocity: Point(x: -1800, y: 400))
        let run = try SceneReplay(PuckScene.entry).run(script.recording(tail: 1))
        assertSnapshot(of: run, as: .trace)
    }
}
