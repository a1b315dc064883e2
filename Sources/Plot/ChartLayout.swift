import Motion

/// The sizes of one kind of text, for placing it without a font engine: every character
/// is `charWidth` wide (the writers use monospaced fonts, so this is exact enough).
public struct ChartTextMetrics: Sendable {
    public var charWidth: Double
    /// Height of capitals and digits above the baseline.
    public var capHeight: Double
    /// Depth of descenders below the baseline.
    public var descent: Double

    public init(charWidth: Double, capHeight: Double, descent: Double) {
        self.charWidth = charWidth
        self.capHeight = capHeight
        self.descent = descent
    }

    public func width(of text: String) -> Double { Double(text.unicodeScalars.count) * charWidth }
    var height: Double { capHeight + descent }
}

/// A chart placed on a canvas: the drawing primitives, in painting order, and where each
/// panel's plot area is.
///
/// Layout is shared by the SVG and PNG writers, which differ only in text metrics, so the
/// two files show the same picture. Coordinates are canvas pixels, y down.
public struct ChartLayout: Sendable {
    public enum Anchor: Sendable { case start, middle, end }
    public enum TextRole: Sendable { case title, label }

    /// One thing to draw.
    public enum Primitive: Sendable {
        case rect(Rect, fill: Color)
        case line(from: Point, to: Point, color: Color, width: Double, dashed: Bool)
        /// A data series: `name` is the series' name.
        case polyline([Point], color: Color, width: Double, name: String)
        case circle(center: Point, radius: Double, fill: Color, stroke: Color)
        /// Text at a baseline point, anchored at its start, middle or end.
        case text(String, at: Point, anchor: Anchor, role: TextRole, color: Color)
    }

    /// One panel's plot area and axes, to map data to the canvas.
    public struct PanelFrame: Sendable {
        public var plot: Rect
        public var xAxis: ChartAxis
        public var yAxis: ChartAxis

        /// The canvas point for a data point.
        public func point(_ p: Point) -> Point {
            let fx = (p.x - xAxis.lowerBound) / (xAxis.upperBound - xAxis.lowerBound)
            let fy = (p.y - yAxis.lowerBound) / (yAxis.upperBound - yAxis.lowerBound)
            return Point(x: plot.minX + fx * plot.width, y: plot.maxY - fy * plot.height)
        }
    }

    public var width: Double
    public var height: Double
    public var primitives: [Primitive] = []
    public var panels: [PanelFrame] = []
    /// The title as laid out: one line, or two when it had to be split.
    public var titleLines: [String] = []

