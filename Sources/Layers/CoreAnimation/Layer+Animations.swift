extension Layer {
    /// Adds a copy of `animation` under `key` (replacing any animation with that key), like
    /// `CALayer.add(_:forKey:)`. A `beginTime` of 0 means now.
    ///
    /// The layer must be in a tree attached to an `AnimationEngine`.
    public func add(_ animation: any LayerAnimation, forKey key: String?) {
        guard let engine else {
            preconditionFailure(
                "add(_:forKey:) on \(name.isEmpty ? "a layer" : "layer \"\(name)\"") outside an animated tree: call engine.attach(root) first"
            )
        }
        engine.add(animation, to: self, forKey: key)
        engine.flushCompletions()   // the completion of an animation it replaced
    }

    /// The animation added under `key`, like `animation(forKey:)`.
    public func animation(forKey key: String) -> (any LayerAnimation)? {
        if let record = animations.last(where: { $0.key == key }) { return record.animation }
        return explicitPropertyRecords.last { $0.key == key }?.animation
    }

    /// The keys of the animations added with one, like `animationKeys()`: those on
    /// `LayerSnapshot`'s key paths in order, then those on shape and custom properties.
    public var animationKeys: [String] { animations.compactMap(\.key) + explicitPropertyRecords.compactMap(\.key) }

    /// Removes the animation under `key`; its completion gets `false` if it had not ended.
    public func removeAnimation(forKey key: String) {
        guard let engine else {
            animations.removeAll { $0.key == key }
            return
        }
        engine.remove(from: self, where: { $0.key == key })
        for property in explicitlyAnimatableProperties { property.removeExplicit(in: engine, where: { $0.key == key }) }
        engine.flushCompletions()
    }

    /// Removes every animation, shape and custom properties' included; completions of those
    /// that had not ended get `false`.
    public func removeAllAnimations() {
        guard let engine else {
            animations.removeAll()
            return
        }
        engine.remove(from: self, where: { _ in true })
        engine.removePropertyAnimations(of: self)
        engine.flushCompletions()
    }

    /// The explicit animations added to shape and custom properties by key path.
    private var explicitPropertyRecords: [RunningLayerAnimation] {
        explicitlyAnimatableProperties.flatMap(\.explicitRecords)
    }
}
