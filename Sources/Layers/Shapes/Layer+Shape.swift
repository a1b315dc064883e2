import Motion

// `CAShapeLayer`'s properties. `Layer` is one class (final, as every layer of the tree is a
// `Layer`), so a layer becomes a shape layer by having a path: it draws the path's fill, then
// its stroke, above its background and contents and below its text and sublayers. The
// animatable ones animate like any property inside `withAnimation`, `animate(withDuration:)`,
// a transaction or a `PropertyAnimator` block, and take explicit animations by key path as
// Core Animation's do (`add(BasicAnimation(keyPath: "strokeEnd"), forKey:)`, with from, to and
// by values, media timing, fill modes and `isRemovedOnCompletion`); the rest switch at once.
extension Layer {
    /// The shape's outline in the layer's bounds coordinates, as `CAShapeLayer.path`; nil
    /// (the default, or an empty path) draws no shape. Animatable between paths of the same
    /// structure (`Path.hasSameStructure(as:)`), point by point; between different structures
    /// the layer switches from the old path to the new one halfway through the animation.
    /// Setting it replaces a shape set with `setShape(_:)`; with one set it reads that shape's
    /// path in the model bounds.
    public var path: Path? {
        get {
            guard let shape = shapeState else { return nil }
            let path = shape.shapeSource?.modelPath(bounds) ?? shape.path.model
            return path.isEmpty ? nil : path
        }
        set {
            let state = makeShapeState()
            dropShapeSource(of: state)
            state.path.set(newValue ?? Path())
        }
    }

    /// The fill's colour (default black); `.clear` fills nothing, as Core Animation's nil.
    /// Animatable.
    public var fillColor: Color {
        get { shapeState?.fillColor.value ?? .black }
        set { makeShapeState().fillColor.value = newValue }
    }
    /// Which points the path encloses (default `.nonZero`).
    public var fillRule: FillRule {
        get { shapeState?.fillRule ?? .nonZero }
        set { makeShapeState().fillRule = newValue }
    }
    /// The stroke's colour; `.clear` (the default, Core Animation's nil) strokes nothing.
    /// Animatable.
    public var strokeColor: Color {
        get { shapeState?.strokeColor.value ?? .clear }
        set { makeShapeState().strokeColor.value = newValue }
    }
    /// The stroke's width (default 1); 0 or under one device pixel draws a hairline one
    /// device pixel wide, as Core Graphics does. Animatable.
    public var lineWidth: Double {
        get { shapeState?.lineWidth.value ?? 1 }
        set { makeShapeState().lineWidth.value = newValue }
    }
    /// The ends of open subpaths and of dashes (default `.butt`).
    public var lineCap: LineCap {
        get { shapeState?.lineCap ?? .butt }
        set { makeShapeState().lineCap = newValue }
    }
    /// The corners between segments (default `.miter`).
    public var lineJoin: LineJoin {
        get { shapeState?.lineJoin ?? .miter }
        set { makeShapeState().lineJoin = newValue }
    }
    /// The longest miter, as a multiple of the line width, before a miter join becomes a
    /// bevel (default 10). Animatable.
    public var miterLimit: Double {
        get { shapeState?.miterLimit.value ?? 10 }
        set { makeShapeState().miterLimit.value = newValue }
    }
    /// Dash and gap lengths, alternating, in the layer's units (default none: solid). A
    /// pattern that sums to zero, or holds a negative length, strokes solid, as Core
    /// Graphics does.
    public var lineDashPattern: [Double] {
        get { shapeState?.lineDashPattern ?? [] }
        set { makeShapeState().lineDashPattern = newValue }
    }
    /// How far into the dash pattern each subpath starts (default 0). Animatable: a
    /// "marching ants" selection animates it.
    public var lineDashPhase: Double {
        get { shapeState?.lineDashPhase.value ?? 0 }
        set { makeShapeState().lineDashPhase.value = newValue }
    }
    /// Where the stroke begins, as a fraction of the path's whole length (default 0).
    /// Animatable.
    public var strokeStart: Double {
        get { shapeState?.strokeStart.value ?? 0 }
        set { makeShapeState().strokeStart.value = newValue }
    }
    /// Where the stroke ends, as a fraction of the path's whole length (default 1): a check
    /// mark draws itself as it animates from 0 to 1. Animatable.
    public var strokeEnd: Double {
        get { shapeState?.strokeEnd.value ?? 1 }
        set { makeShapeState().strokeEnd.value = newValue }
    }

    /// The shape's model values.
    public var shapeValues: ShapeLayerValues {
        (shapeState ?? ShapeLayerState(layer: self)).values(presentation: false, bounds: bounds)
    }

    /// The shape's values as the current frame shows them (evaluated with every other
    /// animation at the frame's target timestamp), or nil when the layer draws no shape.
    public func presentationShapeValues() -> ShapeLayerValues? {
        guard let shape = shapeState else { return nil }
        let values = shape.values(presentation: true, bounds: withPresentation { $0.bounds })
        return values.path.isEmpty ? nil : values
    }

