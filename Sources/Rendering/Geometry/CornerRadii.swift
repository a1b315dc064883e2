import Motion
import Layers

/// The radius of each corner of a box, y pointing down (UIKit's orientation).
struct CornerRadii: Hashable {
    var topLeft: Double
    var topRight: Double
    var bottomLeft: Double
    var bottomRight: Double

    /// `radius` on every corner.
    init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
    }

    init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// `cornerRadius` on the corners `maskedCorners` names and square corners elsewhere, as
    /// `CALayer` rounds them (`layerMinXMinYCorner` is the top-left corner on screen).
    init(_ radius: Double, masked corners: CornerMask) {
        self.init(topLeft: corners.contains(.minXMinY) ? radius : 0,
                  topRight: corners.contains(.maxXMinY) ? radius : 0,
                  bottomLeft: corners.contains(.minXMaxY) ? radius : 0,
                  bottomRight: corners.contains(.maxXMaxY) ? radius : 0)
    }

    static let zero = CornerRadii(0)

    /// Every radius times `factor`.
    func scaled(by factor: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft * factor, topRight: topRight * factor,
                    bottomLeft: bottomLeft * factor, bottomRight: bottomRight * factor)
    }

    /// Every radius reduced by `inset`, not below zero: the inner edge of a border `inset` wide.
    func inset(by inset: Double) -> CornerRadii {
        CornerRadii(topLeft: max(topLeft - inset, 0), topRight: max(topRight - inset, 0),
                    bottomLeft: max(bottomLeft - inset, 0), bottomRight: max(bottomRight - inset, 0))
    }

    /// Each radius limited to `limit` (half the shorter side); negative or NaN radii become 0.
    func clamped(to limit: Double) -> CornerRadii {
        func clamp(_ r: Double) -> Double { r > 0 ? min(r, limit) : 0 }
        return CornerRadii(topLeft: clamp(topLeft), topRight: clamp(topRight),
                           bottomLeft: clamp(bottomLeft), bottomRight: clamp(bottomRight))
    }

    /// The largest radius.
    var maximum: Double { max(topLeft, topRight, bottomLeft, bottomRight) }

    /// The radius of the corner in the quadrant of `(dx, dy)` from the centre.
    @inline(__always)
    func radius(dx: Double, dy: Double) -> Double {
        dy < 0 ? (dx < 0 ? topLeft : topRight) : (dx < 0 ? bottomLeft : bottomRight)
    }
}
