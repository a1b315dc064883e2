import Geometry
import Motion
import Raster
import Testing

/// A paint that writes each pixel's coverage byte as its value (full runs as 255), so a test
/// reads the rasterizer's coverage straight from the buffer.
struct CoverageProbe: SpanPaint {
    func full(_ p: UnsafeMutablePointer<UInt32>, count: Int, x: Int, y: Int) {
        for i in 0..<count { p[i] = 255 }
    }

    func partial(_ p: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>, x: Int, y: Int) {
        for i in 0..<count { p[i] = UInt32(coverage[i]) }
    }
}

/// Coverage of a fill or stroke as bytes per pixel, and its sum in pixels.
struct CoverageImage {
    let buffer: PixelBuffer

    init(width: Int, height: Int, _ draw: (PixelBuffer) throws -> Void) rethrows {
        buffer = PixelBuffer(width: width, height: height)
        try draw(buffer)
    }

    subscript(x: Int, y: Int) -> UInt32 { buffer[x, y] }

    /// The covered area in pixels (each byte / 255).
    var area: Double {
        var total = 0.0
        for y in 0..<buffer.height {
            for x in 0..<buffer.width { total += Double(buffer[x, y]) / 255 }
        }
        return total
    }

    /// Pixels neither empty nor full: each may be off by half a step of 1/255.
    var partialPixels: Int {
        var count = 0
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where buffer[x, y] != 0 && buffer[x, y] != 255 { count += 1 }
        }
        return count
    }

    /// How far `area` may be from an exact area by quantisation alone.
    var quantisation: Double { Double(partialPixels) * 0.5 / 255 + 1e-9 }
}

func fillCoverage(
    _ path: Path, _ rule: FillRule = .nonZero, width: Int = 64, height: Int = 64, transform: Homography = .identity,
    clip: PixelRect? = nil
) throws -> CoverageImage {
    try CoverageImage(width: width, height: height) { buffer in
        try PathDrawing.fill(path, transform: transform, rule: rule, paint: CoverageProbe(), into: buffer, clip: clip)
    }
}

func strokeCoverage(
    _ path: Path, _ style: StrokeStyle, width: Int = 64, height: Int = 64, transform: Homography = .identity
) throws -> CoverageImage {
    try CoverageImage(width: width, height: height) { buffer in
        try PathDrawing.stroke(path, transform: transform, style: style, paint: CoverageProbe(), into: buffer)
    }
}

func polygon(_ points: [(Double, Double)]) -> Path {
    var path = Path()
    path.move(to: Point(x: points[0].0, y: points[0].1))
    for p in points.dropFirst() { path.addLine(to: Point(x: p.0, y: p.1)) }
    path.closeSubpath()
    return path
}

func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
    Path([.move(to: Point(x: x0, y: y0)), .line(to: Point(x: x1, y: y1))])
}

@Suite struct PathFillTests {
    @Test func aRectangleAtFractionalCoordinatesCoversItsExactArea() throws {
        let image = try fillCoverage(Path(rect: Rect(x: 10.25, y: 7.75, width: 20.4, height: 13.1)))
        #expect(abs(image.area - 20.4 * 13.1) <= image.quantisation)
        // Edge pixels have exactly their covered fractions: column 10 holds 0.75 of each row.
        #expect(image[10, 12] == 191)   // 0.75 · 255 + 0.5 = 191.75
        #expect(image[15, 7] == 64)   // 0.25 → 64.25
        #expect(image[15, 12] == 255 && image[9, 12] == 0 && image[31, 12] == 0)
        // The right side, 30.65, lies on the 1/256 grid at 30 + 166/256: 0.6484 → 165.85.
        #expect(image[30, 12] == 165)
        #expect(image[10, 7] == 48)   // 0.75 · 0.25 = 0.1875 → 48.3
    }

    @Test func aTriangleCoversItsExactArea() throws {
        let image = try fillCoverage(polygon([(3.2, 5.1), (58.7, 12.9), (21.4, 60.3)]))
        let exact = abs((58.7 - 3.2) * (60.3 - 5.1) - (21.4 - 3.2) * (12.9 - 5.1)) / 2
        #expect(abs(image.area - exact) <= image.quantisation)
    }

