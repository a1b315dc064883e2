import Gestures
import Layers
import Motion

/// The window presented screens are shown in — what `UIWindow` is to `present(_:animated:)`:
/// a container the size of the window holding a root screen, with every sheet and full-screen
/// cover presented from it (or from a screen presented through it) stacked above.
///
/// Fling puts presented screens in a host rather than on top of the presenter's own layers, as
/// UIKit puts them in the window: a sheet must cover everything (a navigation bar, a tab bar)
/// whatever the presenter's place in the tree, and must not move with it. Put `view` on top
/// of your tree and call `layout(size:)` with the window's size; put your content in
/// `root.view`. Presses on a sheet in flight catch it where it is shown when the gesture arena
/// hit-tests the presentation (`GestureArena.hitTestsPresentation`).
///
/// Transitions run on `spring` in the engine of the tree `view` is in, and — like a
/// `NavigationStack`'s — are never cancelled: a dismissal during a presentation (or a
/// presentation during a dismissal) completes the running one at once, callbacks and all,
/// and starts from where the screen is shown, its position spring keeping its velocity.
/// Outside an engine's tree every change is at once.
public final class PresentationHost {
    /// The container: the root screen's view, then each presented screen's dimming layer and
    /// view, bottom first.
    public let view = Layer(name: "presentationHost")
    /// The screen at the bottom, shown when nothing covers it.
    public let root: Screen
    /// The spring presentations, dismissals and released drags run on (default: 0.5 s, no
    /// bounce — UIKit's sheet settles critically damped).
    public var spring = Spring(duration: 0.5, bounce: 0)
    /// The opacity of the black dimming layer under a sheet at rest (0.3).
    public static let dimming = 0.3
    /// A released sheet is dismissed when the projection of its height falls below this share
    /// of its lowest detent's height (0.5: more than half of the lowest detent below it).
    public static let dismissingShare = 0.5

    var size = Size(width: 0, height: 0)
    /// Every presentation whose screen is shown, bottom first (a dismissed one until its view
    /// has stopped moving).
    var presentations: [Presentation] = []
    /// The presentation or dismissal running, if any.
    var running: RunningPresentation?
    /// Counts transitions, as `NavigationStack` does: the end of one a later one completed
    /// early only tidies up.
    var generation = 0

    /// A host showing `root`, which appears at once and may present.
    public init(root: Screen) {
        self.root = root
        root.presentationHost = self
        view.addSublayer(root.view)
        root.beginAppearing(false)
        root.endAppearing(false)
    }

    /// Whether a presentation or a dismissal is running.
    public var isTransitioning: Bool { running != nil }

    /// The presented screen on top, or the root when nothing is presented.
    public var topScreen: Screen {
        var screen = root
        while let next = screen.presentedScreen { screen = next }
        return screen
    }

    /// Sizes the container and the root screen's view to `size` (the window's) and places
    /// every presented screen at its detent; one in flight turns there on its spring.
    public func layout(size: Size) {
        self.size = size
        // A zoom in flight ends at once: its ends were measured for the old size.
        for presentation in presentations { settleZoom(of: presentation.presented) }
        withoutAnimation {
            view.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            root.view.bounds = view.bounds
            root.view.position = Point(x: size.width / 2, y: size.height / 2)
            for presentation in presentations {
                presentation.dimming.bounds = view.bounds
                presentation.dimming.position = root.view.position
                presentation.presented.view.bounds = Rect(
                    x: 0, y: 0, width: size.width, height: viewHeight(presentation))
                let top = presentation.isDismissing ? size.height : restingTop(presentation)
                if let engine = view.engine, presentation.presented.view.isAnimating {
                    // In flight: its spring turns to the new place, keeping its velocity.
                    engine.spring(presentation.presented.view, to: centre(presentation, top: top), spring: spring)
                } else {
                    place(presentation, top: top)
                }
            }
        }
    }

    // MARK: Geometry (host points, y down)

    /// The presented view's height: the highest detent's for a sheet, the host's for a cover.
    func viewHeight(_ presentation: Presentation) -> Double {
        presentation.detents(in: size.height).last.map { $0.height(in: size.height) } ?? size.height
    }

    /// Where the top edge rests: at the selected detent for a sheet, at 0 for a cover.
    func restingTop(_ presentation: Presentation) -> Double {
        guard let detent = presentation.selectedDetent else { return 0 }
        return size.height - detent.height(in: size.height)
    }

    /// The centre that puts the view's top edge at `top`.
    func centre(_ presentation: Presentation, top: Double) -> Point {
        Point(x: size.width / 2, y: top + viewHeight(presentation) / 2)
    }

    /// Where the view's top edge is shown.
    func shownTop(_ presentation: Presentation) -> Double {
        presentation.presented.view.presentation().position.y - viewHeight(presentation) / 2
    }

    func place(_ presentation: Presentation, top: Double) {
        presentation.presented.view.position = centre(presentation, top: top)
    }

    /// Runs `changes` with actions disabled.
    func withoutAnimation(_ changes: () -> Void) {
        if let engine = view.engine {
            engine.performWithoutAnimation(changes)
        } else {
            changes()
        }
    }
}
