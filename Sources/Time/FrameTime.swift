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

    /// The time `milliseconds` whole milliseconds after vsync 0, exactly, in integers (a
    /// window system's millisecond clock); wraps past ±292 years, as `+` does.
    public init(milliseconds: Int64) {
        self.nanoseconds = milliseconds &* FrameTime.nanosecondsPerMillisecond
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
    public static func seconds(_ s: Double) -> FrameTime {
        FrameTime(nanoseconds: saturating(s * Unit.seconds.nanoseconds))
    }

    /// `s` seconds, rounded to a whole nanosecond by `rule` (`.towardZero` truncates, as
    /// `Int64(s * 1e9)` would); NaN is zero and the infinities saturate.
    public static func seconds(_ s: Double, rounding rule: FloatingPointRoundingRule) -> FrameTime {
        FrameTime(nanoseconds: saturating((s * Unit.seconds.nanoseconds).rounded(rule)))
    }

    /// `ms` milliseconds, rounded to the nearest nanosecond; NaN is zero and the infinities saturate.
    public static func milliseconds(_ ms: Double) -> FrameTime {
        FrameTime(nanoseconds: saturating(ms * Unit.milliseconds.nanoseconds))
    }

    /// `us` microseconds, rounded to the nearest nanosecond; NaN is zero and the infinities saturate.
    public static func microseconds(_ us: Double) -> FrameTime {
        FrameTime(nanoseconds: saturating(us * Unit.microseconds.nanoseconds))
    }

    /// The time in seconds.
    public var seconds: Double { Double(nanoseconds) / Unit.seconds.nanoseconds }

    /// The time in milliseconds.
    public var milliseconds: Double { Double(nanoseconds) / Unit.milliseconds.nanoseconds }

    /// The time in whole milliseconds, rounded toward zero, in integers (exact however large).
    public var wholeMilliseconds: Int64 { nanoseconds / FrameTime.nanosecondsPerMillisecond }

    private static let nanosecondsPerMillisecond = Int64(Unit.milliseconds.nanoseconds)

    /// The time in microseconds.
    public var microseconds: Double { Double(nanoseconds) / Unit.microseconds.nanoseconds }

    /// How many times `b` fits in `a`, as a fraction: a frame's work over its period, a
    /// hitch time over a run's length. Division by zero follows IEEE (±infinity or NaN).
    public static func / (a: FrameTime, b: FrameTime) -> Double { Double(a.nanoseconds) / Double(b.nanoseconds) }

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

    /// How often `count` things in `span` happen per second: frames per second over a run,
    /// a display's refresh rate (`rate(1, per: period)`). Computed as `count · 1e9 / ns`.
    public static func rate(_ count: Double, per span: FrameTime) -> Double {
        count * Unit.seconds.nanoseconds / Double(span.nanoseconds)
    }

    /// A unit of time, for quantities a `FrameTime` cannot hold: fractions of a nanosecond
    /// (a mean per operation), or rates.
    public enum Unit: Sendable, CaseIterable {
        case nanoseconds, microseconds, milliseconds, seconds

        /// How many nanoseconds one of this unit is: 1, 1e3, 1e6 or 1e9, exactly.
        public var nanoseconds: Double {
            switch self {
            case .nanoseconds: 1
            case .microseconds: 1e3
            case .milliseconds: 1e6
            case .seconds: 1e9
            }
        }

        /// The power of ten `nanoseconds` is: 0, 3, 6 or 9. A count of nanoseconds written
        /// with the decimal point this many places left is the same time in this unit,
        /// exactly (`NumberText.exact(span.nanoseconds, scaleDigits: Unit.microseconds.decimalExponent)`).
        public var decimalExponent: Int {
            switch self {
            case .nanoseconds: 0
            case .microseconds: 3
            case .milliseconds: 6
            case .seconds: 9
            }
        }
    }

    /// `value` in `unit` converted to `target`, by one exact multiplication or division by a
    /// power of ten (so the bits equal `value / 1e6` for nanoseconds to milliseconds):
    /// `FrameTime.convert(250, from: .microseconds, to: .milliseconds)` is 0.25.
    public static func convert(_ value: Double, from unit: Unit, to target: Unit) -> Double {
        unit.nanoseconds >= target.nanoseconds
            ? value * (unit.nanoseconds / target.nanoseconds)
            : value / (target.nanoseconds / unit.nanoseconds)
    }

    private static func saturating(_ value: Double) -> Int64 {
        guard !value.isNaN else { return 0 }
        if value >= 9.223372036854775e18 { return .max }
        if value <= -9.223372036854775e18 { return .min }
        return Int64(value.rounded())
    }
}
