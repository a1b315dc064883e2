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
            restack()
            return
        }
        if stack.topScreen === grid {
            let local = grid.view.convert(point, from: nil, usingPresentation: true)
            if let index = grid.tileIndex(at: local) { open(index) }
        } else if let detail, stack.topScreen === detail, let hit = root.hitTest(point, usingPresentation: true),
            hit === detail.back || hit.superlayer === detail.back
        {
            stack.pop()
            restack()
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
        restack()
    }

    /// Puts the grid's view back at the bottom of the stack's container and the stack's shade
    /// just above it, so the zooming screen's layers are drawn above both, in their order;
    /// changes nothing when they are in place.
    ///
    /// A workaround: `NavigationStack` brings the screen below in under the top one, and the
    /// shade above it, at indices it reads before moving the view (`bringIn(_:under:fades:zooms:)`),
    /// so a view already in the container lands too high — the grid above the detail on every
    /// push and on a pop that turns a zoom round, the shade above the detail on a pop or a drag
    /// from rest. Without this the detail zooms in behind the tiles and is dimmed while dragged.
    func restack() {
        let container = stack.view
        guard grid.view.superlayer === container else { return }
        let shade = container.sublayers.first { $0.name == "navigationStack.shade" }
        let inPlace =
            container.sublayers.first === grid.view
            && (shade == nil || container.sublayers.count < 2 || container.sublayers[1] === shade)
        guard !inPlace else { return }
        engine.performWithoutAnimation {
            container.insertSublayer(grid.view, at: 0)
            if let shade { container.insertSublayer(shade, at: 1) }
        }
    }
}
