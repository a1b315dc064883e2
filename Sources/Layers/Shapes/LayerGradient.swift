import Motion

/// What a `CAGradientLayer` draws: a colour ramp through `colors` at `locations`, laid out by
/// `kind` between `startPoint` and `endPoint`, filling the layer's bounds (`Layer.gradient`).
///
/// The points are in the unit coordinates of the bounds: (0, 0) is the top-left corner and
/// (1, 1) the bottom-right, y down as on iOS. docs/rendering.md, "Gradients", gives the rules
/// where Core Animation leaves a case open (locations out of order, coinciding conic points).
///
/// It animates as Core Animation animates `colors`, `locations`, `startPoint` and `endPoint`:
/// component by component (colours premultiplied) between gradients of the same structure —
/// the same kind, as many colours, locations given in both or neither. Between gradients of
/// different structures there is nothing to interpolate, and the layer switches from one to
/// the other halfway through the animation.
public struct LayerGradient: Hashable, Sendable {
    /// `CAGradientLayerType`.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Along the line from `startPoint` (the first colour) to `endPoint` (the last),
        /// padded with the end colours beyond them (`kCAGradientLayerAxial`, the default).
        case axial
        /// An ellipse centred at `startPoint` whose half-axes reach `endPoint`'s x and y;
        /// the last colour outside it (`kCAGradientLayerRadial`).
        case radial
        /// The angle about `startPoint`, the first colour towards `endPoint`, growing
        /// clockwise on screen through one turn (`kCAGradientLayerConic`).
        case conic
    }

    /// The layout; `.axial` by default.
    public var kind: Kind
    /// The colours, straight alpha, interpolated with straight alpha as Core Graphics does.
    /// None draws nothing; one fills the bounds with it.
    public var colors: [Color]
    /// Where each colour sits, 0…1; nil spreads them evenly. A count that differs from the
    /// colours' is ignored, as nil.
    public var locations: [Double]?
    /// The start, in the bounds' unit coordinates; (0.5, 0) by default, as Core Animation.
    public var startPoint: Point
    /// The end; (0.5, 1) by default.
    public var endPoint: Point

    /// A gradient of `kind` through `colors`, with Core Animation's defaults for the rest.
    public init(
        _ kind: Kind = .axial, colors: [Color], locations: [Double]? = nil,
        startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1)
    ) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Whether the two interpolate component by component: the same kind, as many colours,
    /// and locations given (as many) in both or in neither.
    public func hasSameStructure(as other: LayerGradient) -> Bool {
        kind == other.kind && colors.count == other.colors.count && locations?.count == other.locations?.count
    }
}

extension LayerGradient: Animatable {
    /// Each colour's premultiplied components, then the locations, then the start and end
    /// points' x and y.
    public var animatableData: ComponentVector {
        get {
            var values: [Double] = []
            values.reserveCapacity(colors.count * 5 + 4)
            for color in colors { color.animatableData.appendComponents(to: &values) }
            values += locations ?? []
            values += [startPoint.x, startPoint.y, endPoint.x, endPoint.y]
            return ComponentVector(values)
        }
        set {
            let values = newValue.values
            var i = 0
            func next() -> Double? {
                defer { i += 1 }
                return i < values.count ? values[i] : nil
            }
            for c in colors.indices {
                guard let r = next(), let g = next(), let b = next(), let a = next() else { return }
                colors[c].animatableData = Color.PremultipliedComponents(red: r, green: g, blue: b, alpha: a)
            }
            if let given = locations {
                var changed = given
                for l in changed.indices {
                    guard let value = next() else { return }
                    changed[l] = value
                }
                locations = changed
            }
            guard let sx = next(), let sy = next(), let ex = next(), let ey = next() else { return }
            startPoint = Point(x: sx, y: sy)
            endPoint = Point(x: ex, y: ey)
        }
    }
}
