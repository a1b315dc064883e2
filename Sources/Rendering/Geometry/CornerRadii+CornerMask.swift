import Layers
import Raster

extension CornerRadii {
    /// `cornerRadius` on the corners `maskedCorners` names and square corners elsewhere, as
    /// `CALayer` rounds them (`layerMinXMinYCorner` is the top-left corner on screen).
    init(_ radius: Double, masked corners: CornerMask) {
        self.init(
            topLeft: corners.contains(.minXMinY) ? radius : 0,
            topRight: corners.contains(.maxXMinY) ? radius : 0,
            bottomLeft: corners.contains(.minXMaxY) ? radius : 0,
            bottomRight: corners.contains(.maxXMaxY) ? radius : 0)
    }
}
