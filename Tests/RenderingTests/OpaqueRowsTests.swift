import CPixelKernels
import Layers
import Motion
import Testing

@testable import Raster
@testable import Rendering

/// The leading opaque commands written with the clear in one pass per row
/// (`fl_paint_opaque_rows`) give exactly the bytes of the clear followed by each command
/// drawn on its own, at every kernel level.
///
/// Switching the level is process-wide; tests running alongside only change speed.
@Suite(.serialized) struct OpaqueRowsTests {
    /// A random premultiplied colour, opaque or not.
    static func color(_ random: inout SplitMix64, opaque: Bool) -> Color {
        Color(
            red8: Int(random.next() % 256), green8: Int(random.next() % 256), blue8: Int(random.next() % 256),
            alpha: opaque ? 1 : Double(random.next() % 200 + 20) / 255)
    }

    /// A random scene of overlapping cards: mostly opaque, on whole or fractional pixels,
    /// square or rounded, some translucent; sometimes an opaque root background, sometimes a
    /// clipped or rotated card among them (which ends the opaque prefix).
    static func scene(seed: UInt64) -> Layer {
        var random = SplitMix64(seed: seed)
        let root = Layer(
            position: Point(x: 100, y: 80), bounds: Rect(x: 0, y: 0, width: 200, height: 160),
            backgroundColor: random.next() % 2 == 0 ? color(&random, opaque: true) : .clear)
        for i in 0..<Int(random.next() % 24 + 4) {
            let whole = random.next() % 2 == 0
            func coordinate(_ range: UInt64) -> Double {
                let value = Double(random.next() % range) - 20
                return whole ? value : value + Double(random.next() % 8) / 8
            }
            let x = coordinate(220)
            let y = coordinate(180)
            let width = Double(random.next() % 90 + 1)
            let height = Double(random.next() % 90 + 1)
            let radius = [0, 0, 3, 8, 16, 40][Int(random.next() % 6)]
            let opaque = random.next() % 5 != 0 || i < 2
            let card = Layer(
                position: Point(x: x + width / 2, y: y + height / 2),
                bounds: Rect(x: 0, y: 0, width: width, height: height),
                backgroundColor: color(&random, opaque: opaque), cornerRadius: Double(radius))
            switch random.next() % 12 {
            case 0: card.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
            case 1:
                card.masksToBounds = true
                card.addSublayer(
                    Layer(
                        position: Point(x: 0, y: 0), bounds: Rect(x: 0, y: 0, width: 30, height: 30),
                        backgroundColor: color(&random, opaque: true)))
            default: break
            }
            root.addSublayer(card)
        }
        return root
    }

    /// The scene drawn whole, then again with changes only after a card moved (damage narrower
    /// than the frame), by one renderer.
    static func draw(_ root: Layer, onePass: Bool, threads: Int) -> [UInt64] {
        let renderer = LayerRenderer(threads: threads)
        renderer.opaqueRowsOnce = onePass
        let buffer = PixelBuffer(width: 200, height: 160)
        let clear = Color(red8: 242, green8: 242, blue8: 247)
        renderer.draw(root, into: buffer, scale: 1, clearColor: clear)
        var hashes = [buffer.hash64()]
        if let card = root.sublayers.last {
            card.position = Point(x: card.position.x + 7.5, y: card.position.y + 3)
            renderer.drawChanges(root, into: buffer, scale: 1, clearColor: clear)
            hashes.append(buffer.hash64())
        }
        return hashes
    }

