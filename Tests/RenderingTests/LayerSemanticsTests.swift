import Layers
import Motion
import Raster
import Rendering
import Testing

/// Core Animation's rules, pixel by pixel: group opacity, clipping, order, transforms.
@Suite struct LayerSemanticsTests {
    typealias S = Scenes
    let white: UInt32 = 0xFFFF_FFFF

    func draw(_ root: Layer, width: Int = 100, height: Int = 100, scale: Double = 1, threads: Int = 1) -> PixelBuffer {
        let buffer = PixelBuffer(width: width, height: height)
        LayerRenderer(threads: threads).draw(root, into: buffer, scale: scale, clearColor: .white)
        return buffer
    }

    func canvas() -> Layer { S.layer(Rect(x: 0, y: 0, width: 100, height: 100)) }

    @Test func aLayerDrawsLikeTheRasterizer() {
        let root = canvas()
        root.addSublayer(
            S.layer(
                Rect(x: 10.3, y: 20.6, width: 50.5, height: 30.25), Color(red8: 0, green8: 122, blue8: 255, alpha: 0.8),
                radius: 9))
        let expected = PixelBuffer(width: 100, height: 100)
        expected.clear(to: .white)
        Rasterizer.fillRoundedRect(
            Rect(x: 10.3, y: 20.6, width: 50.5, height: 30.25), cornerRadius: 9,
            color: Color(red8: 0, green8: 122, blue8: 255, alpha: 0.8), into: expected)
        #expect(draw(root).hash64() == expected.hash64())
    }

    @Test func groupOpacityCompositesTheSubtreeAsOne() {
        let root = canvas()
        let parent = S.layer(Rect(x: 0, y: 0, width: 100, height: 100))
        parent.opacity = 0.5
        parent.addSublayer(S.layer(Rect(x: 0, y: 0, width: 60, height: 60), .black))
        parent.addSublayer(S.layer(Rect(x: 40, y: 40, width: 60, height: 60), Color(red: 0, green: 0, blue: 1)))
        root.addSublayer(parent)
        let buffer = draw(root)
        // Opacity 0.5 is 128/255: blue over white at 128 is (127, 127, 255), black is (127, 127, 127).
        let blueOverWhite: UInt32 = 0xFF7F_7FFF
        let blackOverWhite: UInt32 = 0xFF7F_7F7F
        #expect(buffer[50, 50] == blueOverWhite, "the overlap shows only the upper sublayer")
        #expect(buffer[80, 80] == blueOverWhite)
        #expect(buffer[10, 10] == blackOverWhite)
        #expect(buffer[90, 10] == white)
    }

    @Test func aSinglePartLayerTakesOpacityIntoItsColour() {
        let root = canvas()
        let layer = S.layer(Rect(x: 0, y: 0, width: 100, height: 100), .black)
        layer.opacity = 0.5
        root.addSublayer(layer)
        #expect(draw(root)[50, 50] == 0xFF7F_7F7F)
    }

    @Test func hiddenAndTransparentLayersDrawNothingBelowThem() {
        let root = canvas()
        for (hidden, opacity) in [(true, 1.0), (false, 0.0)] {
            let layer = S.layer(Rect(x: 0, y: 0, width: 100, height: 100), .black)
            layer.isHidden = hidden
            layer.opacity = opacity
            layer.addSublayer(S.layer(Rect(x: 10, y: 10, width: 10, height: 10), .black))
            root.addSublayer(layer)
        }
        let buffer = draw(root)
        #expect(buffer[50, 50] == white && buffer[15, 15] == white)
    }

    @Test func masksToBoundsClipsSublayersToTheRoundedBounds() {
        let root = canvas()
        let clip = S.layer(Rect(x: 20, y: 20, width: 60, height: 60), .clear, radius: 30)
        clip.masksToBounds = true
        clip.addSublayer(S.layer(Rect(x: -20, y: -20, width: 100, height: 100), .black))
        root.addSublayer(clip)
        let buffer = draw(root)
        #expect(buffer[50, 50] == 0xFF00_0000)
        #expect(buffer[10, 50] == white, "outside the bounds")
        #expect(buffer[22, 22] == white, "outside the rounded corner")
        #expect(buffer[50, 21] == 0xFF00_0000, "inside, at the top edge")
    }

