import Layers
import Motion

/// A push, a pop or a back swipe, while it runs.
struct RunningTransition {
    enum Kind {
        case push
        case pop
        /// A back swipe: the top screen stays on the stack until it finishes.
        case interactivePop(PropertyAnimator)
        /// A drag dismissing a zoomed screen: the top screen stays on the stack until a
        /// release finishes it (it then runs as a `.pop`); `released` once it springs back.
        case interactiveZoomPop(ZoomMorph, released: Bool)
    }

    let kind: Kind
    /// The screen coming in (push) or going out (pop).
    let top: Screen
    /// The screen beneath it.
    let below: Screen
    let generation: Int
    let animated: Bool
}

extension NavigationStack {
    /// Pushes `screen` on top, sliding it in from the trailing edge over the screen shown,
    /// which moves out by `parallax` of the width beneath a shade (`UINavigationController`'s
    /// `pushViewController(_:animated:)`). The screen shown goes `appeared` → `disappearing` →
    /// `disappeared`, `screen` `disappeared` → `appearing` → `appeared`.
    ///
    /// A running transition completes first, at once (a push is never cancelled); the push
    /// then starts from where the layers are shown. Pushing a screen that is on a stack is a
    /// programming error.
    public func push(_ screen: Screen, animated: Bool = true) {
        precondition(
            screen.navigationStack == nil && !screens.contains { $0 === screen },
            "push(_:animated:): screen \"\(screen.title)\" is on a navigation stack already; pop it first")
        completeRunningTransition()
        let below = topScreen
        settleZoom(of: below)
        screens.append(screen)
        screen.navigationStack = self
        let engine = view.engine
        let animates = animated && engine != nil
        let fades = engine?.accessibilityReduceMotion == true
        let zoom = animates && !fades ? screen.preferredTransition.zoom : nil
        if zoom == nil { settleZoom(of: screen) }
        withoutAnimation {
            screen.view.bounds = view.bounds
            screen.view.position.y = size.height / 2
            if zoom != nil {
                // A screen still zooming out turns round inside its clip.
                screen.view.position.x = centre(0)
                if screen.zoomMorph?.isWrapped != true { view.addSublayer(screen.view) }
            } else {
                // A screen still sliding out from a pop turns round from where it is.
                if screen.view.superlayer !== view {
                    screen.view.position.x = centre(animates && !fades ? size.width : 0)
                    screen.view.opacity = animates && fades ? 0 : 1
                }
                view.addSublayer(screen.view)
            }
            bringIn(below, under: screen, fades: fades, zooms: zoom != nil)
        }
        below.beginDisappearing(animated)
        screen.beginAppearing(animated)
        if let zoom, let engine {
            zoomIn(screen, over: below, zoom, in: engine)
            return
        }
        guard animates, let engine else {
            withoutAnimation {
                screen.view.position.x = centre(0)
                shade.opacity = 0
            }
            below.endDisappearing(animated)
            screen.endAppearing(animated)
            tidy()
            return
        }
        generation += 1
        let generation = generation
        running = RunningTransition(kind: .push, top: screen, below: below, generation: generation, animated: true)
        animate(generation, in: engine) {
            screen.view.position.x = centre(0)
            screen.view.opacity = 1
            if !fades {
                below.view.position.x = centre(-Self.parallax * size.width)
                shade.opacity = Self.dimming
            }
        }
    }

    /// Pops the top screen, sliding it out to the trailing edge and the screen beneath back in
    /// (`popViewController(animated:)`); returns it, or nil when only the root is left. A
    /// running transition completes first, at once, as for `push`.
    @discardableResult
    public func pop(animated: Bool = true) -> Screen? {
        completeRunningTransition()
        guard screens.count > 1 else { return nil }
        let top = screens.removeLast()
        top.navigationStack = nil
        let below = topScreen
        settleZoom(of: below)
        let engine = view.engine
        let animates = animated && engine != nil
        let fades = engine?.accessibilityReduceMotion == true
        let zoom = animates && !fades ? top.preferredTransition.zoom : nil
        if zoom == nil { settleZoom(of: top) }
        withoutAnimation { bringIn(below, under: top, fades: fades, zooms: zoom != nil) }
        top.beginDisappearing(animated)
        below.beginAppearing(animated)
        if let zoom, let engine {
            zoomOut(top, to: below, zoom, velocity: nil, in: engine)
            return top
        }
        guard animates, let engine else {
            withoutAnimation {
                top.view.removeFromSuperlayer()
                top.view.opacity = 1
                below.view.position.x = centre(0)
                shade.opacity = 0
            }
            top.endDisappearing(animated)
            below.endAppearing(animated)
            tidy()
            return top
        }
        generation += 1
        let generation = generation
        running = RunningTransition(kind: .pop, top: top, below: below, generation: generation, animated: true)
        animate(generation, in: engine) {
            if fades { top.view.opacity = 0 } else { top.view.position.x = centre(size.width) }
            below.view.position.x = centre(0)
            shade.opacity = 0
        }
        return top
    }

