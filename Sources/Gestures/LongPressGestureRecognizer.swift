import Input
import Motion
import Time

/// Recognizes a press held in place, like `UILongPressGestureRecognizer`: a continuous
/// gesture that begins once the press has lasted `minimumPressDuration` (0.5 s), changes on
/// every move after that, and ends on the release.
///
/// Nothing happens at 0.5 s by itself: the frame loop's `tick(at:)` (or the next event)
/// notices that the press has lasted long enough and begins the gesture at that time. If
/// `numberOfTouchesRequired` buttons are not held then, it fails. Before it begins, a
/// release fails it (released early), and so does moving more than `allowableMovement`
/// (10 points) from the press; after it begins, the pointer may go anywhere, as in UIKit.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must last like `minimumPressDuration` (0.5 s).
    public var minimumPressDuration: FrameTime = .milliseconds(500)
    /// How far the pointer may move before the gesture begins, in points, like `allowableMovement` (10).
    public var allowableMovement: Double = 10
    /// How many buttons must be held when the gesture begins, like `numberOfTouchesRequired` (1).
    public var numberOfTouchesRequired = 1

    /// Where the press started.
    public private(set) var startLocation: Point = .zero
    private var pressTime: FrameTime = .zero

    /// A long-press recognizer with UIKit's defaults (0.5 s, 10 points, one button); add actions
    /// with `addAction(_:)`.
    public override init() {
        super.init()
    }

    /// `minimumPressDurationMs` and `allowableMovement`.
    public override var recordedSettings: [RecordedSetting] {
        [
            RecordedSetting("minimumPressDurationMs", minimumPressDuration.milliseconds, range: 0...60_000),
            RecordedSetting("allowableMovement", allowableMovement, range: 0...1000),
        ]
    }

    public override func applyRecordedSetting(_ name: String, value: Double) {
        switch name {
        case "minimumPressDurationMs": minimumPressDuration = .milliseconds(value)
        case "allowableMovement": allowableMovement = value
        default: break
        }
    }

    /// Begins the gesture once the press has lasted `minimumPressDuration`.
    public override func tick(at now: FrameTime) {
        guard isEnabled, isTracking, state == .possible, pending == nil,
            now - pressTime >= minimumPressDuration
        else { return }
        time = now
        guard numberOfTouches == numberOfTouchesRequired else {
            fail()
            return
        }
        attemptToBegin()
    }

    public override func pressBegan(at point: Point, event: InputEvent) {
        startLocation = point
        location = point
        time = event.time
        pressTime = event.time
    }

    public override func pointerMoved(to point: Point, event: InputEvent) {
        location = point
        time = event.time
        switch state {
        case .possible:
            if pending == nil, point.distance(to: startLocation) > allowableMovement { fail() }
        case .began, .changed:
            change()
        default:
            break
        }
    }

    public override func pressEnded(at point: Point, event: InputEvent) {
        location = point
        time = event.time
        end()
    }
}
