import Gestures
import Layers
import Motion

extension NavigationStack {
    /// A back swipe begins from within `edgeWidth` of the leading edge, or as a horizontal
    /// scroll to the right, when there is a screen to go back to.
    func backSwipeShouldBegin() -> Bool {
        guard screens.count > 1, size.width > 0, let engine = view.engine else { return false }
        // A zoomed screen is dismissed by its own drag (`zoomDismiss`), unless it only fades.
        if topScreen.preferredTransition.zoom != nil && !engine.accessibilityReduceMotion { return false }
        if backSwipe.isScrolling {
            let moved = backSwipe.translation
            return moved.x > 0 && abs(moved.x) > abs(moved.y)
        }
        return view.convert(backSwipe.startLocation, from: nil).x <= Self.edgeWidth
    }

    func backSwipeChanged(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginInteractivePop()
            scrub(pan)
        case .changed:
            scrub(pan)
        case .ended:
            releaseInteractivePop(velocity: pan.velocity(in: view).x, cancelled: false)
        case .cancelled, .failed:
            releaseInteractivePop(velocity: 0, cancelled: true)
        default:
            break
        }
    }

    /// Starts the interactive pop: the top screen disappearing, the one beneath appearing,
    /// and a paused, linear `PropertyAnimator` holding the pop, scrubbed by the swipe.
    func beginInteractivePop() {
        completeRunningTransition()
        guard screens.count > 1, let engine = view.engine else { return }
        let top = topScreen
        let below = screens[screens.count - 2]
        let fades = engine.accessibilityReduceMotion
        withoutAnimation { bringIn(below, under: top, fades: fades) }
        top.beginDisappearing(true)
        below.beginAppearing(true)
        generation += 1
        let generation = generation
        let width = size.width
        let animator = PropertyAnimator(engine: engine, duration: 0.5, curve: .linear) { [unowned self] in
            if fades { top.view.opacity = 0 } else { top.view.position.x = centre(width) }
            below.view.position.x = centre(0)
            shade.opacity = 0
        }
        animator.addCompletion { [weak self] position in
            guard let self, let running, running.generation == generation else {
                self?.tidy()
                return
            }
            self.running = nil
            endInteractivePop(running, finished: position == .end)
            tidy()
        }
        animator.pauseAnimation()
        running = RunningTransition(
            kind: .interactivePop(animator), top: top, below: below, generation: generation, animated: true)
    }

    /// Follows the swipe: the pop's fraction is how far it has moved across the width.
    func scrub(_ pan: PanGestureRecognizer) {
        guard case let .interactivePop(animator)? = running?.kind, size.width > 0 else { return }
        animator.fractionComplete = min(max(pan.translation(in: view).x / size.width, 0), 1)
    }

    /// The swipe let go at `velocity` points per second (rightward positive): the pop finishes
    /// past `finishingFraction` or faster than `finishingSpeed` to the right, and cancels
    /// otherwise, on a critically damped spring that starts at the swipe's speed.
    func releaseInteractivePop(velocity: Double, cancelled: Bool) {
        guard case let .interactivePop(animator)? = running?.kind else { return }
        let fraction = animator.fractionComplete
        let finishes =
            !cancelled
            && (velocity > Self.finishingSpeed
                || (fraction > Self.finishingFraction && velocity >= -Self.finishingSpeed))
        if !finishes { animator.isReversed = true }
        // UIKit's relative velocity: the share of what is left covered per second.
        let left = (finishes ? 1 - fraction : fraction) * size.width
        let relative = left > 0.5 ? (finishes ? velocity : -velocity) / left : 0
        animator.continueAnimation(
            withTimingParameters: .dampedSpring(dampingRatio: 1, initialVelocity: Vector(dx: relative, dy: 0)),
            durationFactor: 1)
    }

    /// The end of an interactive pop. Finished: the top screen leaves the stack,
    /// `disappearing` → `disappeared`, and the one beneath appears. Cancelled: the top screen
    /// goes straight from `disappearing` to `appearing` and `appeared`, and the one beneath
    /// from `appearing` to `disappearing` and `disappeared`, in one turn (UIKit's cancelled
    /// pop).
    func endInteractivePop(_ transition: RunningTransition, finished: Bool) {
        let (top, below) = (transition.top, transition.below)
        if finished {
            if screens.last === top {
                screens.removeLast()
                top.navigationStack = nil
            }
            top.endDisappearing(true)
            below.endAppearing(true)
        } else {
            top.beginAppearing(true)
            top.endAppearing(true)
            below.beginDisappearing(true)
            below.endDisappearing(true)
        }
    }
}