    /// Lays out `chart` on a `width` × `height` canvas. `unit` scales spacing and line
    /// widths (1 for a 960 × 540 canvas).
    public init(
        _ chart: Chart, width: Double, height: Double, title: ChartTextMetrics, label: ChartTextMetrics, unit: Double
    ) {
        self.width = width
        self.height = height
        var builder = Builder(title: title, label: label, u: unit)
        builder.emit(.rect(Rect(x: 0, y: 0, width: width, height: height), fill: ChartPalette.background))

        // Title, split at the dash when it is too wide for one line.
        let margin = 16 * unit
        let pad = 8 * unit
        var lines = [chart.title]
        if title.width(of: chart.title) > width - 2 * margin {
            let parts = chart.title.split(separator: " — ", maxSplits: 1)
            if parts.count == 2 { lines = parts.map(String.init) }
        }
        titleLines = lines
        var y = margin
        for line in lines {
            y += title.capHeight
            builder.emit(
                .text(line, at: Point(x: margin, y: y), anchor: .start, role: .title, color: ChartPalette.text))
            y += title.capHeight * 0.75
        }
        y += pad

        let bottom = height - margin
        let tickLength = 4 * unit
        let xTicksHeight = tickLength + pad * 0.75 + label.height
        func xLabelHeight(_ panel: ChartPanel) -> Double { panel.xAxis.label.isEmpty ? 0 : pad * 0.75 + label.height }
        func gutter(_ panel: ChartPanel) -> Double {
            (panel.yAxis.tickLabels.map { label.width(of: $0) }.max() ?? 0) + tickLength + pad * 0.75
        }
        func rightOverhang(_ panel: ChartPanel) -> Double {
            (label.width(of: panel.xAxis.tickLabels.last ?? "") / 2 + 2 * unit)
        }
        let metrics = LegendMetrics(label: label, unit: unit)
        let panels = chart.panels
        guard !panels.isEmpty else {
            primitives = builder.primitives
            return
        }
        let totalWeight = panels.map { max($0.weight, 0.01) }.reduce(0, +)

        var frames: [Rect] = []
        var legends: [[[ChartLegendEntry]]] = []
        switch chart.arrangement {
        case .stacked:
            let left = margin + (panels.map(gutter).max() ?? 0)
            let right = width - max(margin, panels.map(rightOverhang).max() ?? 0)
            let plotWidth = max(right - left, 10)
            legends = panels.map { metrics.rows($0.legend, width: plotWidth) }
            let last = panels[panels.count - 1]
            let gap = pad
            let fixed =
                legends.map(metrics.height).reduce(0, +) + Double(panels.count - 1) * gap + xTicksHeight
                + xLabelHeight(last)
            let available = max(bottom - y - fixed, Double(panels.count) * 10)
            var top = y
            for (panel, legend) in zip(panels, legends) {
                let h = available * max(panel.weight, 0.01) / totalWeight
                top += metrics.height(legend)
                frames.append(Rect(x: left, y: top, width: plotWidth, height: h))
                top += h + gap
            }
        case .sideBySide:
            let gap = 3 * pad
            let gutters = panels.map(gutter)
            let overhang = panels.map(rightOverhang).max() ?? 0
            let available =
                width - 2 * margin - gutters.reduce(0, +) - Double(panels.count - 1) * gap - max(overhang - margin, 0)
            let widths = panels.map { max(available * max($0.weight, 0.01) / totalWeight, 10) }
            legends = zip(panels, widths).map { metrics.rows($0.legend, width: $1) }
            let xLabels = panels.map(xLabelHeight).max() ?? 0
            let top = y + (legends.map(metrics.height).max() ?? 0)
            let h = max(bottom - top - xTicksHeight - xLabels, 10)
            var x = margin
            for (g, w) in zip(gutters, widths) {
                frames.append(Rect(x: x + g, y: top, width: w, height: h))
                x += g + w + gap
            }
        }

        for (index, (panel, frame)) in zip(panels, frames).enumerated() {
            let showsX = chart.arrangement == .sideBySide || index == panels.count - 1
            // Fewer ticks where labels would crowd; the range, and so the mapping, stays.
            var panel = panel
            let widestX = panel.xAxis.tickLabels.map { label.width(of: $0) }.max() ?? 0
            panel.xAxis = panel.xAxis.thinned(length: frame.width, minSpacing: widestX + 2 * label.charWidth)
            panel.yAxis = panel.yAxis.thinned(length: frame.height, minSpacing: 2.2 * label.capHeight)
            let panelFrame = PanelFrame(plot: frame, xAxis: panel.xAxis, yAxis: panel.yAxis)
            self.panels.append(panelFrame)
            builder.draw(panel, in: panelFrame, showsXLabels: showsX)
            builder.drawLegend(legends[index], above: frame, metrics: metrics)
        }
        primitives = builder.primitives
    }

    /// Sizes of legend entries and rows.
    private struct LegendMetrics {
        let label: ChartTextMetrics
        let unit: Double
        var swatch: Double { 22 * unit }
        var swatchGap: Double { 9 * unit }
        var entryGap: Double { 20 * unit }
        var rowHeight: Double { label.height + 5 * unit }

        func width(_ entry: ChartLegendEntry) -> Double { swatch + swatchGap + label.width(of: entry.name) }

        /// The entries in rows no wider than `width`, greedily.
        func rows(_ entries: [ChartLegendEntry], width: Double) -> [[ChartLegendEntry]] {
            var rows: [[ChartLegendEntry]] = [[]]
            var used = 0.0
            for entry in entries {
                let w = self.width(entry)
                if !rows[rows.count - 1].isEmpty && used + entryGap + w > width {
                    rows.append([])
                    used = 0
                }
                used += (rows[rows.count - 1].isEmpty ? 0 : entryGap) + w
                rows[rows.count - 1].append(entry)
            }
            return rows
        }

        /// The height the rows take above a plot, with the gap to it.
        func height(_ rows: [[ChartLegendEntry]]) -> Double {
            Double(rows.count) * rowHeight + 8 * unit
        }
    }

    /// Accumulates primitives; knows the metrics and the spacing unit.
    private struct Builder {
        let title: ChartTextMetrics
        let label: ChartTextMetrics
        let u: Double
        var primitives: [Primitive] = []

