import Fling

/// "keyframes": SwiftUI's keyframe and phase animators on layers.
///
/// - The **card** plays a `KeyframeAnimator` when clicked: three tracks over one value — a
///   scale that pops up and springs back, a rotation that wiggles on cubic keyframes, and a
///   vertical offset that jumps up on a snappy spring and falls back on a bouncy one. The
///   spring keyframes carry their velocity into the next keyframe. A click while it plays
///   starts the keyframes again from the value shown, as SwiftUI restarts them. The value
///   drives three engine values (`card.scale`, `card.rotation`, `card.offset`), so every frame
///   trace records them by name, and the card's transform is set from it in the same frame.
/// - The **badge** runs a triggered `PhaseAnimator`: a click steps it through pop, tilt and
///   back to rest, each step on its own animation, the next beginning when the step is
///   logically complete.
/// - The three **dots** under the badge run a continuous `PhaseAnimator`: each phase lifts one
///   dot, like a typing indicator, for as long as the scene lives; key "p" pauses and resumes
///   them.
public final class KeyframesScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "keyframes",
            summary:
                "Click the card to play its keyframes (again mid-run to restart them); click the badge for a cycle of phases; p pauses the dots."
        ) { _ in
            KeyframesScene()
        }
    }

    /// What the card's keyframes animate.
    public struct CardValues: Hashable, Sendable {
        /// The card's scale (1: its size).
        public var scale = 1.0
        /// Its turn about its centre.
        public var rotation = Angle.zero
        /// Its offset from its place, in points (negative y is up).
        public var offset = Vector(dx: 0, dy: 0)

        public init(scale: Double = 1, rotation: Angle = .zero, offset: Vector = Vector(dx: 0, dy: 0)) {
            self.scale = scale
            self.rotation = rotation
            self.offset = offset
        }

        /// The card's transform: moved by the offset, turned, scaled (about its centre).
        public var transform: Transform3D {
            Transform3D(translationX: offset.dx, y: offset.dy, z: 0)
                .concatenating(Transform3D(rotationAngle: rotation.radians, x: 0, y: 0, z: 1))
                .concatenating(Transform3D(scaleX: scale, y: scale, z: 1))
        }
    }

    /// The card's keyframes, from the value a run starts with.
    @KeyframesBuilder<CardValues>
    public static func cardKeyframes(from start: CardValues) -> Keyframes<CardValues> {
        KeyframeTrack(\CardValues.scale) {
            LinearKeyframe(start.scale * 0.92, duration: 0.08, timingCurve: .easeOut)
            SpringKeyframe(1.22, duration: 0.26, spring: .snappy)
            SpringKeyframe(1.0, spring: .bouncy)
        }
        KeyframeTrack(\CardValues.rotation) {
            CubicKeyframe(.degrees(-9), duration: 0.14)
            CubicKeyframe(.degrees(7), duration: 0.18)
            CubicKeyframe(.degrees(-3), duration: 0.16)
            CubicKeyframe(.zero, duration: 0.2)
        }
        KeyframeTrack(\CardValues.offset) {
            SpringKeyframe(Vector(dx: 0, dy: -70), duration: 0.3, spring: .snappy)
            SpringKeyframe(Vector(dx: 0, dy: 0), spring: .bouncy)
        }
    }

    /// The badge's phases: at rest, popped up, tilted, and back.
    public enum BadgePhase: Int, CaseIterable, Sendable {
        case rest, pop, tilt

        /// The animation that moves to this phase.
        var animation: Animation {
            switch self {
            case .rest: .spring(duration: 0.45, bounce: 0.2)
            case .pop: .spring(duration: 0.3, bounce: 0.45)
            case .tilt: .easeInOut(duration: 0.22)
            }
        }
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()
    public var hitTestsPresentation: Bool { true }

    /// The line of text across the top.
    public let title = CornersScene.label(
        "Keyframes — click the card (again mid-run to restart) · click the badge for its phases · p pauses the dots",
        size: 15, color: CornersScene.Style.titleColor, origin: .zero, width: 0, alignment: .center)
    /// The card the keyframes move.
    public let card = Layer(name: "card", backgroundColor: GalleryPalette.coral, cornerRadius: 22)
    /// The card's caption.
    public let cardLabel = CornersScene.label(
        "Click me", size: 22, color: .white, origin: .zero, width: 0, alignment: .center)
    /// The badge the phases move.
    public let badge = Layer(name: "badge", backgroundColor: GalleryPalette.aurora)
    /// The badge's number.
    public let badgeLabel = CornersScene.label(
        "3", size: 34, color: .white, origin: .zero, width: 0, alignment: .center)
    /// The typing-indicator dots, left to right.
    public private(set) var dots: [Layer] = []
    /// What each side is, under it.
    public let cardCaption = CornersScene.label(
        "KeyframeAnimator: scale, rotation and offset tracks", size: 14, color: CornersScene.Style.titleColor,
        origin: .zero, width: 0, alignment: .center)
    public let badgeCaption = CornersScene.label(
        "PhaseAnimator: rest → pop → tilt → rest; the dots cycle", size: 14, color: CornersScene.Style.titleColor,
        origin: .zero, width: 0, alignment: .center)

    /// The card's keyframe player.
    public let wiggle: KeyframeAnimator<CardValues>
    /// The badge's phases, one cycle a click.
    public let badgePhases: PhaseAnimator<BadgePhase>
    /// The dots' phases, cycling until paused.
    public private(set) var dotPhases: PhaseAnimator<Int>!
    /// The card's value as engine values: traced by name in every frame.
    public let cardScale: AnimatableProperty<Double>
    public let cardRotation: AnimatableProperty<Angle>
    public let cardOffset: AnimatableProperty<Vector>

    public let cardTap = TapGestureRecognizer()
    public let badgeTap = TapGestureRecognizer()
    /// Clicks on the card and on the badge so far.
    public private(set) var cardClicks = 0
    public private(set) var badgeClicks = 0
    /// Each badge step's end, in order, with the engine's callback time.
    public private(set) var badgeSteps: [(phase: BadgePhase, time: Double)] = []
    /// Whether the dots are paused.
    public private(set) var dotsPaused = false

    static let dotCount = 3
    static let dotLift = 10.0
    static let dotColor = Color(red8: 200, green8: 206, blue8: 222)

    public init() {
        wiggle = KeyframeAnimator(engine: engine, initialValue: CardValues()) { start in
            KeyframesScene.cardKeyframes(from: start)
        }
        cardScale = engine.animatedValue("card.scale", initial: 1.0)
        cardRotation = engine.animatedValue("card.rotation", initial: Angle.zero)
        cardOffset = engine.animatedValue("card.offset", initial: Vector(dx: 0, dy: 0))
        let badge = badge
        badgePhases = PhaseAnimator(
            engine: engine, phases: BadgePhase.allCases, animation: { $0.animation },
            apply: { phase in
                let scale = phase == .pop ? 1.35 : 1
                let turn = phase == .tilt ? -0.3 : 0
                badge.transform = Transform3D(rotationAngle: turn, x: 0, y: 0, z: 1)
                    .concatenating(Transform3D(scaleX: scale, y: scale, z: 1))
            })
        engine.attach(root)
        for layer in [title, card, badge, cardCaption, badgeCaption] { root.addSublayer(layer) }
        card.addSublayer(cardLabel)
        badge.addSublayer(badgeLabel)
        card.shadowColor = Color(red8: 0, green8: 0, blue8: 0)
        card.shadowOpacity = 0.35
        card.shadowRadius = 16
        card.shadowOffset = Size(width: 0, height: 8)
        for index in 0..<Self.dotCount {
            let dot = Layer(name: "dot\(index)", backgroundColor: Self.dotColor)
            dot.isUserInteractionEnabled = false
            dots.append(dot)
            root.addSublayer(dot)
        }
        let dots = dots
        dotPhases = PhaseAnimator(
            engine: engine, phases: Array(0..<Self.dotCount), continuous: true,
            animation: { _ in .easeInOut(duration: 0.28) },
            apply: { phase in
                for (index, dot) in dots.enumerated() {
                    dot.transform = Transform3D(translationX: 0, y: index == phase ? -Self.dotLift : 0, z: 0)
                    dot.opacity = index == phase ? 1 : 0.45
                }
            })

        wiggle.onValue { [card] value in card.transform = value.transform }
        wiggle.drive(cardScale, \.scale)
        wiggle.drive(cardRotation, \.rotation)
        wiggle.drive(cardOffset, \.offset)
        badgePhases.onPhaseComplete = { [unowned self] phase in badgeSteps.append((phase, engine.callbackTime)) }

        cardTap.name = "tap.card"
        cardTap.addAction { [unowned self] _ in
            cardClicks += 1
            wiggle.start()
        }
        card.addGestureRecognizer(cardTap)
        badgeTap.name = "tap.badge"
        badgeTap.addAction { [unowned self] _ in
            badgeClicks += 1
            badgePhases.start()
        }
        badge.addGestureRecognizer(badgeTap)
        dotPhases.start()
    }

    public func layout(size: Size) {
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        title.bounds.size.width = size.width
        title.position = Point(x: size.width / 2, y: 16 + title.bounds.height / 2)
        let middle = size.height / 2 + 20
        let cardSize = Size(width: min(260, size.width * 0.25), height: min(170, size.height * 0.24))
        card.bounds = Rect(origin: .zero, size: cardSize)
        card.position = Point(x: size.width * 0.32, y: middle)
        cardLabel.bounds.size.width = cardSize.width
        cardLabel.position = Point(x: cardSize.width / 2, y: cardSize.height / 2)
        let side = min(120, size.width * 0.1)
        badge.bounds = Rect(x: 0, y: 0, width: side, height: side)
        badge.cornerRadius = side / 2
        badge.position = Point(x: size.width * 0.7, y: middle - 20)
        badgeLabel.bounds.size.width = side
        badgeLabel.position = Point(x: side / 2, y: side / 2)
        for (index, dot) in dots.enumerated() {
            dot.bounds = Rect(x: 0, y: 0, width: 12, height: 12)
            dot.cornerRadius = 6
            dot.position = Point(x: badge.position.x + Double(index - 1) * 22, y: badge.position.y + side / 2 + 40)
        }
        let captionY = middle + cardSize.height / 2 + 90
        for (caption, x) in [(cardCaption, card.position.x), (badgeCaption, badge.position.x)] {
            caption.bounds.size.width = size.width * 0.36
            caption.position = Point(x: x, y: captionY)
        }
    }

    public func handle(_ event: InputEvent) {
        if case .key("p", true) = event.kind { toggleDots() }
    }

    /// Pauses the dots where they are (their phase settles) or starts their cycle again.
    public func toggleDots() {
        dotsPaused.toggle()
        if dotsPaused { dotPhases.stop() } else { dotPhases.start() }
    }

    public var tracedRecognizers: [GestureRecognizer] { [cardTap, badgeTap] }

    /// The badge's phase and its presentation scale, the dots' phase, and the clicks; the card's
    /// value is traced by the engine (`card.scale`, `card.rotation`, `card.offset.0`, `.1`).
    public func traceValues() -> [(name: String, value: Double)] {
        [
            ("badge.phase", Double(badgePhases.phase.rawValue)),
            ("badge.scale", badge.presentation().transform.decomposed()?.scale.x ?? 0),
            ("dots.phase", Double(dotPhases.phase)), ("clicks.card", Double(cardClicks)),
            ("clicks.badge", Double(badgeClicks)),
        ]
    }

    public var frameLabel: String { wiggle.isRunning ? "keyframes" : (badgePhases.isRunning ? "phases" : "idle") }
}
