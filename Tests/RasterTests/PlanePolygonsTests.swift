import Geometry
import Motion
import Testing

@testable import Raster

/// A fill's and a stroke's polygons in the path's plane depend on an affine map's linear part
/// only, bit for bit: what lets the renderer keep them while a layer moves.
@Suite struct PlanePolygonsTests {
    /// A random path of lines, quadratic and cubic curves in a 200-unit square, sometimes closed,
    /// sometimes of two subpaths.
    static func path(_ random: inout SplitMix64) -> Path {
        func point() -> Point {
            Point(x: Double(random.next() % 20_000) / 100, y: Double(random.next() % 20_000) / 100)
        }
        var path = Path()
        for _ in 0..<Int(random.next() % 2 + 1) {
            path.move(to: point())
            for _ in 0..<Int(random.next() % 6 + 1) {
                switch random.next() % 3 {
                case 0: path.addLine(to: point())
                case 1: path.addQuadCurve(to: point(), control: point())
                default: path.addCurve(to: point(), control1: point(), control2: point())
                }
            }
            if random.next() % 2 == 0 { path.closeSubpath() }
        }
        return path
    }

    /// A random style: widths from a hairline's to thick, every cap and join, sometimes dashed
    /// or trimmed.
    static func style(_ random: inout SplitMix64) -> StrokeStyle {
        StrokeStyle(
            lineWidth: [0.5, 1, 1.5, 4, 9][Int(random.next() % 5)],
            lineCap: [.butt, .round, .square][Int(random.next() % 3)],
            lineJoin: [.miter, .round, .bevel][Int(random.next() % 3)], miterLimit: [1, 4, 10][Int(random.next() % 3)],
            dashPattern: random.next() % 2 == 0 ? [] : [6, 2.5, 1], dashPhase: Double(random.next() % 7),
            strokeStart: random.next() % 3 == 0 ? 0.1 : 0, strokeEnd: random.next() % 3 == 0 ? 0.8 : 1)
    }

    /// A random linear part (scale, rotation, skew, sometimes a flip) with translation `(tx, ty)`.
    static func map(_ random: inout SplitMix64, tx: Double, ty: Double) -> Homography {
        let angle = Double(random.next() % 628) / 100
        let (sx, sy) = (Double(random.next() % 300 + 20) / 100, Double(random.next() % 300 + 20) / 100)
        let skew = Double(random.next() % 60) / 100 - 0.3
        let flip: Double = random.next() % 4 == 0 ? -1 : 1
        let (c, s) = (MotionMath.cos(angle), MotionMath.sin(angle))
        return Homography(
            m11: sx * c * flip, m12: sx * s, m13: 0, m21: sy * (skew * c - s), m22: sy * (skew * s + c), m23: 0,
            m31: tx, m32: ty, m33: 1)
    }

    /// A fractional translation, small or far off.
    static func translation(_ random: inout SplitMix64) -> Double {
        (Double(random.next() % 2_000_000) - 1_000_000) / [1, 64, 1000][Int(random.next() % 3)]
    }

