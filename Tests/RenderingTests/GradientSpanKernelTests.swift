import CPixelKernels
import Geometry
import Motion
import Testing

@testable import Raster

/// The C gradient kernels (`fl_gradient_span`, behind `GradientPaint.full` and `.partial`)
/// against a per-pixel Swift reference: `GradientPaint.index(x:y:)` (the Swift arithmetic of
/// t and its table index), the table entry, `PremultipliedColor.scale` and `.sourceOver`, at
/// every kernel level, over random maps (affine and perspective), spans, kinds, tables and
/// coverage. In RenderingTests for `PixelKernelTests.levelLock` (the level is process-wide).
@Suite struct GradientSpanKernelTests {
    /// What the random cases reached, so a generator that stopped reaching a path fails.
    struct Reached {
        var behindTheEye = 0
        var first = 0
        var last = 0
        var between = 0
        var perspective = 0
        var translucent = 0

        mutating func count(_ index: Int?) {
            switch index {
            case nil: behindTheEye += 1
            case 0?: first += 1
            case GradientPaint.steps?: last += 1
            default: between += 1
            }
        }
    }

    /// A random colour: opaque half the time, so that opaque tables (stored, not blended) come up.
    static func color(_ random: inout SplitMix64, opaque: Bool) -> Color {
        Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: opaque ? 1 : random.unit())
    }

    /// A plane-to-device map: a rotation, scale and translation, with a perspective row a third
    /// of the time strong enough that part of the canvas lies behind the eye.
    static func transform(_ random: inout SplitMix64) -> Homography {
        let angle = random.uniform(-3, 3)
        let scale = random.uniform(0.3, 3)
        let c = MotionMath.cos(angle) * scale
        let s = MotionMath.sin(angle) * scale
        let perspective = random.next() % 3 == 0
        return Homography(
            m11: c, m12: s, m13: perspective ? random.uniform(-0.01, 0.01) : 0, m21: -s, m22: c,
            m23: perspective ? random.uniform(-0.01, 0.01) : 0, m31: random.uniform(-40, 140),
            m32: random.uniform(-40, 140), m33: 1)
    }

    /// A gradient paint with a ramp (not one colour), or nil when the draw makes none.
    static func paint(_ random: inout SplitMix64) -> GradientPaint? {
        let kind = Gradient.Kind.allCases[Int(random.next() % 3)]
        let opaque = random.next() % 2 == 0
        let colors = (0..<(2 + Int(random.next() % 3))).map { _ in color(&random, opaque: opaque) }
        let gradient = Gradient(
            kind, colors: colors, startPoint: Point(x: random.uniform(-0.2, 1.2), y: random.uniform(-0.2, 1.2)),
            endPoint: Point(x: random.uniform(-0.2, 1.2), y: random.uniform(-0.2, 1.2)))
        let opacity = random.next() % 4 == 0 ? random.uniform(0.05, 1) : 1
        let bounds = Rect(x: random.uniform(-20, 20), y: random.uniform(-20, 20), width: 110, height: 80)
        guard let paint = GradientPaint(gradient, bounds: bounds, transform: transform(&random), opacity: opacity),
            case .ramp = paint.fill
        else { return nil }
        return paint
    }

    /// Pixels `x ..< x + pixels.count` of row `y` painted pixel by pixel in Swift.
    static func reference(
        _ paint: GradientPaint, _ pixels: [UInt32], x: Int, y: Int, coverage: [UInt8]?, reached: inout Reached
    ) -> [UInt32] {
        var out = pixels
        for i in out.indices {
            let index = paint.index(x: x + i, y: y)
            reached.count(index)
            guard let index else { continue }
            var src = paint.table.colors[index]
            if let coverage { src = PremultipliedColor.scale(src, by: UInt32(coverage[i])) }
            out[i] = PremultipliedColor.sourceOver(src, onto: out[i])
        }
        return out
    }

    /// The same pixels through `GradientPaint.full` or `.partial` (the C kernel at the level in use).
    static func kernel(_ paint: GradientPaint, _ pixels: [UInt32], x: Int, y: Int, coverage: [UInt8]?) -> [UInt32] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { p in
            guard let base = p.baseAddress else { return }
            if let coverage {
                coverage.withUnsafeBufferPointer {
                    paint.partial(base, count: p.count, coverage: $0.baseAddress!, x: x, y: y)
                }
            } else {
                paint.full(base, count: p.count, x: x, y: y)
            }
        }
        return out
    }

    @Test func everyLevelPaintsWhatThePerPixelSwiftPaints() {
        var random = SplitMix64(seed: 0x6772_6164)
        var reached = Reached()
        var cases = 0
        while cases < 600 {
            guard let paint = Self.paint(&random) else { continue }
            cases += 1
            if !paint.affine { reached.perspective += 1 }
            if !paint.table.isOpaque { reached.translucent += 1 }
            let x = Int(random.next() % 260) - 80
            let y = Int(random.next() % 260) - 80
            // Every tail of 4- and 8-pixel steps, and spans longer than a gradient layer's row.
            let count = random.next() % 4 == 0 ? 100 + Int(random.next() % 60) : Int(random.next() % 40)
            let pixels = (0..<count).map { _ in PixelKernelTests.pixel(&random) }
            let coverage = random.next() % 2 == 0 ? nil : PixelKernelTests.coverage(&random, count: count)
            let expected = Self.reference(paint, pixels, x: x, y: y, coverage: coverage, reached: &reached)
            for level in PixelKernelTests.levels {
                let got = PixelKernelTests.at(level) { Self.kernel(paint, pixels, x: x, y: y, coverage: coverage) }
                if let i = got.indices.first(where: { got[$0] != expected[$0] }) {
                    Issue.record(
                        """
                        level \(level.rawValue), \(paint.kind), affine \(paint.affine): pixel (\(x + i), \(y)) of a \
                        span of \(count) from x \(x) is \(String(got[i], radix: 16)), expected \
                        \(String(expected[i], radix: 16)) (index \(String(describing: paint.index(x: x + i, y: y))))
                        """)
                    return
                }
            }
        }
        // The random cases reach every path of the kernels.
        #expect(reached.behindTheEye > 0)
        #expect(reached.first > 0)
        #expect(reached.last > 0)
        #expect(reached.between > reached.first)
        #expect(reached.perspective > 0)
        #expect(reached.translucent > 0)
    }

    /// A row painted as one span and as random pieces gives the same bytes at every level:
    /// nothing is carried along a span.
    @Test func spansCutAnywhereGiveTheSameRow() throws {
        var random = SplitMix64(seed: 0x7370_616E)
        for _ in 0..<60 {
            guard let paint = Self.paint(&random) else { continue }
            let y = Int(random.next() % 120)
            let pixels = (0..<150).map { _ in PixelKernelTests.pixel(&random) }
            for level in PixelKernelTests.levels {
                let whole = PixelKernelTests.at(level) { Self.kernel(paint, pixels, x: -10, y: y, coverage: nil) }
                var pieces: [UInt32] = []
                var start = 0
                while start < pixels.count {
                    let end = min(pixels.count, start + 1 + Int(random.next() % 13))
                    pieces += PixelKernelTests.at(level) {
                        Self.kernel(paint, Array(pixels[start..<end]), x: start - 10, y: y, coverage: nil)
                    }
                    start = end
                }
                #expect(pieces == whole, "level \(level.rawValue), \(paint.kind)")
            }
        }
    }

    /// A conic gradient centred on a pixel centre, so that pixel's (X, Y) is (0, 0) and its row
    /// and column lie on the axes and diagonals, where `Turns.of` takes its edge cases: the
    /// kernels at every level agree with the Swift there too.
    @Test func conicCentreAxesAndDiagonals() throws {
        let gradient = Gradient(
            .conic,
            colors: [
                Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0, alpha: 0.5),
                Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0),
            ], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 0.5))
        let paint = try #require(
            GradientPaint(gradient, bounds: Rect(x: 0.5, y: 0.5, width: 40, height: 40), transform: .identity))
        #expect(paint.index(x: 20, y: 20) == 0)
        var reached = Reached()
        let background = [UInt32](repeating: 0xFF20_4060, count: 41)
        for y in 0..<41 {
            let expected = Self.reference(paint, background, x: 0, y: y, coverage: nil, reached: &reached)
            for level in PixelKernelTests.levels {
                let got = PixelKernelTests.at(level) { Self.kernel(paint, background, x: 0, y: y, coverage: nil) }
                #expect(got == expected, "level \(level.rawValue), row \(y)")
            }
        }
    }

    /// An axial gradient whose pixel centres fall exactly on the rounding boundaries, t·1024 + ½
    /// an integer (pixel x at t = (x − 63.5) / 1024), through both ends' padding: a kernel that
    /// rounds a hair differently is off by one step there, and the ramp's steps differ.
    @Test func axialOnTheRoundingBoundaries() throws {
        let gradient = Gradient(
            .axial, colors: [Color(red: 1, green: 0, blue: 0.2), Color(red: 0, green: 0.9, blue: 1, alpha: 0.7)],
            startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
        let paint = try #require(
            GradientPaint(gradient, bounds: Rect(x: 64, y: 0, width: 1024, height: 1), transform: .identity))
        var random = SplitMix64(seed: 0x6861_6C66)
        var reached = Reached()
        let pixels = (0..<1200).map { _ in PixelKernelTests.pixel(&random) }
        for coverage in [nil, PixelKernelTests.coverage(&random, count: 1200)] {
            let expected = Self.reference(paint, pixels, x: 0, y: 0, coverage: coverage, reached: &reached)
            for level in PixelKernelTests.levels {
                let got = PixelKernelTests.at(level) { Self.kernel(paint, pixels, x: 0, y: 0, coverage: coverage) }
                let wrong = got.indices.first { got[$0] != expected[$0] }
                #expect(wrong == nil, "level \(level.rawValue): first wrong pixel \(String(describing: wrong))")
            }
        }
        #expect(reached.first > 0 && reached.last > 0)
    }
}
