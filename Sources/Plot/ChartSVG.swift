import Formats
import Motion

/// Writes a chart as a standalone SVG document: real `<text>` in a monospaced font, one
/// `<polyline class="series">` per data series, markers as `<line>` and `<circle>`.
public enum ChartSVG {
    /// The font size of labels and of the title on a `width` × `height` canvas.
    static func fontSizes(width: Int, height: Int) -> (label: Double, title: Double, unit: Double) {
        let unit = max(0.75, min(Double(width) / 960, Double(height) / 540))
        return (13 * unit, 16 * unit, unit)
    }

    /// Monospaced metrics (advance 0.6 em, cap height 0.73 em, descent 0.24 em, as in
    /// DejaVu Sans Mono and Menlo).
    static func metrics(fontSize: Double) -> ChartTextMetrics {
        ChartTextMetrics(charWidth: 0.602 * fontSize, capHeight: 0.73 * fontSize, descent: 0.24 * fontSize)
    }

    /// The layout the SVG is drawn from, for tests that check where things land.
    public static func layout(_ chart: Chart, width: Int, height: Int) -> ChartLayout {
        let sizes = fontSizes(width: width, height: height)
        return ChartLayout(
            chart, width: Double(width), height: Double(height),
            title: metrics(fontSize: sizes.title), label: metrics(fontSize: sizes.label), unit: sizes.unit)
    }

    /// The SVG document for `chart` on a `width` × `height` canvas.
    public static func render(_ chart: Chart, width: Int = 960, height: Int = 540) -> String {
        let sizes = fontSizes(width: width, height: height)
        let layout = self.layout(chart, width: width, height: height)
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            font-family="DejaVu Sans Mono, Menlo, Consolas, monospace">
            <title>\(MarkupText.escape(chart.title))</title>

            """
        let dash = "\(n(6 * sizes.unit)) \(n(4 * sizes.unit))"
        for primitive in layout.primitives {
            switch primitive {
            case let .rect(r, fill):
                out +=
                    "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"\(paint("fill", fill))/>\n"
            case let .line(a, b, color, width, dashed):
                out +=
                    "<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\"\(paint("stroke", color)) stroke-width=\"\(n(width))\""
                out += dashed ? " stroke-dasharray=\"\(dash)\"/>\n" : "/>\n"
            case let .polyline(points, color, width, name):
                let coordinates = points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
                out +=
                    "<polyline class=\"series\" data-name=\"\(MarkupText.escape(name))\" fill=\"none\"\(paint("stroke", color)) stroke-width=\"\(n(width))\" "
                out += "stroke-linejoin=\"round\" stroke-linecap=\"round\" points=\"\(coordinates)\"/>\n"
            case let .circle(center, radius, fill, stroke):
                out +=
                    "<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(radius))\"\(paint("fill", fill))\(paint("stroke", stroke)) stroke-width=\"\(n(1.5 * sizes.unit))\"/>\n"
            case let .text(text, at, anchor, role, color):
                let size = role == .title ? sizes.title : sizes.label
                let anchorName = anchor == .start ? "start" : (anchor == .middle ? "middle" : "end")
                out +=
                    "<text x=\"\(n(at.x))\" y=\"\(n(at.y))\" font-size=\"\(n(size))\"\(role == .title ? " font-weight=\"bold\"" : "")"
                out += " text-anchor=\"\(anchorName)\"\(paint("fill", color))>\(MarkupText.escape(text))</text>\n"
            }
        }
        out += "</svg>\n"
        return out
    }

    /// A coordinate with at most two decimals.
    private static func n(_ v: Double) -> String {
        var text = NumberText.fixed(v, decimals: 2)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// ` fill="#rrggbb"` plus an opacity when the colour is translucent.
    private static func paint(_ attribute: String, _ color: Color) -> String {
        func hex(_ v: Double) -> String {
            let byte = Int((min(max(v, 0), 1) * 255).rounded())
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        var out = " \(attribute)=\"#\(hex(color.red))\(hex(color.green))\(hex(color.blue))\""
        if color.alpha < 1 { out += " \(attribute)-opacity=\"\(NumberText.fixed(color.alpha, decimals: 3))\"" }
        return out
    }
}
