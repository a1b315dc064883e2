import Input
import Motion

/// Recognizes a drag, like `UIPanGestureRecognizer`, from pointer events.
///
/// A press on the recognizer's region starts tracking; the pan begins once the pointer has
/// moved more than `hysteresis` points along either axis, and that slop is subtracted, so
/// the translation starts near zero instead of jumping. Every later move is a change; the
/// release ends it. Losing focus or capture cancels it. Velocity comes from a
/// least-squares `VelocityTracker` over the last 100 ms; the release position is not a
/// sample, so a pause before letting go reports zero velocity.
public final class PanGestureRecognizer {
    /// The current state. After ended, cancelled or failed it returns to possible on the next press.
    public private(set) var state: GestureState = .possible
    /// How far the pointer must move along an axis before the pan begins, in points.
    public var hysteresis: Double = 10
    /// How far back velocity samples count, in nanoseconds (100 ms).
    public var velocityHorizon: Int64 {
        get { tracker.horizon }
        set { tracker.horizon = newValue }
    }
    /// The button that drags.
    public var button: PointerButton = .left
    /// Whether a press at this point (window points) belongs to the recognizer: its hit test.
    public var hitTest: (Point) -> Bool
    /// Called on every press that hits, before the pan may begin (UIKit's touchesBegan).
    public var onPress: ((PanGestureRecognizer) -> Void)?
    /// The action, called on began, changed, ended and cancelled.
    public var action: ((PanGestureRecognizer) -> Void)?

    /// The pointer's position at the latest event, in window points.
    public private(set) var location: Point = .zero
    /// Where the press started.
    public private(set) var startLocation: Point = .zero
    /// The time of the latest event, in nanoseconds on the session clock.
    public private(set) var time: Int64 = 0
    private var anchor: Point = .zero
    private var tracking = false
    private var tracker = VelocityTracker()

    public init(hitTest: @escaping (Point) -> Bool = { _ in true }) {
        self.hitTest = hitTest
    }

    /// The drag since the pan began, hysteresis removed, like `translation(in:)`.
    public var translation: Point { state == .possible || state == .failed ? .zero : location - anchor }

    /// Rebases the translation, keeping the velocity samples, like `setTranslation(_:in:)`.
    public func setTranslation(_ translation: Point) {
        anchor = location - translation
    }

    /// The pointer velocity in points per second as of the latest event, like `velocity(in:)`.
    public var velocity: Point { tracker.velocity(at: time) }

    /// Feeds one input event.
    public func handle(_ event: InputEvent) {
        switch event.kind {
        case let .pointerDown(x, y, button) where button == self.button:
            // A second press while one is tracked (a lost release) does not restart the gesture.
            guard !tracking else { return }
            if state != .possible { state = .possible }
            let point = Point(x: x, y: y)
            guard hitTest(point) else { return }
            tracking = true
            startLocation = point
            location = point
            time = event.time
            tracker.reset()
            tracker.add(time: event.time, position: point)
            onPress?(self)
        case let .pointerMove(x, y, _):
            guard tracking else { return }
            location = Point(x: x, y: y)
            time = event.time
            tracker.add(time: event.time, position: location)
            switch state {
            case .possible:
                let d = location - startLocation
                if abs(d.x) > hysteresis || abs(d.y) > hysteresis {
                    anchor = startLocation + Point(x: clamp(d.x), y: clamp(d.y))
                    transition(to: .began)
                }
            case .began, .changed:
                transition(to: .changed)
            default:
                break
            }
        case let .pointerUp(x, y, button) where button == self.button:
            guard tracking else { return }
            tracking = false
            location = Point(x: x, y: y)
            time = event.time
            if state == .began || state == .changed {
                transition(to: .ended)
            } else {
                state = .failed
            }
        case .focusLost:
            guard tracking else { return }
            tracking = false
            time = event.time
            if state == .began || state == .changed {
                transition(to: .cancelled)
            } else {
                state = .failed
            }
        default:
            break
        }
    }

    private func clamp(_ v: Double) -> Double { min(max(v, -hysteresis), hysteresis) }

    private func transition(to newState: GestureState) {
        state = newState
        action?(self)
    }
}
