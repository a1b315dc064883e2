import Input
import Motion
import Time

/// Recognizes one or more taps, like `UITapGestureRecognizer`: a discrete gesture,
/// possible → recognized (= ended) on the release of the final tap.
///
/// A tap is a press and release of the primary `button` with exactly
/// `numberOfTouchesRequired` buttons held at its peak (other buttons pressed while the
/// primary is held add touches). Each further tap must press within
/// `maximumTapInterval` (0.35 s) of the previous release; a tap that comes later, or a
/// press outside the region meanwhile, fails the gesture. The failure for lateness is
/// noticed at the first `tick(at:)` (or event) more than 0.35 s after the release, so a
/// single tap that requires a double tap to fail is recognized at that tick.
///
/// The pointer may stray `allowableMovement` (10 points) from where the first tap
/// pressed, for every event of every tap; more fails the gesture. UIKit leaves its tap
/// movement allowance undocumented; 10 points matches the pan's slop and the long press's
/// allowance, so no pointer path is both a tap and a pan. As in UIKit, how long each
/// press lasts does not matter.
public final class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture, like `numberOfTapsRequired` (1).
    public var numberOfTapsRequired = 1
    /// How many buttons each tap holds at once, like `numberOfTouchesRequired` (1).
    public var numberOfTouchesRequired = 1
    /// The longest wait from a release to the next tap's press (0.35 s).
    public var maximumTapInterval: FrameTime = .milliseconds(350)
    /// How far the pointer may move from the first press, in points (10).
    public var allowableMovement: Double = 10

    /// The taps completed so far in the current gesture.
    public private(set) var tapCount = 0
    /// Where the first tap pressed.
    public private(set) var startLocation: Point = .zero

    private var lastReleaseTime: FrameTime = .zero
    private var awaitingNextTap = false
    private var peakTouches = 0

    /// A single-tap, one-button recognizer; add actions with `addAction(_:)`.
    public override init() {
        super.init()
    }

    public override var isDiscrete: Bool { true }

    public override var recordedSettings: [RecordedSetting] {
        [
            RecordedSetting("maximumTapIntervalMs", maximumTapInterval.milliseconds, range: 1...10_000),
            RecordedSetting("allowableMovement", allowableMovement, range: 0...1000),
        ]
    }

    public override func applyRecordedSetting(_ name: String, value: Double) {
        switch name {
        case "maximumTapIntervalMs": maximumTapInterval = .milliseconds(value)
        case "allowableMovement": allowableMovement = value
        default: break
        }
    }

    public override var isAwaitingAnotherPress: Bool { awaitingNextTap }

    public override func reset() {
        tapCount = 0
        awaitingNextTap = false
        peakTouches = 0
    }

    /// Fails a gesture whose next tap is overdue (more than `maximumTapInterval` since the release).
    public override func tick(at now: FrameTime) {
        guard isEnabled, awaitingNextTap, state == .possible, now - lastReleaseTime > maximumTapInterval else { return }
        awaitingNextTap = false
        time = now
        fail()
    }

    public override func pressBegan(at point: Point, event: InputEvent) {
        location = point
        time = event.time
        guard state == .possible else { return }
        if awaitingNextTap {
            awaitingNextTap = false
        } else {
            tapCount = 0
            startLocation = point
        }
        peakTouches = numberOfTouches
        failIfStrayed()
    }

    public override func buttonsChanged(at point: Point, event: InputEvent) {
        peakTouches = max(peakTouches, numberOfTouches)
    }

    public override func pointerMoved(to point: Point, event: InputEvent) {
        location = point
        time = event.time
        guard state == .possible else { return }
        failIfStrayed()
    }

    public override func pressEnded(at point: Point, event: InputEvent) {
        location = point
        time = event.time
        guard state == .possible, pending == nil else { return }
        failIfStrayed()
        guard state == .possible else { return }
        guard peakTouches == numberOfTouchesRequired else {
            fail()
            return
        }
        tapCount += 1
        if tapCount >= numberOfTapsRequired {
            attemptToRecognize()
        } else {
            awaitingNextTap = true
            lastReleaseTime = event.time
        }
    }

    public override func pressMissed(at point: Point, event: InputEvent) {
        super.pressMissed(at: point, event: event)
        awaitingNextTap = false
    }

    private func failIfStrayed() {
        if location.distance(to: startLocation) > allowableMovement { fail() }
    }
}
