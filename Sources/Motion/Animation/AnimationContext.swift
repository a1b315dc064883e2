/// A key for per-animation state, like SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
    /// The type of the state stored under the key.
    associatedtype Value: Sendable
    /// What the state reads before an animation first writes it.
    static var defaultValue: Value { get }
}

/// The state one running animation keeps between frames, by key.
public struct AnimationState<V: VectorArithmetic>: Sendable {
    private var storage: [ObjectIdentifier: any Sendable] = [:]

    /// Empty state: every key reads its default.
    public init() {}

    /// The value stored for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// What a running animation can read and write besides its delta and time, like SwiftUI's
/// `AnimationContext`.
public struct AnimationContext<V: VectorArithmetic>: Sendable {
    /// State the animation keeps between frames.
    public var state = AnimationState<V>()
    /// Set by the animation once it is done as far as completion handlers are concerned
    /// (SwiftUI's `.logicallyComplete`), which may be before it is removed.
    public var isLogicallyComplete = false
    /// The built-in spring's state, kept in place rather than under a key of `state`: a
    /// frame then reads it without hashing, a dictionary lookup or a dynamic cast.
    @usableFromInline var fluidSpring = FluidSpringAnimation.State<V>()

    /// The velocity a merging built-in spring carries over from the animation it took over
    /// (zero otherwise): the layer engine re-expresses a rotation's rate in the new delta's terms.
    package var carriedSpringVelocity: V {
        get { fluidSpring.carriedVelocity }
        set { fluidSpring.carriedVelocity = newValue }
    }

    /// A context with empty state, not yet logically complete.
    public init() {}
}
