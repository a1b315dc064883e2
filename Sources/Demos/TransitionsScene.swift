import Fling

/// "transitions": a card whose content changes through each of UIKit's seven view
/// transitions — cross-dissolve, flip from the left, right, top and bottom, curl up and curl
/// down — one button (or key) each.
///
/// Every press runs `engine.transition(with: card, duration: 0.7, options: style)`
/// (`UIView.transition(with:duration:options:animations:completion:)` with UIKit's default
/// ease-in-out curve): the block changes the card's colour, panel, title and label to the next
/// page at once, and the transition shows the change — the old appearance is a snapshot
/// that fades, turns away or rolls off like a page. A press during a transition starts the
/// new one at once and the running one completes with `false`, as a second
/// `UIView.transition` on the same view does. Keys: "c" cross-dissolve, the arrow keys the
/// four flips (the arrow names the edge that comes forward), "u" and "d" the curls.
public final class TransitionsScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "transitions",
            summary:
                "Click a style (or press c, the arrow keys, u, d) to change the card with a dissolve, a flip or a page curl."
        ) { _ in
            TransitionsScene()
        }
    }

    /// One of UIKit's seven transition styles, with its button's caption and its key.
    public struct Style: Sendable {
        /// The options passed to `transition(with:…)`.
        public let options: TransitionOptions
        /// The button's caption.
        public let caption: String
        /// The key that runs it.
        public let key: String
        /// The recognizer's and button's name.
        public let name: String
    }

    /// The seven styles, in button order; a style's number in traces is its index + 1.
    public static let styles: [Style] = [
        Style(options: .transitionCrossDissolve, caption: "Dissolve", key: "c", name: "dissolve"),
        Style(options: .transitionFlipFromLeft, caption: "Flip left", key: "left", name: "flipLeft"),
        Style(options: .transitionFlipFromRight, caption: "Flip right", key: "right", name: "flipRight"),
        Style(options: .transitionFlipFromTop, caption: "Flip top", key: "up", name: "flipTop"),
        Style(options: .transitionFlipFromBottom, caption: "Flip bottom", key: "down", name: "flipBottom"),
        Style(options: .transitionCurlUp, caption: "Curl up", key: "u", name: "curlUp"),
        Style(options: .transitionCurlDown, caption: "Curl down", key: "d", name: "curlDown"),
    ]

    /// How long each transition lasts, in seconds.
    public static let duration = 0.7

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()

    /// The container the transitions run on.
    public let card = Layer(name: "card", cornerRadius: 20)
    /// The card's title line ("Page 1" …).
    public let cardTitle = Layer(name: "cardTitle")
    /// The coloured panel in the card.
    public let panel = Layer(name: "panel", cornerRadius: 12)
    /// The line under the panel naming the style that brought the page in.
    public let caption = Layer(name: "caption")
    /// One button per style, in `styles` order.
    public private(set) var buttons: [Layer] = []
    /// One tap recognizer per button, named after its style.
    public private(set) var taps: [TapGestureRecognizer] = []
    /// The line of text across the top of the window.
    public let title = Layer(name: "title")

    /// Which page the card shows (it counts up with every transition).
    public private(set) var contentIndex = 0
    /// The index into `styles` of the transition started last, or nil before the first.
    public private(set) var lastStyle: Int?
    /// Transitions that ran to their end.
    public private(set) var completedCount = 0
    /// Transitions replaced by a newer one before their end.
    public private(set) var interruptedCount = 0
    /// Whether a transition is running.
    public var isTransitioning: Bool { card.animation(forKey: AnimationEngine.transitionKey) != nil }

    /// The pages' card and panel colours, in turn.
    static let pages: [(card: Color, panel: Color)] = [
        (Color(red8: 250, green8: 248, blue8: 242), Color(red8: 88, green8: 132, blue8: 255)),
        (Color(red8: 255, green8: 236, blue8: 214), Color(red8: 255, green8: 122, blue8: 89)),
        (Color(red8: 226, green8: 246, blue8: 234), Color(red8: 52, green8: 170, blue8: 110)),
        (Color(red8: 240, green8: 232, blue8: 252), Color(red8: 150, green8: 100, blue8: 230)),
        (Color(red8: 252, green8: 246, blue8: 214), Color(red8: 226, green8: 170, blue8: 40)),
    ]
    static let ink = Color(red8: 30, green8: 34, blue8: 48)
    static let buttonColor = Color(red8: 52, green8: 58, blue8: 76)
    static let buttonText = Color(red8: 230, green8: 234, blue8: 242)

    public init() {
        title.text = TextContent(
            "Click a style or press c, the arrow keys, u or d", fontSize: 15,
            color: Color(red8: 200, green8: 205, blue8: 215), alignment: .center)
        title.isUserInteractionEnabled = false
        root.addSublayer(title)
        card.shadowColor = .black
        card.shadowOpacity = 0.3
        card.shadowRadius = 12
        card.shadowOffset = Size(width: 0, height: 8)
        card.borderWidth = 1
        card.borderColor = Color(red: 0, green: 0, blue: 0, alpha: 0.15)
        for layer in [cardTitle, panel, caption] {
            layer.isUserInteractionEnabled = false
            card.addSublayer(layer)
        }
        root.addSublayer(card)
        for (index, style) in Self.styles.enumerated() {
            let button = Layer(name: style.name, backgroundColor: Self.buttonColor, cornerRadius: 10)
            let label = Layer(name: style.name + ".label")
            label.text = TextContent(style.caption, fontSize: 14, color: Self.buttonText, alignment: .center)
            label.isUserInteractionEnabled = false
            button.addSublayer(label)
            let tap = TapGestureRecognizer()
            tap.name = "tap." + style.name
            tap.addAction { [unowned self] _ in run(index) }
            button.addGestureRecognizer(tap)
            buttons.append(button)
            taps.append(tap)
            root.addSublayer(button)
        }
        show(page: 0, style: nil)
        engine.attach(root)
    }

    public func layout(size: Size) {
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        title.bounds = Rect(x: 0, y: 0, width: size.width, height: 20)
        title.position = Point(x: size.width / 2, y: 24)
        // Buttons in one row along the bottom, as wide as fits.
        let margin = min(24, size.width / 40)
        let gap = min(10, size.width / 100)
        let buttonHeight = min(40, max(size.height / 10, 16))
        let buttonWidth = min(150, (size.width - 2 * margin - gap * 6) / 7)
        let rowWidth = buttonWidth * 7 + gap * 6
        let rowY = size.height - margin - buttonHeight / 2
        for (index, button) in buttons.enumerated() {
            button.bounds = Rect(x: 0, y: 0, width: buttonWidth, height: buttonHeight)
            button.position = Point(
                x: (size.width - rowWidth) / 2 + buttonWidth / 2 + Double(index) * (buttonWidth + gap), y: rowY)
            let label = button.sublayers[0]
            label.bounds = Rect(x: 0, y: 0, width: buttonWidth, height: 18)
            label.position = Point(x: buttonWidth / 2, y: buttonHeight / 2 + 1)
        }
        // The card in the space between the title and the buttons.
        let top = 48.0
        let bottom = rowY - buttonHeight / 2 - 20
        let height = max(min(280, bottom - top), 40)
        let width = max(min(440, size.width - 2 * margin), 60)
        card.bounds = Rect(x: 0, y: 0, width: width, height: height)
        card.position = Point(x: size.width / 2, y: top + max(bottom - top, height) / 2)
        cardTitle.bounds = Rect(x: 0, y: 0, width: width - 48, height: 30)
        cardTitle.position = Point(x: width / 2, y: 24 + 15)
        panel.bounds = Rect(x: 0, y: 0, width: width - 48, height: max(height - 130, 10))
        panel.position = Point(x: width / 2, y: 64 + panel.bounds.height / 2)
        caption.bounds = Rect(x: 0, y: 0, width: width - 48, height: 20)
        caption.position = Point(x: width / 2, y: height - 30)
    }

    public func handle(_ event: InputEvent) {
        guard case let .key(name, isDown) = event.kind, isDown,
            let index = Self.styles.firstIndex(where: { $0.key == name })
        else { return }
        run(index)
    }

    /// Shows the next page with style `index`; a running transition is replaced (its
    /// completion gets `false`).
    public func run(_ index: Int) {
        let style = Self.styles[index]
        lastStyle = index
        engine.transition(
            with: card, duration: Self.duration, options: style.options,
            animations: {
                show(page: contentIndex + 1, style: style)
            },
            completion: { [unowned self] finished in
                if finished { completedCount += 1 } else { interruptedCount += 1 }
            })
    }

    /// Sets the card to page `page` (its colours, title and caption) at once.
    func show(page: Int, style: Style?) {
        contentIndex = page
        let colours = Self.pages[page % Self.pages.count]
        card.backgroundColor = colours.card
        panel.backgroundColor = colours.panel
        cardTitle.text = TextContent("Page \(page + 1)", fontSize: 24, color: Self.ink)
        caption.text = TextContent(
            style.map { "Shown with: \($0.caption)" } ?? "Pick a transition below", fontSize: 14,
            color: Self.ink, alignment: .center)
    }

    public var tracedRecognizers: [GestureRecognizer] { taps }

    /// The page, the style started last (1…7, 0 before any), how many transitions completed
    /// and were interrupted, whether one runs, and what pins its progress: the card's shown
    /// transform (m11 and m13 turn with a flip about y, m22 and m23 with one about x), its
    /// opacity (a dissolve) and the curl's progress (the snapshot's on a curl up, the card's
    /// on a curl down).
    public func traceValues() -> [(name: String, value: Double)] {
        let shown = card.presentation()
        let snapshot = root.sublayers.first { $0.name == "snapshot:card" }
        let curl = max(shown.pageCurl.progress, snapshot?.presentation().pageCurl.progress ?? 0)
        return [
            ("content", Double(contentIndex)), ("style", Double((lastStyle ?? -1) + 1)),
            ("completed", Double(completedCount)), ("interrupted", Double(interruptedCount)),
            ("running", isTransitioning ? 1 : 0),
            ("card.m11", shown.transform.m11), ("card.m13", shown.transform.m13),
            ("card.m22", shown.transform.m22), ("card.m23", shown.transform.m23),
            ("card.opacity", shown.opacity), ("curl", curl),
        ]
    }
}
