extension Animation {
    /// The animation, started `delay` seconds later.
    public func delay(_ delay: Double) -> Animation { Animation(DelayedAnimation(base: self, delay: delay)) }

    /// The animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { Animation(SpeedAnimation(base: self, speed: speed)) }

    /// The animation repeated `count` times, every other pass reversed when `autoreverses`.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, count: count, autoreverses: autoreverses))
    }

    /// The animation repeated for as long as it runs.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, count: nil, autoreverses: autoreverses))
    }
}
