import Motion

/// A corner set for `maskedCorners`, like `CACornerMask`.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Top-left (`layerMinXMinYCorner`).
    public static let minXMinY = CornerMask(rawValue: 1)
    /// Top-right (`layerMaxXMinYCorner`).
    public static let maxXMinY = CornerMask(rawValue: 2)
    /// Bottom-left (`layerMinXMaxYCorner`).
    public static let minXMaxY = CornerMask(rawValue: 4)
    /// Bottom-right (`layerMaxXMaxYCorner`).
    public static let maxXMaxY = CornerMask(rawValue: 8)
    /// All four corners, the default.
    public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}

/// A layer's image content, by reference (the renderer resolves and caches the pixels).
public struct ImageReference: Hashable, Sendable {
    /// A path or asset name.
    public var name: String
    /// A reference to the image at `name`, a path or asset name.
    public init(_ name: String) { self.name = name }
}

/// The value of a layer property, as key-path access and animations carry it.
public enum LayerValue: Hashable, Sendable, CustomStringConvertible {
    /// A scalar: `opacity`, `cornerRadius`, `position.x`, `transform.rotation.z`, …
    case number(Double)
    /// A point: `position`, `anchorPoint`, `bounds.origin`.
    case point(Point)
    /// A size: `bounds.size`, `shadowOffset`.
    case size(Size)
    /// A rectangle: `bounds`.
    case rect(Rect)
    /// A colour: `backgroundColor`, `borderColor`, `shadowColor`.
    case color(Color)
    // Boxed: a 128-byte payload would make every value of every kind that large.
    /// A 3D transform: `transform`, `sublayerTransform`.
    indirect case transform(Transform3D)
    /// A Boolean: `hidden`, `masksToBounds`.
    case flag(Bool)
    /// A corner set: `maskedCorners`.
    case corners(CornerMask)
    /// An image reference, or nil for none, as a layer's `contents` holds it.
    case image(ImageReference?)

    /// The kind's name, for error messages.
    public var kind: String {
        switch self {
        case .number: return "number"
        case .point: return "point"
        case .size: return "size"
        case .rect: return "rect"
        case .color: return "color"
        case .transform: return "transform"
        case .flag: return "flag"
        case .corners: return "corners"
        case .image: return "image"
        }
    }

    /// Whether values of this kind interpolate (the others switch at the end).
    public var isInterpolable: Bool {
        switch self {
        case .number, .point, .size, .rect, .color, .transform: return true
        case .flag, .corners, .image: return false
        }
    }

    /// The value `fraction` of the way to `other`: linear for vectors, premultiplied for
    /// colours, decomposed (Core Animation's way) for transforms; other kinds switch when
    /// the fraction reaches 1. Nil when the kinds differ.
    public func interpolated(to other: LayerValue, fraction f: Double) -> LayerValue? {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + (b - a) * f)
        case let (.point(a), .point(b)): return .point(a.interpolated(towards: b, amount: f))
        case let (.size(a), .size(b)): return .size(a.interpolated(towards: b, amount: f))
        case let (.rect(a), .rect(b)): return .rect(a.interpolated(towards: b, amount: f))
        case let (.color(a), .color(b)):
            var c = a
            c.animatableData = a.animatableData.interpolated(towards: b.animatableData, amount: f)
            return .color(c)
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, fraction: f))
        default:
            guard kind == other.kind else { return nil }
            return f >= 1 ? other : self
        }
    }

    /// `self` added onto `base`, as an additive animation adds to the value under it: a sum
    /// for vectors and colours, concatenation (self, then base) for transforms. Nil when the
    /// kinds differ or do not add.
    public func added(to base: LayerValue) -> LayerValue? {
        switch (self, base) {
        case let (.number(a), .number(b)): return .number(a + b)
        case let (.point(a), .point(b)): return .point(a + b)
        case let (.size(a), .size(b)): return .size(a + b)
        case let (.rect(a), .rect(b)): return .rect(a + b)
        case let (.color(a), .color(b)):
            var c = b
            c.animatableData = a.animatableData + b.animatableData
            return .color(c)
        case let (.transform(a), .transform(b)): return .transform(a.concatenating(b))
        default: return nil
        }
    }

    /// The value that, added to `base`, gives `self` (the inverse of `added(to:)`): what an
    /// additive animation starts from. Nil when the kinds differ or `base` cannot be undone.
    public func difference(from base: LayerValue) -> LayerValue? {
        switch (self, base) {
        case let (.number(a), .number(b)): return .number(a - b)
        case let (.point(a), .point(b)): return .point(a - b)
        case let (.size(a), .size(b)): return .size(a - b)
        case let (.rect(a), .rect(b)): return .rect(a - b)
        case let (.color(a), .color(b)):
            var c = a
            c.animatableData = a.animatableData - b.animatableData
            return .color(c)
        case let (.transform(a), .transform(b)):
            guard let inverse = b.inverted() else { return nil }
            return .transform(a.concatenating(inverse))
        default: return nil
        }
    }

    /// The additive identity of this kind (zero, or the identity transform).
    public var additiveIdentity: LayerValue? {
        switch self {
        case .number: return .number(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .color: return .color(.clear)
        case .transform: return .transform(.identity)
        default: return nil
        }
    }

    /// `self` scaled by `factor` (for `isCumulative` and `byValue` arithmetic); nil for
    /// kinds that do not scale (transforms, flags, corners, images).
    public func scaled(by factor: Double) -> LayerValue? {
        switch self {
        case let .number(a): return .number(a * factor)
        case let .point(a): return .point(a.scaled(by: factor))
        case let .size(a): return .size(a.scaled(by: factor))
        case let .rect(a): return .rect(a.scaled(by: factor))
        case let .color(a):
            var c = a
            c.animatableData = a.animatableData.scaled(by: factor)
            return .color(c)
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case let .number(v): return "\(v)"
        case let .point(p): return "\(p)"
        case let .size(s): return "\(s)"
        case let .rect(r): return "\(r)"
        case let .color(c): return "\(c)"
        case let .transform(t): return "\(t)"
        case let .flag(b): return "\(b)"
        case let .corners(c): return "corners(\(c.rawValue))"
        case let .image(i): return i.map { "image(\($0.name))" } ?? "nil"
        }
    }
}
