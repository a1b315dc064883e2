import Motion

/// Plays a `KeyframeTimeline` on an engine's frame clock, like SwiftUI's `KeyframeAnimator`
/// without the view: started by a trigger, optionally repeating, it hands every frame's value to
/// the app — into animated values (`drive(_:_:)`) and closures that set layer properties
/// (`onValue(_:)`).
///
/// ```swift
/// struct CardValues { var scale = 1.0; var rotation = Angle.zero; var offset = Vector(dx: 0, dy: 0) }
/// let wiggle = KeyframeAnimator(engine: engine, initialValue: CardValues()) { _ in
///     KeyframeTrack(\.scale) {
///         LinearKeyframe(1.15, duration: 0.12)
///         SpringKeyframe(1.0, duration: 0.6, spring: .bouncy)
///     }
///     KeyframeTrack(\.rotation) {
///         CubicKeyframe(.degrees(-6), duration: 0.1)
///         CubicKeyframe(.degrees(6), duration: 0.2)
///         CubicKeyframe(.zero, duration: 0.2)
///     }
///     KeyframeTrack(\.offset) {
///         SpringKeyframe(Vector(dx: 0, dy: -24), duration: 0.25, spring: .snappy)
///         SpringKeyframe(Vector(dx: 0, dy: 0), spring: .bouncy)
///     }
/// }
/// wiggle.onValue { [card] value in
///     card.transform = Transform3D(translationX: value.offset.dx, y: value.offset.dy, z: 0)
///         .rotated(by: value.rotation.radians, x: 0, y: 0, z: 1).scaledBy(x: value.scale, y: value.scale, z: 1)
/// }
/// wiggle.start()   // in a click's action; or wiggle.trigger(onChangeOf: clickCount)
/// ```
///
/// Time: a run starts at the engine's `now` (the time of the frame the trigger came in) and is
/// evaluated at every frame's target timestamp, first thing in `update(at:)`, so what it sets
/// shows in that same frame — no frame of lag — and a replay sees the same values. Outputs are
/// called with actions disabled: they set model values, which never animate (as a `frameHook`
/// does). Do not animate what an output sets.
///
/// Runs: `keyframes` is called with the value a run starts from and builds its tracks (SwiftUI
/// passes the same). A new trigger while running restarts from the value the run has at that
/// moment; a repeating animator starts each pass from the value the previous pass ended on and
/// runs until `repeats` is set to false (the pass under way then ends) or `stop()`. A run that
/// reaches its end holds its final value and calls `completion`, stamped with the end time
/// (`engine.callbackTime`); a run cut short by a trigger or `stop()` does not.
///
/// The engine keeps a running animator alive; the animator does not keep its engine alive.
public final class KeyframeAnimator<Value> {
    /// The engine whose frames drive the animator.
    public unowned let engine: AnimationEngine
    /// The value before the first run.
    public let initialValue: Value
    /// Builds a run's tracks from the value it starts from.
    public var keyframes: (Value) -> Keyframes<Value>
    /// Whether a run starts a new pass when it ends, like SwiftUI's `repeating:`. Set to false
    /// during a run, the pass under way ends it (with `completion`).
    public var repeats: Bool
    /// Called when a run reaches its end (not when it is restarted or stopped), at the next
    /// flush of the engine's completions, with `engine.callbackTime` at the end time.
    public var completion: (() -> Void)?
    /// What the animator shows: the timeline's value at the last frame (or the start of the
    /// run), or `initialValue` before any run.
    public private(set) var value: Value
    /// Whether a run is under way.
    public private(set) var isRunning = false
    /// The timeline of the current (or last) pass; nil before any run.
    public private(set) var timeline: KeyframeTimeline<Value>?
    /// When the current (or last) pass began, in seconds on the engine's clock.
    public private(set) var passStart: Double = 0
    /// How many passes have begun since the last start (1 during the first).
    public private(set) var passCount = 0

