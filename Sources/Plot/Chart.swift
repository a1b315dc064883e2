import Motion

/// A line chart of one motion, independent of how it is drawn: a title and one or more
/// panels, each with its own axes, series, markers and legend.
///
/// `ChartLayout` places it on a canvas; `ChartSVG` and `ChartBitmap` draw the layout as an
/// SVG document or into a `PixelBuffer`, so both outputs show the same picture.
public struct Chart: Sendable {
    /// How the panels share the canvas.
    public enum Arrangement: Sendable {
        /// One above the other, sharing the x axis; only the lowest shows x tick labels.
        case stacked
        /// Side by side, each with its own x axis labels.
        case sideBySide
    }

    /// The title; a long one is split into two lines at " — " when it does not fit.
    public var title: String
    public var panels: [ChartPanel]
    public var arrangement: Arrangement

    public init(title: String, panels: [ChartPanel], arrangement: Arrangement = .stacked) {
        self.title = title
        self.panels = panels
        self.arrangement = arrangement
    }
}

/// One plot area: axes, the data drawn in it, and the legend above it.
public struct ChartPanel: Sendable {
    public var xAxis: ChartAxis
    public var yAxis: ChartAxis
    public var series: [ChartSeries]
    public var markers: [ChartMarker]
    /// The legend row above the plot; nil lists the series.
    public var legend: [ChartLegendEntry]
    /// The panel's share of the canvas along the arrangement's direction.
    public var weight: Double

    public init(
        xAxis: ChartAxis, yAxis: ChartAxis, series: [ChartSeries], markers: [ChartMarker] = [],
        legend: [ChartLegendEntry]? = nil, weight: Double = 1
    ) {
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.series = series
        self.markers = markers
        self.legend = legend ?? series.map { ChartLegendEntry(name: $0.name, color: $0.color, style: .line) }
        self.weight = weight
    }
}

/// A sampled curve drawn as one polyline.
public struct ChartSeries: Sendable {
    public var name: String
    public var color: Color
    /// Data coordinates, in drawing order.
    public var points: [Point]

    public init(name: String, color: Color, points: [Point]) {
        self.name = name
        self.color = color
        self.points = points
    }

    /// `count` samples of `f` at evenly spaced x from `range.lowerBound` to `range.upperBound`,
    /// both ends included.
    public static func sampling(
        _ name: String, color: Color, over range: ClosedRange<Double>, count: Int,
        _ f: (Double) -> Double
    ) -> ChartSeries {
        precondition(count >= 2, "a series needs at least two samples, not \(count)")
        let span = range.upperBound - range.lowerBound
        let points = (0..<count).map { i -> Point in
            // The last sample is exactly the upper bound, not a rounded sum.
            let x = i == count - 1 ? range.upperBound : range.lowerBound + span * Double(i) / Double(count - 1)
            return Point(x: x, y: f(x))
        }
        return ChartSeries(name: name, color: color, points: points)
    }
}

/// An annotation in a panel, in data coordinates.
public enum ChartMarker: Sendable {
    /// A dashed line across the panel at `y`, with an optional label at one end.
    case horizontalLine(y: Double, label: String?, color: Color, placement: LabelPlacement)
    /// A dashed line from bottom to top at `x`, with an optional label at the top or bottom.
    case verticalLine(x: Double, label: String?, color: Color, placement: LabelPlacement)
    /// A dot with an optional label beside it.
    case point(Point, label: String?, color: Color, placement: LabelPlacement)
    /// A thin solid segment (a Bézier handle).
    case segment(from: Point, to: Point, color: Color)
    /// A thin dashed polyline (a reference curve).
    case dashedPath([Point], color: Color)
}

/// Where a marker's label goes: for a horizontal line, above or below it at its left or
/// right end; for a vertical line, at the top or bottom, to its left or right; for a point,
/// the quadrant beside it. Labels are kept inside the plot area.
public enum LabelPlacement: Sendable {
    case aboveLeft, aboveRight, belowLeft, belowRight

    var isAbove: Bool { self == .aboveLeft || self == .aboveRight }
    var isLeft: Bool { self == .aboveLeft || self == .belowLeft }
}

/// One entry of a panel's legend.
public struct ChartLegendEntry: Sendable {
    public enum Style: Sendable { case line, dashed, dot }

    public var name: String
    public var color: Color
    public var style: Style

    public init(name: String, color: Color, style: Style) {
        self.name = name
        self.color = color
        self.style = style
    }
}

/// The colours the plots use: distinguishable for common colour blindness (after the
/// Okabe–Ito palette) and dark enough to read on white.
public enum ChartPalette {
    public static let value = Color(red8: 0, green8: 114, blue8: 178)
    public static let velocity = Color(red8: 213, green8: 94, blue8: 0)
    public static let reference = Color(red8: 90, green8: 90, blue8: 90)
    public static let settle = Color(red8: 204, green8: 121, blue8: 167)
    public static let highlight = Color(red8: 0, green8: 158, blue8: 115)
    public static let handle = Color(red8: 150, green8: 150, blue8: 150)

    static let text = Color(red8: 40, green8: 40, blue8: 40)
    static let tickText = Color(red8: 85, green8: 85, blue8: 85)
    static let background = Color.white
    static let plotBackground = Color(red8: 251, green8: 251, blue8: 252)
    static let grid = Color(red8: 228, green8: 228, blue8: 232)
    static let zeroLine = Color(red8: 170, green8: 170, blue8: 176)
    static let frame = Color(red8: 150, green8: 150, blue8: 156)
    static let halo = Color(red: 1, green: 1, blue: 1, alpha: 0.85)
}
