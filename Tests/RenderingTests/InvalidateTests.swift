import Layers
import Motion
import Raster
import Rendering
import Testing

/// `invalidate` makes the next `drawChanges` repaint pixels the caller drew over (the
/// profiler overlay), with or without other changes.
@Suite struct InvalidateTests {
    let panel = PixelRect(x: 1000, y: 12, width: 264, height: 124)

    /// The reference scene drawn once by `renderer`, then a grey panel drawn over it as an
    /// overlay would.
    func drawnAndScribbled(_ root: Layer, _ renderer: LayerRenderer) -> PixelBuffer {
        let buffer = PixelBuffer(width: 1280, height: 800)
        renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white)
        Rasterizer.fillRoundedRect(
            Rect(x: Double(panel.x), y: Double(panel.y), width: Double(panel.width), height: Double(panel.height)),
            cornerRadius: 8, color: Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.8), into: buffer)
        return buffer
    }

    func fullDraw(_ root: Layer) -> PixelBuffer {
        let buffer = PixelBuffer(width: 1280, height: 800)
        LayerRenderer().draw(root, into: buffer, scale: 1, clearColor: .white)
        return buffer
    }

    @Test func anInvalidatedRectIsRepaintedWhenNothingElseChanged() {
        let root = Scenes.reference()
        let renderer = LayerRenderer(threads: 2)
        let buffer = drawnAndScribbled(root, renderer)
        #expect(buffer.hash64() != fullDraw(root).hash64())
        renderer.invalidate(panel)
        #expect(renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white) == panel)
        #expect(buffer.hash64() == fullDraw(root).hash64())
        // Invalidation lasts one frame.
        #expect(renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white) == nil)
    }

    @Test func anInvalidatedRectJoinsTheDamageOfAChange() throws {
        let root = Scenes.reference()
        let renderer = LayerRenderer()
        let buffer = drawnAndScribbled(root, renderer)
        let card = try #require(root.sublayers.first { $0.name == "card0" })
        card.backgroundColor = .white
        renderer.invalidate(panel)
        let damage = try #require(renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white))
        #expect(damage.union(panel) == damage && damage.x <= 55 && damage.y <= 12)
        #expect(buffer.hash64() == fullDraw(root).hash64())
    }

    @Test func anInvalidatedRectIsCutToTheFrame() {
        let root = Scenes.reference(borders: false, shadows: false)
        let renderer = LayerRenderer()
        let buffer = PixelBuffer(width: 1280, height: 800)
        renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white)
        renderer.invalidate(PixelRect(x: 1200, y: 700, width: 500, height: 500))
        #expect(
            renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white)
                == PixelRect(x: 1200, y: 700, width: 80, height: 100))
        renderer.invalidate(PixelRect(x: 2000, y: 0, width: 10, height: 10))
        #expect(renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white) == nil)
    }
}
