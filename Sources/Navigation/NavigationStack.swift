import Gestures
import Layers
import Motion

/// A stack of screens with UIKit's navigation transitions — `UINavigationController`, SwiftUI's
/// `NavigationStack`: `push(_:animated:)` slides a screen in from the trailing edge over the
/// top one, which moves a third of the way out beneath it (the parallax) and dims; `pop` runs it
/// back. A back swipe from the leading edge, or a horizontal two-finger scroll, pops
/// interactively (`backSwipe`).
///
/// Transitions run on `spring` in the engine of the tree `view` is in, and any call may come
/// at any time, as Apple asks of fluid navigation: a running transition is never cancelled —
/// it completes at once (its screens reach `appeared` and `disappeared`, their callbacks run)
/// and the new one starts in the same turn from where the layers are shown, springs keeping
/// their velocity. Outside an engine's tree every change is at once.
///
/// Put `view` in your tree and call `layout(size:)` with its size; only the top screen's view
/// (and, during a transition, the one below it) is in `view`.
public final class NavigationStack {
    /// The container the screens are shown in, clipped to its bounds.
    public let view = Layer(name: "navigationStack")
    /// The screens, bottom first; the last is shown.
    public internal(set) var screens: [Screen]
    /// The spring pushes and pops run on (default: 0.5 s, no bounce — UIKit's navigation
    /// transition is critically damped).
    public var spring = Spring(duration: 0.5, bounce: 0)
    /// How far, as a fraction of the width, the screen below moves out while covered (UIKit's
    /// parallax: 0.3).
    public static let parallax = 0.3
    /// The opacity of the shade over the screen below when fully covered.
    public static let dimming = 0.12
    /// The pan that pops interactively: from within `edgeWidth` of the leading edge, or a
    /// horizontal scroll. Its thresholds are `finishingFraction` and `finishingSpeed`.
    public let backSwipe = PanGestureRecognizer()
    /// How close to the leading edge a back swipe must start, in points (UIKit's screen-edge
    /// pan: 20).
    public static let edgeWidth = 20.0
    /// A released back swipe finishes the pop past this fraction of the width, unless it is
    /// moving back faster than `finishingSpeed`.
    public static let finishingFraction = 0.5
    /// A released back swipe moving right faster than this, in points per second, finishes
    /// the pop wherever it is; one moving left faster cancels it.
    public static let finishingSpeed = 300.0

    /// The drag that dismisses a zoomed screen: down from anywhere on it, or right from within
    /// `edgeWidth` of its leading edge. Released past `zoomDismissingDistance` of the height,
    /// or faster than `finishingSpeed` in the drag's direction, it zooms the screen back into
    /// its source at the finger's speed; otherwise the screen springs back.
    public let zoomDismiss = PanGestureRecognizer()
    /// How far, as a share of the stack's height, a released zoom-dismiss drag must have gone
    /// to finish (0.15).
    public static let zoomDismissingDistance = 0.15

    /// The zooms whose layers are in the container.
    var zooming: [ZoomMorph] = []
    /// The zoom-dismiss drag's movement when it began (which way it goes).
    var zoomDismissStart = Point.zero
    /// The shade over the screen below during a transition.
    let shade = Layer(name: "navigationStack.shade")
    var size = Size(width: 0, height: 0)
    /// The transition running, if any.
    var running: RunningTransition?
    /// Counts transitions: the completion of one that a later one completed early finds it
    /// changed and only tidies up.
    var generation = 0

    /// A stack showing `root`.
    public init(root: Screen) {
        screens = [root]
        view.masksToBounds = true
        shade.backgroundColor = .black
        shade.opacity = 0
        shade.isUserInteractionEnabled = false
        root.navigationStack = self
        view.addSublayer(root.view)
        root.beginAppearing(false)
        root.endAppearing(false)
        backSwipe.name = "backSwipe"
        backSwipe.allowedScrollTypesMask = .continuous
        backSwipe.shouldBegin = { [unowned self] _ in backSwipeShouldBegin() }
        backSwipe.action = { [unowned self] pan in backSwipeChanged(pan) }
        view.addGestureRecognizer(backSwipe)
        zoomDismiss.name = "zoomDismiss"
        zoomDismiss.allowedScrollTypesMask = .continuous
        zoomDismiss.shouldBegin = { [unowned self] _ in zoomDismissShouldBegin() }
        zoomDismiss.action = { [unowned self] pan in zoomDismissChanged(pan) }
        view.addGestureRecognizer(zoomDismiss)
    }

    /// The screen shown (the last pushed).
    public var topScreen: Screen { screens[screens.count - 1] }

    /// Whether a push, a pop or a back swipe is running.
    public var isTransitioning: Bool { running != nil }

    /// Sizes the container and every screen's view to `size` (the stack's bounds), placing the
    /// top screen in it.
    public func layout(size: Size) {
        self.size = size
        // A zoom in flight ends at once: its ends were measured for the old size.
        for morph in zooming { settleZoom(of: morph.screen) }
        if let engine = view.engine {
            engine.performWithoutAnimation { place(size) }
        } else {
            place(size)
        }
    }

    private func place(_ size: Size) {
        view.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        shade.bounds = view.bounds
        shade.position = Point(x: size.width / 2, y: size.height / 2)
        for screen in screens {
            screen.view.bounds = view.bounds
            screen.view.position.y = size.height / 2
        }
        if running == nil { topScreen.view.position.x = size.width / 2 }
    }

    /// Where a screen's view sits with its leading edge `offset` points from the container's.
    func centre(_ offset: Double) -> Double { size.width / 2 + offset }
}