    /// Lays the layer's path out from `shape` every frame, as a SwiftUI `Shape` view: the
    /// shape's `animatableData` animates through the engine (inside `withAnimation` and the
    /// rest, as any property), and each frame draws the path of the shape shown, in the
    /// presentation bounds. The first call makes the layer a shape layer of `S`; later calls
    /// with the same type animate to the new shape, and a shape of another type replaces it
    /// at once. Setting `path` removes the shape.
    public func setShape<S: Shape>(_ shape: S) {
        let state = makeShapeState()
        if let source = state.shapeSource, let property = source.property as? AnimatableProperty<S> {
            property.value = shape
            return
        }
        dropShapeSource(of: state)
        state.shapeSource = ShapeSource(AnimatableProperty(name: "shape", layer: self, initial: shape))
    }

    /// Lets go of a `Shape` set with `setShape(_:)`: its animations end (completions get
    /// `false`).
    private func dropShapeSource(of state: ShapeLayerState) {
        if let source = state.shapeSource, let engine {
            source.runtime.removeAnimations(in: engine)
            engine.flushCompletions()
        }
        state.shapeSource = nil
    }

    /// The layer's shape state, if a shape, gradient or shadow path property was ever set.
    var shapeState: ShapeLayerState? { storage.pointee.shape }

    /// The layer's shape state, made when first asked for.
    func makeShapeState() -> ShapeLayerState {
        if let shape = storage.pointee.shape { return shape }
        let made = ShapeLayerState(layer: self)
        storage.pointee.shape = made
        return made
    }
}

// `CAGradientLayer`'s and `shadowPath`.
extension Layer {
    /// A gradient filling the layer's bounds, as a `CAGradientLayer` draws (square corners:
    /// `masksToBounds` rounds it with the corner radius); nil (the default) draws none, and
    /// one with no colours draws nothing. It is drawn above the background and contents,
    /// below a shape. Animatable between gradients of the same structure
    /// (`Gradient.hasSameStructure(as:)`); otherwise it switches halfway.
    public var gradient: Gradient? {
        get { shapeState.flatMap { $0.hasGradient ? $0.gradient.model : nil } }
        set {
            let state = makeShapeState()
            state.hasGradient = newValue != nil
            state.gradient.set(newValue ?? Gradient(colors: []))
        }
    }

    /// The gradient the current frame shows, or nil.
    public func presentationGradient() -> Gradient? {
        guard let state = shapeState, state.hasGradient || state.gradient.crossingShowsBefore else { return nil }
        let shown = state.gradient.shown
        return shown.colors.isEmpty ? nil : shown
    }

    /// The shadow's shape in the layer's bounds coordinates, as `CALayer.shadowPath`: the
    /// shadow is this path's blurred silhouette instead of the layer's bounds, and costs no
    /// look at what the layer draws. Nil (the default): the bounds (rounded by the corner
    /// radius) as before. Animatable like `path`.
    public var shadowPath: Path? {
        get { shapeState.flatMap { $0.hasShadowPath ? $0.shadowPath.model : nil } }
        set {
            let state = makeShapeState()
            state.hasShadowPath = newValue != nil
            state.shadowPath.set(newValue ?? Path())
        }
    }

    /// The shadow path the current frame shows, or nil.
    public func presentationShadowPath() -> Path? {
        guard let state = shapeState, state.hasShadowPath || state.shadowPath.crossingShowsBefore else { return nil }
        return state.shadowPath.shown
    }
}

/// What a layer draws beyond `LayerSnapshot`, as the current frame shows it: its shape,
/// gradient, shadow path and blur — for the renderer, which compares it between frames. A
/// class, so a layer's draw state holds one reference, not the values, and most layers (which
/// have none) cost a nil.
package final class LayerExtras: Equatable, Sendable {
    package let shape: ShapeLayerValues?
    package let gradient: Gradient?
    package let shadowPath: Path?
    /// The blur's radius in points (`Layer.presentationBlurRadius()`), 0 for none.
    package let blurRadius: Double

    init(shape: ShapeLayerValues?, gradient: Gradient?, shadowPath: Path?, blurRadius: Double) {
        self.shape = shape
        self.gradient = gradient
        self.shadowPath = shadowPath
        self.blurRadius = blurRadius
    }

    package static func == (a: LayerExtras, b: LayerExtras) -> Bool {
        a === b
            || (a.shape == b.shape && a.gradient == b.gradient && a.shadowPath == b.shadowPath
                && a.blurRadius == b.blurRadius)
    }
}

extension Layer {
    /// The shape, gradient, shadow path and blur the current frame shows; nil (at the cost of
    /// two loads) for a layer that never had any.
    package func presentationExtras() -> LayerExtras? {
        guard shapeState != nil || effectsState != nil || storage.pointee.hasOverlay else { return nil }
        let hasShape = shapeState != nil
        let extras = LayerExtras(
            shape: hasShape ? presentationShapeValues() : nil, gradient: hasShape ? presentationGradient() : nil,
            shadowPath: hasShape ? presentationShadowPath() : nil, blurRadius: presentationBlurRadius())
        let none = extras.shape == nil && extras.gradient == nil && extras.shadowPath == nil && extras.blurRadius == 0
        return none ? nil : extras
    }
}