        mutating func emit(_ p: Primitive) { primitives.append(p) }

        /// The centre of the pixel row or column nearest to `v`, so 1-pixel rules are crisp.
        func crisp(_ v: Double) -> Double { v.rounded(.down) + 0.5 }

        mutating func draw(_ panel: ChartPanel, in frame: PanelFrame, showsXLabels: Bool) {
            let r = frame.plot
            let tickLength = 4 * u
            let pad = 8 * u
            let thin = max(1, u.rounded(.down))
            emit(.rect(r, fill: ChartPalette.plotBackground))

            // Grid and tick labels.
            let xAxis = panel.xAxis
            let yAxis = panel.yAxis
            for (value, text) in zip(yAxis.ticks, yAxis.tickLabels) {
                let y = crisp(frame.point(Point(x: xAxis.lowerBound, y: value)).y)
                let isZero = value == 0 && yAxis.lowerBound < 0 && yAxis.upperBound > 0
                emit(
                    .line(
                        from: Point(x: r.minX, y: y), to: Point(x: r.maxX, y: y),
                        color: isZero ? ChartPalette.zeroLine : ChartPalette.grid, width: thin, dashed: false))
                emit(
                    .line(
                        from: Point(x: r.minX - tickLength, y: y), to: Point(x: r.minX, y: y),
                        color: ChartPalette.frame, width: thin, dashed: false))
                emit(
                    .text(
                        text, at: Point(x: r.minX - tickLength - pad * 0.5, y: y + label.capHeight / 2),
                        anchor: .end, role: .label, color: ChartPalette.tickText))
            }
            for (value, text) in zip(xAxis.ticks, xAxis.tickLabels) {
                let x = crisp(frame.point(Point(x: value, y: yAxis.lowerBound)).x)
                let isZero = value == 0 && xAxis.lowerBound < 0 && xAxis.upperBound > 0
                emit(
                    .line(
                        from: Point(x: x, y: r.minY), to: Point(x: x, y: r.maxY),
                        color: isZero ? ChartPalette.zeroLine : ChartPalette.grid, width: thin, dashed: false))
                emit(
                    .line(
                        from: Point(x: x, y: r.maxY), to: Point(x: x, y: r.maxY + tickLength),
                        color: ChartPalette.frame, width: thin, dashed: false))
                if showsXLabels {
                    emit(
                        .text(
                            text, at: Point(x: x, y: r.maxY + tickLength + pad * 0.75 + label.capHeight),
                            anchor: .middle, role: .label, color: ChartPalette.tickText))
                }
            }
            if showsXLabels, !xAxis.label.isEmpty {
                let baseline = r.maxY + tickLength + pad * 0.75 + label.height + pad * 0.75 + label.capHeight
                emit(
                    .text(
                        xAxis.label, at: Point(x: r.center.x, y: baseline), anchor: .middle, role: .label,
                        color: ChartPalette.text))
            }
            // The frame, on whole pixels.
            let fx0 = crisp(r.minX)
            let fx1 = crisp(r.maxX)
            let fy0 = crisp(r.minY)
            let fy1 = crisp(r.maxY)
            for (a, b) in [
                (Point(x: fx0, y: fy0), Point(x: fx1, y: fy0)), (Point(x: fx1, y: fy0), Point(x: fx1, y: fy1)),
                (Point(x: fx1, y: fy1), Point(x: fx0, y: fy1)), (Point(x: fx0, y: fy1), Point(x: fx0, y: fy0)),
            ] {
                emit(.line(from: a, to: b, color: ChartPalette.frame, width: thin, dashed: false))
            }

            // Marker lines under the data, the data, then dots and labels on top.
            var labels: [(String, Point, Anchor, Color)] = []
            for marker in panel.markers {
                switch marker {
                case let .horizontalLine(value, text, color, placement):
                    let y = crisp(frame.point(Point(x: xAxis.lowerBound, y: value)).y)
                    emit(
                        .line(
                            from: Point(x: r.minX, y: y), to: Point(x: r.maxX, y: y), color: color,
                            width: max(1.5 * u, 1), dashed: true))
                    if let text {
                        let baseline = placement.isAbove ? y - 4 * u - label.descent : y + 4 * u + label.capHeight
                        let x = placement.isLeft ? r.minX + 6 * u : r.maxX - 6 * u
                        labels.append((text, Point(x: x, y: baseline), placement.isLeft ? .start : .end, color))
                    }
                case let .verticalLine(value, text, color, placement):
                    let x = crisp(frame.point(Point(x: value, y: yAxis.lowerBound)).x)
                    emit(
                        .line(
                            from: Point(x: x, y: r.minY), to: Point(x: x, y: r.maxY), color: color,
                            width: max(1.5 * u, 1), dashed: true))
                    if let text {
                        let baseline =
                            placement.isAbove ? r.minY + 6 * u + label.capHeight : r.maxY - 6 * u - label.descent
                        var left = placement.isLeft
                        let w = label.width(of: text)
                        if !left && x + 5 * u + w > r.maxX - 3 * u {
                            left = true
                        } else if left && x - 5 * u - w < r.minX + 3 * u {
                            left = false
                        }
                        labels.append(
                            (text, Point(x: left ? x - 5 * u : x + 5 * u, y: baseline), left ? .end : .start, color))
                    }
                case let .segment(a, b, color):
                    emit(
                        .line(
                            from: frame.point(a), to: frame.point(b), color: color, width: max(1.5 * u, 1),
                            dashed: false))
                case let .dashedPath(points, color):
                    let mapped = points.map(frame.point)
                    for (a, b) in zip(mapped, mapped.dropFirst()) {
                        emit(.line(from: a, to: b, color: color, width: max(1.25 * u, 1), dashed: true))
                    }
                case .point: break
                }
            }
            for series in panel.series {
                emit(
                    .polyline(
                        series.points.map(frame.point), color: series.color, width: max(2.25 * u, 1.75),
                        name: series.name))
            }
            for marker in panel.markers {
                guard case let .point(p, text, color, placement) = marker else { continue }
                let c = frame.point(p)
                emit(.circle(center: c, radius: 4.5 * u, fill: color, stroke: .white))
                if let text {
                    let baseline = placement.isAbove ? c.y - 8 * u - label.descent : c.y + 8 * u + label.capHeight
                    let x = placement.isLeft ? c.x - 8 * u : c.x + 8 * u
                    labels.append((text, Point(x: x, y: baseline), placement.isLeft ? .end : .start, ChartPalette.text))
                }
            }
            for (text, at, anchor, color) in labels {
                // Keep the label inside the plot, on a light halo so grid lines don't cut it.
                let w = label.width(of: text)
                var left = anchor == .start ? at.x : (anchor == .end ? at.x - w : at.x - w / 2)
                var baseline = at.y
                let inset = 3 * u
                left = min(max(left, r.minX + inset), r.maxX - inset - w)
                baseline = min(max(baseline, r.minY + inset + label.capHeight), r.maxY - inset - label.descent)
                let shift = left - (anchor == .start ? at.x : (anchor == .end ? at.x - w : at.x - w / 2))
                emit(
                    .rect(
                        Rect(
                            x: left - 2 * u, y: baseline - label.capHeight - 2 * u, width: w + 4 * u,
                            height: label.height + 4 * u),
                        fill: ChartPalette.halo))
                emit(.text(text, at: Point(x: at.x + shift, y: baseline), anchor: anchor, role: .label, color: color))
            }
        }

