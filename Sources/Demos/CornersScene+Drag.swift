import Fling

/// Dragging, throwing and catching the card.
extension CornersScene {
    func panned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            // A press caught the card already; a scroll has no press, so it catches here.
            if pan.isScrolling { catchCard() }
            beginPath()
            destination = nil
            dragStart = card.position
            follow(pan.translation)
        case .changed:
            follow(pan.translation)
        case .ended:
            release(velocity: pan.velocity)
        case .cancelled:
            settle(in: nearestSlot(to: card.position), handing: .zero, releaseVelocity: .zero, projected: card.position)
        default:
            break
        }
    }

    /// Moves the card's model to follow the drag; `.interactiveSpring` takes the
    /// presentation there, merging with the previous move's spring.
    func follow(_ translation: Point) {
        let target = rubberBanded(dragStart + translation)
        engine.animate(.interactiveSpring) { card.position = target }
    }

    /// `center` with the card kept inside the window: past an edge, the card's overshoot is
    /// rubber-banded as UIScrollView shows content dragged past its bounds (coefficient
    /// 0.55), with half the card's size as the dimension, so the card follows at 0.55 of the
    /// pointer's speed at first and never leaves the window by more than half its size.
    func rubberBanded(_ center: Point) -> Point {
        let half = Size(width: card.bounds.width / 2, height: card.bounds.height / 2)
        return Point(
            x: RubberBand.clamp(
                center.x, min: half.width, max: max(half.width, size.width - half.width),
                dimension: half.width),
            y: RubberBand.clamp(
                center.y, min: half.height, max: max(half.height, size.height - half.height),
                dimension: half.height))
    }

    /// Throws the card: the release velocity, through the fling threshold, picks the slot by
    /// its decay projection and starts the spring there.
    func release(velocity: Point) {
        let fling = VelocityTracker.flingVelocity(velocity)
        let projected = Decay.normal.project(card.position, velocity: fling)
        settle(in: nearestSlot(to: projected), handing: fling, releaseVelocity: velocity, projected: projected)
    }

    /// Springs the card into `slot` from where it is shown, starting at `velocity`, and
    /// records the hand-off.
    func settle(in slot: Int, handing velocity: Point, releaseVelocity: Point, projected: Point) {
        destination = slot
        let from = card.presentation().position
        let to = slotCenter(slot)
        engine.animate(.spring(spring, initialVelocity: velocity, from: from, to: to)) { card.position = to }
        handoffs.append(
            Handoff(
                time: engine.now, releaseVelocity: releaseVelocity, velocity: velocity,
                projected: projected, slot: slot, from: from, to: to, spring: spring))
    }

    /// Stops the card where it is seen: its model takes the shown position, and a spring that
    /// starts there at rest takes over the running one (nothing moves, nothing jumps).
    func catchCard() {
        let shown = card.presentation().position
        caughtInFlight = shown != card.position
        engine.animate(.spring(spring, relativeVelocity: .zero)) { card.position = shown }
    }

    /// A press that never became a drag caught the card mid-flight: it flies on to its slot
    /// from rest.
    func resumeFlight() {
        guard let destination else { return }
        let to = slotCenter(destination)
        guard card.position != to else { return }
        engine.animate(.spring(spring, relativeVelocity: .zero)) { card.position = to }
    }
}
