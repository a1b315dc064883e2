import Layers
import Motion
import Raster
import Testing

@testable import Rendering

/// A gradient layer that only moves keeps its ramp from the frame before (the renderer's
/// table cache, keyed by stops and opacity) and draws a fresh renderer's bytes; a new opacity
/// or new colours make a new table, and a table no frame used for two frames is forgotten.
@Suite struct GradientTableReuseTests {
    /// Three gradient layers of the paths reference's size: an axial one, a translucent radial
    /// one at 0.6 opacity, and a conic one with rounded corners (partial coverage).
    static func scene() -> Layer {
        let root = Scenes.layer(Rect(x: 0, y: 0, width: 320, height: 240), .white, name: "root")
        func gradientLayer(_ name: String, _ kind: Gradient.Kind, at position: Point, _ colors: [Color]) -> Layer {
            let layer = Layer(name: name, position: position, bounds: Rect(x: 0, y: 0, width: 110, height: 80))
            layer.gradient = Gradient(
                kind, colors: colors, startPoint: Point(x: 0.2, y: 0.3), endPoint: Point(x: 1, y: 1))
            return layer
        }
        let red = Color(red: 0.9, green: 0.1, blue: 0.2)
        let blue = Color(red: 0.1, green: 0.3, blue: 0.9)
        root.addSublayer(gradientLayer("axial", .axial, at: Point(x: 70, y: 60), [red, blue]))
        let radial = gradientLayer(
            "radial", .radial, at: Point(x: 200, y: 70), [blue, Color(red: 1, green: 0.8, blue: 0, alpha: 0.4), red])
        radial.opacity = 0.6
        root.addSublayer(radial)
        let conic = gradientLayer("conic", .conic, at: Point(x: 150, y: 170), [red, blue, red])
        conic.cornerRadius = 18
        conic.masksToBounds = true
        root.addSublayer(conic)
        return root
    }

    /// Every layer moved by fractional amounts that differ per layer and frame.
    static func move(_ root: Layer, frame: Int) {
        for (k, layer) in root.sublayers.enumerated() {
            let (f, n) = (Double(frame), Double(k))
            layer.position = Point(
                x: layer.position.x + 3.3 * MotionMath.sin(0.37 * f + 0.71 * n),
                y: layer.position.y + 2.1 * MotionMath.cos(0.23 * f + 0.53 * n))
        }
    }

    @Test(arguments: [1, 2])
    func aMovedGradientKeepsItsTableAndDrawsAFreshRenderersBytes(threads: Int) {
        let root = Self.scene()
        let renderer = LayerRenderer(threads: threads)
        let buffer = PixelBuffer(width: 320, height: 240)
        renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
        #expect(renderer.gradientTableCount == 3)
        for frame in 1...6 {
            Self.move(root, frame: frame)
            if frame % 2 == 0 {
                renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
            } else {
                renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white)
            }
            #expect(renderer.gradientTableCount == 3, "frame \(frame)")
            #expect(buffer.hash64() == Scenes.freshHash(root), "frame \(frame)")
        }
        #expect(renderer.lastErrors.isEmpty)
    }

    @Test func newOpacityOrColoursMakeANewTable() throws {
        let root = Self.scene()
        let renderer = LayerRenderer()
        let buffer = PixelBuffer(width: 320, height: 240)
        renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
        let radial = try #require(root.sublayers.first { $0.name == "radial" })
        radial.opacity = 0.5
        renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white)
        #expect(renderer.gradientTableCount == 4)
        #expect(buffer.hash64() == Scenes.freshHash(root))
        let axial = try #require(root.sublayers.first { $0.name == "axial" })
        var gradient = try #require(axial.gradient)
        gradient.colors[0] = Color(red: 0.9, green: 0.1, blue: 0.21)
        axial.gradient = gradient
        renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white)
        #expect(renderer.gradientTableCount == 5)
        #expect(buffer.hash64() == Scenes.freshHash(root))
    }

    @Test func aTableUnusedForTwoFramesIsForgotten() throws {
        let root = Self.scene()
        let renderer = LayerRenderer()
        let buffer = PixelBuffer(width: 320, height: 240)
        renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
        let conic = try #require(root.sublayers.first { $0.name == "conic" })
        conic.removeFromSuperlayer()
        for frame in 1...3 {
            Self.move(root, frame: frame)
            renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white)
        }
        #expect(renderer.gradientTableCount == 3)
        root.addSublayer(conic)
        renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .white)
        #expect(renderer.gradientTableCount == 4)
        #expect(buffer.hash64() == Scenes.freshHash(root))
    }
}
