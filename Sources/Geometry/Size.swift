/// A width and a height, in points (like `CGSize`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// A size of `width` × `height` points.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero width and height, like `CGSize.zero`.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }
}
