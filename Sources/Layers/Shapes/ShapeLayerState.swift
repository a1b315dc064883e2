import Motion

/// A layer's `CAShapeLayer`, `CAGradientLayer` and `shadowPath` properties, made the first
/// time one is set (most layers never need them): animatable ones as `AnimatableProperty`s
/// the layer's engine runs, the rest plain.
final class ShapeLayerState {
    let path: SwitchingProperty<Path>
    let fillColor: AnimatableProperty<Color>
    var fillRule = FillRule.nonZero
    let strokeColor: AnimatableProperty<Color>
    let lineWidth: AnimatableProperty<Double>
    var lineCap = LineCap.butt
    var lineJoin = LineJoin.miter
    let miterLimit: AnimatableProperty<Double>
    var lineDashPattern: [Double] = []
    let lineDashPhase: AnimatableProperty<Double>
    let strokeStart: AnimatableProperty<Double>
    let strokeEnd: AnimatableProperty<Double>
    /// The gradient; `hasGradient` says whether there is one.
    let gradient: SwitchingProperty<Gradient>
    var hasGradient = false
    /// The shadow path; `hasShadowPath` says whether there is one.
    let shadowPath: SwitchingProperty<Path>
    var hasShadowPath = false
    /// A `Shape` whose path replaces `path` (`Layer.setShape(_:)`).
    var shapeSource: ShapeSource?

    init(layer: Layer) {
        path = SwitchingProperty(name: "path", layer: layer, initial: Path())
        fillColor = AnimatableProperty(name: "fillColor", layer: layer, initial: .black)
        strokeColor = AnimatableProperty(name: "strokeColor", layer: layer, initial: .clear)
        lineWidth = AnimatableProperty(name: "lineWidth", layer: layer, initial: 1.0)
        miterLimit = AnimatableProperty(name: "miterLimit", layer: layer, initial: 10.0)
        lineDashPhase = AnimatableProperty(name: "lineDashPhase", layer: layer, initial: 0.0)
        strokeStart = AnimatableProperty(name: "strokeStart", layer: layer, initial: 0.0)
        strokeEnd = AnimatableProperty(name: "strokeEnd", layer: layer, initial: 1.0)
        gradient = SwitchingProperty(name: "gradient", layer: layer, initial: Gradient(colors: []))
        shadowPath = SwitchingProperty(name: "shadowPath", layer: layer, initial: Path())
    }

    /// The key paths of the properties explicit animations may name, as Core Animation
    /// spells them.
    static let animatableNames: Set<String> = [
        "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
    ]

    /// The property named by a key path (`animatableNames`).
    func namedProperty(_ name: String) -> (any ExplicitlyAnimatable)? {
        switch name {
        case "fillColor": fillColor
        case "strokeColor": strokeColor
        case "lineWidth": lineWidth
        case "miterLimit": miterLimit
        case "lineDashPhase": lineDashPhase
        case "strokeStart": strokeStart
        case "strokeEnd": strokeEnd
        default: nil
        }
    }

    /// Every animatable property, for the engine's bookkeeping.
    var runtimes: [any AnimatedPropertyRuntime] {
        path.runtimes + gradient.runtimes + shadowPath.runtimes + (shapeSource.map { [$0.runtime] } ?? [])
            + [fillColor, strokeColor, lineWidth, miterLimit, lineDashPhase, strokeStart, strokeEnd]
    }

    /// The shape's values, the model's or (with `presentation`) the frame's; `bounds` is the
    /// rectangle a `Shape` is laid out in.
    func values(presentation: Bool, bounds: Rect) -> ShapeLayerValues {
        func pick<V>(_ property: AnimatableProperty<V>) -> V {
            presentation ? property.presentationValue : property.value
        }
        let drawn: Path
        if let source = shapeSource {
            drawn = presentation ? source.shownPath(bounds) : source.modelPath(bounds)
        } else {
            drawn = presentation ? path.shown : path.model
        }
        return ShapeLayerValues(
            path: drawn, fillColor: pick(fillColor), fillRule: fillRule, strokeColor: pick(strokeColor),
            lineWidth: pick(lineWidth), lineCap: lineCap, lineJoin: lineJoin, miterLimit: pick(miterLimit),
            lineDashPattern: lineDashPattern, lineDashPhase: pick(lineDashPhase), strokeStart: pick(strokeStart),
            strokeEnd: pick(strokeEnd))
    }
}

/// A `Shape` set on a layer, its type erased: its animatable property and its path.
final class ShapeSource {
    /// The `AnimatableProperty<S>` holding the shape.
    let property: AnyObject
    let runtime: any AnimatedPropertyRuntime
    /// The path of the shape the frame shows, in a rectangle.
    let shownPath: (Rect) -> Path
    /// The path of the model's shape.
    let modelPath: (Rect) -> Path

    init<S: Shape>(_ property: AnimatableProperty<S>) {
        self.property = property
        runtime = property
        shownPath = { [unowned property] rect in property.presentationValue.path(in: rect) }
        modelPath = { [unowned property] rect in property.value.path(in: rect) }
    }
}
