import Fling

/// Driving the sheet's `PropertyAnimator`: scrubbing, releasing, catching and toggling.
extension SheetScene {
    /// A paused animator from the state the sheet rests in to the other one (UIKit:
    /// `UIViewPropertyAnimator(duration:timingParameters:)` then `pauseAnimation()`), or the
    /// one already under way.
    @discardableResult
    func animatorToOtherState() -> PropertyAnimator {
        if let animator, animator.state == .active { return animator }
        let opening = !isOpen
        let animator = PropertyAnimator(
            engine: engine, duration: 0.5,
            timingParameters: .spring(spring, initialVelocity: .zero))
        let center = Point(x: size.width / 2, y: centerY(open: opening))
        animator.addAnimations { [unowned self] in
            sheet.position = center
            dim.opacity = opening ? Self.dimmed : 0
        }
        animator.addCompletion { [unowned self, weak animator] position in
            guard let animator, self.animator === animator else { return }
            if position == .end { isOpen = opening }
            self.animator = nil
        }
        self.animator = animator
        animatorOpens = opening
        return animator
    }

    /// A press on the sheet: a running animator pauses where it is shown, so what follows
    /// (a drag, a click) takes it over from there.
    func catchSheet() {
        guard let animator, animator.state == .active, animator.isRunning else { return }
        animator.pauseAnimation()
    }

    /// A press that became neither a drag nor a click: the caught animator runs on.
    func runOn() {
        guard let animator, animator.state == .active, !animator.isRunning, !isDragging else { return }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }

    func panned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginScrubbing()
            scrub(pan.translation.y)
        case .changed:
            scrub(pan.translation.y)
        case .ended:
            release(velocity: pan.velocity.y)
        case .cancelled:
            release(velocity: 0)
        default:
            break
        }
    }

    /// `.began`: pause the animator (making one if the sheet is at rest) and save its fraction.
    func beginScrubbing() {
        let animator = animatorToOtherState()
        if animator.isRunning || animator.state == .inactive { animator.pauseAnimation() }
        fractionAtBegan = animator.fractionComplete
    }

    /// `.changed`: the saved fraction plus the translation over the distance, toward the
    /// animator's end. Fling's `fractionComplete` counts from the animator's start values
    /// whether or not it is reversed (UIKit's mirrors it, 1 − fraction, once reversed, which
    /// is why UIKit code negates the fraction of a reversed animator): so the sign comes from
    /// the direction the animator's end lies in, and a reversed animator is scrubbed alike.
    func scrub(_ translationY: Double) {
        guard let animator, animator.state == .active else { return }
        if animator.isRunning { animator.pauseAnimation() }
        let towardEnd = animatorOpens ? -translationY : translationY
        animator.fractionComplete = fractionAtBegan + towardEnd / distance
    }

    /// `.ended`: the throw picks the state — its direction past 50 points per second,
    /// otherwise the nearer state — reversing the animator if that state is its start, and
    /// the animator continues with a spring at the release velocity (relative: over the
    /// distance left, as `UISpringTimingParameters` takes it).
    func release(velocity: Double) {
        guard let animator, animator.state == .active else { return }
        let opens: Bool
        if abs(velocity) > 50 {
            opens = velocity < 0
        } else {
            opens = (progressShown > 0.5) == animatorOpens
        }
        let reversed = opens != animatorOpens
        if animator.isReversed != reversed { animator.isReversed = reversed }
        let from = sheet.presentation().position.y
        let to = centerY(open: opens)
        let relative = Spring.relativeVelocity(velocity, from: from, to: to)
        releases.append(
            SheetRelease(velocity: velocity, relativeVelocity: relative, from: from, to: to, reversed: reversed))
        // Both axes: the animator's fraction follows x, the sheet's y follows y.
        animator.continueAnimation(
            withTimingParameters: .spring(spring, initialVelocity: Vector(dx: relative, dy: relative)),
            durationFactor: 0)
    }

    /// A click on the handle: open or close from rest, or turn a moving sheet around.
    func toggle() {
        if let animator, animator.state == .active {
            animator.isReversed.toggle()
            if !animator.isRunning {
                animator.continueAnimation(
                    withTimingParameters: .spring(spring, initialVelocity: .zero), durationFactor: 0)
            }
        } else {
            animatorToOtherState().startAnimation()
        }
    }
}
