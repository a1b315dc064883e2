import Fling

/// The shapes scene's outlines: the ring's circle, the check mark, the morphing polygon.
extension ShapesScene {
    /// A regular polygon whose corner count and star depth animate, as a SwiftUI `Shape`.
    ///
    /// The corner count is a real number: between n and n + 1 corners the polygon has n + 1
    /// outer vertices spaced 2π / `corners` apart from the top, clockwise, and the last one
    /// closes the gap to the first as the count falls to n — so it morphs continuously from
    /// one corner count to the next, even though its path's structure changes on the way.
    /// Between two outer vertices is an inner one, on the chord's midpoint pulled toward the
    /// centre by `star` (0: a plain polygon, 1: a deep star); the short last side's is pulled
    /// in proportion to its length, so it too appears and vanishes smoothly.
    public struct Polygon: Shape, Hashable, Sendable {
        /// The corner count, 2 or more (fewer is drawn as 2).
        public var corners: Double
        /// How far each side's midpoint is pulled toward the centre (0…1).
        public var star: Double

        /// How much of the way to the centre a side's midpoint goes at `star` 1.
        public static let depth = 0.55

        public init(corners: Double, star: Double = 0) {
            self.corners = corners
            self.star = star
        }

        public var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(corners, star) }
            set {
                corners = newValue.first
                star = newValue.second
            }
        }

        public func path(in rect: Rect) -> Path {
            let count = max(corners, 2)
            let center = rect.center
            let radius = max(min(rect.width, rect.height) / 2 - 4, 1)
            let step = 2 * Double.pi / count
            func outer(_ angle: Double) -> Point {
                let (s, c) = MotionMath.sincos(angle)
                return Point(x: center.x + radius * s, y: center.y - radius * c)
            }
            var path = Path()
            path.move(to: outer(0))
            var k = 0
            while Double(k) < count {
                let from = Double(k) * step
                let to = min(Double(k + 1) * step, 2 * Double.pi)
                let a = outer(from)
                let b = outer(to)
                let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                let pull = Self.depth * star * (to - from) / step
                path.addLine(to: middle + (center - middle) * pull)
                path.addLine(to: b)
                k += 1
            }
            path.closeSubpath()
            return path
        }

        /// The corner count and star depth a path of `path(in: rect)` was drawn with, read
        /// back from its first side: the second outer vertex's angle is 2π / corners, and
        /// the first inner vertex's pull toward the centre is `depth` × star (for 2 corners or
        /// more, where the first side is a whole one, and not for 2, whose sides' midpoints are the
        /// centre).
        public static func parameters(of path: Path, in rect: Rect) -> (corners: Double, star: Double)? {
            let points: [Point] = path.elements.prefix(3).compactMap {
                switch $0 {
                case let .move(to: p), let .line(to: p), let .quadCurve(to: p, _), let .curve(to: p, _, _): p
                case .close: nil
                }
            }
            guard points.count == 3 else { return nil }
            let center = rect.center
            let second = points[2] - center
            // The angle clockwise from the top: atan2(x, −y) on screen.
            var angle = MotionMath.atan2(second.x, -second.y)
            if angle <= 0 { angle += 2 * Double.pi }
            let middle = (points[0] + points[2]) * 0.5
            let inward = center - middle
            let span = inward.x * inward.x + inward.y * inward.y
            guard span > 0 else { return (2 * Double.pi / angle, 0) }
            // Signed: a spring overshooting a plain polygon pushes the midpoints outward.
            let moved = points[1] - middle
            let pull = (moved.x * inward.x + moved.y * inward.y) / span
            return (2 * Double.pi / angle, pull / depth)
        }
    }

    /// The shapes the morph steps through, one a click: triangle, five-pointed star,
    /// hexagon, eight-pointed star, square.
    public static let morphSteps: [Polygon] = [
        Polygon(corners: 3), Polygon(corners: 5, star: 1), Polygon(corners: 6),
        Polygon(corners: 8, star: 0.7), Polygon(corners: 4),
    ]

    /// A whole circle of `radius` about `center`, from the top, clockwise: the ring's path,
    /// so `strokeEnd` is the fraction of the turn drawn from twelve o'clock.
    public static func ringPath(center: Point, radius: Double) -> Path {
        var path = Path()
        path.addArc(
            center: center, radius: radius, startAngle: -Double.pi / 2, endAngle: 3 * Double.pi / 2, clockwise: true)
        return path
    }

    /// A check mark in a square of side `side`: down to the knee, then up to the right.
    public static func checkPath(side: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: side * 0.28, y: side * 0.52))
        path.addLine(to: Point(x: side * 0.44, y: side * 0.68))
        path.addLine(to: Point(x: side * 0.74, y: side * 0.36))
        return path
    }

    /// The mask's circle: about `center` with `radius`.
    public static func maskCircle(center: Point, radius: Double) -> Path {
        Path(ellipseIn: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// The two ends of the gradient's sweep: a band of light across a diagonal, then the
    /// other diagonal with the band at the far end.
    public static let sweepColors = [
        GalleryPalette.iris, Color(red8: 250, green8: 236, blue8: 200), GalleryPalette.lagoon,
    ]
    public static let sweepStart = Gradient(
        colors: sweepColors, locations: [0, 0.2, 0.45], startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))
    public static let sweepEnd = Gradient(
        colors: sweepColors, locations: [0.55, 0.8, 1], startPoint: Point(x: 1, y: 0), endPoint: Point(x: 0, y: 1))
}