    @Test func withoutMasksToBoundsSublayersSpillOut() {
        let root = canvas()
        let parent = S.layer(Rect(x: 20, y: 20, width: 60, height: 60), .clear, radius: 30)
        parent.addSublayer(S.layer(Rect(x: -20, y: -20, width: 100, height: 100), .black))
        root.addSublayer(parent)
        #expect(draw(root)[5, 5] == 0xFF00_0000)
    }

    @Test func masksToBoundsHidesTheLayersOwnShadowOutsideItsBounds() {
        func shadowBelow(clipping: Bool) -> UInt32 {
            let root = canvas()
            let card = S.layer(Rect(x: 20, y: 20, width: 60, height: 40), .black, radius: 8)
            card.shadowOpacity = 1
            card.shadowOffset = Size(width: 0, height: 10)
            card.shadowRadius = 2
            card.masksToBounds = clipping
            root.addSublayer(card)
            return draw(root)[50, 65]
        }
        #expect(shadowBelow(clipping: false) != white)
        #expect(shadowBelow(clipping: true) == white)
    }

    @Test func zPositionOrdersSiblingsAndKeepsTheirOrderAmongEquals() {
        let root = canvas()
        let raised = S.layer(Rect(x: 0, y: 0, width: 50, height: 50), .black)
        raised.zPosition = 1
        root.addSublayer(raised)
        root.addSublayer(S.layer(Rect(x: 25, y: 25, width: 50, height: 50), Color(red: 1, green: 0, blue: 0)))
        root.addSublayer(S.layer(Rect(x: 45, y: 45, width: 50, height: 50), Color(red: 0, green: 1, blue: 0)))
        let buffer = draw(root)
        #expect(buffer[30, 30] == 0xFF00_0000, "drawn last despite being first")
        #expect(buffer[60, 60] == 0xFF00_FF00, "equal zPosition: array order")
    }

    @Test func aQuarterTurnMapsTheLayerLikeCoreAnimation() {
        let root = canvas()
        // 60×20 about its centre (50, 30): a positive angle turns +x towards +y, so it stands upright.
        let bar = S.layer(Rect(x: 20, y: 20, width: 60, height: 20), .black)
        bar.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        root.addSublayer(bar)
        let buffer = draw(root)
        #expect(buffer[50, 5] == 0xFF00_0000 && buffer[50, 55] == 0xFF00_0000)
        #expect(buffer[25, 30] == white && buffer[75, 30] == white)
    }

