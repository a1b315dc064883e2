import Fling

extension ZoomScene {
    /// The stack's root screen: twelve tiles in a grid, four columns in a landscape window and
    /// three in a portrait one, centred.
    public final class Grid: Screen {
        /// The tiles, in reading order (their index is their id).
        public private(set) var tiles: [Layer] = []
        var size: Size = .zero

        init() {
            super.init(title: "grid")
            for index in Tile.palette.indices {
                let tile = Tile.make(index)
                tiles.append(tile)
                view.addSublayer(tile)
            }
        }

        /// The tile whose id is `id` — what a zoom's source closure asks for — or nil if there
        /// is none.
        public func tile(for id: Int) -> Layer? { tiles.indices.contains(id) ? tiles[id] : nil }

        /// Places the tiles for a screen of `size` points.
        func layout(size: Size) {
            self.size = size
            let engine = view.engine
            let place = {
                for (index, tile) in self.tiles.enumerated() {
                    let frame = self.cellFrame(index)
                    tile.position = frame.center
                    tile.bounds = Rect(origin: .zero, size: frame.size)
                }
            }
            if let engine { engine.performWithoutAnimation(place) } else { place() }
        }

        /// The number of columns: four in a landscape screen, three in a portrait one.
        public var columns: Int { size.width >= size.height ? 4 : 3 }

        /// Tile `index`'s frame in the screen's coordinates (the stack's).
        public func cellFrame(_ index: Int) -> Rect {
            // Tiles at most 240 × 170, the grid centred.
            let columns = self.columns
            let rows = (tiles.count + columns - 1) / columns
            let margin = min(32, size.width * 0.04)
            let top = min(8, size.height * 0.02)
            let gap = min(16, size.width * 0.015)
            let width = max(1, min(240, (size.width - 2 * margin - gap * Double(columns - 1)) / Double(columns)))
            let height = max(1, min(170, (size.height - top - margin - gap * Double(rows - 1)) / Double(rows)))
            let gridWidth = width * Double(columns) + gap * Double(columns - 1)
            let gridHeight = height * Double(rows) + gap * Double(rows - 1)
            let left = (size.width - gridWidth) / 2
            let upper = max(top, (size.height - gridHeight) / 2)
            let column = index % columns
            let row = index / columns
            return Rect(
                x: left + Double(column) * (width + gap), y: upper + Double(row) * (height + gap),
                width: width, height: height)
        }

        /// The tile under `point` (in the screen's coordinates), if any.
        public func tileIndex(at point: Point) -> Int? {
            tiles.indices.first { cellFrame($0).contains(point) }
        }
    }
}
