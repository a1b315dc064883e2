import Motion

/// An interruptible, scrubbable, reversible animation of layer properties, like UIKit's
/// `UIViewPropertyAnimator`, with its state machine: `.inactive` → `.active` (running or
/// paused) → `.inactive`, or → `.stopped` → `finishAnimation(at:)` → `.inactive`.
///
/// Animations blocks change layer properties as usual; the animator captures each change
/// (the model is set at once, as in UIKit) and shows it moving from the value shown before
/// to the new model value at the animator's progress. Blocks added while inactive run when
/// the animator starts (`startAnimation()`, `pauseAnimation()`, `continueAnimation(…)` or
/// setting `fractionComplete`), over the whole duration; blocks added while active run at
/// once, from the values shown now, over the remaining time.
///
/// Time: the animator lives on its engine's frame clock. Calls act at `engine.nowSeconds`; the
/// engine tells the animator every frame's time at the start of `update(at:)`, and the
/// animator finishes on the first frame at or after its end — stamping its state change and
/// completions (delivered through the engine's completion queue, `engine.callbackTime`) with
/// the exact end time, not the frame's. The engine keeps an active animator alive, as UIKit
/// keeps a running animator, so `runningPropertyAnimator` may be fired and forgotten.
///
/// Programmer errors stop with a precondition naming the state and the legal calls, where
/// UIKit raises: `finishAnimation(at:)` outside `.stopped`; anything but
/// `finishAnimation(at:)` (and `addCompletion`) in `.stopped`; `stopAnimation(_:)` while
/// `.inactive`; pausing or stopping a non-interruptible animator; changing
/// `isInterruptible` or `isUserInteractionEnabled` while active; releasing a `.stopped`
/// animator.
public final class PropertyAnimator {
    /// The engine whose frames drive the animator and whose layers it animates (layers in
    /// other trees change at once). The animator does not keep its engine alive — the engine
    /// keeps a running animator alive, so the two never keep each other; keep the engine
    /// (your scene does) for as long as you use the animator.
    public unowned let engine: AnimationEngine
    /// The length of a whole run, in seconds (for a physical spring, its settling time).
    public let duration: Double
    /// The timing the animator was made with (`continueAnimation` may run with other timing).
    public let timingParameters: TimingParameters
    /// The delay of the last `startAnimation(afterDelay:)`.
    public internal(set) var delay: Double = 0
    /// `.inactive`, `.active` or `.stopped`.
    public internal(set) var state: State = .inactive
    /// Whether the animations are moving (active and not paused; true during a start delay).
    public internal(set) var isRunning = false

    /// When true (the default), scrubbing a paused animator moves the presentation linearly
    /// with `fractionComplete`; when false, `fractionComplete` is a point in time on the
    /// animator's timing (curve or spring) and the presentation follows the timing there.
    public var scrubsLinearly = true
    /// When true, reaching the end (or the start, reversed) pauses the animator instead of
    /// finishing it: it stays `.active`, completions do not run, and it can be reversed or
    /// scrubbed again (UIKit's `pausesOnCompletion`).
    public var pausesOnCompletion = false
    /// When false, `pauseAnimation()` and `stopAnimation(_:)` are programmer errors and the
    /// animator runs to its end once started (UIKit's non-interruptible animators). Changing
    /// it while active is an error too, as UIKit raises.
    public var isInterruptible = true {
        willSet { requireInactive("isInterruptible") }
    }
    /// Whether touches may reach the animating layers, like UIKit's (default true). When
    /// false, every layer the animator's blocks changed refuses touches, with its sublayers,
    /// for as long as the animator's animations are on it: running, paused or stopped, until
    /// the animator lets go of them at its end, `stopAnimation(true)` or
    /// `finishAnimation(at:)` (`Layer.isUserInteractionSuspended`). Changing it while active
    /// is an error, as UIKit raises.
    public var isUserInteractionEnabled = true {
        willSet { requireInactive("isUserInteractionEnabled") }
    }
    /// Whether the app hit-tests the animating layers itself, like UIKit's (default false).
    /// When false, `Layer.hitTest` reads each layer the animator is animating where it is
    /// shown (its presentation values), even when the hit test reads the model, as UIKit's
    /// animators hit-test their views' presentation layers; when true Fling does nothing
    /// special and the layers are tested like any other (the model, unless asked otherwise).
    public var isManualHitTestingEnabled = false
    /// When true, each animations block runs with a layout pass before it (not animated) and
    /// one after it (animated by this animator), so a constraint change in the block animates
    /// with no `layoutIfNeeded()` call (iOS 26's `UIViewPropertyAnimator.flushUpdates`).
    public var flushUpdates = false
    /// Called whenever `state` or `isRunning` changes (so also `.active` → `.active` on a
    /// pause or resume), at the time the change logically happened: read `engine.callbackTime`
    /// inside. A natural finish reports its exact end time, like completions.
    public var onStateChange: ((State) -> Void)?

