import CPixelKernels
import Geometry
import Motion
import Testing

@testable import Raster

/// The masked layers' two per-pixel loops in C give the bytes of the Swift loops they replaced
/// (kept below as the reference) at every kernel level: the group composite through a mask's
/// alpha (`fl_composite_masked`) and the projected mask's bilinear sampler
/// (`fl_projected_mask_row`). Here rather than in RasterTests because switching the level is
/// process-wide and must hold `PixelKernelTests.levelLock`.
@Suite struct MaskKernelTests {
    // MARK: The Swift reference

    /// `BandRenderer`'s masked composite as it was written in Swift, one row.
    static func referenceComposite(dst: inout [UInt32], src: [UInt32], mask: [UInt32], opacity: UInt32) {
        for i in dst.indices {
            let m = mask[i] >> 24
            guard m > 0, src[i] != 0 else { continue }
            let product = m * opacity + 128
            let k = (product + (product >> 8)) >> 8
            let pixel = k == 255 ? src[i] : PremultipliedColor.scale(src[i], by: k)
            dst[i] = PremultipliedColor.sourceOver(pixel, onto: dst[i])
        }
    }

    /// `ProjectedMask.appendSamples` as it was written in Swift: pixels `x ..< x + count` of
    /// row `y`, through `RowLine` and the mask form of `Bilinear.sample`.
    static func referenceRow(_ m: TestMask, y: Int, x: Int, count: Int) -> [UInt8] {
        let line = RowLine(m.inverse, y)
        let affine = AffineConstants(m.inverse)
        return m.bytes.withUnsafeBufferPointer { bytes in
            let mask = bytes.baseAddress!
            func sample(_ p: RowLine.Point) -> UInt8 {
                let sx = Bilinear.fixed((p.u - m.originX) * m.scale - 0.5)
                let sy = Bilinear.fixed((p.v - m.originY) * m.scale - 0.5)
                return UInt8(bilinear(mask, width: m.width, height: m.height, sx, sy))
            }
            return (x..<(x + count)).map { px in
                if let affine {
                    guard affine.w > 0 else { return 0 }
                    return sample(line.point(px, affine))
                }
                let p = line.point(px)
                return p.w > 0 ? sample(p) : 0
            }
        }
    }

    /// The mask's coverage at fixed-point `(sx, sy)`, outside the mask zero (the former
    /// `Bilinear.sample` for 8-bit masks).
    static func bilinear(_ mask: UnsafePointer<UInt8>, width: Int, height: Int, _ sx: Int, _ sy: Int) -> UInt32 {
        let x0 = sx >> 8
        let y0 = sy >> 8
        let fx = UInt32(sx & 255)
        let fy = UInt32(sy & 255)
        guard x0 >= -1, y0 >= -1, x0 < width, y0 < height else { return 0 }
        if x0 >= 0, y0 >= 0, x0 + 1 < width, y0 + 1 < height {
            let row = mask + (y0 * width + x0)
            let top = UInt32(row[0]) * (256 - fx) + UInt32(row[1]) * fx
            let bottom = UInt32(row[width]) * (256 - fx) + UInt32(row[width + 1]) * fx
            return (top * (256 - fy) + bottom * fy + 32768) >> 16
        }
        func tap(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && x < width && y >= 0 && y < height ? UInt32(mask[y * width + x]) : 0
        }
        let top = tap(x0, y0) * (256 - fx) + tap(x0 + 1, y0) * fx
        let bottom = tap(x0, y0 + 1) * (256 - fx) + tap(x0 + 1, y0 + 1) * fx
        return (top * (256 - fy) + bottom * fy + 32768) >> 16
    }

    // MARK: Composite through a mask

    /// Pixels of every kind the frames hold, and the extremes: clear, opaque white, the
    /// premultiplied kinds `PixelKernelTests.pixel` makes.
    static func pixel(_ random: inout SplitMix64) -> UInt32 {
        switch random.next() % 8 {
        case 0: 0
        case 1: 0xFFFF_FFFF
        default: PixelKernelTests.pixel(&random)
        }
    }

