/// An animation that starts `delay` seconds late, like `Animation.delay(_:)`.
public struct DelayedAnimation: CustomAnimation {
    /// The animation that runs after the delay.
    public var base: Animation
    /// The delay, in seconds.
    public var delay: Double

    /// `base`, started `delay` seconds late.
    public init(base: Animation, delay: Double) {
        self.base = base
        self.delay = delay
    }

    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        time < delay ? .zero : base.animate(value: value, time: time - delay, context: &context)
    }

    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        time < delay ? .zero : base.velocity(value: value, time: time - delay, context: context)
    }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double,
        context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    public func duration<V: VectorArithmetic>(value: V, context: inout AnimationContext<V>) -> Double? {
        base.duration(value: value, context: &context).map { $0 + delay }
    }
}

/// An animation played `speed` times faster, like `Animation.speed(_:)`.
public struct SpeedAnimation: CustomAnimation {
    /// The animation played faster (or slower).
    public var base: Animation
    /// The factor time passes faster by; must be positive (0.5 is half speed).
    public var speed: Double

    /// `base` played `speed` times faster.
    public init(base: Animation, speed: Double) {
        precondition(speed > 0, "Animation.speed needs a positive speed; got \(speed)")
        self.base = base
        self.speed = speed
    }

    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * speed, context: &context)
    }

    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double,
        context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    public func duration<V: VectorArithmetic>(value: V, context: inout AnimationContext<V>) -> Double? {
        base.duration(value: value, context: &context).map { $0 / speed }
    }
}
