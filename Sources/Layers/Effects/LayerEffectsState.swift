import Motion

/// A layer's effects beyond Core Animation's `CALayer` properties (its blur), made the first
/// time one is set: most layers never have any, and cost a nil in `LayerStorage`.
final class LayerEffectsState {
    /// The blur's radius, the model kept at 0 or more (`Layer.blurRadius`).
    let blurRadius: AnimatableProperty<Double>

    init(layer: Layer) {
        blurRadius = AnimatableProperty(name: "blurRadius", layer: layer, initial: 0.0)
    }

    /// The key paths of the properties explicit animations may name.
    static let animatableNames: Set<String> = ["blurRadius"]

    /// The property named by a key path (`animatableNames`).
    func namedProperty(_ name: String) -> (any ExplicitlyAnimatable)? {
        name == "blurRadius" ? blurRadius : nil
    }

    /// Every animatable property, for the engine's bookkeeping.
    var runtimes: [any AnimatedPropertyRuntime] { [blurRadius] }
}
