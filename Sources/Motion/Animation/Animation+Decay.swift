extension Animation {
    /// A decay at UIScrollView's normal rate (0.998 per millisecond) onto the new model value:
    /// see `DecayAnimation`. Set the model to `Decay.normal.destination(from:velocity:)` of the
    /// release (or its `project`) and the value leaves at the release velocity.
    public static var decay: Animation { decay(.normal) }

    /// A decay at `decay`'s rate onto the new model value, logically complete below
    /// `threshold` points per second (`DecayAnimation`).
    public static func decay(_ decay: Decay, threshold: Double = 0.5) -> Animation {
        Animation(DecayAnimation(decay: decay, threshold: threshold))
    }

    /// A decay keeping `rate` of its velocity every millisecond (UIScrollView's
    /// `DecelerationRate`: 0.998 normal, 0.99 fast), logically complete below `threshold`
    /// points per second.
    public static func decay(rate: Double, threshold: Double = 0.5) -> Animation {
        decay(Decay(rate: rate), threshold: threshold)
    }
}
