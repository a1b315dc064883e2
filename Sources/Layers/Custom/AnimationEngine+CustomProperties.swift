import Motion

extension AnimationEngine {
    /// Called by `AnimatableProperty` after a model change inside a transaction: starts the
    /// animation the transaction asks for, as `modelDidChange` does for a layer property, on
    /// the general runner over the property's `animatableData`, or hands the change to the
    /// `PropertyAnimator` capturing it. `shown` is the presentation before the change. False
    /// when the change does not animate (actions disabled, no animation).
    ///
    /// Properties add under UIKit's style (as position, bounds and transform do).
    func propertyDidChange<Value: Animatable>(
        _ property: AnimatableProperty<Value>, from old: Value.AnimatableData,
        to new: Value.AnimatableData, shown: Value.AnimatableData
    ) -> Bool {
        guard let transaction, !transaction.effectiveDisableActions else { return false }
        if let capture = transaction.effectiveCapture {
            capture.property(PropertyChange(property: property, from: shown, to: new))
            return true
        }
        guard transaction.hasEffectiveAnimation else { return false }
        let animation = transaction.effectiveAnimation
        let additive = transaction.effectiveStyle != .replace
        var merged: Any?
        var carried: [(Bool) -> Void] = []
        var carriedRecords: [RunningLayerAnimation] = []
        if let takeover = takeOver(property, with: animation) {
            // Their completions and transactions wait for the new animation, as for layer properties.
            (merged, carried, carriedRecords) = takeover
        } else if !additive {
            property.removeAnimations(in: self, where: { $0.runner != nil })
        }
        let delta = ((additive && merged == nil) ? old : shown) - new
        let start = merged as? AnimationContext<Value.AnimatableData> ?? .init()
        let sink = RemainingSink<Value.AnimatableData>()
        let runner = AnyDeltaRunner.general(animation: animation, delta: delta, mergedContext: merged, into: sink)
        let begin = nowSeconds
        let length = runner.duration
        var recorded = PropertyRecordAnimation(runner: runner)
        if !carried.isEmpty {
            recorded.completion = { finished in for completion in carried { completion(finished) } }
        }
        let tracking = transaction.tracksAnimations ? transaction : nil
        tracking?.animationStarted()
        let record = RunningLayerAnimation(
            custom: recorded, runner: runner, begin: begin, end: length.map { begin + $0 }, transaction: tracking)
        record.carried = carriedRecords
        if tracking != nil {
            record.logicalPending = true
            if transaction.tracksLogicalCompletion, let logical = runner.logicalDuration() {
                record.logicalEnd = begin + logical
                logicalQueue.append(record)
            }
        }
        property.entries.append(
            PropertyAnimationEntry(
                record: record, runner: runner,
                accumulate: Self.accumulate(
                    animation, delta: delta, start: start, begin: begin, runner: runner, sink: sink,
                    into: property.shown)))
        register(property)
        // Until the next frame evaluates it, the property shows what it showed before.
        property.shownData = shown
        return true
    }

    /// Adds what is left of `delta` (shown minus model) at a frame time, and its rate, to
    /// `shown`, for an animation begun at `begin` from `start`. A spring or a timing curve is
    /// its closed form on the delta's own type (one evaluation of the spring's responses or the
    /// curve a frame); any other animation goes through its runner, which leaves what is left in
    /// `sink`, and its `velocity`. The presentation is the model plus what is left, so its rate
    /// is −(the rate of what is covered).
    private static func accumulate<Data: VectorArithmetic>(
        _ animation: Animation, delta: Data, start: AnimationContext<Data>, begin: Double, runner: AnyDeltaRunner,
        sink: RemainingSink<Data>, into shown: PresentationAccumulator<Data>
    ) -> (Double) -> Void {
        if let fluid = animation.fluidSpring, runner.duration != nil {
            // covered = delta·(1 − A) + v₀·B, so what is left is delta·A − v₀·B.
            let v0 = animation.velocity(value: delta, time: 0, context: start) ?? .zero
            let spring = fluid.spring
            return { time in
                let r = spring.unitResponses(at: max(0, time - begin))
                shown.value += delta.scaled(by: r.a) - v0.scaled(by: r.b)
                shown.rate += delta.scaled(by: r.da) - v0.scaled(by: r.db)
            }
        }
        if let timing = animation.timingCurve, timing.duration > 0 {
            let length = timing.duration
            let curve = timing.curve
            return { time in
                let f = curve.valueAndVelocity(at: max(0, time - begin) / length)
                shown.value += delta.scaled(by: 1 - f.value)
                shown.rate += delta.scaled(by: -f.velocity / length)
            }
        }
        let length = runner.duration
        return { time in
            let t = time - begin
            sink.value = .zero
            _ = runner.value(at: t, under: .number(0))
            shown.value += sink.value
            if let length, t >= length { return }
            let rate = animation.velocity(value: delta, time: max(0, t), context: start) ?? .zero
            shown.rate -= rate
        }
    }

