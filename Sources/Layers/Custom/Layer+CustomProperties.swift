import Motion

extension Layer {
    /// The layer's animatable property named `name`, made with `initial` as its model value
    /// the first time it is asked for (later calls return the same property and ignore
    /// `initial`). Asking for a name with another value type is a programming error.
    ///
    /// - Complexity: O(1) on average (a dictionary look-up).
    public func customProperty<Value: Animatable>(_ name: String, initial: Value) -> AnimatableProperty<Value> {
        if let existing = customProperties[name] {
            guard let typed = existing as? AnimatableProperty<Value> else {
                preconditionFailure("customProperty(\"\(name)\"): the property exists with another value type")
            }
            return typed
        }
        let made = AnimatableProperty(name: name, layer: self, initial: initial)
        customProperties[name] = made
        return made
    }

    /// The layer's animatable property named `name` with values of type `type`, if it has one.
    ///
    /// - Complexity: O(1) on average (a dictionary look-up).
    public func customProperty<Value: Animatable>(_ name: String, as type: Value.Type) -> AnimatableProperty<Value>? {
        customProperties[name] as? AnimatableProperty<Value>
    }
}
