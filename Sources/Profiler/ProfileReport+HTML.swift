import Formats
import Time

extension ProfileReport {
    /// The chart's plot area height, in CSS pixels.
    static let plotHeight = 320.0
    /// The widest the chart fits before it scrolls sideways, in CSS pixels.
    static let plotWidth = 1180.0
    /// Room for the vertical axis's labels.
    static let axisWidth = 56.0

    /// The phase colours, as the live overlay draws them.
    static func color(_ phase: FramePhase) -> String {
        switch phase {
        case .events: "#5a9eff"
        case .animate: "#5cd973"
        case .render: "#ffa833"
        case .present: "#b880ff"
        }
    }

    /// One bar of the chart: a frame, or the slowest frame of a run of them when there are
    /// more frames than bars.
    struct Bar {
        var frame: ReportFrame
        /// How many frames it stands for.
        var count: Int
        /// Whether any of them is late.
        var late: Bool
    }

    /// The chart's bars: one per frame, or the slowest of each run of `ceil(n / maximumBars)`.
    func bars() -> [Bar] {
        let size = max(1, (frames.count + Self.maximumBars - 1) / Self.maximumBars)
        return stride(from: 0, to: frames.count, by: size).map { begin in
            let group = frames[begin..<min(begin + size, frames.count)]
            let slowest = group.max { $0.work < $1.work } ?? group.first!
            return Bar(frame: slowest, count: group.count, late: group.contains { $0.isLate(period: framePeriod) })
        }
    }

