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
            to: target, animation: animation, in: engine, container: self.view,
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

    /// Ends `screen`'s zoom at once, at rest.
    func settleZoom(of screen: Screen) {
        guard let morph = screen.zoomMorph, morph.isWrapped else { return }
        withoutAnimation { morph.settle(in: view) }
    }
}
