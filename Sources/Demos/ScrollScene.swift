import Fling

/// "scroll": a rubber-band scroll view built from layers, a pan and the engine's animations,
/// with UIScrollView's physics.
///
/// A tall column of cards sits in a viewport that clips it (`masksToBounds`). One
/// `PanGestureRecognizer` on the viewport scrolls it by dragging and, with
/// `allowedScrollTypesMask = .all`, by the wheel or a trackpad. The content offset is a
/// custom animatable property of the viewport (`contentOffset`, UIScrollView's
/// `contentOffset.y`); the viewport's `frameHook` moves the content layer and the indicator
/// to its presentation value every frame, after the engine has evaluated it at the frame's
/// target timestamp (ScrollScene+Physics.swift):
///
/// - held: the offset follows the hand, set at once; past an edge it is rubber-banded as
///   UIScrollView shows it (`RubberBand`, coefficient 0.55, with the viewport's height as
///   the dimension);
/// - released inside the bounds: the model is set to where the throw comes to rest and the
///   engine decays onto it (`Animation.decay`, UIScrollView's `.normal` rate, 0.998 per
///   millisecond);
/// - a decay that would carry it past an edge hands its value and velocity, at the first
///   frame at or past the moment it reaches the edge (`Decay.time(toReach:from:velocity:)`),
///   to a spring that settles on the edge — the bounce: the spring merges over the decay,
///   keeping its velocity;
/// - released past an edge: the same spring takes it back from where it is, with the
///   release velocity.
///
/// A press stops a deceleration or a bounce where it is shown (`stopAnimations()`), as a
/// touch does on iOS; a press that does not become a drag lets an offset held past the edge
/// spring back. A scroll indicator shows where the viewport is, shrinks while
/// rubber-banding, and fades out once the content comes to rest, as UIScrollView's does.
public final class ScrollScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "scroll",
            summary:
                "Drag or wheel the list: a flick decays at UIScrollView's rate, rubber-bands past an edge and bounces back."
        ) { _ in
            ScrollScene()
        }
    }

    /// What the scroll view is doing, as UIScrollView's `isDragging` and `isDecelerating`
    /// tell (a bounce is part of `isDecelerating` there; here it is its own phase).
    public enum Phase: Equatable, Sendable {
        /// At rest (or a decay's last, logically complete stretch), or held still under a press.
        case idle
        /// Following the hand (a drag or a scroll).
        case dragging
        /// Decaying onto where the release comes to rest, until logically complete.
        case decelerating
        /// Springing onto an edge, until the spring rests there.
        case bouncing
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()

    /// The clipping frame the content scrolls in; the pan is attached to it.
    public let viewport = Layer(name: "viewport", cornerRadius: 18)
    /// The column of cards; its position is the content offset.
    public let content = Layer(name: "content")
    /// The scroll indicator at the viewport's right edge.
    public let indicator = Layer(name: "indicator", cornerRadius: 2.5)
    /// Drags and scrolls the content.
    public let pan = PanGestureRecognizer()

    /// How far the content is scrolled (UIScrollView's `contentOffset.y`), rubber-banded
    /// past the edges: 0 shows the top, `maxOffset` the bottom. A custom animatable property
    /// of the viewport: its `value` is where the content is set to rest, its
    /// `presentationValue` what the frame shows.
    public let contentOffset: AnimatableProperty<Double>
    /// The offset the frame shows: `contentOffset.presentationValue`.
    public var offset: Double { contentOffset.presentationValue }
    /// The offset's velocity in points per second (positive scrolls toward the bottom): the
    /// hand's while dragging, the animation's otherwise.
    public var velocity: Double { phase == .dragging ? dragVelocity : contentOffset.velocity }
    /// What the scroll view is doing.
    public internal(set) var phase = Phase.idle
    /// Every release, in order.
    public internal(set) var releases: [ScrollRelease] = []
    /// The deceleration after a release: UIScrollView's `.normal` rate.
    public var deceleration = Decay.normal
    /// The spring that settles the content on an edge. UIScrollView's bounce is not
    /// documented; this is the spring of Flutter's `BouncingScrollPhysics`, which reproduces
    /// it: mass 0.5, stiffness 100, damping ratio 1.1.
    public var bounceSpring = Spring(
        mass: 0.5, stiffness: 100, damping: 1.1 * 2 * (0.5 * 100.0).squareRoot(),
        allowOverDamping: true)
    /// How many cards the list holds.
    public static let rowCount = 30

    let title = ScrollScene.label(Style.titleText, size: 15, color: Style.titleColor, alignment: .center)
    var rows: [Layer] = []
    /// The size of the viewport and of the content.
    var viewportSize = Size(width: 1, height: 1)
    var contentHeight = 1.0
    /// The un-banded offset the drag started from (what the hand moves).
    var dragStart = 0.0
    /// The hand's velocity, points per second of offset, while dragging.
    var dragVelocity = 0.0
    /// The edge a running decay would pass and the frame time it reaches it at: the bounce
    /// takes over at the first frame at or past it.
    var crossing: (edge: Double, time: FrameTime)?
    /// Counts the motions started, so that a completion of one taken over by another (a
    /// decay by its bounce, anything by a press) does nothing.
    var motionCount = 0

    public init() {
        contentOffset = viewport.customProperty("contentOffset", initial: 0.0)
        root.addSublayer(title)
        viewport.backgroundColor = Style.panel
        viewport.masksToBounds = true
        viewport.borderWidth = 1
        viewport.borderColor = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.08)
        content.isUserInteractionEnabled = false
        for index in 0..<Self.rowCount {
            let row = Self.makeRow(index)
            rows.append(row)
            content.addSublayer(row)
        }
        viewport.addSublayer(content)
        indicator.backgroundColor = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.5)
        indicator.opacity = 0
        indicator.isUserInteractionEnabled = false
        viewport.addSublayer(indicator)
        root.addSublayer(viewport)
        engine.attach(root)
        viewport.frameHook = { [unowned self] _ in show() }

        pan.name = "scroll"
        pan.allowedScrollTypesMask = .all
        pan.onPress = { [unowned self] _ in hold() }
        pan.action = { [unowned self] pan in panned(pan) }
        pan.onTransition = { [unowned self] transition in
            // A press that never became a drag: an offset held past an edge springs back.
            if transition.to == .failed { release(velocity: 0) }
        }
        viewport.addGestureRecognizer(pan)
    }

    public func layout(size: Size) {
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        title.bounds = Rect(x: 0, y: 0, width: size.width, height: title.bounds.height)
        title.position = Point(x: size.width / 2, y: 16 + title.bounds.height / 2)
        let margin = min(max(min(size.width, size.height) * 0.04, 8), 32)
        let top = 16 + title.bounds.height + margin
        viewportSize = Size(
            width: max(min(560, size.width - 2 * margin), 40), height: max(size.height - top - margin, 40))
        viewport.bounds = Rect(origin: .zero, size: viewportSize)
        viewport.position = Point(x: size.width / 2, y: top + viewportSize.height / 2)
        layoutRows()
        if phase == .idle, !(0...maxOffset).contains(contentOffset.value) {
            contentOffset.stopAnimations()
            contentOffset.value = min(max(contentOffset.value, 0), maxOffset)
        }
        show()
    }

    /// The largest offset: the content's bottom at the viewport's bottom (0 when it fits).
    public var maxOffset: Double { max(contentHeight - viewportSize.height, 0) }

    public var tracedRecognizers: [GestureRecognizer] { [pan] }

    /// The content offset and its velocity, and whether the view is dragging, decelerating
    /// or bouncing (0 or 1 each).
    public func traceValues() -> [(name: String, value: Double)] {
        func flag(_ on: Bool) -> Double { on ? 1 : 0 }
        return [
            ("offset", offset), ("velocity", velocity), ("dragging", flag(phase == .dragging)),
            ("decelerating", flag(phase == .decelerating)), ("bouncing", flag(phase == .bouncing)),
        ]
    }
}

/// One release of the scroll view: where and how fast it was let go, and the motion it started.
public struct ScrollRelease: Hashable, Sendable {
    /// When: the frame's timestamp, at which the animation starts.
    public var time: FrameTime
    /// The offset let go at.
    public var offset: Double
    /// The velocity let go at, points per second of offset: inside the bounds, the pan's
    /// velocity after the fling threshold (`VelocityTracker.flingVelocity`).
    public var velocity: Double
    /// The model value the release animates to: where the decay comes to rest (past an edge
    /// when it hands over to the bounce), the edge for a release past one, or `offset`.
    public var target: Double
    /// The edge the decay would pass, if any.
    public var edge: Double?
    /// Seconds after `time` at which the decay reaches `edge`: `Decay.time(toReach:from:velocity:)`.
    public var reachesEdge: Double?
}
