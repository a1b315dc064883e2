/// What a `CAGradientLayer` draws: a colour ramp through `colors` at `locations`, laid out by
/// `kind` between `startPoint` and `endPoint` over a rectangle — a layer's bounds
/// (`Layer.gradient`), drawn by the raster's `GradientPaint`.
///
/// The points are in the unit coordinates of a rectangle (a layer's bounds): (0, 0) is its
/// top-left corner and (1, 1) its bottom-right, y growing downwards as on iOS. Where Core
/// Animation leaves a case undefined (locations out of order, a conic gradient whose points
/// coincide), the choice made here is written on the property or on `Kind`.
public struct Gradient: Hashable, Sendable {
    /// `CAGradientLayerType`: how a point's position becomes a place `t` (0…1) on the colour ramp.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `kCAGradientLayerAxial`: the projection of the point on the line from `startPoint`
        /// (t = 0) to `endPoint` (t = 1), padded with the end colours beyond them.
        case axial
        /// `kCAGradientLayerRadial`: an ellipse centred at `startPoint` whose half-width and
        /// half-height are `|endPoint.x − startPoint.x|` and `|endPoint.y − startPoint.y|`
        /// (CAGradientLayer.h: width and height `(endPoint − startPoint) · 2`); t is the
        /// point's elliptical distance from the centre, 1 on the ellipse, the last colour
        /// outside it. An ellipse with a zero radius is the last colour everywhere.
        case radial
        /// `kCAGradientLayerConic` (iOS 12): the angle about `startPoint`, t = 0 in the
        /// direction of `endPoint`, growing clockwise on screen (y down) through one turn, so
        /// the last colour meets the first at the seam. Coinciding points (undefined in Core
        /// Animation) measure from the +x direction.
        case conic
    }

    /// The type; `.axial` is `CAGradientLayer`'s default.
    public var kind: Kind
    /// The colours from t = 0 to t = 1, straight (not premultiplied) alpha. None draws
    /// nothing; one fills with that colour.
    public var colors: [Color]
    /// Where each colour sits, 0…1; nil spreads the colours evenly, as Core Animation does.
    ///
    /// `CAGradientLayer` asks for values in 0…1 that increase and documents nothing else, so
    /// the rule here is the one cairo and Skia apply (and CSS gradients): each location is
    /// clamped to 0…1 and raised to the one before it when it is smaller (NaN counts as the
    /// one before), which turns an out-of-order stop into a hard edge instead of reordering
    /// colours. An array whose count differs from `colors`' is ignored, as nil.
    public var locations: [Double]?
    /// The start, in unit coordinates; CAGradientLayer's default is (0.5, 0).
    public var startPoint: Point
    /// The end, in unit coordinates; CAGradientLayer's default is (0.5, 1).
    public var endPoint: Point

    /// A gradient of `kind` through `colors`, with CAGradientLayer's defaults for the rest.
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

    /// Whether the two interpolate component by component, as Core Animation animates
    /// `colors`, `locations`, `startPoint` and `endPoint`: the same kind, as many colours, and
    /// locations given (as many) in both or in neither. Between different structures a layer
    /// switches from one gradient to the other halfway through the animation.
    public func hasSameStructure(as other: Gradient) -> Bool {
        kind == other.kind && colors.count == other.colors.count && locations?.count == other.locations?.count
    }

    /// The colour stops after the `locations` rules: increasing (not strictly) locations in
    /// 0…1, one per colour.
    public var stops: [(location: Double, color: Color)] {
        let n = colors.count
        guard n > 0 else { return [] }
        guard let locations, locations.count == n else {
            return colors.indices.map { i in (n == 1 ? 0 : Double(i) / Double(n - 1), colors[i]) }
        }
        var previous = 0.0
        return colors.indices.map { i in
            let l = locations[i]
            // `!(l >= previous)` also catches NaN.
            previous = !(l >= previous) ? previous : min(l, 1)
            return (previous, colors[i])
        }
    }

    /// The colour at place `t` of the ramp, straight alpha, interpolated component by
    /// component between the stops around `t` and padded with the end colours outside them.
    ///
    /// Core Animation (through Core Graphics' `CGGradient`) interpolates colours with straight
    /// alpha, not premultiplied: the well-known grey middle of a gradient from
    /// `UIColor.clear` (transparent black) to white is half-transparent grey, which
    /// premultiplied interpolation would make half-transparent white. Skia's and pixman's
    /// default is the same. At a hard stop (two stops at one location) `t` takes the later
    /// colour.
    public static func color(at t: Double, _ stops: [(location: Double, color: Color)]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t < first.location { return first.color }
        if t >= last.location { return last.color }
        // Here first.location ≤ t < last.location, so the walk stops before the last stop.
        var i = 0
        while stops[i + 1].location <= t { i += 1 }
        let (l0, a) = stops[i]
        let (l1, b) = stops[i + 1]
        let f = (t - l0) / (l1 - l0)
        return Color(
            red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
            blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
}
