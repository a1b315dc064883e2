import Fling

/// How the root screen looks: the title line across the top, the state label, a row of
/// rounded buttons with labels (as the buttons and insertions scenes draw theirs) and a hint —
/// all above the medium detent, so a sheet there leaves them in sight, dimmed.
extension SheetScene {
    /// A rounded button showing `text` on `color`; the label inside takes no touches, so a
    /// click anywhere on the button reaches its tap.
    static func button(_ text: String, color: Color) -> Layer {
        let button = Layer(name: "button", backgroundColor: color, cornerRadius: 14)
        let label = CornersScene.label(text, size: 15, color: .white, origin: .zero, width: 0, alignment: .center)
        label.name = "buttonLabel"
        button.addSublayer(label)
        return button
    }

    /// Centres a button's label for the button's bounds.
    static func layOut(button: Layer) {
        for label in button.sublayers {
            label.bounds.size.width = max(0, button.bounds.width - 16)
            label.position = Point(x: button.bounds.width / 2, y: button.bounds.height / 2)
        }
    }

    /// The root screen's buttons, left to right.
    var buttons: [Layer] { [detentsButton, customButton, coverButton] }

    /// Places the title, the state label under it (above the large detent's top, 10 % of the
    /// height, so it stays in sight under a large sheet), the buttons in a row (each at most
    /// 280 points wide) and the hint, for the window's size.
    func layoutHome() {
        let width = size.width
        let margin = min(max(width * 0.025, 4), 20)
        let title = home.heading
        title.bounds.size.width = max(width - 2 * margin, 0)
        title.position = Point(x: width / 2, y: 16 + title.bounds.height / 2)
        stateLabel.bounds.size.width = max(width - 2 * margin, 0)
        stateLabel.position = Point(
            x: width / 2, y: title.position.y + title.bounds.height / 2 + 8 + stateLabel.bounds.height / 2)
        let gap = min(16, margin)
        let buttonWidth = max(min((width - 2 * margin - 2 * gap) / 3, 280), 10)
        let buttonHeight = min(56, max(size.height * 0.08, 20))
        let rowWidth = 3 * buttonWidth + 2 * gap
        let top = stateLabel.position.y + stateLabel.bounds.height / 2 + min(28, max(size.height * 0.035, 4))
        for (index, button) in buttons.enumerated() {
            button.bounds = Rect(x: 0, y: 0, width: buttonWidth, height: buttonHeight)
            button.position = Point(
                x: (width - rowWidth) / 2 + buttonWidth / 2 + Double(index) * (buttonWidth + gap),
                y: top + buttonHeight / 2)
            Self.layOut(button: button)
        }
        hint.bounds.size.width = max(width - 2 * margin, 0)
        hint.position = Point(x: width / 2, y: top + buttonHeight + 16 + hint.bounds.height / 2)
    }
}
