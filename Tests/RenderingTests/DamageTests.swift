import Layers
import Motion
import Raster
import Rendering
import Testing

/// `drawChanges` redraws only what changed, and the result is bit for bit a full redraw.
@Suite struct DamageTests {
    /// One change to the kitchen-sink scene.
    struct Change: CustomStringConvertible, Sendable {
        let description: String
        let apply: @Sendable (KitchenSink.Scene) -> Void
    }

    static let changes: [Change] = [
        Change(description: "nothing") { _ in },
        Change(description: "move a card by a fraction") { $0.card.position.x += 10.25 },
        Change(description: "recolour a card") { $0.card.backgroundColor = Scenes.blue },
        Change(description: "grow a shadow") { $0.card.shadowRadius = 12 },
        Change(description: "fade a group") { $0.group.opacity = 0.3 },
        Change(description: "rotate a clip with its sublayers") {
            $0.clip.transform = Transform3D(rotationAngle: Scenes.radians(10), x: 0, y: 0, z: 1)
        },
        Change(description: "scroll a clip's bounds") { $0.clip.bounds.origin = Point(x: 5, y: 12) },
        Change(description: "stop clipping") { $0.clip.masksToBounds = false },
        Change(description: "hide a rotated layer") { $0.rotated.isHidden = true },
        Change(description: "show it again, turned further") {
            $0.rotated.isHidden = false
            $0.rotated.transform = Transform3D(rotationAngle: Scenes.radians(50), x: 0, y: 0, z: 1)
        },
        Change(description: "change a label's text") { $0.label.text?.string = "Goodbye" },
        Change(description: "raise a layer with zPosition") { $0.card.zPosition = 5 },
        Change(description: "remove a layer") { $0.picture.removeFromSuperlayer() },
        Change(description: "add it back below everything") { $0.root.insertSublayer($0.picture, at: 0) },
        Change(description: "turn the perspective card") {
            var t = Transform3D.identity
            t.m34 = -1.0 / 500
            $0.perspective.transform = t.rotated(by: Scenes.radians(-30), x: 0, y: 1, z: 0)
        },
        Change(description: "move the root's sublayers with sublayerTransform") {
            $0.root.sublayerTransform = Transform3D(translationX: 3, y: -2, z: 0)
        },
    ]

    @Test func eachChangeRedrawsExactlyWhatAFullDrawGives() throws {
        let images = ImageCache(baseDirectory: try Scenes.pictureDirectory())
        let scene = KitchenSink.make(picture: "picture.png")
        let incremental = LayerRenderer(threads: 2, images: images)
        let buffer = KitchenSink.buffer(scale: 2)
        let first = incremental.drawChanges(scene.root, into: buffer, scale: 2, clearColor: Scenes.paper)
        #expect(
            first == PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height),
            "the first call draws everything")
        var previous = snapshot(buffer)
        for change in Self.changes {
            change.apply(scene)
            let damage = incremental.drawChanges(scene.root, into: buffer, scale: 2, clearColor: Scenes.paper)
            let full = KitchenSink.buffer(scale: 2)
            LayerRenderer(threads: 1, images: images).draw(scene.root, into: full, scale: 2, clearColor: Scenes.paper)
            #expect(buffer.hash64() == full.hash64(), "after \"\(change)\" the damaged redraw differs from a full one")
            let current = snapshot(full)
            let changed = changedPixels(previous, current, width: full.width)
            if changed.isEmpty {
                #expect(damage == nil || change.description != "nothing", "\(change): nothing changed, so no damage")
            } else {
                let rect = try #require(damage, "\(change): pixels changed but no damage was reported")
                #expect(
                    changed.allSatisfy { rect.contains(x: $0.0, y: $0.1) },
                    "\(change): a changed pixel lies outside \(rect)")
            }
            previous = current
        }
    }

    @Test func anUnchangedTreeReportsNoDamageAndLeavesTheBufferAlone() {
        let root = Scenes.reference()
        let renderer = LayerRenderer()
        let buffer = PixelBuffer(width: 1280, height: 800)
        #expect(renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white) != nil)
        let hash = buffer.hash64()
        #expect(renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white) == nil)
        #expect(buffer.hash64() == hash)
    }

    @Test func aSmallChangeDamagesOnlyItsNeighbourhood() throws {
        let root = Scenes.reference()
        let renderer = LayerRenderer()
        let buffer = PixelBuffer(width: 1280, height: 800)
        renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white)
        let card = try #require(root.sublayers.first { $0.name == "card0" })
        card.backgroundColor = .white
        let damage = try #require(renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white))
        // The card is 120×72 at (55, 42); its shadow reaches about 3σ + 4 points beyond.
        #expect(damage.x <= 55 && damage.maxX >= 175 && damage.y <= 42 && damage.maxY >= 114)
        #expect(damage.width < 200 && damage.height < 140)
    }

    @Test func anotherBufferSizeScaleOrClearColourDrawsEverything() {
        let root = Scenes.reference(borders: false, shadows: false)
        let renderer = LayerRenderer()
        let buffer = PixelBuffer(width: 640, height: 400)
        renderer.drawChanges(root, into: buffer, scale: 0.5, clearColor: .white)
        let everything = PixelRect(x: 0, y: 0, width: 640, height: 400)
        #expect(renderer.drawChanges(root, into: buffer, scale: 0.5, clearColor: .black) == everything)
        #expect(
            renderer.drawChanges(root, into: PixelBuffer(width: 640, height: 400), scale: 0.5, clearColor: .black)
                == everything)
        #expect(renderer.drawChanges(root, into: buffer, scale: 0.25, clearColor: .black) == everything)
    }

    private func snapshot(_ buffer: PixelBuffer) -> [UInt32] {
        buffer.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
    }

    private func changedPixels(_ a: [UInt32], _ b: [UInt32], width: Int) -> [(Int, Int)] {
        zip(a, b).enumerated().compactMap { index, pair in pair.0 != pair.1 ? (index % width, index / width) : nil }
    }
}
