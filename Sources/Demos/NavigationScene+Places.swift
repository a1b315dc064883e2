import Fling

extension NavigationScene {
    /// The stack's root screen, "Places": a list of rows at the left and a grid of tiles at the
    /// right, as an app's master screen. A click on a row or a tile calls `open` with the place
    /// and how it was chosen; the scene pushes its detail.
    public final class PlacesScreen: TalliedScreen {
        /// The places of the list and of the grid, each a palette colour by name.
        public static let rowPlaces = Array(GalleryPalette.named[0..<10])
        public static let tilePlaces = Array(GalleryPalette.named[4..<12])
        /// The tiles' corner radius and shadow, which a zoom interpolates to the screen's.
        public static let tileRadius = 16.0
        static let tileShadow = (opacity: 0.45, radius: 12.0, offset: Size(width: 0, height: 6))

        let heading = CornersScene.label("Places", size: 26, color: .white, origin: .zero, width: 0)
        let hint = CornersScene.label(
            "click a row to push its detail · click a tile to zoom into it", size: 13,
            color: NavigationScene.dimText, origin: .zero, width: 0)
        /// The list and its rows (each a swatch, a name and a chevron).
        public let list = Layer(name: "list")
        public let rows: [Layer]
        /// The grid and its tiles.
        public let grid = Layer(name: "grid")
        public let tiles: [Layer]
        /// A click on the list or the grid: the row or tile under it opens.
        public let listTap = TapGestureRecognizer()
        public let gridTap = TapGestureRecognizer()
        /// Opens a place: its index in `rowPlaces` or `tilePlaces`, and whether it is a tile.
        var open: (_ index: Int, _ isTile: Bool) -> Void = { _, _ in }

        init(tally: CallbackTally) {
            rows = Self.rowPlaces.map { place in
                let row = Layer(name: "row.\(place.name)", backgroundColor: NavigationScene.rowColor, cornerRadius: 12)
                let swatch = Layer(
                    name: "swatch", bounds: Rect(x: 0, y: 0, width: 32, height: 32), backgroundColor: place.color,
                    cornerRadius: 8)
                swatch.isUserInteractionEnabled = false
                row.addSublayer(swatch)
                row.addSublayer(CornersScene.label(place.name, size: 17, color: .white, origin: .zero, width: 0))
                row.addSublayer(
                    CornersScene.label(
                        "›", size: 22, color: NavigationScene.dimText, origin: .zero, width: 0, alignment: .right))
                return row
            }
            tiles = Self.tilePlaces.map { place in
                let tile = Layer(
                    name: "tile.\(place.name)", backgroundColor: place.color, cornerRadius: Self.tileRadius)
                tile.shadowOpacity = Self.tileShadow.opacity
                tile.shadowRadius = Self.tileShadow.radius
                tile.shadowOffset = Self.tileShadow.offset
                tile.addSublayer(CornersScene.label(place.name, size: 17, color: .white, origin: .zero, width: 0))
                return tile
            }
            super.init(title: "Places", tally: tally, background: NavigationScene.listBackground)
            view.addSublayer(heading)
            view.addSublayer(hint)
            view.addSublayer(list)
            view.addSublayer(grid)
            for row in rows { list.addSublayer(row) }
            for tile in tiles { grid.addSublayer(tile) }
            listTap.name = "tap.list"
            listTap.addAction { [unowned self] tap in
                let point = tap.location(in: list)
                if let index = rows.firstIndex(where: { $0.frame.contains(point) }) { open(index, false) }
            }
            list.addGestureRecognizer(listTap)
            gridTap.name = "tap.grid"
            gridTap.addAction { [unowned self] tap in
                let point = tap.location(in: grid)
                if let index = tiles.firstIndex(where: { $0.frame.contains(point) }) { open(index, true) }
            }
            grid.addGestureRecognizer(gridTap)
        }

        /// The tile of `place`, the zoom's source (nil for a place the grid does not show).
        public func tile(for place: String) -> Layer? {
            tiles.first { $0.name == "tile.\(place)" }
        }

        /// The list takes the left 40 % under the heading, ten rows of at most 60 points; the
        /// grid the rest, four tiles by two, in portrait as far as the space allows.
        override func layoutContent() {
            let size = view.bounds.size
            let margin = min(max(size.width * 0.025, 8), 32)
            heading.bounds.size.width = max(size.width - 2 * margin, 1)
            heading.position = Point(x: margin + heading.bounds.width / 2, y: 14 + heading.bounds.height / 2)
            hint.bounds.size.width = heading.bounds.width
            hint.position = Point(x: heading.position.x, y: 14 + heading.bounds.height + 4 + hint.bounds.height / 2)
            let top = 14 + heading.bounds.height + 4 + hint.bounds.height + margin * 0.75
            let height = max(size.height - top - margin, 10)
            let listWidth = max((size.width * 0.4).rounded() - margin, 10)
            list.bounds = Rect(x: 0, y: 0, width: listWidth, height: height)
            list.position = Point(x: margin + listWidth / 2, y: top + height / 2)
            let gap = margin * 0.3
            let rowHeight = max(min(60, (height - gap * Double(rows.count - 1)) / Double(rows.count)), 4)
            for (index, row) in rows.enumerated() {
                row.bounds = Rect(x: 0, y: 0, width: listWidth, height: rowHeight)
                row.position = Point(x: listWidth / 2, y: Double(index) * (rowHeight + gap) + rowHeight / 2)
                let swatch = row.sublayers[0]
                let name = row.sublayers[1]
                let chevron = row.sublayers[2]
                swatch.position = Point(x: 14 + swatch.bounds.width / 2, y: rowHeight / 2)
                name.bounds.size.width = max(listWidth - 100, 1)
                name.position = Point(x: 60 + name.bounds.width / 2, y: rowHeight / 2)
                chevron.bounds.size.width = 30
                chevron.position = Point(x: listWidth - 14 - 15, y: rowHeight / 2)
            }
            let gridX = margin + listWidth + margin
            let gridWidth = max(size.width - gridX - margin, 10)
            grid.bounds = Rect(x: 0, y: 0, width: gridWidth, height: height)
            grid.position = Point(x: gridX + gridWidth / 2, y: top + height / 2)
            let columns = 4
            let tileGap = margin * 0.6
            let side = max((gridWidth - tileGap * Double(columns - 1)) / Double(columns), 4)
            // A little taller than wide, like a photo in portrait, as far as two rows fit.
            let tileHeight = max(min(side * 1.5, (height - tileGap) / 2), 4)
            for (index, tile) in tiles.enumerated() {
                tile.bounds = Rect(x: 0, y: 0, width: side, height: tileHeight)
                let x = Double(index % columns) * (side + tileGap) + side / 2
                let y = Double(index / columns) * (tileHeight + tileGap) + tileHeight / 2
                tile.position = Point(x: x, y: y)
                let name = tile.sublayers[0]
                name.bounds.size.width = max(side - 24, 1)
                name.position = Point(x: 12 + name.bounds.width / 2, y: tileHeight - 12 - name.bounds.height / 2)
            }
        }
    }
}
