import Fling

extension ZoomScene {
    /// A tile's detail screen: its colour, its name large, two lines of text and a Back
    /// button, the name and lines centred so they show while the screen is still the tile's
    /// size (the zoom fills the tile's frame with the screen, cropping its sides).
    public final class Detail: Screen {
        /// The tile this screen shows (its id).
        public let tile: Int
        /// The Back button: a click on it pops the screen.
        public let back = Layer(name: "back", backgroundColor: Color(red: 1, green: 1, blue: 1, alpha: 0.22))
        let name: Layer
        let lines: [Layer]

        init(tile: Int) {
            self.tile = tile
            let (title, color) = Tile.palette[tile]
            name = Tile.label(title, size: 44, at: .zero, width: 600, alignment: .center)
            let soft = Color(red: 1, green: 1, blue: 1, alpha: 0.85)
            lines = [
                Tile.label(
                    "Tile \(tile + 1) of \(Tile.palette.count), zoomed out of its cell", size: 16, at: .zero,
                    width: 600, alignment: .center, color: soft),
                Tile.label(
                    "Drag down to send it back · click mid-zoom to reverse", size: 16, at: .zero, width: 600,
                    alignment: .center, color: soft),
            ]
            super.init(title: title)
            view.backgroundColor = color
            back.cornerRadius = 16
            back.addSublayer(Tile.label("‹ Back", size: 15, at: Point(x: 0, y: 7), width: 88, alignment: .center))
            for layer in [name] + lines + [back] { view.addSublayer(layer) }
        }

        /// Lays the screen out for `size` points: Back at the top left, the name and lines
        /// centred a little above the middle.
        func layout(size: Size) {
            let place = {
                self.back.bounds = Rect(x: 0, y: 0, width: 88, height: 32)
                self.back.position = Point(x: 20 + 44, y: 16 + 16)
                let middle = size.height * 0.42
                self.name.position = Point(x: size.width / 2, y: middle - 20)
                for (index, line) in self.lines.enumerated() {
                    line.position = Point(x: size.width / 2, y: middle + 30 + 24 * Double(index))
                }
            }
            if let engine = view.engine { engine.performWithoutAnimation(place) } else { place() }
        }

        override public func viewIsAppearing(_ animated: Bool) {
            // Sized as it will be shown (UIKit's advice for viewIsAppearing).
            layout(size: view.bounds.size)
        }
    }
}