    /// The timing in effect (the original until `continueAnimation` brings another).
    var timing: TimingParameters
    var reversed = false
    let timeline = PropertyAnimatorTimeline()
    /// Blocks added while inactive, run when the animator becomes active.
    var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
    var completions: [(Position) -> Void] = []
    /// The animation of every (layer, key path) the blocks changed.
    var records: [(layer: Layer, animation: PropertyAnimatorAnimation)] = []
    /// The animatable properties (custom layer properties, engine values) the blocks changed.
    var propertyDrives: [any AnimatorPropertyDrive] = []

    /// An animator with a timing curve (UIKit's default curve is ease-in-out).
    public convenience init(
        engine: AnimationEngine, duration: Double, curve: UnitCurve = .easeInOut,
        animations: (() -> Void)? = nil
    ) {
        self.init(engine: engine, duration: duration, timingParameters: .cubic(curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with the cubic Bézier timing curve through two control points.
    public convenience init(
        engine: AnimationEngine, duration: Double, controlPoint1: Point, controlPoint2: Point,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            engine: engine, duration: duration,
            timingParameters: .cubic(UnitCurve(startControlPoint: controlPoint1, endControlPoint: controlPoint2)))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring that settles in `duration`: `dampingRatio` 1 is critically
    /// damped, smaller values bounce (values above 1 count as 1, as UIKit expects 0…1).
    public convenience init(
        engine: AnimationEngine, duration: Double, dampingRatio: Double,
        animations: (() -> Void)? = nil
    ) {
        precondition(
            dampingRatio > 0 && dampingRatio.isFinite,
            "PropertyAnimator(duration:dampingRatio:) needs a damping ratio > 0; got \(dampingRatio)")
        self.init(
            engine: engine, duration: duration,
            timingParameters: .dampedSpring(dampingRatio: dampingRatio, initialVelocity: .zero))
        if let animations { addAnimations(animations) }
    }

    /// An animator with any timing. For a physical `.spring` the duration is ignored, as in
    /// UIKit: the animator lasts as long as the spring takes to settle.
    public init(engine: AnimationEngine, duration: Double, timingParameters: TimingParameters) {
        precondition(
            duration >= 0 && duration.isFinite, "PropertyAnimator needs a finite duration >= 0; got \(duration)")
        if case let .dampedSpring(ratio, _) = timingParameters {
            precondition(
                ratio > 0 && ratio.isFinite, "PropertyAnimator: .dampedSpring needs a damping ratio > 0; got \(ratio)")
        }
        self.engine = engine
        self.timingParameters = timingParameters
        self.duration = timingParameters.timelineDuration(duration)
        timing = timingParameters
    }

    /// UIKit's `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`:
    /// an animator with the options' curve that starts at once (after `delay`).
    /// `.allowUserInteraction` sets `isUserInteractionEnabled` (off otherwise, as for
    /// `UIView.animate`); repeat, autoreverse and `.beginFromCurrentState` are ignored, as
    /// UIKit ignores direction options here (an animator always starts from what is shown).
    @discardableResult
    public static func runningPropertyAnimator(
        engine: AnimationEngine, withDuration duration: Double, delay: Double = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Position) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(
            engine: engine, duration: duration, curve: options.curve, animations: animations)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    deinit {
        if state == .stopped {
            preconditionFailure(
                "a PropertyAnimator was released in state .stopped; call finishAnimation(at:) before letting it go")
        }
    }

    // MARK: Progress

    /// Whether the animations play back toward the start. Settable while active: a running
    /// animator turns around where it is and finishes at `.start`; an inactive one starts
    /// from the end and plays back.
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// How far the animator is, 0…1.
    ///
    /// While running: the fraction of its timeline elapsed. While paused or stopped with
    /// `scrubsLinearly`: the fraction of the change shown — so reading it after pausing a
    /// running, eased animator and setting it back does not move anything (the "save the
    /// progress on `.began`" pattern never jumps); without `scrubsLinearly`: the point on
    /// the timeline. 0 while inactive.
    ///
    /// Setting it scrubs a paused animator; on an inactive one it first pauses (the animator
    /// becomes active, as UIKit documents); while running or stopped it is ignored, since
    /// UIKit lets it change only while paused. Values are clamped to 0…1.
    public var fractionComplete: Double {
        get { currentFraction }
        set { scrub(to: newValue) }
    }
}
