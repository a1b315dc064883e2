/// How much an Auto Layout constraint matters, 1…1000, like `UILayoutPriority`.
///
/// 1000 (`required`) must hold; below it a constraint is optional and the engine pays its
/// priority per point it is off (the solver's weighted sum, see `Strength(priority:)`).
/// An active constraint's priority may move within 1…999, never across 1000 (Auto Layout
/// raises on it; Fling stops with a precondition naming the legal calls).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority, 1…1000.
    public var rawValue: Double

    /// A priority of `rawValue` (1…1000).
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// A priority of `value` (1…1000).
    public init(_ value: Double) { self.rawValue = value }
    /// A priority written as a number.
    public init(floatLiteral value: Double) { self.rawValue = value }
    /// A priority written as a whole number.
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }

    /// 1000: the constraint must hold (`UILayoutPriority.required`).
    public static let required = LayoutPriority(1000)
    /// 750 (`.defaultHigh`): compression resistance's default.
    public static let defaultHigh = LayoutPriority(750)
    /// 250 (`.defaultLow`): content hugging's default.
    public static let defaultLow = LayoutPriority(250)
    /// 50 (`.fittingSizeLevel`).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is `required` (1000).
    public var isRequired: Bool { rawValue >= 1000 }

    /// Ordered by value.
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// The number.
    public var description: String { "\(rawValue)" }
}

/// An axis of a layer's layout, like `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Sendable, Hashable, CaseIterable {
    /// Widths and x positions.
    case horizontal
    /// Heights and y positions.
    case vertical
}

/// A layer's content hugging and compression resistance priorities per axis (UIView's
/// defaults: hugging 250, compression resistance 750).
struct ContentPriorities {
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
}
