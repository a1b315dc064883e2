import Fling

extension SpringScene {
    /// A horizontal slider drawn with layers and dragged with a pan: a name and its value
    /// written above a track, the part up to the value filled, and a round knob.
    ///
    /// A press on the slider moves the knob to the press at once and a drag carries it (as a
    /// macOS `NSSlider` does; the pan's hysteresis is 0, so the knob follows from the first
    /// move). The value is clamped to `range`; `onChange` hears every value the hand sets.
    final class Slider {
        /// The layer that takes the presses: the slider's whole box, label and track.
        let area: Layer
        let track = Layer(name: "", cornerRadius: 3)
        let fill = Layer(name: "", cornerRadius: 3)
        let knob = Layer(name: "")
        let label: Layer
        let valueLabel: Layer
        let pan = PanGestureRecognizer()
        let range: ClosedRange<Double>
        /// How the value is written ("0.50 s").
        let format: (Double) -> String
        /// Called with each value the hand sets (not with `set(_:)`).
        var onChange: ((Double) -> Void)?
        private(set) var value: Double

        init(
            name: String, title: String, range: ClosedRange<Double>, value: Double, format: @escaping (Double) -> String
        ) {
            self.range = range
            self.value = value
            self.format = format
            area = Layer(name: name)
            label = SpringScene.label(title, size: 13, color: Style.textColor)
            valueLabel = SpringScene.label("", size: 13, color: .white, alignment: .right)
            track.backgroundColor = Style.trackColor
            fill.backgroundColor = Style.accent
            knob.backgroundColor = .white
            knob.shadowColor = Color(red8: 0, green8: 0, blue8: 0)
            knob.shadowOpacity = 0.35
            knob.shadowRadius = 4
            knob.shadowOffset = Size(width: 0, height: 2)
            for layer in [track, fill, knob, label, valueLabel] {
                layer.isUserInteractionEnabled = false
                area.addSublayer(layer)
            }
            pan.name = name
            pan.hysteresis = 0
            pan.onPress = { [unowned self] pan in drag(to: pan.location) }
            pan.action = { [unowned self] pan in
                if pan.state == .began || pan.state == .changed { drag(to: pan.location) }
            }
            area.addGestureRecognizer(pan)
        }

        /// Lays the slider out in `frame` (window points): the text on the top half, the
        /// track across the bottom half.
        func layout(in frame: Rect) {
            area.bounds = Rect(origin: .zero, size: frame.size)
            area.position = frame.center
            let inset = knobDiameter / 2
            let text = min(13, max(8, frame.height * 0.3))
            let lineHeight = (text * 1.25).rounded(.up)
            for (layer, x) in [(label, inset), (valueLabel, frame.width / 2)] {
                layer.text?.fontSize = text
                layer.bounds = Rect(x: 0, y: 0, width: max(1, frame.width / 2 - inset), height: lineHeight)
                layer.position = Point(x: x + layer.bounds.width / 2, y: frame.height * 0.3)
            }
            track.bounds = Rect(x: 0, y: 0, width: max(1, frame.width - 2 * inset), height: 6)
            track.position = Point(x: frame.width / 2, y: frame.height * 0.72)
            knob.bounds = Rect(x: 0, y: 0, width: knobDiameter, height: knobDiameter)
            knob.cornerRadius = knobDiameter / 2
            show()
        }

        /// Sets the value without calling `onChange` (the other pair moved).
        func set(_ value: Double) {
            self.value = min(max(value, range.lowerBound), range.upperBound)
            show()
        }

        /// The value under the window point `point`.
        func value(at point: Point) -> Double {
            let minX = area.position.x - area.bounds.width / 2 + track.position.x - track.bounds.width / 2
            let fraction = min(max((point.x - minX) / track.bounds.width, 0), 1)
            return range.lowerBound + fraction * (range.upperBound - range.lowerBound)
        }

        private var knobDiameter: Double { min(18, max(8, area.bounds.height * 0.4)) }

        private func drag(to point: Point) {
            set(value(at: point))
            onChange?(value)
        }

        /// Puts the knob and the fill at the value and writes it.
        private func show() {
            let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
            let left = track.position.x - track.bounds.width / 2
            let x = left + fraction * track.bounds.width
            knob.position = Point(x: x, y: track.position.y)
            fill.bounds = Rect(x: 0, y: 0, width: max(0, x - left), height: track.bounds.height)
            fill.position = Point(x: left + fill.bounds.width / 2, y: track.position.y)
            let text = format(value)
            if valueLabel.text?.string != text { valueLabel.text?.string = text }
        }
    }
}
