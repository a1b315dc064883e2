import Fling

extension StackScene {
    /// How a card of the stack looks: a rounded face in one of twelve colours with a small
    /// shadow and a light edge, its number at the top and its name at the bottom.
    ///
    /// Only the card layer takes touches; its labels refuse them, so a press finds the card.
    enum Card {
        /// The colours cards wear, with the name each card of that colour shows.
        static let palette = GalleryPalette.named
        /// How much smaller each card below the top is drawn (a fraction of full size).
        static let shrink = 0.05
        /// How far each card's bottom edge peeks out below the one above, for cards `height`
        /// tall: 10 points, less on small cards, so no card's name shows beneath the one above.
        static func peek(height: Double) -> Double { min(10, height * 0.03) }

        /// A card with its two labels, sized later by `resize(_:to:)`.
        static func make() -> Layer {
            let card = Layer(name: "card", cornerRadius: 18)
            card.borderWidth = 1.5
            card.borderColor = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.25)
            card.shadowColor = .black
            card.shadowOpacity = 0.3
            card.shadowRadius = 10
            card.shadowOffset = Size(width: 0, height: 6)
            for name in ["number", "name"] {
                let label = Layer(name: name)
                label.isUserInteractionEnabled = false
                card.addSublayer(label)
            }
            return card
        }

        /// Sizes `card` and places its labels for a card of `size`.
        static func resize(_ card: Layer, to size: Size) {
            card.bounds = Rect(origin: .zero, size: size)
            let inset = (size.width * 0.08).rounded()
            let labels = card.sublayers
            let number = labels[0]
            let name = labels[1]
            let small = fontSize(size, 0.045)
            let large = fontSize(size, 0.1)
            number.bounds = Rect(x: 0, y: 0, width: size.width - 2 * inset, height: (small * 1.25).rounded(.up))
            number.position = Point(x: size.width / 2, y: inset + number.bounds.height / 2)
            name.bounds = Rect(x: 0, y: 0, width: size.width - 2 * inset, height: (large * 1.25).rounded(.up))
            name.position = Point(x: size.width / 2, y: size.height - inset - name.bounds.height / 2)
            for label in labels {
                if var text = label.text {
                    text.fontSize = label === number ? small : large
                    label.text = text
                }
            }
        }

        /// Shows card `number` in palette colour `style` on `card`.
        static func show(_ card: Layer, number: Int, style: Int) {
            let entry = palette[style]
            card.backgroundColor = entry.color
            let size = card.bounds.size
            card.sublayers[0].text = TextContent(
                "No. \(number + 1)", fontSize: fontSize(size, 0.045),
                color: Color(red: 1, green: 1, blue: 1, alpha: 0.75))
            card.sublayers[1].text = TextContent(entry.name, fontSize: fontSize(size, 0.1), color: .white)
        }

        /// A font size `fraction` of the card's height, at least 9 points.
        static func fontSize(_ size: Size, _ fraction: Double) -> Double {
            max(9, (size.height * fraction).rounded())
        }
    }
}
