/// A point in a rectangle's unit square, like SwiftUI's `UnitPoint`: (0, 0) is the top-left
/// corner and (1, 1) the bottom-right, whatever the rectangle's size.
///
/// y grows downwards, as in UIKit and SwiftUI, so ``top`` is (0.5, 0). Fling lays out left to
/// right only, so *leading* is the left edge and *trailing* the right. Coordinates outside
/// 0…1 name points outside the rectangle, as SwiftUI's do.
///
/// ```swift
/// let pivot = UnitPoint.bottomTrailing.point(in: Rect(x: 10, y: 20, width: 100, height: 50))
/// // (110, 70)
/// ```
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal position: 0 at the left edge, 1 at the right.
    public var x: Double
    /// The vertical position: 0 at the top edge, 1 at the bottom.
    public var y: Double

    /// The top-left corner, (0, 0).
    @inlinable public init() {
        x = 0
        y = 0
    }

    /// The unit point at (`x`, `y`).
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top-left corner, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The middle, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the left edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the right edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-left corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-right corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-left corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-right corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point names in `rect`: `rect.origin + (x · width, y · height)`.
    ///
    /// The named points land exactly on the rectangle's corners, edge midpoints and centre.
    @inlinable public func point(in rect: Rect) -> Point {
        Point(x: rect.origin.x + x * rect.size.width, y: rect.origin.y + y * rect.size.height)
    }

    /// The unit point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
