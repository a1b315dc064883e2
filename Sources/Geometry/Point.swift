/// A location in a two-dimensional coordinate space, in points (like `CGPoint`).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards (UIKit's y-down space).
    public var y: Double

    /// A point at (`x`, `y`).
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0), like `CGPoint.zero`.
    public static let zero = Point(x: 0, y: 0)

    /// The Euclidean distance to `other`.
    @inlinable public func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    public var description: String { "(\(x), \(y))" }
}
