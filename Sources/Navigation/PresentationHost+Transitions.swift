import Layers
import Motion

/// A presentation or a dismissal, while it runs.
struct RunningPresentation {
    enum Kind {
        case present
        case dismiss
    }

    let kind: Kind
    let presentation: Presentation
    /// The presenter: it disappears under a full-screen cover and appears again after.
    let presenting: Screen
    let generation: Int
    let animated: Bool
}

extension PresentationHost {
    /// Presents `presented` over `presenting` in `style` (`present(_:animated:completion:)`
    /// with a `modalPresentationStyle`): it slides up from the bottom on `spring`, a sheet to
    /// its lowest detent over a dimming layer, a cover to fill the host. `presented` goes
    /// `disappeared` → `appearing` → `appeared`; under a cover `presenting` goes `appeared` →
    /// `disappearing` → `disappeared`, under a sheet it stays `appeared` (UIKit's page sheet).
    ///
    /// A running transition completes first, at once; a screen still sliding out from its
    /// dismissal turns round from where it is shown, keeping its velocity. Under Reduce Motion
    /// it fades in at its resting place instead of sliding up.
    func present(_ presented: Screen, from presenting: Screen, style: PresentationStyle, animated: Bool) {
        precondition(
            presented.presentingScreen == nil && presented.navigationStack == nil && presented !== root,
            "present(_:style:animated:): screen \"\(presented.title)\" is shown already; dismiss or pop it first")
        precondition(
            presenting.presentedScreen == nil,
            "present(_:style:animated:): screen \"\(presenting.title)\" presents \"\(presenting.presentedScreen?.title ?? "")\" already; dismiss it first"
        )
        completeRunningTransition()
        let presentation: Presentation
        // A screen sliding out turns round from where it is shown: its top and velocity, kept
        // when its new style changes its height.
        var shown: (top: Double, velocity: Double)?
        if let leftover = presented.presentation {
            // Still sliding out: the same layers turn round.
            presentation = leftover
            shown = (shownTop(leftover), presented.view.positionVelocity.y)
            presentation.style = style
            presentations.removeAll { $0 === leftover }
        } else {
            presentation = Presentation(presented: presented, style: style)
            presentation.pan.shouldBegin = { [unowned self, unowned presentation] _ in dragShouldBegin(presentation) }
            presentation.pan.onPress = { [unowned self, unowned presentation] _ in pressed(presentation) }
            presentation.pan.action = { [unowned self, unowned presentation] pan in dragged(presentation, pan) }
            presentation.pan.onTransition = { [unowned self, unowned presentation] transition in
                if transition.to == .failed { pressEnded(presentation) }
            }
            presented.presentation = presentation
            presented.view.addGestureRecognizer(presentation.pan)
        }
        presentations.append(presentation)
        presentation.presenting = presenting
        presentation.isDismissing = false
        presentation.isCaught = false
        presentation.selectedDetent = presentation.detents(in: size.height).first
        presented.presentingScreen = presenting
        presented.presentationHost = self
        presenting.presentedScreen = presented
        let engine = view.engine
        let animates = animated && engine != nil
        // Under Reduce Motion it fades in at its place instead of sliding up.
        let fades = animates && engine?.accessibilityReduceMotion == true
        let zoom = animates && !fades ? presented.preferredTransition.zoom : nil
        if zoom == nil { settleZoom(of: presented) }
        withoutAnimation {
            presentation.dimming.bounds = view.bounds
            presentation.dimming.position = Point(x: size.width / 2, y: size.height / 2)
            let height = viewHeight(presentation)
            if let shown, animates, presented.view.isAnimating, presented.view.bounds.height != height {
                // A new height moves the top edge: stop, resize and put the top back where it
                // is shown; the spring below starts at the velocity it had.
                engine?.catchPosition(of: presented.view)
                presented.view.bounds = Rect(x: 0, y: 0, width: size.width, height: height)
                place(presentation, top: shown.top)
            } else {
                shown = nil
                presented.view.bounds = Rect(x: 0, y: 0, width: size.width, height: height)
            }
            if zoom != nil {
                // It zooms to its resting place; still zooming out, it turns round in its clip.
                engine?.catchPosition(of: presented.view)
                place(presentation, top: restingTop(presentation))
                presented.view.opacity = 1
                if presented.zoomMorph?.isWrapped != true {
                    view.addSublayer(presentation.dimming)
                    view.addSublayer(presented.view)
                }
            } else {
                if presented.view.superlayer !== view || !animates {
                    place(presentation, top: fades ? restingTop(presentation) : size.height)
                    presented.view.opacity = fades ? 0 : 1
                }
                view.addSublayer(presentation.dimming)
                view.addSublayer(presented.view)
            }
        }
        let covers = !presentation.isSheet
        if covers { presenting.beginDisappearing(animated) }
        presented.beginAppearing(animated)
        let dimming = covers ? 0 : Self.dimming
        guard animates, let engine else {
            withoutAnimation {
                place(presentation, top: restingTop(presentation))
                presentation.dimming.opacity = dimming
            }
            if covers { presenting.endDisappearing(animated) }
            presented.endAppearing(animated)
            return
        }
        generation += 1
        running = RunningPresentation(
            kind: .present, presentation: presentation, presenting: presenting, generation: generation,
            animated: true)
        if let zoom {
            zoomIn(presentation, from: presenting, zoom, dimming: dimming, ending: generation, in: engine)
        } else if fades {
            fade(
                presentation, opacity: 1, toTop: restingTop(presentation), dimming: dimming, ending: generation,
                in: engine)
        } else {
            move(
                presentation, toTop: restingTop(presentation), dimming: dimming, velocity: shown?.velocity,
                ending: generation, in: engine)
        }
    }

