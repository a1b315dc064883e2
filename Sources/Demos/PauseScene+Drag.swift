import Fling

/// Dragging the drawer, noticing pauses, and letting go.
extension PauseScene {
    func panned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            dragStart = drawer.position.y
            velocityHistory = []
            tracker.reset()
            tracker.add(time: pan.time, position: pan.location)
            follow(pan.translation.y)
        case .changed:
            tracker.add(time: pan.time, position: pan.location)
            follow(pan.translation.y)
        case .ended:
            release(velocity: pan.velocity.y)
        case .cancelled:
            release(velocity: 0)
        default:
            break
        }
    }

    /// A press catches the drawer where it is shown.
    func catchDrawer() {
        let shown = drawer.presentation().position
        engine.animate(.spring(spring, relativeVelocity: .zero)) { drawer.position = shown }
    }

    /// The drawer's model follows the drag, rubber-banded past open and closed (0.55, with
    /// the travel as the dimension); `.interactiveSpring` takes what is shown there.
    func follow(_ translationY: Double) {
        let open = centerY(open: true)
        let closed = centerY(open: false)
        let y = RubberBand.clamp(dragStart + translationY, min: open, max: max(open, closed), dimension: max(1, travel))
        engine.animate(.interactiveSpring) { drawer.position = Point(x: drawer.position.x, y: y) }
    }

    /// One frame's vertical velocity of the drag: a pause is a drop of more than `pauseDrop`
    /// of the speed across the history, from at least `minimumPauseSpeed`, mid-way.
    func sample(_ velocity: Double) {
        velocityHistory.append(velocity)
        if velocityHistory.count > historyLength { velocityHistory.removeFirst(velocityHistory.count - historyLength) }
        let speed = abs(velocity)
        if isPaused {
            if speed > resumeSpeed { showPause(false) }
            return
        }
        guard velocityHistory.count == historyLength, let first = velocityHistory.first else { return }
        let before = abs(first)
        let offset = offset(ofCenterY: drawer.presentation().position.y)
        let midway = offset > 40 && offset < travel - 40
        guard before >= minimumPauseSpeed, (before - speed) / before > pauseDrop, midway else { return }
        pauseCount += 1
        velocityHistory = []
        showPause(true)
    }

    /// Lights the drawer and shows "paused" (or puts them out) on a quick spring.
    func showPause(_ paused: Bool) {
        isPaused = paused
        if paused { counter.text?.string = "pauses: \(pauseCount)" }
        engine.animate(.spring(duration: 0.25, bounce: 0)) {
            glow.opacity = paused ? 1 : 0
            badge.opacity = paused ? 1 : 0
        }
    }

    /// Lets go: the state nearer the decay projection of the release, on a spring that
    /// starts at the release velocity (UIKit's relative spring velocity, per axis).
    func release(velocity: Double) {
        if isPaused { showPause(false) }
        velocityHistory = []
        let shown = drawer.presentation().position
        let projected = Decay.normal.project(offset(ofCenterY: shown.y), velocity: -velocity)
        isOpen = projected > travel / 2
        let target = Point(x: shown.x, y: centerY(open: isOpen))
        engine.animate(.spring(spring, initialVelocity: Point(x: 0, y: velocity), from: shown, to: target)) {
            drawer.position = target
        }
    }
}
