import Fling

/// What the keys and the hold button do with their presses.
extension ButtonsScene {
    /// A calculator key's press: lit at once while the pointer is inside, faded when it leaves
    /// or lets go; a release inside types the key.
    func keyPressed(_ index: Int, _ press: PressGestureRecognizer) {
        switch press.state {
        case .began, .changed:
            light(index, press.isInside)
        case .ended:
            let tapped = press.isInside
            light(index, false)
            if tapped { type(index) }
        case .cancelled:
            light(index, false)
        default:
            break
        }
    }

    /// Lights key `index` at once (cutting off a fade under way), or fades it out over 0.5 s.
    func light(_ index: Int, _ lit: Bool) {
        guard lit != isLit[index] else { return }
        isLit[index] = lit
        let highlight = highlights[index]
        if lit {
            engine.removeAnimations(of: highlight)
            engine.performWithoutAnimation { highlight.opacity = 1 }
        } else {
            engine.animate(withDuration: 0.5, options: [.allowUserInteraction, .curveEaseOut]) { highlight.opacity = 0 }
        }
    }

    /// Types key `index`: a digit appends (up to nine), AC clears; either way a press is counted.
    func type(_ index: Int) {
        pressCount += 1
        let key = Self.keyLabels[index]
        if key == "AC" {
            display = "0"
        } else if display == "0" {
            display = key
        } else if display.count < 9 {
            display += key
        }
        displayLabel.text?.string = display
        countLabel.text?.string = pressCount == 1 ? "1 press" : "\(pressCount) presses"
    }

    /// The hold button grows on a spring while pressed and shrinks back on release.
    func holdPressed(_ press: PressGestureRecognizer) {
        switch press.state {
        case .began:
            engine.animate(.spring(duration: 0.5, bounce: 0.3)) {
                hold.transform = Transform3D(scaleX: holdScale, y: holdScale, z: 1)
            }
        case .ended, .cancelled:
            engine.animate(.spring(duration: 0.45, bounce: 0.4)) { hold.transform = .identity }
        default:
            break
        }
    }

    /// Held long enough: the button toggles, changing colour and label.
    func holdLongPressed(_ long: LongPressGestureRecognizer) {
        guard long.state == .began else { return }
        isOn.toggle()
        toggleCount += 1
        engine.animate(.easeInOut(duration: 0.2)) { hold.backgroundColor = isOn ? Style.holdOn : Style.holdOff }
        holdLabel.text?.string = isOn ? "On" : "Off"
    }

    /// Colours, after iOS's Calculator and its system green.
    enum Style {
        static let digitKey = Color(red8: 51, green8: 51, blue8: 51)
        static let digitLit = Color(red8: 115, green8: 115, blue8: 115)
        static let functionKey = Color(red8: 165, green8: 165, blue8: 165)
        static let functionLit = Color(red8: 217, green8: 217, blue8: 217)
        static let holdOff = Color(red8: 58, green8: 58, blue8: 66)
        static let holdOn = Color(red8: 52, green8: 199, blue8: 89)
        static let caption = Color(red8: 128, green8: 134, blue8: 156)
    }

    /// A line of text, one line tall, that takes no touches; `layout(size:)` sizes and places it.
    static func label(_ text: String, size: Double, color: Color, alignment: TextContent.Alignment) -> Layer {
        let layer = Layer(name: "label", bounds: Rect(x: 0, y: 0, width: 0, height: (size * 1.25).rounded(.up)))
        layer.text = TextContent(text, fontSize: size, color: color, alignment: alignment)
        layer.isUserInteractionEnabled = false
        return layer
    }
}
