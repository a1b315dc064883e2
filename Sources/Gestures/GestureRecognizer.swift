import Input
import Layers
import Motion
import Time

/// The base of every recognizer: `UIGestureRecognizer`'s state machine on pointer events.
///
/// Attach a recognizer to a layer with `layer.addGestureRecognizer(_:)`, as UIKit attaches
/// one to a view: a `GestureArena` over the layer tree hit-tests every press and scroll, and
/// the recognizers of the layer hit and of its ancestors take part, deepest first.
///
/// A recognizer starts in `possible`. A continuous gesture (pan, long press) goes
/// began → changed… → ended, or cancelled when something outside stops it; a discrete one
/// (tap) goes straight to `recognized` (which is `ended`, as in UIKit). Either may fail
/// instead, and then never calls its actions. Actions run on began, changed, ended and
/// cancelled for continuous gestures and once on recognized for discrete ones.
///
/// Touches are mouse buttons. A gesture starts with a press of `button` (the primary
/// button) on the recognizer's layer; other buttons pressed while it is held add touches
/// (`numberOfTouches`) and releasing them removes touches, without moving the gesture's
/// location or time; releasing the primary button ends the press.
///
/// A recognizer in a final state (ended, cancelled, failed) returns to `possible` at the
/// next press of its button. UIKit resets a moment earlier, once the touches have ended;
/// resetting on the next press keeps the final state observable between events, which a
/// frame trace records.
///
/// Time comes only from events and `tick(at:)`: the frame loop calls `tick(at:)` once per
/// frame with the frame's time, so deadlines with no event to carry them are noticed at
/// the first frame that reaches them: a long press begins at the first frame at least
/// 0.5 s after the press, a multi-tap fails at the first frame more than 0.35 s after the
/// last release. Every event also ticks first, so a deadline that
/// passed between frames is honoured before the event, as UIKit's timer would have been.
///
/// Standalone, `handle(_:)` feeds one recognizer every event. In a layer tree, the tree's
/// `GestureArena` arbitrates between recognizers (one recognized at a time unless
/// `shouldRecognizeSimultaneously` allows it) and reports what the layer underneath
/// receives (`cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`).
///
/// Subclass it for a gesture of your own, as `UIGestureRecognizerSubclass` allows: override
/// the hooks (`pressBegan`, `pointerMoved`, `pressEnded`, `buttonsChanged`, `scrolled`,
/// `keyChanged`, `tick`, `reset`) and move through the states with `attemptToBegin()`,
/// `change()`, `end()`, `cancel()`, `attemptToRecognize()` and `fail()`, which apply the
/// arena's rules (a recognizer that may not begin fails instead). docs/gestures.md has a
/// rotation recognizer written that way.
open class GestureRecognizer {
    /// The current state; see the type's documentation for the transitions.
    public internal(set) var state: GestureState = .possible {
        didSet { if state != oldValue { stateDidChange(from: oldValue) } }
    }

    /// A name for logs and traces, like `UIGestureRecognizer.name`.
    public var name = ""

    /// Whether the recognizer receives events, like `isEnabled`. Disabling it mid-gesture
    /// cancels a gesture that has begun and fails one that is still possible, as UIKit does.
    public var isEnabled = true {
        didSet { if oldValue && !isEnabled { interrupt(at: nil) } }
    }

    /// The layer the recognizer is attached to, like `UIGestureRecognizer.view`.
    public internal(set) weak var layer: Layer?

    /// Whether a press or scroll at this point (window points) is on the recognizer: set by
    /// the arena for the event it delivers (the layer hit there is `layer` or one of its
    /// sublayers); a standalone recognizer takes everything.
    var hitTest: (Point) -> Bool = { _ in true }
    /// The button whose press starts the gesture (the primary touch).
    public var button: PointerButton = .left

    /// The pointer's position at the latest event the recognizer used, in window points;
    /// subclasses keep it current.
    public var location: Point = .zero

    /// `location` in `layer`'s own coordinates (nil: window points), like UIKit's
    /// `location(in:)`: mapped back through the layer's whole transform as it is drawn.
    /// Layers are placed with the values the arena hit-tests — the model unless its
    /// `hitTestsPresentation` is set, and what is shown for a layer a `PropertyAnimator`
    /// animates (see `Layer.hitTest(_:usingPresentation:)`) — so a point reads the same
    /// in the layer it hit as where it hit.
    public func location(in layer: Layer?) -> Point {
        guard let layer else { return location }
        return layer.convert(location, from: nil, source: valueSource)
    }

