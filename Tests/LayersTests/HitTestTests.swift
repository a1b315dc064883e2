import Layers
import Motion
import Testing

/// A root filling (0, 0)–(400, 400) with one 100×100 child whose frame is (50, 50)–(150, 150).
func rootWithChild() -> (root: Layer, child: Layer) {
    let root = Layer(name: "root", position: Point(x: 200, y: 200), bounds: Rect(x: 0, y: 0, width: 400, height: 400))
    let child = Layer(name: "child", position: Point(x: 100, y: 100), bounds: Rect(x: 0, y: 0, width: 100, height: 100))
    root.addSublayer(child)
    return (root, child)
}

@Test func hitTestFindsTheDeepestLayerContainingThePoint() {
    let (root, child) = rootWithChild()
    #expect(root.hitTest(Point(x: 60, y: 60)) === child)
    #expect(root.hitTest(Point(x: 50, y: 149.5)) === child)
    #expect(root.hitTest(Point(x: 150, y: 100)) === root)   // max edge is outside the child
    #expect(root.hitTest(Point(x: 10, y: 10)) === root)
    #expect(root.hitTest(Point(x: 500, y: 10)) == nil)
    #expect(root.hitTest(Point(x: -1, y: 10)) == nil)
}

@Test func laterSublayersWin() {
    let (root, child) = rootWithChild()
    let above = Layer(name: "above", position: Point(x: 140, y: 140), bounds: Rect(x: 0, y: 0, width: 60, height: 60))
    root.addSublayer(above)
    #expect(root.hitTest(Point(x: 120, y: 120)) === above)   // in both
    #expect(root.hitTest(Point(x: 60, y: 60)) === child)   // only in the child
    #expect(root.hitTest(Point(x: 165, y: 165)) === above)   // only in above
    // Re-adding the child moves it on top.
    root.addSublayer(child)
    #expect(root.hitTest(Point(x: 120, y: 120)) === child)
}

@Test func nestedLayersConvertThroughEachSuperlayer() {
    // Root frame (100, 100)–(300, 300) in window points.
    let root = Layer(name: "root", position: Point(x: 200, y: 200), bounds: Rect(x: 0, y: 0, width: 200, height: 200))
    // Child frame (30, 30)–(70, 70) in root space → (130, 130)–(170, 170) in the window.
    let child = Layer(name: "child", position: Point(x: 50, y: 50), bounds: Rect(x: 0, y: 0, width: 40, height: 40))
    // Grandchild frame (15, 15)–(25, 25) in child space → (145, 145)–(155, 155) in the window.
    let grandchild = Layer(
        name: "grandchild", position: Point(x: 20, y: 20), bounds: Rect(x: 0, y: 0, width: 10, height: 10))
    root.addSublayer(child)
    child.addSublayer(grandchild)

    #expect(root.hitTest(Point(x: 150, y: 150)) === grandchild)
    #expect(root.hitTest(Point(x: 145, y: 154.9)) === grandchild)
    #expect(root.hitTest(Point(x: 135, y: 135)) === child)
    #expect(root.hitTest(Point(x: 155, y: 150)) === child)
    #expect(root.hitTest(Point(x: 101, y: 101)) === root)
    #expect(root.hitTest(Point(x: 99, y: 150)) == nil)
}

@Test func boundsOriginShiftsTheSublayers() {
    // Like a scroll view scrolled down by 50: the root's content moves up by 50.
    let root = Layer(name: "root", position: Point(x: 200, y: 200), bounds: Rect(x: 0, y: 50, width: 200, height: 200))
    let child = Layer(name: "child", position: Point(x: 50, y: 100), bounds: Rect(x: 0, y: 0, width: 40, height: 40))
    root.addSublayer(child)
    // Child frame (30, 80)–(70, 120) in root bounds space → (130, 130)–(170, 170) in the window.
    #expect(root.hitTest(Point(x: 135, y: 135)) === child)
    #expect(root.hitTest(Point(x: 135, y: 175)) === root)
}

@Test func hitTestUsesTheModelByDefaultAndThePresentationOnRequest() {
    let root = Layer(name: "root", position: Point(x: 500, y: 500), bounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
    let card = Layer(name: "card", position: Point(x: 100, y: 100), bounds: Rect(x: 0, y: 0, width: 50, height: 50))
    root.addSublayer(card)
    let engine = AnimationEngine()
    engine.spring(card, to: Point(x: 700, y: 100), spring: Spring(duration: 0.5, bounce: 0))
    engine.update(at: .seconds(1.0 / 60))

    let shown = card.presentation().position
    #expect(shown.x > 100 && shown.x < 125)   // moved a little, still far from the model
    // Where the card is drawn.
    #expect(root.hitTest(shown) === root)
    #expect(root.hitTest(shown, usingPresentation: true) === card)
    // Where the card really is.
    #expect(root.hitTest(Point(x: 700, y: 100)) === card)
    #expect(root.hitTest(Point(x: 700, y: 100), usingPresentation: true) === root)
}

@Test func presentationHitTestingCarriesAnAnimatedSuperlayer() {
    let root = Layer(name: "root", position: Point(x: 500, y: 500), bounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
    let panel = Layer(name: "panel", position: Point(x: 100, y: 100), bounds: Rect(x: 0, y: 0, width: 100, height: 100))
    let button = Layer(name: "button", position: Point(x: 50, y: 50), bounds: Rect(x: 0, y: 0, width: 20, height: 20))
    root.addSublayer(panel)
    panel.addSublayer(button)
    let engine = AnimationEngine()
    engine.spring(panel, to: Point(x: 600, y: 100), spring: Spring(duration: 0.5, bounce: 0))
    engine.update(at: .seconds(1.0 / 60))
    let panelShown = panel.presentation().position
    // The button sits at the panel's centre, wherever the panel is.
    #expect(root.hitTest(panelShown, usingPresentation: true) === button)
    #expect(root.hitTest(Point(x: 600, y: 100)) === button)
    #expect(root.hitTest(panelShown) !== button)
}