    /// Dismisses `presented` (`dismiss(animated:completion:)`): it slides down out of the host
    /// on `spring` — from a released drag, at the drag's `velocity` (points per second,
    /// downward positive) — and leaves the host when it stops. `presented` goes `appeared` →
    /// `disappearing` → `disappeared`; under a cover the presenter appears again. Screens it
    /// presents are dismissed first, at once, as UIKit dismisses the whole chain above. Under
    /// Reduce Motion it fades out where it is instead of sliding down.
    func dismiss(_ presented: Screen, animated: Bool, velocity: Double? = nil) {
        completeRunningTransition()
        guard let presentation = presented.presentation, let presenting = presented.presentingScreen else { return }
        if let above = presented.presentedScreen { dismiss(above, animated: false) }
        presenting.presentedScreen = nil
        presented.presentingScreen = nil
        presentation.presenting = nil
        presentation.isDismissing = true
        presentation.isCaught = false
        let covers = !presentation.isSheet
        presented.beginDisappearing(animated)
        if covers { presenting.beginAppearing(animated) }
        let engine = view.engine
        let zoom = engine?.accessibilityReduceMotion == false ? presented.preferredTransition.zoom : nil
        if zoom == nil || !animated { settleZoom(of: presented) }
        guard animated, let engine else {
            withoutAnimation {
                place(presentation, top: size.height)
                presentation.dimming.opacity = 0
            }
            presented.endDisappearing(animated)
            if covers { presenting.endAppearing(animated) }
            tidy()
            return
        }
        generation += 1
        running = RunningPresentation(
            kind: .dismiss, presentation: presentation, presenting: presenting, generation: generation,
            animated: true)
        if let zoom {
            zoomOut(presentation, to: presenting, zoom, velocity: velocity, ending: generation, in: engine)
        } else if engine.accessibilityReduceMotion {
            fade(presentation, opacity: 0, toTop: nil, dimming: 0, ending: generation, in: engine)
        } else {
            move(presentation, toTop: size.height, dimming: 0, velocity: velocity, ending: generation, in: engine)
        }
    }

    /// Reduce Motion's presentation and dismissal: the view fades to `opacity` with the dimming
    /// on `spring` — springing to `top` too when given and not there (a sheet turned round from
    /// a slide), staying where it is otherwise — and transition `ending` ends with the fade.
    func fade(
        _ presentation: Presentation, opacity: Double, toTop top: Double?, dimming: Double, ending: Int,
        in engine: AnimationEngine
    ) {
        let view = presentation.presented.view
        if let top, view.position != centre(presentation, top: top) {
            engine.spring(view, to: centre(presentation, top: top), spring: spring)
        }
        let ended: (Bool) -> Void = { [weak self] _ in self?.transitionEnded(ending) }
        engine.transaction(animation: .spring(spring), completion: ended) {
            view.opacity = opacity
            presentation.dimming.opacity = dimming
        }
    }

    /// Springs the view's top to `top` — at `velocity` when given, else from the velocity it
    /// is shown with — and the dimming to `dimming`; when the view stops, transition `ending`
    /// ends (0: none).
    func move(
        _ presentation: Presentation, toTop top: Double, dimming: Double, velocity: Double?, ending: Int,
        in engine: AnimationEngine
    ) {
        let view = presentation.presented.view
        engine.spring(
            view, to: centre(presentation, top: top), spring: spring,
            initialVelocity: velocity.map { Point(x: 0, y: $0) },
            completion: { [weak self] _ in self?.transitionEnded(ending) })
        engine.transaction(
            animation: .spring(spring), completion: { [weak self] _ in self?.tidy() },
            { presentation.dimming.opacity = dimming })
    }

    /// Ends the running transition at once, as a new one starting does: its screens reach
    /// `appeared` and `disappeared` with their callbacks; its layers go on moving.
    func completeRunningTransition() {
        guard let running else { return }
        self.running = nil
        let presented = running.presentation.presented
        let covers = !running.presentation.isSheet
        switch running.kind {
        case .present:
            if covers { running.presenting.endDisappearing(running.animated) }
            presented.endAppearing(running.animated)
        case .dismiss:
            presented.endDisappearing(running.animated)
            if covers { running.presenting.endAppearing(running.animated) }
        }
    }

    /// A transition's view has stopped: its screens end their appearance, unless a later
    /// transition completed it already; either way dismissed views no longer moving leave.
    func transitionEnded(_ generation: Int) {
        if let running, running.generation == generation {
            completeRunningTransition()
        }
        tidy()
    }

    /// Takes out of the host the layers of dismissed screens that have stopped moving.
    func tidy() {
        for presentation in presentations where presentation.isDismissing {
            if let running, running.presentation === presentation { continue }
            let view = presentation.presented.view
            guard !view.isAnimating, !presentation.dimming.isAnimating else { continue }
            view.removeGestureRecognizer(presentation.pan)
            view.removeFromSuperlayer()
            // Faded out under Reduce Motion, it shows again when next presented.
            withoutAnimation { view.opacity = 1 }
            presentation.dimming.removeFromSuperlayer()
            presentation.presented.presentation = nil
        }
        presentations.removeAll { $0.presented.presentation !== $0 }
    }
}
