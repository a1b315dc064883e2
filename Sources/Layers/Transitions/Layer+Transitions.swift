import Motion

extension Layer {
    /// Adds `layer` above the sublayers with `transition`, as SwiftUI inserts a view with its
    /// `transition(_:)` inside `withAnimation`.
    ///
    /// See `insertSublayer(_:at:transition:completion:)`.
    public func addSublayer(
        _ layer: Layer, transition: AnyTransition, completion: ((TransitionOutcome) -> Void)? = nil
    ) {
        insertSublayer(layer, at: sublayers.count, transition: transition, completion: completion)
    }

    /// Inserts `layer` at `index` among the sublayers, coming in with `transition`: it starts
    /// in the transition's `willAppear` look and animates to its `identity`, as SwiftUI inserts
    /// a view with its `transition(_:)`.
    ///
    /// - The animation is the transition's own (`AnyTransition.animation(_:)`) or the open
    ///   transaction's (`withAnimation`, `animate(withDuration:)`, `transaction(animation:)`).
    ///   With neither — outside a transaction, with actions disabled, or inside a
    ///   `PropertyAnimator`'s animations block — the layer appears at once (SwiftUI's rule:
    ///   transitions run only in an animating transaction).
    /// - A layer on its way out (`isLeaving`) turns round from where it is shown: springs keep
    ///   its velocity, curves add; the removal's completions get `.reversed`. One still
    ///   appearing carries on to its new transition's look. One already shown in this tree
    ///   only moves to `index`, and `completion` gets `.finished` at once.
    /// - The layer is in the tree, at its model values, from this call on: hit testing reads it
    ///   there (UIKit's rule); what the transition shows is in `presentation()`.
    /// - `completion` gets `.finished` when the effect is over, `.reversed` when a removal
    ///   takes over first, `.cancelled` when the layer leaves the tree another way first.
    ///   It runs with the engine's other completions (`AnimationEngine.flushCompletions()`).
    /// - Under Reduce Motion Fling's moving transitions fade instead (`AnyTransition`).
    public func insertSublayer(
        _ layer: Layer, at index: Int, transition: AnyTransition, completion: ((TransitionOutcome) -> Void)? = nil
    ) {
        let state = layer.transitionState
        // A layer already shown in this tree only moves: it has nothing to appear from.
        let isShown = layer.superlayer != nil && layer.engine === engine && state.direction == .none
        let (generation, reversed) = state.begin(.inserting, completion: completion)
        insertSublayer(layer, at: index)
        guard let engine, !isShown else {
            state.reset(in: self.engine)
            let due =
                (state.end(generation) ?? []).map { call in { call(.finished) } }
                + reversed.map { call in { call(.reversed) } }
            if let engine = self.engine {
                for call in due { engine.enqueue(engine.nowSeconds, call) }
                engine.flushCompletions()
            } else {
                for call in due { call() }
            }
            return
        }
        for call in reversed { engine.enqueue(engine.nowSeconds) { call(.reversed) } }
        let transition = engine.accessibilityReduceMotion ? transition.reducingMotion() : transition
        let geometry = TransitionGeometry(layer.modelValues)
        var target = transition.content(.identity, removal: false, geometry: geometry).effect
        if let animation = transition.animation ?? engine.transitionAnimation {
            layer.noteMatchedChange(.arriving, animation: animation, in: engine)
            if !state.isShowing {
                // At rest: it starts from the transition's look before it appears.
                state.reset(to: transition.content(.willAppear, removal: false, geometry: geometry).effect, in: engine)
            }
            target = target.rebased(on: state.effect.value)
            layer.runTransition(state, to: target, animation: animation, generation: generation, in: engine)
        } else {
            state.reset(to: target, in: engine)
            for call in state.end(generation) ?? [] { engine.enqueue(engine.nowSeconds) { call(.finished) } }
        }
        engine.flushCompletions()
    }

