import Foundation
import Geometry
import Raster
import Testing

/// Exact colours of `GradientPaint` at chosen pixels: geometry is laid out so the pixel
/// centres land on table steps, so every expectation is a hand-worked colour.
@Suite struct GradientPaintTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// An axial gradient along x whose t is `(x − 64) / 1024` at pixel x.
    static func axial(_ colors: [Color], locations: [Double]? = nil) -> GradientPaint? {
        GradientPaint(
            Gradient(
                .axial, colors: colors, locations: locations, startPoint: Point(x: 0, y: 0.5),
                endPoint: Point(x: 1, y: 0.5)),
            bounds: Rect(x: 64.5, y: 0, width: 1024, height: 1), transform: .identity)
    }

    /// `paint` over every pixel of a `width` × `height` buffer cleared to `background`.
    static func draw(_ paint: GradientPaint, width: Int, height: Int, background: UInt32 = 0) -> PixelBuffer {
        let buffer = PixelBuffer(width: width, height: height)
        buffer.fill(background)
        for y in 0..<height { paint.full(buffer.pixels + y * width, count: width, x: 0, y: y) }
        return buffer
    }

    /// A red → blue gradient of `kind` from the middle of `bounds` towards `end`, drawn over a
    /// `width` × `height` buffer.
    static func fromMiddle(
        _ kind: Gradient.Kind, to end: Point, bounds: Rect, width: Int, height: Int
    ) throws -> PixelBuffer {
        let gradient = Gradient(kind, colors: [red, blue], startPoint: Point(x: 0.5, y: 0.5), endPoint: end)
        return draw(
            try #require(GradientPaint(gradient, bounds: bounds, transform: .identity)), width: width, height: height)
    }

    @Test func axialEndsStopsBetweenAndPadding() throws {
        let buffer = Self.draw(try #require(Self.axial([Self.red, Self.green, Self.blue])), width: 1200, height: 1)
        #expect(buffer[0, 0] == 0xFFFF_0000)   // padded before the start
        #expect(buffer[64, 0] == 0xFFFF_0000)   // t = 0
        #expect(buffer[192, 0] == 0xFFBF_4000)   // t = 1/8: red 0.75 → 191, green 0.25 → 64
        #expect(buffer[320, 0] == 0xFF80_8000)   // t = 1/4, halfway red → green
        #expect(buffer[576, 0] == 0xFF00_FF00)   // t = 1/2, the middle stop
        #expect(buffer[832, 0] == 0xFF00_8080)   // t = 3/4
        #expect(buffer[1088, 0] == 0xFF00_00FF)   // t = 1
        #expect(buffer[1199, 0] == 0xFF00_00FF)   // padded beyond the end
    }

    @Test func locationsPlaceTheStops() throws {
        let buffer = Self.draw(
            try #require(Self.axial([Self.red, Self.green, Self.blue], locations: [0, 0.25, 1])), width: 1200, height: 1
        )
        #expect(buffer[320, 0] == 0xFF00_FF00)   // t = 1/4
        #expect(buffer[192, 0] == 0xFF80_8000)   // t = 1/8
        #expect(buffer[704, 0] == 0xFF00_8080)   // t = 5/8, halfway green → blue
    }

    @Test func aHardStopTakesTheLaterColourAtItsLocation() throws {
        let paint = try #require(Self.axial([Self.red, Self.red, Self.blue, Self.blue], locations: [0, 0.5, 0.5, 1]))
        let buffer = Self.draw(paint, width: 1200, height: 1)
        #expect(buffer[575, 0] == 0xFFFF_0000)
        #expect(buffer[576, 0] == 0xFF00_00FF)
    }

    @Test func outOfOrderLocationsBecomeAHardEdge() throws {
        // 0.25 after 0.75 is raised to 0.75: red → green over 0…¾, then blue → white.
        let paint = try #require(
            Self.axial([Self.red, Self.green, Self.blue, .white], locations: [0, 0.75, 0.25, 1]))
        let buffer = Self.draw(paint, width: 1200, height: 1)
        #expect(buffer[831, 0] == 0xFF00_FF00)
        #expect(buffer[832, 0] == 0xFF00_00FF)
        #expect(buffer[960, 0] == 0xFF80_80FF)
    }

    @Test func outOfRangeLocationsAreClampedAndMismatchedCountsIgnored() throws {
        let even = Self.draw(try #require(Self.axial([Self.red, Self.green, Self.blue])), width: 1200, height: 1)
        let clamped = Self.draw(
            try #require(Self.axial([Self.red, Self.green, Self.blue], locations: [-1, 0.5, 2])), width: 1200, height: 1
        )
        let mismatched = Self.draw(
            try #require(Self.axial([Self.red, Self.green, Self.blue], locations: [0, 0.1])), width: 1200, height: 1)
        #expect(clamped.hash64() == even.hash64())
        #expect(mismatched.hash64() == even.hash64())
        let stops = Gradient(colors: [Self.red, Self.green, Self.blue], locations: [0.5, .nan, -3]).stops
        #expect(stops.map(\.location) == [0.5, 0.5, 0.5])
    }

    @Test func oneColourFillsAndNoColoursDrawNothing() throws {
        let one = try #require(Self.axial([Color(red: 0, green: 0, blue: 1, alpha: 0.5)]))
        let buffer = Self.draw(one, width: 1200, height: 1, background: 0xFFFF_FFFF)
        // 50% blue over white: src 0x80000080, dst·127/255 = 0x7F7F7F7F.
        for x in [0, 500, 1199] { #expect(buffer[x, 0] == 0xFF7F_7FFF) }
        #expect(Self.axial([]) == nil)
        #expect(
            GradientPaint(
                Gradient(.radial, colors: []), bounds: Rect(x: 0, y: 0, width: 10, height: 10), transform: .identity)
                == nil)
    }

    @Test func transparentStopsInterpolateWithStraightAlpha() throws {
        // Transparent black to white: the middle is half-transparent grey (Core Animation's
        // well-known grey band), not the half-transparent white premultiplied mixing gives.
        let paint = try #require(Self.axial([.clear, .white]))
        let buffer = Self.draw(paint, width: 1200, height: 1)
        #expect(buffer[0, 0] == 0)
        #expect(buffer[576, 0] == 0x8040_4040)   // a 128, grey 128 premultiplied to 64
        #expect(buffer[1088, 0] == 0xFFFF_FFFF)
        let whites = Self.draw(
            try #require(Self.axial([Color(red: 1, green: 1, blue: 1, alpha: 0), .white])), width: 1200, height: 1)
        #expect(whites[576, 0] == 0x8080_8080)
    }

    @Test func radialIsAnEllipseAroundTheStartPoint() throws {
        // Centre (100.5, 50.5) = pixel (100, 50)'s centre; radii 100 and 50.
        let buffer = try Self.fromMiddle(
            .radial, to: Point(x: 1, y: 1), bounds: Rect(x: 0.5, y: 0.5, width: 200, height: 100), width: 240,
            height: 110)
        #expect(buffer[100, 50] == 0xFFFF_0000)   // t = 0
        #expect(buffer[150, 50] == 0xFF80_0080)   // t = ½ along x
        #expect(buffer[100, 75] == buffer[150, 50])   // t = ½ along y, half the radius
        #expect(buffer[50, 25] != buffer[150, 50])
        #expect(buffer[200, 50] == 0xFF00_00FF)   // on the ellipse
        #expect(buffer[230, 100] == 0xFF00_00FF)   // outside: padded
        let flatBuffer = try Self.fromMiddle(
            .radial, to: Point(x: 1, y: 0.5), bounds: Rect(x: 0, y: 0, width: 10, height: 10), width: 10, height: 10)
        #expect(flatBuffer[5, 5] == 0xFF00_00FF)
    }

    @Test func conicTurnsClockwiseFromTheEndPointWithTheSeamThere() throws {
        // Centre (100.5, 100.5) = pixel (100, 100)'s centre, 0 towards +x.
        let square = Rect(x: 0.5, y: 0.5, width: 200, height: 200)
        let buffer = try Self.fromMiddle(.conic, to: Point(x: 1, y: 0.5), bounds: square, width: 201, height: 201)
        #expect(buffer[150, 100] == 0xFFFF_0000)   // t = 0
        #expect(buffer[100, 150] == 0xFFBF_0040)   // below: a quarter turn clockwise
        #expect(buffer[50, 100] == 0xFF80_0080)   // t = ½
        #expect(buffer[100, 50] == 0xFF40_00BF)   // above: t = ¾
        // Either side of the seam: t ≈ 0.0032 (index 3) and ≈ 0.9968 (index 1021).
        #expect(buffer[150, 101] == 0xFFFE_0001)
        #expect(buffer[150, 99] == 0xFF01_00FE)
        // Towards the top instead: the right is now a quarter turn on.
        let upBuffer = try Self.fromMiddle(.conic, to: Point(x: 0.5, y: 0), bounds: square, width: 201, height: 201)
        #expect(upBuffer[100, 50] == 0xFFFF_0000)
        #expect(upBuffer[150, 100] == 0xFFBF_0040)
        // Coinciding points measure from +x.
        let sameBuffer = try Self.fromMiddle(.conic, to: Point(x: 0.5, y: 0.5), bounds: square, width: 201, height: 201)
        #expect(sameBuffer.hash64() == buffer.hash64())
    }

    @Test func turnsMatchesAtan2() {
        for i in 0..<10_000 {
            let angle = Double(i) * 0.000_628_3 - 0.1
            for r in [1e-3, 1.0, 1e6] {
                let (x, y) = (r * cos(angle), r * sin(angle))
                var exact = atan2(y, x) / (2 * Double.pi)
                if exact < 0 { exact += 1 }
                let d = abs(Turns.of(y: y, x: x) - exact)
                #expect(min(d, 1 - d) < 5e-9)
            }
        }
        #expect(Turns.of(y: 0, x: 0) == 0)
        #expect(Turns.of(y: 0, x: -1) == 0.5)
        #expect(Turns.of(y: 1, x: 0) == 0.25)
    }

    @Test func aRotatedScaledTransformMovesTheGradientWithTheLayer() throws {
        // Plane (x, y) → device (300.5 − 2y, 10.5 + 2x): turned a quarter turn and doubled,
        // so the gradient along plane x runs down the screen, t = (y − 10) / 200.
        let transform = Homography(m11: 0, m12: 2, m13: 0, m21: -2, m22: 0, m23: 0, m31: 300.5, m32: 10.5, m33: 1)
        let gradient = Gradient(
            .axial, colors: [Self.red, Self.green, Self.blue], startPoint: Point(x: 0, y: 0.5),
            endPoint: Point(x: 1, y: 0.5))
        let paint = try #require(
            GradientPaint(gradient, bounds: Rect(x: 0, y: 0, width: 100, height: 100), transform: transform))
        let buffer = Self.draw(paint, width: 320, height: 230)
        for x in [0, 150, 319] {
            #expect(buffer[x, 0] == 0xFFFF_0000)
            #expect(buffer[x, 60] == 0xFF80_8000)   // t = ¼
            #expect(buffer[x, 110] == 0xFF00_FF00)   // t = ½
            #expect(buffer[x, 210] == 0xFF00_00FF)
        }
    }

    @Test func perspectiveDrawsNothingBehindTheEye() throws {
        // W = 1 + x / 100: device pixels right of x = 100 map back to W ≤ 0, behind the eye,
        // and stay untouched; the others are drawn.
        let transform = Homography(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let gradient = Gradient(
            .radial, colors: [Self.red, Self.blue], startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))
        let paint = try #require(
            GradientPaint(gradient, bounds: Rect(x: 0, y: 0, width: 50, height: 50), transform: transform))
        let inverse = try #require(transform.inverted())
        let buffer = Self.draw(paint, width: 160, height: 4, background: 0x1210_1010)
        var behind = 0
        for x in 0..<160 {
            let w = inverse.map(Double(x) + 0.5, 0.5).w
            #expect((buffer[x, 0] == 0x1210_1010) == (w <= 0), "pixel \(x), W \(w)")
            if w <= 0 { behind += 1 }
        }
        #expect(behind > 0 && behind < 160)
    }

    @Test func partialCoverageBlendsTheRampColour() throws {
        let paint = try #require(Self.axial([Self.red, Self.blue]))
        let buffer = PixelBuffer(width: 3, height: 1)
        buffer.fill(0xFFFF_FFFF)
        let coverage: [UInt8] = [0, 128, 255]
        // Pixels 0…2 are padded red (t < 0).
        coverage.withUnsafeBufferPointer {
            paint.partial(buffer.pixels, count: 3, coverage: $0.baseAddress!, x: 0, y: 0)
        }
        #expect(buffer[0, 0] == 0xFFFF_FFFF)
        #expect(buffer[1, 0] == 0xFFFF_7F7F)   // 0x80800000 + white · 127/255
        #expect(buffer[2, 0] == 0xFFFF_0000)
    }

    @Test func spansDoNotChangeAByte() throws {
        // A pixel's colour depends only on its coordinates: drawing each row as random spans
        // (as bands, clips and threads cut it) gives the same bytes as whole rows.
        let kinds: [Gradient.Kind] = [.axial, .radial, .conic]
        let transform = Homography(
            m11: 0.8, m12: 0.5, m13: 0.0007, m21: -0.4, m22: 0.9, m23: 0.0004, m31: 40, m32: 8, m33: 1)
        for kind in kinds {
            let gradient = Gradient(
                kind, colors: [Self.red, Color(red: 0, green: 0.5, blue: 1, alpha: 0.4), Self.blue],
                locations: [0.1, 0.4, 0.9], startPoint: Point(x: 0.3, y: 0.4), endPoint: Point(x: 0.9, y: 0.8))
            let paint = try #require(
                GradientPaint(gradient, bounds: Rect(x: 0, y: 0, width: 120, height: 90), transform: transform))
            let whole = Self.draw(paint, width: 150, height: 100, background: 0xFF20_3040)
            let cut = PixelBuffer(width: 150, height: 100)
            cut.fill(0xFF20_3040)
            var random = UInt64(12345)
            for y in 0..<100 {
                var x = 0
                while x < 150 {
                    random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let count = min(Int(random >> 60) + 1, 150 - x)
                    paint.full(cut.pixels + y * 150 + x, count: count, x: x, y: y)
                    x += count
                }
            }
            #expect(cut.hash64() == whole.hash64(), "\(kind)")
        }
    }
}
