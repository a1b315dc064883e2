import Fling

/// How the corners demo looks: a title over the window, four outlined slots with their
/// names, and a card with a resting shadow, a light edge and two lines of text.
///
/// None of these layers takes part in gestures: each refuses touches
/// (`isUserInteractionEnabled = false`), so the card's hit test still finds the card.
extension CornersScene {
    enum Style {
        static let titleText = "Fling — drag, throw, tap, long-press, scroll · F shows the flight path"
        static let titleColor = Color(red8: 128, green8: 134, blue8: 156)
        static let slotColor = Color(red8: 31, green8: 34, blue8: 45)
        static let slotEdge = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.09)
        static let slotTextColor = Color(red8: 112, green8: 119, blue8: 142)
        static let slotNames = ["↖  top left", "top right  ↗", "↙  bottom left", "bottom right  ↘"]
        static let cardEdge = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.3)
        static let inset = 24.0
    }

    /// A line of text at `origin` (its top-left corner, in the superlayer) in a box
    /// `width` wide, one line tall.
    static func label(
        _ text: String, size: Double, color: Color, origin: Point, width: Double,
        alignment: TextContent.Alignment = .left
    ) -> Layer {
        let height = (size * 1.25).rounded(.up)
        let layer = Layer(
            name: "label", position: Point(x: origin.x + width / 2, y: origin.y + height / 2),
            bounds: Rect(x: 0, y: 0, width: width, height: height))
        layer.text = TextContent(text, fontSize: size, color: color, alignment: alignment)
        layer.isUserInteractionEnabled = false
        return layer
    }

    /// The title line across the top of the window; `layout(size:)` centres it.
    static func makeTitle() -> Layer {
        label(Style.titleText, size: 15, color: Style.titleColor, origin: .zero, width: 0, alignment: .center)
    }

    /// Slot `index`'s well: a recessed rounded rectangle with a faint edge and its name in the middle.
    static func makeSlot(_ index: Int, like card: Layer) -> Layer {
        let slot = Layer(
            name: "slot\(index)", bounds: card.bounds, backgroundColor: Style.slotColor,
            cornerRadius: card.cornerRadius)
        slot.borderWidth = 1.5
        slot.borderColor = Style.slotEdge
        slot.isUserInteractionEnabled = false
        let width = card.bounds.width
        let middle = card.bounds.height / 2
        slot.addSublayer(
            label(
                Style.slotNames[index], size: 13, color: Style.slotTextColor,
                origin: Point(x: 0, y: middle - 9), width: width, alignment: .center))
        return slot
    }

    /// The card's face: its colour again, with the resting shadow (so `card.shadowOpacity`
    /// stays the lift's alone), a lighter edge, and its text.
    static func makeFace(of card: Layer) -> Layer {
        let bounds = card.bounds
        let face = Layer(
            name: "face", position: Point(x: bounds.width / 2, y: bounds.height / 2), bounds: bounds,
            backgroundColor: card.backgroundColor, cornerRadius: card.cornerRadius)
        face.shadowColor = Color(red8: 0, green8: 0, blue8: 0)
        face.shadowOpacity = 0.3
        face.shadowRadius = 12
        face.shadowOffset = Size(width: 0, height: 6)
        face.borderWidth = 1.5
        face.borderColor = Style.cardEdge
        face.isUserInteractionEnabled = false
        let inset = Style.inset
        let width = bounds.width - 2 * inset
        face.addSublayer(
            label(
                "FLING", size: 11, color: Color(red: 1, green: 1, blue: 1, alpha: 0.72),
                origin: Point(x: inset, y: inset - 2), width: width))
        face.addSublayer(
            label(
                "Throw me to a corner", size: 22, color: .white,
                origin: Point(x: inset, y: bounds.height - inset - 50), width: width))
        face.addSublayer(
            label(
                "Drag · tap to recolour · hold to lift", size: 13,
                color: Color(red: 1, green: 1, blue: 1, alpha: 0.8),
                origin: Point(x: inset, y: bounds.height - inset - 17), width: width))
        return face
    }
}
