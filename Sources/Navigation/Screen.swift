import Layers
import Motion

/// A screen of an app: a layer subtree shown by a `NavigationStack`, with UIKit's appearance
/// callbacks — a `UIViewController` and its view.
///
/// Subclass it and override the callbacks to start and stop work as the screen shows and
/// hides. They stay balanced however transitions overlap: every transition ends with a
/// `viewDidAppear` or a `viewDidDisappear` for each screen it moved, in the orders
/// `AppearanceState` gives, so per-transition state can be reset there (Apple's advice: they
/// are guaranteed at the end of every transition). A cancelled pop is UIKit's one turn back:
/// the screen that began disappearing gets `viewWillAppear` and `viewDidAppear` instead of a
/// `viewDidDisappear`, and the one that began appearing `viewWillDisappear` and
/// `viewDidDisappear`.
open class Screen {
    /// The screen's layers. The stack sizes it to its own bounds and moves it; lay out its
    /// sublayers from its bounds.
    public let view: Layer
    /// A name for traces and for the screen's own use.
    public var title: String
    /// Where the screen is in its appearance.
    public internal(set) var appearanceState = AppearanceState.disappeared
    /// The stack showing it, while it is on one.
    public internal(set) weak var navigationStack: NavigationStack?
    /// The host this screen presents through (`present(_:style:animated:)`): set on a host's
    /// root and on every screen presented through it; set it yourself on another screen in
    /// the host's tree (one on a navigation stack, say) to let it present.
    public weak var presentationHost: PresentationHost?
    /// The screen this one presented and has not dismissed (`presentedViewController`).
    public internal(set) var presentedScreen: Screen?
    /// The screen that presented this one, while it is presented (`presentingViewController`).
    public internal(set) weak var presentingScreen: Screen?
    /// The sheet's state while this screen is presented (its style, detents, drag).
    var presentation: Presentation?
    /// How the screen comes in when pushed or presented and goes out when popped or dismissed
    /// (`UIViewController.preferredTransition`): the container's own (`.automatic`, the
    /// default) or iOS 18's zoom out of a source layer (`.zoom(options:sourceLayerProvider:)`).
    /// Read when a transition starts.
    public var preferredTransition = ScreenTransition.automatic
    /// The zoom transition's layers and state, once the screen has zoomed.
    var zoomMorph: ZoomMorph?

    /// A screen called `title` with `view` as its layers (a new layer named after the title
    /// when not given).
    public init(title: String = "", view: Layer? = nil) {
        self.title = title
        self.view = view ?? Layer(name: title.isEmpty ? "screen" : title)
    }

    /// The screen is about to appear (`UIViewController.viewWillAppear(_:)`).
    open func viewWillAppear(_ animated: Bool) {}
    /// The screen is appearing, sized as it will be shown: lay out here
    /// (`viewIsAppearing(_:)`, iOS 17).
    open func viewIsAppearing(_ animated: Bool) {}
    /// The screen has appeared (`viewDidAppear(_:)`).
    open func viewDidAppear(_ animated: Bool) {}
    /// The screen is about to disappear (`viewWillDisappear(_:)`).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The screen has disappeared (`viewDidDisappear(_:)`).
    open func viewDidDisappear(_ animated: Bool) {}
}

extension Screen {
    func beginAppearing(_ animated: Bool) {
        precondition(
            appearanceState == .disappeared || appearanceState == .disappearing,
            "Screen \"\(title)\": begins appearing in state \(appearanceState)")
        appearanceState = .appearing
        viewWillAppear(animated)
        viewIsAppearing(animated)
    }

    func endAppearing(_ animated: Bool) {
        precondition(appearanceState == .appearing, "Screen \"\(title)\": ends appearing in state \(appearanceState)")
        appearanceState = .appeared
        viewDidAppear(animated)
    }

    func beginDisappearing(_ animated: Bool) {
        precondition(
            appearanceState == .appeared || appearanceState == .appearing,
            "Screen \"\(title)\": begins disappearing in state \(appearanceState)")
        appearanceState = .disappearing
        viewWillDisappear(animated)
    }

    func endDisappearing(_ animated: Bool) {
        precondition(
            appearanceState == .disappearing, "Screen \"\(title)\": ends disappearing in state \(appearanceState)")
        appearanceState = .disappeared
        viewDidDisappear(animated)
    }
}
