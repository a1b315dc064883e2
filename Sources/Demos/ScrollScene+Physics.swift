import Fling

/// The scroll view's motion: the hand sets the content offset at once; a release animates it
/// through the engine — a decay onto where the throw rests, a spring onto an edge — so every
/// frame shows the closed forms at its target timestamp, at any frame rate.
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
    /// falls). Set at once: rubber-banding is not an animation.
    func follow(_ pan: PanGestureRecognizer) {
        contentOffset.value = RubberBand.clamp(
            dragStart - pan.translation.y, min: 0, max: maxOffset,
            dimension: viewportSize.height)
        dragVelocity = -pan.velocity.y
        // Now as well as in the frame hook: the indicator starts fading in in this frame.
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
    /// UIScrollView: the decay or the bounce stops and the model takes the presentation value.
    func hold() {
        // Before stopping, so the stopped motion's completion does nothing.
        motionCount += 1
        contentOffset.stopAnimations()
        crossing = nil
        phase = .idle
        dragVelocity = 0
    }

    /// Lets go at `velocity` (points per second of offset): past an edge the bounce spring
    /// takes the content back, starting at the release velocity (as UIKit's relative spring
    /// velocity over the distance to the edge); inside, a throw (above the fling threshold)
    /// decays onto the continuous rest point, `Decay.destination(from:velocity:)`, so it
    /// leaves at the release velocity. If that point is past an edge, the decay hands over to
    /// the bounce at the edge (`update(at:)`).
    func release(velocity: Double) {
        // The indicator starts fading in in this frame, whatever the release starts.
        defer { show() }
        let from = contentOffset.value
        dragVelocity = 0
        crossing = nil
        if let edge = Self.edge(of: from, maxOffset: maxOffset) {
            releases.append(ScrollRelease(time: engine.now, offset: from, velocity: velocity, target: edge))
            bounce(onto: edge, initialVelocity: Spring.relativeVelocity(velocity, from: from, to: edge))
            return
        }
        let fling = VelocityTracker.flingVelocity(Point(x: 0, y: velocity)).y
        guard fling != 0 else {
            releases.append(ScrollRelease(time: engine.now, offset: from, velocity: 0, target: from))
            settle()
            return
        }
        var rest = deceleration.destination(from: from, velocity: fling)
        var release = ScrollRelease(time: engine.now, offset: from, velocity: fling, target: rest)
        if let edge = Self.edge(of: rest, maxOffset: maxOffset) {
            // The decay's own start velocity (the release velocity, to rounding) says when it
            // reaches the edge; if rounding says never, it rests on the edge instead.
            let start = deceleration.velocity(from: from, restingAt: rest)
            if let reach = deceleration.time(toReach: edge, from: from, velocity: start) {
                crossing = (edge, engine.now + .seconds(reach))
                (release.edge, release.reachesEdge) = (edge, reach)
            } else {
                rest = edge
                release.target = edge
            }
        }
        releases.append(release)
        phase = .decelerating
        motionCount += 1
        let motion = motionCount
        engine.withAnimation(.decay(deceleration), completionCriteria: .logicallyComplete) {
            contentOffset.value = rest
        } completion: { [unowned self] in
            // Logically complete below half a point per second, as UIScrollView stops
            // decelerating; a bounce (also one still to come) or a press that took over has
            // its own ending.
            if motion == motionCount, crossing == nil { settle() }
        }
    }

    /// Hands a decay that has reached its edge over to the bounce: at the first frame at or
    /// past the moment it reaches the edge, `Decay.time(toReach:from:velocity:)` after the
    /// release.
    ///
    /// Not at that moment itself, because the engine cannot make that exact: a spring that
    /// merges over the decay starts at `engine.now` (this frame's timestamp), from the
    /// presentation value the last frame showed and with the decay's velocity at `engine.now`.
    /// The last frame was evaluated at its target timestamp, which is this frame's timestamp,
    /// so value and velocity are the decay's at one instant and the spring carries on from
    /// them: exact (both pieces are closed forms) and continuous in value and velocity. At the
    /// crossing itself the spring would start from a value shown at another time, a jump. The
    /// cost: the last frame showed the decay up to one frame's travel past the edge, and the
    /// bounce starts from there. (After a skipped vsync the spring starts from what the last
    /// frame showed, as every merge does.)
    public func update(at time: FrameTime) {
        guard let crossing, time >= crossing.time else { return }
        self.crossing = nil
        bounce(onto: crossing.edge, initialVelocity: 0)
    }

    /// Springs the content onto `edge` with the bounce spring: from where it is shown, merging
    /// with a running decay and keeping its velocity, plus `initialVelocity` (relative: a
    /// fraction of the distance to go per second, UIKit's convention).
    func bounce(onto edge: Double, initialVelocity: Double) {
        phase = .bouncing
        motionCount += 1
        let motion = motionCount
        let spring = Animation(FluidSpringAnimation(spring: bounceSpring, initialVelocity: initialVelocity))
        engine.withAnimation(spring, completionCriteria: .removed) {
            contentOffset.value = edge
        } completion: { [unowned self] in
            if motion == motionCount { settle() }
        }
    }

    /// The content is at rest: the phase is idle and the indicator fades.
    func settle() {
        phase = .idle
        restingChanged()
    }

    /// The edge `offset` is past (0 or `maxOffset`), or nil inside the bounds.
    static func edge(of offset: Double, maxOffset: Double) -> Double? {
        offset < 0 ? 0 : (offset > maxOffset ? maxOffset : nil)
    }

    /// The content at the offset the frame shows, and the indicator beside it: the
    /// viewport's frame hook, after the engine has evaluated the offset.
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
