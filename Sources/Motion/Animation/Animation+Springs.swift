extension Animation {
    /// The animation `withAnimation` uses when given none, as SwiftUI defines it since iOS 17:
    /// a merging spring of response 0.55 and damping fraction 1.0 — no bounce (Apple's
    /// documentation of `Animation.default`; seed notes call this default `.smooth`, whose own
    /// duration is 0.5). Before iOS 17 it was an ease-in-out curve.
    public static var `default`: Animation { spring(Spring.default) }

    /// SwiftUI's `.spring`: response 0.5, damping fraction 0.825; merges with a running animation.
    public static var spring: Animation { spring(Spring.standard) }

    /// A merging spring from SwiftUI's perceptual parameters.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A merging spring from response and damping fraction, like `.spring(response:dampingFraction:blendDuration:)`.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A merging animation of `spring`.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(FluidSpringAnimation(spring: spring, blendDuration: blendDuration, merges: true))
    }

    /// An additive spring from physical constants with a relative initial velocity, like
    /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double,
        initialVelocity: Double = 0
    ) -> Animation {
        Animation(
            FluidSpringAnimation(
                spring: Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
                initialVelocity: initialVelocity, merges: false))
    }

    /// An additive spring from perceptual parameters, like `.interpolatingSpring(duration:bounce:initialVelocity:)`.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
        -> Animation
    {
        Animation(
            FluidSpringAnimation(
                spring: Spring(duration: duration, bounce: bounce),
                initialVelocity: initialVelocity, merges: false))
    }

    /// SwiftUI's `.smooth`: a merging spring, duration 0.5, no bounce.
    public static var smooth: Animation { spring(.smooth) }
    /// `.smooth` with another duration and extra bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }
    /// SwiftUI's `.snappy`: a merging spring, duration 0.5, bounce 0.15.
    public static var snappy: Animation { spring(.snappy) }
    /// `.snappy` with another duration and extra bounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }
    /// SwiftUI's `.bouncy`: a merging spring, duration 0.5, bounce 0.3.
    public static var bouncy: Animation { spring(.bouncy) }
    /// `.bouncy` with another duration and extra bounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    /// SwiftUI's `.interactiveSpring`: response 0.15, damping fraction 0.86, blend duration 0.25 —
    /// the spring to use while a gesture drives the value.
    public static var interactiveSpring: Animation { spring(.interactive, blendDuration: 0.25) }

    /// An interactive spring with other parameters.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86,
        blendDuration: Double = 0.25
    ) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }
}
