import Fling

extension ZoomScene {
    /// How the thumbnails and the zoomed view look: a rounded tile in its colour with its
    /// name at the top left; the zoomed view adds two lines that fade in with the detail.
    ///
    /// Labels sit at fixed offsets from the top-left corner, so they stay put while the
    /// view's size animates; they refuse touches, so a press finds the tile or the view.
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
        static let inset = 14.0

        /// Thumbnail `index`.
        static func make(_ index: Int) -> Layer {
            let tile = Layer(name: "tile\(index)", backgroundColor: palette[index].color, cornerRadius: 16)
            tile.addSublayer(label(palette[index].name, size: 17, color: .white, line: 0))
            return tile
        }

        /// Gives the zoomed view its labels: the name, then two lines of detail.
        static func dress(_ view: Layer) {
            view.addSublayer(label("", size: 17, color: .white, line: 0))
            view.addSublayer(label("", size: 13, color: Color(red: 1, green: 1, blue: 1, alpha: 0.8), line: 1))
            view.addSublayer(
                label(
                    "Drag down to send it back · click outside to close", size: 13,
                    color: Color(red: 1, green: 1, blue: 1, alpha: 0.8), line: 2))
        }

        /// Shows tile `index` on the zoomed view; its detail lines start hidden.
        static func show(_ index: Int, on view: Layer) {
            view.backgroundColor = palette[index].color
            view.sublayers[0].text?.string = palette[index].name
            view.sublayers[1].text?.string = "Tile \(index + 1) of \(palette.count), zoomed from its cell"
        }

        /// The zoomed view's detail lines.
        static func details(of view: Layer) -> ArraySlice<Layer> { view.sublayers[1...] }

        /// Sets `layer`'s model frame to `frame` (position and `bounds.size`, the key paths
        /// the transition animates), in the caller's animation.
        static func place(_ layer: Layer, in frame: Rect) {
            layer.position = frame.center
            layer.setValue(.size(frame.size), forKeyPath: "bounds.size")
        }

        /// A left-aligned line of text at the top left, `line` lines down.
        static func label(_ text: String, size: Double, color: Color, line: Int) -> Layer {
            let width = 420.0
            let height = (size * 1.25).rounded(.up)
            let top = line == 0 ? inset - 2 : inset + 26 + Double(line - 1) * 20
            let label = Layer(
                name: "label", position: Point(x: inset + width / 2, y: top + height / 2),
                bounds: Rect(x: 0, y: 0, width: width, height: height))
            label.text = TextContent(text, fontSize: size, color: color)
            label.isUserInteractionEnabled = false
            return label
        }
    }
}
