import Motion
import Raster
import Rendering

/// Draws a chart into a `PixelBuffer` with Fling's own rasterizer and bitmap font, for PNG.
public enum ChartBitmap {
    /// The font scale for a canvas: 2 (12-pixel characters) at 960 × 540, more on bigger canvases.
    static func textScale(width: Int, height: Int) -> Int {
        max(1, Int(min(Double(width) / 480, Double(height) / 270)))
    }

    static func metrics(scale: Int) -> ChartTextMetrics {
        ChartTextMetrics(
            charWidth: Double(BitmapFont.advance * scale), capHeight: Double(BitmapFont.capHeight * scale),
            descent: Double((BitmapFont.cellHeight - BitmapFont.capHeight) * scale))
    }

    /// The layout the bitmap is drawn from, for tests that check where things land.
    public static func layout(_ chart: Chart, width: Int, height: Int) -> ChartLayout {
        let scale = textScale(width: width, height: height)
        return ChartLayout(
            chart, width: Double(width), height: Double(height),
            title: metrics(scale: scale), label: metrics(scale: scale), unit: Double(scale) / 2)
    }

    /// The chart drawn on a `width` × `height` opaque canvas.
    public static func render(_ chart: Chart, width: Int = 960, height: Int = 540) -> PixelBuffer {
        let buffer = PixelBuffer(width: width, height: height)
        let scale = textScale(width: width, height: height)
        let unit = Double(scale) / 2
        let font = BitmapFont.standard
        for primitive in layout(chart, width: width, height: height).primitives {
            switch primitive {
            case let .rect(r, fill):
                Rasterizer.fillRoundedRect(r, cornerRadius: 0, color: fill, into: buffer)
            case let .line(a, b, color, lineWidth, dashed):
                if dashed {
                    for dash in dashes(from: a, to: b, on: 6 * unit, off: 4 * unit) {
                        Rasterizer.strokeLine(from: dash.0, to: dash.1, width: lineWidth, color: color, into: buffer)
                    }
                } else {
                    Rasterizer.strokeLine(from: a, to: b, width: lineWidth, color: color, into: buffer)
                }
            case let .polyline(points, color, lineWidth, _):
                Rasterizer.strokePolyline(points, width: lineWidth, color: color, into: buffer)
            case let .circle(center, radius, fill, stroke):
                let outer = radius + 0.75 * unit
                Rasterizer.fillRoundedRect(
                    Rect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer),
                    cornerRadius: outer, color: stroke, into: buffer)
                Rasterizer.fillRoundedRect(
                    Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                    cornerRadius: radius, color: fill, into: buffer)
            case let .text(text, at, anchor, _, color):
                let w = Double(font.width(of: text, scale: scale))
                let left = anchor == .start ? at.x : (anchor == .middle ? at.x - w / 2 : at.x - w)
                font.draw(
                    text, at: Point(x: left, y: at.y - Double(BitmapFont.capHeight * scale)), scale: scale,
                    color: color, into: buffer)
            }
        }
        return buffer
    }

    /// The dashes of a dashed segment: `on` long, `off` apart, starting with a dash.
    static func dashes(from a: Point, to b: Point, on: Double, off: Double) -> [(Point, Point)] {
        let length = a.distance(to: b)
        guard length > 0, length.isFinite, on > 0, off >= 0 else { return [(a, b)] }
        let direction = (b - a) * (1 / length)
        var result: [(Point, Point)] = []
        var s = 0.0
        while s < length {
            let e = min(s + on, length)
            result.append((a + direction * s, a + direction * e))
            s = e + off
        }
        return result
    }
}