    /// A mask pixel: only its alpha counts, so the low bytes are anything (not premultiplied).
    static func maskPixel(_ random: inout SplitMix64) -> UInt32 {
        let low = UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF
        switch random.next() % 5 {
        case 0: return low
        case 1: return 0xFF00_0000 | low
        case 2: return 0xFFFF_FFFF
        default: return UInt32(random.next() % 256) << 24 | low
        }
    }

    @Test(arguments: PixelKernelTests.levels) func maskedCompositeGivesTheSwiftLoopsBytes(level: fl_kernel_level) {
        var random = SplitMix64(seed: 32)
        let counts = Array(1...33) + [64, 67, 200]
        for count in counts {
            // Two guard pixels on each side, which must stay as they are.
            let dst = (0..<(count + 4)).map { _ in Self.pixel(&random) }
            let src = (0..<(count + 4)).map { _ in Self.pixel(&random) }
            let mask = (0..<(count + 4)).map { _ in Self.maskPixel(&random) }
            for opacity: UInt32 in [255, 254, 128, 1, 0, UInt32(random.next() % 256)] {
                var expected = dst
                var middle = Array(dst[2..<(count + 2)])
                Self.referenceComposite(
                    dst: &middle, src: Array(src[2..<(count + 2)]), mask: Array(mask[2..<(count + 2)]),
                    opacity: opacity)
                expected.replaceSubrange(2..<(count + 2), with: middle)
                var out = dst
                PixelKernelTests.at(level) {
                    out.withUnsafeMutableBufferPointer { d in
                        src.withUnsafeBufferPointer { s in
                            mask.withUnsafeBufferPointer { m in
                                fl_composite_masked(
                                    d.baseAddress! + 2, s.baseAddress! + 2, m.baseAddress! + 2, count, opacity)
                            }
                        }
                    }
                }
                #expect(out == expected, "masked composite of \(count) at opacity \(opacity)")
            }
        }
    }

    /// A mask that hides whole steps (alpha 0 in runs of 4 and 8, which the wide levels skip)
    /// beside ones that show them, over a row of every length.
    @Test(arguments: PixelKernelTests.levels) func maskedCompositeSkipsOnlyWhatTheMaskHides(level: fl_kernel_level) {
        var random = SplitMix64(seed: 33)
        for count in 1...33 {
            let dst = (0..<count).map { _ in Self.pixel(&random) }
            let src = (0..<count).map { _ in Self.pixel(&random) }
            let mask = (0..<count).map { i in (i / 4) % 2 == 0 ? 0 : Self.maskPixel(&random) }
            var expected = dst
            Self.referenceComposite(dst: &expected, src: src, mask: mask, opacity: 200)
            var out = dst
            PixelKernelTests.at(level) {
                out.withUnsafeMutableBufferPointer { d in
                    src.withUnsafeBufferPointer { s in
                        mask.withUnsafeBufferPointer {
                            fl_composite_masked(d.baseAddress!, s.baseAddress!, $0.baseAddress!, count, 200)
                        }
                    }
                }
            }
            #expect(out == expected, "masked composite of \(count) with hidden steps")
        }
    }

    // MARK: The projected mask's sampler

    /// A mask and the map to it, as `ProjectedMask` takes them.
    struct TestMask: CustomStringConvertible {
        var inverse: Homography
        var bytes: [UInt8]
        var width: Int, height: Int
        var originX: Double, originY: Double, scale: Double

        var description: String {
            "\(width)×\(height) mask at (\(originX), \(originY)) × \(scale) through \(inverse)"
        }

        /// Calls `body` with the C sampler's description of the mask.
        func withKernel<T>(_ body: (UnsafePointer<fl_projected_mask>) -> T) -> T {
            bytes.withUnsafeBufferPointer { bytes in
                var kernel = fl_projected_mask(
                    m11: inverse.m11, m12: inverse.m12, m13: inverse.m13, m21: inverse.m21, m22: inverse.m22,
                    m23: inverse.m23, m31: inverse.m31, m32: inverse.m32, m33: inverse.m33, origin_x: originX,
                    origin_y: originY, scale: scale, mask: bytes.baseAddress!, width: width, height: height)
                return body(&kernel)
            }
        }
    }

