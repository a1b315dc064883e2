import Gestures
import Layers
import Motion

/// The zoom transition on a stack: pushes and pops of screens whose `preferredTransition` is
/// `.zoom`, and the drag that dismisses them.
extension NavigationStack {
    /// The morph of `screen`, made on its first zoom, with its resting frame the stack's bounds.
    func morph(of screen: Screen, _ zoom: ZoomTransition) -> ZoomMorph {
        let morph = screen.zoomMorph ?? ZoomMorph(screen: screen, zoom: zoom)
        screen.zoomMorph = morph
        morph.rest = Rect(x: 0, y: 0, width: size.width, height: size.height)
        if !zooming.contains(where: { $0 === morph }) { zooming.append(morph) }
        return morph
    }

    /// Zooms `screen` (pushed, its callbacks begun) in from its source over `below`, which
    /// stays in place under a shade: from the source's frame, corner radius and shadow, or —
    /// still zooming out — from where it is shown, turning round.
    func zoomIn(_ screen: Screen, over below: Screen, _ zoom: ZoomTransition, in engine: AnimationEngine) {
        let morph = morph(of: screen, zoom)
        let from = morph.sourceGeometry(in: view, below: below, zoomingIn: true)
        withoutAnimation { morph.wrap(at: from, in: view) }
        generation += 1
        let generation = generation
        running = RunningTransition(kind: .push, top: screen, below: below, generation: generation, animated: true)
        morph.run(
            to: morph.restGeometry, animation: .spring(spring), in: engine, container: view,
            extra: {
                below.view.position.x = centre(0)
                shade.opacity = zoom.options.dimmingOpacity
            },
            ended: { [weak self] in self?.transitionEnded(generation) })
    }

    /// Zooms `top` (popped, its callbacks begun) back into the layer its source closure gives
    /// now, from where it is shown; `relativeVelocity` (a released drag's) starts the spring,
    /// else a leg running turns round keeping its velocity.
    func zoomOut(
        _ top: Screen, to below: Screen, _ zoom: ZoomTransition, velocity relativeVelocity: Double?,
        in engine: AnimationEngine
    ) {
        let morph = morph(of: top, zoom)
        withoutAnimation { morph.wrap(at: morph.restGeometry, in: view) }
        let target = morph.sourceGeometry(in: view, below: below, zoomingIn: false)
        generation += 1
        let generation = generation
        running = RunningTransition(kind: .pop, top: top, below: below, generation: generation, animated: true)
        let animation: Animation =
            relativeVelocity.map { .spring(spring, relativeVelocity: Vector(dx: $0, dy: $0)) } ?? .spring(spring)
        morph.run(
            to: target, animation: animation, styleAnimation: .spring(spring), in: engine, container: view,
            extra: {
                below.view.position.x = centre(0)
                shade.opacity = 0
            },
            ended: { [weak self] in self?.transitionEnded(generation) })
    }

    /// Ends `screen`'s zoom at once, at rest, when a transition not its own starts while it
    /// zooms (a slide over a screen still zooming in).
    func settleZoom(of screen: Screen) {
        guard let morph = screen.zoomMorph, morph.isWrapped else { return }
        withoutAnimation { morph.settle(in: view) }
        zooming.removeAll { $0 === morph }
    }

    // MARK: The dismissing drag

    /// The drag begins on a zoomed top screen (not under Reduce Motion, where the back swipe
    /// fades it): down from anywhere, or right from the leading edge, when the zoom's
    /// `interactiveDismissShouldBegin` agrees.
    func zoomDismissShouldBegin() -> Bool {
        guard screens.count > 1, size.height > 0, let engine = view.engine, !engine.accessibilityReduceMotion,
            let zoom = topScreen.preferredTransition.zoom
        else { return false }
        let moved = zoomDismiss.translation
        let start = view.convert(zoomDismiss.startLocation, from: nil)
        let down = moved.y > 0 && moved.y > abs(moved.x)
        let fromEdge = moved.x > 0 && moved.x > abs(moved.y) && (start.x <= Self.edgeWidth || zoomDismiss.isScrolling)
        guard down || fromEdge else { return false }
        return zoom.allowsInteractiveDismiss(
            of: topScreen, toward: screens[screens.count - 2], pressedAt: zoomDismiss.startLocation)
    }

