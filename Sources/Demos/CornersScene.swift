import Fling

/// "corners": drag, throw or scroll a card; let go and it springs to the corner slot the
/// throw points at. Tap it to recolour it, long-press it to lift it; F shows the card's
/// flight path (CornersScene+Path.swift).
///
/// Three recognizers are attached to the card, and the run loop's arena arbitrates between
/// them as UIKit does between recognizers on one view: a pan (a left-button drag, or
/// scrolling over the card), a tap and a long press. A drag fails the tap and the long
/// press; a tap or a long press never lets the pan begin. The arena is ticked once per
/// frame, so the long press begins at the first frame 0.5 s into a still press — the same
/// frame in a replay. Presses are hit-tested on what is shown (`hitTestsPresentation`), so
/// the card can be caught in flight.
///
/// While dragged, the card follows the pointer through SwiftUI's `.interactiveSpring`
/// (the model is the pointer's position, rubber-banded past the window's edges with
/// UIScrollView's 0.55). On release the pan's velocity goes through the fling threshold,
/// its decay projection (UIScrollView's deceleration rate, the WWDC "project" helper)
/// picks the nearest slot, and a merging `.spring` takes the card there from where it is
/// shown, starting at the release velocity (`Animation.spring(_:initialVelocity:from:to:)`):
/// `handoffs` records each release. A press on the card mid-flight catches it where it is
/// seen; if the press turns out not to be a drag, the card resumes its flight from rest.
public final class CornersScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "corners",
            summary:
                "Drag, throw or scroll the card to a corner; tap recolours it, a long press lifts it; F draws its flight path."
        ) { _ in
            CornersScene()
        }
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()
    public var hitTestsPresentation: Bool { true }

    /// The draggable card.
    public let card = Layer(
        name: "card", bounds: Rect(x: 0, y: 0, width: 320, height: 180),
        backgroundColor: CornersScene.palette[0], cornerRadius: 24)
    /// The card's visible surface: its colour, resting shadow, edge and text (`makeFace(of:)`).
    public let face: Layer
    /// The four resting places, top-left, top-right, bottom-left, bottom-right.
    public private(set) var slots: [Layer] = []
    /// The line of text across the top of the window.
    public let title = CornersScene.makeTitle()
    /// The spring the card settles with.
    public var spring = Spring(duration: 0.55, bounce: 0.18)
    /// How far slots sit from the window's edges, in points.
    public var margin = 48.0
    /// Whether the card's flight path is drawn (the key F toggles it; off at first).
    public internal(set) var showsFlightPath = false
    /// The trail of the card's shown positions through the latest drag and the flight after
    /// it (CornersScene+Path.swift), oldest first; kept whether or not it is shown.
    public internal(set) var flightPath: [PathDot] = []
    /// The layer the path's dots are drawn in, under the card.
    public let pathLayer = Layer(name: "flightPath")

    /// Drags (and scrolls) the card.
    public let pan = PanGestureRecognizer()
    /// Recolours the card.
    public let tap = TapGestureRecognizer()
    /// Lifts the card while held.
    public let longPress = LongPressGestureRecognizer()

    /// Every state change of the recognizers, in order.
    public private(set) var transitions: [GestureTransition] = []
    /// Every hand-off of a release into the settling spring, in order.
    public internal(set) var handoffs: [Handoff] = []
    /// How many taps the card has had; its colour cycles through `palette` with them.
    public internal(set) var tapCount = 0

    /// The card's colours, in tap order.
    public static let palette = [
        GalleryPalette.aurora, GalleryPalette.coral, GalleryPalette.glade,
        Color(red8: 236, green8: 186, blue8: 64),
    ]

    var size: Size = .zero
    /// Where the card's model was when the drag began.
    var dragStart: Point = .zero
    /// The slot the card rests at or flies to; nil while dragged or before the first throw.
    var destination: Int?
    /// The path's dot layers, in trail order.
    var pathDots: [Layer] = []
    /// Whether the latest catch stopped the card in flight (so the drag keeps its trail).
    var caughtInFlight = false

    public init() {
        face = Self.makeFace(of: card)
        root.addSublayer(title)
        for index in 0..<4 {
            let slot = Self.makeSlot(index, like: card)
            slots.append(slot)
            root.addSublayer(slot)
        }
        // The lift's shadow (the resting one is the face's). Every frame of the lift blurs it
        // anew at the card's new scale, at a cost that grows with the radius: 16, not 24,
        // keeps those frames within the 60 Hz budget in a release build.
        card.shadowColor = Color(red8: 0, green8: 0, blue8: 0)
        card.shadowRadius = 16
        card.shadowOffset = Size(width: 0, height: 10)
        card.addSublayer(face)
        pathLayer.isUserInteractionEnabled = false
        pathLayer.isHidden = true
        root.addSublayer(pathLayer)
        root.addSublayer(card)
        engine.attach(root)

        pan.name = "pan"
        pan.allowedScrollTypesMask = .all
        pan.onPress = { [unowned self] _ in catchCard() }
        pan.action = { [unowned self] pan in panned(pan) }
        tap.name = "tap"
        tap.addAction { [unowned self] _ in tapped() }
        longPress.name = "longPress"
        longPress.addAction { [unowned self] press in pressedLong(press) }
        for recognizer in [pan, longPress, tap] as [GestureRecognizer] {
            card.addGestureRecognizer(recognizer)
            recognizer.onTransition = { [unowned self] transition in
                transitions.append(transition)
                if recognizer === pan && transition.to == .failed { resumeFlight() }
            }
        }
    }

    public func layout(size: Size) {
        let first = self.size == .zero
        self.size = size
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        for (index, slot) in slots.enumerated() { slot.position = slotCenter(index) }
        title.bounds.size.width = size.width
        title.position = Point(x: size.width / 2, y: 16 + title.bounds.height / 2)
        if first {
            card.position = Point(x: size.width / 2, y: size.height / 2)
        } else if let destination, !isDragging {
            // The slot moved: the card follows, keeping whatever velocity it has.
            engine.animate(.spring(spring)) { card.position = slotCenter(destination) }
        }
    }

    public var tracedRecognizers: [GestureRecognizer] { [pan, tap, longPress] }

    /// The card's shown position and scale, the pan's velocity while it drags, the shadow
    /// and the tap count.
    public func traceValues() -> [(name: String, value: Double)] {
        let shown = card.presentation()
        let hand = isDragging ? pan.velocity : .zero
        return [
            ("card.x", shown.position.x), ("card.y", shown.position.y), ("pan.vx", hand.x), ("pan.vy", hand.y),
            ("card.scale", shown.transform.m11), ("card.shadowOpacity", shown.shadowOpacity),
            ("taps", Double(tapCount)),
        ]
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

    /// "dragging" while the pan moves the card, "settling" while anything animates (the
    /// thrown card springing to its slot, a lift), "idle" otherwise: the profile's states.
    public var frameLabel: String {
        isDragging ? "dragging" : engine.hasRunningAnimations ? "settling" : "idle"
    }

    /// Whether the pan is moving the card.
    var isDragging: Bool { pan.state == .began || pan.state == .changed }
}
