import Fling

/// Opening, closing, reversing and dragging the zoomed view.
extension ZoomScene {
    /// The velocity of a frame: its centre's and its size's, in points per second.
    struct FrameVelocity {
        var center: Point
        var size: Size
    }

    func clicked(at point: Point) {
        switch state {
        case .grid:
            if let index = tileIndex(at: point) { open(index, velocity: nil) }
        case .zooming:
            close(velocity: nil)
        case .returning:
            open(tile, velocity: nil)
        case .detail:
            if !detailFrame.contains(point) { close(velocity: nil) }
        case .dragging:
            break
        }
    }

    /// Zooms tile `index` into the detail frame. From the grid the view starts on the tile's
    /// frame; otherwise it goes on from where it is shown — with `velocity` handed over (a
    /// drag's release), or carrying the running spring's own (a click that reverses it).
    func open(_ index: Int, velocity: FrameVelocity?) {
        if state == .grid {
            tile = index
            zoom.removeAllAnimations()   // what is left of the last return, well under half a point
            engine.performWithoutAnimation {
                Tile.show(index, on: zoom)
                Tile.place(zoom, in: cellFrame(index))
                for line in Tile.details(of: zoom) { line.opacity = 0 }
                zoom.isHidden = false
                tiles[index].isHidden = true
            }
        }
        transition(to: .zooming, frame: detailFrame, veil: dimOpacity, velocity: velocity)
    }

    /// Sends the view back into its cell, from where it is shown, as `open` does.
    func close(velocity: FrameVelocity?) {
        transition(to: .returning, frame: cellFrame(tile), veil: 0, velocity: velocity)
    }

    /// Ends a transition once it has arrived — SwiftUI's logical completion rather than the
    /// spring's rest a second later: the view shown within half a point of its target on
    /// every edge and moving less than a quarter of a point a frame. Back in the grid, the
    /// tile shows again in place of the view.
    func arriveIfSettled() {
        let shown = zoom.presentation()
        let frame = Rect(
            x: shown.position.x - shown.bounds.width / 2, y: shown.position.y - shown.bounds.height / 2,
            width: shown.bounds.width, height: shown.bounds.height)
        defer { lastShown = frame }
        let target: Rect
        switch state {
        case .zooming: target = detailFrame
        case .returning: target = cellFrame(tile)
        default: return
        }
        func apart(_ a: Rect, _ b: Rect) -> Double {
            max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
        }
        guard apart(frame, target) < 0.5, apart(frame, lastShown) < 0.25 else { return }
        if state == .zooming {
            state = .detail
        } else {
            state = .grid
            engine.performWithoutAnimation {
                zoom.isHidden = true
                tiles[tile].isHidden = false
            }
        }
    }

    /// Springs the view to `frame` and the veil to `veil` (the detail lines with it, on a
    /// spring that does not bounce, so they never fade below nothing), in state `moving`.
    func transition(to moving: State, frame: Rect, veil: Double, velocity: FrameVelocity?) {
        state = moving
        let detail = veil > 0 ? 1.0 : 0.0
        if let velocity {
            // The hand-off: UIKit's relative velocity per component, from what is shown.
            let shown = zoom.presentation()
            engine.animate(.spring(spring, initialVelocity: velocity.center, from: shown.position, to: frame.center)) {
                zoom.position = frame.center
            }
            let relative = Vector(
                dx: Spring.relativeVelocity(velocity.size.width, from: shown.bounds.width, to: frame.width),
                dy: Spring.relativeVelocity(velocity.size.height, from: shown.bounds.height, to: frame.height))
            engine.animate(.spring(spring, relativeVelocity: relative)) {
                zoom.setValue(.size(frame.size), forKeyPath: "bounds.size")
            }
        } else {
            // A merging spring: it takes over from the value shown with its velocity.
            engine.animate(.spring(spring)) { Tile.place(zoom, in: frame) }
        }
        engine.animate(.spring(fadeSpring)) {
            dim.opacity = veil
            for line in Tile.details(of: zoom) { line.opacity = detail }
        }
    }