    /// The top of the vertical axis and its tick step, in milliseconds: a round number at or
    /// above both the slowest bar and two periods.
    func axis(for bars: [Bar]) -> (top: Double, step: Double) {
        let highest = max(bars.map { $0.frame.work.milliseconds }.max() ?? 0, (framePeriod * 2).milliseconds)
        let raw = highest / 5
        let power = NumberText.powerOfTen(raw > 0 && raw.isFinite ? NumberText.decimalExponent(raw) : 0)
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= raw } ?? 10 * power
        return ((highest / step).rounded(.up) * step, step)
    }

    /// The whole page: no scripts, styles or images from anywhere else.
    public func html() -> String {
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page +=
            "<title>\(MarkupText.escape("Frame profile — " + title))</title>\n<style>\n\(Self.css)</style>\n</head>\n<body>\n"
        page += "<header>\n<h1>Frame profile <span class=\"scene\">\(MarkupText.escape(title))</span></h1>\n"
        page += "<p class=\"sub\">\(MarkupText.escape(subtitle))</p>\n</header>\n"
        page += summaryCards()
        page += chartSection()
        page += tablesSection()
        page += capturesSection()
        page +=
            "<footer>Written by <code>fling profile --report</code>. Bars are each frame's phases stacked "
            + "(work time); the axis is linear in milliseconds.</footer>\n"
        page += "<script>\n\(chartData())\(Self.script)</script>\n</body>\n</html>\n"
        return page
    }

    // MARK: Sections

    private func summaryCards() -> String {
        let hz = FrameTime.rate(1, per: framePeriod)
        let late = frames.count { $0.isLate(period: framePeriod) }
        let band = summary.hitchBand
        var cards: [(String, String, String)] = [
            ("frames", "\(summary.frames)", "in \(number(summary.duration, 2)) s"),
            ("fps", number(summary.fps, 1), "display \(number(hz, 2)) Hz"),
            ("budget", number(framePeriod.milliseconds, 2) + " ms", "one display period"),
            ("hitches", "\(summary.hitches)", "\(number(summary.hitchTime, 1)) ms in all"),
            (
                "hitch-time ratio", number(summary.hitchTimeRatio, 2) + " ms/s",
                "<span class=\"band \(band.rawValue)\">\(band.rawValue)</span> \(MarkupText.escape(band.range))"
            ),
            ("late frames", "\(late)", "marked in red"),
        ]
        if summary.frameInterval.count > 0 {
            cards.append(
                (
                    "worst interval", number(summary.frameInterval.max, 1) + " ms",
                    "p99 \(number(summary.frameInterval.p99, 1)) ms"
                ))
        }
        var out = "<section class=\"cards\">\n"
        for (name, value, note) in cards {
            out +=
                "<div class=\"card\"><div class=\"k\">\(MarkupText.escape(name))</div><div class=\"v\">\(MarkupText.escape(value))</div>"
                + "<div class=\"n\">\(note)</div></div>\n"
        }
        return out + "</section>\n"
    }

    private func chartSection() -> String {
        let bars = bars()
        let (top, step) = axis(for: bars)
        let h = Self.plotHeight
        let left = Self.axisWidth
        let barWidth =
            bars.isEmpty ? 4 : min(14, max(2, ((Self.plotWidth / Double(bars.count)) * 8).rounded(.down) / 8))
        let gap = barWidth >= 4 ? 1.0 : barWidth >= 3 ? 0.5 : 0
        let width = left + Double(bars.count) * barWidth + 12
        let labels = Array(Set(frames.compactMap(\.label))).sorted()
        let strip = labels.isEmpty ? 0.0 : 10
        let height = h + 30 + strip
        let scale = h / top
        func y(_ ms: Double) -> String { fmt(h - ms * scale + 8) }

        var out = "<section>\n<h2>Frames</h2>\n<div class=\"legend\">"
        for phase in FramePhase.allCases {
            out += "<span><i style=\"background:\(Self.color(phase))\"></i>\(phase.rawValue)</span>"
        }
        out +=
            "<span><i class=\"late-key\"></i>late</span><span><i class=\"budget-key\"></i>budget "
            + "\(number(framePeriod.milliseconds, 2)) ms</span>"
        for (k, label) in labels.enumerated() {
            out += "<span><i style=\"background:\(Self.labelColor(k))\"></i>\(MarkupText.escape(label))</span>"
        }
        out += "</div>\n"
        if let first = bars.first, first.count > 1 {
            out +=
                "<p class=\"note\">\(frames.count) frames: each bar is the slowest of \(first.count) consecutive frames.</p>\n"
        }
        out +=
            "<div class=\"chart\" id=\"chart\">\n<svg width=\"\(fmt(width))\" "
            + "height=\"\(fmt(height))\" data-ms-per-px=\"\(fmt(top / h, decimals: 9))\" data-bar-width=\"\(fmt(barWidth))\" "
            + "data-left=\"\(fmt(left))\">\n"
        // Grid and axis labels.
        var tick = 0.0
        while tick <= top + step / 1000 {
            out += "<line class=\"grid\" x1=\"\(fmt(left))\" x2=\"\(fmt(width))\" y1=\"\(y(tick))\" y2=\"\(y(tick))\"/>"
            out +=
                "<text class=\"tick\" x=\"\(fmt(left - 6))\" y=\"\(fmt(h - tick * scale + 12))\">\(number(tick, step < 1 ? 1 : 0))</text>\n"
            tick += step
        }
        out += "<text class=\"unit\" x=\"4\" y=\"10\">ms</text>\n"
        // Bars: late columns behind, then the stacked phases.
        for (k, bar) in bars.enumerated() {
            let x = left + Double(k) * barWidth
            let frame = bar.frame
            out += "<g data-i=\"\(k)\" data-frame=\"\(frame.index)\">"
            if bar.late {
                out += "<rect class=\"late\" x=\"\(fmt(x))\" y=\"8\" width=\"\(fmt(barWidth))\" height=\"\(fmt(h))\"/>"
                out +=
                    "<rect class=\"late-tick\" x=\"\(fmt(x))\" y=\"\(fmt(h + 11))\" width=\"\(fmt(barWidth))\" height=\"4\"/>"
            }
            var base = 0.0
            for phase in FramePhase.allCases {
                guard let span = frame[phase], span > .zero else { continue }
                let ms = span.milliseconds
                out +=
                    "<rect class=\"\(phase.rawValue)\" x=\"\(fmt(x))\" y=\"\(y(base + ms))\" width=\"\(fmt(barWidth - gap))\" "
                    + "height=\"\(fmt(ms * scale))\" data-ms=\"\(fmt(ms))\"/>"
                base += ms
            }
            if let label = frame.label, let slot = labels.firstIndex(of: label) {
                out +=
                    "<rect class=\"label\" x=\"\(fmt(x))\" y=\"\(fmt(h + 18))\" width=\"\(fmt(barWidth))\" height=\"8\" "
                    + "fill=\"\(Self.labelColor(slot))\"/>"
            }
            out += "</g>\n"
        }
        // Ranked frames, numbered as in the thumbnails below.
        let positions = Dictionary(bars.enumerated().map { ($1.frame.index, $0) }, uniquingKeysWith: { a, _ in a })
        for (rank, capture) in captures.enumerated() {
            guard let k = positions[capture.frame] else { continue }
            let cx = left + (Double(k) + 0.5) * barWidth
            let work = bars[k].frame.work.milliseconds
            let cy = max(18, h - work * scale + 8 - 12)
            out +=
                "<a href=\"#capture-\(rank + 1)\"><circle class=\"rank\" cx=\"\(fmt(cx))\" cy=\"\(fmt(cy))\" r=\"8\"/>"
                + "<text class=\"rank\" x=\"\(fmt(cx))\" y=\"\(fmt(cy + 4))\">\(rank + 1)</text></a>\n"
        }
        let budgetY = y(framePeriod.milliseconds)
        out +=
            "<line class=\"budget\" id=\"budget\" x1=\"\(fmt(left))\" x2=\"\(fmt(width))\" y1=\"\(budgetY)\" y2=\"\(budgetY)\" "
            + "data-ms=\"\(fmt(framePeriod.milliseconds))\"/>\n"
        out += "<line class=\"axis\" x1=\"\(fmt(left))\" x2=\"\(fmt(width))\" y1=\"\(y(0))\" y2=\"\(y(0))\"/>\n"
        out += "</svg>\n<div id=\"tip\" class=\"tip\"></div>\n</div>\n</section>\n"
        return out
    }

    private func tablesSection() -> String {
        var rows: [(String, [FrameTime])] = []
        rows.append(("frame interval", frames.compactMap(\.interval)))
        for phase in FramePhase.allCases {
            let values = frames.compactMap { $0[phase] }
            if !values.isEmpty { rows.append((phase.rawValue, values)) }
        }
        rows.append(("work (all phases)", frames.map(\.work)))
        var out = "<section>\n<h2>Percentiles</h2>\n<table>\n<thead><tr><th></th>"
        for column in ["p50", "p90", "p95", "p99", "max", "mean", "frames"] { out += "<th>\(column)</th>" }
        out += "</tr></thead>\n<tbody>\n"
        let period = framePeriod.milliseconds
        for (name, values) in rows {
            let sorted = values.sorted()
            let isInterval = name == "frame interval"
            out += "<tr><th>\(MarkupText.escape(name))</th>"
            var cells = [50, 90, 95, 99].map { TimingStats.nearestRank(percent: $0, of: sorted).milliseconds }
            cells.append((sorted.last ?? .zero).milliseconds)
            cells.append(
                sorted.isEmpty
                    ? 0
                    : FrameTime.convert(
                        Double(sorted.reduce(FrameTime.zero, +).nanoseconds) / Double(sorted.count), from: .nanoseconds,
                        to: .milliseconds))
            for ms in cells {
                // Over budget: an interval past 1.5 periods (a hitch), or work past one period.
                let over = isInterval ? ms * 2 > period * 3 : ms > period
                out += "<td\(over ? " class=\"over\"" : "")>\(number(ms, 3))</td>"
            }
            out += "<td>\(sorted.count)</td></tr>\n"
        }
        out +=
            "</tbody>\n</table>\n<p class=\"note\">Milliseconds; nearest-rank percentiles. Red: work over the "
            + "\(number(period, 2)) ms budget, or an interval over 1.5 periods (a hitch).</p>\n</section>\n"
        return out
    }

    private func capturesSection() -> String {
        var out = "<section>\n"
        guard !captures.isEmpty else {
            return out
                + "<h2>Frames around the worst hitches</h2>\n<p class=\"note\">No thumbnails were kept for this run.</p>\n</section>\n"
        }
        let hitches = captures.contains(where: \.isHitch)
        out +=
            hitches
            ? "<h2>Frames around the worst hitches</h2>\n"
            : "<h2>Frames around the slowest frames</h2>\n<p class=\"note\">No hitches in this run: these are the "
                + "frames around the frames that took longest.</p>\n"
        let byIndex = Dictionary(frames.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
        for (rank, capture) in captures.enumerated() {
            let what =
                capture.isHitch
                ? "hitch \(number(capture.score.milliseconds, 1)) ms"
                : "took \(number(capture.score.milliseconds, 1)) ms"
            out +=
                "<div class=\"capture\" id=\"capture-\(rank + 1)\">\n<h3><span class=\"badge\">\(rank + 1)</span>"
                + "frame \(capture.frame) · \(what)</h3>\n<div class=\"strip\">\n"
            for thumbnail in capture.thumbnails {
                let frame = byIndex[thumbnail.frame]
                var caption = "frame \(thumbnail.frame)"
                if let work = frame?.work { caption += " · \(number(work.milliseconds, 1)) ms" }
                if let interval = frame?.interval { caption += " · +\(number(interval.milliseconds, 1))" }
                let marked = thumbnail.frame == capture.frame
                out +=
                    "<figure\(marked ? " class=\"worst\"" : "")><img alt=\"frame \(thumbnail.frame)\" width=\"\(thumbnail.width)\" "
                    + "height=\"\(thumbnail.height)\" src=\"data:image/png;base64,\(Base64.encode(thumbnail.png))\">"
                    + "<figcaption>\(MarkupText.escape(caption))</figcaption></figure>\n"
            }
            out += "</div>\n</div>\n"
        }
        out +=
            "<p class=\"note\">Each row: the frames before, the frame itself (outlined) and after; captions give the "
            + "frame's work and its interval since the previous frame, in ms.</p>\n"
        return out + "</section>\n"
    }

    /// The bars' numbers for the tooltip: one array per bar.
    private func chartData() -> String {
        var out = "const PERIOD=\(fmt(framePeriod.milliseconds));\nconst BARS=["
        for (k, bar) in bars().enumerated() {
            let f = bar.frame
            let phases = FramePhase.allCases.map { f[$0].map { fmt($0.milliseconds) } ?? "null" }.joined(separator: ",")
            let interval = f.interval.map { fmt($0.milliseconds) } ?? "null"
            let label = f.label.map { script(JSONWriter.quoted($0)) } ?? "null"
            let frameClass = f.frameClass.map { script(JSONWriter.quoted($0)) } ?? "null"
            out +=
                (k == 0 ? "" : ",")
                + "[\(f.index),\(fmt(f.start.milliseconds)),\(phases),\(interval),\(bar.late ? 1 : 0),"
                + "\(f.missedVsyncs),\(bar.count),\(label),\(frameClass)]"
        }
        return out + "];\n"
    }

    // MARK: Formatting

    static func labelColor(_ k: Int) -> String {
        ["#4fd1c5", "#f6e05e", "#f687b3", "#90cdf4", "#c6f6d5", "#fbd38d"][k % 6]
    }

    private func number(_ value: Double, _ decimals: Int) -> String { NumberText.fixed(value, decimals: decimals) }
    private func fmt(_ value: Double, decimals: Int = 3) -> String {
        var text = NumberText.fixed(value, decimals: decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// A JSON string literal safe inside a script element.
    private func script(_ literal: String) -> String {
        literal.replacing("</", with: "<\\/")
    }
}
