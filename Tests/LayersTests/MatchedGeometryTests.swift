import Layers
import Motion
import Testing

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// A grid card and the detail it opens into, sharing an id.
private final class MatchStage {
    let engine = AnimationEngine()
    let root = Layer(name: "root", position: Point(x: 300, y: 200), bounds: Rect(x: 0, y: 0, width: 600, height: 400))
    let card = Layer(
        name: "card", position: Point(x: 60, y: 50), bounds: Rect(x: 0, y: 0, width: 80, height: 50), cornerRadius: 12)
    let detail = Layer(
        name: "detail", position: Point(x: 350, y: 220), bounds: Rect(x: 0, y: 0, width: 300, height: 200),
        cornerRadius: 28)
    let namespace = Namespace()

    init() {
        engine.attach(root)
        root.addSublayer(card)
        card.matchedGeometry(id: "photo", in: namespace)
        detail.matchedGeometry(id: "photo", in: namespace)
    }

    func frame(_ time: Double) {
        engine.now = .seconds(time)
        engine.update(at: .seconds(time))
    }

    /// Centre x, centre y, width, height and corner radius of what `layer` shows.
    func shown(_ layer: Layer) -> [Double] {
        let values = layer.presentation()
        return [values.position.x, values.position.y, values.bounds.width, values.bounds.height, values.cornerRadius]
    }

    func open(_ animation: Animation) {
        engine.withAnimation(animation) {
            card.removeFromSuperlayer(transition: .opacity)
            root.addSublayer(detail, transition: .opacity)
        }
    }

    func close(_ animation: Animation) {
        engine.withAnimation(animation) {
            root.addSublayer(card, transition: .opacity)
            detail.removeFromSuperlayer(transition: .opacity)
        }
    }
}

@Suite("Matched geometry, as SwiftUI's matchedGeometryEffect")
struct MatchedGeometryTests {
    private let spring = Spring(duration: 0.5, bounce: 0.15)
    private let cardGeometry = [60.0, 50, 80, 50, 12]
    private let detailGeometry = [350.0, 220, 300, 200, 28]

    @Test("the arriving layer starts at the leaving one's frame and corner radius; both move as one on the spring")
    func handOver() {
        let stage = MatchStage()
        stage.open(.spring(spring))
        #expect(stage.shown(stage.detail) == cardGeometry)
        #expect(stage.shown(stage.card) == cardGeometry)
        #expect(stage.detail.position == Point(x: 350, y: 220))
        for t in [0.1, 0.25, 0.4] {
            stage.frame(t)
            let p = spring.value(target: 1, time: t)
            for i in 0..<5 {
                let expected = cardGeometry[i] + (detailGeometry[i] - cardGeometry[i]) * p
                #expect(close(stage.shown(stage.detail)[i], expected, 1e-6))
                #expect(close(stage.shown(stage.card)[i], expected, 1e-6))
            }
            // Cross-fading: the card's opacity falls as the detail's rises.
            #expect(stage.card.presentation().opacity < 1 && stage.detail.presentation().opacity > 0)
        }
        stage.frame(3)
        #expect(stage.shown(stage.detail) == detailGeometry)
        #expect(stage.card.superlayer == nil && stage.detail.superlayer === stage.root)
        // The card, added back plainly later, shows its own frame.
        stage.root.addSublayer(stage.card)
        #expect(stage.shown(stage.card) == cardGeometry)
    }

    @Test("handed back mid-flight, the frame turns round where it is shown, with its velocity")
    func interrupted() {
        let stage = MatchStage()
        stage.open(.spring(spring))
        let dt = 1e-6
        stage.frame(0.2 - dt)
        let before = stage.shown(stage.detail)
        stage.frame(0.2)
        let at = stage.shown(stage.detail)
        stage.close(.spring(spring))
        #expect(!stage.card.isLeaving && stage.detail.isLeaving)
        stage.frame(0.2)
        let cardAt = stage.shown(stage.card)
        for i in 0..<5 { #expect(close(cardAt[i], at[i], 1e-6)) }
        stage.frame(0.2 + dt)
        let after = stage.shown(stage.card)
        for i in 0..<5 {
            let speedBefore = (at[i] - before[i]) / dt
            let speedAfter = (after[i] - cardAt[i]) / dt
            #expect(close(speedBefore, speedAfter, 1e-3 * max(1, abs(speedBefore)) + 0.05))
        }
        stage.frame(3)
        #expect(stage.shown(stage.card) == cardGeometry)
        #expect(stage.detail.superlayer == nil && stage.card.superlayer === stage.root)
    }

    @Test("only the position, or only the size, is matched when asked; the anchor is the point that moves")
    func properties() {
        let stage = MatchStage()
        // Each layer's anchor is its shared point: the card's top-left corner goes to the detail's.
        stage.card.matchedGeometry(id: "photo", in: stage.namespace, properties: .position, anchor: .topLeading)
        stage.detail.matchedGeometry(id: "photo", in: stage.namespace, properties: .position, anchor: .topLeading)
        stage.open(.linear(duration: 1))
        // The detail's top-left corner starts at the card's; its size is its own.
        let values = stage.detail.presentation()
        #expect(values.bounds.size == Size(width: 300, height: 200))
        #expect(close(values.frame.minX, 20) && close(values.frame.minY, 25))
        stage.frame(0.5)
        #expect(close(stage.detail.presentation().frame.minX, 20 + (200 - 20) * 0.5))
    }

    @Test("a layer that is not a source follows its source where it is shown, and animates to a new one")
    func following() {
        let engine = AnimationEngine()
        let root = Layer(
            name: "root", position: Point(x: 200, y: 100), bounds: Rect(x: 0, y: 0, width: 400, height: 200))
        let namespace = Namespace()
        let tabs = (0..<3).map { i in
            Layer(
                name: "tab\(i)", position: Point(x: 60 + 120 * Double(i), y: 40),
                bounds: Rect(x: 0, y: 0, width: 100, height: 30))
        }
        let highlight = Layer(name: "highlight", bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        engine.attach(root)
        for (i, tab) in tabs.enumerated() {
            root.addSublayer(tab)
            tab.matchedGeometry(id: i, in: namespace)
        }
        root.addSublayer(highlight)
        highlight.matchedGeometry(id: 0, in: namespace, isSource: false)
        #expect(highlight.presentation().position == Point(x: 60, y: 40))
        #expect(highlight.presentation().bounds.size == Size(width: 100, height: 30))
        engine.withAnimation(.linear(duration: 1)) { highlight.matchedGeometry(id: 2, in: namespace, isSource: false) }
        #expect(close(highlight.presentation().position.x, 60))
        engine.now = .seconds(0.25)
        engine.update(at: .seconds(0.25))
        #expect(close(highlight.presentation().position.x, 60 + 240 * 0.25))
        // The source moves: the highlight follows at once.
        tabs[2].position.y = 80
        engine.now = .seconds(2)
        engine.update(at: .seconds(2))
        #expect(highlight.presentation().position == Point(x: 300, y: 80))
    }

    @Test("under Reduce Motion the hand-over moves nothing: the two cross-fade in place")
    func reduceMotion() {
        let stage = MatchStage()
        stage.engine.accessibilityReduceMotion = true
        stage.open(.spring(spring))
        stage.frame(0.2)
        #expect(stage.shown(stage.detail) == detailGeometry)
        #expect(stage.shown(stage.card) == cardGeometry)
        #expect(stage.detail.presentation().opacity > 0 && stage.detail.presentation().opacity < 1)
    }
}
