import Geometry

/// Polygons mapped by the linear part of an affine map, their points in one buffer, waiting
/// for the map's translation: what a layer that only moves keeps of its outline between
/// frames, so that placing it again reads one buffer in order and adds two numbers a point.
///
/// Point (x, y) is kept as (x·m11 + y·m21, x·m12 + y·m22), the values
/// `PathRasterizer.addPolygon(_:affine:)` forms before it adds m31 and m32: placed by the
/// same map's translation, the points, and so the bytes, are those of the polygons placed by
/// the whole map.
package struct LinearPolygons: Sendable {
    /// The points' x, y pairs, polygon after polygon.
    package let xy: [Double]
    /// Each polygon's point count (polygons of fewer than three points are left out).
    package let counts: [Int32]

    /// `polygons` mapped by the linear part of `map` (its translation left out); as they are
    /// when `map` is nil.
    package init(_ polygons: [[Point]], linear map: Homography?) {
        var xy: [Double] = []
        var counts: [Int32] = []
        xy.reserveCapacity(2 * polygons.reduce(0) { $0 + $1.count })
        counts.reserveCapacity(polygons.count)
        for polygon in polygons where polygon.count > 2 {
            for p in polygon {
                if let map {
                    xy.append(p.x * map.m11 + p.y * map.m21)
                    xy.append(p.x * map.m12 + p.y * map.m22)
                } else {
                    xy.append(p.x)
                    xy.append(p.y)
                }
            }
            counts.append(Int32(polygon.count))
        }
        self.xy = xy
        self.counts = counts
    }
}
