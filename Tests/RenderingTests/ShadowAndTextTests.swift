import Layers
import Motion
import Testing

@testable import Raster
@testable import Rendering

/// Shadow blurs, their cache, and the glyph rasterizers.
@Suite struct ShadowAndTextTests {
    @Test(arguments: [0.0, 0.5, 1, 2.5, 6, 16])
    func gaussianWeightsAreSymmetricAndSumToOne(sigma: Double) {
        let kernel = GaussianKernel(sigma: sigma)
        #expect(kernel.weights.reduce(0, +) == GaussianKernel.unit)
        #expect(kernel.weights == kernel.weights.reversed())
        #expect(kernel.weights.count == 2 * kernel.radius + 1)
        if sigma > 0.05 { #expect(kernel.radius == Int((3 * sigma).rounded(.up))) }
    }

    @Test func blurringKeepsTheTotalAndSpreadsIt() {
        let mask = AlphaMask(width: 41, height: 41)
        for y in 15..<26 { for x in 15..<26 { mask[x, y] = 255 } }
        let blurred = GaussianBlur.blur(mask, kernel: GaussianKernel(sigma: 3))
        let total = { (m: AlphaMask) in (0..<41).reduce(0) { sum, y in (0..<41).reduce(sum) { $0 + Int(m[$1, y]) } } }
        #expect(
            abs(total(blurred) - total(mask)) < 41 * 41 / 4,
            "rounding aside, the blur moves coverage, it does not make it")
        #expect(
            blurred[20, 20] > blurred[15, 20] && blurred[15, 20] > blurred[10, 20] && blurred[10, 20] > blurred[5, 20])
        #expect(
            blurred[20, 10] == blurred[10, 20] && blurred[30, 20] == blurred[10, 20], "a square blurs symmetrically")
    }

    @Test func sixtyFourIdenticalCardsBlurOnce() {
        let renderer = LayerRenderer()
        renderer.draw(Scenes.reference(), into: PixelBuffer(width: 1280, height: 800), scale: 1, clearColor: .white)
        #expect(renderer.shadowBlurCount == 1)
    }

    @Test func cardsOnFractionalPointsStillShareOneBlur() {
        let root = Scenes.layer(Rect(x: 0, y: 0, width: 200, height: 100), .white)
        for i in 0..<4 {
            let card = Scenes.layer(Rect(x: 10 + Double(i) * 45.3, y: 20.7, width: 40, height: 30), .black, radius: 6)
            card.shadowOpacity = 0.5
            card.shadowRadius = 4
            root.addSublayer(card)
        }
        let renderer = LayerRenderer()
        renderer.draw(root, into: PixelBuffer(width: 200, height: 100), scale: 1, clearColor: .white)
        #expect(renderer.shadowBlurCount == 1)
    }

    @Test("a layer whose scale animates (a lift) blurs its shadow once, in its own plane")
    func scalingALayerReusesItsShadowBlur() {
        let root = Scenes.layer(Rect(x: 0, y: 0, width: 300, height: 200), .white)
        let card = Scenes.layer(Rect(x: 90, y: 60, width: 120, height: 80), .black, radius: 12)
        card.shadowOpacity = 0.4
        card.shadowRadius = 10
        root.addSublayer(card)
        let renderer = LayerRenderer()
        let buffer = PixelBuffer(width: 300, height: 200)
        var hashes = Set<UInt64>()
        for step in 0...10 {
            let s = 1 + 0.005 * Double(step)
            card.transform = Transform3D(scaleX: s, y: s, z: 1)
            renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
            hashes.insert(buffer.hash64())
        }
        #expect(renderer.shadowBlurCount == 1)
        #expect(hashes.count == 11, "every scale still draws its own frame")
    }

    @Test(
        "a shadowed layer sliding in from below the frame blurs once if its mask is small, else once per cut step of travel; the pixels are an uncut draw's",
        arguments: [(Size(width: 260, height: 600), 1), (Size(width: 2000, height: 1500), 4)])
    func aSheetSlidingInReusesItsBlur(size: Size, blurs: Int) {
        let root = Scenes.layer(Rect(x: 0, y: 0, width: 300, height: 2400), .white)
        let sheet = Scenes.layer(
            Rect(x: 150 - size.width / 2, y: 380, width: size.width, height: size.height), .black, radius: 16)
        sheet.shadowOpacity = 0.35
        sheet.shadowRadius = 12
        root.addSublayer(sheet)
        let renderer = LayerRenderer()
        let uncut = LayerRenderer()
        let small = PixelBuffer(width: 300, height: 400)
        let tall = PixelBuffer(width: 300, height: 2400)
        var differing = 0
        for step in 0..<100 {
            sheet.position.y = 380 + size.height / 2 - 2.5 * Double(step)
            renderer.draw(root, into: small, scale: 1, clearColor: .white)
            uncut.draw(root, into: tall, scale: 1, clearColor: .white)
            let same = small.withUnsafeBytes { a in tall.withUnsafeBytes { b in a.elementsEqual(b.prefix(a.count)) } }
            if !same { differing += 1 }
        }
        #expect(differing == 0, "frames whose shadow differs from the one drawn with the whole layer in the frame")
        // 250 pixels of travel: a cut changes size every 128 pixels (and at most once more
        // where the first cut lands), not every frame.
        #expect(renderer.shadowBlurCount <= blurs, "\(renderer.shadowBlurCount) blurs")
    }

    @Test func theBitmapFallbackSetsTextInTheBuiltInFont() {
        let mask = BitmapGlyphRasterizer().mask(for: "Hi", pixelSize: 20)
        // Scale 2: two glyphs of 5 font pixels with one between, 9 rows.
        #expect(mask.width == 22 && mask.height == 18 && mask.baseline == 14)
        #expect(Set(mask.coverage) == [0, 255])
        #expect(BitmapGlyphRasterizer().mask(for: "", pixelSize: 20) == .empty)
    }

    @Test func freeTypeSetsAntiAliasedTextOfAboutTheRequestedSize() throws {
        let text = try FreeTypeGlyphRasterizer()
        let mask = text.mask(for: "Fling", pixelSize: 32)
        #expect(mask.height >= 30 && mask.height <= 45)
        #expect(mask.width > 60 && mask.width < 120)
        #expect(mask.baseline > 20 && mask.baseline < mask.height)
        #expect(mask.coverage.contains(255) && mask.coverage.contains { $0 > 0 && $0 < 255 })
        let twoLines = text.mask(for: "a\nb", pixelSize: 32)
        #expect(twoLines.height > mask.height * 3 / 2, "a newline starts a second line")
        #expect(text.mask(for: "", pixelSize: 32) == .empty)
    }

    @Test func aMissingFontIsAnError() {
        #expect(throws: RenderingError.self) { try FreeTypeGlyphRasterizer(fontPath: "/nonexistent/font.ttf") }
    }
}
