import Gestures
import Input
import Motion

/// A recognizer of our own, written as a user of Fling would subclass `GestureRecognizer`:
/// with Shift held, the scroll wheel over its layer turns it, as drawing apps rotate a
/// canvas. A continuous gesture: the first wheel event with Shift held begins it, each
/// further one changes it, releasing Shift ends it.
final class ShiftWheelRotationRecognizer: GestureRecognizer {
    /// Degrees turned per point scrolled vertically.
    var degreesPerPoint = 0.5
    /// The rotation since the gesture began, in degrees.
    private(set) var rotation = 0.0
    private var isShiftHeld = false

    override func reset() {
        rotation = 0
    }

    override func keyChanged(_ key: String, isDown: Bool, event: InputEvent) {
        guard key == "left shift" || key == "right shift" else { return }
        isShiftHeld = isDown
        guard !isDown, state == .began || state == .changed else { return }
        time = event.time
        end()
    }

    override func scrolled(by delta: Point, at point: Point, type: ScrollType, event: InputEvent) {
        guard isShiftHeld else { return }
        // A wheel after a finished rotation starts a new one (presses do this by themselves).
        prepareForNewGesture()
        location = point
        time = event.time
        switch state {
        case .possible:
            rotation = delta.y * degreesPerPoint
            attemptToBegin()
        case .began, .changed:
            rotation += delta.y * degreesPerPoint
            change()
        default:
            break
        }
    }
}
