import Motion

/// A value Core Animation interpolates only between values of the same structure — a path,
/// a gradient — and otherwise switches at the animation's midpoint.
protocol StructuredAnimatable: Animatable {
    /// Whether the two interpolate component by component.
    func hasSameStructure(as other: Self) -> Bool
}

extension Path: StructuredAnimatable {}
extension Gradient: StructuredAnimatable {}

/// A layer property of a structured value: an `AnimatableProperty` while the structure
/// stays, and a switch from what was shown to the new value halfway through the animation
/// when it changes (`CAShapeLayer.path` between paths of different element counts).
///
/// The switch is a second property, `crossing`, animated from 0 to 1 by the same transaction
/// (or `PropertyAnimator`): the old value shows while it is under ½. A spring that overshoots
/// back under ½ shows the old value again for those frames, as its progress says.
final class SwitchingProperty<Value: StructuredAnimatable> {
    let value: AnimatableProperty<Value>
    let crossing: AnimatableProperty<Double>
    /// What showed when the structure changed, shown until `crossing` passes ½.
    private var before: Value?

    init(name: String, layer: Layer, initial: Value) {
        value = AnimatableProperty(name: name, layer: layer, initial: initial)
        crossing = AnimatableProperty(name: name + ".crossing", layer: layer, initial: 1.0)
    }

    /// The model.
    var model: Value { value.value }

    /// Sets the model; a change of structure inside an animating transaction switches at the
    /// midpoint.
    ///
    /// The value's own animations only ever hold its model's structure (a switch stops them),
    /// so a new value of that structure animates on them, even mid-switch (the switch then
    /// goes on to it); any other starts a switch from what shows.
    func set(_ new: Value) {
        if !crossing.isAnimating { before = nil }
        guard !value.value.hasSameStructure(as: new) else {
            value.value = new
            return
        }
        // Nothing to interpolate: catch what shows, then switch to `new` at the midpoint.
        let shown = self.shown
        value.stopAnimations()
        crossing.stopAnimations()
        before = shown
        value.replaceModel(new)
        crossing.replaceModel(0)
        crossing.value = 1
        if !crossing.isAnimating { before = nil }
    }

    /// What the current frame shows.
    var shown: Value {
        if crossingShowsBefore, let before { return before }
        return value.presentationValue
    }

    /// Whether the frame still shows the value from before a switch.
    var crossingShowsBefore: Bool { before != nil && crossing.isAnimating && crossing.presentationValue < 0.5 }

    /// The two properties, for the engine's bookkeeping.
    var runtimes: [any AnimatedPropertyRuntime] { [value, crossing] }
}