    @Test(arguments: PixelKernelTests.levels)
    func randomScenesDrawTheSameInOnePass(level: fl_kernel_level) {
        PixelKernelTests.at(level) {
            for seed in 0..<40 as Range<UInt64> {
                let plain = Self.draw(Self.scene(seed: seed), onePass: false, threads: 1)
                #expect(Self.draw(Self.scene(seed: seed), onePass: true, threads: 1) == plain, "seed \(seed)")
                #expect(
                    Self.draw(Self.scene(seed: seed), onePass: true, threads: 2) == plain, "seed \(seed), 2 threads")
            }
        }
    }

    /// A random raster: rows of disjoint runs, full or with coverage bytes, some rows shared.
    static func raster(_ random: inout SplitMix64) -> CoverageRaster {
        var rowRuns: [Int32] = []
        var runs: [RasterRun] = []
        var coverage: [UInt8] = []
        let rows = Int(random.next() % 20 + 1)
        for row in 0..<rows {
            if row > 0, random.next() % 3 == 0 {
                // The same runs as the row before.
                rowRuns += rowRuns.suffix(2)
                continue
            }
            let first = Int32(runs.count)
            var x = Int32(random.next() % 10) - 5
            for _ in 0..<Int(random.next() % 4) {
                let length = Int32(random.next() % 30 + 1)
                if random.next() % 2 == 0 {
                    runs.append(RasterRun(start: x, end: x + length, coverage: -1))
                } else {
                    runs.append(RasterRun(start: x, end: x + length, coverage: Int32(coverage.count)))
                    coverage += (0..<Int(length)).map { _ in
                        [0, 255, UInt8(random.next() % 256)][Int(random.next() % 3)]
                    }
                }
                x += length + Int32(random.next() % 6)
            }
            rowRuns += [first, Int32(runs.count) - first]
        }
        return CoverageRaster(firstRow: Int(random.next() % 6) - 3, rowRuns: rowRuns, runs: runs, coverage: coverage)
    }

    /// `fl_paint_opaque_rows` on random overlapping rasters, each cut to its own area, against
    /// `fl_store` of the rows and `fl_paint_raster` of each in order, in a target wider than
    /// the area (so rows are not contiguous) and in one exactly as wide.
    @Test(arguments: PixelKernelTests.levels)
    func overlappingRastersMatchThePlainWalk(level: fl_kernel_level) {
        PixelKernelTests.at(level) {
            var random = SplitMix64(seed: 18)
            for round in 0..<300 {
                let stride = 64
                let height = 40
                let area =
                    round % 2 == 0
                    ? fl_area(
                        min_x: 0, min_y: Int(random.next() % 8), max_x: stride, max_y: height - Int(random.next() % 8))
                    : fl_area(
                        min_x: Int(random.next() % 16), min_y: Int(random.next() % 8),
                        max_x: stride - Int(random.next() % 16), max_y: height - Int(random.next() % 8))
                let rasters = (0..<Int(random.next() % 10)).map { _ in Self.raster(&random) }
                let clear = UInt32(0xFF00_0000) | UInt32(truncatingIfNeeded: random.next() & 0xFF_FFFF)
                var items: [fl_opaque_item] = rasters.map { raster in
                    let x = Int(random.next() % 70) - 10
                    let y = Int(random.next() % 50) - 10
                    let bounds = raster.bounds(atX: x, y: y)
                    // Sometimes cut short of the raster, as a command's bounds may be.
                    let cut =
                        random.next() % 3 == 0
                        ? PixelRect(
                            minX: bounds.x + 2, minY: bounds.y + 1, maxX: bounds.maxX - 3, maxY: bounds.maxY - 1)
                        : bounds
                    let clipped = cut.intersection(
                        PixelRect(minX: area.min_x, minY: area.min_y, maxX: area.max_x, maxY: area.max_y))
                    let color = UInt32(0xFF00_0000) | UInt32(truncatingIfNeeded: random.next() & 0xFF_FFFF)
                    // Mostly with the raster's pixels over the clear, so blended rows over nothing
                    // earlier are copied from them, and mostly with its rows as stretches.
                    let overClear = random.next() % 4 == 0 ? nil : raster.overClear(color, clear: clear)
                    let stretches = random.next() % 3 == 0 ? nil : raster.stretches
                    return fl_opaque_item(
                        raster: raster.view.kernelRaster, x: x, y: y,
                        area: fl_area(min_x: clipped.x, min_y: clipped.y, max_x: clipped.maxX, max_y: clipped.maxY),
                        color: color, over_clear: overClear, stretches: stretches, first: 0, count: 0, until: 0)
                }.filter { $0.area.min_x < $0.area.max_x && $0.area.min_y < $0.area.max_y }
                let background = UInt32(truncatingIfNeeded: random.next())
                var expected = [UInt32](repeating: background, count: stride * height)
                var actual = expected
                expected.withUnsafeMutableBufferPointer { pixels in
                    var target = fl_target(pixels: pixels.baseAddress!, stride: stride, origin_x: 0, origin_y: 0)
                    for row in area.min_y..<area.max_y {
                        fl_store(pixels.baseAddress! + row * stride + area.min_x, area.max_x - area.min_x, clear)
                    }
                    for item in items {
                        var raster = item.raster
                        fl_paint_raster(&target, &raster, item.x, item.y, item.area, item.color, nil)
                    }
                }
                let segments = UnsafeMutablePointer<fl_segment>.allocate(capacity: stride + 8)
                defer { segments.deallocate() }
                actual.withUnsafeMutableBufferPointer { pixels in
                    var target = fl_target(pixels: pixels.baseAddress!, stride: stride, origin_x: 0, origin_y: 0)
                    fl_paint_opaque_rows(&target, area, clear, &items, items.count, segments)
                }
                #expect(actual == expected, "round \(round)")
                withExtendedLifetime(rasters) {}
            }
        }
    }

    /// A random scene of opaque rounded cards, many overlapping, some laid exactly over
    /// another's corner or edge, a few touching, with now and then a translucent one.
    static func cornerScene(seed: UInt64) -> Layer {
        var random = SplitMix64(seed: seed)
        let root = Layer(position: Point(x: 100, y: 80), bounds: Rect(x: 0, y: 0, width: 200, height: 160))
        var frames: [Rect] = []
        for _ in 0..<Int(random.next() % 20 + 6) {
            let width = Double(random.next() % 70 + 6)
            let height = Double(random.next() % 60 + 6)
            var x = Double(random.next() % 230) - 25
            var y = Double(random.next() % 190) - 25
            if let other = frames.last, random.next() % 2 == 0 {
                // Over one of the last card's corners, or just beside it.
                let dx = [-width + 3, -width, other.width - 3, other.width, 5][Int(random.next() % 5)]
                let dy = [-height + 4, -height, other.height - 4, other.height, 2][Int(random.next() % 5)]
                x = other.minX + dx
                y = other.minY + dy
            }
            if random.next() % 3 == 0 {
                x += Double(random.next() % 4) / 4
                y += Double(random.next() % 4) / 4
            }
            let frame = Rect(x: x, y: y, width: width, height: height)
            frames.append(frame)
            let card = Layer(
                position: Point(x: x + width / 2, y: y + height / 2),
                bounds: Rect(x: 0, y: 0, width: width, height: height),
                backgroundColor: color(&random, opaque: random.next() % 8 != 0),
                cornerRadius: [2, 5, 9, 16, 30][Int(random.next() % 5)])
            root.addSublayer(card)
        }
        return root
    }

    /// The corner scene drawn three ways, three frames each (the list replayed, then a card
    /// moved): one by one over the cleared band, in one pass with the blended rows drawn over
    /// the cleared row, and in one pass with those over the clear copied.
    static func cornerFrames(seed: UInt64, onePass: Bool, copies: Bool, threads: Int, clear: Color) -> [UInt64] {
        let root = cornerScene(seed: seed)
        let renderer = LayerRenderer(threads: threads)
        renderer.opaqueRowsOnce = onePass
        renderer.copiesPixelsOverClear = copies
        let buffer = PixelBuffer(width: 200, height: 160)
        var hashes: [UInt64] = []
        for frame in 0..<3 {
            if frame == 2, let card = root.sublayers.first {
                card.position = Point(x: card.position.x + 3, y: card.position.y + 1)
                renderer.drawChanges(root, into: buffer, scale: 1, clearColor: clear)
            } else {
                renderer.draw(root, into: buffer, scale: 1, clearColor: clear)
            }
            hashes.append(buffer.hash64())
        }
        return hashes
    }

    @Test(arguments: PixelKernelTests.levels)
    func cornerRowsCopiedOverTheClearDrawTheSame(level: fl_kernel_level) {
        PixelKernelTests.at(level) {
            for seed in 0..<40 as Range<UInt64> {
                let clear = seed % 3 == 0 ? Color.black : Color(red8: 242, green8: 242, blue8: 247)
                let plain = Self.cornerFrames(seed: seed, onePass: false, copies: false, threads: 1, clear: clear)
                #expect(
                    Self.cornerFrames(seed: seed, onePass: true, copies: false, threads: 1, clear: clear) == plain,
                    "seed \(seed)")
                #expect(
                    Self.cornerFrames(seed: seed, onePass: true, copies: true, threads: 1, clear: clear) == plain,
                    "seed \(seed)")
                #expect(
                    Self.cornerFrames(seed: seed, onePass: true, copies: true, threads: 2, clear: clear) == plain,
                    "seed \(seed), 2 threads")
            }
        }
    }

    /// A raster's pixels over the clear are each byte's blend over a row of the clear colour.
    @Test func pixelsOverTheClearAreTheBlend() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<20 {
            let raster = Self.raster(&random)
            let color = UInt32(0xFF00_0000) | UInt32(truncatingIfNeeded: random.next() & 0xFF_FFFF)
            let clear = UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000
            guard let pixels = raster.overClear(color, clear: clear) else { continue }
            #expect(raster.overClear(color, clear: clear) == pixels)
            let view = raster.view
            for row in 0..<view.rowCount {
                let first = Int(view.rowRuns[2 * row])
                let count = Int(view.rowRuns[2 * row + 1])
                for k in first..<first + count where view.runs[k].coverage >= 0 {
                    let run = view.runs[k]
                    for i in 0..<Int(run.end - run.start) {
                        let byte = UInt32(view.coverage[Int(run.coverage) + i])
                        var expected = clear
                        fl_blend_coverage(&expected, 1, color, [UInt8(byte)])
                        #expect(pixels[Int(run.coverage) + i] == expected)
                    }
                }
            }
        }
    }

    /// A random scene of transformed cards (rotated, in perspective, with borders, opaque or
    /// not, some partly off the frame) over opaque cards.
    static func transformedScene(seed: UInt64) -> Layer {
        var random = SplitMix64(seed: seed)
        let root = Layer(position: Point(x: 100, y: 80), bounds: Rect(x: 0, y: 0, width: 200, height: 160))
        for i in 0..<Int(random.next() % 8 + 2) {
            let width = Double(random.next() % 120 + 4)
            let height = Double(random.next() % 90 + 4)
            let card = Layer(
                position: Point(x: Double(random.next() % 240) - 20, y: Double(random.next() % 200) - 20),
                bounds: Rect(x: 0, y: 0, width: width, height: height),
                backgroundColor: color(&random, opaque: random.next() % 2 == 0),
                cornerRadius: Double(random.next() % 20))
            if i % 3 != 0 {
                var t = Transform3D(rotationAngle: Double(random.next() % 628) / 100, x: 0, y: 0, z: 1)
                if random.next() % 3 == 0 {
                    t = Transform3D.identity
                    t.m34 = -1.0 / 300
                    t = t.rotated(by: Double(random.next() % 100) / 100, x: 0, y: 1, z: 0)
                }
                card.transform = t
            }
            if random.next() % 3 == 0 {
                card.borderWidth = Double(random.next() % 6 + 1)
                card.borderColor = color(&random, opaque: random.next() % 2 == 0)
            }
            root.addSublayer(card)
        }
        return root
    }

    /// Still transformed boxes drawn from their rasters (`ProjectedBoxRasters`) give the
    /// bytes of boxes drawn from their geometry: the same scene drawn three times (the list
    /// replayed), and rebuilt with an unrelated layer changed so the builder meets the same
    /// boxes again.
    @Test(arguments: PixelKernelTests.levels)
    func stillTransformedBoxesAsRastersDrawTheSame(level: fl_kernel_level) {
        PixelKernelTests.at(level) {
            var made = 0
            for seed in 0..<30 as Range<UInt64> {
                func frames(rasters: Bool) -> ([UInt64], Int) {
                    let root = Self.transformedScene(seed: seed)
                    let extra = Layer(
                        position: Point(x: 10, y: 10), bounds: Rect(x: 0, y: 0, width: 5, height: 5),
                        backgroundColor: .white)
                    root.addSublayer(extra)
                    let renderer = LayerRenderer()
                    renderer.rasterizesStillBoxes = rasters
                    let buffer = PixelBuffer(width: 200, height: 160)
                    var hashes: [UInt64] = []
                    for frame in 0..<5 {
                        if frame == 3 { extra.position = Point(x: 14, y: 12) }
                        renderer.draw(root, into: buffer, scale: 1, clearColor: .black)
                        hashes.append(buffer.hash64())
                    }
                    return (hashes, renderer.stillBoxRasterCount)
                }
                let (plain, none) = frames(rasters: false)
                let (rastered, count) = frames(rasters: true)
                #expect(none == 0)
                #expect(rastered == plain, "seed \(seed)")
                made += count
            }
            // The rasters were made and drawn, not skipped.
            #expect(made > 30)
        }
    }

    /// A box that turns every frame never becomes a raster.
    @Test func aTurningBoxIsNotRasterized() {
        let root = Layer(position: Point(x: 50, y: 50), bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let card = Layer(
            position: Point(x: 50, y: 50), bounds: Rect(x: 0, y: 0, width: 40, height: 30), backgroundColor: .white)
        root.addSublayer(card)
        let renderer = LayerRenderer()
        let buffer = PixelBuffer(width: 100, height: 100)
        for frame in 0..<10 {
            card.transform = Transform3D(rotationAngle: 0.1 * Double(frame + 1), x: 0, y: 0, z: 1)
            renderer.draw(root, into: buffer, scale: 1, clearColor: .black)
        }
        #expect(renderer.stillBoxRasterCount == 0)
        renderer.draw(root, into: buffer, scale: 1, clearColor: .black)
        #expect(renderer.stillBoxRasterCount == 1)
    }
}
