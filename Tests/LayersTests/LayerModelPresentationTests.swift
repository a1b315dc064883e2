import Layers
import Motion
import Testing

// UIKit's rule: setting a property sets the model at once; the presentation is what
// animations produce, and with nothing animating the two are the same.

@Test func settingPositionChangesTheModelAtOnce() {
    let layer = Layer(name: "card", position: Point(x: 10, y: 20), bounds: Rect(x: 0, y: 0, width: 50, height: 50))
    layer.position = Point(x: 300, y: -40)
    #expect(layer.position == Point(x: 300, y: -40))
    #expect(layer.model().position == Point(x: 300, y: -40))
}

@Test func presentationEqualsModelWhenNothingAnimates() {
    let layer = Layer(
        name: "card", position: Point(x: 10, y: 20), bounds: Rect(x: 0, y: 0, width: 50, height: 80),
        backgroundColor: Color(red: 1, green: 0.5, blue: 0), cornerRadius: 8)
    #expect(layer.presentation() == layer.model())
    layer.position = Point(x: 75, y: 90)
    layer.bounds = Rect(x: 0, y: 0, width: 20, height: 30)
    layer.cornerRadius = 3
    #expect(layer.presentation() == layer.model())
    #expect(layer.presentation().position == Point(x: 75, y: 90))
    #expect(!layer.isAnimating)
    #expect(layer.positionVelocity == .zero)
}

@Test func presentationEqualsModelWhenAnEngineHasNothingToDo() {
    let engine = AnimationEngine()
    let layer = Layer(position: Point(x: 1, y: 2), bounds: Rect(x: 0, y: 0, width: 4, height: 4))
    engine.update(at: 0.5)
    layer.position = Point(x: 9, y: 9)
    engine.update(at: 1.0)
    #expect(layer.presentation() == layer.model())
    #expect(!engine.hasRunningAnimations)
}

@Test func frameComesFromPositionBoundsAndAnchorPoint() {
    let layer = Layer(position: Point(x: 100, y: 50), bounds: Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(layer.model().frame == Rect(x: 80, y: 40, width: 40, height: 20))
    layer.anchorPoint = Point(x: 0, y: 1)
    #expect(layer.model().frame == Rect(x: 100, y: 30, width: 40, height: 20))
}

@Test func addingASublayerMovesItFromItsOldSuperlayer() {
    let a = Layer(name: "a")
    let b = Layer(name: "b")
    let child = Layer(name: "child")
    a.addSublayer(child)
    b.addSublayer(child)
    #expect(a.sublayers.isEmpty)
    #expect(b.sublayers.map(\.name) == ["child"])
    #expect(child.superlayer === b)
    child.removeFromSuperlayer()
    #expect(b.sublayers.isEmpty)
    #expect(child.superlayer == nil)
}
