import FlingTesting
import Foundation
import Raster
import Rendering
import SnapshotTesting
import Testing

@testable import FlingSnapshotTesting

/// Serialized: the failures here share the folder swift-snapshot-testing copies failed
/// snapshots to, which `discardLibraryCopy` removes.
@Suite("FlingSnapshotTesting: layer images", .serialized)
struct LayerImageSnapshotTests {
    @Test("the layer is drawn whole in its own frame, whatever its position, and left as it was")
    func drawsTheLayerInItsFrame() {
        let layer = badge()
        let image = take(layer, as: .image)
        #expect(image.width == 64 && image.height == 48)
        // The root's position is the origin, so its frame starts at (-32, -24); the snapshot
        // still shows its top-left corner, and the one-pixel layer exactly at (10, 10).
        #expect(image[0, 0] == 0xFFEC_EEF2)
        #expect(image[10, 10] == 0xFFF0_7828)
        #expect(image[11, 10] == 0xFFEC_EEF2)
        #expect(image[40, 30] == 0xFF28_6EE6)
        #expect(layer.position == .zero)
        let doubled = take(layer, as: .image(size: Size(width: 32, height: 24), scale: 2))
        #expect(doubled.width == 64 && doubled.height == 48)
        #expect(doubled[20, 20] == 0xFFF0_7828 && doubled[21, 21] == 0xFFF0_7828 && doubled[22, 22] == 0xFFEC_EEF2)
    }

    @Test("a layout pass the tree is due runs first, as the CALayer strategy lays out")
    func laysOutFirst() {
        let engine = AnimationEngine()
        let root = Layer(
            name: "root", position: Point(x: 32, y: 24), bounds: Rect(x: 0, y: 0, width: 64, height: 48),
            backgroundColor: .white)
        engine.attach(root)
        let box = Layer(name: "box", backgroundColor: .black)
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSublayer(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            box.widthAnchor.constraint(equalToConstant: 16),
            box.heightAnchor.constraint(equalToConstant: 12),
        ])
        let image = take(root, as: .image)
        #expect(image[8, 8] == 0xFF00_0000 && image[23, 19] == 0xFF00_0000)
        #expect(image[7, 8] == 0xFFFF_FFFF && image[24, 19] == 0xFFFF_FFFF && image[8, 20] == 0xFFFF_FFFF)
    }

    @Test("a layer matches the PNG it recorded")
    func matchesItsRecording() throws {
        try withSnapshotFolder { snapshots, _ in
            let first = verifySnapshot(
                of: badge(), as: .image, named: "badge", record: .missing, snapshotDirectory: snapshots)
            #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
            let reference = try PNG.read(snapshots + "/matchesItsRecording.badge.png")
            #expect(reference.width == 64 && reference.height == 48)
            #expect(
                verifySnapshot(of: badge(), as: .image, named: "badge", record: .never, snapshotDirectory: snapshots)
                    == nil)
        }
    }

    @Test("one changed pixel fails, naming expected, actual and difference PNGs that exist")
    func changedPixelFails() throws {
        try withSnapshotFolder { snapshots, artifacts in
            _ = verifySnapshot(of: badge(), as: .image, named: "badge", record: .missing, snapshotDirectory: snapshots)
            let changed = badge(pixel: Color(red8: 40, green8: 200, blue8: 90))
            let message = try #require(
                verifySnapshot(
                    of: changed, as: .image, named: "badge", record: .never,
                    snapshotDirectory: snapshots))
            defer { discardLibraryCopy(message) }
            #expect(message.contains("Snapshot \"badge\" does not match reference."))
            #expect(message.contains("1 of 3072 pixels differ (the first at 10, 10); the largest ΔE is "))
            let files = ["expected", "actual", "difference"].map { paths(in: message, label: $0) }
            #expect(files.allSatisfy { $0.count == 1 })
            for case let path? in files.map(\.first) {
                #expect(path.hasPrefix(artifacts.path + "/LayerImageSnapshotTests/changedPixelFails."))
                let image = try PNG.read(path)
                #expect(image.width == 64 && image.height == 48)
            }
            let difference = try PNG.read(try #require(files[2].first))
            #expect(difference[10, 10] >> 16 & 0xFF >= 128 && difference[10, 10] & 0xFFFF == 0)
            #expect(try PNG.read(try #require(files[1].first))[10, 10] == 0xFF28_C85A)
            for case let path? in files.map(\.first) { try FileManager.default.removeItem(atPath: path) }
        }
    }

    @Test("a tolerance in ΔE passes a change below it and fails one above it")
    func toleranceInDeltaE() throws {
        let original = Color(red8: 240, green8: 120, blue8: 40)
        let nudged = Color(red8: 241, green8: 120, blue8: 40)
        let distance = ImageDifference.deltaE(0xFFF1_7828, 0xFFF0_7828)
        #expect(distance > 0 && distance < 1)
        try withSnapshotFolder { snapshots, _ in
            _ = verifySnapshot(
                of: badge(pixel: original), as: .image(deltaE: 1), named: "badge", record: .missing,
                snapshotDirectory: snapshots)
            #expect(
                verifySnapshot(
                    of: badge(pixel: nudged), as: .image(deltaE: 1), named: "badge", record: .never,
                    snapshotDirectory: snapshots) == nil)
            let exact = try #require(
                verifySnapshot(
                    of: badge(pixel: nudged), as: .image, named: "badge", record: .never,
                    snapshotDirectory: snapshots))
            discardLibraryCopy(exact)
            #expect(exact.contains("1 of 3072 pixels differ"))
            let strict = try #require(
                verifySnapshot(
                    of: badge(pixel: nudged), as: .image(deltaE: distance / 2), named: "badge",
                    record: .never, snapshotDirectory: snapshots))
            discardLibraryCopy(strict)
            #expect(strict.contains("1 of 3072 pixels differ beyond ΔE"))
        }
    }

    @Test("a reference of another size fails, saying both sizes")
    func otherSizeFails() throws {
        try withSnapshotFolder { snapshots, _ in
            _ = verifySnapshot(of: badge(), as: .image, named: "badge", record: .missing, snapshotDirectory: snapshots)
            let message = try #require(
                verifySnapshot(
                    of: badge(), as: .image(scale: 2), named: "badge", record: .never,
                    snapshotDirectory: snapshots))
            discardLibraryCopy(message)
            #expect(message.contains("The image is 128×96 pixels; the reference is 64×48."))
            #expect(paths(in: message, label: "expected").count == 1 && paths(in: message, label: "actual").count == 1)
        }
    }
}
