extension Spring {
    /// SwiftUI's `.smooth`: duration 0.5, no bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: duration 0.5, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: duration 0.5, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// `.smooth` with another duration and `extraBounce` added to its bounce of 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// `.snappy` with another duration and `extraBounce` added to its bounce of 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `.bouncy` with another duration and `extraBounce` added to its bounce of 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The spring of `Animation.default` (what `withAnimation` uses when given none, since
    /// iOS 17): response 0.55, damping fraction 1.0.
    public static let `default` = Spring(response: 0.55, dampingRatio: 1)

    /// The spring of SwiftUI's `Animation.spring`: response 0.5, damping fraction 0.825.
    public static let standard = Spring(response: 0.5, dampingRatio: 0.825)

    /// The spring of SwiftUI's `Animation.interactiveSpring`: response 0.15, damping fraction 0.86.
    public static let interactive = Spring(response: 0.15, dampingRatio: 0.86)
}
