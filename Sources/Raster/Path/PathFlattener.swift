import Geometry

/// Flattens a `Path` into polylines, subdividing its curves finely enough that their image
/// under a transform (affine or in perspective) is within `tolerance` device pixels of the
/// true curve: a path scaled up is re-flattened, never magnified.
///
/// The points stay in the path's own space (strokes are built there, with the pen the layer
/// has, and mapped afterwards); only the number of pieces is chosen in device space. Every
/// curve is cut into `n` pieces of equal parameter, n from the bound on a Bézier's distance
/// to its chords: a piece of a curve whose second derivative is at most M strays at most
/// M / (8n²) from its chord, and M is at most 6·max|P₀ − 2P₁ + P₂|, |P₁ − 2P₂ + P₃| for a
/// cubic and 2|P₀ − 2P₁ + P₂| for a quadratic. Under perspective the control points' images
/// bound the image curve only approximately, so the larger of that estimate and the curve's
/// own bound times the map's largest stretch over the path is used. Only +, −, ×, ÷ and
/// square root, in a fixed order: the same points on every machine.
///
/// Under an affine map the pieces depend on its linear part only (the control points' images
/// are taken without the translation, which cancels in a second difference): a layer that
/// only moves flattens to the same points, so the renderer can keep them between frames.
package enum PathFlattener {
    /// The flattening tolerance: 1/16 of a device pixel (well under the 1/255 of coverage a
    /// pixel's byte can show at most edges; cairo's default is 0.1).
    package static let tolerance = 0.0625

    /// The most pieces one curve is cut into, whatever its size on screen (a curve millions of
    /// pixels across is mostly off the buffer; this bounds the time a hostile path takes).
    package static let maximumPiecesPerCurve = 4096

    /// The path's subpaths as polylines in the path's own space, curves cut so that their
    /// images under `transform` are within `tolerance` device pixels; subpaths of a single
    /// point (a lone move) are dropped. The path must have no `problem`.
    ///
    /// - Complexity: O(n + p), n elements and p points made.
    package static func flatten(_ path: Path, through transform: Homography, tolerance: Double = tolerance)
        -> [Polyline]
    {
        let stretch = transform.isAffine ? 0 : maximumStretch(transform, over: path.controlPointBounds)
        // Without the translation, the rounding of the images' second differences cannot
        // depend on where the layer is (the same bits as before when there is none).
        var transform = transform
        if transform.isAffine { (transform.m31, transform.m32) = (0, 0) }
        var result: [Polyline] = []
        var points: [Point] = []
        var start = Point(x: 0, y: 0)
        var current = start
        func finish(closed: Bool) {
            if points.count > 1 { result.append(Polyline(points, isClosed: closed)) }
            points.removeAll(keepingCapacity: true)
        }
        for element in path.elements {
            switch element {
            case let .move(p):
                finish(closed: false)
                start = p
                current = p
                points.append(p)
            case let .line(p):
                if points.isEmpty { points.append(current) }
                points.append(p)
                current = p
            case let .quadCurve(p, c):
                if points.isEmpty { points.append(current) }
                let n = pieces(quadratic: current, c, p, transform, stretch, tolerance)
                for i in 1..<n {
                    let t = Double(i) / Double(n)
                    let mt = 1 - t
                    let (a, b, d) = (mt * mt, 2 * mt * t, t * t)
                    points.append(Point(x: a * current.x + b * c.x + d * p.x, y: a * current.y + b * c.y + d * p.y))
                }
                points.append(p)
                current = p
            case let .curve(p, c1, c2):
                if points.isEmpty { points.append(current) }
                let n = pieces(cubic: current, c1, c2, p, transform, stretch, tolerance)
                for i in 1..<n {
                    let t = Double(i) / Double(n)
                    let mt = 1 - t
                    let (a, b, c, d) = (mt * mt * mt, 3 * mt * mt * t, 3 * mt * t * t, t * t * t)
                    points.append(
                        Point(
                            x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                points.append(p)
                current = p
            case .close:
                if points.count > 1, points[points.count - 1] == start { points.removeLast() }
                if points.count == 1 { points.append(start) }
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return result
    }

    /// Pieces for a quadratic: √(2M / 8tol) with M = |P₀ − 2P₁ + P₂| in device space.
    private static func pieces(
        quadratic p0: Point, _ p1: Point, _ p2: Point, _ h: Homography, _ stretch: Double, _ tolerance: Double
    ) -> Int {
        var dd = secondDifference(p0, p1, p2, h)
        if stretch > 0 { dd = max(dd, magnitude(p0, p1, p2) * stretch) }
        return count((2 * dd / (8 * tolerance)).squareRoot())
    }

    /// Pieces for a cubic: √(6M / 8tol) with M the larger second difference in device space.
    private static func pieces(
        cubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ h: Homography, _ stretch: Double,
        _ tolerance: Double
    ) -> Int {
        var dd = max(secondDifference(p0, p1, p2, h), secondDifference(p1, p2, p3, h))
        if stretch > 0 { dd = max(dd, max(magnitude(p0, p1, p2), magnitude(p1, p2, p3)) * stretch) }
        return count((6 * dd / (8 * tolerance)).squareRoot())
    }

    /// `ceil(v)` clamped to 1…maximumPiecesPerCurve (NaN gives the maximum).
    private static func count(_ v: Double) -> Int {
        if !(v < Double(maximumPiecesPerCurve)) { return maximumPiecesPerCurve }
        return max(1, Int(v.rounded(.up)))
    }

    /// |a − 2b + c| of the three points' images (their plain divide; 0 for a point behind the eye,
    /// where the stretch estimate takes over).
    private static func secondDifference(_ a: Point, _ b: Point, _ c: Point, _ h: Homography) -> Double {
        let (pa, wa) = h.project(a)
        let (pb, wb) = h.project(b)
        let (pc, wc) = h.project(c)
        guard wa > 0, wb > 0, wc > 0 else { return 0 }
        return magnitude(pa, pb, pc)
    }

    private static func magnitude(_ a: Point, _ b: Point, _ c: Point) -> Double {
        let x = a.x - 2 * b.x + c.x
        let y = a.y - 2 * b.y + c.y
        return (x * x + y * y).squareRoot()
    }

    /// A bound on how much `h` stretches a short vector anywhere in `bounds`: the largest
    /// Frobenius norm of its derivative at the corners and the centre (points at or behind the
    /// eye skipped).
    package static func maximumStretch(_ h: Homography, over bounds: Rect) -> Double {
        var largest = 0.0
        let probes = [
            Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
            Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY), bounds.center,
        ]
        for p in probes where h.map(p.x, p.y).w > 0 {
            let u = h.projectVector(Point(x: 1, y: 0), at: p)
            let v = h.projectVector(Point(x: 0, y: 1), at: p)
            let norm = (u.x * u.x + u.y * u.y + v.x * v.x + v.y * v.y).squareRoot()
            if norm.isFinite { largest = max(largest, norm) }
        }
        return largest
    }
}