        /// The legend rows above `r`, the last one just over the plot.
        mutating func drawLegend(_ rows: [[ChartLegendEntry]], above r: Rect, metrics m: LegendMetrics) {
            let lastBaseline = r.minY - 6 * u - label.descent
            for (index, row) in rows.enumerated() {
                let baseline = lastBaseline - Double(rows.count - 1 - index) * m.rowHeight
                let middle = baseline - label.capHeight / 2
                var x = r.minX
                for entry in row {
                    let end = Point(x: x + m.swatch, y: middle)
                    switch entry.style {
                    case .line:
                        emit(
                            .line(
                                from: Point(x: x, y: middle), to: end, color: entry.color, width: max(2.25 * u, 1.75),
                                dashed: false))
                    case .dashed:
                        emit(
                            .line(
                                from: Point(x: x, y: middle), to: end, color: entry.color, width: max(1.5 * u, 1),
                                dashed: true))
                    case .dot:
                        emit(
                            .circle(
                                center: Point(x: x + m.swatch / 2, y: middle), radius: 4.5 * u, fill: entry.color,
                                stroke: .white))
                    }
                    emit(
                        .text(
                            entry.name, at: Point(x: x + m.swatch + m.swatchGap, y: baseline), anchor: .start,
                            role: .label,
                            color: ChartPalette.text))
                    x += m.width(entry) + m.entryGap
                }
            }
        }
    }
}
