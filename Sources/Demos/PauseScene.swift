import Fling

/// "pause": acceleration pausing, from WWDC 2018's "Designing Fluid Interfaces" — a drawer
/// dragged up and down that notices when the drag pauses, the way the iPhone's home-bar
/// swipe shows the app switcher when the finger stops halfway instead of going home.
///
/// The drawer follows the drag (SwiftUI's `.interactiveSpring`, rubber-banded past open and
/// closed with UIScrollView's 0.55). Every frame of the drag the scene samples the drag's
/// vertical velocity at the frame's time into a short history (`velocityHistory`, the last
/// `historyLength` frames, about 0.1 s); when the speed has fallen by more than 90 % across
/// it, from at least `minimumPauseSpeed`, with the drawer away from both ends, the drag has
/// paused: the drawer lights up, a "paused" label appears and the count goes up (the demo's
/// `trackPause`, which also clears the history so one pause counts once). Moving on faster
/// than `resumeSpeed` ends the pause. On release the drawer goes to the state its decay
/// projection (`Decay.normal`, the talk's `project`) is nearer to, on a spring that starts at
/// the release velocity.
///
/// The frame's velocity comes from a `VelocityTracker` the scene feeds with the pan's
/// samples: `PanGestureRecognizer.velocity` is as of the latest pointer event, so a pointer
/// held still keeps reporting its last speed, while a tracker asked at the frame's time
/// reports zero once no sample has come for 40 ms (the pointer stopped).
public final class PauseScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "pause",
            summary:
                "Drag the drawer up and hold still halfway: it notices the pause and lights up; let go and it opens or closes."
        ) { _ in
            PauseScene()
        }
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()
    public var hitTestsPresentation: Bool { true }

    /// The drawer; its top rests at `openTop` open and shows `peek` points closed.
    public let drawer = Layer(name: "drawer", backgroundColor: Color(red8: 40, green8: 44, blue8: 58), cornerRadius: 20)
    /// The drawer's glow while a pause is shown.
    public let glow = Layer(
        name: "glow", backgroundColor: Color(red8: 72, green8: 199, blue8: 142, alpha: 0.22), cornerRadius: 20)
    /// "paused", shown while a pause is.
    public let badge = CornersScene.label(
        "paused", size: 18, color: Color(red8: 72, green8: 199, blue8: 142),
        origin: .zero, width: 160, alignment: .center)
    /// How many pauses, for the drawer's label.
    public let counter = CornersScene.label(
        "pauses: 0", size: 14, color: Color(red8: 160, green8: 166, blue8: 186),
        origin: .zero, width: 160, alignment: .center)
    /// The line of text across the top of the window.
    public let title = CornersScene.label(
        "Acceleration pausing — drag the drawer up, hold still halfway, let go",
        size: 15, color: CornersScene.Style.titleColor, origin: .zero, width: 0,
        alignment: .center)

    /// The spring a release settles with.
    public var spring = Spring(duration: 0.5, bounce: 0.12)
    /// How many frame samples the pause looks back over (6: 0.1 s at 60 Hz).
    public var historyLength = 6
    /// The speed the drag must have had, points per second, for its stopping to be a pause.
    public var minimumPauseSpeed = 150.0
    /// The fraction of that speed that must be lost across the history (more than 90 %).
    public var pauseDrop = 0.9
    /// The speed, points per second, at which a shown pause ends.
    public var resumeSpeed = 300.0

    /// Drags the drawer.
    public let pan = PanGestureRecognizer()

    /// Whether a pause is shown (from its detection until the drag moves on or ends).
    public internal(set) var isPaused = false
    /// How many pauses have been detected.
    public internal(set) var pauseCount = 0
    /// The last few frames' vertical velocities of the drag, oldest first.
    public internal(set) var velocityHistory: [Double] = []
    /// Whether the drawer rests (or is heading) open.
    public internal(set) var isOpen = false

    var size: Size = .zero
    /// The drawer's model y when the drag began.
    var dragStart = 0.0
    /// The drag's samples, to ask its velocity at each frame's time.
    var tracker = VelocityTracker()

    public init() {
        root.addSublayer(title)
        drawer.shadowColor = Color(red8: 0, green8: 0, blue8: 0)
        drawer.shadowOpacity = 0.35
        drawer.shadowRadius = 12
        drawer.shadowOffset = Size(width: 0, height: -2)
        drawer.borderWidth = 1
        drawer.borderColor = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.08)
        drawer.maskedCorners = [.minXMinY, .maxXMinY]
        glow.maskedCorners = [.minXMinY, .maxXMinY]
        glow.opacity = 0
        for layer in [glow, badge, counter] {
            layer.isUserInteractionEnabled = false
            drawer.addSublayer(layer)
        }
        let handle = Layer(
            name: "handle", bounds: Rect(x: 0, y: 0, width: 44, height: 6),
            backgroundColor: Color(red8: 255, green8: 255, blue8: 255, alpha: 0.35), cornerRadius: 3)
        handle.isUserInteractionEnabled = false
        drawer.addSublayer(handle)
        badge.opacity = 0
        root.addSublayer(drawer)
        engine.attach(root)

        pan.name = "pan"
        pan.onPress = { [unowned self] _ in catchDrawer() }
        pan.action = { [unowned self] pan in panned(pan) }
        drawer.addGestureRecognizer(pan)
    }

    public func layout(size: Size) {
        self.size = size
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        title.bounds.size.width = size.width
        title.position = Point(x: size.width / 2, y: 16 + title.bounds.height / 2)
        let width = max(0, min(size.width - 32, 560))
        let height = max(0, size.height - openTop + 40)
        engine.performWithoutAnimation {
            drawer.bounds = Rect(x: 0, y: 0, width: width, height: height)
            drawer.position = Point(x: size.width / 2, y: centerY(open: isOpen))
        }
        glow.bounds = drawer.bounds
        glow.position = Point(x: width / 2, y: height / 2)
        for layer in drawer.sublayers where layer.name == "handle" { layer.position = Point(x: width / 2, y: 13) }
        badge.position = Point(x: width / 2, y: 44)
        counter.position = Point(x: width / 2, y: 72)
        if isDragging {
            dragStart = drawer.position.y
            pan.setTranslation(.zero)
        }
    }

    public func update(at time: FrameTime) {
        guard isDragging else { return }
        sample(tracker.velocity(at: time).y)
    }

    public var tracedRecognizers: [GestureRecognizer] { [pan] }

    /// How far the drawer shows open, whether a pause is shown and how many there were.
    public func traceValues() -> [(name: String, value: Double)] {
        [
            ("drawer.offset", offset(ofCenterY: drawer.presentation().position.y)),
            ("paused", isPaused ? 1 : 0),
            ("pauses", Double(pauseCount)),
        ]
    }

    // MARK: Geometry

    /// How much of the closed drawer shows.
    public var peek: Double { min(110, max(44, size.height * 0.16)) }
    /// Where the open drawer's top edge rests.
    public var openTop: Double { max(44, size.height * 0.24) }
    /// The drawer's centre y open or closed.
    public func centerY(open: Bool) -> Double {
        (open ? openTop : size.height - peek) + drawer.bounds.height / 2
    }
    /// How far above closed a drawer centred at `y` is, in points (0 closed, `travel` open).
    public func offset(ofCenterY y: Double) -> Double { centerY(open: false) - y }
    /// The distance between closed and open.
    public var travel: Double { max(0, centerY(open: false) - centerY(open: true)) }

    var isDragging: Bool { pan.state == .began || pan.state == .changed }
}
