import FlingTesting

/// A 160×120 scene: a card a drag moves and that springs home on release, traced as
/// `card.x` and `card.y`.
final class CardScene: Scene {
    static var entry: SceneEntry { SceneEntry("card", summary: "Drag the card; it springs home.") { _ in CardScene() } }

    let root = Layer(
        name: "root", position: Point(x: 80, y: 60), bounds: Rect(x: 0, y: 0, width: 160, height: 120),
        backgroundColor: Color(red8: 30, green8: 32, blue8: 44))
    let engine = AnimationEngine()
    let card = Layer(
        name: "card", position: Point(x: 80, y: 60), bounds: Rect(x: 0, y: 0, width: 40, height: 40),
        backgroundColor: Color(red8: 250, green8: 190, blue8: 60), cornerRadius: 8)
    let pan = PanGestureRecognizer()
    private var start = Point.zero

    init() {
        root.addSublayer(card)
        pan.name = "pan"
        card.addGestureRecognizer(pan)
        pan.action = { [unowned self] pan in
            switch pan.state {
            case .began: start = card.position
            case .changed: engine.animate(.interactiveSpring) { card.position = start + pan.translation }
            case .ended, .cancelled:
                engine.animate(.spring(duration: 0.3, bounce: 0.2)) { card.position = Point(x: 80, y: 60) }
            default: break
            }
        }
    }

    func layout(size: Size) {}

    func traceValues() -> [(name: String, value: Double)] {
        let shown = card.presentation().position
        return [("card.x", shown.x), ("card.y", shown.y)]
    }

    /// A replay of a drag from the card's centre to `to`, released there, and 0.3 s after.
    static func run(dragTo to: Point) throws -> SceneReplay.Run {
        var script = InputScript(entry, size: Size(width: 160, height: 120))
        script.drag(from: Point(x: 80, y: 60), to: to, duration: 0.1)
        return try SceneReplay(entry).run(script.recording(tail: 0.3))
    }
}