    @Test func aCircleCoversItsAreaWithinTheFlatteningTolerance() throws {
        let r = 25.3
        let image = try fillCoverage(Path(ellipseIn: Rect(x: 32.1 - r, y: 31.7 - r, width: 2 * r, height: 2 * r)))
        // Chords lie inside the circle, at most the tolerance from it; the cubics themselves
        // stray 0.03% of r.
        let exact = Double.pi * r * r
        let bound = 2 * Double.pi * r * (PathFlattener.tolerance + 0.0003 * r) + image.quantisation
        #expect(abs(image.area - exact) <= bound)
        #expect(image.area < exact + image.quantisation)
        #expect(image[32, 31] == 255 && image[2, 2] == 0)
    }

    @Test func aSelfIntersectingStarFillsItsMiddleOnlyUnderNonZero() throws {
        let star = polygon([(32, 2), (49.6, 56.3), (3.5, 22.7), (60.5, 22.7), (14.4, 56.3)])
        let nonZero = try fillCoverage(star, .nonZero)
        let evenOdd = try fillCoverage(star, .evenOdd)
        #expect(nonZero[32, 32] == 255)
        #expect(evenOdd[32, 32] == 0)
        #expect(nonZero[32, 8] == 255 && evenOdd[32, 8] == 255)   // a point, wound once
        #expect(nonZero.area > evenOdd.area + 300)
    }

    @Test(arguments: [false, true])
    func nestedRectanglesFollowTheRuleAndTheirWindings(opposite: Bool) throws {
        var path = Path(rect: Rect(x: 4, y: 4, width: 56, height: 56))
        let inner = [(20.0, 20.0), (44.0, 20.0), (44.0, 44.0), (20.0, 44.0)]
        path.addPath(polygon(opposite ? inner.reversed() : inner))
        let nonZero = try fillCoverage(path, .nonZero)
        let evenOdd = try fillCoverage(path, .evenOdd)
        #expect(evenOdd[32, 32] == 0 && evenOdd[10, 10] == 255)
        #expect(nonZero[32, 32] == (opposite ? 0 : 255) && nonZero[10, 10] == 255)
        #expect(abs(evenOdd.area - (56 * 56 - 24 * 24)) <= evenOdd.quantisation)
    }

    @Test func aClipRectAndTheBufferBoundTheFill() throws {
        let path = Path(rect: Rect(x: -100, y: -50, width: 150.5, height: 90))
        let image = try fillCoverage(path, clip: PixelRect(x: 8, y: 0, width: 100, height: 30))
        #expect(image[7, 5] == 0 && image[8, 5] == 255 && image[49, 29] == 255 && image[8, 30] == 0)
        #expect(image[50, 10] == 128)   // the right edge at 50.5 stays anti-aliased
        #expect(abs(image.area - (42.5 * 30)) <= image.quantisation)
    }

    @Test func aScaledPathIsReflattenedSmooth() throws {
        let circle = Path(ellipseIn: Rect(x: 1, y: 1, width: 6, height: 6))
        let small = PathFlattener.flatten(circle, through: .identity)[0].points.count
        let large = PathFlattener.flatten(circle, through: Homography(scale: 40))[0].points.count
        #expect(large > small * 4)
        let image = try fillCoverage(circle, width: 300, height: 300, transform: Homography(scale: 40))
        let exact = Double.pi * 120 * 120
        #expect(abs(image.area - exact) <= 2 * Double.pi * 120 * (PathFlattener.tolerance + 0.036) + 2)
    }

    @Test func aPathInPerspectiveCoversItsProjectedArea() throws {
        // A rectangle stays a quadrilateral under a homography: its image's area is exact.
        var h = Homography(scale: 1)
        h.m13 = 0.004
        h.m23 = 0.002
        h.m31 = 4
        h.m32 = 3
        let rect = Rect(x: 2, y: 3, width: 40, height: 30)
        let image = try fillCoverage(Path(rect: rect), transform: h)
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)]
            .map { h.project(Point(x: $0.0, y: $0.1)).point }
        var twice = 0.0
        for i in 0..<4 {
            let (a, b) = (corners[i], corners[(i + 1) % 4])
            twice += a.x * b.y - b.x * a.y
        }
        #expect(abs(image.area - abs(twice) / 2) <= image.quantisation)
        // A circle in perspective against a circle flattened finely in the plane and projected.
        let circle = Path(ellipseIn: Rect(x: 5, y: 5, width: 40, height: 40))
        let fine = PathFlattener.flatten(circle, through: Homography(scale: 100))[0].points.map { h.project($0).point }
        var area2 = 0.0
        for i in fine.indices {
            let (a, b) = (fine[i], fine[(i + 1) % fine.count])
            area2 += a.x * b.y - b.x * a.y
        }
        let projected = try fillCoverage(circle, transform: h)
        #expect(abs(projected.area - abs(area2) / 2) <= 2 * Double.pi * 20 * PathFlattener.tolerance + 1)
    }

    @Test func aPathPartlyBehindTheEyeIsCutThere() throws {
        var h = Homography.identity
        h.m13 = -0.02   // W = 1 − 0.02x: behind the eye beyond x = 50
        let image = try fillCoverage(Path(rect: Rect(x: 0, y: 0, width: 100, height: 10)), transform: h)
        #expect(image[0, 5] == 255)
        #expect(image.area.isFinite)
    }
}