    private var outputs: [(Value) -> Void] = []
    /// The last value given to `trigger(onChangeOf:)`, and whether it differs from another.
    private var lastTrigger = ChangeTrigger()

    /// An animator on `engine` starting at `initialValue`; it shows nothing until a run starts
    /// (`start()` or a changed `trigger(onChangeOf:)`).
    ///
    /// - Complexity: O(1).
    public init(
        engine: AnimationEngine, initialValue: Value, repeating: Bool = false,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Keyframes<Value>
    ) {
        self.engine = engine
        self.initialValue = initialValue
        self.repeats = repeating
        self.keyframes = keyframes
        value = initialValue
    }

    // MARK: Outputs

    /// Adds `apply`, called with the value at the start of every run and every frame while it
    /// runs, with actions disabled: set layer properties from it. Outputs run in the order they
    /// were added.
    ///
    /// - Complexity: O(1), amortised.
    public func onValue(_ apply: @escaping (Value) -> Void) {
        outputs.append(apply)
    }

    /// Sets `property`'s model value to the part of the value at `keyPath` wherever `onValue`
    /// outputs are called: an engine's animated value (traced by name) or a layer's custom
    /// property that a `frameHook` reads. The animator does not keep the property alive.
    ///
    /// - Complexity: O(1), amortised.
    public func drive<Part: Animatable>(_ property: AnimatableProperty<Part>, _ keyPath: KeyPath<Value, Part>) {
        onValue { [weak property] value in property?.value = value[keyPath: keyPath] }
    }

    // MARK: Runs

    /// Starts a run at the engine's `now`: from the value shown now (the value the running
    /// pass has at `now`, when one runs), with tracks from `keyframes(thatValue)`. The first
    /// frame's value is applied at once.
    ///
    /// - Complexity: O(k + o) for k keyframes and o outputs.
    public func start() {
        let now = engine.nowSeconds
        var from = value
        if isRunning, let timeline { from = timeline.value(time: now - passStart) }
        passCount = 0
        begin(from: from, at: now)
        if !isRunning {
            isRunning = true
            engine.addFrameObserver(self) { [self] time in tick(time) }
        }
        // The value at 0 now; a run with nothing to play ends at once.
        tick(now)
        engine.flushCompletions()
    }

    /// SwiftUI's `trigger:`: starts a run when `trigger` differs from the value given last time.
    /// The first call only records it (SwiftUI plays nothing when the view appears).
    ///
    /// - Complexity: O(1), plus `start()` when it differs.
    public func trigger<Trigger: Equatable>(onChangeOf trigger: Trigger) {
        if lastTrigger.changed(to: trigger) { start() }
    }

    /// Stops the run where it is: the value stays as the last frame showed it, and `completion`
    /// is not called.
    ///
    /// - Complexity: O(f) for the f frame observers of the engine.
    public func stop() {
        guard isRunning else { return }
        end()
    }

    // MARK: Frames

    private func begin(from start: Value, at time: Double) {
        timeline = KeyframeTimeline(initialValue: start, keyframes(start))
        passStart = time
        passCount += 1
    }

    /// The frame at `time`: passes that ended before it roll over (repeating) or the run ends.
    private func tick(_ time: Double) {
        guard isRunning, var current = timeline else { return }
        while time - passStart >= current.duration {
            let finalValue = current.value(time: current.duration)
            let passEnd = passStart + current.duration
            // A pass of no duration would repeat for ever within one frame: it ends the run.
            guard repeats, current.duration > 0 else {
                publish(finalValue)
                end()
                if let completion { engine.enqueue(passEnd, completion) }
                return
            }
            begin(from: finalValue, at: passEnd)
            current = timeline!
        }
        publish(current.value(time: time - passStart))
    }

    private func end() {
        isRunning = false
        engine.removeFrameObserver(self)
    }

    private func publish(_ newValue: Value) {
        value = newValue
        guard !outputs.isEmpty else { return }
        engine.performWithoutAnimation {
            for output in outputs { output(newValue) }
        }
    }
}
