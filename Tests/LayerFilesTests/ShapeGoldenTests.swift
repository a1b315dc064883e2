import Foundation
import LayerFiles
import Raster
import Testing

/// The shape, gradient, mask and shadow-path feature files (Assets/LayerFiles/shapes), each
/// pinned by a golden PNG of Fling's drawing (ShapeGoldens, written again with
/// FLING_UPDATE_GOLDENS=1) and held against a peer's drawing of the same file at 40 dB or
/// more (ShapeReferences, made by Tools/shape-references: cairo, or Skia for the conic
/// gradients and the perspective cairo lacks). One has no peer: none shadows a shape by its
/// silhouette without a shadow path.
@Suite struct ShapeGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let peerChecked = ["fills", "strokes", "gradients", "conic", "masks", "shadow-paths", "zoom", "perspective"]
    static let names = peerChecked + ["shape-shadows"]

    static func render(_ name: String, threads: Int) throws -> PixelBuffer {
        let file = assetsDirectory.appendingPathComponent("LayerFiles/shapes/\(name).json").path
        let renderer = LayerFileRenderer(scene: try LayerFile.load(path: file), threads: threads)
        try renderer.draw()
        return renderer.buffer
    }

    @Test(arguments: names)
    func matchesItsGoldenWithOneAndThreeThreads(_ name: String) throws {
        let image = try Self.render(name, threads: 1)
        #expect(try Self.render(name, threads: 3).hash64() == image.hash64(), "\(name): threads change the bytes")
        let golden = Self.directory.appendingPathComponent("ShapeGoldens/\(name).png").path
        let actual = Self.directory.appendingPathComponent("ShapeGoldens/\(name).actual.png").path
        if ProcessInfo.processInfo.environment["FLING_UPDATE_GOLDENS"] == "1" {
            try PNG.write(image, to: golden)
            return
        }
        let expected = try PNG.read(golden)
        let same =
            expected.width == image.width && expected.height == image.height
            && (0..<image.height).allSatisfy { y in
                (0..<image.width).allSatisfy { x in image[x, y] == expected.pixels[y * expected.width + x] }
            }
        if same {
            try? FileManager.default.removeItem(atPath: actual)
        } else {
            try PNG.write(image, to: actual)
            Issue.record("\(name): the drawing differs from ShapeGoldens/\(name).png; wrote \(actual)")
        }
    }

    @Test(arguments: peerChecked)
    func matchesAPeersDrawingAtFortyDecibels(_ name: String) throws {
        let reference = try PNG.read(Self.directory.appendingPathComponent("ShapeReferences/\(name).png").path)
        let image = try Self.render(name, threads: 1)
        let db = image.psnr(against: reference)
        #expect(db >= 40, "\(name): \(db) dB against its peer's drawing")
    }
}
