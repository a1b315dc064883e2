/// How much a constraint matters: required, or a weight the solver pays per unit of error.
///
/// The scale is kiwi's (and Cassowary's): `weak` 1, `medium` 1 000, `strong` 1 000 000,
/// `required` 1 001 001 000. Optional constraints are soft: the solver minimises
/// Σ strength · |error| over them, a weighted sum, not a strict hierarchy. Auto Layout's
/// priorities 1…999 are used directly as strengths (250 is a quarter of medium), and its
/// priority 1000 is `required` (`Strength(priority:)`).
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight, in [0, required]; `required` exactly for required constraints.
    public let value: Double

    /// Kiwi's `strength::required`: 1 001 001 000.
    public static let requiredValue = 1_001_001_000.0

    /// Must hold; the solver refuses a required constraint it cannot satisfy.
    public static let required = Strength(requiredValue)
    /// 1 000 000.
    public static let strong = Strength(1_000_000)
    /// 1 000.
    public static let medium = Strength(1_000)
    /// 1.
    public static let weak = Strength(1)

    /// A strength of `value`, clipped to [0, required]; NaN is 0. A value at or above
    /// `requiredValue` is `required`.
    public init(_ value: Double) {
        self.value = value.isNaN ? 0 : Swift.min(Swift.max(value, 0), Self.requiredValue)
    }

    /// An Auto Layout priority: 1000 (`UILayoutPriority.required`) and above are required,
    /// 1…999 are optional weights of that size (`.defaultHigh` 750, `.defaultLow` 250).
    public init(priority: Double) {
        self.init(priority >= 1000 ? Self.requiredValue : priority)
    }

    /// Whether this is `required`.
    public var isRequired: Bool { value >= Self.requiredValue }

    /// Ordered by weight.
    public static func < (a: Strength, b: Strength) -> Bool { a.value < b.value }

    /// "required", "strong", "medium", "weak" or the number.
    public var description: String {
        switch value {
        case Self.requiredValue: "required"
        case 1_000_000: "strong"
        case 1_000: "medium"
        case 1: "weak"
        default: "\(value)"
        }
    }
}