    @Test func aFullTurnDrawsAlmostExactlyTheUnturnedLayer() {
        func render(turned: Bool) -> PixelBuffer {
            let root = canvas()
            let card = S.layer(
                Rect(x: 10.5, y: 15.25, width: 70, height: 50), Color(red8: 200, green8: 40, blue8: 90), radius: 12)
            card.borderWidth = 3
            card.borderColor = .black
            if turned { card.transform = Transform3D(rotationAngle: 2 * .pi, x: 0, y: 0, z: 1) }
            root.addSublayer(card)
            return draw(root)
        }
        // The turned layer takes the projective path: coverage from the mapped distance.
        let plain = render(turned: false)
        let turned = render(turned: true)
        var worst: UInt32 = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let a = plain[x, y]
                let b = turned[x, y]
                for shift: UInt32 in [0, 8, 16] {
                    let d = Int((a >> shift) & 255) - Int((b >> shift) & 255)
                    worst = max(worst, UInt32(abs(d)))
                }
            }
        }
        #expect(worst <= 3)
    }

    @Test func aLayerPartlyBehindTheEyeIsClippedThere() {
        let root = canvas()
        let card = S.layer(Rect(x: 10, y: 10, width: 80, height: 80), .black)
        var t = Transform3D.identity
        t.m34 = -1.0 / 30
        card.transform = t.rotated(by: Scenes.radians(70), x: 0, y: 1, z: 0)
        root.addSublayer(card)
        let buffer = draw(root)
        let black = (0..<100).flatMap { y in (0..<100).map { x in buffer[x, y] } }.filter { $0 == 0xFF00_0000 }.count
        #expect(black > 0 && black < 100 * 100, "the near half is drawn, the part past the eye is not")
    }

    @Test func sublayerTransformActsAboutTheCentre() {
        let root = canvas()
        let stage = S.layer(Rect(x: 0, y: 0, width: 100, height: 100))
        stage.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
        stage.addSublayer(S.layer(Rect(x: 40, y: 40, width: 10, height: 10), .black))
        root.addSublayer(stage)
        let buffer = draw(root)
        // (40…50) doubled about 50 is (30…50).
        #expect(buffer[31, 31] == 0xFF00_0000 && buffer[49, 49] == 0xFF00_0000)
        #expect(buffer[29, 29] == white && buffer[51, 51] == white)
    }

    @Test func theBorderStaysInsideTheBounds() {
        let root = canvas()
        let card = S.layer(Rect(x: 20, y: 20, width: 60, height: 40), .white)
        card.borderWidth = 4
        card.borderColor = .black
        root.addSublayer(card)
        let buffer = draw(root)
        #expect(
            buffer[19, 30] == white && buffer[20, 30] == 0xFF00_0000 && buffer[23, 30] == 0xFF00_0000
                && buffer[24, 30] == white)
        #expect(buffer[79, 30] == 0xFF00_0000 && buffer[80, 30] == white)
    }

    @Test func theBorderIsDrawnAboveTheSublayers() {
        let root = canvas()
        let card = S.layer(Rect(x: 20, y: 20, width: 60, height: 60), .white)
        card.borderWidth = 4
        card.borderColor = .black
        card.addSublayer(S.layer(Rect(x: 0, y: 0, width: 60, height: 60), Color(red: 1, green: 0, blue: 0)))
        root.addSublayer(card)
        #expect(draw(root)[21, 50] == 0xFF00_0000)
    }

    @Test func aMissingImageIsReportedAndTheRestIsDrawn() {
        let root = canvas()
        let layer = S.layer(Rect(x: 0, y: 0, width: 100, height: 100), .black)
        layer.contents = ImageReference("no/such/picture.png")
        root.addSublayer(layer)
        let renderer = LayerRenderer(images: ImageCache(baseDirectory: "/nonexistent"))
        let buffer = PixelBuffer(width: 100, height: 100)
        renderer.draw(root, into: buffer, scale: 1, clearColor: .white)
        #expect(buffer[50, 50] == 0xFF00_0000)
        #expect(renderer.lastErrors.count == 1)
        #expect(renderer.lastErrors.first?.contains("/nonexistent/no/such/picture.png") == true)
    }

    @Test func fewerThanOneThreadMeansOne() {
        #expect(LayerRenderer(threads: 0).threads == 1)
        #expect(LayerRenderer(threads: 3).threads == 3)
    }
}

/// Layers far larger than the screen cost only what they show.
@Suite struct HugeLayerTests {
    @Test func aHugeShadowedBorderedLayerDrawsLikeItsVisiblePart() {
        func render(height: Double) -> PixelBuffer {
            let root = Scenes.layer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
            let card = Scenes.layer(Rect(x: 20, y: 20, width: 60, height: height), Scenes.blue, radius: 10)
            card.borderWidth = 3
            card.borderColor = .black
            card.shadowOpacity = 0.5
            card.shadowRadius = 4
            card.text = TextContent("big", fontSize: 1e7, color: .black)
            root.addSublayer(card)
            let buffer = PixelBuffer(width: 100, height: 100)
            LayerRenderer().draw(root, into: buffer, scale: 1, clearColor: .white)
            return buffer
        }
        let huge = render(height: 1e9)
        let tall = render(height: 1e4)
        // The text is too big to see either way; what shows must match.
        #expect(huge.hash64() == tall.hash64())
    }
}

extension HugeLayerTests {
    @Test func cuttingAShadowToTheFrameChangesNoPixelInIt() {
        func render(frameHeight: Int) -> PixelBuffer {
            let root = Scenes.layer(Rect(x: 0, y: 0, width: 100, height: Double(frameHeight)), .white)
            let card = Scenes.layer(Rect(x: 20, y: 30, width: 60, height: 300), Scenes.blue, radius: 10)
            card.shadowOpacity = 0.8
            card.shadowRadius = 6
            card.shadowOffset = Size(width: 3, height: -5)
            root.addSublayer(card)
            let buffer = PixelBuffer(width: 100, height: frameHeight)
            LayerRenderer().draw(root, into: buffer, scale: 1, clearColor: .white)
            return buffer
        }
        let cut = render(frameHeight: 100)
        let whole = render(frameHeight: 400)
        let differing = (0..<100).flatMap { y in (0..<100).map { x in (x, y) } }.filter {
            cut[$0.0, $0.1] != whole[$0.0, $0.1]
        }
        #expect(differing.isEmpty)
    }
}
