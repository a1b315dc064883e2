import Motion

/// Every animatable property of a layer in one frame, model or presentation: the
/// properties of `CALayer`, with Core Animation's defaults.
///
/// It is plain data (no references), so the engine copies it per frame without reference
/// counting; `contents` lives on the layer as a model-only property.
public struct LayerSnapshot: Hashable, Sendable {
    /// The anchor point's position in the superlayer.
    public var position: Point = .zero
    /// Stacking order among siblings; higher draws later.
    public var zPosition: Double = 0
    /// The layer's own coordinate space; its size is the layer's size.
    public var bounds: Rect = .zero
    /// Where `position` sits in the layer, in unit coordinates.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// Applied about the anchor point; m34 gives perspective.
    public var transform: Transform3D = .identity
    /// Applied to the sublayers, about the layer's centre.
    public var sublayerTransform: Transform3D = .identity
    /// 0 is invisible; the layer and its sublayers are composited as one group.
    public var opacity: Double = 1
    /// Whether the layer and its sublayers are not drawn.
    public var isHidden = false
    /// The colour filling the bounds.
    public var backgroundColor: Color = .clear
    /// The radius of the rounded corners.
    public var cornerRadius: Double = 0
    /// Which corners `cornerRadius` rounds.
    public var maskedCorners: CornerMask = .all
    /// Drawn inside the bounds.
    public var borderWidth: Double = 0
    /// The border's colour.
    public var borderColor: Color = .black
    /// The shadow's colour.
    public var shadowColor: Color = .black
    /// 0 (the default) draws no shadow.
    public var shadowOpacity: Double = 0
    /// The blur radius (the Gaussian's standard deviation).
    public var shadowRadius: Double = 3
    /// Core Animation's default is (0, −3).
    public var shadowOffset = Size(width: 0, height: -3)
    /// Clips sublayers to the (rounded) bounds.
    public var masksToBounds = false
    /// How far the layer is curled off like a page (flat by default); see `PageCurl`.
    public var pageCurl = PageCurl.flat

    /// Core Animation's defaults for every property.
    public init() {}

    /// The layer's rectangle in its superlayer's coordinates, from position, bounds and anchor
    /// point (ignoring `transform`, as `CALayer.frame` does for an identity transform).
    public var frame: Rect {
        Rect(
            x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
            width: bounds.width, height: bounds.height)
    }
}