    /// Mask bytes with the runs of 0 and 255 a blurred shadow has, and values between.
    static func maskBytes(_ random: inout SplitMix64, count: Int) -> [UInt8] {
        (0..<count).map { _ in
            switch random.next() % 4 {
            case 0: 0
            case 1: 255
            default: UInt8(random.next() % 256)
            }
        }
    }

    static func unit(_ random: inout SplitMix64) -> Double { Double(random.next() >> 11) / Double(1 << 53) }

    /// The maps the sampler tells apart: a general affine one, a projective one, and affine
    /// ones that keep V constant along device rows (a translation, a scale, either with a W
    /// other than 1), whose rows the wide levels sample from two mask rows.
    enum MapKind: CaseIterable {
        case rotation, perspective, translation, scale, translationWithW
    }

    /// Device pixels to a plane that takes device pixel (17, 14), the middle of the rows the
    /// test samples, to about `centre`; under perspective a W that reaches zero and below
    /// within those rows for some maps.
    static func map(_ random: inout SplitMix64, _ kind: MapKind, centre: (x: Double, y: Double)) -> Homography {
        let angle = unit(&random) * 2 * .pi
        let k = 0.25 + unit(&random) * 3
        let (c, s): (Double, Double) =
            switch kind {
            case .rotation, .perspective: (MotionMath.cos(angle) * k, MotionMath.sin(angle) * k)
            case .translation, .translationWithW: (1, 0)
            case .scale: (k, 0)
            }
        let perspective = kind == .perspective
        let m13 = perspective ? (unit(&random) - 0.5) * 0.06 : 0
        let m23 = perspective ? (unit(&random) - 0.5) * 0.06 : 0
        let m33 = perspective ? 0.6 + unit(&random) : kind == .translationWithW ? 0.7 : 1
        let w = 17 * m13 + 14 * m23 + m33
        let u = centre.x + (unit(&random) - 0.5) * 10
        let v = centre.y + (unit(&random) - 0.5) * 10
        return Homography(
            m11: c, m12: s, m13: m13, m21: -s, m22: c, m23: m23, m31: u * w - 17 * c + 14 * s,
            m32: v * w - 17 * s - 14 * c, m33: m33)
    }

