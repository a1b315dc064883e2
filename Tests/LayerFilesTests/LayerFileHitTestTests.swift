import LayerFiles
import Layers
import Motion
import Rendering
import Testing

/// Hit testing against the renderer's own pixels: a layer is hit exactly where it is drawn.
///
/// A layer file of opaque layers, each a unique colour — translated, scaled, rotated, turned
/// in perspective (by `transform` and by a superlayer's `sublayerTransform`), nested, lifted
/// by `zPosition`, sticking out of a superlayer, under a layer that takes no touches, partly
/// behind the eye — is
/// drawn by the real renderer on one thread. Every pixel whose 3×3 neighbourhood is one colour
/// has its centre at least half a pixel inside one layer's drawn area (or in none), so no
/// antialiasing is in doubt there; at its centre, the hit test must find that layer (or the
/// root, where nothing is drawn). Pixels next to an edge are skipped.
///
/// What is hit differs from what is drawn in two ways, both UIKit's rules: a layer that takes
/// no touches lets them through to what is under it, and a point outside a layer does not
/// reach a sublayer drawn there. So the expected layers come from a second drawing of the
/// same file with the layers that take no touches hidden and every layer clipping its
/// sublayers (`masksToBounds`): there, the colour on top is the layer that takes the touch.
@Suite("Hit testing a layer file where the renderer draws it")
struct LayerFileHitTestTests {
    /// 16 numbers for a layer file's `transform`.
    private static func json(_ t: Transform3D) -> String {
        "["
            + [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
            ].map { "\($0)" }.joined(separator: ", ") + "]"
    }

