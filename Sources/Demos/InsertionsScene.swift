import Fling

/// "insertions": SwiftUI's insertion and removal transitions on layers, one tile per
/// transition, and a card that opens into a detail panel.
///
/// - **Tiles.** Each holds a coloured card in a well. A click on the tile removes the card
///   with the tile's transition (`removeFromSuperlayer(transition:)`), the next inserts it
///   again (`addSublayer(_:transition:)`), both inside `withAnimation(.spring(duration: 0.5,
///   bounce: 0.2))`. A click mid-flight turns the transition round from where the card is
///   shown, keeping its velocity. The transitions: `opacity`, `scale(0, anchor: .bottom)`,
///   `move(edge: .top)`, `slide`, `push(from: .trailing)`, `offset(x:y:)` by the card's size,
///   `blur(radius:)`, `asymmetric(insertion: .scale, removal: .opacity)`, `opacity` combined
///   with `scale(0.5)`, and a `Transition` of the scene's own (`Twirl`).
/// - **The card and its detail.** A click on the small card opens it into the detail panel,
///   another layer that shares its geometry (`matchedGeometry(id:in:)`): the card leaves and
///   the detail comes in, both with `.opacity`, in one transaction, so the detail grows from
///   the card's shown frame and corner radius (12) to its own (28) while the card follows it
///   and they cross-fade. A click on the detail closes it; a click mid-way turns both round
///   with their velocity.
/// - **Reduce Motion.** The label shows `engine.accessibilityReduceMotion`, which the app
///   toggles (the scene reads it each frame): under it the moving transitions fade instead.
public final class InsertionsScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "insertions",
            summary:
                "Click a tile to remove its card with its transition and again to bring it back, mid-flight too; click the card on the right to open it."
        ) { _ in
            InsertionsScene()
        }
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()

    /// The spring every tile's transition runs on. One spring for all ten lets the tiles be
    /// compared side by side, and a spring (not a curve) lets a click mid-flight turn a card
    /// round with its velocity, as SwiftUI's springs merge; its small bounce (an overshoot of
    /// 1.5 %) shows the velocity without flipping a scale far through zero.
    public static let tileSpring = Spring(duration: 0.5, bounce: 0.2)
    /// The spring the card opens into its detail on.
    public static let detailSpring = Spring(duration: 0.45, bounce: 0.15)
    /// The blur tile's radius: the card is a haze when it goes. A wide blur is drawn at a
    /// lower resolution, so 24 points costs under 2 ms a frame at p99 (release; docs/gallery.md,
    /// "Frame times").
    public static let blurRadius = 24.0
    /// The corner radii of the small card and of the detail.
    public static let thumbnailRadius = 12.0
    public static let detailRadius = 28.0

    static let titleColor = Color(red8: 128, green8: 134, blue8: 156)
    static let panelColor = Color(red8: 30, green8: 33, blue8: 44)
    static let wellColor = Color(red8: 22, green8: 24, blue8: 33)

    /// The line of text across the top, and the Reduce Motion setting at the right.
    public let title = CornersScene.label(
        "Insertions — click a tile to take its card out and again to bring it back, mid-flight too · click the card",
        size: 15, color: InsertionsScene.titleColor, origin: .zero, width: 0, alignment: .left)
    public let reduceMotionLabel = CornersScene.label(
        "Reduce Motion: off", size: 15, color: InsertionsScene.titleColor, origin: .zero, width: 0,
        alignment: .right)

    /// The ten tiles, in reading order.
    public let tiles: [InsertionTile] = [
        InsertionTile(
            "opacity", code: ".opacity", says: "fades", color: GalleryPalette.aurora
        ) { _ in .opacity },
        InsertionTile(
            "scale", code: ".scale(0, …)", says: "anchor .bottom", color: GalleryPalette.coral
        ) { _ in .scale(0, anchor: .bottom) },
        InsertionTile(
            "move", code: ".move(edge:)", says: "edge .top", color: GalleryPalette.glade, clips: true
        ) { _ in .move(edge: .top) },
        InsertionTile(
            "slide", code: ".slide", says: "leading → trailing", color: GalleryPalette.kumquat, clips: true
        ) { _ in .slide },
        InsertionTile(
            "push", code: ".push(from:)", says: ".trailing, fading", color: GalleryPalette.heather, clips: true
        ) { _ in .push(from: .trailing) },
        InsertionTile(
            "offset", code: ".offset(x:y:)", says: "by its own size", color: GalleryPalette.lagoon, clips: true
        ) { size in .offset(x: size.width, y: size.height) },
        InsertionTile(
            "blur", code: ".blur(radius:)", says: "radius 24", color: GalleryPalette.iris
        ) { _ in .blur(radius: InsertionsScene.blurRadius) },
        InsertionTile(
            "asymmetric", code: ".asymmetric", says: "scale in, fade out", color: GalleryPalette.ember
        ) { _ in .asymmetric(insertion: .scale, removal: .opacity) },
        InsertionTile(
            "combined", code: ".combined(with:)", says: "fade + scale 0.5", color: GalleryPalette.dune
        ) { _ in AnyTransition.opacity.combined(with: .scale(0.5)) },
        InsertionTile(
            "twirl", code: "Twirl()", says: "its own Transition", color: GalleryPalette.fjord
        ) { _ in AnyTransition(Twirl()) },
    ]

    /// The right-hand section, the small card in it, and the detail the card opens into.
    public let section = Layer(name: "matched", backgroundColor: InsertionsScene.panelColor, cornerRadius: 18)
    public let sectionCaption = CornersScene.label(
        "the card and its detail", size: 13, color: InsertionsScene.titleColor, origin: .zero, width: 0,
        alignment: .center)
    public let thumbnail = Layer(
        name: "thumbnail", backgroundColor: GalleryPalette.aurora, cornerRadius: InsertionsScene.thumbnailRadius)
    let thumbnailLabel = CornersScene.label(
        "Open", size: 15, color: .white, origin: .zero, width: 0, alignment: .center)
    public let detail = Layer(
        name: "detail", backgroundColor: GalleryPalette.aurora, cornerRadius: InsertionsScene.detailRadius)
    let detailTitle = CornersScene.label("Matched geometry", size: 26, color: .white, origin: .zero, width: 0)
    let detailText = [
        "The card leaves and the detail comes in", "in one transaction, sharing one frame:",
        "the detail grows from the card's frame", "and corners while the two cross-fade.",
        "Click to close; click mid-way to turn round.",
    ].map { CornersScene.label($0, size: 15, color: .white, origin: .zero, width: 0) }
    /// The id the small card and the detail share their geometry under.
    public let namespace = Namespace()
    public static let matchedID = "card"
    /// Clicks on the section: on the card or the detail, where they are shown, toggle it.
    public let matchedTap = TapGestureRecognizer()
    /// Whether the detail is open (or opening), each click's time and whether it opened.
    public internal(set) var expanded = false
    public internal(set) var detailToggles: [(time: Double, expanded: Bool)] = []
    /// Transitions of the card or the detail whose outcome has not come yet.
    public internal(set) var detailPending = 0

    /// The Reduce Motion setting the label shows.
    public internal(set) var reduceMotionShown = false

    public init() {
        engine.attach(root)
        root.addSublayer(title)
        root.addSublayer(reduceMotionLabel)
        for tile in tiles {
            root.addSublayer(tile.panel)
            tile.tap.addAction { [unowned self, unowned tile] _ in toggle(tile) }
        }
        buildSection()
    }

    public func layout(size: Size) {
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        let margin = min(max(min(size.width, size.height) * 0.025, 4), 20)
        let split = (size.width * 0.62).rounded()
        title.bounds.size.width = max(split - margin, 1)
        title.position = Point(x: margin + title.bounds.width / 2, y: 14 + title.bounds.height / 2)
        reduceMotionLabel.bounds.size.width = max(size.width - split - margin, 1)
        reduceMotionLabel.position = Point(
            x: size.width - margin - reduceMotionLabel.bounds.width / 2, y: title.position.y)
        let top = 14 + title.bounds.height + margin
        let columns = 5
        let rows = (tiles.count + columns - 1) / columns
        let gap = margin * 0.6
        let width = max((split - margin - gap * Double(columns - 1) - margin / 2) / Double(columns), 10)
        let height = max((size.height - top - margin - gap * Double(rows - 1)) / Double(rows), 10)
        for (index, tile) in tiles.enumerated() {
            let x = margin + Double(index % columns) * (width + gap)
            let y = top + Double(index / columns) * (height + gap)
            tile.layout(in: Rect(x: x, y: y, width: width, height: height))
        }
        layoutSection(
            Rect(
                x: split + margin / 2, y: top, width: max(size.width - split - 1.5 * margin, 10),
                height: max(size.height - top - margin, 10)))
    }

    /// Shows the Reduce Motion setting the app gave the engine (a key in the demo window, a
    /// flag, or a recording's header): the scene reads it every frame, as a SwiftUI view reads
    /// `accessibilityReduceMotion` from its environment.
    public func update(at time: FrameTime) {
        let on = engine.accessibilityReduceMotion
        guard on != reduceMotionShown else { return }
        reduceMotionShown = on
        reduceMotionLabel.text?.string = "Reduce Motion: " + (on ? "on" : "off")
    }

    public var tracedRecognizers: [GestureRecognizer] { tiles.map(\.tap) + [matchedTap] }

    /// Each tile's card as the frame shows it — its opacity (0 once gone), how far its centre
    /// is moved, its scale, whether it is present (in the tree and not leaving) — the twirl's
    /// angle, the detail's shown frame (its centre and size, in the section) and corner
    /// radius, both opacities, and the Reduce Motion setting.
    public func traceValues() -> [(name: String, value: Double)] {
        var values: [(name: String, value: Double)] = []
        // Named LAYER.PROPERTY after the layers (`card.NAME`, `detail`), so a replay failure's
        // expected picture can set what it knows of them (FlingTesting's ReplayTest).
        for tile in tiles {
            let shown = tile.shown()
            let card = tile.card.name
            values += [
                ("\(card).opacity", shown.opacity), ("\(card).dx", shown.dx), ("\(card).dy", shown.dy),
                ("\(card).scale", shown.scale), ("\(card).present", tile.isPresent ? 1 : 0),
            ]
            if tile.name == "twirl" { values.append(("\(card).rotation", shown.rotation)) }
        }
        let frame = Self.shownFrame(of: detail)
        values += [
            ("detail.expanded", expanded ? 1 : 0), ("detail.x", frame.center.x), ("detail.y", frame.center.y),
            ("detail.width", frame.width), ("detail.height", frame.height),
            ("detail.cornerRadius", detail.presentation().cornerRadius),
            ("detail.opacity", detail.superlayer == nil ? 0 : detail.presentation().opacity),
            ("thumbnail.opacity", thumbnail.superlayer == nil ? 0 : thumbnail.presentation().opacity),
            ("reduceMotion", reduceMotionShown ? 1 : 0),
        ]
        return values
    }

    /// What the frame is busy with: the card opening or closing, a tile's card coming or
    /// going, or nothing.
    public var frameLabel: String {
        if detailPending > 0 { return "detail" }
        return tiles.contains { $0.pending > 0 } ? "transitioning" : "idle"
    }

    /// `layer`'s rectangle in its superlayer as the frame shows it: its presented bounds
    /// through its presented transform, about its anchor point.
    public static func shownFrame(of layer: Layer) -> Rect {
        let values = layer.presentation()
        let size = values.bounds.size
        var (minX, minY) = (Double.infinity, Double.infinity)
        var (maxX, maxY) = (-Double.infinity, -Double.infinity)
        for (ux, uy) in [(0.0, 0.0), (1, 0), (0, 1), (1, 1)] {
            let local = Point(x: (ux - values.anchorPoint.x) * size.width, y: (uy - values.anchorPoint.y) * size.height)
            let mapped = values.transform.apply(to: local)
            let x = values.position.x + mapped.x / mapped.w
            let y = values.position.y + mapped.y / mapped.w
            (minX, maxX) = (min(minX, x), max(maxX, x))
            (minY, maxY) = (min(minY, y), max(maxY, y))
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