@Suite struct PathHostileInputTests {
    @Test func nanAndInfiniteCoordinatesAreRefused() {
        let buffer = PixelBuffer(width: 8, height: 8)
        for bad in [Double.nan, .infinity, -.infinity] {
            let path = polygon([(1, 1), (bad, 2), (5, 6)])
            #expect(throws: PathDrawingError.self) {
                try PathDrawing.fill(path, paint: CoverageProbe(), into: buffer)
            }
            #expect(throws: PathDrawingError.self) {
                try PathDrawing.stroke(path, style: StrokeStyle(), paint: CoverageProbe(), into: buffer)
            }
        }
        #expect(throws: PathDrawingError.self) {
            try PathDrawing.stroke(
                line(0, 0, 5, 5), style: StrokeStyle(dashPattern: [1, .nan]), paint: CoverageProbe(), into: buffer)
        }
        var h = Homography.identity
        h.m11 = .nan
        #expect(throws: PathDrawingError.self) {
            try PathDrawing.fill(line(0, 0, 5, 5), transform: h, paint: CoverageProbe(), into: buffer)
        }
        #expect(buffer.hash64() == PixelBuffer(width: 8, height: 8).hash64())
    }

    @Test func aPathOverTheElementLimitIsRefused() {
        let path = Path(Array(repeating: .close, count: Path.maximumElementCount + 1))
        let buffer = PixelBuffer(width: 4, height: 4)
        #expect(throws: PathDrawingError(path.problem!)) {
            try PathDrawing.fill(path, paint: CoverageProbe(), into: buffer)
        }
    }

    @Test func hugeCoordinatesAreClampedAndDrawnInBoundedWork() throws {
        // A triangle whose far corners are 1e300 away: its visible part is a wedge, drawn
        // from clamped coordinates with a cell per row at most per edge.
        let image = try fillCoverage(polygon([(10, 10), (1e300, 20), (1e300, 1e300)]))
        #expect(image[63, 12] != 0 || image[63, 20] != 0)
        #expect(image[5, 5] == 0)
        let huge = try fillCoverage(Path(ellipseIn: Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)))
        #expect(huge.area == 64 * 64)
        let stroke = try strokeCoverage(line(-1e200, 32.5, 1e200, 32.5), StrokeStyle(lineWidth: 3, lineCap: .round))
        #expect(stroke[0, 32] == 255 && stroke[63, 31] == 255 && stroke[5, 20] == 0)
        // A dash pattern of a million tiny dashes on a long line draws solid instead.
        let dashed = try strokeCoverage(
            line(0, 32, 64, 32), StrokeStyle(lineWidth: 2, dashPattern: [1e-6, 1e-6]))
        #expect(abs(dashed.area - 128) <= dashed.quantisation)
    }
}

@Suite struct PathStrokeTests {
    @Test(arguments: [LineCap.butt, .square, .round])
    func aStraightLineCoversWidthTimesLengthPlusItsCaps(cap: LineCap) throws {
        let (w, length) = (6.0, 40.0)
        let image = try strokeCoverage(
            line(12.3, 20.1, 12.3 + length * 0.6, 20.1 + length * 0.8), StrokeStyle(lineWidth: w, lineCap: cap))
        let caps: Double =
            switch cap {
            case .butt: 0
            case .square: w * w
            case .round: Double.pi * w * w / 4
            }
        let tolerance = image.quantisation + (cap == .round ? Double.pi * w * PathFlattener.tolerance : 0)
        #expect(abs(image.area - (w * length + caps)) <= tolerance)
    }

