import Geometry

extension Animation {
    /// The default duration of SwiftUI's timing-curve animations, 0.35 seconds.
    public static let defaultDuration = 0.35

    /// A constant-speed animation (`CAMediaTimingFunction(name: .linear)`).
    public static func linear(duration: Double) -> Animation { timingCurve(.linear, duration: duration) }
    /// `.linear` over 0.35 s.
    public static var linear: Animation { linear(duration: defaultDuration) }
    /// Starts slowly (Core Animation's easeIn, 0.42, 0, 1, 1).
    public static func easeIn(duration: Double) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// `.easeIn` over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: defaultDuration) }
    /// Ends slowly (Core Animation's easeOut, 0, 0, 0.58, 1).
    public static func easeOut(duration: Double) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// `.easeOut` over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: defaultDuration) }
    /// Starts and ends slowly (Core Animation's easeInEaseOut, 0.42, 0, 0.58, 1).
    public static func easeInOut(duration: Double) -> Animation { timingCurve(.easeInOut, duration: duration) }
    /// `.easeInOut` over 0.35 s, like SwiftUI's `.easeInOut`.
    public static var easeInOut: Animation { easeInOut(duration: defaultDuration) }

    /// A cubic Bézier timing curve through (p1x, p1y) and (p2x, p2y), like `.timingCurve`.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
        duration: Double = defaultDuration
    ) -> Animation {
        timingCurve(
            UnitCurve(startControlPoint: Point(x: p1x, y: p1y), endControlPoint: Point(x: p2x, y: p2y)),
            duration: duration)
    }

    /// An animation along `curve` for `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: Double = defaultDuration) -> Animation {
        Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }
}
