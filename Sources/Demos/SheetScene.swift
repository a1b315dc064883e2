import Fling

/// "sheet": sheets and a full-screen cover on Fling's presentation API — a `PresentationHost`
/// whose root screen presents with `present(_:style:animated:)` and dismisses with
/// `dismiss(animated:)`, as a UIKit view controller presents a page sheet with a
/// `UISheetPresentationController` or a `.fullScreen` controller (SwiftUI's `.sheet` with
/// `presentationDetents` and `.fullScreenCover`).
///
/// The root screen holds three buttons: a sheet with the medium and large detents, a sheet
/// with a custom 240-point detent and the large one, and a full-screen cover with a Close
/// button. The host does the rest: the sheet slides up on its spring, drags between its
/// detents with the release velocity projected as a scroll view decelerates, rubber-bands
/// above its highest detent, is dismissed by a throw down, and is caught where it is shown by
/// a press while it moves (the scene hit-tests the presentation). A click on the dimmed area
/// above a sheet dismisses it, and the buttons under the dimming take no clicks: the host's
/// dimming does both, as UIKit's dimming view does.
/// A label shows the sheet's `selectedDetent`, both screens' `appearanceState` (the root stays
/// appeared under a sheet and disappears under a cover, UIKit's rule) and Reduce Motion,
/// under which the host fades instead of sliding.
public final class SheetScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "sheet",
            summary:
                "Present a sheet or a cover; drag the sheet between its detents, throw it, catch it mid-flight; click above it to dismiss."
        ) { _ in
            SheetScene()
        }
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()
    /// Presses find a sheet where it is shown, so it can be caught in flight.
    public var hitTestsPresentation: Bool { true }

    /// The window presented screens are shown in; its root is `home`.
    public let host: PresentationHost
    /// The root screen: the title line, the buttons, the state label.
    public let home = SheetSceneScreen(.home, title: "Home", heading: SheetScene.titleText)
    /// The sheet with the medium and large detents.
    public let detentsSheet = SheetSceneScreen(.sheet, title: "Detents", heading: "Medium + large")
    /// The sheet with a custom 240-point detent and the large one.
    public let customSheet = SheetSceneScreen(.sheet, title: "Custom", heading: "Custom 240 pt + large")
    /// The full-screen cover.
    public let cover = SheetSceneScreen(.cover, title: "Cover", heading: "Full-screen cover")

    /// The root screen's buttons, left to right, and the taps that present from them.
    public let detentsButton = SheetScene.button("Sheet: medium + large", color: GalleryPalette.aurora)
    public let customButton = SheetScene.button("Sheet: custom 240 pt + large", color: GalleryPalette.glade)
    public let coverButton = SheetScene.button("Full-screen cover", color: GalleryPalette.heather)
    public let detentsTap = TapGestureRecognizer()
    public let customTap = TapGestureRecognizer()
    public let coverTap = TapGestureRecognizer()
    /// The cover's Close button's tap.
    public let closeTap = TapGestureRecognizer()
    /// A line under the buttons saying what a click above a sheet does.
    let hint = CornersScene.label(
        "Drag a sheet by any part of it · click the dimmed area above a sheet to dismiss it · M: Reduce Motion",
        size: 13, color: CornersScene.Style.titleColor, origin: .zero, width: 0, alignment: .center)
    /// The state: the sheet's detent, both screens' appearance states, Reduce Motion.
    public let stateLabel = CornersScene.label(
        "", size: 15, color: Color(red8: 220, green8: 224, blue8: 236), origin: .zero, width: 0, alignment: .center)

    /// The text the state label shows (kept to change the label only when it changes).
    public internal(set) var stateText = ""
    /// The screens the root presents, in the order of their buttons.
    var presentable: [SheetSceneScreen] { [detentsSheet, customSheet, cover] }
    var size: Size = .zero

    static let titleText = "Sheet — present a sheet or a cover; drag, throw and catch the sheet; click above it"
    /// The custom detent's height.
    public static let customHeight = 240.0

    public init() {
        host = PresentationHost(root: home)
        engine.attach(root)
        root.addSublayer(host.view)
        for layer in [detentsButton, customButton, coverButton, hint, stateLabel] { home.view.addSublayer(layer) }
        for (tap, name, button) in [
            (detentsTap, "presentDetents", detentsButton), (customTap, "presentCustom", customButton),
            (coverTap, "presentCover", coverButton),
        ] {
            tap.name = name
            button.addGestureRecognizer(tap)
        }
        detentsTap.addAction { [unowned self] _ in presentDetents() }
        customTap.addAction { [unowned self] _ in presentCustom() }
        coverTap.addAction { [unowned self] _ in presentCover() }
        closeTap.name = "close"
        closeTap.addAction { [unowned self] _ in cover.dismiss() }
        cover.closeButton?.addGestureRecognizer(closeTap)
        updateState()
    }

    public func layout(size: Size) {
        self.size = size
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        host.view.position = root.position
        host.layout(size: size)
        layoutHome()
        for screen in presentable { screen.layoutContent() }
    }

    public func update(at time: FrameTime) { updateState() }

    public var tracedRecognizers: [GestureRecognizer] { [detentsTap, customTap, coverTap, closeTap] }

    /// The shown screen's top edge (−1 when none is in the host), its opacity, the dimming's
    /// shown opacity, the selected detent (0 none, 1 custom, 2 medium, 3 large), which screen
    /// is shown (0 none, 1 detents, 2 custom, 3 cover), and the root's and the shown screen's
    /// appearance states (0 disappeared, 1 appearing, 2 appeared, 3 disappearing).
    public func traceValues() -> [(name: String, value: Double)] {
        let shown = shownScreen
        let view = shown.map { $0.view.presentation() }
        return [
            ("sheet.top", view.map { $0.position.y - $0.bounds.height / 2 } ?? -1),
            ("sheet.opacity", view?.opacity ?? 0),
            ("dimming.opacity", shown.flatMap { host.shownDimming(of: $0) } ?? 0),
            ("detent", Self.number(of: presentedSheetDetent)),
            ("shown", Double(shown.flatMap { screen in presentable.firstIndex { $0 === screen } }.map { $0 + 1 } ?? 0)),
            ("home.state", Self.number(of: home.appearanceState)),
            ("presented.state", shown.map { Self.number(of: $0.appearanceState) } ?? 0),
        ]
    }

    /// What the frame is busy with: a presentation or dismissal, a drag, a sheet settling, or
    /// nothing.
    public var frameLabel: String {
        guard let shown = shownScreen else { return "idle" }
        if shown.appearanceState == .appearing { return "presenting" }
        if shown.appearanceState == .disappearing { return "dismissing" }
        if shown.view.gestureRecognizers.contains(where: { $0.state == .began || $0.state == .changed }) {
            return "dragging"
        }
        return shown.view.isAnimating ? "settling" : "idle"
    }
}
