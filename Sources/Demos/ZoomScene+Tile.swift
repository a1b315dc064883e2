import Fling

extension ZoomScene {
    /// How the tiles look: rounded 16 in their colour, a soft shadow under them (which the
    /// zoom reads as its source's look and interpolates to none), their name at the top left.
    ///
    /// Labels refuse touches, so a click finds the tile.
    enum Tile {
        /// The tiles' names and colours, in reading order: the gallery's palette, but for
        /// Kyoto's rose, a shade bluer than its ember.
        static let palette: [(name: String, color: Color)] = [
            ("Lisbon", GalleryPalette.aurora), ("Kyoto", Color(red8: 226, green8: 76, blue8: 96)),
            ("Oslo", GalleryPalette.fjord), ("Lima", GalleryPalette.kumquat),
            ("Accra", GalleryPalette.glade), ("Hanoi", GalleryPalette.heather),
            ("Quito", GalleryPalette.dune), ("Perth", GalleryPalette.lagoon),
            ("Tunis", GalleryPalette.coral), ("Riga", GalleryPalette.iris),
            ("Cusco", GalleryPalette.juniper), ("Dakar", GalleryPalette.basalt),
        ]
        /// The tiles' corner radius.
        static let cornerRadius = 16.0
        /// The tiles' shadow: opacity, blur radius, offset (down).
        static let shadowOpacity = 0.25
        static let shadowRadius = 8.0
        static let shadowOffset = Size(width: 0, height: 4)
        static let inset = 14.0

        /// Tile `index`.
        static func make(_ index: Int) -> Layer {
            let tile = Layer(name: "tile\(index)", backgroundColor: palette[index].color, cornerRadius: cornerRadius)
            tile.shadowOpacity = shadowOpacity
            tile.shadowRadius = shadowRadius
            tile.shadowOffset = shadowOffset
            tile.addSublayer(label(palette[index].name, size: 17, at: Point(x: inset, y: inset - 2), width: 200))
            return tile
        }

        /// A line of white text, `size` points, its box's top left at `origin`, `width` wide.
        static func label(
            _ text: String, size: Double, at origin: Point, width: Double, alignment: TextContent.Alignment = .left,
            color: Color = .white
        ) -> Layer {
            let height = (size * 1.25).rounded(.up)
            let label = Layer(
                name: "label", position: Point(x: origin.x + width / 2, y: origin.y + height / 2),
                bounds: Rect(x: 0, y: 0, width: width, height: height))
            label.text = TextContent(text, fontSize: size, color: color, alignment: alignment)
            label.isUserInteractionEnabled = false
            return label
        }
    }
}
