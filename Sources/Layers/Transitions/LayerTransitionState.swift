import Motion

/// A layer's insertion and removal transitions: the effect they show (an animatable value of
/// the layer), which way the last one goes, and the completions waiting for it.
final class LayerTransitionState {
    /// Which way the layer's transition goes.
    enum Direction {
        case none
        case inserting
        case removing
    }

    let effect: AnimatableProperty<TransitionEffect>
    private(set) var direction = Direction.none
    /// Counts transitions begun on the layer: a completion of an older one finds it changed
    /// and does nothing (its outcome was told when the newer one began).
    private(set) var generation = 0
    /// The completions waiting for the transition that runs, with those of earlier ones of the
    /// same direction it took over.
    private var completions: [(TransitionOutcome) -> Void] = []

    /// The layer's matched-geometry group, if it joined one.
    var matched: MatchedGeometryState?
    /// The offset from its geometry the layer shows while a matched geometry animates.
    let matchedOffset: AnimatableProperty<MatchedOffset>

    init(layer: Layer) {
        effect = AnimatableProperty(name: "transition", layer: layer, initial: .identity)
        matchedOffset = AnimatableProperty(name: "matchedGeometry", layer: layer, initial: .zero)
    }

    /// Whether the layer is on its way out of the tree: it takes no touches meanwhile.
    var isLeaving: Bool { direction == .removing }

    /// Whether the effect changes what the layer shows (so its presentation must apply it).
    var isShowing: Bool { effect.isAnimating || !effect.value.isIdentity }

    /// The runtimes of the effect and the matched offset, for the engine to remove their
    /// animations with the layer's.
    var runtimes: [any AnimatedPropertyRuntime] { [effect, matchedOffset] }

    /// Sets the matched offset to nothing at once, stopping its animations.
    func resetMatchedOffset(in engine: AnimationEngine?) {
        if let engine, matchedOffset.isAnimating { matchedOffset.removeAnimations(in: engine) }
        if let engine {
            engine.transaction(disableActions: true) { matchedOffset.value = .zero }
        } else {
            matchedOffset.value = .zero
        }
    }

    /// Begins a transition going `direction`: the completions waiting for a transition going
    /// the other way are handed back (to be told `.reversed`); one going the same way carries
    /// them on. Returns the new generation and the completions to tell.
    func begin(_ direction: Direction, completion: ((TransitionOutcome) -> Void)?) -> (
        generation: Int, reversed: [(TransitionOutcome) -> Void]
    ) {
        var reversed: [(TransitionOutcome) -> Void] = []
        if self.direction != direction {
            reversed = completions
            completions = []
        }
        if let completion { completions.append(completion) }
        self.direction = direction
        generation += 1
        return (generation, reversed)
    }

    /// Ends the running transition if it is generation `generation`: the direction is over,
    /// the effect goes back to nothing, and the completions are handed back to be told.
    func end(_ generation: Int) -> [(TransitionOutcome) -> Void]? {
        guard generation == self.generation, direction != .none else { return nil }
        return endNow()
    }

    /// Ends whatever runs (a removal cancelled by adding the layer back plainly).
    func endNow() -> [(TransitionOutcome) -> Void] {
        direction = .none
        generation += 1
        let due = completions
        completions = []
        return due
    }

    /// Sets the effect to `value` at once, stopping its animations quietly (their
    /// completions are of older generations, or told by the caller).
    func reset(to value: TransitionEffect = .identity, in engine: AnimationEngine?) {
        if let engine, effect.isAnimating { effect.removeAnimations(in: engine) }
        if let engine {
            engine.transaction(disableActions: true) { effect.value = value }
        } else {
            effect.value = value
        }
    }

    /// The blur radius the effect shows (0 when it shows none).
    var shownBlurRadius: Double { isShowing ? effect.presentationValue.blurRadius : 0 }

    /// Applies the matched geometry and the effect the layer shows to `values`.
    func apply(to values: inout LayerSnapshot, of layer: Layer) {
        if let matched, matched.isShowing {
            layer.applyMatchedGeometry(matched, offset: matchedOffset.presentationValue, to: &values)
        }
        guard isShowing else { return }
        effect.presentationValue.apply(to: &values)
    }
}