    @Test func aRightAngleMitersUnderTheLimitAndBevelsOverIt() throws {
        // The miter of a 90° corner is √2 ≈ 1.414 widths long. The two strips overlap in a
        // (w/2)² square inside the corner; outside it a miter adds a (w/2)² square, a bevel half
        // of it, a round join a quarter disc.
        let corner = Path([
            .move(to: Point(x: 10, y: 10)), .line(to: Point(x: 40, y: 10)), .line(to: Point(x: 40, y: 40)),
        ])
        let w = 8.0
        let miter = try strokeCoverage(corner, StrokeStyle(lineWidth: w, lineJoin: .miter, miterLimit: 1.42))
        let bevel = try strokeCoverage(corner, StrokeStyle(lineWidth: w, lineJoin: .miter, miterLimit: 1.41))
        let explicitBevel = try strokeCoverage(corner, StrokeStyle(lineWidth: w, lineJoin: .bevel))
        let round = try strokeCoverage(corner, StrokeStyle(lineWidth: w, lineJoin: .round))
        let straight = w * 30 * 2 - w * w / 4
        #expect(abs(miter.area - (straight + w * w / 4)) <= miter.quantisation)
        #expect(abs(bevel.area - (straight + w * w / 8)) <= bevel.quantisation)
        #expect(bevel.buffer.hash64() == explicitBevel.buffer.hash64())
        #expect(
            abs(round.area - (straight + Double.pi * w * w / 16)) <= round.quantisation + Double.pi / 2 * w / 2
                * PathFlattener.tolerance)
        #expect(round.area < straight + Double.pi * w * w / 16)   // chords lie inside the arc
        #expect(miter[43, 6] == 255 && bevel[43, 6] == 0)
    }

    @Test func dashesAlternateOnAndOffFromThePhase() throws {
        let path = line(0, 11, 64, 11)   // width 2 covers rows 10 and 11 exactly
        let style = StrokeStyle(lineWidth: 2, dashPattern: [10, 5], dashPhase: 3)
        let image = try strokeCoverage(path, style)
        // On 0..<7, off 7..<12, on 12..<22, off 22..<27, on 27..<37, …
        for (x, on) in [(0, true), (6, true), (7, false), (11, false), (12, true), (21, true), (22, false), (27, true)]
        {
            #expect(image[x, 10] == (on ? 255 : 0), "column \(x)")
        }
        #expect(abs(image.area - 2 * (7 + 10 + 10 + 10 + 7)) <= image.quantisation)   // the last on 57..<64
    }

    @Test func anOddPatternRepeatsTwiceAndABadPatternDrawsSolid() throws {
        let path = line(0, 11, 64, 11)
        let odd = try strokeCoverage(path, StrokeStyle(lineWidth: 2, dashPattern: [8]))
        #expect(odd[3, 10] == 255 && odd[9, 10] == 0 && odd[17, 10] == 255)
        #expect(abs(odd.area - 2 * 32) <= odd.quantisation)
        for bad in [[0.0, 0.0], [5, -1], []] {
            let solid = try strokeCoverage(path, StrokeStyle(lineWidth: 2, dashPattern: bad))
            #expect(abs(solid.area - 128) <= solid.quantisation, "pattern \(bad)")
        }
    }

    @Test func zeroLengthDashesWithRoundCapsAreDots() throws {
        let image = try strokeCoverage(
            line(4, 30, 60, 30), StrokeStyle(lineWidth: 6, lineCap: .round, dashPattern: [0, 14]))
        // Dots at 4, 18, 32, 46, 60: five discs of radius 3.
        #expect(abs(image.area - 5 * Double.pi * 9) <= image.quantisation + 5 * 2 * Double.pi * 3 * 0.0625)
        #expect(image[18, 30] == 255 && image[11, 30] == 0)
    }

    @Test func trimsKeepTheirFractionOfTheLengthBeforeDashing() throws {
        let path = Path([
            .move(to: Point(x: 2, y: 11)), .line(to: Point(x: 42, y: 11)), .move(to: Point(x: 2, y: 31)),
            .line(to: Point(x: 62, y: 31)),
        ])
        // Total length 100: 0.25…0.75 is x 27…42 of the first line and 2…37 of the second.
        let image = try strokeCoverage(path, StrokeStyle(lineWidth: 2, strokeStart: 0.25, strokeEnd: 0.75))
        #expect(abs(image.area - 2 * 50) <= image.quantisation)
        #expect(image[26, 10] == 0 && image[27, 10] == 255 && image[36, 30] == 255 && image[37, 30] == 0)
        let dashed = try strokeCoverage(
            path, StrokeStyle(lineWidth: 2, dashPattern: [5, 5], strokeStart: 0.25, strokeEnd: 0.75))
        #expect(dashed[27, 10] == 255 && dashed[32, 10] == 0)   // the pattern starts at the trim
        let none = try strokeCoverage(path, StrokeStyle(lineWidth: 2, strokeStart: 0.6, strokeEnd: 0.6))
        #expect(none.area == 0)
    }

    @Test(arguments: [0.0, 0.3])
    func hairlinesAreOneDevicePixelWide(width: Double) throws {
        let image = try strokeCoverage(line(4, 20.5, 60, 20.5), StrokeStyle(lineWidth: width))
        #expect(image[30, 20] == 255 && image[30, 19] == 0 && image[30, 21] == 0)
        #expect(abs(image.area - 56) <= image.quantisation)
        // Under a scale of 4, a width of 0.3 is 1.2 pixels: no longer a hairline.
        if width > 0 {
            let scaled = try strokeCoverage(
                line(1, 5.125, 15, 5.125), StrokeStyle(lineWidth: width), transform: Homography(scale: 4))
            #expect(abs(scaled.area - 56 * 1.2) <= scaled.quantisation)
        }
    }

    @Test func aClosedSubpathJoinsAtItsStartAndHasNoCaps() throws {
        let square = Path(rect: Rect(x: 10, y: 10, width: 30, height: 30))
        let image = try strokeCoverage(square, StrokeStyle(lineWidth: 4, lineCap: .round))
        // Miter corners: the outline is the 34×34 square minus the 26×26 hole.
        #expect(abs(image.area - (34 * 34 - 26 * 26)) <= image.quantisation)
        #expect(image[8, 8] == 255)
    }

    @Test func aZeroLengthSubpathDrawsADotOrASquareByItsCap() throws {
        let point = line(20, 20, 20, 20)
        let round = try strokeCoverage(point, StrokeStyle(lineWidth: 10, lineCap: .round))
        let square = try strokeCoverage(point, StrokeStyle(lineWidth: 10, lineCap: .square))
        let butt = try strokeCoverage(point, StrokeStyle(lineWidth: 10, lineCap: .butt))
        #expect(abs(round.area - 25 * Double.pi) <= round.quantisation + 2 * Double.pi * 5 * 0.0625)
        #expect(abs(square.area - 100) <= square.quantisation)
        #expect(butt.area == 0)
    }

    @Test(arguments: [LineJoin.miter, .round, .bevel])
    func aThickArcCoversItsAnnulusWhateverTheJoin(join: LineJoin) throws {
        // A half circle of radius 20, 9 wide: its flattened pieces bend a little at each point,
        // where every join style is within the tolerance of one point on each side, which on
        // the inner side is where the offset pieces cross (no detour through the centre, whose
        // overlap would add coverage to the inner edge's pixels).
        var path = Path()
        path.addArc(center: Point(x: 32.3, y: 34.6), radius: 20, startAngle: 0, endAngle: Double.pi, clockwise: false)
        let w = 9.0
        let image = try strokeCoverage(path, StrokeStyle(lineWidth: w, lineJoin: join))
        let exact = Double.pi / 2 * ((20 + w / 2) * (20 + w / 2) - (20 - w / 2) * (20 - w / 2))
        // The chords lie within the tolerance of the circles, inside the outer and outside the inner one.
        let flattening = Double.pi * (20 + w / 2) * PathFlattener.tolerance * 2
        #expect(abs(image.area - exact) <= image.quantisation + flattening)
    }

    @Test func aSmoothCurvesOutlineHasOnePointASideAtEachBend() throws {
        var path = Path()
        path.addArc(center: Point(x: 0, y: 0), radius: 30, startAngle: 0, endAngle: 2, clockwise: false)
        let lines = PathFlattener.flatten(path, through: .identity)
        let points = lines.reduce(0) { $0 + $1.points.count }
        let outline = Stroker.outline(
            lines, width: 4, style: StrokeStyle(lineWidth: 4, lineJoin: .round), pixelsPerUnit: 1)
        // Each side has one point per polyline point; the butt caps add none.
        #expect(outline.count == 1 && outline[0].count == 2 * points)
        // A corner that turns sharply still gets its join and its inner detour.
        let corner = [Polyline([Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 20)], isClosed: false)]
        let sharp = Stroker.outline(
            corner, width: 4, style: StrokeStyle(lineWidth: 4, lineJoin: .miter), pixelsPerUnit: 1)
        // Each side: its start, the first piece's end, the join's point (the miter outside, the
        // corner inside), the second piece's start and its end.
        #expect(sharp[0].count == 2 * 5)
    }

    @Test func aStrokeUnderPerspectiveIsTheProjectedOutline() throws {
        var h = Homography.identity
        h.m13 = 0.003
        let image = try strokeCoverage(
            Path(ellipseIn: Rect(x: 10, y: 10, width: 40, height: 40)), StrokeStyle(lineWidth: 4), transform: h)
        let flat = try strokeCoverage(
            Path(ellipseIn: Rect(x: 10, y: 10, width: 40, height: 40)), StrokeStyle(lineWidth: 4))
        #expect(image.area > 0 && image.area < flat.area)   // farther away, smaller
        #expect(image[30, 30] == 0)
    }
}

