import FlingSnapshotTesting
import FlingTesting
import SnapshotTesting
import Testing

/// A snapshot test as a user writes one: the reference is committed beside this file, in
/// __Snapshots__/ExampleSnapshotTests/badgeLooksRight.1.png.
@Suite("FlingSnapshotTesting: as a user writes it")
struct ExampleSnapshotTests {
    @Test func badgeLooksRight() {
        let layer = badge()
        assertSnapshot(of: layer, as: .image)
    }
}
