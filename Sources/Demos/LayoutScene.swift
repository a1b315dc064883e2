import Fling

/// "layout": a window-sized screen laid out by Auto Layout constraints on layers — a
/// sidebar of icons and labels, a toggle button, and a grid of cards with titles — re-solved
/// as the window is resized, with a toggle that collapses the sidebar on a spring.
///
/// Nothing here sets a frame: every layer but the root has
/// `translatesAutoresizingMaskIntoConstraints = false` and is placed by anchors
/// (`leadingAnchor.constraint(equalTo:constant:)`, equal widths and heights across the grid,
/// a multiplier for the cards' title strip, intrinsic sizes for the text). A resize changes
/// the root's bounds; the layout engine suggests the new size for the root's edit variables
/// and the next frame's layout pass writes every frame. The toggle (key "t", or a click on
/// the button) changes one constant — the sidebar's width — inside
/// `engine.animate(.spring(…), options: .flushUpdates)`: iOS 26's option runs the layout pass
/// at the end of the block, so every card moves and resizes along the spring with no
/// `layoutIfNeeded()` call, and a toggle mid-flight retargets the springs from where they
/// are, keeping their velocity.
public final class LayoutScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "layout",
            summary:
                "Cards, labels and a sidebar laid out by constraints; resize the window; press t or click the button to collapse the sidebar."
        ) { _ in
            LayoutScene()
        }
    }

    /// The sidebar's width, open and collapsed.
    public static let sidebarWidths = (open: 220.0, collapsed: 64.0)
    /// The spring the toggle animates on.
    public static let spring = Animation.spring(response: 0.45, dampingFraction: 0.78)
    /// The sidebar's entries.
    static let entries = ["Inbox", "Starred", "Drafts", "Archive", "Settings"]
    /// The cards' titles, row by row.
    static let cardTitles = ["Springs", "Curves", "Gestures", "Layers", "Replay", "Layout"]
    /// The line under each card's title.
    static let cardLines = [
        "Response and damping", "Bézier timing", "Pan, tap, long press",
        "Model and presentation", "Recorded input", "Cassowary on layers",
    ]
    /// The grid's columns.
    static let columns = 3

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()

    /// The line of text across the top.
    public let title = Layer(name: "title")
    /// The collapsible sidebar on the left.
    public let sidebar = Layer(
        name: "sidebar", backgroundColor: Color(red8: 36, green8: 40, blue8: 54), cornerRadius: 14)
    /// The sidebar's icons and labels, in `entries` order.
    public private(set) var icons: [Layer] = []
    /// The sidebar's labels.
    public private(set) var labels: [Layer] = []
    /// The toggle button and its caption.
    public let button = Layer(
        name: "toggle", backgroundColor: Color(red8: 88, green8: 132, blue8: 255), cornerRadius: 10)
    /// The button's caption (its intrinsic size sizes the button).
    public let buttonLabel = Layer(name: "toggle.label")
    /// The area right of the sidebar the cards fill.
    public let content = Layer(name: "content")
    /// The cards, row by row.
    public private(set) var cards: [Layer] = []
    /// The click on the button.
    public let tap = TapGestureRecognizer()

    /// The sidebar's width constraint: the one constant the toggle animates.
    public private(set) var sidebarWidth: LayoutConstraint!
    /// Whether the sidebar is collapsed (the model: where the springs go).
    public private(set) var isCollapsed = false
    /// How many times the toggle ran.
    public private(set) var toggles = 0

    static let ink = Color(red8: 230, green8: 234, blue8: 242)
    static let muted = Color(red8: 150, green8: 158, blue8: 178)
    static let cardColors = [
        Color(red8: 255, green8: 122, blue8: 89), Color(red8: 88, green8: 132, blue8: 255),
        Color(red8: 52, green8: 170, blue8: 110), Color(red8: 150, green8: 100, blue8: 230),
        Color(red8: 226, green8: 170, blue8: 40), Color(red8: 40, green8: 170, blue8: 190),
    ]

    public init() {
        engine.attach(root)
        for layer in [title, sidebar, button, content] { add(layer, to: root) }
        sidebar.masksToBounds = true
        title.text = TextContent(
            "Auto Layout on layers — resize the window; press t or click the button", fontSize: 15,
            color: Self.muted, alignment: .center)
        buttonLabel.text = TextContent("Collapse sidebar", fontSize: 14, color: Self.ink, alignment: .center)
        add(buttonLabel, to: button)
        buttonLabel.isUserInteractionEnabled = false
        tap.name = "tap.toggle"
        tap.addAction { [unowned self] _ in toggle() }
        button.addGestureRecognizer(tap)

        sidebarWidth = sidebar.widthAnchor.constraint(equalToConstant: Self.sidebarWidths.open)
        sidebarWidth.identifier = "sidebar.width"
        var constraints: [LayoutConstraint] = [
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 14),
            title.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            sidebar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            sidebar.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 14),
            sidebar.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16),
            sidebarWidth,
            button.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor, constant: 16),
            button.topAnchor.constraint(equalTo: sidebar.topAnchor),
            button.heightAnchor.constraint(equalToConstant: 36),
            // The caption's intrinsic width plus padding sizes the button.
            button.widthAnchor.constraint(equalTo: buttonLabel.widthAnchor, constant: 32),
            buttonLabel.centerXAnchor.constraint(equalTo: button.centerXAnchor),
            buttonLabel.centerYAnchor.constraint(equalTo: button.centerYAnchor, constant: 1),
            content.leadingAnchor.constraint(equalTo: button.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            content.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 16),
            content.bottomAnchor.constraint(equalTo: sidebar.bottomAnchor),
        ]
        constraints += makeSidebarEntries()
        constraints += makeCards()
        LayoutConstraint.activate(constraints)
    }

    private func add(_ layer: Layer, to parent: Layer) {
        layer.translatesAutoresizingMaskIntoConstraints = false
        parent.addSublayer(layer)
    }

    /// An icon and a label per entry, stacked from the sidebar's top.
    private func makeSidebarEntries() -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        var above = sidebar.topAnchor
        var gap = 16.0
        for (index, entry) in Self.entries.enumerated() {
            let icon = Layer(name: "icon.\(entry)", backgroundColor: Self.cardColors[index], cornerRadius: 7)
            let label = Layer(name: "label.\(entry)")
            label.text = TextContent(entry, fontSize: 15, color: Self.ink)
            for layer in [icon, label] {
                layer.isUserInteractionEnabled = false
                add(layer, to: sidebar)
            }
            constraints += [
                icon.leadingAnchor.constraint(equalTo: sidebar.leadingAnchor, constant: 18),
                icon.topAnchor.constraint(equalTo: above, constant: gap),
                icon.widthAnchor.constraint(equalToConstant: 28),
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 14),
                label.centerYAnchor.constraint(equalTo: icon.centerYAnchor, constant: 1),
            ]
            above = icon.bottomAnchor
            gap = 14
            icons.append(icon)
            labels.append(label)
        }
        return constraints
    }

    /// A grid of equal cards filling `content`, each with a title strip and its title.
    private func makeCards() -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        let rows = Self.cardTitles.count / Self.columns
        for (index, name) in Self.cardTitles.enumerated() {
            let card = Layer(
                name: "card.\(name)", backgroundColor: Color(red8: 44, green8: 49, blue8: 66), cornerRadius: 14)
            let strip = Layer(name: "strip.\(name)", backgroundColor: Self.cardColors[index], cornerRadius: 14)
            strip.maskedCorners = [.minXMinY, .maxXMinY]
            let label = Layer(name: "title.\(name)")
            label.text = TextContent(name, fontSize: 18, color: Self.ink)
            let line = Layer(name: "line.\(name)")
            line.text = TextContent(Self.cardLines[index], fontSize: 13, color: Self.muted)
            card.isUserInteractionEnabled = false
            add(card, to: content)
            for layer in [strip, label, line] { add(layer, to: card) }
            let (row, column) = (index / Self.columns, index % Self.columns)
            constraints += [
                column == 0
                    ? card.leadingAnchor.constraint(equalTo: content.leadingAnchor)
                    : card.leadingAnchor.constraint(equalTo: cards[index - 1].trailingAnchor, constant: 14),
                row == 0
                    ? card.topAnchor.constraint(equalTo: content.topAnchor)
                    : card.topAnchor.constraint(equalTo: cards[index - Self.columns].bottomAnchor, constant: 14),
                strip.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                strip.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                strip.topAnchor.constraint(equalTo: card.topAnchor),
                strip.heightAnchor.constraint(equalTo: card.heightAnchor, multiplier: 0.3),
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                label.topAnchor.constraint(equalTo: strip.bottomAnchor, constant: 12),
                line.leadingAnchor.constraint(equalTo: label.leadingAnchor),
                line.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 6),
            ]
            if column == Self.columns - 1 {
                constraints.append(card.trailingAnchor.constraint(equalTo: content.trailingAnchor))
            }
            if row == rows - 1 {
                constraints.append(card.bottomAnchor.constraint(equalTo: content.bottomAnchor))
            }
            if index > 0 {
                constraints += [
                    card.widthAnchor.constraint(equalTo: cards[0].widthAnchor),
                    card.heightAnchor.constraint(equalTo: cards[0].heightAnchor),
                ]
            }
            cards.append(card)
        }
        return constraints
    }

    public func layout(size: Size) {
        // The only frame set by hand: the root's. The engine suggests its size to the solver.
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
    }

    public func handle(_ event: InputEvent) {
        if case .key("t", true) = event.kind { toggle() }
    }

    /// Collapses or opens the sidebar: one constant, animated on a spring through
    /// `.flushUpdates` (the layout pass runs at the end of the block, inside the animation).
    public func toggle() {
        isCollapsed.toggle()
        toggles += 1
        engine.animate(Self.spring, options: .flushUpdates) {
            sidebarWidth.constant = isCollapsed ? Self.sidebarWidths.collapsed : Self.sidebarWidths.open
            buttonLabel.text?.string = isCollapsed ? "Expand sidebar" : "Collapse sidebar"
            // The labels fade on the same spring (the icons stay, as a collapsed rail).
            for label in labels { label.opacity = isCollapsed ? 0 : 1 }
        }
    }

    public var tracedRecognizers: [GestureRecognizer] { [tap] }

    /// Whether the sidebar is collapsed, the toggles, the layout passes run, and what pins the
    /// layout: the sidebar's width and the first card's x (in the window) and width, shown
    /// and model, the last card's model frame, and the button's model width.
    public func traceValues() -> [(name: String, value: Double)] {
        let shownSidebar = sidebar.presentation()
        let shownContent = content.presentation()
        let first = cards[0]
        let last = cards[cards.count - 1]
        let shownFirst = first.presentation()
        return [
            ("collapsed", isCollapsed ? 1 : 0), ("toggles", Double(toggles)),
            ("passes", Double(engine.layout.passCount)),
            ("sidebar.width", shownSidebar.bounds.width), ("sidebar.model.width", sidebar.bounds.width),
            ("card0.x", shownContent.frame.minX + shownFirst.frame.minX), ("card0.width", shownFirst.bounds.width),
            ("card0.model.x", content.frame.minX + first.frame.minX), ("card0.model.width", first.bounds.width),
            ("card5.model.maxX", content.frame.minX + last.frame.maxX),
            ("card5.model.maxY", content.frame.minY + last.frame.maxY),
            ("button.model.width", button.bounds.width),
        ]
    }
}