@Suite(.serialized) struct PathKernelLevelTests {
    @Test func everyKernelLevelDrawsTheSameBytes() throws {
        let before = PixelKernels.level
        defer { PixelKernels.use(before) }
        var hashes: [UInt64] = []
        for level in PixelKernels.available {
            PixelKernels.use(level)
            var h: UInt64 = 0
            for reference in try PathReference.all() {
                let buffer = try reference.draw()
                h = h &* 31 &+ buffer.hash64()
            }
            // Translucent colour too, where the blend (not a plain store) decides the bytes.
            let buffer = PixelBuffer(width: 64, height: 64)
            buffer.clear(to: Color(red: 0.3, green: 0.6, blue: 0.2, alpha: 0.7))
            let paint = SolidPaint(color: PremultipliedColor(Color(red: 0.9, green: 0.1, blue: 0.4, alpha: 0.55)).pixel)
            try PathDrawing.stroke(
                Path(ellipseIn: Rect(x: 5.5, y: 6.25, width: 50, height: 40)),
                style: StrokeStyle(lineWidth: 7, lineCap: .round, dashPattern: [9, 4]), paint: paint, into: buffer)
            hashes.append(h &* 31 &+ buffer.hash64())
        }
        #expect(Set(hashes).count == 1, "\(PixelKernels.available)")
    }

