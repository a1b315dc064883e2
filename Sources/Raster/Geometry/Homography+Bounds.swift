import Geometry

extension Homography {
    /// The smallest W kept when clipping a plane polygon in front of the eye.
    package static let nearW = 1e-6

    /// The device pixels that plane rectangle `rect` may touch through this map, grown by
    /// `margin` pixels; the part with W ≤ 0 (at or behind the eye) is clipped away first.
    /// Empty when nothing is in front.
    package func pixelBounds(of rect: Rect, margin: Double) -> PixelRect {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)]
            .map { map($0.0, $0.1) }
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for (i, a) in corners.enumerated() {
            let b = corners[(i + 1) % corners.count]
            var points: [(x: Double, y: Double, w: Double)] = []
            if a.w >= Self.nearW { points.append(a) }
            if (a.w >= Self.nearW) != (b.w >= Self.nearW) {
                let t = (Self.nearW - a.w) / (b.w - a.w)
                points.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, Self.nearW))
            }
            for p in points {
                let x = p.x / p.w
                let y = p.y / p.w
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return .empty }
        return PixelRect(
            minX: PixelIndex.floor(minX - margin), minY: PixelIndex.floor(minY - margin),
            maxX: PixelIndex.ceil(maxX + margin), maxY: PixelIndex.ceil(maxY + margin))
    }

    /// An upper bound on plane units per device pixel over plane rectangle `rect`: the
    /// largest singular value of the inverse map's Jacobian for affine maps; with perspective
    /// its Frobenius norm `|A − p ⊗ g| / W′`, bounded with the largest |p| over the rectangle
    /// and the smallest W′ over it.
    package func planeUnitsPerPixel(over rect: Rect) -> Double {
        guard let inverse = inverted() else { return .infinity }
        let a =
            inverse.m11 * inverse.m11 + inverse.m12 * inverse.m12 + inverse.m21 * inverse.m21 + inverse.m22
            * inverse.m22
        if isAffine {
            // The largest singular value of the constant Jacobian.
            let det = inverse.m11 * inverse.m22 - inverse.m12 * inverse.m21
            return ((a + max(a * a - 4 * det * det, 0).squareRoot()) * 0.5).squareRoot()
        }
        // Over the rectangle, 1/W' = W of the forward map, largest at a corner.
        var largestW = 0.0
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            largestW = max(largestW, map(x, y).w)
        }
        let reachU = max(abs(rect.minX), abs(rect.maxX))
        let reachV = max(abs(rect.minY), abs(rect.maxY))
        let g = (inverse.m13 * inverse.m13 + inverse.m23 * inverse.m23).squareRoot()
        return (a.squareRoot() + (reachU + reachV) * g) * largestW
    }
}