    /// Lets `animation` merge with the property's last running animation of a transaction:
    /// when it merges, the new animation takes over from those animations, from what is shown
    /// now, and they leave the property. Returns the merged context, their completions and the
    /// records whose transactions now wait for the new animation; nil when it does not merge.
    private func takeOver<Value: Animatable>(
        _ property: AnimatableProperty<Value>, with animation: Animation
    ) -> (context: Any, completions: [(Bool) -> Void], records: [RunningLayerAnimation])? {
        guard let previous = property.entries.last(where: { $0.runner != nil }), let running = previous.runner,
            let context = running.merge(animation, nowSeconds - previous.record.begin)
        else { return nil }
        let replaced = property.entries.filter { $0.runner != nil }.map(\.record)
        property.entries.removeAll { $0.runner != nil }
        let (completions, records) = absorb(replaced)
        return (context, completions, records)
    }

    /// Adds `property` to the properties evaluated every frame (once).
    func register(_ property: some AnimatedPropertyRuntime) {
        guard !property.isRegistered else { return }
        property.isRegistered = true
        animatedProperties.append(property)
    }

    /// Evaluates every animated property at `time`, in the order they started animating;
    /// those with nothing left to run leave the list.
    func updateProperties(at time: Double) {
        var kept = 0
        for index in animatedProperties.indices {
            let property = animatedProperties[index]
            if property.advance(at: time, in: self) {
                animatedProperties[kept] = property
                kept += 1
            } else {
                property.isRegistered = false
            }
        }
        animatedProperties.removeLast(animatedProperties.count - kept)
    }

    /// Removes the animations of `layer`'s custom properties (the layer left the tree, or
    /// its animations were removed).
    func removePropertyAnimations(of layer: Layer) {
        if let properties = layer.custom?.properties {
            for property in properties.values {
                (property as? any AnimatedPropertyRuntime)?.removeAnimations(in: self)
            }
        }
        for property in layer.shapeState?.runtimes ?? [] { property.removeAnimations(in: self) }
        for property in layer.storage.pointee.transitions?.runtimes ?? [] { property.removeAnimations(in: self) }
        for property in layer.effectsState?.runtimes ?? [] { property.removeAnimations(in: self) }
    }

    // MARK: Engine values

    /// The engine's animatable value named `name`, made with `initial` as its model value the
    /// first time it is asked for (later calls return the same value and ignore `initial`):
    /// SwiftUI's animatable state outside any layer, animated by this engine like a layer
    /// property, and recorded in every frame trace under its name
    /// (`animatedValueTrace()`). Asking for a name with another value type is a programming
    /// error; so is an empty name.
    ///
    /// ```swift
    /// let progress = engine.animatedValue("download.progress", initial: 0.0)
    /// engine.withAnimation(.smooth) { progress.value = 0.8 }
    /// // every frame: ring.strokeEnd = progress.presentationValue
    /// ```
    ///
    /// The engine keeps the value for as long as it lives.
    ///
    /// - Complexity: O(1) on average (a dictionary look-up).
    public func animatedValue<Value: Animatable>(_ name: String, initial: Value) -> AnimatableProperty<Value> {
        precondition(!name.isEmpty, "animatedValue(_:initial:): the name is empty; traces record values by name")
        if let existing = namedValues[name] {
            guard let typed = existing as? AnimatableProperty<Value> else {
                preconditionFailure("animatedValue(\"\(name)\"): the value exists with another value type")
            }
            return typed
        }
        let made = AnimatableProperty(name: name, engine: self, initial: initial)
        namedValues[name] = made
        valueOrder.append(made)
        return made
    }

    /// The engine's animatable value named `name` with values of type `type`, if it has one.
    ///
    /// - Complexity: O(1) on average (a dictionary look-up).
    public func animatedValue<Value: Animatable>(_ name: String, as type: Value.Type) -> AnimatableProperty<Value>? {
        namedValues[name] as? AnimatableProperty<Value>
    }

    /// The names of the engine's animatable values, in the order they were made.
    public var animatedValueNames: [String] { valueOrder.map(\.propertyName) }

    /// Every engine value's presentation, in the order the values were made: `name` for a
    /// value of one component, `name.0`, `name.1`, … for several (`VectorArithmetic`'s
    /// `components`). A session adds these to every frame trace after the scene's own values.
    ///
    /// - Complexity: O(v + c), for v values with c components in all.
    public func animatedValueTrace() -> [(name: String, value: Double)] {
        var trace: [(name: String, value: Double)] = []
        for value in valueOrder { value.appendTrace(to: &trace) }
        return trace
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

/// Where a general runner on a property's delta leaves what is left of it each frame.
final class RemainingSink<V: VectorArithmetic> {
    var value: V = .zero
}