    /// The sweep sums eight cells at a time at the SIMD levels: each level's rasters (runs and
    /// bytes, not only pixels) are the scalar level's, under either rule, for windings of many
    /// layers and past the 32-bit wrap, and for a shape running off the clip's right side.
    @Test func everyKernelLevelSweepsTheSameRasters() {
        let before = PixelKernels.level
        defer { PixelKernels.use(before) }
        var signatures: [UInt64] = []
        for level in PixelKernels.available {
            PixelKernels.use(level)
            var h: UInt64 = 1
            for rule in [FillRule.nonZero, .evenOdd] {
                for layers in [1, 3, 40, 20_000] {
                    // A 61-column clip: blocks of eight reach past its side.
                    let rasterizer = PathRasterizer(clip: PixelRect(x: 3, y: 2, width: 61, height: 50))
                    // A self-crossing star: even-odd and non-zero differ at its centre.
                    let star = (0..<5).map { i in
                        let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
                        return Point(x: 40.3 + 27.2 * MotionMath.cos(angle), y: 26.6 + 27.2 * MotionMath.sin(angle))
                    }
                    for k in 0..<layers {
                        rasterizer.addPolygon(k % 2 == 0 ? star : star.reversed().map { Point(x: $0.x + 0.5, y: $0.y) })
                    }
                    let square = [
                        Point(x: 20.2, y: 30.7), Point(x: 70, y: 30.7), Point(x: 70, y: 48.1), Point(x: 20.2, y: 48.1),
                    ]
                    for _ in 0..<layers { rasterizer.addPolygon(square) }
                    h = Self.signature(rasterizer.raster(rule), into: h)
                }
            }
            signatures.append(h)
        }
        #expect(Set(signatures).count == 1, "\(PixelKernels.available)")
    }

