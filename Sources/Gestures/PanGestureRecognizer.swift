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
///
/// Touches are held mouse buttons: the pan begins only while the number held is within
/// `minimumNumberOfTouches...maximumNumberOfTouches`. As UIKit ignores touches beyond the
/// maximum once a pan is under way, extra buttons then change nothing; dropping below the
/// minimum ends the pan. The pan follows the primary `button`; releasing it ends the pan.
public final class PanGestureRecognizer: GestureRecognizer {
    /// How far the pointer must move along an axis before the pan begins, in points.
    public var hysteresis: Double = 10
    /// How far back velocity samples count, in nanoseconds (100 ms).
    public var velocityHorizon: Int64 {
        get { tracker.horizon }
        set { tracker.horizon = newValue }
    }
    /// The fewest buttons that must be held for the pan to begin, like `minimumNumberOfTouches` (1).
    public var minimumNumberOfTouches = 1
    /// The most buttons that may be held for the pan to begin, like `maximumNumberOfTouches` (unlimited).
    public var maximumNumberOfTouches = Int.max
    /// Called on every press that hits, before the pan may begin (UIKit's touchesBegan).
    public var onPress: ((PanGestureRecognizer) -> Void)?
    /// The action, called on began, changed, ended and cancelled, before any added with `addAction(_:)`.
    public var action: ((PanGestureRecognizer) -> Void)?

    /// Where the press started.
    public private(set) var startLocation: Point = .zero
    private var anchor: Point = .zero
    private var tracker = VelocityTracker()

    public override init(hitTest: @escaping (Point) -> Bool = { _ in true }) {
        super.init(hitTest: hitTest)
    }

    /// The drag since the pan began, hysteresis removed, like `translation(in:)`.
    public var translation: Point { state == .possible || state == .failed ? .zero : location - anchor }

    /// Rebases the translation, keeping the velocity samples, like `setTranslation(_:in:)`.
    public func setTranslation(_ translation: Point) {
        anchor = location - translation
    }

    /// The pointer velocity in points per second as of the latest event, like `velocity(in:)`.
    public var velocity: Point { tracker.velocity(at: time) }

    override func pressBegan(at point: Point, event: InputEvent) {
        startLocation = point
        location = point
        time = event.time
        tracker.reset()
        tracker.add(time: event.time, position: point)
        onPress?(self)
    }

    override func pointerMoved(to point: Point, event: InputEvent) {
        location = point
        time = event.time
        tracker.add(time: event.time, position: location)
        switch state {
        case .possible:
            guard pending == nil, touchCountAllowsBeginning else { return }
            let d = location - startLocation
            if abs(d.x) > hysteresis || abs(d.y) > hysteresis {
                anchor = startLocation + Point(x: clamp(d.x), y: clamp(d.y))
                attemptToBegin()
            }
        case .began, .changed:
            change()
        default:
            break
        }
    }

    override func buttonsChanged(at point: Point, event: InputEvent) {
        guard numberOfTouches < minimumNumberOfTouches, state == .began || state == .changed else { return }
        location = point
        time = event.time
        end()
    }

    override func pressEnded(at point: Point, event: InputEvent) {
        location = point
        time = event.time
        end()
    }

    override func performPrimaryAction() {
        action?(self)
    }

    private var touchCountAllowsBeginning: Bool {
        numberOfTouches >= minimumNumberOfTouches && numberOfTouches <= maximumNumberOfTouches
    }

    private func clamp(_ v: Double) -> Double { min(max(v, -hysteresis), hysteresis) }
}