    /// The values that place layers for this recognizer's conversions: the arena's.
    var valueSource: LayerValueSource { .hitTesting(presentation: arena?.hitTestsPresentation ?? false) }
    /// The time of the latest event or tick the recognizer used, on the session clock;
    /// subclasses keep it current. A recognizer that recognizes late, when a requirement
    /// fails, keeps the time of its own last event (a single tap: its release).
    public var time: FrameTime = .zero

    /// Called with every state change, failures (which call no action) and returns to
    /// `possible` included, before the actions run: for code that must know a gesture did
    /// not happen (a press that caught a moving layer and turned out not to be a drag).
    public var onTransition: ((GestureTransition) -> Void)?

    /// Asked when the recognizer is about to leave `possible`; false makes it fail instead,
    /// like `gestureRecognizerShouldBegin(_:)`. As in UIKit, a pan asked this reports the
    /// movement that is making it begin (`translation`, `velocity`), so the closure can check
    /// the direction.
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// Whether `shouldBegin` is being asked.
    var isAskingShouldBegin = false
    /// Asked with (this recognizer, the other) when one of them recognizes while the other
    /// is recognizing or may still recognize; true from either side lets both proceed,
    /// like `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
    public var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?

    /// When the gesture is recognized, the view's touches of that gesture are cancelled
    /// (it gets a cancel instead of the rest of the sequence). UIKit's default: true.
    public var cancelsTouchesInView = true
    /// While the recognizer may still recognize, the view does not get presses; it gets
    /// them (and the moves behind them) once the recognizer fails. UIKit's default: false.
    public var delaysTouchesBegan = false
    /// While the recognizer may still recognize, the view does not get releases; it gets
    /// them once the recognizer fails, or a cancel if it recognizes. UIKit's default: true.
    public var delaysTouchesEnded = true

    /// Whether the gesture is discrete (recognized once) rather than continuous; override
    /// to return true for a discrete gesture of your own.
    open var isDiscrete: Bool { false }

    /// How many buttons are held in the gesture being tracked, like `numberOfTouches`.
    public var numberOfTouches: Int { isTracking ? heldButtons.rawValue.nonzeroBitCount : 0 }

    /// Whether the recognizer has decided but waits in `possible` for recognizers it
    /// requires to fail (`require(toFail:)`).
    public var isWaitingForFailure: Bool { pending != nil }

    /// Whether the primary button, pressed on the recognizer's layer, is held.
    public internal(set) var isTracking = false
    /// The buttons held in the tracked gesture.
    public internal(set) var heldButtons: PointerButtons = []
    /// The transition out of `possible` held back by failure requirements.
    var pending: PendingTransition?
    /// Recognizers that must fail before this one may recognize.
    var failureRequirements: [GestureRecognizer] = []
    /// Recognizers that wait for this one to fail.
    var dependents: [WeakRecognizer] = []
    var actions: [(id: Int, body: (GestureRecognizer) -> Void)] = []
    var nextActionID = 0
    /// The arena the recognizer belongs to, if any.
    weak var arena: GestureArena?

    /// A recognizer with no actions, enabled, in the `.possible` state; attach it to a layer with
    /// `addGestureRecognizer(_:)`.
    public init() {}

    /// Feeds one input event: ticks to the event's time, then reads the event.
    public func handle(_ event: InputEvent) {
        guard isEnabled else { return }
        tick(at: event.time)
        receive(event)
    }

    /// Advances the recognizer's clock to `time` without an event. The frame loop calls it
    /// once per frame with the frame time; recognizers with deadlines (long press,
    /// multi-tap) act on it, the others ignore it. Override to act on deadlines of your own.
    open func tick(at time: FrameTime) {}

    // MARK: Subclass hooks