    private static var perspective: Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / 300
        return t
    }

    /// Every layer's colour is [index × 20, 255 − index × 20, 40 + index × 10]: unique, opaque.
    static let names = [
        "plain", "translated", "scaled", "rotated", "turned", "panel", "inner", "dot", "overhang",
        "stage", "card", "lifted", "glass", "wide",
    ]

    private static func colour(_ name: String) -> String {
        let i = names.firstIndex(of: name)! + 1
        return "[\(i * 18), \(255 - i * 18), \(40 + i * 12)]"
    }

    static var sceneText: String {
        let rotate35 = Transform3D(rotationAngle: 35 * .pi / 180, x: 0, y: 0, z: 1)
        let turned = Transform3D(rotationAngle: 55 * .pi / 180, x: 0, y: 1, z: 0).concatenating(perspective)
        let panelTurn = Transform3D(rotationAngle: -20 * .pi / 180, x: 0, y: 0, z: 1)
        let dotScale = Transform3D(scaleX: 2.5, y: 1.5, z: 1).rotated(by: 0.3, x: 0, y: 0, z: 1)
        // Turned 70° with the eye 100 points away: the plane left of x ≈ −106 from the anchor
        // is behind the eye and not drawn; its mirror image through the eye would land over
        // the canvas's bottom right, where a hit test that ignored W's sign would find it.
        var steep = Transform3D(rotationAngle: 70 * .pi / 180, x: 0, y: 1, z: 0)
        steep = steep.concatenating(
            {
                var t = Transform3D.identity
                t.m34 = -1 / 100
                return t
            }())
        func c(_ name: String) -> String { #""name": "\#(name)", "backgroundColor": \#(colour(name))"# }
        return #"""
            {"canvas": {"width": 200, "height": 150, "scale": 2, "clearColor": [0, 0, 0]},
             "layers": [
              {\#(c("lifted")), "frame": [150, 5, 40, 60], "zPosition": 1},
              {\#(c("plain")), "frame": [8, 8, 50, 30]},
              {\#(c("translated")), "frame": [10, 50, 30, 20], "transform": \#(json(Transform3D(translationX: 52, y: 6, z: 0)))},
              {\#(c("scaled")), "frame": [150, 30, 20, 16], "transform": \#(json(Transform3D(scaleX: 2, y: 1.75, z: 1)))},
              {\#(c("rotated")), "position": [45, 115], "bounds": [0, 0, 70, 14], "transform": \#(json(rotate35))},
              {\#(c("turned")), "position": [150, 112], "bounds": [0, 0, 70, 44], "anchorPoint": [0.3, 0.5],
               "transform": \#(json(turned))},
              {\#(c("panel")), "position": [95, 35], "bounds": [-10, 5, 50, 50], "transform": \#(json(panelTurn)),
               "sublayers": [
                 {\#(c("inner")), "frame": [2, 10, 30, 36], "sublayers": [
                   {\#(c("dot")), "position": [15, 18], "bounds": [0, 0, 8, 8], "transform": \#(json(dotScale))}]},
                 {\#(c("overhang")), "frame": [25, 40, 30, 30]}]},
              {\#(c("stage")), "frame": [70, 75, 60, 60], "sublayerTransform": \#(json(perspective)),
               "sublayers": [
                 {\#(c("card")), "position": [30, 30], "bounds": [0, 0, 50, 30],
                  "transform": \#(json(Transform3D(rotationAngle: -1.1, x: 1, y: 0.4, z: 0)))}]},
              {\#(c("glass")), "frame": [20, 20, 60, 12]},
              {\#(c("wide")), "position": [20, 142], "bounds": [0, 0, 400, 10], "transform": \#(json(steep))}
             ]}
            """#
    }

    /// The layer named `name` in the tree under `root`.
    private static func find(_ name: String, in root: Layer) -> Layer? {
        if root.name == name { return root }
        for sublayer in root.sublayers { if let found = find(name, in: sublayer) { return found } }
        return nil
    }

    /// The pixels of `scene` drawn on one thread, row by row.
    private static func draw(_ scene: LayerFile) throws -> (width: Int, height: Int, pixels: [UInt32]) {
        let renderer = LayerFileRenderer(scene: scene, threads: 1)
        try renderer.draw()
        let buffer = renderer.buffer
        var pixels: [UInt32] = []
        pixels.reserveCapacity(buffer.width * buffer.height)
        for y in 0..<buffer.height { for x in 0..<buffer.width { pixels.append(buffer[x, y]) } }
        return (buffer.width, buffer.height, pixels)
    }

    @Test("every pixel a layer covers hits it, every pixel nothing covers misses, edges aside")
    func pixelsHitWhatIsDrawn() throws {
        let scene = try LayerFile.parse(Self.sceneText, path: "hit.json", baseDirectory: nil)
        let root = scene.root
        try #require(Self.find("glass", in: root) != nil)
        Self.find("glass", in: root)!.isUserInteractionEnabled = false

        // The expected layer per pixel: the same file, non-interactive layers hidden, every
        // layer clipping its sublayers.
        let expectedScene = try LayerFile.parse(Self.sceneText, path: "hit.json", baseDirectory: nil)
        func clipAll(_ layer: Layer) {
            layer.masksToBounds = true
            for sublayer in layer.sublayers { clipAll(sublayer) }
        }
        clipAll(expectedScene.root)
        Self.find("glass", in: expectedScene.root)!.isHidden = true
        let (width, height, pixels) = try Self.draw(expectedScene)
        // The drawn file itself, to show that the glass and the overhang are drawn where they
        // are not hit (so the second drawing is needed, and the test checks those rules).
        let drawn = try Self.draw(scene).pixels

        var byColour: [UInt32: Layer] = [0xFF00_0000: root]
        for name in Self.names {
            let i = UInt32(Self.names.firstIndex(of: name)! + 1)
            byColour[0xFF00_0000 | (i * 18) << 16 | (255 - i * 18) << 8 | (40 + i * 12)] = Self.find(name, in: root)!
        }
        let scale = scene.canvas.scale
        var checked: [String: Int] = [:]
        var drawnButNotHit: [String: Int] = [:]
        var mismatches: [String] = []
        for y in 1..<(height - 1) {
            for x in 1..<(width - 1) {
                let colour = pixels[y * width + x]
                var uniform = true
                for dy in -1...1 {
                    for dx in -1...1 where pixels[(y + dy) * width + x + dx] != colour { uniform = false }
                }
                guard uniform else { continue }
                let expected = try #require(
                    byColour[colour], "pixel (\(x), \(y)) has colour \(String(colour, radix: 16)), not a layer's")
                let centre = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                let hit = root.hitTest(centre)
                checked[expected === root ? "(background)" : expected.name, default: 0] += 1
                if drawn[y * width + x] != colour, let shown = byColour[drawn[y * width + x]] {
                    drawnButNotHit[shown.name, default: 0] += 1
                }
                if hit !== expected, mismatches.count < 20 {
                    mismatches.append(
                        "pixel (\(x), \(y)) at \(centre): drawn \(expected.name), hit \(hit?.name ?? "nothing")")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        // Every layer that takes touches is checked over a real area, and so is the background.
        for name in Self.names where name != "glass" {
            #expect(checked[name, default: 0] >= 40, "\(name): only \(checked[name, default: 0]) pixels checked")
        }
        #expect(
            checked["(background)", default: 0] >= 1000, "the background: \(checked["(background)", default: 0]) pixels"
        )
        #expect(drawnButNotHit["glass", default: 0] >= 100)
        #expect(drawnButNotHit["overhang", default: 0] >= 40)
    }
}
