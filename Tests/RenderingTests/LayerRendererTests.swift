import Layers
import Motion
import Raster
import Rendering
import Testing

@Suite struct LayerRendererTests {
    let blue = Color(red: 0, green: 0, blue: 1)
    let bluePixel: UInt32 = 0xFF00_00FF

    /// A layer whose frame is `frame` (anchor point in the middle).
    func layer(_ frame: Rect, _ color: Color, radius: Double = 0) -> Layer {
        Layer(
            position: frame.center, bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height),
            backgroundColor: color, cornerRadius: radius)
    }

    /// The pixels that differ from `background`, as (minX, minY, maxX, maxY) exclusive, and their count.
    func coverage(of buffer: PixelBuffer, background: UInt32) -> (box: [Int], count: Int) {
        var box = [Int.max, Int.max, Int.min, Int.min]
        var count = 0
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where buffer[x, y] != background {
                box = [min(box[0], x), min(box[1], y), max(box[2], x + 1), max(box[3], y + 1)]
                count += 1
            }
        }
        return (box, count)
    }

    @Test func scaleConvertsPointsToPixels() {
        let root = layer(Rect(x: 0, y: 0, width: 40, height: 40), .clear)
        root.addSublayer(layer(Rect(x: 5, y: 7, width: 10, height: 10), blue))
        let buffer = PixelBuffer(width: 80, height: 80)
        LayerRenderer().draw(root, into: buffer, scale: 2, clearColor: .white)
        let covered = coverage(of: buffer, background: 0xFFFF_FFFF)
        #expect(covered.box == [10, 14, 30, 34])
        #expect(covered.count == 20 * 20)
        #expect(buffer[10, 14] == bluePixel && buffer[29, 33] == bluePixel)
    }

    @Test func sublayersAreOffsetByTheirAncestorsAndBoundsOrigins() {
        let root = layer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
        let parent = layer(Rect(x: 30, y: 30, width: 50, height: 50), .clear)
        parent.bounds.origin = Point(x: 5, y: -5)   // scrolls the content up-left by (5, −5)
        let child = layer(Rect(x: 20, y: 10, width: 20, height: 20), .black)
        let grandchild = layer(Rect(x: 2, y: 3, width: 4, height: 5), blue)
        root.addSublayer(parent)
        parent.addSublayer(child)
        child.addSublayer(grandchild)
        let buffer = PixelBuffer(width: 100, height: 100)
        LayerRenderer().draw(root, into: buffer, scale: 1, clearColor: .clear)
        // child: 30 + 20 − 5 = 45, 30 + 10 + 5 = 45; grandchild: 45 + 2, 45 + 3.
        #expect(buffer[45, 45] == 0xFF00_0000 && buffer[64, 64] == 0xFF00_0000)
        #expect(buffer[44, 45] == 0xFFFF_FFFF && buffer[65, 64] == 0xFFFF_FFFF)
        #expect(buffer[45, 44] == 0xFFFF_FFFF && buffer[45, 65] == 0xFFFF_FFFF)
        #expect(buffer[47, 48] == bluePixel && buffer[50, 52] == bluePixel)
        #expect(buffer[46, 48] == 0xFF00_0000 && buffer[51, 52] == 0xFF00_0000)
        #expect(buffer[47, 47] == 0xFF00_0000 && buffer[47, 53] == 0xFF00_0000)
    }

    @Test func laterSublayersPaintOverEarlierOnes() {
        let root = layer(Rect(x: 0, y: 0, width: 10, height: 10), .clear)
        root.addSublayer(layer(Rect(x: 0, y: 0, width: 6, height: 6), .black))
        root.addSublayer(layer(Rect(x: 4, y: 4, width: 6, height: 6), blue))
        let buffer = PixelBuffer(width: 10, height: 10)
        LayerRenderer().draw(root, into: buffer, scale: 1, clearColor: .white)
        #expect(buffer[3, 3] == 0xFF00_0000)
        #expect(buffer[5, 5] == bluePixel)
    }

    @Test func sameTreeGivesSameHashAndAChangeChangesIt() {
        func scene(cardX: Double) -> Layer {
            let root = layer(Rect(x: 0, y: 0, width: 64, height: 48), Color(red8: 240, green8: 240, blue8: 245))
            root.addSublayer(
                layer(
                    Rect(x: cardX, y: 8.25, width: 30, height: 20), Color(red8: 0, green8: 122, blue8: 255, alpha: 0.8),
                    radius: 6))
            return root
        }
        let renderer = LayerRenderer()
        let first = PixelBuffer(width: 128, height: 96)
        let second = PixelBuffer(width: 128, height: 96)
        renderer.draw(scene(cardX: 10.5), into: first, scale: 2, clearColor: .black)
        renderer.draw(scene(cardX: 10.5), into: second, scale: 2, clearColor: .black)
        #expect(first.hash64() == second.hash64())
        renderer.draw(scene(cardX: 10.5), into: first, scale: 2, clearColor: .black)
        #expect(first.hash64() == second.hash64(), "redrawing into a used buffer starts from the clear colour")
        renderer.draw(scene(cardX: 10.75), into: second, scale: 2, clearColor: .black)
        #expect(first.hash64() != second.hash64())
    }

    @Test func clearAndEmptyLayersDrawNothingButTheirSublayers() {
        let root = layer(Rect(x: 0, y: 0, width: 0, height: 0), .black)
        let ghost = layer(Rect(x: 2, y: 2, width: 6, height: 6), .clear)
        ghost.addSublayer(layer(Rect(x: 1, y: 1, width: 2, height: 2), blue))
        root.addSublayer(ghost)
        let buffer = PixelBuffer(width: 10, height: 10)
        LayerRenderer().draw(root, into: buffer, scale: 1, clearColor: .white)
        let covered = coverage(of: buffer, background: 0xFFFF_FFFF)
        #expect(covered.box == [3, 3, 5, 5] && covered.count == 4)
    }
}
