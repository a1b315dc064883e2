import CPixelKernels
import Foundation
import Layers
import Motion
import Testing

@testable import Raster
@testable import Rendering

/// The C pixel kernels give exactly `PremultipliedColor`'s bytes at every instruction-set
/// level this machine runs, on every length (so every tail path) and alignment.
///
/// Switching the level is process-wide; tests running alongside only change speed, since
/// every level gives the same bytes (which is what this suite checks). Tests that switch it
/// or read it hold `levelLock` (other suites switch it too, through `at`).
@Suite(.serialized) struct PixelKernelTests {
    /// Every level up to the best this processor has, the scalar reference first.
    static let levels: [fl_kernel_level] = {
        let best = fl_kernels_best_level()
        return [FL_KERNELS_SCALAR, FL_KERNELS_SSE2, FL_KERNELS_AVX2, FL_KERNELS_AVX512].filter {
            $0.rawValue <= best.rawValue
        }
    }()

    /// Held while a test runs at a level other than the best, or checks which level is used:
    /// suites run in parallel, and the level is the process's.
    static let levelLock = NSRecursiveLock()

    /// Runs `body` at `level`, then goes back to the best level.
    static func at<T>(_ level: fl_kernel_level, _ body: () -> T) -> T {
        levelLock.lock()
        defer { levelLock.unlock() }
        let used = fl_kernels_use_level(level)
        precondition(used == level, "level \(level.rawValue) should be available")
        defer { _ = fl_kernels_use_level(fl_kernels_best_level()) }
        return body()
    }

    /// A valid premultiplied pixel: no channel above alpha; often opaque or clear, as in frames.
    static func pixel(_ random: inout SplitMix64) -> UInt32 {
        let kind = random.next() % 4
        let a: UInt32 = kind == 0 ? 255 : kind == 1 ? 0 : UInt32(random.next() % 256)
        func channel() -> UInt32 { a == 0 ? 0 : UInt32(random.next() % UInt64(a + 1)) }
        return a << 24 | channel() << 16 | channel() << 8 | channel()
    }

    /// Coverage bytes with the runs of 0 and 255 edge zones have.
    static func coverage(_ random: inout SplitMix64, count: Int) -> [UInt8] {
        (0..<count).map { _ in
            switch random.next() % 4 {
            case 0: 0
            case 1: 255
            default: UInt8(random.next() % 256)
            }
        }
    }

    /// Coverage in blocks of eight bytes, each all 0, all 255 or mixed: the stretches of 8 and 16
    /// alike that the wide levels skip or store whole.
    static func blockCoverage(_ random: inout SplitMix64, count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < count {
            let kind = random.next() % 3
            for _ in 0..<8 { bytes.append(kind == 0 ? 0 : kind == 1 ? 255 : UInt8(random.next() % 256)) }
        }
        return Array(bytes.prefix(count))
    }

    /// Lengths that reach every tail of 4-, 8- and 32-pixel steps, at odd offsets.
    static let lengths = Array(0...41) + [63, 64, 65, 127, 200]

    @Test func theBestLevelIsUsedByDefault() {
        Self.levelLock.lock()
        defer { Self.levelLock.unlock() }
        #expect(fl_kernels_level() == fl_kernels_best_level())
        #if arch(x86_64)
            #expect(fl_kernels_best_level().rawValue >= FL_KERNELS_SSE2.rawValue)
        #endif
    }

