import Fling

/// How the scroll demo looks: a title, a rounded viewport, and a column of cards, each a
/// coloured chip, a title and a line of text.
extension ScrollScene {
    enum Style {
        static let titleText = "Scroll — drag or wheel the list · flick it into an edge · drag past an edge and let go"
        static let titleColor = Color(red8: 128, green8: 134, blue8: 156)
        static let panel = Color(red8: 28, green8: 31, blue8: 41)
        static let card = Color(red8: 38, green8: 42, blue8: 56)
        static let textColor = Color(red8: 226, green8: 230, blue8: 240)
        static let detailColor = Color(red8: 128, green8: 134, blue8: 156)
        static let chips = [
            Color(red8: 88, green8: 132, blue8: 255), Color(red8: 255, green8: 122, blue8: 89),
            Color(red8: 72, green8: 199, blue8: 142), Color(red8: 236, green8: 186, blue8: 64),
            Color(red8: 178, green8: 112, blue8: 255),
        ]
        static let details = [
            "Decay.normal: 0.998 of the velocity every millisecond",
            "Past an edge the content follows at 0.55 of the hand",
            "At the edge the decay's velocity goes to a spring",
            "A press stops the content where it is",
            "The wheel scrolls through the same pan",
        ]
        static let rowHeight = 76.0
        static let gap = 12.0
        static let padding = 12.0
    }

    /// A line of text, one line tall, that refuses touches; size and place it after.
    static func label(_ text: String, size: Double, color: Color, alignment: TextContent.Alignment = .left) -> Layer {
        let layer = Layer(name: "label", bounds: Rect(x: 0, y: 0, width: 10, height: (size * 1.25).rounded(.up)))
        layer.text = TextContent(text, fontSize: size, color: color, alignment: alignment)
        layer.isUserInteractionEnabled = false
        return layer
    }

    /// Card `index`: a rounded card with a chip of colour, "Card N" and a line about the physics.
    static func makeRow(_ index: Int) -> Layer {
        let row = Layer(name: "row\(index)", backgroundColor: Style.card, cornerRadius: 14)
        row.isUserInteractionEnabled = false
        let chip = Layer(
            name: "chip", bounds: Rect(x: 0, y: 0, width: 44, height: 44),
            backgroundColor: Style.chips[index % Style.chips.count], cornerRadius: 12)
        chip.isUserInteractionEnabled = false
        row.addSublayer(chip)
        row.addSublayer(label("Card \(index + 1)", size: 16, color: Style.textColor))
        row.addSublayer(label(Style.details[index % Style.details.count], size: 12, color: Style.detailColor))
        return row
    }

    /// Places the cards in a column as wide as the viewport (less its padding and the
    /// indicator's gutter) and sizes the content to hold them.
    func layoutRows() {
        let width = max(viewportSize.width - 2 * Style.padding - 8, 20)
        contentHeight = 2 * Style.padding + Double(rows.count) * Style.rowHeight + Double(rows.count - 1) * Style.gap
        content.bounds = Rect(x: 0, y: 0, width: viewportSize.width, height: contentHeight)
        for (index, row) in rows.enumerated() {
            row.bounds = Rect(x: 0, y: 0, width: width, height: Style.rowHeight)
            row.position = Point(
                x: Style.padding + width / 2,
                y: Style.padding + Double(index) * (Style.rowHeight + Style.gap) + Style.rowHeight / 2)
            let chip = row.sublayers[0]
            let name = row.sublayers[1]
            let detail = row.sublayers[2]
            chip.position = Point(x: 16 + 22, y: Style.rowHeight / 2)
            let textX = 16 + 44 + 14.0
            let textWidth = max(width - textX - 12, 10)
            name.bounds.size.width = textWidth
            name.position = Point(x: textX + textWidth / 2, y: 26)
            detail.bounds.size.width = textWidth
            detail.position = Point(x: textX + textWidth / 2, y: 50)
        }
    }
}
