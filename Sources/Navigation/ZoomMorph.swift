import Layers
import Motion

/// Where a zooming screen is shown: the rounded frame it is clipped to, the rectangle its
/// view is drawn in (filling the frame, aspect kept), the look of the frame's shape and the
/// opacity (below 1 only when there is no source), in the container's coordinates.
struct ZoomGeometry: Equatable {
    var frame: Rect
    var content: Rect
    var style: ZoomSourceStyle
    var opacity: Double

    /// The geometry scaled by `scale` about `point`, then moved by `offset`.
    func scaled(_ scale: Double, about point: Point, moved offset: Point) -> ZoomGeometry {
        func map(_ rect: Rect) -> Rect {
            Rect(
                x: point.x + (rect.minX - point.x) * scale + offset.x,
                y: point.y + (rect.minY - point.y) * scale + offset.y,
                width: rect.width * scale, height: rect.height * scale)
        }
        return ZoomGeometry(frame: map(frame), content: map(content), style: style, opacity: opacity)
    }
}

/// One screen's zoom transition while it runs: the screen's view is moved into a clipping
/// layer whose frame, corner radius and shadow go from the source's to the screen's (or
/// back), the view scaled inside it so it always fills the frame.
///
/// Every geometric property is a layer property set in one transaction on one spring, each a
/// linear function of the same progress between the leg's two ends, so they stay in step frame
/// by frame and merge together when a leg turns round (keeping their velocity); each comes to
/// rest when its own spring settles, within the engine's tolerance of the others. The look
/// (corner radius, shadow) rides the same spring but never takes a released drag's velocity,
/// so a flick away from the source cannot swing it below nothing.
/// The layers, back to front, where the view was in the container: a shadow layer (the
/// frame's shape, with the style's shadow), then the clip (`masksToBounds`, the view's
/// background colour, bounds origin at the frame's so that its sublayers sit in the
/// container's coordinates) holding the view, whose `transform` takes its resting frame to
/// the content rectangle.
final class ZoomMorph {
    let screen: Screen
    let zoom: ZoomTransition
    let clip = Layer(name: "zoom.clip")
    let shadow = Layer(name: "zoom.shadow")
    /// The view's frame at rest, in the container's coordinates.
    var rest = Rect.zero
    /// The source hidden while a leg runs.
    private(set) var hiddenSource: Layer?
    /// Counts legs: the end of one a later one took over does nothing.
    private(set) var leg = 0
    /// Where a drag began: the geometry shown and the finger.
    var dragStart: ZoomGeometry?
    var grab = Point.zero

    /// The shortest a drag makes the screen, as a share of its size when grabbed.
    static let minimumScale = 0.5
    /// The corner radius a drag rounds the screen to as it shrinks to `minimumScale` (iOS
    /// rounds a zoomed screen under the finger): from its own, in step with the shrinking.
    static let dragCornerRadius = 20.0
    /// The drag, as a share of the container's height, that shrinks it to `minimumScale`.
    static let shrinkDistance = 0.6
    /// Where the screen shrinks to, as a share of its size, when it has no source.
    static let fallbackScale = 0.8

    init(screen: Screen, zoom: ZoomTransition) {
        self.screen = screen
        self.zoom = zoom
        clip.masksToBounds = true
        shadow.isUserInteractionEnabled = false
    }

    /// Whether the view is in the clip (a leg runs, or a drag holds it).
    var isWrapped: Bool { screen.view.superlayer === clip }

    /// The screen's look at rest: its view's corner radius, no shadow.
    var restStyle: ZoomSourceStyle { ZoomSourceStyle(cornerRadius: screen.view.cornerRadius) }

    /// The geometry at rest.
    var restGeometry: ZoomGeometry { ZoomGeometry(frame: rest, content: rest, style: restStyle, opacity: 1) }

    /// Asks the closure for the source, and returns the geometry there, in `container`'s
    /// coordinates: the source's shown frame, the view scaled to fill it (aspect kept, centred),
    /// its style. With no source (or one not in `container`'s tree): the resting frame shrunk
    /// to `fallbackScale` about its centre, faded out. The source found is hidden (and the one
    /// hidden before shown again).
    func sourceGeometry(in container: Layer, below: Screen, zoomingIn: Bool) -> ZoomGeometry {
        let context = ZoomTransitionContext(zoomedScreen: screen, sourceScreen: below, isZoomingIn: zoomingIn)
        let found = zoom.sourceLayerProvider(context)
        hide(found.flatMap { isShowable($0, in: container) ? $0 : nil }, in: container)
        guard let source = hiddenSource, rest.width > 0, rest.height > 0 else {
            let frame = Self.scale(rest, by: Self.fallbackScale)
            return ZoomGeometry(frame: frame, content: frame, style: restStyle, opacity: 0)
        }
        let frame = container.convert(source.bounds, from: source, usingPresentation: true)
        let scale = max(frame.width / rest.width, frame.height / rest.height)
        let size = Size(width: rest.width * scale, height: rest.height * scale)
        let content = Rect(
            x: frame.center.x - size.width / 2, y: frame.center.y - size.height / 2, width: size.width,
            height: size.height)
        let style = zoom.options.sourceStyle ?? ZoomSourceStyle(of: source)
        return ZoomGeometry(frame: frame, content: content, style: style, opacity: 1)
    }

