import Geometry

/// One flattened subpath: its points in order and whether it is closed (a closed polyline's
/// last segment runs from its last point back to its first, which is not repeated).
package struct Polyline: Equatable, Sendable {
    /// The points, in order.
    package var points: [Point]
    /// Whether a segment joins the last point to the first.
    package var isClosed: Bool

    /// A polyline through `points`, closed when `isClosed`.
    package init(_ points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    /// The sum of its segments' lengths (the closing segment included when closed).
    ///
    /// - Complexity: O(n).
    package var length: Double {
        guard points.count > 1 else { return 0 }
        var total = 0.0
        for i in 1..<points.count { total += distance(points[i - 1], points[i]) }
        if isClosed { total += distance(points[points.count - 1], points[0]) }
        return total
    }
}

/// The Euclidean distance between two points, with the square root IEEE rounds exactly;
/// scaled by the larger difference first when squaring could overflow (points 1e200 apart).
@inline(__always)
func distance(_ a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let m = max(abs(dx), abs(dy))
    guard m > 1e150 else { return (dx * dx + dy * dy).squareRoot() }
    let (x, y) = (dx / m, dy / m)
    return (x * x + y * y).squareRoot() * m
}
