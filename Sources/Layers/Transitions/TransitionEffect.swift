import Motion

/// What a transition does to a layer at one moment, as numbers an animation interpolates: an
/// opacity factor, a scale and an angle about one anchor, an offset and a blur. The effect
/// maps a point v of the superlayer (relative to the layer's position, after the layer's own
/// transform) to A·(v − anchor) + anchor + offset, where A turns by `rotation` after scaling by
/// `scaleX` and `scaleY`.
struct TransitionEffect: Hashable, Sendable {
    var opacity = 1.0
    var scaleX = 1.0
    var scaleY = 1.0
    var rotation = 0.0
    var offsetX = 0.0
    var offsetY = 0.0
    var blurRadius = 0.0
    /// Where the scale and rotation are about, in the superlayer's points from the layer's
    /// position. Not animated: the two ends of an animation share it (`rebased(on:)`).
    var anchorX = 0.0
    var anchorY = 0.0

    static let identity = TransitionEffect()

    /// Whether the effect changes nothing (whatever its anchor).
    var isIdentity: Bool {
        opacity == 1 && scaleX == 1 && scaleY == 1 && rotation == 0 && offsetX == 0 && offsetY == 0
            && blurRadius == 0
    }

    /// Whether it scales or turns.
    private var isLinear: Bool { scaleX != 1 || scaleY != 1 || rotation != 0 }

    /// The 2×2 matrix A, by rows: (a11, a12, a21, a22).
    var linear: (Double, Double, Double, Double) {
        let (s, c) = MotionMath.sincos(rotation)
        return (c * scaleX, -s * scaleY, s * scaleX, c * scaleY)
    }

    /// The effect with a further scale or rotation `l` (by rows) wrapped around it about
    /// `point`: its scale factors and angle join this effect's, and its anchor's difference
    /// from this effect's goes into the offset.
    mutating func wrap(
        linear l: (Double, Double, Double, Double), scaleX sx: Double, scaleY sy: Double, rotation: Double,
        about point: (x: Double, y: Double)
    ) {
        let (ox, oy) = (offsetX, offsetY)
        if isLinear {
            // L·t + (L − I)(a − b)
            let (dx, dy) = (anchorX - point.x, anchorY - point.y)
            offsetX = l.0 * ox + l.1 * oy + (l.0 - 1) * dx + l.1 * dy
            offsetY = l.2 * ox + l.3 * oy + l.2 * dx + (l.3 - 1) * dy
        } else {
            anchorX = point.x
            anchorY = point.y
            offsetX = l.0 * ox + l.1 * oy
            offsetY = l.2 * ox + l.3 * oy
        }
        scaleX *= sx
        scaleY *= sy
        self.rotation += rotation
    }

    /// The same effect expressed about `other`'s anchor: the offset takes the difference, so
    /// every point lands where it did. The two ends of an animation must share an anchor for
    /// their numbers to interpolate as one motion.
    func rebased(on other: TransitionEffect) -> TransitionEffect {
        var copy = self
        copy.anchorX = other.anchorX
        copy.anchorY = other.anchorY
        guard isLinear else { return copy }
        // t + (A − I)(a_new − a_old)
        let a = linear
        let (dx, dy) = (other.anchorX - anchorX, other.anchorY - anchorY)
        copy.offsetX += (a.0 - 1) * dx + a.1 * dy
        copy.offsetY += a.2 * dx + (a.3 - 1) * dy
        return copy
    }

    /// The effect as a transform applied after the layer's own (relative to its position).
    var transform: Transform3D {
        let a = linear
        let tx = anchorX - (a.0 * anchorX + a.1 * anchorY) + offsetX
        let ty = anchorY - (a.2 * anchorX + a.3 * anchorY) + offsetY
        return Transform3D(affine: a.0, b: a.2, c: a.1, d: a.3, tx: tx, ty: ty)
    }

    /// Applies the effect to values a layer shows: its opacity and transform.
    func apply(to values: inout LayerSnapshot) {
        values.opacity *= min(max(opacity, 0), 1)
        if offsetX != 0 || offsetY != 0 || isLinear {
            values.transform = values.transform.concatenating(transform)
        }
    }
}

extension TransitionEffect: Animatable {
    /// The numbers that animate, in a fixed order; the anchor does not.
    var animatableData: EffectVector {
        get {
            EffectVector(SIMD8(opacity, scaleX, scaleY, rotation, offsetX, offsetY, blurRadius, 0))
        }
        set {
            let v = newValue.values
            (opacity, scaleX, scaleY, rotation) = (v[0], v[1], v[2], v[3])
            (offsetX, offsetY, blurRadius) = (v[4], v[5], v[6])
        }
    }
}

/// Seven numbers as one vector, for a transition effect's animations.
struct EffectVector: VectorArithmetic, Hashable {
    var values: SIMD8<Double>

    init(_ values: SIMD8<Double>) {
        self.values = values
    }

    static let zero = EffectVector(SIMD8())
    static func + (a: Self, b: Self) -> Self { EffectVector(a.values + b.values) }
    static func - (a: Self, b: Self) -> Self { EffectVector(a.values - b.values) }
    mutating func scale(by rhs: Double) { values *= rhs }
    var magnitudeSquared: Double { (values * values).sum() }
    func appendComponents(to components: inout [Double]) {
        for i in 0..<7 { components.append(values[i]) }
    }
}

/// A layer's geometry as a transition reads it: where its unit points lie from its position,
/// and the size of its frame, in its superlayer's points.
struct TransitionGeometry: Hashable, Sendable {
    var boundsSize: Size
    var anchorPoint: Point
    /// The 2D part of the layer's transform, by rows.
    var linear: (Double, Double, Double, Double)

    init(
        boundsSize: Size, anchorPoint: Point = Point(x: 0.5, y: 0.5),
        linear: (Double, Double, Double, Double) = (1, 0, 0, 1)
    ) {
        self.boundsSize = boundsSize
        self.anchorPoint = anchorPoint
        self.linear = linear
    }

    init(_ values: LayerSnapshot) {
        boundsSize = values.bounds.size
        anchorPoint = values.anchorPoint
        let a = values.transform.affine
        linear = (a.a, a.c, a.b, a.d)
    }

    /// The point `unit` of the bounds, from the position, through the layer's transform.
    func offset(of unit: UnitPoint) -> (x: Double, y: Double) {
        let x = (unit.x - anchorPoint.x) * boundsSize.width
        let y = (unit.y - anchorPoint.y) * boundsSize.height
        return (linear.0 * x + linear.1 * y, linear.2 * x + linear.3 * y)
    }

    /// The size of the bounds' box through the transform.
    var frameSize: Size {
        let (w, h) = (boundsSize.width, boundsSize.height)
        return Size(
            width: abs(linear.0) * w + abs(linear.1) * h, height: abs(linear.2) * w + abs(linear.3) * h)
    }

    static func == (a: Self, b: Self) -> Bool {
        a.boundsSize == b.boundsSize && a.anchorPoint == b.anchorPoint && a.linear == b.linear
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(boundsSize.width)
        hasher.combine(boundsSize.height)
        hasher.combine(anchorPoint)
        hasher.combine(linear.0)
        hasher.combine(linear.1)
        hasher.combine(linear.2)
        hasher.combine(linear.3)
    }
}
