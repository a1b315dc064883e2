import Motion

extension AnimationEngine {
    /// Called by `AnimatableProperty` after a model change inside a transaction: starts the
    /// animation the transaction asks for, as `modelDidChange` does for a layer property, on
    /// the general runner over the property's `animatableData`. `shown` is the presentation
    /// before the change.
    ///
    /// Custom properties add under UIKit's style (as position, bounds and transform do), and
    /// a `PropertyAnimator`'s capture sets them at once.
    func customPropertyDidChange<Value: Animatable>(
        _ property: AnimatableProperty<Value>, of layer: Layer, from old: Value.AnimatableData,
        to new: Value.AnimatableData, shown: Value.AnimatableData
    ) {
        guard let transaction, !transaction.effectiveDisableActions, transaction.effectiveCapture == nil,
            transaction.hasEffectiveAnimation
        else { return }
        let animation = transaction.effectiveAnimation
        let additive = transaction.effectiveStyle != .replace
        let mine: (RunningLayerAnimation) -> Bool = { $0.customTarget === property }
        var merged: Any?
        var carried: [(Bool) -> Void] = []
        var carriedRecords: [RunningLayerAnimation] = []
        if let takeover = takeOver(on: layer, with: animation, runner: { $0.customRunner }, where: mine) {
            // Their completions and transactions wait for the new animation, as for layer properties.
            (merged, carried, carriedRecords) = takeover
        } else if !additive {
            remove(from: layer, where: mine)
        }
        let delta = ((additive && merged == nil) ? old : shown) - new
        let start = merged as? AnimationContext<Value.AnimatableData> ?? .init()
        let sink = RemainingSink<Value.AnimatableData>()
        let runner = AnyDeltaRunner.general(animation: animation, delta: delta, mergedContext: merged, into: sink)
        let length = runner.duration
        var custom = CustomPropertyAnimation<Value>(
            property: property, runner: runner, sink: sink,
            velocity: { t in
                // The presentation is the model plus delta − covered: its rate is −covered′.
                if let length, t >= length { return .zero }
                return (animation.velocity(value: delta, time: max(0, t), context: start) ?? .zero).scaled(by: -1)
            })
        if !carried.isEmpty {
            custom.completion = { finished in for completion in carried { completion(finished) } }
        }
        addCustom(
            custom, runner: runner, property: property, to: layer, transaction: transaction, carrying: carriedRecords)
        // Until the next frame evaluates it, the property shows what it showed before.
        property.shownData = shown
    }

    /// Adds a custom property's animation to `layer`'s animations on the general path, its
    /// transaction told (and its logical completion queued) as for an implicit animation.
    private func addCustom<Value: Animatable>(
        _ custom: CustomPropertyAnimation<Value>, runner: AnyDeltaRunner, property: AnimatableProperty<Value>,
        to layer: Layer, transaction: Transaction, carrying carried: [RunningLayerAnimation]
    ) {
        let begin = nowSeconds
        let tracking = transaction.tracksAnimations ? transaction : nil
        tracking?.animationStarted()
        let record = RunningLayerAnimation(
            custom: custom, target: property, runner: runner, begin: begin, end: runner.duration.map { begin + $0 },
            transaction: tracking)
        record.carried = carried
        if tracking != nil {
            record.logicalPending = true
            if transaction.tracksLogicalCompletion, let logical = runner.logicalDuration() {
                record.logicalEnd = begin + logical
                logicalQueue.append(record)
            }
        }
        layer.animations.append(record)
        if !layer.hasPresentation {
            layer.presentationStorage = layer.modelValues
            layer.hasPresentation = true
        }
        layer.storage.pointee.generalAnimations += 1
        register(layer)
    }

    // MARK: Frame hooks

    /// Adds `layer` to the layers whose frame hook runs every frame (once).
    func registerHook(_ layer: Layer) {
        guard !layer.isHookRegistered else { return }
        layer.isHookRegistered = true
        hookedLayers.append(layer)
    }

    /// Takes `layer` out of the layers whose frame hook runs.
    func unregisterHook(_ layer: Layer) {
        guard layer.isHookRegistered else { return }
        layer.isHookRegistered = false
        hookedLayers.removeAll { $0 === layer }
    }

    /// Runs every frame hook, in order, with actions disabled: what they set shows in this
    /// frame and does not animate.
    func runFrameHooks() {
        let layers = hookedLayers
        transaction(disableActions: true) {
            for layer in layers { layer.frameHook?(layer) }
        }
    }
}
