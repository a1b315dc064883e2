import Layers
import Motion
import Testing

/// A 1000×1000 root at the window's origin.
private func windowRoot() -> Layer {
    Layer(name: "root", position: Point(x: 500, y: 500), bounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
}

/// A layer whose frame in its superlayer is `frame` (anchor point at the centre).
private func layer(_ name: String, frame: Rect) -> Layer {
    Layer(name: name, position: frame.center, bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
}

/// Core Animation's usual 3D card: `m34 = −1/distance`, then a turn by `angle` about y.
private func turnedAboutY(_ angle: Double, distance: Double = 500) -> Transform3D {
    var perspective = Transform3D.identity
    perspective.m34 = -1 / distance
    return Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0).concatenating(perspective)
}

@Suite("Hit testing where layers are drawn")
struct TransformHitTestTests {
    @Test("a card moved 300 pt by its transform is hit where it is drawn, not at its frame")
    func translated() {
        let root = windowRoot()
        let card = layer("card", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        root.addSublayer(card)
        card.transform = Transform3D(translationX: 300, y: 0, z: 0)
        #expect(root.hitTest(Point(x: 150, y: 150)) === root)
        #expect(root.hitTest(Point(x: 450, y: 150)) === card)
        #expect(root.hitTest(Point(x: 401, y: 101)) === card)
        #expect(root.hitTest(Point(x: 501, y: 150)) === root)
    }

    @Test("a card scaled 2× is hit in the part the scale added, about its anchor point")
    func scaled() {
        let root = windowRoot()
        let card = layer("card", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        root.addSublayer(card)
        card.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        // Drawn over (50, 50)–(250, 250).
        #expect(root.hitTest(Point(x: 60, y: 60)) === card)
        #expect(root.hitTest(Point(x: 240, y: 240)) === card)
        #expect(root.hitTest(Point(x: 45, y: 150)) === root)
        // About another anchor point: the top-left corner stays, the card grows down-right.
        card.anchorPoint = Point(x: 0, y: 0)
        card.position = Point(x: 100, y: 100)
        #expect(root.hitTest(Point(x: 290, y: 290)) === card)
        #expect(root.hitTest(Point(x: 95, y: 95)) === root)
    }

    @Test("a rotated card is hit where its turned rectangle is drawn")
    func rotated() {
        let root = windowRoot()
        // 200×20 centred at (300, 300); turned 90° it stands 20 wide and 200 tall.
        let bar = layer("bar", frame: Rect(x: 200, y: 290, width: 200, height: 20))
        root.addSublayer(bar)
        bar.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(root.hitTest(Point(x: 300, y: 220)) === bar)
        #expect(root.hitTest(Point(x: 305, y: 395)) === bar)
        #expect(root.hitTest(Point(x: 380, y: 300)) === root)
        // 45°: the corner at the far end of the diagonal, (300 + 100/√2 + …), is drawn; a
        // point of the old rectangle off the diagonal is not.
        bar.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
        #expect(root.hitTest(Point(x: 300 + 60, y: 300 + 60)) === bar)
        #expect(root.hitTest(Point(x: 300 + 60, y: 300 - 5)) === root)
    }

    @Test("a card turned in perspective is hit where it is projected; a point behind the eye misses")
    func perspective() {
        let root = Layer(
            name: "root", position: Point(x: 1500, y: 500), bounds: Rect(x: 0, y: 0, width: 3000, height: 1000))
        // 200×100, anchor at (1000, 500), turned 60° about y with m34 = −1/500. A plane point
        // x from the anchor lands at x·cos θ / w, y / w with w = 1 + x·sin θ / 500: the left
        // edge (x = −100) at −60.5 and ±60.5 tall, the right edge (x = 100) at +42.6, ±42.6 tall.
        let card = Layer(
            name: "card", position: Point(x: 1000, y: 500), bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        root.addSublayer(card)
        card.transform = turnedAboutY(.pi / 3)
        #expect(root.hitTest(Point(x: 1000 - 55, y: 500 + 55)) === card)   // in the near, taller side
        #expect(root.hitTest(Point(x: 1000 + 80, y: 500)) === root)   // in the frame, not drawn
        #expect(root.hitTest(Point(x: 1000 + 40, y: 500 + 45)) === root)   // above the far, shorter side
        #expect(root.hitTest(Point(x: 1000 + 40, y: 500 + 38)) === card)

        // 2000 wide: plane points left of x = −500 / sin θ ≈ −577 are behind the eye and never
        // drawn. Window point +1037 maps back to x = −800, inside the bounds, with w < 0.
        card.bounds = Rect(x: 0, y: 0, width: 2000, height: 100)
        #expect(root.hitTest(Point(x: 1000 + 1037, y: 500)) === root)
        #expect(root.hitTest(Point(x: 1000 + 100, y: 500)) === card)   // x ≈ 306, in front
        #expect(root.hitTest(Point(x: 1000 - 400, y: 500)) === card)   // x ≈ −335, in front
    }

    @Test("a superlayer's sublayerTransform with perspective places its sublayers about its centre")
    func sublayerTransformPerspective() {
        let root = windowRoot()
        let stage = layer("stage", frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        stage.sublayerTransform = perspective
        root.addSublayer(stage)
        // The card's centre is the stage's: about it, the turned card lands as in `perspective()`.
        let card = layer("card", frame: Rect(x: 400, y: 450, width: 200, height: 100))
        stage.addSublayer(card)
        card.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
        #expect(root.hitTest(Point(x: 500 - 55, y: 500 + 55)) === card)
        #expect(root.hitTest(Point(x: 500 + 80, y: 500)) === stage)
        // Without the stage's perspective the card is a flat strip 100 wide.
        stage.sublayerTransform = .identity
        #expect(root.hitTest(Point(x: 500 - 55, y: 500 + 55)) === stage)
        #expect(root.hitTest(Point(x: 500 + 45, y: 500)) === card)
    }

    @Test("nested layers compose every transform on the way down")
    func nested() {
        let root = windowRoot()
        // A 100×100 panel centred at (200, 200), turned 90° (its +x points down the screen).
        let panel = layer("panel", frame: Rect(x: 150, y: 150, width: 100, height: 100))
        panel.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        root.addSublayer(panel)
        // Its top-right 40×20: from the panel's centre x 10…50, y −50…−30; turned, the window
        // offset is (−y, x), so it lands over (230, 210)–(250, 250).
        let badge = layer("badge", frame: Rect(x: 60, y: 0, width: 40, height: 20))
        panel.addSublayer(badge)
        // And a 10×10 dot in the badge's middle, scaled 2× about its own centre: (−y, x)
        // of the badge's centre (30, −40) is (240, 230), drawn 20×20.
        let dot = layer("dot", frame: Rect(x: 15, y: 5, width: 10, height: 10))
        dot.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        badge.addSublayer(dot)
        #expect(root.hitTest(Point(x: 240, y: 230)) === dot)
        #expect(root.hitTest(Point(x: 249, y: 239)) === dot)   // only in the scaled part
        #expect(root.hitTest(Point(x: 235, y: 215)) === badge)
        #expect(root.hitTest(Point(x: 245, y: 245)) === badge)
        // Where the badge would be unturned, (210…250, 150…170): the panel.
        #expect(root.hitTest(Point(x: 240, y: 160)) === panel)
        // hitTest on a sublayer takes its superlayer's coordinates: the panel's plane.
        #expect(badge.hitTest(Point(x: 80, y: 10)) === dot)
        #expect(badge.hitTest(Point(x: 62, y: 2)) === badge)
    }

    @Test("siblings are tried in drawing order: zPosition first, then later sublayers")
    func siblingOrder() {
        let root = windowRoot()
        let a = layer("a", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let b = layer("b", frame: Rect(x: 200, y: 200, width: 200, height: 200))
        let c = layer("c", frame: Rect(x: 250, y: 250, width: 200, height: 200))
        root.addSublayer(a)
        root.addSublayer(b)
        root.addSublayer(c)
        #expect(root.hitTest(Point(x: 260, y: 260)) === c)
        a.zPosition = 1
        #expect(root.hitTest(Point(x: 260, y: 260)) === a)
        #expect(root.hitTest(Point(x: 320, y: 320)) === c)   // not in a
        b.zPosition = 1   // equal z: the later sublayer
        #expect(root.hitTest(Point(x: 260, y: 260)) === b)
        c.zPosition = -1
        #expect(root.hitTest(Point(x: 380, y: 380)) === b)
        #expect(root.hitTest(Point(x: 420, y: 420)) === c)
        // The presentation's zPosition orders a presentation hit test.
        let engine = AnimationEngine()
        engine.attach(root)
        engine.animate(withDuration: 1, options: .allowUserInteraction, changes: { c.zPosition = 5 })
        engine.now = .seconds(0.2)
        engine.update(at: .seconds(0.2))
        #expect(root.hitTest(Point(x: 260, y: 260), usingPresentation: true) === b)   // shown z ≈ −0.4
        #expect(root.hitTest(Point(x: 260, y: 260)) === c)
    }

    @Test("a point outside a layer does not reach a sublayer sticking out of it")
    func outsideTheSuperlayer() {
        let root = windowRoot()
        let parent = layer("parent", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let child = layer("child", frame: Rect(x: 80, y: 80, width: 60, height: 60))
        root.addSublayer(parent)
        parent.addSublayer(child)
        #expect(root.hitTest(Point(x: 190, y: 190)) === child)
        #expect(root.hitTest(Point(x: 220, y: 220)) === root)   // drawn there, but outside the parent
        #expect(parent.hitTest(Point(x: 220, y: 220)) == nil)
    }

    @Test("masksToBounds keeps a point outside the bounds from the sublayers, even inside a larger hit area")
    func masksToBounds() {
        let root = windowRoot()
        let parent = layer("parent", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let child = layer("child", frame: Rect(x: 80, y: 80, width: 60, height: 60))
        root.addSublayer(parent)
        parent.addSublayer(child)
        // The parent takes touches 50 pt around its bounds.
        parent.hitArea = { point, values in
            let b = values.bounds
            return Rect(x: b.minX - 50, y: b.minY - 50, width: b.width + 100, height: b.height + 100).contains(point)
        }
        #expect(root.hitTest(Point(x: 220, y: 220)) === child)
        #expect(root.hitTest(Point(x: 245, y: 245)) === parent)
        parent.masksToBounds = true
        #expect(root.hitTest(Point(x: 220, y: 220)) === parent)
        #expect(root.hitTest(Point(x: 190, y: 190)) === child)
    }

    @Test("hitArea shapes the hit area: a round knob and a larger touch target")
    func hitArea() {
        let root = windowRoot()
        let knob = layer("knob", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let mark = layer("mark", frame: Rect(x: 0, y: 0, width: 20, height: 20))   // in the knob's corner
        root.addSublayer(knob)
        knob.addSublayer(mark)
        #expect(root.hitTest(Point(x: 105, y: 105)) === mark)
        knob.hitArea = { point, values in point.distance(to: values.bounds.center) < values.bounds.width / 2 }
        #expect(root.hitTest(Point(x: 105, y: 105)) === root, "the corner is outside the circle")
        #expect(root.hitTest(Point(x: 150, y: 105)) === knob)
        #expect(knob.contains(Point(x: 50, y: 5)) && !knob.contains(Point(x: 5, y: 5)))
        // A 10×10 button with a 44×44 touch area around its centre, as Apple's guidelines ask.
        let button = layer("button", frame: Rect(x: 500, y: 500, width: 10, height: 10))
        root.addSublayer(button)
        #expect(root.hitTest(Point(x: 520, y: 505)) === root)
        button.hitArea = { point, values in
            abs(point.x - values.bounds.center.x) < 22 && abs(point.y - values.bounds.center.y) < 22
        }
        #expect(root.hitTest(Point(x: 520, y: 505)) === button)
        #expect(root.hitTest(Point(x: 530, y: 505)) === root)
        // The area is in the layer's own coordinates: it turns and scales with the layer.
        button.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        #expect(root.hitTest(Point(x: 545, y: 505)) === button)
    }
}
