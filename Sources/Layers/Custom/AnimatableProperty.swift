import Motion

/// A value of any `Animatable` type whose changes animate through an `AnimationEngine`, as a
/// layer's own properties do — SwiftUI's animatable state, usable wherever a value moves: a
/// knob's angle, a progress fraction, a chart's bars, a shape's parameter.
///
/// There are two kinds, with one behaviour:
/// - a **layer's** named property, `layer.customProperty("angle", initial: Angle.zero)`,
///   animated by the engine of the tree the layer is in, its animations removed when the
///   layer leaves the tree (their completions get `false`);
/// - an **engine's** named value, `engine.animatedValue("progress", initial: 0.0)`, animated
///   by that engine for as long as it lives, and recorded by name in every frame trace
///   (`AnimationEngine.animatedValueTrace()`).
///
/// Setting `value` sets the model at once (UIKit's rule). Inside `withAnimation`,
/// `animate(withDuration:)` or a transaction the change animates on the value's
/// `animatableData` (SwiftUI's `Animatable`): springs merge and keep their velocity, timing
/// curves add (iOS 8's additive animations), and the transaction's completions wait for it
/// with both criteria. Inside a `PropertyAnimator`'s animations block the change is captured
/// by the animator, as a layer property's is: it follows the animator's progress, so
/// scrubbing `fractionComplete`, pausing and reversing move it too, and where the animator
/// finishes or stops, the model is set to what it shows.
///
/// `presentationValue` is what the current frame shows, evaluated at the frame's target
/// timestamp with every other animation of the engine; `velocity` is its rate in
/// `animatableData` units per second. `stopAnimations()` catches the value where it is shown.
/// Everything runs on the engine's clock, so a replay shows the same values frame by frame.
public final class AnimatableProperty<Value: Animatable> {
    /// The name it was made with (unique on its layer, or among its engine's values).
    public let name: String
    /// The layer it belongs to (nil for an engine's value).
    public private(set) weak var layer: Layer?
    /// The engine that made it, for an engine's value.
    private weak var owner: AnimationEngine?
    /// The model value.
    private var model: Value
    /// What the current frame shows and its rate, while `isAnimating`: the animations add
    /// what is left of their changes to it.
    let shown: PresentationAccumulator<Value.AnimatableData>
    /// Its animations, in the order they started.
    var entries: [PropertyAnimationEntry] = []
    /// Whether the engine's list of animated properties holds it.
    var isRegistered = false

    /// A layer's property.
    init(name: String, layer: Layer, initial: Value) {
        self.name = name
        self.layer = layer
        model = initial
        shown = PresentationAccumulator(initial.animatableData)
    }

    /// An engine's value.
    init(name: String, engine: AnimationEngine, initial: Value) {
        self.name = name
        owner = engine
        model = initial
        shown = PresentationAccumulator(initial.animatableData)
    }

    /// The animatable data the current frame shows, while `isAnimating`.
    var shownData: Value.AnimatableData {
        get { shown.value }
        set { shown.value = newValue }
    }

    /// The engine that animates it: its layer's (while the layer is in an engine's tree), or
    /// the engine that made it.
    ///
    /// - Complexity: O(1).
    public var engine: AnimationEngine? { owner ?? layer?.engine }

    /// The model value. Setting it sets the model at once; inside an animating transaction
    /// the presentation then animates from what it showed to the new value. Outside one,
    /// running animations carry on over the new model.
    ///
    /// - Complexity: O(1) outside a transaction; inside one that animates, O(a + k), where a is
    ///   the number of its animations and k the depth of the open transactions.
    public var value: Value {
        get { model }
        set { set(newValue) }
    }

    /// Whether an animation is changing the presentation value.
    ///
    /// - Complexity: O(1).
    public var isAnimating: Bool { !entries.isEmpty }

    /// What the current frame shows: the model value with its `animatableData` as the running
    /// animations make it, or the model value when none runs.
    ///
    /// - Complexity: O(1).
    public var presentationValue: Value {
        guard isAnimating else { return model }
        var shown = model
        shown.animatableData = shownData
        return shown
    }

    /// The rate of change of the presentation value's `animatableData`, in its units per
    /// second (zero when nothing animates it).
    ///
    /// - Complexity: O(1).
    public var velocity: Value.AnimatableData { isAnimating ? shown.rate : .zero }

    /// Catches the value where it is shown: its animations stop, the model takes the
    /// presentation value (so nothing jumps) and their completions get `false` — a touch
    /// catching a spinning knob or a decelerating scroll, as `AnimationEngine.catchPosition(of:)`
    /// catches a position spring. A `PropertyAnimator` that drives it lets go of it. Nothing
    /// happens when nothing animates it.
    ///
    /// - Complexity: O(a), where a is the number of its animations, plus the completions it runs.
    public func stopAnimations() {
        guard isAnimating, let engine else { return }
        model.animatableData = shownData
        removeAnimations(in: engine)
        engine.flushCompletions()
    }

