import Layers
import Motion

/// How a screen comes in and goes out when it is pushed or presented —
/// `UIViewController.preferredTransition`, SwiftUI's `.navigationTransition(_:)`.
///
/// `.automatic` is the container's own: a `NavigationStack`'s slide with parallax, a
/// `PresentationHost`'s slide up from the bottom. `.zoom(options:sourceLayerProvider:)` is
/// iOS 18's zoom: the screen grows out of a source layer (a cell, a thumbnail) and shrinks back
/// into it. Under Reduce Motion (`AnimationEngine.accessibilityReduceMotion`) both become
/// cross-fades in place.
public struct ScreenTransition {
    enum Kind {
        case automatic
        case zoom(ZoomTransition)
    }

    let kind: Kind

    /// The container's own transition.
    public static var automatic: ScreenTransition { ScreenTransition(kind: .automatic) }

    /// iOS 18's zoom transition (`.zoom(options:sourceViewProvider:)`,
    /// `.navigationTransition(.zoom(sourceID:in:))`): pushed or presented, the screen grows out
    /// of the layer `sourceLayerProvider` returns, from its frame, corner radius and shadow to
    /// the screen's own; popped or dismissed, it shrinks back into the layer the closure
    /// returns then.
    ///
    /// The closure is called on zooming in **and again on zooming out**, so capture a stable
    /// identifier (a model's id) and look the layer up, not the layer itself: the screen below
    /// may have scrolled, relaid out or reused its cells meanwhile (Apple's advice). Return
    /// nil when there is no source (scrolled out of the tree, say): the screen then fades in
    /// growing from 80 % of its size, or fades out shrinking to it. While a leg runs its source
    /// is hidden (the screen stands in for it) and shown again when the leg ends. A zoomed
    /// screen is dismissed interactively by dragging it down (or right from its leading
    /// edge): it shrinks under the finger and, let go, zooms back into its source carrying
    /// the finger's velocity — see `ZoomOptions`.
    public static func zoom(
        options: ZoomOptions = ZoomOptions(),
        sourceLayerProvider: @escaping (ZoomTransitionContext) -> Layer?
    ) -> ScreenTransition {
        ScreenTransition(kind: .zoom(ZoomTransition(options: options, sourceLayerProvider: sourceLayerProvider)))
    }

    /// The zoom, when it is one.
    var zoom: ZoomTransition? {
        if case let .zoom(zoom) = kind { return zoom }
        return nil
    }
}

/// A zoom transition's settings and source closure.
struct ZoomTransition {
    let options: ZoomOptions
    let sourceLayerProvider: (ZoomTransitionContext) -> Layer?

    /// Whether `interactiveDismissShouldBegin` lets a drag on `screen` that went down at
    /// `start` (window coordinates) begin dismissing it toward `sourceScreen`; with no such
    /// closure, yes. The closure is told whether the source closure has a layer to zoom into.
    func allowsInteractiveDismiss(of screen: Screen, toward sourceScreen: Screen, pressedAt start: Point) -> Bool {
        guard let asks = options.interactiveDismissShouldBegin else { return true }
        let hasSource =
            sourceLayerProvider(
                ZoomTransitionContext(zoomedScreen: screen, sourceScreen: sourceScreen, isZoomingIn: false)) != nil
        let location = screen.view.convert(start, from: nil, usingPresentation: true)
        return asks(ZoomInteractionContext(zoomedScreen: screen, location: location, willBegin: hasSource))
    }
}

/// What a zoom's source closure is told — `UIZoomTransitionSourceViewProviderContext`.
public struct ZoomTransitionContext {
    /// The screen that zooms (the one pushed or presented).
    public let zoomedScreen: Screen
    /// The screen the source is in: the one beneath on a stack, the presenter of a
    /// presentation.
    public let sourceScreen: Screen
    /// Whether this leg zooms in (push, present) or out (pop, dismiss, a drag's release).
    public let isZoomingIn: Bool
}

