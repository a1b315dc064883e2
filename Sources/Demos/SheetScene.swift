import Fling

/// "sheet": a bottom sheet driven by one `PropertyAnimator` between closed (a peek at the
/// bottom of the window) and open — the interactive, interruptible animator of WWDC 2017's
/// "Advances in UIKit Animations and Transitions" and of the fluid-interfaces sheet.
///
/// The animator animates the sheet's position and the dimming behind it from the state the
/// sheet rests in to the other one. A drag scrubs it: on `.began` the animator is paused and
/// its `fractionComplete` saved, and every change sets the saved fraction plus the
/// translation over the distance between the two states. On release the throw's direction
/// picks the state (a slow release: the nearer one); a throw the other way sets `isReversed`,
/// and `continueAnimation(withTimingParameters:durationFactor:)` runs on with a spring whose
/// relative initial velocity is the release velocity over the distance left
/// (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` as UIKit's sheet
/// demos hand a pan off). A press on the moving sheet pauses the animator where it is shown
/// (UIKit's touch-down catch), so a drag takes it over without a jump; a press that becomes
/// neither a drag nor a click lets it run on. A click on the handle toggles: it starts the
/// animator, or turns a running one around (`isReversed`).
public final class SheetScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "sheet",
            summary:
                "Drag the bottom sheet up or down and throw it; catch it mid-flight; click its handle to open or close it."
        ) { _ in
            SheetScene()
        }
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()
    /// Presses find the sheet where it is shown, so it can be caught in flight.
    public var hitTestsPresentation: Bool { true }

    /// The sheet: its top rests at `openTop` when open and shows `peek` points when closed.
    public let sheet = Layer(name: "sheet", backgroundColor: Color(red8: 40, green8: 44, blue8: 58), cornerRadius: 20)
    /// The strip across the top of the sheet that holds the handle; a click on it toggles.
    public let grip = Layer(name: "grip")
    /// Darkens the window behind the open sheet (animated with it).
    public let dim = Layer(name: "dim", backgroundColor: Color(red8: 0, green8: 0, blue8: 0))
    /// The line of text across the top of the window.
    public let title = CornersScene.label(
        "Sheet — drag it, throw it, catch it mid-flight; click the handle",
        size: 15, color: CornersScene.Style.titleColor, origin: .zero, width: 0,
        alignment: .center)
    /// The spring a release and a click run with.
    public var spring = Spring(response: 0.42, dampingRatio: 0.82)

    /// Drags the sheet.
    public let pan = PanGestureRecognizer()
    /// Toggles the sheet from its handle.
    public let tap = TapGestureRecognizer()

    /// The animator moving the sheet, from the state it rested in to the other one; nil at rest.
    public internal(set) var animator: PropertyAnimator?
    /// Whether the sheet rests (or last rested) open.
    public internal(set) var isOpen = false
    /// Whether the current animator's end is the open state.
    public internal(set) var animatorOpens = false
    /// Every release: the velocity handed to the animator and where it went.
    public internal(set) var releases: [SheetRelease] = []

    var size: Size = .zero
    /// `fractionComplete` when the drag began (the "save the progress on .began" rule).
    var fractionAtBegan = 0.0

    public init() {
        dim.opacity = 0
        dim.isUserInteractionEnabled = false
        root.addSublayer(dim)
        root.addSublayer(title)
        sheet.maskedCorners = [.minXMinY, .maxXMinY]
        sheet.shadowColor = Color(red8: 0, green8: 0, blue8: 0)
        sheet.shadowOpacity = 0.35
        sheet.shadowRadius = 12
        sheet.shadowOffset = Size(width: 0, height: -2)
        sheet.borderWidth = 1
        sheet.borderColor = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.08)
        root.addSublayer(sheet)
        Self.fill(sheet, grip: grip)
        engine.attach(root)

        pan.name = "pan"
        pan.onPress = { [unowned self] _ in catchSheet() }
        pan.action = { [unowned self] pan in panned(pan) }
        pan.onTransition = { [unowned self] transition in
            if transition.to == .failed { runOn() }
        }
        sheet.addGestureRecognizer(pan)
        tap.name = "tap"
        tap.addAction { [unowned self] _ in toggle() }
        grip.addGestureRecognizer(tap)
    }

    public func layout(size: Size) {
        let resized = self.size != .zero
        self.size = size
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        dim.bounds = root.bounds
        dim.position = root.position
        title.bounds.size.width = size.width
        title.position = Point(x: size.width / 2, y: 16 + title.bounds.height / 2)
        if resized, let animator, animator.state == .active {
            // The two states moved: stop where the sheet is shown and rest in the nearer state.
            let nearerIsEnd = progressShown > 0.5
            animator.stopAnimation(true)
            self.animator = nil
            if nearerIsEnd { isOpen = animatorOpens }
        }
        let width = sheetWidth
        engine.performWithoutAnimation {
            sheet.bounds = Rect(x: 0, y: 0, width: width, height: sheetHeight)
            sheet.position = Point(x: size.width / 2, y: centerY(open: isOpen))
            dim.opacity = isOpen ? Self.dimmed : 0
        }
        Self.layOut(contentOf: sheet, grip: grip)
        // A drag under way goes on with a fresh animator from the state the sheet now rests in.
        if resized, isDragging {
            beginScrubbing()
            pan.setTranslation(.zero)
        }
    }

    public var tracedRecognizers: [GestureRecognizer] { [pan, tap] }

    /// The sheet's shown centre y, the animator's fraction, whether it is reversed and
    /// running, and whether the sheet rests open.
    public func traceValues() -> [(name: String, value: Double)] {
        [
            ("sheet.y", sheet.presentation().position.y),
            ("fraction", animator?.fractionComplete ?? 0),
            ("reversed", animator?.isReversed == true ? 1 : 0),
            ("running", animator?.isRunning == true ? 1 : 0),
            ("open", isOpen ? 1 : 0),
        ]
    }

    // MARK: Geometry

    /// The sheet's width: the window's less a margin, at most 640 points.
    var sheetWidth: Double { max(0, min(size.width - 32, 640)) }
    /// How much of the closed sheet shows.
    public var peek: Double { min(96, max(44, size.height * 0.18)) }
    /// Where the open sheet's top edge rests.
    public var openTop: Double { max(44, size.height * 0.2) }
    /// The sheet reaches 40 points below the window, so a spring's overshoot shows no gap.
    var sheetHeight: Double { size.height - openTop + 40 }
    /// The sheet's centre y when open or closed.
    public func centerY(open: Bool) -> Double {
        (open ? openTop : size.height - peek) + sheetHeight / 2
    }
    /// How far the sheet travels between the two states, in points.
    var distance: Double { max(1, centerY(open: false) - centerY(open: true)) }
    /// How far the shown sheet is from the animator's start toward its end (0…1, may overshoot).
    var progressShown: Double {
        let start = centerY(open: !animatorOpens)
        let end = centerY(open: animatorOpens)
        return (sheet.presentation().position.y - start) / (end - start)
    }

    static let dimmed = 0.45
    var isDragging: Bool { pan.state == .began || pan.state == .changed }
}

/// One release of the sheet: the velocity the animator continued with.
public struct SheetRelease: Hashable, Sendable {
    /// The pan's vertical velocity at release, in points per second.
    public var velocity: Double
    /// The relative initial velocity handed to the spring: `velocity` over the distance left.
    public var relativeVelocity: Double
    /// The sheet's shown centre y at release.
    public var from: Double
    /// The centre y it was sent to.
    public var to: Double
    /// Whether the release set the animator reversed.
    public var reversed: Bool
}