    /// At the AVX2 and AVX-512 levels a row's piece of an edge is deposited a vector of cells at
    /// a time, up to seven cells, from a reciprocal estimate put right by its remainder; wider
    /// pieces go the scalar way. Every level's rasters are the scalar level's for pieces of every
    /// width from a point to 40 pixels, either slant, either winding, from every 1/8 of a pixel,
    /// across the 512-column boundary of a word of block bits, at the clip's right side, with
    /// column crossings exactly on the grid, and for 3000 short edges anywhere, in one band and
    /// in bands of 1, 4 and 4096 rows.
    @Test func everyKernelLevelDepositsPiecesOfEveryWidth() {
        let before = PixelKernels.level
        defer { PixelKernels.use(before) }
        let clip = PixelRect(x: 0, y: 0, width: 1100, height: 60)
        var edges: [(Point, Point)] = []
        let widths = [0.0, 0.004, 0.3, 1, 1.5, 2.9, 3, 5.5, 6.99, 7, 7.5, 12, 40]
        for (k, width) in widths.enumerated() {
            for start in [505.0, 511.5, 1_015.25, 1_090.0] {
                for eighth in 0..<8 {
                    let x = start + Double(eighth) / 8 + Double(k) * 0.013
                    let y = 2.0 + Double(eighth) * 6.7 + Double(k) * 0.31
                    // Within one row, over a row line and over several; right and left.
                    let height = [0.4, 1.3, 4.6, 0.9][eighth % 4]
                    edges.append((Point(x: x, y: y), Point(x: x + width, y: y + height)))
                    edges.append((Point(x: x + width, y: y + 0.2), Point(x: x, y: y + 0.2 + height)))
                }
            }
        }
        // Slopes whose column crossings fall exactly on the grid (the estimate's hardest case):
        // from half and quarter pixels, whole pixels wide, over whole rows.
        for (k, width) in [1.0, 2, 3, 4, 6, 7, 9].enumerated() {
            for (i, rows) in [1.0, 2, 3, 5].enumerated() {
                let x = 500.5 + Double(k) * 40 + Double(i) * 9.25
                let y = Double(2 + 13 * i)
                edges.append((Point(x: x, y: y), Point(x: x + width, y: y + rows)))
                edges.append((Point(x: x + 520, y: y + rows), Point(x: x + 520 - width, y: y)))
            }
        }
        // And short edges anywhere on the 1/256 grid.
        var random = SplitMix64(seed: 7)
        for _ in 0..<3_000 {
            let x = Double(random.next() % (1_100 * 256)) / 256
            let y = Double(random.next() % (58 * 256)) / 256
            let dx = Double(Int(random.next() % 4_097) - 2_048) / 256
            let dy = Double(random.next() % 1_025) / 256
            edges.append((Point(x: x, y: y), Point(x: x + dx, y: y + dy)))
        }
        var signatures: [UInt64] = []
        for level in PixelKernels.available {
            PixelKernels.use(level)
            var h: UInt64 = 1
            for rule in [FillRule.nonZero, .evenOdd] {
                let rasterizer = PathRasterizer(clip: clip)
                for (a, b) in edges { rasterizer.addEdge(a, b) }
                h = Self.signature(rasterizer.raster(rule), into: h)
                for shift in [0, 2, 12] { h = Self.signature(rasterizer.raster(rule, bandShift: shift), into: h) }
            }
            signatures.append(h)
        }
        #expect(Set(signatures).count == 1, "\(PixelKernels.available)")
    }