    @Test func fillAndStrokePolygonsInThePlaneDoNotDependOnTheTranslation() throws {
        var random = SplitMix64(seed: 32)
        var planeStrokes = 0
        var hairlines = 0
        for _ in 0..<300 {
            let path = Self.path(&random)
            let style = Self.style(&random)
            var moved = Self.map(&random, tx: Self.translation(&random), ty: Self.translation(&random))
            let placed = moved
            (moved.m31, moved.m32) = (Self.translation(&random), Self.translation(&random))
            #expect(
                try PathDrawing.fillPolygons(path, transform: placed)
                    == PathDrawing.fillPolygons(path, transform: moved))
            let a = try PathDrawing.strokePolygons(path, transform: placed, style: style)
            let b = try PathDrawing.strokePolygons(path, transform: moved, style: style)
            #expect(a.space == b.space)
            #expect(a.space != .device)
            #expect(a.polygons == b.polygons)
            if a.space == .plane { planeStrokes += 1 } else { hairlines += 1 }
        }
        #expect(planeStrokes > 100)
        #expect(hairlines > 10)
    }

    /// A quadratic whose piece count is exactly 5 at the origin: moved by 10.1, the rounding
    /// of its images' second difference made it 6 (before the translation was left out).
    @Test func aCurveOnAPieceBoundaryIsCutAlikeWhereverItIs() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 6.25, y: 0), control: Point(x: 0, y: 0))
        for tx in [0.1, 10.1, 1234.567] {
            let moved = Homography(translationX: tx, y: 0.3)
            #expect(PathFlattener.flatten(path, through: moved) == PathFlattener.flatten(path, through: .identity))
        }
        #expect(PathFlattener.flatten(path, through: .identity)[0].points.count == 6)
    }

    @Test func rasterOfPlanePolygonsIsTheFillsAndTheStrokesRaster() throws {
        var random = SplitMix64(seed: 29)
        let clip = PixelRect(x: 0, y: 0, width: 320, height: 320)
        var drawn = 0
        for _ in 0..<40 {
            let path = Self.path(&random)
            let style = Self.style(&random)
            let h = Self.map(&random, tx: 160 + Self.translation(&random) / 10_000, ty: 160)
            let fill = try PathDrawing.fillRaster(path, transform: h, rule: .evenOdd, clip: clip)
            let fromFill = PathDrawing.raster(
                try PathDrawing.fillPolygons(path, transform: h), transform: h, rule: .evenOdd, clip: clip)
            #expect(Self.bytes(fill) == Self.bytes(fromFill))
            let stroke = try PathDrawing.strokeRaster(path, transform: h, style: style, clip: clip)
            let polygons = try PathDrawing.strokePolygons(path, transform: h, style: style)
            let fromStroke = PathDrawing.raster(
                polygons.polygons, transform: polygons.space.map(h), rule: .nonZero, clip: clip)
            #expect(Self.bytes(stroke) == Self.bytes(fromStroke))
            if Self.bytes(stroke).contains(where: { $0 != 0 }) { drawn += 1 }
        }
        #expect(drawn > 20)
    }

    /// Polygons kept through a map's linear part and moved by its translation draw the bytes
    /// of the fill and the stroke through the whole map, hairlines included.
    @Test func linearPolygonsMovedDrawTheWholeMapsBytes() throws {
        var random = SplitMix64(seed: 31)
        let clip = PixelRect(x: 0, y: 0, width: 320, height: 320)
        var hairlines = 0
        var drawn = 0
        for _ in 0..<40 {
            let path = Self.path(&random)
            let style = Self.style(&random)
            let h = Self.map(&random, tx: 160 + Self.translation(&random) / 10_000, ty: 160.37)
            let fill = try PathDrawing.fillPolygons(path, transform: h)
            let fromFill = PathDrawing.raster(
                LinearPolygons(fill, linear: h), movedBy: h.m31, h.m32, rule: .evenOdd, clip: clip)
            #expect(
                Self.bytes(fromFill)
                    == Self.bytes(try PathDrawing.fillRaster(path, transform: h, rule: .evenOdd, clip: clip)))
            let stroke = try PathDrawing.strokePolygons(path, transform: h, style: style)
            let linear = LinearPolygons(stroke.polygons, linear: stroke.space == .plane ? h : nil)
            let fromStroke = PathDrawing.raster(linear, movedBy: h.m31, h.m32, rule: .nonZero, clip: clip)
            let whole = Self.bytes(try PathDrawing.strokeRaster(path, transform: h, style: style, clip: clip))
            #expect(Self.bytes(fromStroke) == whole)
            if stroke.space == .deviceLessTranslation { hairlines += 1 }
            if whole.contains(where: { $0 != 0 }) { drawn += 1 }
        }
        #expect(hairlines > 2)
        #expect(drawn > 20)
    }

    /// The raster's coverage over its 320 × 320 clip.
    static func bytes(_ raster: CoverageRaster) -> [UInt8] {
        let mask = AlphaMask(width: 320, height: 320)
        raster.draw(into: mask)
        return Array(UnsafeBufferPointer(start: mask.bytes, count: 320 * 320))
    }
}