    /// Makes `changes` on `spring`; when their animations stop, transition `generation` ends.
    func animate(_ generation: Int, in engine: AnimationEngine, _ changes: () -> Void) {
        let ended: (Bool) -> Void = { [weak self] _ in self?.transitionEnded(generation) }
        engine.transaction(animation: .spring(spring), completion: ended, changes)
    }

    /// Puts `below`'s view beneath `top`'s with the shade between; a view not in the
    /// container comes in where a covered screen sits (in place, under a shade of nothing,
    /// when the transition `fades` or `zooms`; a zoomed screen covers it from where it is).
    func bringIn(_ below: Screen, under top: Screen, fades: Bool, zooms: Bool = false) {
        if below.view.superlayer !== view {
            below.view.bounds = view.bounds
            below.view.opacity = 1
            let still = fades || zooms
            below.view.position = Point(x: centre(still ? 0 : -Self.parallax * size.width), y: size.height / 2)
            shade.opacity = still ? 0 : Self.dimming
        }
        let index = view.sublayers.firstIndex { $0 === lowestLayer(of: top) } ?? view.sublayers.count
        view.insertSublayer(below.view, at: index)
        let above = view.sublayers.firstIndex { $0 === lowestLayer(of: top) } ?? view.sublayers.count
        view.insertSublayer(shade, at: above)
    }

    /// The lowest of the layers showing `screen` in the container: its zoom's shadow while it
    /// zooms, its view otherwise.
    func lowestLayer(of screen: Screen) -> Layer {
        if let morph = screen.zoomMorph, morph.isWrapped { return morph.shadow }
        return screen.view
    }

    /// Ends the running transition at once, as a new one starting does: its screens reach
    /// `appeared` and `disappeared` with their callbacks, and its layers carry on from where
    /// they are shown. A back swipe stops where it is and counts as finished past
    /// `finishingFraction`, as cancelled before it.
    func completeRunningTransition() {
        guard let running else { return }
        self.running = nil
        switch running.kind {
        case .push:
            running.below.endDisappearing(running.animated)
            running.top.endAppearing(running.animated)
        case .pop:
            running.top.endDisappearing(running.animated)
            running.below.endAppearing(running.animated)
        case let .interactivePop(animator):
            let finishes = animator.fractionComplete > Self.finishingFraction
            animator.stopAnimation(true)
            endInteractivePop(running, finished: finishes)
            if backSwipe.state == .began || backSwipe.state == .changed {
                backSwipe.isEnabled = false
                backSwipe.isEnabled = true
            }
        case let .interactiveZoomPop(morph, released):
            // A drag held or springing back counts as cancelled: the screen zooms back to rest.
            if !released, let engine = view.engine {
                morph.run(
                    to: morph.restGeometry, animation: .spring(spring), in: engine, container: view,
                    extra: { shade.opacity = morph.zoom.options.dimmingOpacity }, ended: { [weak self] in self?.tidy() }
                )
            }
            endInteractivePop(running, finished: false)
            if zoomDismiss.state == .began || zoomDismiss.state == .changed {
                zoomDismiss.isEnabled = false
                zoomDismiss.isEnabled = true
            }
        }
    }

    /// A transition's animations have stopped: its screens end their appearance, unless a
    /// later transition completed it already; either way views no longer shown leave.
    func transitionEnded(_ generation: Int) {
        if let running, running.generation == generation {
            completeRunningTransition()
        }
        tidy()
    }

    /// Takes out of the container the views of screens no longer shown, once they have
    /// stopped moving; the top screen's stays, and so do those of the running transition.
    func tidy() {
        var kept: [Layer] = [topScreen.view]
        if let running { kept += [running.top.view, running.below.view] }
        // A zoom's layers leave with its last leg, which puts the view back first.
        zooming.removeAll { !$0.isWrapped }
        kept += zooming.flatMap { [$0.clip, $0.shadow] }
        for layer in view.sublayers where layer !== shade && !kept.contains(where: { $0 === layer }) {
            if !layer.isAnimating {
                layer.removeFromSuperlayer()
                // A view faded out under Reduce Motion shows again when it next comes in.
                withoutAnimation { layer.opacity = 1 }
            }
        }
    }

    /// Runs `changes` with actions disabled (set at once, even inside an animating
    /// transaction of the app's).
    func withoutAnimation(_ changes: () -> Void) {
        if let engine = view.engine {
            engine.performWithoutAnimation(changes)
        } else {
            changes()
        }
    }
}
