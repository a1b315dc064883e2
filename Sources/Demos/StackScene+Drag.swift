import Fling

/// Dragging, throwing and returning the top card.
extension StackScene {
    /// The card on top of the deck.
    var top: Layer { deck[0] }

    /// Whether the pan is moving the top card.
    var isDragging: Bool { pan.state == .began || pan.state == .changed }

    func panned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            dragStart = top.position - deckCenter
            follow(pan.translation)
        case .changed:
            follow(pan.translation)
        case .ended:
            release(velocity: pan.velocity)
        case .cancelled:
            settle(velocity: .zero)
        default:
            break
        }
    }

    /// The tilt of a card `dx` points right of the deck's centre: `tiltPerWidth` a card width,
    /// at most ±0.6 radians.
    func tilt(_ dx: Double) -> Double {
        min(0.6, max(-0.6, tiltPerWidth * dx / max(1, cardSize.width)))
    }

    /// How far the top card at `offset` from the centre has gone towards a throw: 0 at the
    /// centre, 1 at `throwDistance`. The cards beneath move up that fraction of a step.
    func progress(_ offset: Point) -> Double {
        min(1, length(offset) / max(1, throwDistance * cardSize.width))
    }

    /// Moves the top card's model with the drag (through `.interactiveSpring`, which merges
    /// with the previous move's spring) and the deck beneath it by the drag's progress.
    func follow(_ translation: Point) {
        let offset = dragStart + translation
        let rise = progress(offset)
        engine.animate(.interactiveSpring) {
            top.position = deckCenter + offset
            top.setValue(.number(tilt(offset.x)), forKeyPath: "transform.rotation.z")
            for depth in 1..<deck.count { place(deck[depth], depth: Double(depth) - rise) }
        }
    }

    /// Throws the card if the release's projection passes `throwDistance` or its speed
    /// `throwSpeed`; otherwise springs it back.
    func release(velocity: Point) {
        let fling = VelocityTracker.flingVelocity(velocity)
        let offset = top.position - deckCenter
        let projected = Decay.normal.project(offset, velocity: fling)
        if length(projected) > throwDistance * cardSize.width || length(fling) > throwSpeed {
            throwTop(velocity: fling, towards: projected)
        } else {
            settle(velocity: fling)
        }
    }

    /// Springs the top card back to the centre from where it is shown, starting at
    /// `velocity`, untilted (the rotation's merging spring carries its own velocity), and
    /// the deck back down a step.
    func settle(velocity: Point) {
        let from = top.presentation().position
        let to = deckCenter
        engine.animate(.spring(returnSpring, initialVelocity: velocity, from: from, to: to)) { top.position = to }
        engine.animate(.spring(returnSpring)) { top.setValue(.number(0), forKeyPath: "transform.rotation.z") }
        engine.animate(.spring(deckSpring)) {
            for depth in 1..<deck.count { place(deck[depth], depth: Double(depth)) }
        }
    }

    /// Throws the top card off the screen, starting at `velocity`, tilting further with its
    /// horizontal velocity; the deck moves up a step and a new card is dealt at the back.
    ///
    /// The flight is a critically damped spring to a point past the window's edge along the
    /// throw, `distance` away, with its natural frequency ω = 2·|velocity| / distance: started
    /// at the release velocity v₀ = ωd/2, it moves as d·(1 − (1 + ωt/2)·e^(−ωt)), whose speed
    /// v₀·(1 + ωt)·e^(−ωt) starts at the hand's with no jolt of acceleration and then fades
    /// like a scroll view's deceleration, so the card leaves at the speed it was thrown
    /// (ω is kept within 3…30 per second, so a slow throw still leaves in about a second).
    func throwTop(velocity: Point, towards projected: Point) {
        let card = deck.removeFirst()
        let shown = card.presentation()
        let from = shown.position
        let to = flightTarget(from: from, projected: projected, velocity: velocity)
        let speed = length(velocity)
        let distance = max(1, length(to - from))
        let flight = Spring(duration: 2 * Double.pi / min(30, max(3, 2 * speed / distance)), bounce: 0)
        card.isUserInteractionEnabled = false
        deckLayer.addSublayer(card)   // in front of every other card, earlier throws included
        flying.append(card)
        lastThrown = card
        thrownCount += 1
        topIndex += 1
        engine.animate(.spring(flight, initialVelocity: velocity, from: from, to: to)) { card.position = to }
        let spin = min(1.2, max(-1.2, Self.rotation(of: shown) + velocity.x * throwTilt))
        engine.animate(.spring(flight)) { card.setValue(.number(spin), forKeyPath: "transform.rotation.z") }
        dealAtBack()
    }

    /// Where a thrown card flies to from `from`: along its velocity (along the projected
    /// offset instead when the hand was slow, under 300 points per second, or moving back
    /// against the projection), half as far again as the point where the card, tilted any
    /// way, is wholly outside the window.
    func flightTarget(from: Point, projected: Point, velocity: Point) -> Point {
        let slowOrBack = length(velocity) < 300 || velocity.x * projected.x + velocity.y * projected.y < 0
        var unit = slowOrBack ? projected : velocity
        if length(unit) < 1e-6 { unit = Point(x: 1, y: 0) }
        unit = unit * (1 / length(unit))
        let radius = length(Point(x: cardSize.width, y: cardSize.height)) / 2 + 20
        // The distance along `unit` at which the centre leaves the window grown by `radius`.
        var exit = Double.infinity
        if unit.x > 1e-9 { exit = min(exit, (size.width + radius - from.x) / unit.x) }
        if unit.x < -1e-9 { exit = min(exit, (-radius - from.x) / unit.x) }
        if unit.y > 1e-9 { exit = min(exit, (size.height + radius - from.y) / unit.y) }
        if unit.y < -1e-9 { exit = min(exit, (-radius - from.y) / unit.y) }
        return from + unit * (1.5 * max(exit, radius))
    }

    /// Deals the next card at the back of the deck: it fades in a step below the last card,
    /// while every card springs up to its new depth.
    func dealAtBack() {
        let card = spare.popLast() ?? Card.make()
        card.removeAllAnimations()
        Card.resize(card, to: cardSize)
        deal(card, number: topIndex + Self.visibleCount - 1)
        card.isUserInteractionEnabled = true
        engine.performWithoutAnimation {
            place(card, depth: Double(Self.visibleCount))
            card.opacity = 0
        }
        deckLayer.insertSublayer(card, at: 0)
        deck.append(card)
        engine.animate(.spring(deckSpring)) {
            for (depth, each) in deck.enumerated() { place(each, depth: Double(depth)) }
            card.opacity = 1
        }
    }

    /// Takes every thrown card that is wholly outside the window off the screen, to be dealt
    /// again: its flight, which goes on for a while to rest past the edge, is removed.
    func collectLanded() {
        let radius = length(Point(x: cardSize.width, y: cardSize.height)) / 2
        for card in flying {
            let shown = card.presentation().position
            guard
                shown.x < -radius || shown.x > size.width + radius || shown.y < -radius
                    || shown.y > size.height + radius
            else { continue }
            flying.removeAll { $0 === card }
            if card === lastThrown {
                lastThrownShown = shownValues(card)
                lastThrown = nil
            }
            card.removeFromSuperlayer()
            card.removeAllAnimations()
            spare.append(card)
        }
    }

    /// Stops the top card where it is seen (a press on it as it springs back): its model
    /// takes the shown position and tilt, and a spring at rest takes over, so nothing jumps.
    func catchTop() {
        let shown = top.presentation()
        engine.animate(.spring(returnSpring, relativeVelocity: .zero)) {
            top.position = shown.position
            top.setValue(.number(Self.rotation(of: shown)), forKeyPath: "transform.rotation.z")
        }
    }

    func length(_ point: Point) -> Double { (point.x * point.x + point.y * point.y).squareRoot() }
}
