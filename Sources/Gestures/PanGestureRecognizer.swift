import Input
import Layers
import Motion
import Time

/// Recognizes a drag, like `UIPanGestureRecognizer`, from pointer events — and, when
/// `allowedScrollTypesMask` allows, from scroll wheels and trackpads.
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
///
/// Scrolling (PanGestureRecognizer+Scroll.swift) drives the same states from wheel events.
public final class PanGestureRecognizer: GestureRecognizer {
    /// How far the pointer must move along an axis before the pan begins, in points.
    public var hysteresis: Double = 10
    /// How far back velocity samples count (100 ms).
    public var velocityHorizon: FrameTime {
        get { tracker.horizon }
        set { tracker.horizon = newValue }
    }
    /// The fewest buttons that must be held for the pan to begin, like `minimumNumberOfTouches` (1).
    public var minimumNumberOfTouches = 1
    /// The most buttons that may be held for the pan to begin, like `maximumNumberOfTouches` (unlimited).
    public var maximumNumberOfTouches = Int.max
    /// The scroll types that pan, like `allowedScrollTypesMask`: none by default, as in UIKit.
    public var allowedScrollTypesMask: ScrollTypeMask = []
    /// How long scrolling must pause before a scroll pan ends (150 ms).
    public var scrollEndDelay: FrameTime = .milliseconds(150)
    /// Called on every press that hits, before the pan may begin (UIKit's touchesBegan).
    public var onPress: ((PanGestureRecognizer) -> Void)?
    /// The action, called on began, changed, ended and cancelled, before any added with `addAction(_:)`.
    public var action: ((PanGestureRecognizer) -> Void)?

    /// Where the press (or the scroll) started.
    public internal(set) var startLocation: Point = .zero
    /// The point whose motion is the pan: the pointer for a drag; for a scroll, the start
    /// plus every delta scrolled.
    var tracked: Point = .zero
    var anchor: Point = .zero
    var tracker = VelocityTracker()
    /// The scroll in progress, if the pan is scrolling.
    var scroll: ScrollProgress?

    /// A pan recognizer that begins after 10 points of movement (`hysteresis`); add actions with
    /// `addAction(_:)`.
    public override init() {
        super.init()
    }

    /// The drag since the pan began, hysteresis removed, like `translation(in:)`; while
    /// `shouldBegin` is asked, the movement that makes it begin (a scroll's first delta, a
    /// drag past the hysteresis), as UIKit's pan reports it to `gestureRecognizerShouldBegin(_:)`.
    public var translation: Point {
        if isAskingShouldBegin { return tracked - anchor }
        return state == .possible || state == .failed ? .zero : tracked - anchor
    }

    /// Rebases the translation, keeping the velocity samples, like `setTranslation(_:in:)`.
    public func setTranslation(_ translation: Point) {
        anchor = tracked - translation
    }

    /// The translation's velocity in points per second as of the latest event, like `velocity(in:)`.
    public var velocity: Point { tracker.velocity(at: time) }

    /// The translation in `layer`'s own coordinates (nil: window points), like UIKit's
    /// `translation(in:)`: where the tracked point is now minus where the pan's anchor is,
    /// both converted into the layer (`location(in:)` explains which values place it). In a
    /// layer that is only moved this is `translation`; in one scaled 2× it is half of it.
    public func translation(in layer: Layer?) -> Point {
        guard let layer else { return translation }
        guard state != .possible, state != .failed else { return .zero }
        let source = valueSource
        return layer.convert(tracked, from: nil, source: source) - layer.convert(anchor, from: nil, source: source)
    }

    /// Rebases the translation so that `translation(in: layer)` is `translation` now, keeping
    /// the velocity samples, like UIKit's `setTranslation(_:in:)` (nil: window points).
    public func setTranslation(_ translation: Point, in layer: Layer?) {
        guard let layer else { return setTranslation(translation) }
        let source = valueSource
        let here = layer.convert(tracked, from: nil, source: source)
        anchor = layer.convert(here - translation, to: nil, source: source)
    }

    /// The velocity in `layer`'s own coordinates, in its points per second (nil: window
    /// points), like UIKit's `velocity(in:)`: the window velocity carried through the
    /// layer's inverse map at the tracked point (for a turned layer, turned back; for a
    /// layer in perspective, the map's derivative there).
    public func velocity(in layer: Layer?) -> Point {
        guard let layer else { return velocity }
        return layer.convertVector(velocity, at: tracked, source: valueSource)
    }

    /// Ends a scroll pan once scrolling has paused for `scrollEndDelay`; drags ignore ticks.
    public override func tick(at now: FrameTime) {
        guard isEnabled else { return }
        endScrollIfQuiet(at: now)
    }

    public override func reset() {
        scroll = nil
    }

    public override var recordedSettings: [RecordedSetting] {
        [
            RecordedSetting("hysteresis", hysteresis, range: 0...1000),
            RecordedSetting("velocityHorizonMs", velocityHorizon.milliseconds, range: 1...10_000),
            RecordedSetting("scrollEndMs", scrollEndDelay.milliseconds, range: 1...10_000),
        ]
    }

    public override func applyRecordedSetting(_ name: String, value: Double) {
        switch name {
        case "hysteresis": hysteresis = value
        case "velocityHorizonMs": velocityHorizon = .milliseconds(value)
        case "scrollEndMs": scrollEndDelay = .milliseconds(value)
        default: break
        }
    }

    public override func scrolled(by delta: Point, at point: Point, type: ScrollType, event: InputEvent) {
        scroll(by: delta, at: point, type: type, event: event)
    }

    override var isFollowingScroll: Bool { isScrolling }

    override func receive(_ event: InputEvent) {
        // A press ends a scroll pan first: the press starts a gesture of its own.
        if case let .pointerDown(_, _, pressed) = event.kind, pressed == button { finishScroll() }
        super.receive(event)
    }

    public override func pressBegan(at point: Point, event: InputEvent) {
        startLocation = point
        location = point
        tracked = point
        time = event.time
        tracker.reset()
        tracker.add(time: event.time, position: point)
        onPress?(self)
    }

    public override func pointerMoved(to point: Point, event: InputEvent) {
        location = point
        tracked = point
        time = event.time
        tracker.add(time: event.time, position: point)
        switch state {
        case .possible:
            guard pending == nil, touchCountAllowsBeginning else { return }
            let d = point - startLocation
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

    public override func buttonsChanged(at point: Point, event: InputEvent) {
        guard numberOfTouches < minimumNumberOfTouches, state == .began || state == .changed else { return }
        location = point
        time = event.time
        end()
    }

    public override func pressEnded(at point: Point, event: InputEvent) {
        location = point
        time = event.time
        end()
    }

    override func interrupt(at time: FrameTime?) {
        scroll = nil
        super.interrupt(at: time)
    }

    override func performPrimaryAction() {
        action?(self)
    }

    private var touchCountAllowsBeginning: Bool {
        numberOfTouches >= minimumNumberOfTouches && numberOfTouches <= maximumNumberOfTouches
    }

    private func clamp(_ v: Double) -> Double { min(max(v, -hysteresis), hysteresis) }
}