    private func set(_ newValue: Value) {
        let old = model.animatableData
        let before = isAnimating ? shownData : old
        model = newValue
        let new = newValue.animatableData
        if old != new, let engine, engine.hasOpenTransaction,
            engine.propertyDidChange(self, from: old, to: new, shown: before)
        {
            return
        }
        // Running animations carry on over the new model: until the next frame evaluates them
        // the presentation moves with it.
        if isAnimating { shownData = before + (new - old) }
    }

    /// Replaces the model without animating and without telling the engine (a structured
    /// property switching at its midpoint, `SwitchingProperty`).
    func replaceModel(_ value: Value) {
        model = value
    }

    /// Sets the model's animatable data without animating (a `PropertyAnimator` settling it).
    func setModelData(_ data: Value.AnimatableData) {
        model.animatableData = data
    }
}

/// One animation of an animatable property: its record (timing, transaction, completion,
/// logical completion — what the engine's bookkeeping reads) and how it adds what is left of
/// its change at a frame time. Not generic: the engine's loop over a property's animations
/// then looks up no type metadata (the arithmetic is in `accumulate`); a class, so the loop
/// retains one reference an animation, not three.
final class PropertyAnimationEntry {
    let record: RunningLayerAnimation
    /// The runner of a transaction's animation (nil for a `PropertyAnimator`'s, which has
    /// no time of its own): merges read it, and it says when the animation is over.
    let runner: AnyDeltaRunner?
    /// Adds what is left of the change at a frame time (shown minus model) and its rate to
    /// the property's `PresentationAccumulator`.
    let accumulate: (Double) -> Void

    init(record: RunningLayerAnimation, runner: AnyDeltaRunner?, accumulate: @escaping (Double) -> Void) {
        self.record = record
        self.runner = runner
        self.accumulate = accumulate
    }
}

/// A property's presentation while its animations run: the model's data plus what each
/// animation has left, and the rate of that.
final class PresentationAccumulator<Data: VectorArithmetic> {
    // Only the engine's frame and the property touch these, one at a time: no access checks.
    @exclusivity(unchecked) var value: Data
    @exclusivity(unchecked) var rate: Data = .zero

    init(_ value: Data) {
        self.value = value
    }
}

/// What the engine asks of an animated property, whatever its value type.
protocol AnimatedPropertyRuntime: AnyObject {
    /// Its name.
    var propertyName: String { get }
    /// Whether the engine's list of animated properties holds it.
    var isRegistered: Bool { get set }
    /// How many of its animations are running.
    var runningAnimationCount: Int { get }
    /// Evaluates its animations at `time` (stopping those that are over); false when none is left.
    func advance(at time: Double, in engine: AnimationEngine) -> Bool
    /// Removes its animations; their completions get `false` at the engine's `now`.
    func removeAnimations(in engine: AnimationEngine)
    /// Appends `name` (or `name.0`, `name.1`, … for several components) and the presentation
    /// value's components to `trace`.
    func appendTrace(to trace: inout [(name: String, value: Double)])
}

extension AnimatableProperty: AnimatedPropertyRuntime {
    var propertyName: String { name }
    var runningAnimationCount: Int { entries.count }

    func advance(at time: Double, in engine: AnimationEngine) -> Bool {
        shown.value = model.animatableData
        shown.rate = .zero
        var anyStopped = false
        for entry in entries {
            let record = entry.record
            engine.stopIfOver(record, runner: entry.runner, at: time)
            if record.stopped && record.isRemovedOnCompletion {
                anyStopped = true
                continue
            }
            // An explicit animation not removed on completion stays, showing its fill.
            entry.accumulate(time)
            engine.noteLogicalCompletion(record, runner: entry.runner, at: time)
        }
        if anyStopped { entries.removeAll { $0.record.stopped && $0.record.isRemovedOnCompletion } }
        return !entries.isEmpty
    }

    func removeAnimations(in engine: AnimationEngine) {
        let removed = entries
        entries = []
        for entry in removed where !entry.record.stopped { engine.stop(entry.record, finished: false) }
    }

    /// Removes the animations `match` picks, their completions getting `false`.
    func removeAnimations(
        in engine: AnimationEngine, where match: (PropertyAnimationEntry) -> Bool
    ) {
        let removed = entries.filter(match)
        guard !removed.isEmpty else { return }
        entries.removeAll(where: match)
        for entry in removed where !entry.record.stopped { engine.stop(entry.record, finished: false) }
    }

    func appendTrace(to trace: inout [(name: String, value: Double)]) {
        let components = presentationValue.animatableData.components
        if components.count == 1 {
            trace.append((name, components[0]))
        } else {
            for (index, component) in components.enumerated() { trace.append(("\(name).\(index)", component)) }
        }
    }
}

/// The layer animation a property's animation is recorded as, so the engine's completion and
/// transaction bookkeeping applies to it: it touches nothing in a `LayerSnapshot` (the
/// property's own loop evaluates it).
struct PropertyRecordAnimation: LayerAnimation {
    var timing = MediaTiming()
    var isRemovedOnCompletion = true
    var completion: ((Bool) -> Void)?
    /// The runner the record keeps, so that it lives as long as the record.
    let runner: AnyDeltaRunner?

    /// None: the property is not in `LayerSnapshot`.
    var keyPaths: [String] { [] }

    func apply(at parentTime: Double, begin: Double, to presentation: inout LayerSnapshot) {}
}
