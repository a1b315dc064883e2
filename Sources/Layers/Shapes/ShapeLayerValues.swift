import Motion

/// Everything a shape layer draws with, in one frame: `CAShapeLayer`'s properties, model or
/// presentation (`Layer.shapeValues`, `Layer.presentationShapeValues()`).
public struct ShapeLayerValues: Hashable, Sendable {
    /// The outline, in the layer's bounds coordinates (empty: nothing is drawn).
    public var path: Path
    /// The fill's colour; `.clear` fills nothing (Core Animation's nil). Default black.
    public var fillColor: Color
    /// Which points the path encloses.
    public var fillRule: FillRule
    /// The stroke's colour; `.clear` (the default, Core Animation's nil) strokes nothing.
    public var strokeColor: Color
    /// The stroke's width in the layer's units; 0 or under a device pixel draws a one-pixel
    /// hairline, as Core Graphics does. Default 1.
    public var lineWidth: Double
    /// The ends of open subpaths and dashes.
    public var lineCap: LineCap
    /// The corners between segments.
    public var lineJoin: LineJoin
    /// The longest miter as a multiple of the width before it becomes a bevel. Default 10.
    public var miterLimit: Double
    /// Dash and gap lengths, alternating; empty (or summing to 0) strokes solid.
    public var lineDashPattern: [Double]
    /// How far into the dash pattern the stroke starts.
    public var lineDashPhase: Double
    /// Where the stroke begins, as a fraction of the path's length (0…1).
    public var strokeStart: Double
    /// Where it ends (0…1); default 1.
    public var strokeEnd: Double
}
