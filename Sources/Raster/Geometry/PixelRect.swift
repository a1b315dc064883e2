/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle from `minX, minY` (included) to `maxX, maxY` (excluded); empty when inverted.
    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }

    /// No pixels at the origin.
    package static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// One past the last column.
    public var maxX: Int { x + width }
    /// One past the last row.
    public var maxY: Int { y + height }
    /// Whether it holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels in both; empty (at the origin) when they do not meet.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let r = PixelRect(
            minX: max(x, other.x), minY: max(y, other.y), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return r.isEmpty ? .empty : r
    }

    /// Whether the two share a pixel.
    @inlinable @inline(__always)
    package func intersects(_ other: PixelRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY && !isEmpty && !other.isEmpty
    }

    /// The smallest rectangle holding both; an empty operand adds nothing.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(
            minX: min(x, other.x), minY: min(y, other.y), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The rectangle with `margin` more pixels on every side; empty stays empty.
    package func outset(by margin: Int) -> PixelRect {
        isEmpty ? .empty : PixelRect(minX: x - margin, minY: y - margin, maxX: maxX + margin, maxY: maxY + margin)
    }

    /// Whether the pixel at column `px`, row `py` is inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