    /// Whether the recognizer, between presses, still expects another one (a multi-tap).
    open var isAwaitingAnotherPress: Bool { false }
    /// Clears per-gesture data when the recognizer returns to `possible` (UIKit's `reset()`).
    open func reset() {}
    /// The primary button went down on the recognizer's layer; tracking has begun.
    open func pressBegan(at point: Point, event: InputEvent) {}
    /// Another button went down or up while the primary is held; `heldButtons` is updated.
    open func buttonsChanged(at point: Point, event: InputEvent) {}
    /// The pointer moved while the primary button is held.
    open func pointerMoved(to point: Point, event: InputEvent) {}
    /// The primary button went up; tracking has ended.
    open func pressEnded(at point: Point, event: InputEvent) {}
    /// The primary button went down somewhere else. A multi-tap in progress fails: a press
    /// elsewhere breaks the sequence. Overrides should call `super`.
    open func pressMissed(at point: Point, event: InputEvent) {
        if state == .possible && isAwaitingAnotherPress { fail() }
    }
    /// A wheel or trackpad scrolled content by `delta` points with the pointer at `point`,
    /// over the recognizer's layer (the pan pans with it; a rotation recognizer might turn).
    open func scrolled(by delta: Point, at point: Point, type: ScrollType, event: InputEvent) {}
    /// A key went down or up (modifier keys included, by name: "left shift", "left ctrl"…).
    open func keyChanged(_ key: String, isDown: Bool, event: InputEvent) {}
    /// The settings a recording stores for this recognizer (keyed by its `name`), so a replay
    /// reads input the same way. Override to add your own; include `super`'s.
    open var recordedSettings: [RecordedSetting] { [] }

    /// Sets one of `recordedSettings` from a recording; `value` is within the setting's range.
    open func applyRecordedSetting(_ name: String, value: Double) {}

    /// Whether a scroll under way keeps coming to the recognizer when the pointer is no
    /// longer over its layer (a scroll pan moves its layer from under a still pointer).
    var isFollowingScroll: Bool { false }
    /// The action a subclass offers as a property (the pan's `action`), run before `addAction`'s.
    func performPrimaryAction() {}

    // MARK: Event routing

    /// Whether the recognizer is still deciding about a gesture: possible, and tracking a
    /// press, expecting another one or waiting for a requirement to fail.
    var isAnalyzing: Bool {
        state == .possible && (isTracking || pending != nil || isAwaitingAnotherPress)
    }

    /// Reads one event, without ticking (the arena ticks every recognizer first).
    func receive(_ event: InputEvent) {
        switch event.kind {
        case let .pointerDown(x, y, button):
            let point = Point(x: x, y: y)
            if button == self.button {
                // A second press while one is tracked (a lost release) does not restart the
                // gesture; a recognizer waiting for a requirement is done with presses.
                guard !isTracking, pending == nil else { return }
                // A gesture under way from other input (a wheel, keys) goes on; the press
                // is not part of it.
                guard state != .began, state != .changed else { return }
                prepareForNewGesture()
                guard hitTest(point) else {
                    pressMissed(at: point, event: event)
                    return
                }
                isTracking = true
                heldButtons = button.mask
                arena?.recognizerDidStartTracking(self)
                pressBegan(at: point, event: event)
            } else if isTracking, !heldButtons.contains(button.mask) {
                heldButtons.insert(button.mask)
                buttonsChanged(at: point, event: event)
            }
        case let .pointerMove(x, y, _):
            guard isTracking else { return }
            pointerMoved(to: Point(x: x, y: y), event: event)
        case let .pointerUp(x, y, button):
            guard isTracking else { return }
            let point = Point(x: x, y: y)
            if button == self.button {
                isTracking = false
                heldButtons = []
                pressEnded(at: point, event: event)
            } else if heldButtons.contains(button.mask) {
                heldButtons.remove(button.mask)
                buttonsChanged(at: point, event: event)
            }
        case let .wheel(x, y, dx, dy, type):
            let point = Point(x: x, y: y)
            guard hitTest(point) || isFollowingScroll else { return }
            scrolled(by: Point(x: dx, y: dy), at: point, type: type, event: event)
        case let .key(name, isDown):
            keyChanged(name, isDown: isDown, event: event)
        case .focusLost:
            // Recognizers waiting for this one to fail lose their gesture too: the failure
            // that follows is the interruption's, not a decision that lets them recognize.
            for dependent in dependents {
                if let waiting = dependent.value, waiting.pending != nil { waiting.fail() }
            }
            interrupt(at: event.time)
        default:
            break
        }
    }

    /// Stops the gesture from outside (focus or capture lost, disabled): one that began is
    /// cancelled, one still possible fails, and the press is forgotten.
    func interrupt(at time: FrameTime?) {
        let analyzing = isAnalyzing
        let wasTracking = isTracking
        isTracking = false
        heldButtons = []
        if wasTracking, let time { self.time = time }
        switch state {
        case .began, .changed:
            state = .cancelled
            sendActions()
        case .possible where analyzing:
            fail()
        default:
            break
        }
    }
}

/// A reference that does not keep its recognizer alive.
struct WeakRecognizer {
    weak var value: GestureRecognizer?
}
