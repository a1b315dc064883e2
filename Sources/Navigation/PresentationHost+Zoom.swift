import Gestures
import Layers
import Motion

/// The zoom transition for presentations: a sheet or a full-screen cover whose
/// `preferredTransition` is `.zoom` grows out of its source to its resting place and shrinks
/// back into the source the closure gives when it is dismissed, as iOS 18 zooms
/// `.sheet` and `.fullScreenCover`.
extension PresentationHost {
    /// Zooms a presented screen (its callbacks begun, its view at its resting place) in from
    /// its source with the dimming to `dimming`; transition `ending` ends when it settles.
    func zoomIn(
        _ presentation: Presentation, from presenting: Screen, _ zoom: ZoomTransition, dimming: Double, ending: Int,
        in engine: AnimationEngine
    ) {
        let morph = morph(of: presentation, zoom)
        let from = morph.sourceGeometry(in: view, below: presenting, zoomingIn: true)
        withoutAnimation { morph.wrap(at: from, in: view) }
        morph.run(
            to: morph.restGeometry, animation: .spring(spring), in: engine, container: view,
            extra: { presentation.dimming.opacity = dimming },
            ended: { [weak self] in self?.transitionEnded(ending) })
    }

    /// Zooms a dismissed screen back into the layer its closure gives now, from where it is
    /// shown — a drag's release `velocity` (points per second, downward) handed to the spring
    /// as the finger's speed toward the source — with the dimming to nothing.
    func zoomOut(
        _ presentation: Presentation, to presenting: Screen, _ zoom: ZoomTransition, velocity: Double?, ending: Int,
        in engine: AnimationEngine
    ) {
        let view = presentation.presented.view
        let morph = morph(of: presentation, zoom)
        if !morph.isWrapped {
            // From where the sheet is shown (a drag's release, a spring to a detent).
            engine.catchPosition(of: view)
            morph.rest = frame(of: view)
            withoutAnimation { morph.wrap(at: morph.restGeometry, in: self.view) }
        }
        let target = morph.sourceGeometry(in: self.view, below: presenting, zoomingIn: false)
        let animation: Animation
        if let velocity {
            let relative = morph.relativeVelocity(Point(x: 0, y: velocity), toward: target)
            animation = .spring(spring, relativeVelocity: Vector(dx: relative, dy: relative))
        } else {
            animation = .spring(spring)
        }
        morph.run(
            to: target, animation: animation, styleAnimation: .spring(spring), in: engine, container: self.view,
            extra: { presentation.dimming.opacity = 0 },
            ended: { [weak self] in self?.transitionEnded(ending) })
    }

    /// The morph of a presented screen, its resting frame the view's model frame.
    func morph(of presentation: Presentation, _ zoom: ZoomTransition) -> ZoomMorph {
        let screen = presentation.presented
        let morph = screen.zoomMorph ?? ZoomMorph(screen: screen, zoom: zoom)
        screen.zoomMorph = morph
        if !morph.isWrapped { morph.rest = frame(of: screen.view) }
        return morph
    }

    /// `layer`'s model frame in the host.
    func frame(of layer: Layer) -> Rect {
        Rect(
            x: layer.position.x - layer.bounds.width / 2, y: layer.position.y - layer.bounds.height / 2,
            width: layer.bounds.width, height: layer.bounds.height)
    }

    // MARK: Dragging a zoomed cover

    /// A zoomed full-screen cover is dragged down to dismiss it (iOS 18's zoomed covers are),
    /// unless under Reduce Motion or its zoom's `interactiveDismissShouldBegin` refuses.
    func coverDragShouldBegin(_ presentation: Presentation) -> Bool {
        guard !presentation.isSheet, !presentation.isDismissing, size.height > 0, let engine = view.engine,
            !engine.accessibilityReduceMotion, let zoom = presentation.presented.preferredTransition.zoom,
            let presenting = presentation.presenting
        else { return false }
        let moved = presentation.pan.translation
        guard moved.y > 0 && moved.y > abs(moved.x) else { return false }
        return zoom.allowsInteractiveDismiss(
            of: presentation.presented, toward: presenting, pressedAt: presentation.pan.startLocation)
    }

    /// The cover shrinks under the finger as a zoomed screen on a stack does
    /// (`NavigationStack.zoomDismiss`); let go past `NavigationStack.zoomDismissingDistance` of
    /// the height, or faster than `NavigationStack.finishingSpeed` down, it is dismissed —
    /// zooming into its source at the finger's speed — and otherwise springs back. The
    /// callbacks wait for the release, as a sheet's drag's do.
    func coverDragged(_ presentation: Presentation, _ pan: PanGestureRecognizer) {
        guard let engine = view.engine, let zoom = presentation.presented.preferredTransition.zoom else { return }
        let morph = morph(of: presentation, zoom)
        switch pan.state {
        case .began:
            if let running, running.presentation === presentation { completeRunningTransition() }
            withoutAnimation { morph.wrap(at: morph.restGeometry, in: view) }
            let finger = view.convert(pan.location, from: nil) - pan.translation(in: view)
            morph.beginDrag(at: finger, in: engine)
            morph.follow(pan.translation(in: view), horizontal: false, height: size.height, in: engine)
        case .changed:
            morph.follow(pan.translation(in: view), horizontal: false, height: size.height, in: engine)
        case .ended, .cancelled, .failed:
            guard morph.dragStart != nil else { return }
            let moved = pan.translation(in: view)
            let velocity = pan.state == .ended ? VelocityTracker.flingVelocity(pan.velocity(in: view)) : .zero
            let finishes =
                pan.state == .ended
                && ZoomMorph.releaseDismisses(
                    distance: ZoomMorph.dismissDistance(moved, horizontal: false), speed: velocity.y,
                    height: size.height)
            if finishes {
                dismiss(presentation.presented, animated: true, velocity: velocity.y)
                return
            }
            let target = morph.restGeometry
            let relative = morph.relativeVelocity(velocity, toward: target)
            morph.run(
                to: target, animation: .spring(spring, relativeVelocity: Vector(dx: relative, dy: relative)),
                styleAnimation: .spring(spring),
                in: engine, container: view, ended: {})
        default:
            break
        }
    }

    /// Ends `screen`'s zoom at once, at rest.
    func settleZoom(of screen: Screen) {
        guard let morph = screen.zoomMorph, morph.isWrapped else { return }
        withoutAnimation { morph.settle(in: view) }
    }
}
