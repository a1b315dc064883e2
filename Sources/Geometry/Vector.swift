/// A two-dimensional vector: a velocity, an offset (like `CGVector`).
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component (positive is down).
    public var dy: Double

    /// A vector of (`dx`, `dy`).
    @inlinable public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Vector(dx: 0, dy: 0)
    @inlinable public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    @inlinable public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    @inlinable public mutating func scale(by rhs: Double) {
        dx *= rhs
        dy *= rhs
    }
    @inlinable public var magnitudeSquared: Double { dx * dx + dy * dy }

    public var description: String { "(\(dx), \(dy))" }
}
