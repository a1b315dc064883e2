import Fling

/// What the clicks do: a row or a tile pushes its place's detail, Back pops it, Info presents
/// the sheet.
extension NavigationScene {
    /// Pushes the detail of row or tile `index` (`pushViewController(_:animated:)`); the
    /// detail may present, through the scene's host.
    func open(_ index: Int, isTile: Bool) {
        let place = (isTile ? PlacesScreen.tilePlaces : PlacesScreen.rowPlaces)[index]
        let detail = DetailScreen(place: place.name, color: place.color, isFromTile: isTile, tally: detailTally)
        detail.presentationHost = host
        detail.back = { [unowned self] in pop() }
        detail.info = { [unowned self] detail in presentInfo(from: detail) }
        if isTile {
            // Asked on zooming in and again on zooming out: look the tile up by its place (an
            // id), as Apple advises, rather than holding the layer. The zoom starts from the
            // tile's corner radius and shadow.
            let id = place.name
            detail.preferredTransition = .zoom { [unowned self] context in
                zoomSourceRequests.append((engine.now.seconds, context.isZoomingIn))
                return places.tile(for: id)
            }
            zoomed = detail
        }
        pushes.append((engine.now.seconds, place.name, isTile))
        stack.push(detail)
    }

    /// Pops the top detail (`popViewController(animated:)`).
    func pop() {
        pops.append(engine.now.seconds)
        stack.pop()
    }

    /// Presents the place's info as a sheet with the medium and large detents, unless the
    /// detail shows one already.
    func presentInfo(from detail: DetailScreen) {
        guard detail.presentedScreen == nil else { return }
        let info = InfoScreen(place: detail.place, color: detail.color, tally: infoTally)
        infoScreens.append(info)
        presentations.append(engine.now.seconds)
        detail.present(info, style: .sheet(detents: Self.infoDetents))
    }
}
