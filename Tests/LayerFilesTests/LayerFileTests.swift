import Foundation
import LayerFiles
import Layers
import Motion
import Testing

@Suite("Layer files: values and defaults")
struct LayerFileTests {
    @Test("a canvas alone: scale 1, transparent, a root the size of the canvas and no layers")
    func canvasDefaults() throws {
        let scene = try parseScene(sceneText())
        #expect(scene.canvas == LayerFileCanvas(width: 100, height: 80, scale: 1, clearColor: .clear))
        #expect(scene.root.frame == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(scene.root.sublayers.isEmpty)
        #expect(scene.path == "scene.json")
    }

    @Test("the image is points × scale pixels, rounded up")
    func pixelSize() throws {
        let scene = try parseScene(
            sceneText(canvas: #"{"width": 101, "height": 80, "scale": 1.5, "clearColor": [10, 20, 30]}"#))
        #expect(scene.canvas.pixelWidth == 152)
        #expect(scene.canvas.pixelHeight == 120)
        #expect(scene.canvas.clearColor == Color(red8: 10, green8: 20, blue8: 30))
        #expect(scene.canvas.problem(withScale: 2) == nil)
        #expect(scene.canvas.problem(withScale: 100) == "100 is out of range 0.25…16")
        #expect(
            LayerFileCanvas(width: 1000, height: 10).problem(withScale: 9)
                == "9 makes the image 9000×90 pixels; each side must be at most 8192")
    }

    @Test("an empty layer has Core Animation's defaults")
    func layerDefaults() throws {
        let layer = try #require(try parseScene(sceneText(layers: "{}")).root.sublayers.first)
        #expect(layer.model() == LayerSnapshot())
        #expect(layer.name == "")
        #expect(layer.contents == nil)
    }

    @Test("every layer key sets its property")
    func everyKey() throws {
        let text = sceneText(
            layers: #"""
                {"name": "card", "position": [50, 40], "bounds": [2, 3, 60, 30], "anchorPoint": [0, 1],
                 "zPosition": 4, "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 5, 6, 0, 1],
                 "sublayerTransform": [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
                 "opacity": 0.5, "hidden": true, "backgroundColor": [255, 0, 51, 0.25], "cornerRadius": 8,
                 "maskedCorners": ["minXMinY", "maxXMaxY"], "border": {"width": 2, "color": [26, 26, 26, 0.6]},
                 "shadow": {"opacity": 0.35, "radius": 6, "offset": [0, 4], "color": [0, 0, 255]},
                 "masksToBounds": true, "contents": "photo.png",
                 "sublayers": [{"name": "a"}, {"name": "b", "sublayers": [{"name": "c"}]}]}
                """#)
        let layer = try #require(try parseScene(text).root.sublayers.first)
        #expect(layer.name == "card")
        #expect(layer.position == Point(x: 50, y: 40))
        #expect(layer.bounds == Rect(x: 2, y: 3, width: 60, height: 30))
        #expect(layer.anchorPoint == Point(x: 0, y: 1))
        #expect(layer.zPosition == 4)
        var transform = Transform3D(translationX: 5, y: 6, z: 0)
        transform.m34 = -0.002
        #expect(layer.transform == transform)
        #expect(layer.sublayerTransform == Transform3D(scaleX: 2, y: 2, z: 1))
        #expect(layer.opacity == 0.5)
        #expect(layer.isHidden)
        #expect(layer.backgroundColor == Color(red8: 255, green8: 0, blue8: 51, alpha: 0.25))
        #expect(layer.cornerRadius == 8)
        #expect(layer.maskedCorners == [.minXMinY, .maxXMaxY])
        #expect(layer.borderWidth == 2)
        #expect(layer.borderColor == Color(red8: 26, green8: 26, blue8: 26, alpha: 0.6))
        #expect(layer.shadowOpacity == 0.35)
        #expect(layer.shadowRadius == 6)
        #expect(layer.shadowOffset == Size(width: 0, height: 4))
        #expect(layer.shadowColor == Color(red8: 0, green8: 0, blue8: 255))
        #expect(layer.masksToBounds)
        #expect(layer.contents == ImageReference("photo.png"))
        #expect(layer.sublayers.map(\.name) == ["a", "b"])
        #expect(layer.sublayers[1].sublayers.map(\.name) == ["c"])
    }

    @Test("layers keep the file's order, later ones on top")
    func order() throws {
        let scene = try parseScene(sceneText(layers: #"{"name": "back"}, {"name": "middle"}, {"name": "front"}"#))
        #expect(scene.root.sublayers.map(\.name) == ["back", "middle", "front"])
    }

    @Test("a frame sets the bounds' size and puts the anchor point in it, as CALayer.frame does")
    func frame() throws {
        let scene = try parseScene(
            sceneText(layers: #"{"frame": [10, 20, 120, 72]}, {"frame": [10, 20, 120, 72], "anchorPoint": [0, 0]}"#))
        let centred = scene.root.sublayers[0]
        let corner = scene.root.sublayers[1]
        #expect(centred.bounds == Rect(x: 0, y: 0, width: 120, height: 72))
        #expect(centred.position == Point(x: 70, y: 56))
        #expect(centred.frame == Rect(x: 10, y: 20, width: 120, height: 72))
        #expect(corner.position == Point(x: 10, y: 20))
        #expect(corner.frame == Rect(x: 10, y: 20, width: 120, height: 72))
    }

    @Test("a shadow needs only its opacity; radius, offset and colour default to Core Animation's")
    func shadowDefaults() throws {
        let layer = try #require(
            try parseScene(sceneText(layers: #"{"shadow": {"opacity": 1}, "border": {"width": 1}}"#)).root.sublayers
                .first)
        #expect(layer.shadowOpacity == 1)
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowOffset == Size(width: 0, height: -3))
        #expect(layer.shadowColor == .black)
        #expect(layer.borderColor == .black)
    }

    @Test("a text object sets the layer's text; only the string is required, the rest are CATextLayer's defaults")
    func text() throws {
        let scene = try parseScene(
            sceneText(
                layers: #"""
                    {"text": {"string": "Hello\nthere", "fontSize": 17.5, "color": [255, 0, 51, 0.5], "alignment": "center"}},
                    {"text": {"string": "Plain"}}
                    """#))
        let layers = scene.root.sublayers
        #expect(
            layers[0].text
                == TextContent(
                    "Hello\nthere", fontSize: 17.5, color: Color(red8: 255, green8: 0, blue8: 51, alpha: 0.5),
                    alignment: .center))
        #expect(layers[1].text == TextContent("Plain", fontSize: 36, color: .white, alignment: .left))
        #expect(try parseScene(sceneText(layers: "{}")).root.sublayers[0].text == nil)
    }

    @Test("a format and version, when given, must be this format's")
    func formatAndVersion() throws {
        #expect(throws: Never.self) {
            try parseScene(#"{"format": "fling-scene", "version": 1, "canvas": {"width": 1, "height": 1}}"#)
        }
    }

    @Test("the reference scene is the issue's: 64 shadowed, bordered cards and a rotated translucent overlay")
    func referenceScene() throws {
        let scene = try LayerFile.load(path: assetsDirectory.appendingPathComponent("LayerFiles/reference.json").path)
        #expect(
            scene.canvas
                == LayerFileCanvas(
                    width: 1280, height: 800, scale: 1, clearColor: Color(red8: 242, green8: 242, blue8: 247)))
        let layers = scene.root.sublayers
        #expect(layers.count == 65)
        let cards = layers.dropLast()
        #expect(Set(cards.map(\.bounds.size)) == [Size(width: 120, height: 72)])
        #expect(Set(cards.map(\.cornerRadius)) == [16])
        #expect(Set(cards.map(\.backgroundColor)).count == 64)
        #expect(cards.allSatisfy { $0.backgroundColor.alpha == 1 })
        #expect(Set(cards.map(\.borderWidth)) == [2])
        #expect(Set(cards.map(\.borderColor)) == [Color(red8: 26, green8: 26, blue8: 26, alpha: 0.6)])
        #expect(Set(cards.map(\.shadowOpacity)) == [0.35])
        #expect(Set(cards.map(\.shadowRadius)) == [6])
        #expect(Set(cards.map(\.shadowOffset)) == [Size(width: 0, height: 4)])
        #expect(Set(cards.map(\.shadowColor)) == [.black])
        let overlay = try #require(layers.last)
        #expect(overlay.position == Point(x: 640, y: 400))
        #expect(overlay.bounds.size == Size(width: 360, height: 220))
        #expect(overlay.backgroundColor == Color(red8: 230, green8: 77, blue8: 51, alpha: 0.5))
        let rotation = Transform3D(rotationAngle: Double.pi / 6, x: 0, y: 0, z: 1)
        #expect(abs(overlay.transform.m11 - rotation.m11) < 1e-12 && abs(overlay.transform.m12 - rotation.m12) < 1e-12)
        #expect(abs(overlay.transform.m21 - rotation.m21) < 1e-12 && abs(overlay.transform.m22 - rotation.m22) < 1e-12)
    }

    @Test("the 3D variant adds an image rotated 40° about y with m34 = −1/500, and its image is there")
    func reference3D() throws {
        let scene = try LayerFile.load(
            path: assetsDirectory.appendingPathComponent("LayerFiles/reference-3d.json").path)
        let image = try #require(scene.root.sublayers.last)
        #expect(image.contents == ImageReference("../Images/checkerboard.png"))
        var expected = Transform3D.identity
        expected.m34 = -1.0 / 500
        expected = Transform3D(rotationAngle: 40 * Double.pi / 180, x: 0, y: 1, z: 0).concatenating(expected)
        let m = image.transform
        let e = expected
        let pairs = [
            (m.m11, e.m11), (m.m13, e.m13), (m.m14, e.m14), (m.m31, e.m31), (m.m33, e.m33), (m.m34, e.m34),
            (m.m22, e.m22),
        ]
        #expect(pairs.allSatisfy { abs($0.0 - $0.1) < 1e-12 }, "\(m) vs \(e)")
    }

    @Test("the benchmark's variants are the reference scene without shadows, and without borders too")
    func variants() throws {
        func load(_ name: String) throws -> [Layer] {
            try LayerFile.load(path: assetsDirectory.appendingPathComponent("LayerFiles/\(name).json").path).root
                .sublayers
        }
        let full = try load("reference")
        let borders = try load("reference-borders")
        let fills = try load("reference-fills")
        #expect(borders.map(\.frame) == full.map(\.frame) && fills.map(\.frame) == full.map(\.frame))
        #expect(
            borders.map(\.backgroundColor) == full.map(\.backgroundColor)
                && fills.map(\.backgroundColor) == full.map(\.backgroundColor))
        #expect(borders.map(\.borderWidth) == full.map(\.borderWidth))
        #expect(
            borders.allSatisfy { $0.shadowOpacity == 0 }
                && fills.allSatisfy { $0.shadowOpacity == 0 && $0.borderWidth == 0 })
    }
}
