import Fling

/// An air-hockey puck on a table: drag it, throw it, catch it.
///
/// A drag moves the puck through an interactive spring. On release, the puck's resting
/// place is where a scroll view's deceleration would carry it at the release velocity,
/// kept on the table; a spring takes it there starting at that velocity, so the throw
/// flows on without a jolt. A press on the puck while it glides catches it where it is seen.
public final class PuckScene: Scene {
    /// The entry an app registers: `FlingApp.main(scenes: [PuckScene.entry])`.
    public static var entry: SceneEntry {
        SceneEntry("puck", summary: "Throw the puck across the table; press to catch it.") { context in
            PuckScene(size: context.size)
        }
    }

    public let root = Layer(name: "table", backgroundColor: Color(red8: 24, green8: 58, blue8: 72))
    public let engine = AnimationEngine()
    /// The puck, 96 points across.
    public let puck = Layer(
        name: "puck", bounds: Rect(x: 0, y: 0, width: 96, height: 96),
        backgroundColor: Color(red8: 250, green8: 196, blue8: 70), cornerRadius: 48)
    /// The line across the middle of the table.
    let centerLine = Layer(name: "centerLine", backgroundColor: Color(red8: 255, green8: 255, blue8: 255, alpha: 0.16))
    /// Drags and throws the puck.
    public let pan = PanGestureRecognizer()
    /// The spring that carries a throw to rest.
    public var glide = Spring(duration: 0.9, bounce: 0.12)

    /// A gliding puck is caught where it is seen, not where its model already is.
    public var hitTestsPresentation: Bool { true }

    private var size: Size
    private var dragStart = Point.zero

    public init(size: Size) {
        self.size = size
        centerLine.isUserInteractionEnabled = false
        root.addSublayer(centerLine)
        root.addSublayer(puck)
        puck.shadowOpacity = 0.45
        puck.shadowRadius = 10
        puck.shadowOffset = Size(width: 0, height: 6)
        pan.name = "pan"
        puck.addGestureRecognizer(pan)
        pan.onPress = { [unowned self] _ in catchPuck() }
        pan.action = { [unowned self] pan in panned(pan) }
        layout(size: size)
        puck.position = Point(x: size.width / 2, y: size.height / 2)
    }

    public func layout(size: Size) {
        self.size = size
        root.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        centerLine.bounds = Rect(x: 0, y: 0, width: 4, height: size.height)
        centerLine.position = Point(x: size.width / 2, y: size.height / 2)
        puck.position = onTable(puck.position)
    }

    /// The puck's shown position: what a replay test compares, and what a failed one draws.
    public func traceValues() -> [(name: String, value: Double)] {
        let shown = puck.presentation().position
        return [("puck.x", shown.x), ("puck.y", shown.y)]
    }

    private func panned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            dragStart = puck.position
            follow(pan.translation)
        case .changed:
            follow(pan.translation)
        case .ended:
            release(velocity: pan.velocity)
        case .cancelled:
            release(velocity: .zero)
        default:
            break
        }
    }

    private func follow(_ translation: Point) {
        let target = onTable(dragStart + translation)
        engine.animate(.interactiveSpring) { puck.position = target }
    }

    /// Throws the puck where deceleration would take it, kept on the table.
    private func release(velocity: Point) {
        let from = puck.presentation().position
        let rest = onTable(Decay.normal.project(from, velocity: velocity))
        engine.animate(.spring(glide, initialVelocity: velocity, from: from, to: rest)) { puck.position = rest }
    }

    /// Stops the puck where it is seen, without a jump.
    private func catchPuck() {
        let shown = puck.presentation().position
        engine.animate(.spring(glide, relativeVelocity: .zero)) { puck.position = shown }
    }

    /// `point` moved onto the table, so the whole puck stays inside the window.
    private func onTable(_ point: Point) -> Point {
        let radius = puck.bounds.width / 2
        return Point(
            x: min(max(point.x, radius), max(radius, size.width - radius)),
            y: min(max(point.y, radius), max(radius, size.height - radius)))
    }
}
