import Foundation
import Host
import LayerFiles
import Layers
import Motion
import Raster
import Rendering
import Testing

/// Text layers in layer files, drawn by `LayerFileRenderer` in the bitmap font and in the app's
/// TrueType font; and the showcase scene, which uses every feature.
@Suite("Layer files: text and the showcase")
struct LayerFileTextTests {
    /// The columns and rows holding ink (not the clear colour), as (minX, minY, maxX, maxY), exclusive.
    func inkBox(_ buffer: PixelBuffer, clear: UInt32) -> [Int]? {
        var box: [Int]?
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where buffer[x, y] != clear {
                let b = box ?? [x, y, x + 1, y + 1]
                box = [min(b[0], x), min(b[1], y), max(b[2], x + 1), max(b[3], y + 1)]
            }
        }
        return box
    }

    /// A 200×60 canvas with one text layer at (20, 10), 160 points wide, aligned as asked.
    func textScene(_ alignment: String) -> String {
        sceneText(
            layers:
                #"{"frame": [20, 10, 160, 40], "text": {"string": "Fling", "fontSize": 20, "color": [0, 0, 0], "alignment": "\#(alignment)"}}"#,
            canvas: #"{"width": 200, "height": 60, "clearColor": [255, 255, 255]}"#)
    }

    func draw(_ text: String, font: (any GlyphRasterizer)?) throws -> PixelBuffer {
        let renderer = LayerFileRenderer(scene: try parseScene(text), text: font)
        try renderer.draw()
        return renderer.buffer
    }

    @Test("text is drawn from the top of its layer, placed by its alignment, in either font")
    func placement() throws {
        let font = try #require(AppFont.trueType(), "DejaVu Sans (fonts-dejavu-core) must be installed")
        for glyphs in [nil, font as (any GlyphRasterizer)?] {
            var lefts: [Int] = []
            for alignment in ["left", "center", "right"] {
                let ink = try #require(inkBox(try draw(textScene(alignment), font: glyphs), clear: 0xFFFF_FFFF))
                #expect(
                    ink[0] >= 20 && ink[2] <= 180 && ink[1] >= 10 && ink[1] < 20 && ink[3] <= 40, "\(alignment): \(ink)"
                )
                lefts.append(ink[0])
            }
            #expect(lefts[0] < 24 && lefts[0] < lefts[1] && lefts[1] < lefts[2], "\(lefts)")
        }
        #expect(
            try draw(textScene("left"), font: font).hash64() != draw(textScene("left"), font: nil).hash64(),
            "the TrueType font is not the bitmap font")
    }

    @Test("the showcase scene uses text, an image, shadows, borders, group opacity, masksToBounds and 3D, and draws")
    func showcase() throws {
        let scene = try LayerFile.load(path: assetsDirectory.appendingPathComponent("LayerFiles/showcase.json").path)
        var layers: [Layer] = []
        func collect(_ layer: Layer) {
            layers.append(layer)
            layer.sublayers.forEach(collect)
        }
        collect(scene.root)
        #expect(layers.contains { $0.text != nil })
        #expect(layers.contains { $0.contents != nil })
        #expect(layers.contains { $0.shadowOpacity > 0 })
        #expect(layers.contains { $0.borderWidth > 0 })
        #expect(layers.contains { $0.opacity < 1 && $0.sublayers.count > 1 })
        #expect(layers.contains { $0.masksToBounds && $0.sublayers.contains { $0.contents != nil } })
        #expect(layers.contains { $0.transform.m34 != 0 })
        let renderer = LayerFileRenderer(scene: scene, threads: 2, text: AppFont.trueType())
        try renderer.draw()
        #expect(renderer.buffer.width == 1920 && renderer.buffer.height == 1200)
    }
}