    /// Whether `source` can stand for the zoom's end: in the same tree as the container, not
    /// inside the zoomed screen, with an area.
    private func isShowable(_ source: Layer, in container: Layer) -> Bool {
        var root = container
        while let parent = root.superlayer { root = parent }
        var layer: Layer? = source
        var sourceRoot = source
        while let current = layer {
            if current === screen.view || current === clip { return false }
            sourceRoot = current
            layer = current.superlayer
        }
        return sourceRoot === root && source.bounds.width > 0 && source.bounds.height > 0
    }

    /// Hides `source` (the view stands in for it) and shows the one hidden before.
    func hide(_ source: Layer?, in container: Layer) {
        guard source !== hiddenSource else { return }
        let engine = container.engine
        let change = {
            self.hiddenSource?.isHidden = false
            source?.isHidden = true
        }
        if let engine { engine.performWithoutAnimation(change) } else { change() }
        hiddenSource = source
    }

    /// Moves the view into the clip, at `geometry`, in `container` where the view was (or on
    /// top), with no animation.
    func wrap(at geometry: ZoomGeometry, in container: Layer) {
        guard !isWrapped else { return }
        let view = screen.view
        let index = view.superlayer === container ? container.sublayers.firstIndex { $0 === view } : nil
        view.removeFromSuperlayer()
        clip.backgroundColor = view.backgroundColor
        shadow.backgroundColor = view.backgroundColor.alpha > 0 ? view.backgroundColor : .black
        let at = index ?? container.sublayers.count
        container.insertSublayer(shadow, at: at)
        container.insertSublayer(clip, at: at + 1)
        clip.addSublayer(view)
        apply(geometry)
    }

    /// Puts the view back in the container in the clip's place, at rest, and removes the clip
    /// and the shadow; shows the hidden source.
    func unwrap(in container: Layer) {
        guard isWrapped else { return }
        let view = screen.view
        let index = container.sublayers.firstIndex { $0 === shadow } ?? container.sublayers.count
        container.engine?.removeAnimations(of: view)
        view.removeFromSuperlayer()
        container.insertSublayer(view, at: index)
        view.transform = .identity
        for layer in [clip, shadow] {
            container.engine?.removeAnimations(of: layer)
            layer.removeFromSuperlayer()
        }
        hide(nil, in: container)
        dragStart = nil
    }

    /// Sets every property to `geometry`, in the open transaction.
    func apply(_ geometry: ZoomGeometry) {
        applyShape(geometry)
        applyStyle(geometry)
    }

    /// The frame, the content's place and the opacity.
    private func applyShape(_ geometry: ZoomGeometry) {
        let frame = geometry.frame
        clip.position = frame.center
        clip.bounds = frame
        clip.opacity = geometry.opacity
        shadow.position = frame.center
        shadow.bounds = Rect(origin: .zero, size: frame.size)
        shadow.opacity = geometry.opacity
        let scale = rest.width > 0 ? geometry.content.width / rest.width : 1
        let offset = geometry.content.center - rest.center
        screen.view.transform = Transform3D(translationX: offset.x, y: offset.y, z: 0).scaledBy(
            x: scale, y: scale, z: 1)
    }

    /// The corner radius and the shadow.
    private func applyStyle(_ geometry: ZoomGeometry) {
        clip.cornerRadius = geometry.style.cornerRadius
        shadow.cornerRadius = geometry.style.cornerRadius
        shadow.shadowOpacity = geometry.style.shadowOpacity
        shadow.shadowRadius = geometry.style.shadowRadius
        shadow.shadowOffset = geometry.style.shadowOffset
        shadow.shadowColor = geometry.style.shadowColor
    }

    /// The geometry the current frame shows.
    func shown() -> ZoomGeometry {
        let frame = clip.presentation()
        let look = shadow.presentation()
        let transform = screen.view.presentation().transform
        let scale = transform.m11
        let size = Size(width: rest.width * scale, height: rest.height * scale)
        let centre = Point(x: rest.center.x + transform.m41, y: rest.center.y + transform.m42)
        return ZoomGeometry(
            frame: Rect(
                x: frame.position.x - frame.bounds.width / 2, y: frame.position.y - frame.bounds.height / 2,
                width: frame.bounds.width, height: frame.bounds.height),
            content: Rect(
                x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height),
            style: ZoomSourceStyle(
                cornerRadius: frame.cornerRadius, shadowOpacity: look.shadowOpacity, shadowRadius: look.shadowRadius,
                shadowOffset: look.shadowOffset, shadowColor: look.shadowColor),
            opacity: frame.opacity)
    }