    @Test(arguments: levels) func fillsAndStoresMatchTheScalarArithmetic(level: fl_kernel_level) {
        var random = SplitMix64(seed: 11)
        for count in Self.lengths {
            for offset in 0..<3 {
                let before = (0..<(count + 6)).map { _ in Self.pixel(&random) }
                let color = Self.pixel(&random)
                var expected = before
                for i in offset..<(offset + count) {
                    expected[i] = PremultipliedColor.sourceOver(color, onto: before[i])
                }
                var filled = before
                Self.at(level) {
                    filled.withUnsafeMutableBufferPointer { fl_fill($0.baseAddress! + offset, count, color) }
                }
                #expect(filled == expected, "fill of \(count) at +\(offset), colour \(String(color, radix: 16))")

                var stored = before
                Self.at(level) {
                    stored.withUnsafeMutableBufferPointer { fl_store($0.baseAddress! + offset, count, color) }
                }
                #expect(
                    stored == before.enumerated().map { i, p in (offset..<(offset + count)).contains(i) ? color : p })
            }
        }
    }

    @Test(arguments: levels) func coverageAndTableBlendsMatchTheScalarArithmetic(level: fl_kernel_level) {
        var random = SplitMix64(seed: 12)
        for count in Self.lengths {
            let offset = count % 3
            let before = (0..<(count + 6)).map { _ in Self.pixel(&random) }
            for cover in [Self.coverage(&random, count: count + 6), Self.blockCoverage(&random, count: count + 6)] {
                for color in [Self.pixel(&random), 0xFF20_4060, 0x8040_2010] {
                    var expected = before
                    for i in offset..<(offset + count) {
                        expected[i] = PremultipliedColor.sourceOver(
                            PremultipliedColor.scale(color, by: UInt32(cover[i])), onto: before[i])
                    }
                    var blended = before
                    Self.at(level) {
                        blended.withUnsafeMutableBufferPointer { p in
                            cover.withUnsafeBufferPointer {
                                fl_blend_coverage(p.baseAddress! + offset, count, color, $0.baseAddress! + offset)
                            }
                        }
                    }
                    #expect(blended == expected, "coverage blend of \(count), colour \(String(color, radix: 16))")

                    let table = SolidKernel.coverageTable(color)
                    var tabled = before
                    Self.at(level) {
                        tabled.withUnsafeMutableBufferPointer { p in
                            cover.withUnsafeBufferPointer { c in
                                table.withUnsafeBufferPointer {
                                    fl_blend_table(
                                        p.baseAddress! + offset, count, $0.baseAddress!, c.baseAddress! + offset)
                                }
                            }
                        }
                    }
                    #expect(tabled == expected, "table blend of \(count), colour \(String(color, radix: 16))")
                }
            }
        }
    }

    @Test(arguments: levels) func compositingMatchesTheScalarArithmetic(level: fl_kernel_level) {
        var random = SplitMix64(seed: 13)
        for count in Self.lengths {
            let dst = (0..<count).map { _ in Self.pixel(&random) }
            let src = (0..<count).map { _ in Self.pixel(&random) }
            for opacity: UInt32 in [255, 128, 1, 0] {
                let expected = zip(src, dst).map { s, d in
                    PremultipliedColor.sourceOver(
                        opacity == 255 ? s : PremultipliedColor.scale(s, by: opacity), onto: d)
                }
                var out = dst
                Self.at(level) {
                    out.withUnsafeMutableBufferPointer { d in
                        src.withUnsafeBufferPointer { fl_composite(d.baseAddress!, $0.baseAddress!, count, opacity) }
                    }
                }
                #expect(out == expected, "composite of \(count) at opacity \(opacity)")
            }
        }
    }

    /// A raster of random rows (some repeated, as a box's middle is) painted through a cut
    /// area equals painting its runs pixel by pixel, solid and through a table.
    @Test(arguments: levels) func rastersPaintAsTheirRunsDo(level: fl_kernel_level) {
        var random = SplitMix64(seed: 14)
        let width = 48
        let height = 30
        var builder = CoverageRasterBuilder(firstRow: 3)
        var rows: [[UInt8]] = []
        for y in 0..<20 {
            let bytes = y % 5 < 2 && !rows.isEmpty ? rows[rows.count - 1] : Self.coverage(&random, count: 40)
            rows.append(bytes)
            bytes.withUnsafeBufferPointer { builder.appendCoverage(2, $0) }
            builder.endRow()
        }
        let raster = builder.build()
        let placeX = 3
        let placeY = 2
        let area = PixelRect(x: 6, y: 7, width: 37, height: 16)
        let background = (0..<(width * height)).map { _ in Self.pixel(&random) }
        for color: UInt32 in [0xFF33_6699, 0x8020_1008] {
            // Coverage of pixel (x, y): row y − placeY − 3 of `rows`, column x − placeX − 2.
            var expected = background
            for y in area.y..<area.maxY {
                let r = y - placeY - 3
                guard r >= 0, r < rows.count else { continue }
                for x in area.x..<area.maxX {
                    let c = x - placeX - 2
                    guard c >= 0, c < 40, rows[r][c] > 0 else { continue }
                    let src = PremultipliedColor.scale(color, by: UInt32(rows[r][c]))
                    expected[y * width + x] = PremultipliedColor.sourceOver(src, onto: background[y * width + x])
                }
            }
            let table = SolidKernel.coverageTable(color)
            for useTable in [false, true] {
                var pixels = background
                Self.at(level) {
                    pixels.withUnsafeMutableBufferPointer { p in
                        table.withUnsafeBufferPointer { t in
                            var target = fl_target(pixels: p.baseAddress!, stride: width, origin_x: 0, origin_y: 0)
                            var kernelRaster = raster.view.kernelRaster
                            fl_paint_raster(
                                &target, &kernelRaster, placeX, placeY,
                                fl_area(min_x: area.x, min_y: area.y, max_x: area.maxX, max_y: area.maxY),
                                color, useTable ? t.baseAddress! : nil)
                        }
                    }
                }
                #expect(pixels == expected, "raster, colour \(String(color, radix: 16)), table \(useTable)")
            }
        }
    }

    /// Eight coverage bytes reading 1 as a 64-bit word (a 1, then seven 0s) are not full
    /// coverage: a translucent colour is blended there, never stored.
    @Test(arguments: levels) func aOneThenZerosIsNotFullCoverage(level: fl_kernel_level) {
        let before: [UInt32] = Array(repeating: 0xFF80_8080, count: 19)
        var cover = [UInt8](repeating: 0, count: 19)
        cover[0] = 1
        cover[8] = 1
        for color: UInt32 in [0x8040_2010, 0xFF20_4060] {
            let expected = zip(before, cover).map {
                PremultipliedColor.sourceOver(PremultipliedColor.scale(color, by: UInt32($1)), onto: $0)
            }
            var blended = before
            Self.at(level) {
                blended.withUnsafeMutableBufferPointer { p in
                    cover.withUnsafeBufferPointer { fl_blend_coverage(p.baseAddress!, 19, color, $0.baseAddress!) }
                }
            }
            #expect(blended == expected, "colour \(String(color, radix: 16))")
        }
    }

    /// A raster painted with a hole skips, row by row, the columns of the hole's first fully
    /// covered run, and paints everything else as without the hole.
    @Test(arguments: levels) func holedRastersSkipTheHolesFullRun(level: fl_kernel_level) {
        var random = SplitMix64(seed: 15)
        let width = 48
        let height = 30
        var builder = CoverageRasterBuilder(firstRow: 0)
        var rows: [[UInt8]] = []
        for y in 0..<24 {
            let bytes = y % 4 < 2 && !rows.isEmpty ? rows[rows.count - 1] : Self.coverage(&random, count: 44)
            rows.append(bytes)
            bytes.withUnsafeBufferPointer { builder.appendCoverage(0, $0) }
            builder.endRow()
        }
        let raster = builder.build()
        // The hole: rows of a partial edge, a full run of varying width, a partial edge, a second
        // full run (not skipped: only the first counts); some rows with no full run.
        var holeBuilder = CoverageRasterBuilder(firstRow: 1)
        var holeSpans: [Range<Int>?] = []
        for y in 0..<20 {
            if y % 7 == 3 {
                [UInt8](repeating: 90, count: 5).withUnsafeBufferPointer { holeBuilder.appendPartial(4, $0) }
                holeSpans.append(nil)
            } else {
                let start = 6 + y % 3
                let end = 26 + y % 5
                [UInt8(40), 200].withUnsafeBufferPointer { holeBuilder.appendPartial(start - 2, $0) }
                holeBuilder.appendFull(start, end)
                [UInt8(120)].withUnsafeBufferPointer { holeBuilder.appendPartial(end, $0) }
                holeBuilder.appendFull(end + 3, end + 9)
                holeSpans.append(start..<end)
            }
            holeBuilder.endRow()
        }
        let hole = holeBuilder.build()
        let placeX = 2
        let placeY = 3
        let holeX = 3
        let holeY = 4
        let area = PixelRect(x: 4, y: 4, width: 41, height: 22)
        let background = (0..<(width * height)).map { _ in Self.pixel(&random) }
        for color: UInt32 in [0xFF33_6699, 0x5900_0000] {
            var expected = background
            for y in area.y..<area.maxY {
                let r = y - placeY
                guard r >= 0, r < rows.count else { continue }
                let h = y - holeY - 1
                let skipped =
                    h >= 0 && h < holeSpans.count
                    ? holeSpans[h].map { ($0.lowerBound + holeX)..<($0.upperBound + holeX) } : nil
                for x in area.x..<area.maxX {
                    let c = x - placeX
                    guard c >= 0, c < 44, rows[r][c] > 0, !(skipped?.contains(x) ?? false) else { continue }
                    let src = PremultipliedColor.scale(color, by: UInt32(rows[r][c]))
                    expected[y * width + x] = PremultipliedColor.sourceOver(src, onto: background[y * width + x])
                }
            }
            let table = SolidKernel.coverageTable(color)
            for useTable in [false, true] {
                var pixels = background
                Self.at(level) {
                    pixels.withUnsafeMutableBufferPointer { p in
                        table.withUnsafeBufferPointer { t in
                            var target = fl_target(pixels: p.baseAddress!, stride: width, origin_x: 0, origin_y: 0)
                            var kernelRaster = raster.view.kernelRaster
                            var holeRaster = hole.view.kernelRaster
                            fl_paint_raster_holed(
                                &target, &kernelRaster, placeX, placeY,
                                fl_area(min_x: area.x, min_y: area.y, max_x: area.maxX, max_y: area.maxY),
                                color, useTable ? t.baseAddress! : nil, &holeRaster, holeX, holeY)
                        }
                    }
                }
                #expect(pixels == expected, "holed raster, colour \(String(color, radix: 16)), table \(useTable)")
            }
        }
    }

    /// The kitchen-sink scene (every feature) draws the same bytes at every level.
    @Test func everyLevelDrawsTheSameFrame() throws {
        let images = ImageCache(baseDirectory: try Scenes.pictureDirectory())
        let scene = KitchenSink.make(picture: "picture.png")
        let hashes = Self.levels.map { level in
            Self.at(level) {
                let buffer = KitchenSink.buffer(scale: 2)
                LayerRenderer(images: images).draw(scene.root, into: buffer, scale: 2, clearColor: Scenes.paper)
                return buffer.hash64()
            }
        }
        #expect(Set(hashes).count == 1, "hashes per level: \(hashes.map { String($0, radix: 16) })")
    }
}

// The C kernels' level is this package's own type (CPixelKernels), imported from C, so the
// conformance is retroactive only in name.
// swift-format-ignore: AvoidRetroactiveConformances
extension fl_kernel_level: @retroactive CustomTestStringConvertible {
    public var testDescription: String {
        switch self {
        case FL_KERNELS_SCALAR: "scalar"
        case FL_KERNELS_SSE2: "SSE2"
        case FL_KERNELS_AVX2: "AVX2"
        case FL_KERNELS_AVX512: "AVX-512"
        default: "level \(rawValue)"
        }
    }
}