/// A zoom transition's options — `UIViewController.Transition.ZoomOptions`, with the source
/// styling of SwiftUI's `.matchedTransitionSource(id:in:configuration:)`.
public struct ZoomOptions {
    /// The source's look the zoom starts from and ends at: nil (the default) reads the source
    /// layer's own corner radius and shadow when the leg starts; a style here stands in for
    /// them (SwiftUI's `source.cornerRadius(8).shadow(radius: 4)` configuration).
    public var sourceStyle: ZoomSourceStyle?
    /// The opacity of the black shade over the screen beneath while zoomed in
    /// (`dimmingColor`; default 0.12, the stack's shade).
    public var dimmingOpacity: Double
    /// Asked when a drag would begin dismissing the zoomed screen; false keeps it (UIKit's
    /// `interactiveDismissShouldBegin`). Nil: always.
    public var interactiveDismissShouldBegin: ((ZoomInteractionContext) -> Bool)?

    /// Options with the given settings.
    public init(
        sourceStyle: ZoomSourceStyle? = nil, dimmingOpacity: Double = 0.12,
        interactiveDismissShouldBegin: ((ZoomInteractionContext) -> Bool)? = nil
    ) {
        self.sourceStyle = sourceStyle
        self.dimmingOpacity = dimmingOpacity
        self.interactiveDismissShouldBegin = interactiveDismissShouldBegin
    }
}

/// Where a drag that would dismiss a zoomed screen starts —
/// `UIZoomTransitionInteractionContext`.
public struct ZoomInteractionContext {
    /// The zoomed screen.
    public let zoomedScreen: Screen
    /// Where the press went down, in the zoomed screen's view's coordinates.
    public let location: Point
    /// Whether the screen would zoom back into its source (no source: it would fade).
    public let willBegin: Bool
}

/// How a zoom's source looks at its end of the transition: its corner radius and shadow,
/// interpolated to the zoomed screen's own as it grows.
public struct ZoomSourceStyle: Hashable, Sendable {
    /// The corner radius of the source's shape.
    public var cornerRadius: Double
    /// The shadow's opacity (0: none).
    public var shadowOpacity: Double
    /// The shadow's blur radius.
    public var shadowRadius: Double
    /// The shadow's offset.
    public var shadowOffset: Size
    /// The shadow's colour.
    public var shadowColor: Color

    /// A style; no shadow unless given.
    public init(
        cornerRadius: Double = 0, shadowOpacity: Double = 0, shadowRadius: Double = 3,
        shadowOffset: Size = Size(width: 0, height: -3), shadowColor: Color = .black
    ) {
        self.cornerRadius = cornerRadius
        self.shadowOpacity = shadowOpacity
        self.shadowRadius = shadowRadius
        self.shadowOffset = shadowOffset
        self.shadowColor = shadowColor
    }

    /// The style `layer` shows now (its presentation's corner radius and shadow).
    public init(of layer: Layer) {
        let shown = layer.presentation()
        self.init(
            cornerRadius: shown.cornerRadius, shadowOpacity: shown.shadowOpacity, shadowRadius: shown.shadowRadius,
            shadowOffset: shown.shadowOffset, shadowColor: shown.shadowColor)
    }
}

extension Screen {
    /// While the screen zooms (a leg running or a drag holding it), the frame it is shown
    /// clipped to, in its container's coordinates — what a trace or a test reads; nil
    /// otherwise.
    public var zoomFrame: Rect? {
        guard let morph = zoomMorph, morph.isWrapped else { return nil }
        return morph.shown().frame
    }

    /// While the screen zooms, the corner radius its frame is shown with; nil otherwise.
    public var zoomCornerRadius: Double? {
        guard let morph = zoomMorph, morph.isWrapped else { return nil }
        return morph.shown().style.cornerRadius
    }
}
