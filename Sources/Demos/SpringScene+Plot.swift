import Fling

extension SpringScene {
    /// The step response of a spring over the first `span` seconds, drawn with layers: a
    /// panel with the rest line (0) and the target line (1), a tick every half second, the
    /// curve as `dotCount` small dots, and a marker with the settling time written beside it.
    ///
    /// Moving the sliders moves the dots (positions only, no new layers); the text changes
    /// only when the number it writes does.
    final class Plot {
        /// Seconds shown across the plot.
        static let span = 3.0
        /// The highest value shown (an underdamped step response peaks below 1.8 for the
        /// sliders' ranges: bounce 0.9 overshoots by 73 %).
        static let top = 1.8
        static let dotCount = 180

        let layer = Layer(name: "plot", cornerRadius: 12)
        let restLine = Layer(name: "")
        let targetLine = Layer(name: "")
        let marker = Layer(name: "settleMarker")
        let markerLabel = SpringScene.label("", size: 13, color: Style.marker)
        let caption = SpringScene.label("", size: 12, color: Style.caption)
        let heading = SpringScene.label("step response: value(target: 1, time: t)", size: 12, color: Style.caption)
        var ticks: [(line: Layer, label: Layer)] = []
        var dots: [Layer] = []
        /// The area the curve is drawn in, in the panel's coordinates.
        var area = Rect(x: 0, y: 0, width: 1, height: 1)

        enum Style {
            static let line = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.12)
            static let curve = Color(red8: 88, green8: 132, blue8: 255)
            static let marker = Color(red8: 255, green8: 214, blue8: 102)
            static let caption = Color(red8: 112, green8: 119, blue8: 142)
        }

        init() {
            layer.backgroundColor = SpringScene.Style.panel
            layer.isUserInteractionEnabled = false
            for line in [restLine, targetLine] {
                line.backgroundColor = Style.line
                layer.addSublayer(line)
            }
            for index in 1...Int(Self.span * 2) {
                let line = Layer(name: "")
                line.backgroundColor = Style.line
                let label = SpringScene.label(
                    NumberText.fixed(Double(index) / 2, decimals: 1) + " s", size: 11, color: Style.caption,
                    alignment: .center)
                layer.addSublayer(line)
                layer.addSublayer(label)
                ticks.append((line, label))
            }
            marker.backgroundColor = Style.marker
            layer.addSublayer(marker)
            for _ in 0..<Self.dotCount {
                let dot = Layer(
                    name: "", bounds: Rect(x: 0, y: 0, width: 4, height: 4), backgroundColor: Style.curve,
                    cornerRadius: 2)
                dots.append(dot)
                layer.addSublayer(dot)
            }
            for label in [markerLabel, caption, heading] { layer.addSublayer(label) }
        }

        /// Lays the panel out in `frame` (window points).
        func layout(in frame: Rect) {
            layer.bounds = Rect(origin: .zero, size: frame.size)
            layer.position = frame.center
            let pad = min(max(frame.height * 0.08, 6), 28)
            let text = min(12, max(7, frame.height * 0.06))
            let line = (text * 1.25).rounded(.up)
            area = Rect(
                x: pad, y: pad + line + 4, width: max(frame.width - 2 * pad, 1),
                height: max(frame.height - 2 * pad - 2 * line - 8, 1))
            for (label, row) in [(heading, 0.0), (caption, 1.0)] {
                label.text?.fontSize = text
                label.bounds = Rect(x: 0, y: 0, width: max(frame.width / 2 - pad, 1), height: line)
                label.position = Point(
                    x: pad + label.bounds.width / 2 + row * (frame.width / 2 - pad), y: pad + line / 2)
            }
            caption.text?.alignment = .right
            // Too narrow for both lines of text: the numbers go, the marker's text stays.
            heading.isHidden = frame.width < 520
            caption.isHidden = frame.width < 520
            for (line, value) in [(restLine, 0.0), (targetLine, 1.0)] {
                line.bounds = Rect(x: 0, y: 0, width: area.width, height: 1)
                line.position = Point(x: area.center.x, y: y(value))
            }
            for (index, tick) in ticks.enumerated() {
                let x = self.x(Double(index + 1) / 2)
                tick.line.bounds = Rect(x: 0, y: 0, width: 1, height: 6)
                tick.line.position = Point(x: x, y: area.maxY + 3)
                tick.label.text?.fontSize = text
                // Half-second labels only where they fit.
                tick.label.isHidden = index % 2 == 0 && area.width / Double(ticks.count) < 44
                tick.label.bounds = Rect(x: 0, y: 0, width: 40, height: line)
                tick.label.position = Point(x: x - (index == ticks.count - 1 ? 20 : 0), y: area.maxY + 6 + line / 2)
            }
            markerLabel.text?.fontSize = min(13, text + 1)
            markerLabel.bounds = Rect(x: 0, y: 0, width: 150, height: line + 2)
        }

        /// The panel x of time `t` seconds.
        func x(_ t: Double) -> Double { area.minX + min(max(t / Self.span, 0), 1) * area.width }
        /// The panel y of the value `value` (0 at rest, 1 at the target).
        func y(_ value: Double) -> Double { area.maxY - min(max(value / Self.top, -0.05), 1.02) * area.height }

        /// Draws `spring`'s step response, its settling time and its constants.
        func draw(_ spring: Spring) {
            for (index, dot) in dots.enumerated() {
                let t = Self.span * Double(index) / Double(Self.dotCount - 1)
                dot.position = Point(x: x(t), y: y(spring.value(target: 1, time: t)))
            }
            let settle = spring.settlingDuration
            let markerX = x(settle)
            marker.bounds = Rect(x: 0, y: 0, width: 2, height: area.height)
            marker.position = Point(x: markerX, y: area.center.y)
            let past = settle > Self.span ? " →" : ""
            setText(markerLabel, "settles in " + NumberText.fixed(settle, decimals: 2) + " s" + past)
            // Beside the marker, on the side with room, near the top.
            let width = markerLabel.bounds.width
            let right = markerX + 8 + width <= area.maxX
            markerLabel.text?.alignment = right ? .left : .right
            markerLabel.position = Point(
                x: right ? markerX + 8 + width / 2 : markerX - 8 - width / 2,
                y: area.minY + markerLabel.bounds.height / 2)
            setText(
                caption,
                "mass 1 · stiffness " + NumberText.fixed(spring.stiffness, decimals: 1)
                    + " · damping " + NumberText.fixed(spring.damping, decimals: 2))
        }

        private func setText(_ label: Layer, _ text: String) {
            if label.text?.string != text { label.text?.string = text }
        }
    }
}
