import Layers
import Motion
import Testing

@testable import Raster
@testable import Rendering

/// Inputs whose numbers used to trap, exhaust memory or cost far more than their pixels.
@Suite("Rendering: work in proportion to the output")
struct RenderingLimitTests {
    static let transforms: [(String, Transform3D)] = [
        ("axis-aligned", .identity),
        ("rotated", Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)),
    ]

    /// A 200×100-point card with a shadow of `radius` on a 400×300 canvas.
    static func shadowed(
        radius: Double, transform: Transform3D, frame: Rect = Rect(x: 100, y: 100, width: 200, height: 100)
    ) -> Layer {
        let root = Scenes.layer(Rect(x: 0, y: 0, width: 400, height: 300))
        let card = Scenes.layer(frame, Scenes.blue)
        card.transform = transform
        card.shadowOpacity = 1
        card.shadowRadius = radius
        root.addSublayer(card)
        return root
    }

    /// σ = 300 points used to blur with 1,801 taps a pixel over a 2,000-pixel-wide mask (8 s);
    /// 10,000 points needed 3.6 GB; 1e308 trapped converting ⌈3σ⌉ to Int.
    @Test(
        "a shadow of any radius blurs at most maximumSigma pixels wide, in a bounded mask",
        arguments: [40.0, 300, 10_000, 1e308, .infinity], [0, 1])
    func anyRadius(radius: Double, transform: Int) {
        let renderer = LayerRenderer()
        let buffer = PixelBuffer(width: 800, height: 600)
        renderer.draw(
            Self.shadowed(radius: radius, transform: Self.transforms[transform].1), into: buffer, scale: 2,
            clearColor: .white)
        let largest = renderer.largestShadowBlur
        #expect(largest.sigma <= ShadowMasks.maximumSigma)
        #expect(largest.pixels <= ShadowMasks.maximumMaskPixels + (1 << 16))
        // The card itself is drawn, shadow or not.
        #expect(buffer[400, 300] != PremultipliedColor(.white).pixel)
    }

    @Test("a wide shadow is a soft, symmetric wash centred on the card")
    func wideShadowLooksLikeOne() {
        let buffer = PixelBuffer(width: 400, height: 300)
        let root = Self.shadowed(radius: 60, transform: .identity)
        LayerRenderer().draw(root, into: buffer, scale: 1, clearColor: .white)
        let near = buffer[100, 90]
        let far = buffer[100, 10]
        #expect(near >> 16 & 0xFF < far >> 16 & 0xFF, "darker near the card than far from it")
        let left = Int(buffer[59, 150] >> 16 & 0xFF)
        let right = Int(buffer[340, 150] >> 16 & 0xFF)
        #expect(abs(left - right) <= 1, "left and right of the card alike")
        #expect(left < 255, "the shadow reaches 40 points out")
    }

    @Test("ordinary shadows keep the exact blur (σ up to maximumSigma device pixels)")
    func ordinaryShadowsExact() {
        let renderer = LayerRenderer()
        renderer.draw(FeatureScenes.shadows(), into: PixelBuffer(width: 480, height: 300), scale: 2, clearColor: .white)
        #expect(renderer.largestShadowBlur.sigma == 24)
        #expect(ShadowMasks.maskScale(width: 336, height: 189, sigma: 16, scale: 2) == 2)
    }

    /// A shadow path 90 points wide and 4·10⁴⁵ tall (a fuzzer's) kept, after the one step
    /// that assumes the area falls as the square of the scale, a mask 10²⁵ pixels tall (3 GB
    /// once clamped).
    @Test(
        "a very long, thin shadow gets a mask within the budget",
        arguments: [(90.0, 4.4e45), (4.4e45, 90.0), (1, 1e30), (1e9, 1e9), (0, 1e300), (336, 189)])
    func longThinShadowsFitTheBudget(width: Double, height: Double) {
        for sigma in [0.0, 4, 1e5] {
            let s = ShadowMasks.maskScale(width: width, height: height, sigma: sigma, scale: 2)
            let pad = 2 * (3 * sigma * s + 2)
            let pixels = (width * s + pad) * (height * s + pad)
            #expect(s > 0 && s <= 2)
            #expect(pixels <= Double(ShadowMasks.maximumMaskPixels), "\(width) × \(height), σ \(sigma): s \(s)")
        }
    }

    /// A 200,000-point layer turned a little used to blur its whole shadow: 40 GB.
    @Test("a huge transformed layer's shadow is blurred in a bounded mask")
    func hugeTransformedShadow() {
        let renderer = LayerRenderer()
        let root = Self.shadowed(
            radius: 3, transform: Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1),
            frame: Rect(x: -100_000, y: -100_000, width: 200_000, height: 200_000))
        renderer.draw(root, into: PixelBuffer(width: 400, height: 300), scale: 1, clearColor: .white)
        #expect(renderer.largestShadowBlur.pixels <= ShadowMasks.maximumMaskPixels + (1 << 16))
    }

    /// A PNG's IHDR claiming `width` × `height`, a token IDAT and the end.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        var header: [UInt8] = []
        header.appendBigEndian(width)
        header.appendBigEndian(height)
        var png = PNG.signature
        PNG.appendChunk("IHDR", header + [8, 6, 0, 0, 0], to: &png)
        PNG.appendChunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01], to: &png)   // never reached
        PNG.appendChunk("IEND", [], to: &png)
        return png
    }

    /// 1,000,000 × 1,000,000 pixels is 4 TB: the allocation used to abort the process.
    @Test(
        "a PNG whose header claims more than the pixel limit is an error before anything is allocated",
        arguments: [(1_000_000, 1_000_000), (16_385, 1), (8193, 8193)] as [(UInt32, UInt32)])
    func hugePNGHeader(width: UInt32, height: UInt32) {
        #expect {
            _ = try PNG.decode(Self.pngHeader(width: width, height: height), name: "huge.png")
        } throws: { error in
            "\(error)".contains("its header says \(width)×\(height) pixels; images may be at most 16384 pixels a side")
        }
    }

    /// 200,000 characters at 100 pixels made a 5.3 GB mask (13 s); 200,000 lines, 2.7 GB.
    @Test("a text's mask is cut to the glyph mask limit, whatever its length")
    func longText() throws {
        var rasterizers: [any GlyphRasterizer] = [BitmapGlyphRasterizer()]
        if let freeType = try? FreeTypeGlyphRasterizer() { rasterizers.append(freeType) }
        for rasterizer in rasterizers {
            for text in [String(repeating: "W", count: 200_000), String(repeating: "x\n", count: 200_000)] {
                let mask = rasterizer.mask(for: text, pixelSize: 100)
                #expect(mask.width > 0 && mask.width <= GlyphMask.maximumSide)
                #expect(mask.height > 0 && mask.height <= GlyphMask.maximumSide)
                #expect(mask.width * mask.height <= GlyphMask.maximumPixels)
            }
        }
    }

    @Test("a short text is not cut")
    func shortTextWhole() {
        let mask = BitmapGlyphRasterizer().mask(for: "ab\ncd", pixelSize: 20)
        #expect(mask.width == BitmapFont.standard.width(of: "ab\ncd", scale: 2))
        #expect(mask.height == BitmapFont.standard.height(of: "ab\ncd", scale: 2))
    }
}
