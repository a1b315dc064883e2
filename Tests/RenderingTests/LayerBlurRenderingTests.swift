import Layers
import Motion
import Raster
import Rendering
import Testing

/// `Layer.blurRadius` drawn: the layer's whole drawing blurred as one group, against Raster's
/// own blur of the unblurred drawing, and the group's rules (opacity, mask, damage, threads).
@Suite struct LayerBlurRenderingTests {
    typealias S = Scenes

    /// A card (rounded, bordered, with a sublayer poking out of it) on a transparent canvas.
    static func card(blur: Double) -> (root: Layer, card: Layer) {
        let root = S.layer(Rect(x: 0, y: 0, width: 120, height: 100))
        let card = S.layer(Rect(x: 30.5, y: 25, width: 50, height: 40), S.blue, radius: 8, name: "card")
        card.borderWidth = 2
        card.borderColor = S.ink
        let dot = S.layer(Rect(x: 38, y: 28, width: 20, height: 20), S.orange, radius: 10, name: "dot")
        card.addSublayer(dot)
        card.blurRadius = blur
        root.addSublayer(card)
        return (root, card)
    }

    static func draw(_ root: Layer, width: Int = 120, height: Int = 100, scale: Double = 1, threads: Int = 1)
        -> PixelBuffer
    {
        let buffer = PixelBuffer(width: width, height: height)
        let renderer = LayerRenderer(threads: threads)
        renderer.draw(root, into: buffer, scale: scale, clearColor: .clear)
        #expect(renderer.lastErrors.isEmpty)
        return buffer
    }

    /// `buffer`'s pixels blurred channel by channel with the shadow's 8-bit mask blur,
    /// `GaussianBlur.blur`, pixels beyond the buffer counting as zero.
    static func rasterBlur(_ buffer: PixelBuffer, sigma: Double) -> [UInt32] {
        let kernel = GaussianKernel(sigma: sigma)
        var out = [UInt32](repeating: 0, count: buffer.width * buffer.height)
        for shift: UInt32 in [0, 8, 16, 24] {
            let mask = AlphaMask(width: buffer.width, height: buffer.height)
            for y in 0..<buffer.height {
                for x in 0..<buffer.width { mask[x, y] = UInt8((buffer[x, y] >> shift) & 255) }
            }
            let blurred = GaussianBlur.blur(mask, kernel: kernel)
            for y in 0..<buffer.height {
                for x in 0..<buffer.width { out[y * buffer.width + x] |= UInt32(blurred[x, y]) << shift }
            }
        }
        return out
    }

    static func pixels(_ buffer: PixelBuffer) -> [UInt32] {
        (0..<buffer.height).flatMap { y in (0..<buffer.width).map { x in buffer[x, y] } }
    }

    @Test(
        "a blurred card is Raster's Gaussian blur of its unblurred drawing, sigma = radius × scale",
        arguments: [(1.0, 3.0), (2.0, 3.5), (1.0, 0.8), (1.0, 7.5)])
    func matchesRasterBlur(scale: Double, radius: Double) {
        let width = Int(120 * scale)
        let height = Int(100 * scale)
        let plain = Self.draw(Self.card(blur: 0).root, width: width, height: height, scale: scale)
        let blurred = Self.draw(Self.card(blur: radius).root, width: width, height: height, scale: scale)
        let expected = Self.rasterBlur(plain, sigma: radius * scale)
        let actual = Self.pixels(blurred)
        #expect(actual == expected)
        #expect(actual != Self.pixels(plain))
        // The blur spreads outside the card: a pixel left of it, within the reach, shows some.
        let left = Int(30.5 * scale) - Int(radius * scale)
        #expect(blurred[left, Int(45 * scale)] >> 24 > 0)
    }

