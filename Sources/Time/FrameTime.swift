/// A moment on the session clock, or a span of it: integer nanoseconds since vsync 0.
///
/// Every module that deals in time — input events, gesture recognizers, the display link,
/// the animation engine, recordings — speaks this one type, so no code converts between
/// seconds, milliseconds and nanoseconds by hand. Integer nanoseconds keep a replay exact
/// (the same numbers on every machine); `seconds` is there for the math that wants it.
///
/// A floating-point literal is a number of seconds, as a `TimeInterval` would be:
/// `engine.update(at: 0.25)`, `engine.now = 2.0`. (Integer literals are not accepted, so
/// a number of nanoseconds can never be read as seconds by mistake.)
public struct FrameTime: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByFloatLiteral {
    /// The time in nanoseconds.
    public var nanoseconds: Int64

    /// The time `nanoseconds` nanoseconds after vsync 0.
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// A time in seconds, rounded to the nearest nanosecond (saturating at ±292 years).
    public init(floatLiteral seconds: Double) {
        self = .seconds(seconds)
    }

    /// Vsync 0.
    public static let zero = FrameTime(nanoseconds: 0)

    /// `n` nanoseconds.
    public static func nanoseconds(_ n: Int64) -> FrameTime { FrameTime(nanoseconds: n) }

    /// `s` seconds, rounded to the nearest nanosecond; NaN is zero and the infinities saturate.
    public static func seconds(_ s: Double) -> FrameTime { FrameTime(nanoseconds: saturating(s * 1e9)) }

    /// `ms` milliseconds, rounded to the nearest nanosecond; NaN is zero and the infinities saturate.
    public static func milliseconds(_ ms: Double) -> FrameTime { FrameTime(nanoseconds: saturating(ms * 1e6)) }

    /// The time in seconds.
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    /// The time in milliseconds.
    public var milliseconds: Double { Double(nanoseconds) / 1e6 }

    public static func < (a: FrameTime, b: FrameTime) -> Bool { a.nanoseconds < b.nanoseconds }

    public static func + (a: FrameTime, b: FrameTime) -> FrameTime {
        FrameTime(nanoseconds: a.nanoseconds &+ b.nanoseconds)
    }

    public static func - (a: FrameTime, b: FrameTime) -> FrameTime {
        FrameTime(nanoseconds: a.nanoseconds &- b.nanoseconds)
    }

    public static func += (a: inout FrameTime, b: FrameTime) { a = a + b }
    public static func -= (a: inout FrameTime, b: FrameTime) { a = a - b }

    /// `a` repeated `n` times (a frame period times a vsync count).
    public static func * (a: FrameTime, n: Int64) -> FrameTime { FrameTime(nanoseconds: a.nanoseconds &* n) }
    public static func * (n: Int64, a: FrameTime) -> FrameTime { a * n }

    public var description: String { "\(nanoseconds) ns" }

    private static func saturating(_ value: Double) -> Int64 {
        guard !value.isNaN else { return 0 }
        if value >= 9.223372036854775e18 { return .max }
        if value <= -9.223372036854775e18 { return .min }
        return Int64(value.rounded())
    }
}
