/// The radius of each corner of a box, y pointing down (UIKit's orientation).
package struct CornerRadii: Hashable {
    package var topLeft: Double
    package var topRight: Double
    package var bottomLeft: Double
    package var bottomRight: Double

    /// `radius` on every corner.
    package init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
    }

    package init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    package static let zero = CornerRadii(0)

    /// Every radius times `factor`.
    @inlinable
    package func scaled(by factor: Double) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor,
            bottomLeft: bottomLeft * factor, bottomRight: bottomRight * factor)
    }

    /// Every radius reduced by `inset`, not below zero: the inner edge of a border `inset` wide.
    @inlinable
    package func inset(by inset: Double) -> CornerRadii {
        CornerRadii(
            topLeft: max(topLeft - inset, 0), topRight: max(topRight - inset, 0),
            bottomLeft: max(bottomLeft - inset, 0), bottomRight: max(bottomRight - inset, 0))
    }

    /// Each radius limited to `limit` (half the shorter side); negative or NaN radii become 0.
    @inlinable
    package func clamped(to limit: Double) -> CornerRadii {
        func clamp(_ r: Double) -> Double { r > 0 ? min(r, limit) : 0 }
        return CornerRadii(
            topLeft: clamp(topLeft), topRight: clamp(topRight),
            bottomLeft: clamp(bottomLeft), bottomRight: clamp(bottomRight))
    }

    /// The largest radius.
    @inlinable
    package var maximum: Double { max(topLeft, topRight, bottomLeft, bottomRight) }

    /// The radius of the corner in the quadrant of `(dx, dy)` from the centre.
    @inlinable @inline(__always)
    package func radius(dx: Double, dy: Double) -> Double {
        dy < 0 ? (dx < 0 ? topLeft : topRight) : (dx < 0 ? bottomLeft : bottomRight)
    }
}