    /// Random masks through affine and perspective maps, from a few pixels to larger than the
    /// rows sampled, so the rows run past every edge, and the degenerate maps: W zero,
    /// negative or NaN everywhere, a NaN or huge coordinate.
    static func masks() -> [TestMask] {
        var random = SplitMix64(seed: 34)
        var masks: [TestMask] = []
        let sizes = [(1, 1), (1, 9), (9, 1), (2, 2), (5, 7), (33, 17), (40, 40), (70, 3)]
        for (width, height) in sizes {
            for kind in MapKind.allCases {
                let originX = (unit(&random) - 0.5) * 20
                let originY = (unit(&random) - 0.5) * 20
                // 8 to 48 plane units a side; about a mask pixel a device pixel under a
                // translation (the frame's usual shadow), where the wide levels' two-row path goes.
                let scale =
                    kind == .translation || kind == .translationWithW
                    ? 0.5 + unit(&random) * 1.5 : Double(max(width, height)) / (8 + unit(&random) * 40)
                let centre = (x: originX + Double(width) / scale / 2, y: originY + Double(height) / scale / 2)
                masks.append(
                    TestMask(
                        inverse: map(&random, kind, centre: centre),
                        bytes: maskBytes(&random, count: width * height), width: width, height: height,
                        originX: originX, originY: originY, scale: scale))
            }
        }
        var degenerate: [Homography] = [
            Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 0),
            Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: -1),
            Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: .nan),
            Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: .nan, m32: 0, m33: 1),
            Homography(m11: 1e12, m12: 0, m13: 0, m21: 0, m22: -1e12, m23: 0, m31: 3, m32: 0, m33: 1),
            Homography(m11: 0.5, m12: 0, m13: 0.01, m21: 0, m22: 0.5, m23: 0, m31: 0, m32: 0, m33: .nan),
            Homography(m11: 2, m12: 0, m13: 0, m21: 0, m22: 2, m23: 0, m31: 0, m32: 0, m33: 2),
        ]
        degenerate.append(.identity)
        for inverse in degenerate {
            masks.append(
                TestMask(
                    inverse: inverse, bytes: maskBytes(&random, count: 12 * 10), width: 12, height: 10, originX: 1,
                    originY: -2, scale: 1.5))
        }
        return masks
    }

    @Test(arguments: PixelKernelTests.levels) func projectedMasksSampleAsTheSwiftLoopDid(level: fl_kernel_level) {
        // How many samples fell between the mask's pixels, and how many outside it: both kinds
        // must be common for the comparison to mean much.
        var partial = 0
        var zero = 0
        for mask in Self.masks() {
            // Rows and spans from well outside the mask to well past it on both sides, every
            // width 1…33 so any step's tail is hit.
            for y in stride(from: -12, through: 40, by: 3) {
                for count in 1...33 {
                    let x = -14 + (count * 7 + y) % 29
                    let expected = Self.referenceRow(mask, y: y, x: x, count: count)
                    partial += expected.count { $0 != 0 && $0 != 255 }
                    zero += expected.count { $0 == 0 }
                    var out = [UInt8](repeating: 0xA5, count: count + 2)
                    PixelKernelTests.at(level) {
                        mask.withKernel { kernel in
                            out.withUnsafeMutableBufferPointer {
                                fl_projected_mask_row(kernel, y, x, count, $0.baseAddress! + 1)
                            }
                        }
                    }
                    #expect(out.first == 0xA5 && out.last == 0xA5, "wrote outside the span: \(mask)")
                    #expect(Array(out[1...count]) == expected, "row \(y), \(count) from \(x): \(mask)")
                }
            }
        }
        #expect(partial > 50_000, "\(partial) partial samples")
        #expect(zero > 50_000, "\(zero) zeros")
    }

    /// `ProjectedMask.appendRow` (what the renderer calls: the row cut to where the mask lies,
    /// and around an opaque layer's span) writes the reference's bytes, along whole rows.
    @Test(arguments: PixelKernelTests.levels) func projectedMaskRowsAreTheReferencesSamples(level: fl_kernel_level) {
        for mask in Self.masks() {
            mask.bytes.withUnsafeBufferPointer { bytes in
                let projected = ProjectedMask(
                    inverse: mask.inverse, mask: bytes.baseAddress!, width: mask.width, height: mask.height,
                    originX: mask.originX, originY: mask.originY, scale: mask.scale)
                let arena = UnsafeMutablePointer<UInt8>.allocate(capacity: 1024)
                let storage = UnsafeMutablePointer<Span>.allocate(capacity: 4)
                defer {
                    arena.deallocate()
                    storage.deallocate()
                }
                for y in -12...40 {
                    for skipping in [nil, 3..<9] as [Range<Int>?] {
                        var bytes = ByteArena(base: arena, capacity: 1024)
                        var spans = SpanList(storage: storage, capacity: 4)
                        PixelKernelTests.at(level) {
                            projected.appendRow(y, columns: -20..<60, skipping: skipping, bytes: &bytes, to: &spans)
                        }
                        for i in 0..<spans.count {
                            let span = spans[i]
                            let count = span.end - span.start
                            let expected = Self.referenceRow(mask, y: y, x: span.start, count: count)
                            let sampled = Array(UnsafeBufferPointer(start: span.coverage, count: count))
                            #expect(span.coverage != nil)
                            #expect(sampled == expected, "row \(y), span \(span.start)..<\(span.end): \(mask)")
                        }
                    }
                }
            }
        }
    }
}