    func panned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard state != .grid else { return }
            let shown = zoom.presentation()
            grab = pan.location - pan.translation
            grabCenter = shown.position
            grabSize = shown.bounds.size
            grabUnit = Point(
                x: (grab.x - grabCenter.x) / max(1, grabSize.width),
                y: (grab.y - grabCenter.y) / max(1, grabSize.height))
            grabDim = dim.presentation().opacity
            state = .dragging
            follow(pan.translation)
        case .changed:
            if state == .dragging { follow(pan.translation) }
        case .ended:
            if state == .dragging { release(translation: pan.translation, velocity: pan.velocity) }
        case .cancelled:
            if state == .dragging { release(translation: pan.translation, velocity: .zero) }
        default:
            break
        }
    }

    /// The scale a drag `down` points downwards shrinks the view to, and its derivative.
    func shrink(_ down: Double) -> (scale: Double, slope: Double) {
        let reach = max(1, shrinkDistance * size.height)
        guard down > 0, down < reach else { return (down <= 0 ? 1 : minimumScale, 0) }
        return (1 - (1 - minimumScale) * down / reach, -(1 - minimumScale) / reach)
    }

    /// The pointer's place for a drag of `translation`: with it, except upwards, where it is
    /// rubber-banded as a scroll view past its edge (0.55, half the window as the dimension).
    func pointer(_ translation: Point) -> Point {
        let up =
            translation.y < 0 ? RubberBand.offset(translation.y, dimension: max(1, size.height / 2)) : translation.y
        return grab + Point(x: translation.x, y: up)
    }

    /// The view's frame during a drag of `translation`: shrunk by the downward distance,
    /// with the point grabbed kept under the pointer.
    func dragFrame(_ translation: Point) -> Rect {
        let scale = shrink(translation.y).scale
        let size = Size(width: grabSize.width * scale, height: grabSize.height * scale)
        let hand = pointer(translation)
        let center = Point(x: hand.x - grabUnit.x * size.width, y: hand.y - grabUnit.y * size.height)
        return Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Follows the drag through `.interactiveSpring`; the veil and the detail lines fade as
    /// the view shrinks.
    func follow(_ translation: Point) {
        let frame = dragFrame(translation)
        let fade = (shrink(translation.y).scale - minimumScale) / (1 - minimumScale)
        engine.animate(.interactiveSpring) {
            Tile.place(zoom, in: frame)
            dim.opacity = grabDim * fade
            for line in Tile.details(of: zoom) { line.opacity = fade }
        }
    }

    /// Closes the view into its cell if the drag went far enough down or was released
    /// moving down fast enough (and not thrown back up); otherwise opens it again. Either
    /// way the spring starts at the drag's velocity: the centre's (the pointer's, less the
    /// shrinking about the grabbed point) and the size's.
    func release(translation: Point, velocity: Point) {
        let fling = VelocityTracker.flingVelocity(velocity)
        let slope = shrink(translation.y).slope
        let growth = Size(width: grabSize.width * slope * fling.y, height: grabSize.height * slope * fling.y)
        // Upwards the view moves at the rubber band's slope, c / (1 + |x|·c/d)², of the hand's speed.
        let band =
            translation.y < 0
            ? RubberBand.coefficient / pow2(1 - translation.y * RubberBand.coefficient / max(1, size.height / 2)) : 1
        let center = Point(
            x: fling.x - grabUnit.x * growth.width,
            y: fling.y * band - grabUnit.y * growth.height)
        let handed = FrameVelocity(center: center, size: growth)
        let down = max(0, translation.y)
        if fling.y > closeSpeed || (down > closeDistance * size.height && fling.y > -closeSpeed) {
            close(velocity: handed)
        } else {
            open(tile, velocity: handed)
        }
    }

    private func pow2(_ x: Double) -> Double { x * x }
}
