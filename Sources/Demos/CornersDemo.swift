import Gestures
import Input
import Motion
import Scene

/// "corners": drag a card anywhere; let go and it springs to the corner slot the throw
/// points at.
///
/// The card follows the pointer one to one while dragged. On release the release point is
/// projected with UIScrollView's deceleration rate (0.998 per ms, the WWDC "project"
/// helper), the nearest of four corner slots is chosen, and the card springs there with
/// the release velocity handed into the spring. A press on the card mid-flight catches it
/// where it is seen: the spring stops at its presentation value, with no jump.
public final class CornersDemo: Demo {
    public static let name = "corners"
    public static let summary = "Drag the card and throw it: it springs to the corner you threw it at."

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()
    public let clearColor = Color(red8: 22, green8: 24, blue8: 32)
    public var recognizerSettings = RecognizerSettings() {
        didSet {
            pan.hysteresis = recognizerSettings.panHysteresis
            pan.velocityHorizon = Int64(recognizerSettings.velocityHorizonMs * 1e6)
        }
    }

    /// The draggable card.
    public let card = Layer(name: "card", bounds: Rect(x: 0, y: 0, width: 320, height: 180),
                            backgroundColor: Color(red8: 88, green8: 132, blue8: 255), cornerRadius: 24)
    /// The four resting places, top-left, top-right, bottom-left, bottom-right.
    public private(set) var slots: [Layer] = []
    /// The spring the card settles with.
    public var spring = Spring(duration: 0.55, bounce: 0.18)
    /// How far slots sit from the window's edges, in points.
    public var margin = 48.0

    private let pan = PanGestureRecognizer()
    private var dragStart: Point = .zero
    private var size: Size = .zero
    /// The slot the card rests at or flies to; nil while dragged or before the first throw.
    private var destination: Int?

    public init() {
        for index in 0..<4 {
            let slot = Layer(name: "slot\(index)", bounds: card.bounds,
                             backgroundColor: Color(red8: 40, green8: 44, blue8: 58), cornerRadius: card.cornerRadius)
            slots.append(slot)
            root.addSublayer(slot)
        }
        root.addSublayer(card)
        pan.hitTest = { [card] point in card.hitTest(point, usingPresentation: true) === card }
        pan.onPress = { [unowned self] _ in engine.catchPosition(of: card) }
        pan.action = { [unowned self] pan in panned(pan) }
    }

    public func layout(size: Size) {
        let first = self.size == .zero
        self.size = size
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        for (index, slot) in slots.enumerated() { slot.position = slotCenter(index) }
        if first {
            card.position = Point(x: size.width / 2, y: size.height / 2)
        } else if let destination, pan.state != .began && pan.state != .changed {
            engine.spring(card, to: slotCenter(destination), spring: spring)
        }
    }

    public func handle(_ event: InputEvent) {
        let before = pan.state
        pan.handle(event)
        // A press that never became a drag caught the card mid-flight: send it on to the
        // slot it was flying to, from rest.
        if pan.state == .failed, before != .failed, let destination, card.position != slotCenter(destination) {
            engine.spring(card, to: slotCenter(destination), spring: spring)
        }
    }

    public var gestureState: GestureState { pan.state }

    public func traceValues() -> [(name: String, value: Double)] {
        let shown = card.presentation().position
        let dragging = pan.state == .began || pan.state == .changed
        let velocity = dragging ? pan.velocity : card.positionVelocity
        return [("card.x", shown.x), ("card.y", shown.y), ("card.vx", velocity.x), ("card.vy", velocity.y)]
    }

    /// The centre of slot `index` for the current window size.
    public func slotCenter(_ index: Int) -> Point {
        let half = Size(width: card.bounds.width / 2, height: card.bounds.height / 2)
        let x = index % 2 == 0 ? margin + half.width : size.width - margin - half.width
        let y = index < 2 ? margin + half.height : size.height - margin - half.height
        return Point(x: x, y: y)
    }

    /// The slot nearest to `point`; ties go to the lower index.
    public func nearestSlot(to point: Point) -> Int {
        (0..<4).min { slotCenter($0).distance(to: point) < slotCenter($1).distance(to: point) } ?? 0
    }

    private func panned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            destination = nil
            dragStart = card.position
            card.position = dragStart + pan.translation
        case .changed:
            card.position = dragStart + pan.translation
        case .ended:
            let velocity = pan.velocity
            let projected = Decay.normal.project(card.position, velocity: velocity)
            let slot = nearestSlot(to: projected)
            destination = slot
            engine.spring(card, to: slotCenter(slot), spring: spring, initialVelocity: velocity)
        case .cancelled:
            let slot = nearestSlot(to: card.position)
            destination = slot
            engine.spring(card, to: slotCenter(slot), spring: spring)
        default:
            break
        }
    }
}
