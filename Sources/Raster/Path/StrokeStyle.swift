import Geometry

/// How a path is stroked: `CAShapeLayer`'s `lineWidth`, `lineCap`, `lineJoin`, `miterLimit`,
/// `lineDashPattern`, `lineDashPhase`, `strokeStart` and `strokeEnd`, with their defaults.
package struct StrokeStyle: Hashable, Sendable {
    /// The width in the path's own units; zero, or under one device pixel once transformed,
    /// draws a hairline one device pixel wide, as Core Graphics does.
    package var lineWidth: Double
    package var lineCap: LineCap
    package var lineJoin: LineJoin
    /// The longest miter, as a multiple of the line width, before a miter join becomes a bevel
    /// (Core Graphics: length ÷ width = 1 / sin(θ/2) for a corner of angle θ).
    package var miterLimit: Double
    /// Dash and gap lengths, alternating, in the path's units; empty draws solid, as does a
    /// pattern that sums to zero or holds a negative entry (Core Graphics). An odd count
    /// repeats twice (so dashes and gaps swap on the second pass).
    package var dashPattern: [Double]
    /// How far into the pattern each subpath starts.
    package var dashPhase: Double
    /// The fraction of the path's total length where the stroke begins (0…1), before dashing.
    package var strokeStart: Double
    /// The fraction of the path's total length where the stroke ends (0…1).
    package var strokeEnd: Double

    /// A style with `CAShapeLayer`'s defaults unless given: width 1, butt caps, miter joins,
    /// miter limit 10, no dashes, the whole path.
    package init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
        dashPattern: [Double] = [], dashPhase: Double = 0, strokeStart: Double = 0, strokeEnd: Double = 1
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }

    /// Why the style cannot be drawn, or nil: a width, limit, phase, trim or dash length that
    /// is NaN or infinite.
    package var problem: String? {
        let named: [(String, Double)] = [
            ("lineWidth", lineWidth), ("miterLimit", miterLimit), ("lineDashPhase", dashPhase),
            ("strokeStart", strokeStart), ("strokeEnd", strokeEnd),
        ]
        for (name, value) in named where !value.isFinite {
            return "stroke: \(name) is not a finite number (\(value))"
        }
        for (index, value) in dashPattern.enumerated() where !value.isFinite {
            return "stroke: lineDashPattern[\(index)] is not a finite number (\(value))"
        }
        return nil
    }
}
