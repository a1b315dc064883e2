import Fling

/// "zoom": a grid of tiles that zoom into a detail screen — iOS 18's zoom transition, on
/// Fling's own API: a `NavigationStack` whose detail screens have
/// `preferredTransition = .zoom { … }` (UIKit's `preferredTransition = .zoom(sourceViewProvider:)`,
/// SwiftUI's `.navigationTransition(.zoom(sourceID:in:))`; WWDC 2024 "Enhance your UI
/// animations and transitions").
///
/// The stack fills the window below the title line. Its root screen is the grid (`Grid`); a
/// click on a tile pushes a `Detail` screen whose zoom's source closure captures the tile's
/// index and looks the tile up each time it is called — on the push and again on the pop, as
/// Apple advises. Everything the transition does is the stack's:
///
/// - the detail grows out of the tile, its frame, corner radius (16 → 0) and shadow
///   interpolated, the grid dimmed behind it; the tile is hidden while it stands in for it;
/// - a drag down on the detail (or right from its leading edge) shrinks it under the pointer
///   and, let go, sends it back into its tile at the pointer's speed or springs it back
///   (`NavigationStack.zoomDismiss`);
/// - Back pops it, zooming it back into its tile;
/// - a click while it zooms reverses it from where it is shown, keeping its velocity.
///
/// How a click reaches the stack: one `TapGestureRecognizer` on the scene's root sees every
/// click (the scene hit-tests presentation, so a click lands where things are shown) and
/// decides by state — while a detail zooms in (appearing, on the stack) it calls `pop()`,
/// while one zooms out (disappearing, off the stack) it calls `push(_:)` with the same
/// screen; at rest it opens the tile clicked in the grid or, on a detail, pops if Back was
/// clicked.
public final class ZoomScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "zoom",
            summary:
                "Click a tile to zoom it open; drag the detail down or click Back to send it back; click mid-zoom to reverse it."
        ) { _ in
            ZoomScene()
        }
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()
    /// A screen zooming is clicked and dragged where it is shown.
    public var hitTestsPresentation: Bool { true }

    /// The line of text across the top of the window.
    public let title = Layer(name: "title")
    /// The root screen: the tiles.
    public let grid = Grid()
    /// The stack the grid and the details are shown in, filling the window below the title.
    public let stack: NavigationStack
    /// Every click: opens a tile, presses Back, reverses a zoom mid-flight.
    public let tap = TapGestureRecognizer()

    /// The detail screen last pushed (kept while it zooms out, so a click can push it again).
    public internal(set) var detail: Detail?
    /// What the zooms' source closures were asked, in order: the tile and whether the leg
    /// zooms in — once on every push and once more on every pop.
    public internal(set) var sourceRequests: [(tile: Int, zoomingIn: Bool)] = []

    /// The height of the band the title sits in, above the stack.
    public static let titleBand = 44.0
    var size: Size = .zero

    public init() {
        title.text = TextContent(
            "Zoom — click a tile; drag the detail down or click Back; click mid-zoom to reverse",
            fontSize: 15, color: Color(red8: 128, green8: 134, blue8: 156), alignment: .center)
        title.isUserInteractionEnabled = false
        root.addSublayer(title)
        stack = NavigationStack(root: grid)
        root.addSublayer(stack.view)
        engine.attach(root)

        tap.name = "tap"
        tap.addAction { [unowned self] tap in clicked(at: tap.location) }
        root.addGestureRecognizer(tap)
    }

    public func layout(size: Size) {
        self.size = size
        let band = min(Self.titleBand, size.height * 0.12)
        let frame = Rect(x: 0, y: band, width: size.width, height: max(1, size.height - band))
        engine.performWithoutAnimation {
            root.bounds = Rect(origin: .zero, size: size)
            root.position = Point(x: size.width / 2, y: size.height / 2)
            title.bounds = Rect(x: 0, y: 0, width: size.width, height: 19)
            title.position = Point(x: size.width / 2, y: min(16 + 9.5, band / 2))
            stack.view.position = frame.center
        }
        stack.layout(size: frame.size)
        grid.layout(size: frame.size)
        detail?.layout(size: frame.size)
    }

    /// The stack's frame in the window.
    public var stackFrame: Rect {
        let view = stack.view
        return Rect(
            x: view.position.x - view.bounds.width / 2, y: view.position.y - view.bounds.height / 2,
            width: view.bounds.width, height: view.bounds.height)
    }

    public var tracedRecognizers: [GestureRecognizer] { [tap, stack.zoomDismiss, stack.backSwipe] }

    /// What a frame shows, in the stack's coordinates: the zoomed screen's frame (`zoom.x`,
    /// `zoom.y` its top-left corner, `zoom.width`, `zoom.height` — while it zooms the frame
    /// it is clipped to, `Screen.zoomFrame`, otherwise the resting frame, the stack's bounds)
    /// and corner radius (`zoom.cornerRadius`, 0 at rest), `zooming` (1 while it zooms), the
    /// stack's `depth`, the top screen's appearance state as a number (`appearance`: 0
    /// disappeared, 1 appearing, 2 appeared, 3 disappearing), the `tile` zoomed (−1 before
    /// the first) and how many times the source closure was `asked`.
    public func traceValues() -> [(name: String, value: Double)] {
        let rest = stack.view.bounds
        let frame = detail?.zoomFrame
        let shown = frame ?? Rect(origin: .zero, size: rest.size)
        return [
            ("zoom.x", shown.minX), ("zoom.y", shown.minY), ("zoom.width", shown.width),
            ("zoom.height", shown.height), ("zoom.cornerRadius", detail?.zoomCornerRadius ?? 0),
            ("zooming", frame == nil ? 0 : 1), ("depth", Double(stack.screens.count)),
            ("appearance", Self.number(stack.topScreen.appearanceState)), ("tile", Double(detail?.tile ?? -1)),
            ("asked", Double(sourceRequests.count)),
        ]
    }

    /// "dragging" while the detail follows a drag, "zooming" while a transition runs, else "idle".
    public var frameLabel: String {
        switch stack.zoomDismiss.state {
        case .began, .changed: return "dragging"
        default: return stack.isTransitioning ? "zooming" : "idle"
        }
    }

    /// An appearance state as the trace's number: its place in UIKit's order.
    public static func number(_ state: AppearanceState) -> Double {
        Double(AppearanceState.allCases.firstIndex(of: state) ?? -1)
    }
}
