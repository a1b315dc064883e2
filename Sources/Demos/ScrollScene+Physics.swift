import Fling

/// The scroll view's motion: the hand, the decay, the bounce, all in closed form from the
/// moment each began, so any frame rate shows the same motion.
extension ScrollScene {
    func panned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            // A press stopped the content already; a scroll has no press, so it stops here.
            if pan.isScrolling { hold() }
            phase = .dragging
            dragStart = unbanded(offset)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            release(velocity: -pan.velocity.y)
        case .cancelled:
            release(velocity: 0)
        default:
            break
        }
    }

    /// The offset under the hand: the drag moves the un-banded offset, and the view shows it
    /// rubber-banded past the edges (dragging down moves the content down, so the offset
    /// falls).
    func follow(_ pan: PanGestureRecognizer) {
        offset = RubberBand.clamp(
            dragStart - pan.translation.y, min: 0, max: maxOffset,
            dimension: viewportSize.height)
        velocity = -pan.velocity.y
        show()
    }

    /// The un-banded offset that shows as `shown`: the rubber band's exact inverse past an
    /// edge, so a drag that catches the content there starts without a jump.
    func unbanded(_ shown: Double) -> Double {
        if shown < 0 { return RubberBand.overshoot(forOffset: shown, dimension: viewportSize.height) }
        if shown > maxOffset {
            return maxOffset + RubberBand.overshoot(forOffset: shown - maxOffset, dimension: viewportSize.height)
        }
        return shown
    }

    /// A press stops the content where it is shown, as a touch stops a decelerating
    /// UIScrollView.
    func hold() {
        phase = .idle
        velocity = 0
    }

    /// Lets go at `velocity` (points per second of offset): past an edge the bounce spring
    /// takes the content back; inside, a throw (above the fling threshold) decays.
    func release(velocity: Double) {
        let edge = offset < 0 ? 0 : (offset > maxOffset ? maxOffset : nil)
        if let edge {
            phase = .bouncing(start: engine.now, edge: edge, displacement: offset - edge, velocity: velocity)
        } else {
            let fling = VelocityTracker.flingVelocity(Point(x: 0, y: velocity)).y
            phase = fling == 0 ? .idle : .decelerating(start: engine.now, offset: offset, velocity: fling)
            self.velocity = fling
            if fling == 0 { restingChanged() }
        }
        update(at: engine.now)
    }

    /// Advances the decay or the bounce to `time` and shows the offset.
    public func update(at time: FrameTime) {
        switch phase {
        case let .decelerating(start, from, speed):
            decelerate(start: start, from: from, velocity: speed, at: time)
        case let .bouncing(start, edge, displacement, speed):
            bounce(start: start, edge: edge, from: displacement, velocity: speed, at: time)
        case .idle, .dragging:
            break
        }
        show()
    }

    /// The decay from `from` at `velocity`, released at `start`. If it would come to rest
    /// past an edge, it reaches the edge at a time known in closed form (where the decay's
    /// remaining travel equals the distance past the edge it would go), and from there the
    /// bounce spring takes over with the decay's velocity at that moment.
    func decelerate(start: FrameTime, from: Double, velocity speed: Double, at time: FrameTime) {
        let rest = deceleration.destination(from: from, velocity: speed)
        let edge: Double? = rest > maxOffset ? maxOffset : (rest < 0 ? 0 : nil)
        if let edge {
            // The velocity falls linearly with the distance travelled: v(x) = v₀·(rest − x)/(rest − x₀).
            let atEdge = speed * (rest - edge) / (rest - from)
            let reach = start + .seconds(deceleration.duration(velocity: speed, threshold: abs(atEdge)))
            if time >= reach {
                phase = .bouncing(start: reach, edge: edge, displacement: 0, velocity: atEdge)
                bounce(start: reach, edge: edge, from: 0, velocity: atEdge, at: time)
                return
            }
        }
        let t = max((time - start).seconds, 0)
        offset = deceleration.value(from: from, velocity: speed, time: t)
        velocity = deceleration.velocity(speed, time: t)
        if t >= deceleration.duration(velocity: speed) {
            phase = .idle
            velocity = 0
            restingChanged()
        }
    }

    /// The bounce spring onto `edge`, from `displacement` past it at `velocity`, since `start`.
    func bounce(start: FrameTime, edge: Double, from displacement: Double, velocity speed: Double, at time: FrameTime) {
        let motion = bounceSpring.displacement(
            from: displacement, velocity: speed, time: max((time - start).seconds, 0))
        offset = edge + motion.value
        velocity = motion.velocity
        if abs(motion.value) < 0.05 && abs(motion.velocity) < 1 {
            offset = edge
            velocity = 0
            phase = .idle
            restingChanged()
        }
    }

    /// The content at the offset, and the indicator beside it.
    func show() {
        let y = contentHeight / 2 - offset
        let position = Point(x: viewportSize.width / 2, y: y)
        if content.position != position { content.position = position }
        showIndicator()
    }

    /// The indicator's length is the visible fraction of the content, shortened by any
    /// overshoot past an edge; it stays inside the viewport's rounded ends.
    func showIndicator() {
        let inset = 8.0
        let track = max(viewportSize.height - 2 * inset, 1)
        let overshoot = offset < 0 ? -offset : max(offset - maxOffset, 0)
        let full = min(max(track * viewportSize.height / max(contentHeight, 1), 36), track)
        let length = max(full - overshoot, 8)
        let fraction = maxOffset > 0 ? min(max(offset / maxOffset, 0), 1) : 0
        let frame = Rect(x: viewportSize.width - 9, y: inset + fraction * (track - length), width: 5, height: length)
        let position = frame.center
        if indicator.position != position { indicator.position = position }
        if indicator.bounds.size != frame.size { indicator.bounds = Rect(origin: .zero, size: frame.size) }
        let visible = phase != .idle
        if visible && indicator.opacity != 1 {
            engine.animate(.easeOut(duration: 0.1)) { indicator.opacity = 1 }
        }
    }

    /// The content came to rest: the indicator fades out after a moment, as UIScrollView's does.
    func restingChanged() {
        engine.animate(.easeInOut(duration: 0.35).delay(0.4)) { indicator.opacity = 0 }
    }
}
