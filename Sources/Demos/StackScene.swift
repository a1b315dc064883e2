import Fling

/// "stack": a deck of cards; drag the top one and let go. A flick throws it off the screen,
/// a slow release brings it back, and the card beneath grows into its place.
///
/// The deck shows five cards of an endless sequence: card `n` takes its colour and name from
/// a palette shuffled by the scene's seed (`SceneContext.seed`, through `SplitMix64`), so a
/// replay deals the same deck. Each card below the top is drawn a step smaller and lower
/// (`depth`), so the deck's edges peek out beneath it.
///
/// One pan on the deck moves whichever card is on top (a press on any card of the deck
/// grabs it; a card flying away refuses touches). While dragged, the top card follows the
/// pointer through SwiftUI's `.interactiveSpring` and tilts with its horizontal offset (its
/// `transform.rotation.z`), and the cards beneath move up a step in proportion to the drag's
/// distance, so the next card grows towards the top card's place under the hand.
///
/// On release the decision is the WWDC 2018 "Designing Fluid Interfaces" one: the offset is
/// projected with UIScrollView's normal deceleration rate (`Decay.normal.project`); past
/// `throwDistance`, or faster than `throwSpeed`, the card is thrown. A thrown card flies off
/// the screen along its velocity on a spring that starts at the release velocity
/// (`Animation.spring(_:initialVelocity:from:to:)`, the implicit hand-off of SwiftUI's
/// release spring) and is tuned so that it leaves at that speed, fading like a deceleration
/// (`throwTop`), tilting further with its horizontal velocity; the cards beneath spring a
/// full step up and a new card fades in at the back. A slow release springs the card back
/// to the middle at the release velocity, and the deck back a step. A press on the top card
/// while it springs back catches it where it is seen (`hitTestsPresentation`).
public final class StackScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "stack",
            summary:
                "Drag the top card: flick it and it flies off, release it slowly and it springs back; the next card grows into place."
        ) { context in
            StackScene(seed: context.seed)
        }
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()
    /// A card springing back is caught where it is seen.
    public var hitTestsPresentation: Bool { true }

    /// Drags the top card; attached to the deck, so a press on any of its cards grabs the top one.
    public let pan = PanGestureRecognizer()
    /// The deck's container: every card is a sublayer, the top card last (in front).
    public let deckLayer = Layer(name: "deck")
    /// The line of text across the top of the window.
    public let title = Layer(name: "title")

    /// The cards in the deck, top first (`visibleCount` of them).
    public internal(set) var deck: [Layer] = []
    /// Cards thrown and still on their way out of the window, oldest first.
    public internal(set) var flying: [Layer] = []
    /// The number in the endless sequence of the card on top (0 for the first card dealt).
    public internal(set) var topIndex = 0
    /// How many cards have been thrown.
    public internal(set) var thrownCount = 0

    /// How many cards the deck shows.
    public static let visibleCount = 5
    /// The offset, projected with `Decay.normal`, past which a release throws the card, as a
    /// fraction of the card's width.
    public var throwDistance = 0.9
    /// The release speed, in points per second, above which the card is thrown whatever the projection.
    public var throwSpeed = 1000.0
    /// The tilt, in radians, of a card dragged one card width sideways.
    public var tiltPerWidth = 0.3
    /// The extra tilt, in radians per point per second of horizontal velocity, of a thrown card.
    public var throwTilt = 0.00018
    /// The spring a released card returns on.
    public var returnSpring = Spring(duration: 0.5, bounce: 0.22)
    /// The spring the deck moves up a step on.
    public var deckSpring = Spring(duration: 0.45, bounce: 0.15)

    /// The palette order for this deck: card `n` wears `Card.palette[order[n % count]]`.
    let order: [Int]
    /// Cards that flew out of the window, to deal again at the back.
    var spare: [Layer] = []
    /// The card number each card layer shows.
    var numbers: [ObjectIdentifier: Int] = [:]
    /// The last card thrown and its shown values when it left the window (for the trace once
    /// it is gone).
    var lastThrown: Layer?
    var lastThrownShown = (x: 0.0, y: 0.0, rotation: 0.0)
    var size: Size = .zero
    var cardSize = Size(width: 240, height: 336)
    /// Where the top card's model was when the drag began, relative to the deck's centre.
    var dragStart: Point = .zero

    /// A deck dealt in the order `seed` shuffles the palette into.
    public init(seed: UInt64 = 0) {
        var random = SplitMix64(seed: seed)
        var order = Array(Card.palette.indices)
        // Fisher–Yates with SplitMix64's own uniform numbers, the same on every toolchain.
        for index in stride(from: order.count - 1, to: 0, by: -1) {
            let other = min(index, Int(random.unit() * Double(index + 1)))
            order.swapAt(index, other)
        }
        self.order = order
        title.text = TextContent(
            "Stack — drag the top card: flick it away, or let go slowly and it comes back",
            fontSize: 15, color: Color(red8: 128, green8: 134, blue8: 156), alignment: .center)
        title.isUserInteractionEnabled = false
        root.addSublayer(title)
        root.addSublayer(deckLayer)
        for depth in 0..<Self.visibleCount {
            let card = Card.make()
            deal(card, number: depth)
            deckLayer.insertSublayer(card, at: 0)
            deck.append(card)
        }
        engine.attach(root)

        pan.name = "pan"
        pan.onPress = { [unowned self] _ in catchTop() }
        pan.action = { [unowned self] pan in panned(pan) }
        pan.onTransition = { [unowned self] transition in
            if transition.to == .failed { settle(velocity: .zero) }
        }
        deckLayer.addGestureRecognizer(pan)
        // The deck spans the window, as a container view would, and takes touches only where
        // one of its cards does (a pass-through container): a point outside a layer reaches
        // none of its sublayers, so a deck without a size would keep every touch from its cards.
        deckLayer.hitArea = { [unowned self] point, _ in
            deckLayer.sublayers.contains { $0.hitTest(point, usingPresentation: hitTestsPresentation) != nil }
        }
    }

    public func layout(size: Size) {
        let first = self.size == .zero
        self.size = size
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        engine.performWithoutAnimation {
            deckLayer.bounds = Rect(origin: .zero, size: size)
            deckLayer.position = Point(x: size.width / 2, y: size.height / 2)
        }
        title.bounds = Rect(x: 0, y: 0, width: size.width, height: 19)
        title.position = Point(x: size.width / 2, y: 16 + 9.5)
        // The deck takes most of the height, a card's width 0.7 of its height, and leaves
        // room below for the cards peeking out.
        let height = max(40, min(420, (size.height - 70) * 0.82, (size.width - 40) / 0.7))
        cardSize = Size(width: (height * 0.7).rounded(), height: height.rounded())
        engine.performWithoutAnimation {
            for card in deck + flying + spare { Card.resize(card, to: cardSize) }
        }
        // The deck moves to its new place on its spring (at once the first time); a card
        // held keeps following the hand.
        engine.transaction(animation: .spring(deckSpring), disableActions: first) {
            for (depth, card) in deck.enumerated() where depth > 0 || !isDragging { place(card, depth: Double(depth)) }
        }
    }

    /// Takes thrown cards that have left the window off the screen (`collectLanded`).
    public func update(at time: FrameTime) { collectLanded() }

    public var tracedRecognizers: [GestureRecognizer] { [pan] }

    /// The top card's shown position and tilt, the next card's shown y and scale (its
    /// growth), the top card's number, the thrown count, and the last thrown card's shown
    /// position and tilt (as it left the window, once it has; zero before any throw).
    public func traceValues() -> [(name: String, value: Double)] {
        let top = deck[0].presentation()
        let next = deck[1].presentation()
        let thrown = lastThrown.map { shownValues($0) } ?? lastThrownShown
        return [
            ("top.x", top.position.x), ("top.y", top.position.y), ("top.rotation", Self.rotation(of: top)),
            ("next.y", next.position.y), ("next.scale", Self.scale(of: next)),
            ("top.index", Double(topIndex)), ("thrown", Double(thrownCount)),
            ("thrown.x", thrown.x), ("thrown.y", thrown.y), ("thrown.rotation", thrown.rotation),
        ]
    }

    /// The centre of the top card at rest.
    public var deckCenter: Point {
        Point(
            x: size.width / 2,
            y: size.height / 2 + 12 - Card.peek(height: cardSize.height) * Double(Self.visibleCount - 1) / 2)
    }

    /// Where a card `depth` steps below the top rests (fractional while the deck moves up).
    public func restingCenter(depth: Double) -> Point {
        // Each step scales the card by `Card.shrink` about its centre and moves it down so
        // that its bottom edge sits `Card.peek` below the one above.
        let step = cardSize.height * Card.shrink / 2 + Card.peek(height: cardSize.height)
        return Point(x: deckCenter.x, y: deckCenter.y + depth * step)
    }

    /// Sets a card's model to rest `depth` steps below the top (in the caller's animation).
    func place(_ card: Layer, depth: Double) {
        card.position = restingCenter(depth: depth)
        card.setValue(.number(1 - Card.shrink * depth), forKeyPath: "transform.scale")
        card.setValue(.number(0), forKeyPath: "transform.rotation.z")
    }

    /// Gives `card` the colour and name of card `number`.
    func deal(_ card: Layer, number: Int) {
        numbers[ObjectIdentifier(card)] = number
        Card.show(card, number: number, style: order[number % order.count])
    }

    /// The number of the card `card` shows.
    public func number(of card: Layer) -> Int { numbers[ObjectIdentifier(card)] ?? -1 }

    func shownValues(_ card: Layer) -> (x: Double, y: Double, rotation: Double) {
        let shown = card.presentation()
        return (shown.position.x, shown.position.y, Self.rotation(of: shown))
    }

    /// A snapshot's rotation about z, in radians.
    static func rotation(of values: LayerSnapshot) -> Double {
        if case let .number(angle) = LayerKeyPath("transform.rotation.z")?.value(in: values) { return angle }
        return 0
    }

    /// A snapshot's uniform scale.
    static func scale(of values: LayerSnapshot) -> Double {
        if case let .number(scale) = LayerKeyPath("transform.scale")?.value(in: values) { return scale }
        return 1
    }
}