    /// Removes the layer from its superlayer with `transition`: it animates from the
    /// transition's `identity` look to its `didDisappear` look, taking no touches, and leaves
    /// the tree when that is over, as SwiftUI removes a view with its `transition(_:)`.
    ///
    /// - The animation is the transition's own or the open transaction's, as for
    ///   `insertSublayer(_:at:transition:completion:)`; with neither the layer leaves at once,
    ///   as `removeFromSuperlayer()` does.
    /// - Meanwhile the layer stays a sublayer, `isLeaving` is true and hit testing passes
    ///   through it to what is below. Inserting it again (with a transition) turns it round
    ///   from where it is shown; the removal's completions get `.reversed`.
    /// - A plain `removeFromSuperlayer()` meanwhile removes it at once, as always: the layer's
    ///   animations are removed, completions get `false`, and this one `.cancelled`; so does
    ///   adding it back without a transition.
    /// - When it leaves, its animations go as with `removeFromSuperlayer()`, and it shows no
    ///   transition effect if it is added again later.
    /// - Under Reduce Motion Fling's moving transitions fade instead (`AnyTransition`).
    public func removeFromSuperlayer(transition: AnyTransition, completion: ((TransitionOutcome) -> Void)? = nil) {
        guard superlayer != nil, let engine else {
            removeFromSuperlayer()
            completion?(.finished)
            return
        }
        let state = transitionState
        let (generation, reversed) = state.begin(.removing, completion: completion)
        for call in reversed { engine.enqueue(engine.nowSeconds) { call(.reversed) } }
        let transition = engine.accessibilityReduceMotion ? transition.reducingMotion() : transition
        let geometry = TransitionGeometry(modelValues)
        if let animation = transition.animation ?? engine.transitionAnimation {
            noteMatchedChange(.leaving, animation: animation, in: engine)
            if !state.isShowing {
                state.reset(to: transition.content(.identity, removal: true, geometry: geometry).effect, in: engine)
            }
            let target = transition.content(.didDisappear, removal: true, geometry: geometry).effect
                .rebased(on: state.effect.value)
            runTransition(state, to: target, animation: animation, generation: generation, in: engine)
        } else {
            finishLeaving(state, generation: generation, at: engine.nowSeconds, in: engine)
        }
        engine.flushCompletions()
    }

    /// Whether the layer is being removed with a transition: it is still a sublayer, drawn
    /// as the transition shows it, but takes no touches, and leaves the tree when the
    /// transition ends.
    public var isLeaving: Bool { storage.pointee.transitions?.isLeaving ?? false }

    /// The layer's transition state, made when first needed.
    var transitionState: LayerTransitionState {
        if let made = storage.pointee.transitions { return made }
        let made = LayerTransitionState(layer: self)
        storage.pointee.transitions = made
        storage.pointee.hasOverlay = true
        return made
    }

    /// Animates the effect to `target` in a transaction whose completion ends the transition
    /// of `generation`, if it is still the running one.
    private func runTransition(
        _ state: LayerTransitionState, to target: TransitionEffect, animation: Animation, generation: Int,
        in engine: AnimationEngine
    ) {
        let completion: (Bool) -> Void = { [weak self, weak engine] finished in
            guard let self, let engine else { return }
            if finished, state.isLeaving, state.generation == generation {
                self.finishLeaving(state, generation: generation, at: engine.callbackTime, in: engine)
            } else if let due = state.end(generation) {
                if !finished { state.reset(in: engine) }
                for call in due { call(finished ? .finished : .cancelled) }
            }
        }
        engine.transaction(
            animating: animation, disableActions: false, completion: completion, { state.effect.value = target })
    }

    /// The end of a removal: the layer leaves the tree and its effect is cleared.
    private func finishLeaving(
        _ state: LayerTransitionState, generation: Int, at time: Double, in engine: AnimationEngine
    ) {
        guard let due = state.end(generation) else { return }
        removeFromSuperlayer()
        state.reset(in: engine)
        state.resetMatchedOffset(in: engine)
        for call in due { engine.enqueue(time) { call(.finished) } }
        engine.flushCompletions()
    }

    /// A plain insertion of a layer on its way out: the removal is over, the layer shows as it
    /// is, and the removal's completions get `.cancelled`.
    func cancelLeaving() {
        guard let state = storage.pointee.transitions, state.isLeaving else { return }
        let due = state.endNow()
        state.reset(in: engine)
        state.resetMatchedOffset(in: engine)
        guard let engine else {
            for call in due { call(.cancelled) }
            return
        }
        for call in due { engine.enqueue(engine.nowSeconds) { call(.cancelled) } }
    }

    /// What the transition shows now, and its rate per second, in the order opacity, scale x,
    /// scale y, rotation (radians), offset x, offset y, blur (for tests and traces).
    package func presentationTransitionEffect() -> (values: [Double], velocity: [Double]) {
        guard let state = storage.pointee.transitions else {
            return (TransitionEffect.identity.animatableData.components, Array(repeating: 0, count: 7))
        }
        return (state.effect.presentationValue.animatableData.components, state.effect.velocity.components)
    }
}

extension AnimationEngine {
    /// The animation the open transaction gives a transition: nil outside a transaction, with
    /// actions disabled, without an animation or while a `PropertyAnimator` captures changes.
    var transitionAnimation: Animation? {
        guard let transaction, !transaction.effectiveDisableActions, transaction.effectiveCapture == nil,
            transaction.hasEffectiveAnimation
        else { return nil }
        return transaction.effectiveAnimation
    }
}