    @Test("independent checks: symmetric, alpha conserved within rounding, falling off monotonically")
    func symmetryConservationFalloff() {
        let root = S.layer(Rect(x: 0, y: 0, width: 80, height: 80))
        let square = S.layer(Rect(x: 25, y: 25, width: 30, height: 30), Color(red: 1, green: 0, blue: 0))
        root.addSublayer(square)
        let plain = Self.draw(root, width: 80, height: 80)
        square.blurRadius = 4
        let blurred = Self.draw(root, width: 80, height: 80)
        var plainAlpha = 0
        var blurredAlpha = 0
        for y in 0..<80 {
            for x in 0..<80 {
                let p = blurred[x, y]
                #expect(p == blurred[79 - x, y] && p == blurred[x, 79 - y] && p == blurred[y, x])
                // Premultiplied red: red equals alpha, green and blue stay 0.
                #expect((p >> 16) & 255 == p >> 24 && p & 0xFFFF == 0)
                plainAlpha += Int(plain[x, y] >> 24)
                blurredAlpha += Int(p >> 24)
            }
        }
        // Each pixel rounds once: at most half a level each way for every pixel the blur touches.
        let touched = (30 + 2 * 12) * (30 + 2 * 12)
        #expect(abs(blurredAlpha - plainAlpha) <= touched / 2)
        // From the centre outward along a row and a diagonal the alpha never rises.
        for x in 40..<79 { #expect(blurred[x + 1, 40] >> 24 <= blurred[x, 40] >> 24) }
        for d in 40..<79 { #expect(blurred[d + 1, d + 1] >> 24 <= blurred[d, d] >> 24) }
        #expect(blurred[40, 40] >> 24 == 255 && blurred[25, 40] >> 24 < 160)
        #expect(blurred[13, 40] == 0 && blurred[14, 40] >> 24 > 0)
    }

    @Test("a blur of 0, or one too narrow to change a pixel, draws exactly as no blur")
    func zeroIsNoBlur() {
        let never = Self.pixels(Self.draw(Self.card(blur: 0).root, scale: 2))
        let (root, card) = Self.card(blur: 5)
        card.blurRadius = 0
        card.opacity = 1
        #expect(Self.pixels(Self.draw(root, scale: 2)) == never)
        card.blurRadius = 0.01
        #expect(Self.pixels(Self.draw(root, scale: 2)) == never)
    }

    @Test(
        "a wide blur (σ of 8 pixels or more) is drawn at a lower resolution, within two levels of the exact blur",
        arguments: [(2.0, 4.0), (1.0, 11.0), (2.0, 12.0), (1.0, 30.0)])
    func wideBlurIsCloseToExact(scale: Double, radius: Double) {
        let width = Int(160 * scale)
        let height = Int(140 * scale)
        let plain = Self.draw(Self.card(blur: 0).root, width: width, height: height, scale: scale)
        let blurred = Self.pixels(Self.draw(Self.card(blur: radius).root, width: width, height: height, scale: scale))
        let expected = Self.rasterBlur(plain, sigma: radius * scale)
        #expect(GaussianBlur.downsampling(sigma: radius * scale) > 1)
        var worst: UInt32 = 0
        var total = 0.0
        for (a, b) in zip(blurred, expected) {
            for shift in stride(from: UInt32(0), through: 24, by: 8) {
                let (x, y) = ((a >> shift) & 255, (b >> shift) & 255)
                worst = max(worst, x > y ? x - y : y - x)
                total += Double(x > y ? x - y : y - x)
                if shift < 24 { #expect((a >> shift) & 255 <= a >> 24, "a channel above its alpha") }
            }
        }
        #expect(worst <= 2, "a level differs by \(worst)")
        #expect(total / Double(blurred.count * 4) < 0.5)
        // The same bytes with more threads.
        let threaded = Self.pixels(
            Self.draw(Self.card(blur: radius).root, width: width, height: height, scale: scale, threads: 3))
        #expect(threaded == blurred)
    }

    @Test("with opacity: the blurred pixels scaled by the quantised opacity")
    func withOpacity() {
        let plain = Self.draw(Self.card(blur: 0).root)
        let expected = Self.rasterBlur(plain, sigma: 3)
        let (root, card) = Self.card(blur: 3)
        card.opacity = 0.5
        let actual = Self.pixels(Self.draw(root))
        let k = PremultipliedColor.quantize(0.5)
        #expect(actual == expected.map { PremultipliedColor.scale($0, by: k) })
    }

    @Test("with a mask: the blurred pixels where the mask is opaque, nothing where it is clear")
    func withMask() {
        let plain = Self.draw(Self.card(blur: 0).root)
        let expected = Self.rasterBlur(plain, sigma: 3)
        let (root, card) = Self.card(blur: 3)
        // The mask covers the card's left 20 points and reaches 10 beyond its top and left.
        card.mask = S.layer(Rect(x: -10, y: -10, width: 30, height: 60), .black)
        let actual = Self.draw(root)
        var shown = 0
        for y in 0..<100 {
            for x in 0..<120 {
                // The card's bounds start at (30.5, 25): the mask covers columns 20.5 ..< 50.5.
                let inside = x >= 21 && x < 50 && y >= 15 && y < 75
                let outside = x < 20 || x >= 51 || y < 15 || y >= 75
                if inside {
                    #expect(actual[x, y] == expected[y * 120 + x])
                    if expected[y * 120 + x] != 0 { shown += 1 }
                } else if outside {
                    #expect(actual[x, y] == 0)
                }
            }
        }
        // Left of the card (columns 21 ..< 30) the mask shows the blur spreading out.
        #expect(shown > 29 * 60 / 2 && actual[25, 45] >> 24 > 0)
    }

    /// Blurs on shapes, gradients, masks and shadows, a blur inside a blur, a blur in a
    /// rounded clip and a translucent blurred layer.
    static func blurredScene() -> Layer {
        let root = ShapeThreadsTests.scene()
        for layer in root.sublayers {
            switch layer.name {
            case "star": layer.blurRadius = 2.5
            case "masked": layer.blurRadius = 4
            case "ring":
                layer.blurRadius = 1.5
                layer.opacity = 0.7
            case "g":
                // σ = 28 device pixels: drawn at a quarter of the resolution.
                layer.blurRadius = 14
                let inner = S.layer(Rect(x: 10, y: 10, width: 40, height: 30), S.pink, name: "inner")
                inner.blurRadius = 3
                layer.addSublayer(inner)
            default: break
            }
        }
        let outer = S.layer(Rect(x: 120, y: 110, width: 60, height: 60), S.green, radius: 12, name: "outer")
        outer.blurRadius = 2
        let nested = S.layer(Rect(x: 20, y: 20, width: 30, height: 30), S.ink, name: "nested")
        nested.blurRadius = 5
        outer.addSublayer(nested)
        root.addSublayer(outer)
        return root
    }

    @Test func blursAreTheSameAtEveryKernelLevelAndThreadCount() {
        RenderingChecks.expectSameBytesAtEveryLevelAndThreadCount(Self.blurredScene())
    }

    static let changes: [(String, @Sendable (Layer) -> Void)] = [
        ("nothing", { _ in }),
        ("widen the star's blur", { $0.named("star").blurRadius = 6 }),
        ("trim the blurred ring", { $0.named("ring").strokeEnd = 0.35 }),
        ("move the nested blurred layer", { $0.named("outer").named("nested").position.x += 7 }),
        ("recolour inside the outer blur", { $0.named("outer").named("nested").backgroundColor = S.orange }),
        ("move the mask of the blurred layer", { $0.named("masked").mask?.position.x += 30 }),
        ("move the blurred layer", { $0.named("outer").position.y -= 25 }),
        ("unblur the star", { $0.named("star").blurRadius = 0 }),
        ("remove the nested blurred layer", { $0.named("outer").named("nested").removeFromSuperlayer() }),
        (
            "add a small layer inside the outer blur",
            { $0.named("outer").addSublayer(S.layer(Rect(x: 2, y: 2, width: 4, height: 4), .black, name: "speck")) }
        ),
        ("remove the small layer", { $0.named("outer").named("speck").removeFromSuperlayer() }),
        ("blur the root", { $0.blurRadius = 1 }),
        ("fade the blurred outer layer", { $0.named("outer").opacity = 0.4 }),
        ("blur the outer layer widely", { $0.named("outer").blurRadius = 12 }),
        ("move the wide blur", { $0.named("outer").position.x += 3 }),
        ("blur the star very widely", { $0.named("star").blurRadius = 20 }),
        ("move the very wide blur by a pixel", { $0.named("star").position.x += 0.5 }),
    ]

    @Test func eachChangeRedrawsExactlyWhatAFullDrawGives() {
        RenderingChecks.expectRedrawsMatchFullDraws(Self.blurredScene(), changes: Self.changes)
    }

    @Test("an animating blur redraws each frame; a still one replays the last list with no damage")
    func animatingBlurRedraws() {
        let engine = AnimationEngine()
        let (root, card) = Self.card(blur: 0)
        engine.attach(root)
        let renderer = LayerRenderer(threads: 1)
        let buffer = PixelBuffer(width: 120, height: 100)
        renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .clear)
        engine.withAnimation(.linear(duration: 1)) { card.blurRadius = 4 }
        var hashes: Set<UInt64> = []
        for t in [0.25, 0.5, 0.75, 1.0] {
            engine.now = .seconds(t)
            engine.update(at: .seconds(t))
            #expect(renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .clear) != nil)
            hashes.insert(buffer.hash64())
            let full = Self.draw(root)
            #expect(buffer.hash64() == full.hash64())
        }
        #expect(hashes.count == 4)
        #expect(renderer.drawChanges(root, into: buffer, scale: 1, clearColor: .clear) == nil)
    }
}

extension Layer {
    fileprivate func named(_ name: String) -> Layer {
        sublayers.first { $0.name == name }!
    }
}
