import Gestures
import Layers
import Motion

extension PresentationHost {
    /// A sheet is dragged while it is presented (a cover is not: UIKit's full-screen
    /// presentation has no interactive dismissal).
    func dragShouldBegin(_ presentation: Presentation) -> Bool {
        // A sheet zooming in or out is not dragged until its zoom ends.
        presentation.isSheet && !presentation.isDismissing && size.height > 0 && view.engine != nil
            && presentation.presented.zoomMorph?.isWrapped != true
    }

    /// A press on a sheet: a presentation running completes at once, and the sheet stops
    /// where it is shown (UIKit's touch-down catch), so a drag takes it over without a jump.
    func pressed(_ presentation: Presentation) {
        guard dragShouldBegin(presentation), presentation.presented.view.isAnimating else { return }
        if let running, running.presentation === presentation { completeRunningTransition() }
        catchSheet(presentation)
    }

    /// Stops the sheet and its dimming where they are shown.
    func catchSheet(_ presentation: Presentation) {
        guard let engine = view.engine else { return }
        let opacity = presentation.dimming.presentation().opacity
        engine.catchPosition(of: presentation.presented.view)
        engine.removeAnimations(of: presentation.dimming)
        engine.performWithoutAnimation { presentation.dimming.opacity = opacity }
        presentation.isCaught = true
    }

    /// A press that became no drag: a caught sheet settles at the detent nearest to it
    /// (a press alone never dismisses).
    func pressEnded(_ presentation: Presentation) {
        guard presentation.isCaught, !presentation.isDismissing else { return }
        release(presentation, velocity: 0, mayDismiss: false)
    }

    func dragged(_ presentation: Presentation, _ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            if presentation.presented.view.isAnimating { pressed(presentation) }
            presentation.dragStartTop = shownTop(presentation)
            follow(presentation, pan)
        case .changed:
            follow(presentation, pan)
        case .ended:
            release(presentation, velocity: pan.velocity(in: view).y)
        case .cancelled, .failed:
            // Taken away (focus lost, capture lost): back to the nearest detent, never dismissed.
            release(presentation, velocity: 0, mayDismiss: false)
        default:
            break
        }
    }

    /// The sheet's top follows the finger; above the highest detent it rubber-bands
    /// (UIScrollView's curve over the host's height), below the lowest it follows freely and
    /// the dimming fades with the height left.
    func follow(_ presentation: Presentation, _ pan: PanGestureRecognizer) {
        guard !presentation.isDismissing, let engine = view.engine else { return }
        let highest = size.height - viewHeight(presentation)
        var top = presentation.dragStartTop + pan.translation(in: view).y
        if top < highest { top = highest + RubberBand.offset(top - highest, dimension: size.height) }
        engine.performWithoutAnimation {
            place(presentation, top: top)
            presentation.dimming.opacity = dimming(presentation, top: top)
        }
    }

    /// The dimming under a sheet whose top is at `top`: full at and above the lowest detent,
    /// fading to none as the sheet goes down from it.
    func dimming(_ presentation: Presentation, top: Double) -> Double {
        guard let lowest = presentation.detents(in: size.height).first?.height(in: size.height), lowest > 0 else {
            return Self.dimming
        }
        return Self.dimming * min(max((size.height - top) / lowest, 0), 1)
    }

    /// A sheet let go at `velocity` (points per second, downward positive): where it would
    /// come to rest decelerating as a scroll view does (`Decay.normal.project`) picks the
    /// outcome. Projected below `dismissingShare` of the lowest detent's height, the sheet is
    /// dismissed; otherwise it springs to the detent nearest the projection, which becomes
    /// `selectedDetent`. Either way the spring starts at `velocity`.
    func release(_ presentation: Presentation, velocity: Double, mayDismiss: Bool = true) {
        guard !presentation.isDismissing, let engine = view.engine else { return }
        presentation.isCaught = false
        let detents = presentation.detents(in: size.height)
        guard let lowest = detents.first else { return }
        let projected = size.height - Decay.normal.project(shownTop(presentation), velocity: velocity)
        if mayDismiss, projected < Self.dismissingShare * lowest.height(in: size.height) {
            dismiss(presentation.presented, animated: true, velocity: velocity)
            return
        }
        let nearest = detents.min {
            abs($0.height(in: size.height) - projected) < abs($1.height(in: size.height) - projected)
        }
        presentation.selectedDetent = nearest
        move(
            presentation, toTop: restingTop(presentation), dimming: Self.dimming, velocity: velocity, ending: 0,
            in: engine)
    }

    /// Moves a presented sheet to `detent` on `spring` (setting `selectedDetent` inside
    /// `UISheetPresentationController.animateChanges`), or at once outside an engine's tree.
    func select(_ detent: SheetDetent, for presentation: Presentation) {
        presentation.selectedDetent = detent
        guard let engine = view.engine else {
            place(presentation, top: restingTop(presentation))
            return
        }
        move(presentation, toTop: restingTop(presentation), dimming: Self.dimming, velocity: nil, ending: 0, in: engine)
    }
}
