import Fling

/// How the sheet looks: a handle in a grip strip, a heading and a few rows of content. Only
/// the grip takes part in gestures (its click toggles); the rest refuse touches, so a press
/// anywhere on the sheet reaches the sheet's pan.
extension SheetScene {
    static let rowNames = ["Recents", "Favourites", "Shared with you", "Downloads"]
    static let rowColors = [
        Color(red8: 88, green8: 132, blue8: 255), Color(red8: 255, green8: 122, blue8: 89),
        Color(red8: 72, green8: 199, blue8: 142), Color(red8: 236, green8: 186, blue8: 64),
    ]

    /// Adds the handle, heading and rows to `sheet`.
    static func fill(_ sheet: Layer, grip: Layer) {
        sheet.addSublayer(grip)
        let handle = Layer(
            name: "handle", bounds: Rect(x: 0, y: 0, width: 44, height: 6),
            backgroundColor: Color(red8: 255, green8: 255, blue8: 255, alpha: 0.35), cornerRadius: 3)
        handle.isUserInteractionEnabled = false
        grip.addSublayer(handle)
        let heading = CornersScene.label("Library", size: 20, color: .white, origin: .zero, width: 0)
        heading.name = "heading"
        sheet.addSublayer(heading)
        for (index, name) in rowNames.enumerated() {
            let row = Layer(
                name: "row\(index)", backgroundColor: Color(red8: 255, green8: 255, blue8: 255, alpha: 0.05),
                cornerRadius: 12)
            row.isUserInteractionEnabled = false
            let swatch = Layer(
                name: "swatch", bounds: Rect(x: 0, y: 0, width: 28, height: 28),
                backgroundColor: rowColors[index], cornerRadius: 8)
            swatch.isUserInteractionEnabled = false
            row.addSublayer(swatch)
            let text = CornersScene.label(
                name, size: 15, color: Color(red8: 220, green8: 224, blue8: 236),
                origin: .zero, width: 0)
            text.name = "rowText"
            row.addSublayer(text)
            sheet.addSublayer(row)
        }
    }

    /// Places the sheet's content for its current bounds.
    static func layOut(contentOf sheet: Layer, grip: Layer) {
        let width = sheet.bounds.width
        grip.bounds = Rect(x: 0, y: 0, width: width, height: 30)
        grip.position = Point(x: width / 2, y: 15)
        for handle in grip.sublayers { handle.position = Point(x: width / 2, y: 13) }
        var y = 34.0
        for layer in sheet.sublayers where layer !== grip {
            if layer.name == "heading" {
                layer.bounds.size.width = max(0, width - 48)
                layer.position = Point(x: width / 2, y: y + layer.bounds.height / 2)
                y += layer.bounds.height + 14
            } else {
                let rowWidth = max(0, width - 32)
                layer.bounds = Rect(x: 0, y: 0, width: rowWidth, height: 52)
                layer.position = Point(x: width / 2, y: y + 26)
                for part in layer.sublayers {
                    if part.name == "swatch" {
                        part.position = Point(x: 30, y: 26)
                    } else {
                        part.bounds.size.width = max(0, rowWidth - 72)
                        part.position = Point(x: 56 + part.bounds.width / 2, y: 26)
                    }
                }
                y += 62
            }
        }
    }
}