    /// Starts a leg to `target` on `animation` (with `extra` changes in the same transaction;
    /// the look on `styleAnimation`, `animation` when nil: a released drag's hands its velocity to
    /// the shape only); when it settles and no later leg has begun, the view is unwrapped and
    /// `ended` runs.
    func run(
        to target: ZoomGeometry, animation: Animation, styleAnimation: Animation? = nil, in engine: AnimationEngine,
        container: Layer, extra: () -> Void = {}, ended: @escaping () -> Void
    ) {
        leg += 1
        let leg = leg
        dragStart = nil
        let settled: (Bool) -> Void = { [weak self, weak container] _ in
            guard let self, let container, self.leg == leg else { return }
            self.unwrap(in: container)
            ended()
        }
        engine.transaction(animation: animation, completion: settled) {
            applyShape(target)
            if let styleAnimation {
                engine.transaction(animation: styleAnimation) { applyStyle(target) }
            } else {
                applyStyle(target)
            }
            extra()
        }
    }

    /// Ends the zoom at once at rest (a transition over the screen while it zooms).
    func settle(in container: Layer) {
        leg += 1
        unwrap(in: container)
    }

    /// `rect` scaled by `scale` about its centre.
    static func scale(_ rect: Rect, by scale: Double) -> Rect {
        let size = Size(width: rect.width * scale, height: rect.height * scale)
        return Rect(
            x: rect.center.x - size.width / 2, y: rect.center.y - size.height / 2, width: size.width,
            height: size.height)
    }

    // MARK: Dragging

    /// Starts a drag with the finger at `point` (container coordinates): what is shown is
    /// caught and held there.
    func beginDrag(at point: Point, in engine: AnimationEngine) {
        let start = shown()
        leg += 1
        for layer in [clip, shadow, screen.view] { engine.removeAnimations(of: layer) }
        engine.performWithoutAnimation { apply(start) }
        dragStart = start
        grab = point
    }

    /// The scale a drag `distance` points long shrinks the screen to, in a container
    /// `height` points tall: linear from 1 down to `minimumScale` at `shrinkDistance` of it.
    static func shrink(_ distance: Double, height: Double) -> Double {
        let reach = max(1, shrinkDistance * height)
        return 1 - (1 - minimumScale) * min(max(distance, 0), reach) / reach
    }

    /// Follows the drag: the screen shrinks by `distance` about the point grabbed, which
    /// stays under the finger moved by `moved`. Returns the scale.
    @discardableResult
    func drag(moved: Point, distance: Double, height: Double, in engine: AnimationEngine) -> Double {
        guard let start = dragStart else { return 1 }
        let scale = Self.shrink(distance, height: height)
        var held = start.scaled(scale, about: grab, moved: moved)
        let rounding = (1 - scale) / (1 - Self.minimumScale)
        if start.style.cornerRadius < Self.dragCornerRadius {
            held.style.cornerRadius += (Self.dragCornerRadius - start.style.cornerRadius) * rounding
        }
        engine.performWithoutAnimation { apply(held) }
        return scale
    }

    /// Follows a dismissing drag that has moved by `translation`: upward the finger is
    /// rubber-banded as a scroll view past its edge (half the container's `height` as the
    /// dimension), and the distance toward dismissal is the drag's rightward part when it is
    /// `horizontal` (from the leading edge), else its downward part. Returns the scale.
    @discardableResult
    func follow(_ translation: Point, horizontal: Bool, height: Double, in engine: AnimationEngine) -> Double {
        var moved = translation
        if moved.y < 0 { moved.y = RubberBand.offset(moved.y, dimension: max(1, height / 2)) }
        return drag(
            moved: moved, distance: Self.dismissDistance(moved, horizontal: horizontal), height: height, in: engine)
    }

    /// How far a drag that has moved by `moved` has gone toward dismissal.
    static func dismissDistance(_ moved: Point, horizontal: Bool) -> Double {
        horizontal ? max(0, moved.x) : max(0, moved.y)
    }

    /// Whether a dismissing drag let go `distance` points along its way, at `speed` points per
    /// second along it, in a container `height` tall, dismisses: past
    /// `NavigationStack.zoomDismissingDistance` of the height and not thrown back, or faster
    /// than `NavigationStack.finishingSpeed`.
    static func releaseDismisses(distance: Double, speed: Double, height: Double) -> Bool {
        speed > NavigationStack.finishingSpeed
            || (distance > NavigationStack.zoomDismissingDistance * height && speed >= -NavigationStack.finishingSpeed)
    }

    /// UIKit's relative velocity for a release moving the frame's centre at `velocity` toward
    /// `target`: the share of the distance to go covered per second along the way to it.
    func relativeVelocity(_ velocity: Point, toward target: ZoomGeometry) -> Double {
        let from = shown().frame.center
        let to = target.frame.center
        let d = to - from
        let length = d.x * d.x + d.y * d.y
        guard length > 1 else { return 0 }
        return (velocity.x * d.x + velocity.y * d.y) / length
    }
}
