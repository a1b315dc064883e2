import Fling

extension NavigationScene {
    /// The sheet a detail's "Info" button presents (`UISheetPresentationController` with the
    /// medium and large detents): a grabber, a heading and a few rows. Its content takes no
    /// touches, so a press anywhere on it reaches the sheet's drag.
    public final class InfoScreen: TalliedScreen {
        /// The place it tells about.
        public let place: String
        let grabber = Layer(
            name: "grabber", bounds: Rect(x: 0, y: 0, width: 44, height: 6),
            backgroundColor: Color(red8: 255, green8: 255, blue8: 255, alpha: 0.35), cornerRadius: 3)
        let heading: Layer
        let rows: [Layer]

        init(place: String, color: Color, tally: CallbackTally) {
            self.place = place
            heading = CornersScene.label("About \(place)", size: 22, color: .white, origin: .zero, width: 0)
            rows = ["Presented as a sheet", "Detents: medium, large", "Drag up, down, or throw it away"].map { text in
                let row = Layer(name: "info.row", backgroundColor: NavigationScene.rowColor, cornerRadius: 12)
                let swatch = Layer(
                    name: "swatch", bounds: Rect(x: 0, y: 0, width: 24, height: 24), backgroundColor: color,
                    cornerRadius: 6)
                row.addSublayer(swatch)
                row.addSublayer(CornersScene.label(text, size: 15, color: .white, origin: .zero, width: 0))
                return row
            }
            super.init(title: "Info", tally: tally, background: NavigationScene.sheetBackground)
            view.cornerRadius = 16
            for layer in [grabber, heading] + rows {
                layer.isUserInteractionEnabled = false
                view.addSublayer(layer)
            }
        }

        override func layoutContent() {
            let width = view.bounds.width
            let margin = min(max(width * 0.025, 8), 32)
            grabber.position = Point(x: width / 2, y: 12)
            heading.bounds.size.width = max(width - 2 * margin, 1)
            heading.position = Point(x: width / 2, y: 30 + heading.bounds.height / 2)
            var y = 30 + heading.bounds.height + 16
            for row in rows {
                row.bounds = Rect(x: 0, y: 0, width: max(width - 2 * margin, 1), height: 48)
                row.position = Point(x: width / 2, y: y + 24)
                row.sublayers[0].position = Point(x: 12 + 12, y: 24)
                let text = row.sublayers[1]
                text.bounds.size.width = max(row.bounds.width - 60, 1)
                text.position = Point(x: 48 + text.bounds.width / 2, y: 24)
                y += 56
            }
        }
    }
}
