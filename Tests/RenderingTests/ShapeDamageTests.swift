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
        RenderingChecks.expectRedrawsMatchFullDraws(ShapeThreadsTests.scene(), changes: Self.changes)
    }
}

extension Layer {
    fileprivate func sublayer(_ name: String) -> Layer {
        sublayers.first { $0.name == name }!
    }
}