    /// At the AVX2 and AVX-512 levels a moved polygon's points are put on the grid a vector at a
    /// time (and at AVX-512 its edges made eight at a time). Every level's rasters are the scalar
    /// level's, and each is the raster of the same polygons added point by point already moved:
    /// for polygons of 3 to 12 points (the vector steps' tails) and of 17 to 41, inside the clip,
    /// across its sides, with a NaN point, with a point on its bottom and on its right side (the
    /// one is inside, the other not), staircases whose every other edge is horizontal (left
    /// out, wherever it falls in a step), and moved by fractions.
    @Test func everyKernelLevelMovesPolygonsAlike() {
        let before = PixelKernels.level
        defer { PixelKernels.use(before) }
        let clip = PixelRect(x: 10, y: 5, width: 300, height: 120)
        var random = SplitMix64(seed: 23)
        var polygons: [[Point]] = []
        for count in 3...12 {
            for spread in [20.0, 90.0, 200.0] {
                polygons.append(
                    (0..<count).map { _ in
                        Point(
                            x: 150 + (Double(random.next() % 20_000) / 10_000 - 1) * spread,
                            y: 60 + (Double(random.next() % 20_000) / 10_000 - 1) * spread * 0.4)
                    })
            }
        }
        for count in [17, 24, 33, 41] {
            polygons.append(
                (0..<count).map { _ in
                    Point(
                        x: 150 + (Double(random.next() % 20_000) / 10_000 - 1) * 130,
                        y: 60 + (Double(random.next() % 20_000) / 10_000 - 1) * 50)
                })
        }
        for steps in [5, 9, 12] {
            // Up in steps of alternately level and rising edges, then straight down.
            var stairs: [Point] = []
            for k in 0..<steps {
                stairs.append(Point(x: 40 + Double(k) * 9.25, y: 100 - Double(k) * 6.5))
                stairs.append(Point(x: 46 + Double(k) * 9.25, y: 100 - Double(k) * 6.5))
            }
            stairs.append(Point(x: 40 + Double(steps) * 9.25, y: 100))
            polygons.append(stairs)
        }
        polygons.append([Point(x: 40, y: 20), Point(x: 80, y: .nan), Point(x: 60, y: 70)])
        // With the move below, a point lands on the clip's bottom (inside) and one on its right
        // side (outside: cut there).
        polygons.append([Point(x: 30.5, y: 40), Point(x: 90.5, y: 123.75), Point(x: 50.5, y: 90)])
        polygons.append([Point(x: 200, y: 40), Point(x: 308.5, y: 60), Point(x: 220, y: 90)])
        polygons.append([Point(x: 5, y: 5), Point(x: 6, y: 6)])   // fewer than three points: left out
        let kept = LinearPolygons(polygons, linear: nil)
        let (dx, dy) = (1.5, 1.25)
        var signatures: [UInt64] = []
        for level in PixelKernels.available {
            PixelKernels.use(level)
            let moved = PathRasterizer(clip: clip)
            moved.addPolygons(kept, movedBy: dx, dy)
            let pointByPoint = PathRasterizer(clip: clip)
            for polygon in polygons where polygon.count > 2 {
                pointByPoint.addPolygon(polygon.map { Point(x: $0.x + dx, y: $0.y + dy) })
            }
            for rule in [FillRule.nonZero, .evenOdd] {
                let signature = Self.signature(moved.raster(rule), into: 1)
                #expect(signature == Self.signature(pointByPoint.raster(rule), into: 1), "\(level), \(rule)")
                signatures.append(signature)
            }
            // And each alone, where its own bounds are the raster's.
            for polygon in polygons where polygon.count > 2 {
                let one = PathRasterizer(clip: clip)
                one.addPolygons(LinearPolygons([polygon], linear: nil), movedBy: dx, dy)
                let reference = PathRasterizer(clip: clip)
                reference.addPolygon(polygon.map { Point(x: $0.x + dx, y: $0.y + dy) })
                #expect(
                    Self.signature(one.raster(.nonZero), into: 1)
                        == Self.signature(reference.raster(.nonZero), into: 1),
                    "\(level), \(polygon.count) points")
            }
        }
        #expect(Set(signatures).count == 2, "\(PixelKernels.available)")
    }

    /// A hash of every row's runs and their bytes.
    static func signature(_ raster: CoverageRaster, into h: UInt64) -> UInt64 {
        var h = h &* 31 &+ UInt64(bitPattern: Int64(raster.view.firstRow))
        let view = raster.view
        for row in 0..<view.rowCount {
            let first = Int(view.rowRuns[2 * row])
            for index in first..<(first + Int(view.rowRuns[2 * row + 1])) {
                let run = view.runs[index]
                h = h &* 31 &+ UInt64(UInt32(bitPattern: run.start)) &* 7 &+ UInt64(UInt32(bitPattern: run.end))
                guard run.coverage >= 0 else { continue }
                for i in 0..<Int(run.end - run.start) { h = h &* 31 &+ UInt64(view.coverage[Int(run.coverage) + i]) }
            }
            h = h &* 31 &+ 0x5A
        }
        return h
    }
}
