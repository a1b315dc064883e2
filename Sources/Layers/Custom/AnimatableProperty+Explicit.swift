import Motion

/// A value a Core Animation key path can carry: what an explicit animation (`BasicAnimation`,
/// `SpringAnimation`) interpolates when its key path names an animatable property instead of a
/// `LayerSnapshot` field.
protocol LayerValueConvertible: Animatable {
    init?(layerValue: LayerValue)
    var layerValue: LayerValue { get }
}

extension Double: LayerValueConvertible {
    init?(layerValue: LayerValue) {
        guard case let .number(x) = layerValue else { return nil }
        self = x
    }
    var layerValue: LayerValue { .number(self) }
}

extension Color: LayerValueConvertible {
    init?(layerValue: LayerValue) {
        guard case let .color(x) = layerValue else { return nil }
        self = x
    }
    var layerValue: LayerValue { .color(self) }
}

extension Point: LayerValueConvertible {
    init?(layerValue: LayerValue) {
        guard case let .point(x) = layerValue else { return nil }
        self = x
    }
    var layerValue: LayerValue { .point(self) }
}

extension Size: LayerValueConvertible {
    init?(layerValue: LayerValue) {
        guard case let .size(x) = layerValue else { return nil }
        self = x
    }
    var layerValue: LayerValue { .size(self) }
}

/// An animatable property that takes explicit Core Animation animations by key path.
protocol ExplicitlyAnimatable: AnyObject {
    /// Starts `animation` (one key path, this property's) as Core Animation runs it: from, to
    /// and by values on top of what lies under it, its media timing, fill mode and
    /// `isRemovedOnCompletion`, its completion and `key`.
    func addExplicit(
        _ animation: any PropertyValueAnimation, key: String?, begin: Double, end: Double?,
        transaction: Transaction?, in engine: AnimationEngine)
    /// Its explicit animations' records (those added with a key path).
    var explicitRecords: [RunningLayerAnimation] { get }
    /// Removes its explicit animations that `match` picks; their completions get `false` if
    /// they had not ended.
    func removeExplicit(in engine: AnimationEngine, where match: (RunningLayerAnimation) -> Bool)
}

extension AnimatableProperty: ExplicitlyAnimatable where Value: LayerValueConvertible {
    func addExplicit(
        _ animation: any PropertyValueAnimation, key: String?, begin: Double, end: Double?,
        transaction: Transaction?, in engine: AnimationEngine
    ) {
        let record = RunningLayerAnimation(
            key: key, animation: animation, begin: begin, end: end, transaction: transaction)
        record.isExplicit = true
        let interpolation = PropertyInterpolation(
            fromValue: animation.fromValue, toValue: animation.toValue, byValue: animation.byValue,
            isAdditive: animation.isAdditive, isCumulative: animation.isCumulative)
        let timing = animation.timing
        entries.append(
            PropertyAnimationEntry(record: record, runner: nil) { [unowned self] time in
                guard case let .active(local, iteration) = timing.phase(at: time, begin: begin) else { return }
                var under = value
                under.animatableData = shown.value
                if let value = interpolation.value(
                    fraction: animation.progress(atLocalTime: local), iteration: iteration, under: under.layerValue),
                    let shownValue = Value(layerValue: value)
                {
                    shown.value = shownValue.animatableData
                }
            })
        engine.register(self)
    }

    var explicitRecords: [RunningLayerAnimation] { entries.map(\.record).filter(\.isExplicit) }

    func removeExplicit(in engine: AnimationEngine, where match: (RunningLayerAnimation) -> Bool) {
        removeAnimations(in: engine, where: { $0.record.isExplicit && match($0.record) })
    }
}

extension Layer {
    /// The properties beyond `LayerSnapshot` that can hold explicit animations: the shape's,
    /// the effects' and the custom ones of a number, colour, point or size.
    var explicitlyAnimatableProperties: [any ExplicitlyAnimatable] {
        var all: [any ExplicitlyAnimatable] = []
        if let shape = shapeState {
            all += ShapeLayerState.animatableNames.sorted().compactMap { shape.namedProperty($0) }
        }
        if let effects = effectsState {
            all += LayerEffectsState.animatableNames.sorted().compactMap { effects.namedProperty($0) }
        }
        for name in (custom?.properties.keys).map(Array.init)?.sorted() ?? [] {
            if let property = custom?.properties[name] as? any ExplicitlyAnimatable { all.append(property) }
        }
        return all
    }

    /// The animatable property an explicit animation's key path names, beyond `LayerSnapshot`'s:
    /// a shape's ("strokeEnd", "fillColor", …), the blur's ("blurRadius") or a custom property
    /// of a number, colour, point or size, by its name.
    func explicitlyAnimatable(_ keyPath: String) -> (any ExplicitlyAnimatable)? {
        if let shape = shapeState, let property = shape.namedProperty(keyPath) { return property }
        if let effects = effectsState, let property = effects.namedProperty(keyPath) { return property }
        if let custom = custom?.properties[keyPath] { return custom as? any ExplicitlyAnimatable }
        // A shape or effect property not set yet still takes an animation (from its default).
        if ShapeLayerState.animatableNames.contains(keyPath) { return makeShapeState().namedProperty(keyPath) }
        if LayerEffectsState.animatableNames.contains(keyPath) { return makeEffectsState().namedProperty(keyPath) }
        return nil
    }
}
