import Motion

/// A node of the layer tree, with model values that change at once and presentation
/// values that animations produce, as `CALayer` has.
///
/// Setting a property sets the model immediately (UIKit's rule: after
/// `UIView.animate { card.center = p }`, `card.center == p` at once). What the current frame
/// shows comes from `presentation()`; with no animation running the two are the same.
public final class Layer {
    /// A name for traces and debugging.
    public var name: String

    /// The position of the anchor point in the superlayer's coordinate space (model value).
    public var position: Point
    /// The layer's own coordinate space; its size is the layer's size (model value).
    public var bounds: Rect
    /// Where `position` sits in the layer, in unit coordinates; (0.5, 0.5) is the centre.
    public var anchorPoint: Point
    /// The fill behind the layer's content; `.clear` draws nothing.
    public var backgroundColor: Color
    /// The radius of the rounded corners, in points; clamped to half the shorter side when drawn.
    public var cornerRadius: Double

    public private(set) var sublayers: [Layer] = []
    public private(set) weak var superlayer: Layer?

    /// The running position animation, if any; the engine writes its value below.
    var positionAnimation: PositionSpringAnimation?
    /// The position the current frame shows while an animation runs.
    var animatedPosition: Point?
    /// The presentation velocity of `position`, in points per second (zero when not animating).
    public internal(set) var positionVelocity: Point = .zero

    public init(name: String = "", position: Point = .zero, bounds: Rect = .zero,
                backgroundColor: Color = .clear, cornerRadius: Double = 0) {
        self.name = name
        self.position = position
        self.bounds = bounds
        self.anchorPoint = Point(x: 0.5, y: 0.5)
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
    }

    /// Appends `layer` above the existing sublayers, taking it from its old superlayer.
    public func addSublayer(_ layer: Layer) {
        precondition(layer !== self, "A layer cannot be its own sublayer")
        layer.removeFromSuperlayer()
        sublayers.append(layer)
        layer.superlayer = self
    }

    /// Detaches the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// The values the current frame shows: the model overlaid with running animations.
    public func presentation() -> LayerSnapshot {
        LayerSnapshot(position: animatedPosition ?? position, bounds: bounds, anchorPoint: anchorPoint,
                      backgroundColor: backgroundColor, cornerRadius: cornerRadius)
    }

    /// The model values.
    public func model() -> LayerSnapshot {
        LayerSnapshot(position: position, bounds: bounds, anchorPoint: anchorPoint,
                      backgroundColor: backgroundColor, cornerRadius: cornerRadius)
    }

    /// Whether an animation is changing this layer's presentation.
    public var isAnimating: Bool { positionAnimation != nil }

    /// The deepest layer containing `point` (in this layer's superlayer's coordinates),
    /// testing the model values by default and the presentation values on request, as
    /// UIKit's `hitTest` uses the model unless told otherwise. Later sublayers win.
    public func hitTest(_ point: Point, usingPresentation: Bool = false) -> Layer? {
        let values = usingPresentation ? presentation() : model()
        let frame = values.frame
        let local = Point(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
        for sublayer in sublayers.reversed() {
            if let hit = sublayer.hitTest(local, usingPresentation: usingPresentation) { return hit }
        }
        return frame.contains(point) ? self : nil
    }
}

/// The values a layer shows in one frame, model or presentation.
public struct LayerSnapshot: Hashable, Sendable {
    public var position: Point
    public var bounds: Rect
    public var anchorPoint: Point
    public var backgroundColor: Color
    public var cornerRadius: Double

    /// The layer's rectangle in its superlayer's coordinates, from position, bounds and anchor point.
    public var frame: Rect {
        Rect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
             width: bounds.width, height: bounds.height)
    }
}
