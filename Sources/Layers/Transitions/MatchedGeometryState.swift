import Motion

/// A layer's place in a matched-geometry group: its id, how it matches, and the offset from
/// its own geometry that it shows while a match animates.
final class MatchedGeometryState {
    let id: AnyHashable
    let namespace: Namespace
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    /// What the layer shows beyond its own geometry (or, not a source, beyond its source's),
    /// in window points: the anchor's move, the size's change and the corner radius's.
    let offset: AnimatableProperty<MatchedOffset>

    init(
        layer: Layer, id: AnyHashable, namespace: Namespace, properties: MatchedGeometryProperties, anchor: UnitPoint,
        isSource: Bool, offset: AnimatableProperty<MatchedOffset>
    ) {
        self.id = id
        self.namespace = namespace
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        self.offset = offset
    }

    /// Whether the layer shows anything but its own geometry.
    var isShowing: Bool { !isSource || offset.isAnimating || offset.value != .zero }
}

/// A frame in window points, by the point at a unit-point anchor, its size and its corner
/// radius; also the difference of two.
struct MatchedOffset: Hashable, Animatable {
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0
    var cornerRadius = 0.0

    static let zero = MatchedOffset()

    static func - (a: Self, b: Self) -> Self {
        MatchedOffset(
            x: a.x - b.x, y: a.y - b.y, width: a.width - b.width, height: a.height - b.height,
            cornerRadius: a.cornerRadius - b.cornerRadius)
    }

    static func + (a: Self, b: Self) -> Self {
        MatchedOffset(
            x: a.x + b.x, y: a.y + b.y, width: a.width + b.width, height: a.height + b.height,
            cornerRadius: a.cornerRadius + b.cornerRadius)
    }

    var animatableData: EffectVector {
        get { EffectVector(SIMD8(x, y, width, height, cornerRadius, 0, 0, 0)) }
        set {
            let v = newValue.values
            (x, y, width, height, cornerRadius) = (v[0], v[1], v[2], v[3], v[4])
        }
    }
}
