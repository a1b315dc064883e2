import Motion

extension Layer {
    /// The layer's animatable property named `name`, made with `initial` as its model value
    /// the first time it is asked for (later calls return the same property and ignore
    /// `initial`). Asking for a name with another value type is a programming error.
    ///
    /// - Complexity: O(1) on average (a dictionary look-up).
    public func customProperty<Value: Animatable>(_ name: String, initial: Value) -> AnimatableProperty<Value> {
        if let existing = custom?.properties[name] {
            guard let typed = existing as? AnimatableProperty<Value> else {
                preconditionFailure("customProperty(\"\(name)\"): the property exists with another value type")
            }
            return typed
        }
        let made = AnimatableProperty(name: name, layer: self, initial: initial)
        customState.properties[name] = made
        return made
    }

    /// The layer's animatable property named `name` with values of type `type`, if it has one.
    ///
    /// - Complexity: O(1) on average (a dictionary look-up).
    public func customProperty<Value: Animatable>(_ name: String, as type: Value.Type) -> AnimatableProperty<Value>? {
        custom?.properties[name] as? AnimatableProperty<Value>
    }
}

extension Layer {
    /// The layer's custom state, made when first asked for.
    var customState: CustomLayerState {
        if let custom { return custom }
        let made = CustomLayerState()
        storage.pointee.custom = made
        return made
    }

    /// The layer's custom state, if it has any.
    var custom: CustomLayerState? { storage.pointee.custom }

    /// Whether the engine's list of layers with a frame hook holds this layer.
    var isHookRegistered: Bool {
        get { custom?.isHookRegistered ?? false }
        set { customState.isHookRegistered = newValue }
    }

    /// Runs every frame, after the engine has evaluated every animation at the frame's
    /// target timestamp: read presentation values (a custom property's `presentationValue`,
    /// a layer's `presentation()`) and set properties of this layer or its sublayers from them
    /// (a knob's angle into its transform, a bar's value into its bounds). Nil: none.
    ///
    /// The hook sets model values, with actions disabled, so they show in the same frame and
    /// never animate: what it sets is derived from values already animated, as SwiftUI's
    /// `Animatable` views recompute their body from `animatableData` each frame and Core
    /// Animation's `display` draws from the presentation layer. Set from the model, the
    /// derived values are also what hit testing and layout read, and replays see the same.
    /// Do not animate a property the hook sets: the hook's value shows for one frame and then
    /// the animation's. Hooks run in the order their layers joined the engine's tree; the
    /// layer is passed in, so the closure need not capture it.
    public var frameHook: ((Layer) -> Void)? {
        get { custom?.frameHook }
        set {
            customState.frameHook = newValue
            guard let engine else { return }
            if newValue != nil { engine.registerHook(self) } else { engine.unregisterHook(self) }
        }
    }
}

/// What a layer with custom properties or a frame hook keeps of them.
final class CustomLayerState {
    /// The custom animatable properties by name.
    var properties: [String: AnyObject] = [:]
    /// The frame hook.
    var frameHook: ((Layer) -> Void)?
    /// Whether the engine's list of layers with a frame hook holds the layer.
    var isHookRegistered = false
}
