import FlingTesting
import Foundation
import Rendering
import SnapshotTesting
import Testing

@testable import FlingSnapshotTesting

/// A folder of its own for one test, removed when it ends: `snapshots` for the references,
/// `artifacts` for the failure images (set as `SnapshotArtifacts.directory`).
func withSnapshotFolder(_ body: (_ snapshots: String, _ artifacts: URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fling-snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let artifacts = folder.appendingPathComponent("artifacts")
    try SnapshotArtifacts.$directory.withValue(artifacts.path) {
        try body(folder.appendingPathComponent("snapshots").path, artifacts)
    }
}

/// The paths named in a failure message after `label: ` at the start of a line.
func paths(in message: String, label: String) -> [String] {
    message.split(separator: "\n").compactMap { line in
        line.hasPrefix("\(label): /") ? String(line.dropFirst(label.count + 2)) : nil
    }
}

/// Removes the copy of the failed snapshot swift-snapshot-testing writes itself (to
/// `SNAPSHOT_ARTIFACTS` or the temporary directory, named in the message after `@+`), and
/// its folder when that is left empty: a test leaves nothing behind. Suites that call it are
/// serialized, so no test of theirs is writing to that folder meanwhile.
func discardLibraryCopy(_ message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    guard let plus = lines.firstIndex(where: { $0.hasPrefix("@+") }), plus + 1 < lines.count else { return }
    let quoted = lines[plus + 1].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    guard quoted.hasPrefix("file://") else { return }
    let path = String(quoted.dropFirst("file://".count))
    try? FileManager.default.removeItem(atPath: path)
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    if (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// A 64×48 badge: a light card, a rounded blue button, and one orange pixel at (10, 10)
/// whose colour the tests change. Its root sits at the origin, half of it off the canvas,
/// so a snapshot must draw the layer in its own frame to show it whole.
func badge(pixel: Color = Color(red8: 240, green8: 120, blue8: 40)) -> Layer {
    let root = Layer(
        name: "badge", bounds: Rect(x: 0, y: 0, width: 64, height: 48),
        backgroundColor: Color(red8: 236, green8: 238, blue8: 242))
    let button = Layer(
        name: "button", position: Point(x: 40, y: 30), bounds: Rect(x: 0, y: 0, width: 36, height: 20),
        backgroundColor: Color(red8: 40, green8: 110, blue8: 230), cornerRadius: 6)
    let dot = Layer(
        name: "dot", position: Point(x: 10.5, y: 10.5), bounds: Rect(x: 0, y: 0, width: 1, height: 1),
        backgroundColor: pixel)
    root.addSublayer(button)
    root.addSublayer(dot)
    return root
}

/// What a strategy makes of `value`, taken synchronously (Fling's strategies never wait).
func take<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) -> Format {
    var result: Format?
    strategy.snapshot(value).run { result = $0 }
    return result!
}
