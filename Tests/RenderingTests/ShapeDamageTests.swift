import Layers
import Motion
import Raster
import Rendering
import Testing

/// `drawChanges` on shapes, gradients, masks and shadow paths: each change redraws bit for
/// bit what a full draw gives, and an unchanged tree reports no damage.
@Suite struct ShapeDamageTests {
    static let changes: [(String, @Sendable (Layer) -> Void)] = [
        ("nothing", { _ in }),
        ("trim the ring", { $0.sublayer("ring").strokeEnd = 0.35 }),
        ("recolour the star's stroke", { $0.sublayer("star").strokeColor = Color(red: 0, green: 0.6, blue: 0.2) }),
        ("widen the star's stroke", { $0.sublayer("star").lineWidth = 6 }),
        ("move the mask", { $0.sublayer("masked").mask?.position.x += 30 }),
        ("fade the mask", { $0.sublayer("masked").mask?.opacity = 0.4 }),
        ("turn the gradient radial", { $0.sublayer("g").gradient?.kind = .radial }),
        (
            "give the ring a shadow path",
            {
                let ring = $0.sublayer("ring")
                ring.shadowOpacity = 0.6
                ring.shadowPath = Path(ellipseIn: Rect(x: 0, y: 50, width: 70, height: 20))
            }
        ),
        ("dash the ring", { $0.sublayer("ring").lineDashPattern = [6, 4] }),
        ("drop the star's path", { $0.sublayer("star").path = nil }),
        ("remove the mask", { $0.sublayer("masked").mask = nil }),
    ]

    @Test func eachChangeRedrawsExactlyWhatAFullDrawGives() {
        let root = ShapeThreadsTests.scene()
        let incremental = LayerRenderer(threads: 2)
        let buffer = PixelBuffer(width: 600, height: 400)
        incremental.drawChanges(root, into: buffer, scale: 2, clearColor: .white)
        for (name, change) in Self.changes {
            let before = buffer.hash64()
            change(root)
            let damage = incremental.drawChanges(root, into: buffer, scale: 2, clearColor: .white)
            let full = PixelBuffer(width: 600, height: 400)
            LayerRenderer(threads: 1).draw(root, into: full, scale: 2, clearColor: .white)
            #expect(buffer.hash64() == full.hash64(), "after \"\(name)\" the damaged redraw differs from a full one")
            if name == "nothing" {
                #expect(damage == nil && buffer.hash64() == before)
            } else {
                #expect(damage != nil, "\(name): no damage reported")
            }
        }
    }
}

extension Layer {
    fileprivate func sublayer(_ name: String) -> Layer {
        sublayers.first { $0.name == name }!
    }
}