    func zoomDismissChanged(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginZoomDismiss(pan)
            followZoomDismiss(pan)
        case .changed:
            followZoomDismiss(pan)
        case .ended:
            releaseZoomDismiss(moved: pan.translation(in: view), velocity: pan.velocity(in: view), cancelled: false)
        case .cancelled, .failed:
            releaseZoomDismiss(moved: pan.translation(in: view), velocity: .zero, cancelled: true)
        default:
            break
        }
    }

    /// Whether the drag running began rightward from the edge (else downward).
    private var zoomDismissIsHorizontal: Bool {
        let moved = zoomDismissStart
        return moved.x > abs(moved.y)
    }

    /// Starts the interactive zoomed pop: the top screen disappearing, the one beneath
    /// appearing, the screen caught where it is shown and held under the finger.
    func beginZoomDismiss(_ pan: PanGestureRecognizer) {
        zoomDismissStart = pan.translation
        completeRunningTransition()
        guard screens.count > 1, let engine = view.engine, let zoom = topScreen.preferredTransition.zoom else { return }
        let top = topScreen
        let below = screens[screens.count - 2]
        let morph = morph(of: top, zoom)
        withoutAnimation {
            bringIn(below, under: top, fades: false, zooms: true)
            morph.wrap(at: morph.restGeometry, in: view)
        }
        top.beginDisappearing(true)
        below.beginAppearing(true)
        let finger = view.convert(pan.location, from: nil) - pan.translation(in: view)
        morph.beginDrag(at: finger, in: engine)
        generation += 1
        running = RunningTransition(
            kind: .interactiveZoomPop(morph, released: false), top: top, below: below, generation: generation,
            animated: true)
    }

    /// The screen shrinks with the drag's distance about the point grabbed, which stays under
    /// the finger (upward, the finger is rubber-banded as a scroll view past its edge); the
    /// shade lifts with it.
    func followZoomDismiss(_ pan: PanGestureRecognizer) {
        guard case let .interactiveZoomPop(morph, false)? = running?.kind, let engine = view.engine else { return }
        let scale = morph.follow(
            pan.translation(in: view), horizontal: zoomDismissIsHorizontal, height: size.height, in: engine)
        let lifted = (scale - ZoomMorph.minimumScale) / (1 - ZoomMorph.minimumScale)
        withoutAnimation { shade.opacity = morph.zoom.options.dimmingOpacity * lifted }
    }

    /// The drag let go, having `moved`, at `velocity` (points per second): past `zoomDismissingDistance` of the
    /// height (and not thrown back) or faster than `finishingSpeed` in its direction, the pop
    /// finishes, zooming back into the source; otherwise the screen springs back to rest.
    /// Either way the spring starts at the finger's speed toward where it goes.
    func releaseZoomDismiss(moved: Point, velocity: Point, cancelled: Bool) {
        guard case let .interactiveZoomPop(morph, false)? = running?.kind, let engine = view.engine,
            let transition = running
        else { return }
        let fling = VelocityTracker.flingVelocity(velocity)
        let speed = zoomDismissIsHorizontal ? fling.x : fling.y
        let distance = ZoomMorph.dismissDistance(moved, horizontal: zoomDismissIsHorizontal)
        let finishes = !cancelled && ZoomMorph.releaseDismisses(distance: distance, speed: speed, height: size.height)
        let (top, below) = (transition.top, transition.below)
        guard finishes else {
            generation += 1
            let generation = generation
            running = RunningTransition(
                kind: .interactiveZoomPop(morph, released: true), top: top, below: below, generation: generation,
                animated: true)
            let target = morph.restGeometry
            let relative = morph.relativeVelocity(fling, toward: target)
            morph.run(
                to: target, animation: .spring(spring, relativeVelocity: Vector(dx: relative, dy: relative)),
                styleAnimation: .spring(spring),
                in: engine, container: view,
                extra: { shade.opacity = morph.zoom.options.dimmingOpacity },
                ended: { [weak self] in
                    guard let self else { return }
                    if let running = self.running, running.generation == generation {
                        self.running = nil
                        endInteractivePop(running, finished: false)
                    }
                    tidy()
                })
            return
        }
        // Finished: the screen leaves the stack and zooms back as a pop, at the finger's speed.
        if screens.last === top {
            screens.removeLast()
            top.navigationStack = nil
        }
        running = nil
        let target = morph.sourceGeometry(in: view, below: below, zoomingIn: false)
        let relative = morph.relativeVelocity(fling, toward: target)
        generation += 1
        let generation = generation
        running = RunningTransition(kind: .pop, top: top, below: below, generation: generation, animated: true)
        morph.run(
            to: target, animation: .spring(spring, relativeVelocity: Vector(dx: relative, dy: relative)),
            styleAnimation: .spring(spring), in: engine,
            container: view,
            extra: {
                below.view.position.x = centre(0)
                shade.opacity = 0
            },
            ended: { [weak self] in self?.transitionEnded(generation) })
    }
}
