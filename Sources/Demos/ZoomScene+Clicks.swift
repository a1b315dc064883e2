import Fling

extension ZoomScene {
    /// A click at `point` (window coordinates), by state: mid-zoom it reverses the zoom, at
    /// rest it opens a tile or presses Back.
    func clicked(at point: Point) {
        if let detail, detail.appearanceState == .appearing || detail.appearanceState == .disappearing {
            // Zooming in (or springing back from a drag): on the stack, so pop it. Zooming
            // out: off the stack, so push it again. The stack turns the zoom round from where
            // it is shown, keeping its velocity.
            if detail.navigationStack != nil {
                stack.pop()
            } else {
                stack.push(detail)
            }
            return
        }
        if stack.topScreen === grid {
            let local = grid.view.convert(point, from: nil, usingPresentation: true)
            if let index = grid.tileIndex(at: local) { open(index) }
        } else if let detail, stack.topScreen === detail, let hit = root.hitTest(point, usingPresentation: true),
            hit === detail.back || hit.superlayer === detail.back
        {
            stack.pop()
        }
    }

    /// Pushes tile `index`'s detail, zooming out of the tile: the source closure captures the
    /// index and looks the tile up each time the stack asks (on the push and on the pop).
    func open(_ index: Int) {
        let screen = Detail(tile: index)
        screen.preferredTransition = .zoom { [weak self, grid] context in
            self?.sourceRequests.append((index, context.isZoomingIn))
            return grid.tile(for: index)
        }
        detail = screen
        stack.push(screen)
    }
}
