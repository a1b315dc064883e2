import Fling

/// "navigation": Fling's navigation API as an app uses it — a `PresentationHost` (the window)
/// whose root screen holds a `NavigationStack`, whose root screen lists places.
///
/// - **Push and pop.** A click on a row pushes the place's detail with UIKit's slide and
///   parallax (`pushViewController`); its "‹ Back" pops it. A drag from the left edge (20
///   points) or a horizontal two-finger scroll pops it interactively: let go slowly before
///   half-way and it cancels, flick it and it finishes.
/// - **A sheet.** The detail's "Info" presents a sheet at its medium detent (`.sheet(detents:
///   [.medium, .large])`); drag it to large, or down to dismiss it.
/// - **The zoom.** A click on a tile pushes its detail with iOS 18's zoom
///   (`preferredTransition = .zoom { … }`): it grows out of the tile, the tile's corner radius
///   and shadow interpolated to the screen's, and Back (or B) shrinks it back into the tile the
///   closure looks up then, by the place's name. A drag down dismisses it interactively; B
///   mid-zoom turns it round.
/// - **State.** The label at the top shows the stack's depth, the top screen's
///   `appearanceState`, and every role's appearance callback counts (each "will" matched by
///   its "did" once a transition ends), and the Reduce Motion setting (M), under which the
///   slide and the sheet cross-fade.
public final class NavigationScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "navigation",
            summary:
                "Click a row to push its detail, Back or an edge swipe to pop; Info shows a sheet with detents; click a tile to zoom."
        ) { _ in
            NavigationScene()
        }
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()
    /// Presses catch a moving sheet, or a screen in flight, where it is shown.
    public var hitTestsPresentation: Bool { true }

    static let dimText = Color(red8: 150, green8: 156, blue8: 178)
    static let listBackground = Color(red8: 24, green8: 27, blue8: 37)
    static let detailBackground = Color(red8: 32, green8: 35, blue8: 47)
    static let sheetBackground = Color(red8: 44, green8: 48, blue8: 64)
    static let rowColor = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.05)
    static let buttonColor = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.1)
    /// The height of the strip above the stack with the title and the state.
    static let headerHeight = 44.0
    /// The sheet's detents.
    public static let infoDetents: [SheetDetent] = [.medium, .large]

    /// Where each role's appearance callbacks are counted.
    public let placesTally = CallbackTally("places")
    public let detailTally = CallbackTally("detail")
    public let infoTally = CallbackTally("info")
    /// The window: its root screen holds the header and the stack.
    public let host: PresentationHost
    public let stack: NavigationStack
    public let places: PlacesScreen
    let title = CornersScene.label("Navigation", size: 15, color: .white, origin: .zero, width: 0)
    /// The stack's depth, the top screen's appearance state, the callback counts, Reduce Motion.
    public let stateLabel = CornersScene.label(
        "", size: 13, color: NavigationScene.dimText, origin: .zero, width: 0, alignment: .right)

    /// Every push (its frame's time, the place, whether from a tile), pop and presentation.
    public internal(set) var pushes: [(time: Double, place: String, isTile: Bool)] = []
    public internal(set) var pops: [Double] = []
    public internal(set) var presentations: [Double] = []
    /// Every call of a zoom's source closure: its frame's time and whether it zoomed in.
    public internal(set) var zoomSourceRequests: [(time: Double, isZoomingIn: Bool)] = []
    /// The detail last opened from a tile, whose zoom the trace follows.
    public internal(set) var zoomed: DetailScreen?

    public init() {
        places = PlacesScreen(tally: placesTally)
        stack = NavigationStack(root: places)
        let window = Screen(title: "window")
        window.view.addSublayer(stack.view)
        window.view.addSublayer(title)
        window.view.addSublayer(stateLabel)
        host = PresentationHost(root: window)
        places.presentationHost = host
        places.open = { [unowned self] index, isTile in open(index, isTile: isTile) }
        engine.attach(root)
        root.addSublayer(host.view)
        updateStateLabel()
    }

    public func layout(size: Size) {
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        // The host and the stack size their views; where they sit is the app's to say.
        host.view.position = root.position
        host.layout(size: size)
        let margin = min(max(size.width * 0.025, 8), 32)
        let header = min(Self.headerHeight, size.height / 4)
        title.bounds.size.width = max(min(100, size.width / 4), 1)
        title.position = Point(x: margin + title.bounds.width / 2, y: header / 2)
        stateLabel.bounds.size.width = max(size.width - title.bounds.width - 3 * margin, 1)
        stateLabel.position = Point(x: size.width - margin - stateLabel.bounds.width / 2, y: header / 2)
        let stackSize = Size(width: size.width, height: max(size.height - header, 1))
        stack.view.position = Point(x: size.width / 2, y: header + stackSize.height / 2)
        stack.layout(size: stackSize)
        for case let screen as TalliedScreen in stack.screens {
            screen.layoutContent()
            (screen.presentedScreen as? TalliedScreen)?.layoutContent()
        }
    }

    /// B or Backspace is Back: it pops the top screen, as the detail's button does (and, on a
    /// screen zooming in, turns the zoom round).
    public func handle(_ event: InputEvent) {
        guard case let .key(name, true) = event.kind, name == "b" || name == "backspace", stack.screens.count > 1
        else { return }
        pop()
    }

    /// Shows the depth, the top screen's state, the callback counts and the Reduce Motion
    /// setting (read from the engine every frame, as a SwiftUI view reads
    /// `accessibilityReduceMotion`).
    public func update(at time: FrameTime) {
        updateStateLabel()
        infoScreens.removeAll { $0.view.superlayer == nil }
    }

    func updateStateLabel() {
        let top = stack.topScreen
        func counts(_ tally: CallbackTally) -> String {
            "\(tally.role) \(tally.willAppear)/\(tally.didAppear), \(tally.willDisappear)/\(tally.didDisappear)"
        }
        let text =
            "depth \(stack.screens.count) · \(top.title) \(top.appearanceState.rawValue)   callbacks will/did appear, "
            + "will/did disappear: \([placesTally, detailTally, infoTally].map(counts).joined(separator: " · "))   "
            + "Reduce Motion \(engine.accessibilityReduceMotion ? "on" : "off")"
        if stateLabel.text?.string != text { stateLabel.text?.string = text }
    }

    public var tracedRecognizers: [GestureRecognizer] {
        // A fixed set: a detail's buttons come and go with their screen.
        [stack.backSwipe, places.listTap, places.gridTap]
    }

    /// The stack's depth and whether it moves; the top screen's `appearanceState` (its index in
    /// `AppearanceState.allCases`); the front and back screen views in the stack as shown (x
    /// and opacity; the back one's only during a transition); the info sheet's shown top,
    /// detent and opacity; the zoom's shown frame and corner radius and its source requests;
    /// every role's callback counts; Reduce Motion.
    public func traceValues() -> [(name: String, value: Double)] {
        let states = AppearanceState.allCases
        let (front, back) = shownScreenViews()
        let frontValues = front?.presentation()
        let backValues = back?.presentation()
        var values: [(name: String, value: Double)] = [
            ("depth", Double(stack.screens.count)), ("transitioning", stack.isTransitioning ? 1 : 0),
            ("top.state", Double(states.firstIndex(of: stack.topScreen.appearanceState) ?? 0)),
            ("front.x", frontValues?.position.x ?? 0), ("front.opacity", frontValues?.opacity ?? 0),
            ("back.present", back == nil ? 0 : 1), ("back.x", backValues?.position.x ?? 0),
            ("back.opacity", backValues?.opacity ?? 0),
        ]
        let sheet = shownInfo()
        values += [
            ("sheet.presented", sheet?.presentingScreen == nil ? 0 : 1),
            ("sheet.top", sheet.map { Self.shownTop(of: $0.view) } ?? host.view.bounds.height),
            (
                "sheet.detent",
                Double(sheet?.selectedDetent.flatMap { Self.infoDetents.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
            ),
            ("sheet.opacity", sheet.map { $0.view.presentation().opacity } ?? 0),
        ]
        // The zoom: the frame (in the stack) and corner radius it shows while it runs, and
        // how often its source closure was asked on each leg.
        let frame = zoomed?.zoomFrame
        values += [
            ("zoom.active", frame == nil ? 0 : 1), ("zoom.x", frame?.center.x ?? 0), ("zoom.y", frame?.center.y ?? 0),
            ("zoom.width", frame?.width ?? 0), ("zoom.height", frame?.height ?? 0),
            ("zoom.cornerRadius", zoomed?.zoomCornerRadius ?? 0),
            ("zoom.sourceIn", Double(zoomSourceRequests.filter(\.isZoomingIn).count)),
            ("zoom.sourceOut", Double(zoomSourceRequests.filter { !$0.isZoomingIn }.count)),
        ]
        values += placesTally.traced + detailTally.traced + infoTally.traced
        values.append(("reduceMotion", engine.accessibilityReduceMotion ? 1 : 0))
        return values
    }

    /// What the frame is busy with: a back swipe, a push or pop, a sheet moving, or nothing.
    public var frameLabel: String {
        if stack.backSwipe.state == .began || stack.backSwipe.state == .changed { return "swiping" }
        if zoomed?.zoomFrame != nil { return "zooming" }
        if stack.isTransitioning { return "navigating" }
        if host.isTransitioning || shownInfo()?.view.isAnimating == true { return "sheet" }
        return "idle"
    }

    /// The views of the screens the stack shows, front first: the top one, and beneath it the
    /// one a transition uncovers (nil at rest). The stack holds them, back to front — a zooming
    /// one inside its zoom's clip — and its shade; the screens' views are the layers named
    /// `screen.…`.
    public func shownScreenViews() -> (front: Layer?, back: Layer?) {
        let views = stack.view.sublayers.compactMap(Self.screenView)
        return (views.last, views.count > 1 ? views[views.count - 2] : nil)
    }

    /// The screen view a layer of the stack's container shows: the view itself, or the one a
    /// zoom's clip holds.
    static func screenView(_ layer: Layer) -> Layer? {
        if layer.name.hasPrefix("screen.") { return layer }
        return layer.sublayers.first { $0.name.hasPrefix("screen.") }
    }

    /// The info sheet in the host, presented or sliding out; nil once it has left.
    public func shownInfo() -> InfoScreen? {
        host.view.sublayers.reversed().lazy.compactMap { layer in
            self.infoScreens.first { $0.view === layer }
        }.first
    }

    /// The info screens made, while they may still be shown (the host holds a dismissed one
    /// until it has slid out; the scene forgets it then).
    var infoScreens: [InfoScreen] = []

    /// Where `view`'s top edge is shown, in its superlayer.
    public static func shownTop(of view: Layer) -> Double {
        let values = view.presentation()
        return values.position.y - values.bounds.height * values.anchorPoint.y
    }
}
