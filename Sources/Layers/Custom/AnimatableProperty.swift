import Motion

/// A named property of any `Animatable` type added to a layer, animated by the layer's engine
/// as the layer's own properties are: `layer.customProperty("angle", initial: Angle.zero)`.
///
/// Setting `value` sets the model at once (UIKit's rule). Inside `withAnimation`,
/// `animate(withDuration:)` or a transaction the change animates through the same machinery
/// as a layer property, on the value's `animatableData` (SwiftUI's `Animatable`): springs
/// merge and keep their velocity, timing curves add (iOS 8's additive animations), the
/// transaction's completions wait for it with both criteria, and removing the layer from its
/// tree removes its animations (their completions get `false`). `presentationValue` is what
/// the current frame shows, evaluated at the frame's target timestamp with every other
/// animation of the tree; `velocity` is its rate in `animatableData` units per second.
///
/// The layer holds its properties; a property holds its layer weakly. A change made in a
/// `PropertyAnimator`'s animations block sets the model at once without animating.
public final class AnimatableProperty<Value: Animatable> {
    /// The name it was made with (unique on its layer).
    public let name: String
    /// The layer it belongs to.
    public private(set) weak var layer: Layer?
    /// The model value.
    private var model: Value
    /// The animatable data the current frame shows, while `isAnimating`.
    var shownData: Value.AnimatableData
    /// The rate of `shownData`, in its units per second, while `isAnimating`.
    var shownVelocity: Value.AnimatableData = .zero

    init(name: String, layer: Layer, initial: Value) {
        self.name = name
        self.layer = layer
        model = initial
        shownData = initial.animatableData
    }

    /// The model value. Setting it sets the model at once; inside an animating transaction
    /// the presentation then animates from what it showed to the new value.
    ///
    /// - Complexity: O(1) outside a transaction; inside one that animates, O(a + k), where a is
    ///   the number of the layer's animations and k the depth of the open transactions (as for
    ///   a layer property).
    public var value: Value {
        get { model }
        set { set(newValue) }
    }

    /// Whether an animation is changing the presentation value.
    ///
    /// - Complexity: O(a), where a is the number of the layer's animations.
    public var isAnimating: Bool {
        guard let layer else { return false }
        return layer.animations.contains { $0.customTarget === self }
    }

    /// What the current frame shows: the model value with its `animatableData` as the running
    /// animations make it, or the model value when none runs.
    ///
    /// - Complexity: O(a), where a is the number of the layer's animations.
    public var presentationValue: Value {
        guard isAnimating else { return model }
        var shown = model
        shown.animatableData = shownData
        return shown
    }

    /// The rate of change of the presentation value's `animatableData`, in its units per
    /// second (zero when nothing animates it).
    ///
    /// - Complexity: O(a), where a is the number of the layer's animations.
    public var velocity: Value.AnimatableData { isAnimating ? shownVelocity : .zero }

    /// Catches the value where it is shown: its animations stop, the model takes the
    /// presentation value (so nothing jumps) and their completions get `false` — a touch
    /// catching a spinning knob or a decelerating scroll, as `AnimationEngine.catchPosition(of:)`
    /// catches a position spring. Nothing happens when nothing animates it.
    ///
    /// - Complexity: O(a), where a is the number of the layer's animations, plus the
    ///   completions it runs.
    public func stopAnimations() {
        guard let layer, let engine = layer.engine, isAnimating else { return }
        model.animatableData = shownData
        engine.remove(from: layer, where: { $0.customTarget === self })
        engine.flushCompletions()
    }

    private func set(_ newValue: Value) {
        let old = model.animatableData
        let shown = isAnimating ? shownData : old
        model = newValue
        let new = newValue.animatableData
        guard let layer, let engine = layer.engine, engine.hasOpenTransaction else {
            // Running animations carry on over the new model from the next frame.
            if isAnimating { shownData = new }
            return
        }
        guard old != new else { return }
        engine.customPropertyDidChange(self, of: layer, from: old, to: new, shown: shown)
    }
}

/// What a frame asks of an animated custom property: to start again from its model.
protocol CustomPropertyTarget: AnyObject {
    /// Sets the presentation to the model and the velocity to zero, before the property's
    /// animations add what is left of theirs.
    func resetPresentation()
}

extension AnimatableProperty: CustomPropertyTarget {
    func resetPresentation() {
        shownData = model.animatableData
        shownVelocity = .zero
    }

    /// Adds what is left of one animation's delta at local time `t`, and its rate.
    func accumulate(
        _ runner: AnyDeltaRunner, _ sink: RemainingSink<Value.AnimatableData>,
        velocity: (Double) -> Value.AnimatableData,
        at t: Double
    ) {
        sink.value = .zero
        _ = runner.value(at: t, under: .number(0))
        shownData += sink.value
        shownVelocity += velocity(t)
    }
}

/// Where a general runner on a custom property's delta leaves what is left of it each frame.
final class RemainingSink<V: VectorArithmetic> {
    var value: V = .zero
}

/// The layer animation a change of a custom property makes: the engine runs it as any other
/// of the layer's animations (in order, after resetting what they touch), and it adds what is
/// left of its delta to the property's presentation.
struct CustomPropertyAnimation<Value: Animatable>: LayerAnimation {
    weak var property: AnimatableProperty<Value>?
    let runner: AnyDeltaRunner
    let sink: RemainingSink<Value.AnimatableData>
    /// The rate of what is left of the delta at a local time.
    let velocity: (Double) -> Value.AnimatableData
    var timing = MediaTiming()
    var isRemovedOnCompletion = true
    var completion: ((Bool) -> Void)?

    /// None: the property is not in `LayerSnapshot`.
    var keyPaths: [String] { [] }

    func apply(at parentTime: Double, begin: Double, to presentation: inout LayerSnapshot) {
        property?.accumulate(runner, sink, velocity: velocity, at: parentTime - begin)
    }
}
