import Fling

/// "shapes": Core Animation's shape, gradient and mask layers, and SwiftUI's `Shape`, in six
/// panels.
///
/// - The **ring**: a circle stroked from twelve o'clock, its `strokeEnd` the progress. A press
///   on the panel sets the target to the pointer's angle and `strokeEnd` springs there
///   (`withAnimation(.spring)`); dragging moves the target with the pointer, each move a merging
///   spring that carries the velocity shown, so the ring never jumps.
/// - The **check**: a click draws the check mark, `strokeEnd` 0 → 1 on an ease-out, with round
///   caps and joins, while its badge's `fillColor` turns green; a second click undraws it. The
///   badge's shadow comes from its `shadowPath`, a circle.
/// - The **gradient**: a click sweeps an axial gradient's band of light across the panel: its
///   `startPoint`, `endPoint` and `locations` spring to the other diagonal, and back on the next
///   click.
/// - The **reveal**: a conic gradient seen through a `mask`, a circle (a shape layer's path).
///   A click grows the circle from the pointer until it covers the panel; the next shrinks it
///   to the pointer. The path animates point by point (an ellipse into an ellipse).
/// - The **morph**: a polygon `Shape` (`setShape`) whose corner count and star depth are its
///   `animatableData`; a click springs it to the next of triangle, star, hexagon, star, square,
///   its path rebuilt every frame from the animated corner count.
/// - The **ants**: a dashed rounded rectangle whose `lineDashPhase` marches, a linear animation
///   repeated forever over one dash period; a click pauses them and the next resumes them.
public final class ShapesScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "shapes",
            summary:
                "Drag around the ring; click the check, the gradient, the reveal and the morph; click the ants to pause them."
        ) { _ in
            ShapesScene()
        }
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()

    /// The springs and curves the panels move on.
    public static let ringSpring = Spring(duration: 0.8, bounce: 0.25)
    public static let sweepSpring = Spring(duration: 0.9, bounce: 0.15)
    public static let revealSpring = Spring(duration: 0.7, bounce: 0.1)
    public static let morphSpring = Spring(duration: 0.7, bounce: 0.3)
    public static let drawDuration = 0.5
    public static let undrawDuration = 0.25
    /// The ants' dash and gap, and how long they take to march one period.
    public static let dashPattern = [14.0, 8.0]
    public static let marchDuration = 0.8

    static let titleColor = Color(red8: 128, green8: 134, blue8: 156)
    static let panelColor = Color(red8: 30, green8: 33, blue8: 44)
    static let trackColor = Color(red8: 48, green8: 53, blue8: 70)
    static let badgeOff = Color(red8: 70, green8: 76, blue8: 96)

    /// The line of text across the top.
    public let title = CornersScene.label(
        "Shapes — drag around the ring · click the check, the gradient, the reveal and the morph · click the ants",
        size: 15, color: ShapesScene.titleColor, origin: .zero, width: 0, alignment: .center)
    /// The six panels, left to right and top to bottom, and their captions.
    public let ringPanel = Layer(name: "panel.ring")
    public let checkPanel = Layer(name: "panel.check")
    public let gradientPanel = Layer(name: "panel.gradient")
    public let revealPanel = Layer(name: "panel.reveal")
    public let morphPanel = Layer(name: "panel.morph")
    public let antsPanel = Layer(name: "panel.ants")
    var panels: [Layer] { [ringPanel, checkPanel, gradientPanel, revealPanel, morphPanel, antsPanel] }
    let captions = [
        "strokeEnd on a merging spring", "strokeEnd 0 → 1, round caps and joins", "startPoint, endPoint, locations",
        "a mask's path grows from the click", "Shape: corner count as animatableData",
        "lineDashPhase, repeated forever",
    ].map {
        CornersScene.label($0, size: 13, color: ShapesScene.titleColor, origin: .zero, width: 0, alignment: .center)
    }

    /// The ring's groove and the ring, and the target written inside it.
    public let ringTrack = Layer(name: "ring.track")
    public let ring = Layer(name: "ring")
    public let ringLabel = ShapesScene.whiteLabel("0 %", size: 30)
    /// The check's badge (a filled circle) and the check mark on it.
    public let badge = Layer(name: "check.badge")
    public let check = Layer(name: "check")
    /// The gradient the sweep moves.
    public let sweep = Layer(name: "gradient")
    /// The picture the mask reveals, its caption, and the mask.
    public let picture = Layer(name: "reveal.picture")
    public let pictureLabel = ShapesScene.whiteLabel("Hello, shapes", size: 30)
    public let revealMask = Layer(name: "reveal.mask")
    /// The morphing polygon.
    public let morph = Layer(name: "morph")
    /// The marching ants and what they surround.
    public let ants = Layer(name: "ants")
    public let antsLabel = ShapesScene.whiteLabel("selected", size: 20)

    public let ringPan = PanGestureRecognizer()
    public let checkTap = TapGestureRecognizer()
    public let sweepTap = TapGestureRecognizer()
    public let revealTap = TapGestureRecognizer()
    public let morphTap = TapGestureRecognizer()
    public let antsTap = TapGestureRecognizer()

    /// The ring's target, 0…1, and every change of it, with the time it was set.
    public internal(set) var ringTarget = 0.0
    public internal(set) var ringTargets: [(time: Double, target: Double)] = []
    /// Whether the check is drawn (or drawing), and each click's time.
    public internal(set) var checked = false
    public internal(set) var checkClicks: [Double] = []
    /// Whether the sweep is at its far end, and each click's time.
    public internal(set) var swept = false
    public internal(set) var sweepClicks: [Double] = []
    /// Whether the picture is revealed; each click's time, where, and the circle it set.
    public internal(set) var revealed = false
    public internal(set) var revealClicks: [(time: Double, center: Point, radius: Double)] = []
    /// The step of `morphSteps` the morph is at or springing to, and each click's time.
    public internal(set) var morphStep = 0
    public internal(set) var morphClicks: [Double] = []
    /// Whether the ants are paused; each click's time and the phase it paused at or resumed from.
    public internal(set) var antsPaused = false
    public internal(set) var antsClicks: [(time: Double, phase: Double)] = []

    /// A line of white text, centred in the width `layout(size:)` gives it.
    static func whiteLabel(_ text: String, size: Double) -> Layer {
        CornersScene.label(text, size: size, color: .white, origin: .zero, width: 0, alignment: .center)
    }

    /// The reveal's peek: the circle's radius when hidden.
    static let peekRadius = 26.0
    var size: Size = .zero

    public init() {
        engine.attach(root)
        root.addSublayer(title)
        for (panel, caption) in zip(panels, captions) {
            panel.backgroundColor = Self.panelColor
            panel.cornerRadius = 18
            root.addSublayer(panel)
            root.addSublayer(caption)
        }
        buildRing()
        buildCheck()
        buildSweep()
        buildReveal()
        buildMorph()
        buildAnts()
    }

    func buildRing() {
        for layer in [ringTrack, ring] {
            layer.fillColor = .clear
            layer.lineWidth = 18
            layer.isUserInteractionEnabled = false
            ringPanel.addSublayer(layer)
        }
        ringTrack.strokeColor = Self.trackColor
        ring.strokeColor = GalleryPalette.aurora
        ring.lineCap = .round
        ring.strokeEnd = 0
        ringPanel.addSublayer(ringLabel)
        ringPan.name = "pan.ring"
        ringPan.hysteresis = 2
        ringPan.onPress = { [unowned self] pan in aim(at: pan.location(in: ringPanel), dragging: false) }
        ringPan.addAction { [unowned self] pan in
            if pan.state == .changed || pan.state == .began { aim(at: pan.location(in: ringPanel), dragging: true) }
        }
        ringPanel.addGestureRecognizer(ringPan)
    }

    func buildCheck() {
        badge.fillColor = Self.badgeOff
        badge.shadowColor = Color(red8: 0, green8: 0, blue8: 0)
        badge.shadowOpacity = 0.4
        badge.shadowRadius = 12
        badge.shadowOffset = Size(width: 0, height: 6)
        check.fillColor = .clear
        check.strokeColor = .white
        check.lineWidth = 11
        check.lineCap = .round
        check.lineJoin = .round
        check.strokeEnd = 0
        badge.addSublayer(check)
        place(badge, in: checkPanel, tap: checkTap, named: "tap.check") { [unowned self] _ in toggleCheck() }
    }

    func buildSweep() {
        sweep.gradient = Self.sweepStart
        sweep.cornerRadius = 14
        sweep.masksToBounds = true
        place(sweep, in: gradientPanel, tap: sweepTap, named: "tap.gradient") { [unowned self] _ in toggleSweep() }
    }

    func buildReveal() {
        picture.gradient = Gradient(
            .conic,
            colors: [
                GalleryPalette.coral, GalleryPalette.kumquat, GalleryPalette.glade, GalleryPalette.lagoon,
                GalleryPalette.aurora, GalleryPalette.heather, GalleryPalette.coral,
            ], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 0.5, y: 0))
        picture.masksToBounds = true
        picture.addSublayer(pictureLabel)
        revealMask.fillColor = .white
        picture.mask = revealMask
        place(picture, in: revealPanel, tap: revealTap, named: "tap.reveal") { [unowned self] tap in
            toggleReveal(at: tap.location(in: picture))
        }
    }

    func buildMorph() {
        morph.setShape(Self.morphSteps[0])
        morph.fillColor = GalleryPalette.heather
        morph.strokeColor = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
        morph.lineWidth = 4
        morph.lineJoin = .round
        place(morph, in: morphPanel, tap: morphTap, named: "tap.morph") { [unowned self] _ in nextMorph() }
    }

    func buildAnts() {
        ants.fillColor = Color(red: 1, green: 1, blue: 1, alpha: 0.05)
        ants.strokeColor = GalleryPalette.kumquat
        ants.lineWidth = 3
        ants.lineDashPattern = Self.dashPattern
        ants.addSublayer(antsLabel)
        place(ants, in: antsPanel, tap: antsTap, named: "tap.ants") { [unowned self] _ in toggleAnts() }
        march(from: 0)
    }

    /// Puts `content` in `panel` (hits on it are the panel's), and `tap` on the panel.
    func place(
        _ content: Layer, in panel: Layer, tap: TapGestureRecognizer, named name: String,
        action: @escaping (TapGestureRecognizer) -> Void
    ) {
        content.isUserInteractionEnabled = false
        panel.addSublayer(content)
        tap.name = name
        tap.addAction(action)
        panel.addGestureRecognizer(tap)
    }

    public func layout(size: Size) {
        let first = self.size == .zero
        self.size = size
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        title.bounds.size.width = size.width
        title.position = Point(x: size.width / 2, y: 16 + title.bounds.height / 2)
        let margin = min(max(min(size.width, size.height) * 0.03, 4), 28)
        let top = 16 + title.bounds.height + margin
        let captionHeight = min(24.0, max(size.height * 0.03, 8))
        let width = max((size.width - 4 * margin) / 3, 30)
        let height = max((size.height - top - 2 * margin - 2 * captionHeight) / 2, 30)
        for (index, (panel, caption)) in zip(panels, captions).enumerated() {
            let x = margin + Double(index % 3) * (width + margin)
            let y = top + Double(index / 3) * (height + captionHeight + margin)
            panel.bounds = Rect(x: 0, y: 0, width: width, height: height)
            panel.position = Point(x: x + width / 2, y: y + height / 2)
            caption.bounds.size.width = width
            caption.position = Point(x: x + width / 2, y: y + height + captionHeight / 2 + 2)
        }
        let content = Rect(x: 0, y: 0, width: width, height: height).insetBy(dx: 18, dy: 18)
        let side = max(min(content.width, content.height), 10)
        let square = Rect(x: 0, y: 0, width: side, height: side)

        for layer in [ringTrack, ring] {
            layer.bounds = square
            layer.position = content.center
            layer.path = Self.ringPath(center: square.center, radius: max(side / 2 - 12, 1))
        }
        ringLabel.bounds.size.width = side
        ringLabel.position = content.center

        let badgeSide = side * 0.8
        let badgeRect = Rect(x: 0, y: 0, width: badgeSide, height: badgeSide)
        badge.bounds = badgeRect
        badge.position = content.center
        badge.path = Path(ellipseIn: badgeRect)
        badge.shadowPath = Path(ellipseIn: badgeRect)
        check.bounds = badgeRect
        check.position = badgeRect.center
        check.path = Self.checkPath(side: badgeSide)

        for layer in [sweep, picture] {
            layer.bounds = Rect(origin: .zero, size: content.size)
            layer.position = content.center
        }
        picture.cornerRadius = 14
        pictureLabel.bounds.size.width = content.width
        pictureLabel.position = Rect(origin: .zero, size: content.size).center
        revealMask.bounds = Rect(origin: .zero, size: content.size)
        revealMask.position = Rect(origin: .zero, size: content.size).center
        if first { revealMask.path = Self.maskCircle(center: revealMask.bounds.center, radius: Self.peekRadius) }

        morph.bounds = square
        morph.position = content.center

        let antsRect = Rect(x: 0, y: 0, width: content.width * 0.8, height: content.height * 0.6)
        ants.bounds = antsRect
        ants.position = content.center
        ants.path = Path(roundedRect: antsRect.insetBy(dx: 2, dy: 2), cornerRadius: 12)
        antsLabel.bounds.size.width = antsRect.width
        antsLabel.position = antsRect.center
    }

    public var tracedRecognizers: [GestureRecognizer] { [ringPan, checkTap, sweepTap, revealTap, morphTap, antsTap] }

    /// Each panel's values as the frame shows them, read back from the layers' presentation.
    public func traceValues() -> [(name: String, value: Double)] {
        let ringShape = ring.presentationShapeValues()
        let checkShape = check.presentationShapeValues()
        let gradient = sweep.presentationGradient()
        var values: [(name: String, value: Double)] = [
            ("ring.target", ringTarget), ("ring.strokeEnd", ringShape?.strokeEnd ?? -1),
            ("check.strokeEnd", checkShape?.strokeEnd ?? -1),
            ("check.badge.green", badge.presentationShapeValues()?.fillColor.green ?? -1),
            ("gradient.start.x", gradient?.startPoint.x ?? -1), ("gradient.start.y", gradient?.startPoint.y ?? -1),
            ("gradient.end.x", gradient?.endPoint.x ?? -1), ("gradient.end.y", gradient?.endPoint.y ?? -1),
        ]
        for (index, location) in (gradient?.locations ?? []).enumerated() {
            values.append(("gradient.location\(index)", location))
        }
        let circle = revealMask.presentationShapeValues()?.path.controlPointBounds ?? .zero
        values += [
            ("reveal.x", circle.center.x), ("reveal.y", circle.center.y), ("reveal.radius", circle.width / 2),
        ]
        let bounds = morph.withPresentation { $0.bounds }
        let shape = morph.presentationShapeValues().flatMap { Polygon.parameters(of: $0.path, in: bounds) }
        values += [
            ("morph.step", Double(morphStep)), ("morph.corners", shape?.corners ?? -1),
            ("morph.star", shape?.star ?? -1),
            ("ants.phase", ants.presentationShapeValues()?.lineDashPhase ?? -1), ("ants.paused", antsPaused ? 1 : 0),
        ]
        return values
    }

    /// What the frame is busy with, for the profiler: the ring or the morph springing, another
    /// panel moving, the ants alone, or nothing.
    public var frameLabel: String {
        if ring.presentationShapeValues()?.strokeEnd != ring.strokeEnd { return "ring" }
        if morph.presentationShapeValues()?.path != morph.path { return "morph" }
        if check.presentationShapeValues()?.strokeEnd != check.strokeEnd
            || sweep.presentationGradient() != sweep.gradient
            || revealMask.presentationShapeValues()?.path != revealMask.path
        {
            return "shapes"
        }
        return antsPaused ? "idle" : "ants"
    }
}
