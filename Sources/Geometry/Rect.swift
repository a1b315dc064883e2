/// An axis-aligned rectangle: an origin and a size, in points (like `CGRect`).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (the minimum x and y).
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// A rectangle with its top-left corner at `origin`.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle with its top-left corner at (`x`, `y`).
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin, like `CGRect.zero`.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge, `origin.x`.
    public var minX: Double { origin.x }
    /// The top edge, `origin.y`.
    public var minY: Double { origin.y }
    /// The right edge, `origin.x + width`.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge, `origin.y + height`.
    public var maxY: Double { origin.y + size.height }
    /// `size.width`.
    public var width: Double { size.width }
    /// `size.height`.
    public var height: Double { size.height }
    /// The point halfway across and halfway down, like `CGRect`'s `midX`, `midY`.
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// Whether `point` lies inside; like `CGRect.contains`, the max edges are exclusive.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest rectangle containing both; an empty rectangle contributes nothing.
    public func union(_ other: Rect) -> Rect {
        if size.width <= 0 || size.height <= 0 { return other }
        if other.size.width <= 0 || other.size.height <= 0 { return self }
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX)
        let y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle grown by `dx` and `dy` on every side (shrunk for negative values).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
