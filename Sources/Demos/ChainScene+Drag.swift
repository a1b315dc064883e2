import Fling

/// Dragging a square, building the chain behind it, and letting go.
extension ChainScene {
    /// The square shown nearest `point`, if one is within 0.75 of a pitch of it (a press in
    /// the gap between squares still takes the nearest one; one far from all takes none).
    func cell(near point: Point) -> Int? {
        var best: Int?
        var bestDistance = pitch * 0.75
        for index in cells.indices {
            let distance = shownPosition(index).distance(to: point)
            if distance <= bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    func panned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let pressed = pressedCell else { return }
            startChain(at: pressed)
            dragAnchor = shownPosition(pressed)
            follow(pan.translation)
        case .changed:
            if isDragging { follow(pan.translation) }
        case .ended:
            if isDragging { release(velocity: VelocityTracker.flingVelocity(pan.velocity)) }
        case .cancelled:
            if isDragging { release(velocity: .zero) }
        default:
            break
        }
    }

    /// Makes `dragged` the head of the chain: every other square's leader is its neighbour
    /// one step nearer on the grid (along the longer of the two axes to go, so the chain
    /// fans out diagonally), and the squares are ordered by their distance in steps.
    func startChain(at dragged: Int) {
        isDragging = true
        dragCount += 1
        draggedCell = dragged
        let columns = Self.columns
        let rows = Self.rows
        let row = dragged / columns
        let column = dragged % columns
        farCell = (row < rows / 2 ? rows - 1 : 0) * columns + (column < columns / 2 ? columns - 1 : 0)
        leader = cells.indices.map { index in
            let dr = index / columns - row
            let dc = index % columns - column
            if dr == 0 && dc == 0 { return index }
            if abs(dr) >= abs(dc) { return index - dr.signum() * columns }
            return index - dc.signum()
        }
        var byDistance = [[Int]](repeating: [], count: rows + columns)
        for index in cells.indices where index != dragged {
            byDistance[abs(index / columns - row) + abs(index % columns - column)].append(index)
        }
        chainOrder = byDistance.flatMap { $0 }
    }

    /// Moves the dragged square's target with the pointer; it trails it on `dragSpring`.
    func follow(_ translation: Point) {
        engine.spring(cells[draggedCell], to: dragAnchor + translation, spring: dragSpring)
    }

    /// Lets go: every square springs back to its place with the velocity it shows; the dragged
    /// one starts at `velocity`, the hand's.
    func release(velocity: Point) {
        isDragging = false
        for (index, cell) in cells.enumerated() {
            engine.spring(
                cell, to: home[index], spring: settleSpring,
                initialVelocity: index == draggedCell ? velocity : nil)
        }
    }

    /// A line of text, one line tall, that takes no touches; `layout(size:)` sizes it.
    static func label(_ text: String) -> Layer {
        let layer = Layer(name: "title", bounds: Rect(x: 0, y: 0, width: 0, height: 19))
        layer.text = TextContent(
            text, fontSize: 15, color: Color(red8: 128, green8: 134, blue8: 156), alignment: .center)
        layer.isUserInteractionEnabled = false
        return layer
    }

    /// The square's colour: a hue that turns across the grid, from blue at the top left
    /// through violet to orange at the bottom right.
    static func color(row: Int, column: Int) -> Color {
        let t = Double(row + column) / Double(rows + columns - 2)
        let hue = 0.6 + 0.5 * t
        return hsv(hue - hue.rounded(.down), saturation: 0.62, value: 0.95)
    }

    /// A colour from hue (0…1), saturation and value.
    static func hsv(_ hue: Double, saturation: Double, value: Double) -> Color {
        let h = hue * 6
        let sector = Int(h) % 6
        let f = h - h.rounded(.down)
        let p = value * (1 - saturation)
        let q = value * (1 - saturation * f)
        let t = value * (1 - saturation * (1 - f))
        switch sector {
        case 0: return Color(red: value, green: t, blue: p)
        case 1: return Color(red: q, green: value, blue: p)
        case 2: return Color(red: p, green: value, blue: t)
        case 3: return Color(red: p, green: q, blue: value)
        case 4: return Color(red: t, green: p, blue: value)
        default: return Color(red: value, green: p, blue: q)
        }
    }
}
