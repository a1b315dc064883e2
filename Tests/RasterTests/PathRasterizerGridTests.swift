import Foundation
import Geometry
import Motion
import Raster
import Testing

/// The scan converter's promises (docs/rendering.md, "Paths"): coordinates on a 1/256-pixel
/// grid, integer sums, so neither the order the edges come in nor how the rows are banded can
/// change a byte.
@Suite struct PathRasterizerGridTests {
    /// A star's and a comb's edges, in drawing order.
    static func edges() -> [(Point, Point)] {
        var points: [[Point]] = []
        var star: [Point] = []
        for k in 0..<14 {
            let angle = Double(k) * Double.pi / 7 - Double.pi / 2
            let radius = k % 2 == 0 ? 58.3 : 21.7
            star.append(Point(x: 80.4 + radius * cos(angle), y: 66.1 + radius * sin(angle)))
        }
        points.append(star)
        points.append(
            PathRasterizerOrderTests.comb(teeth: 12, left: 130.6, pitch: 7.3).map { Point(x: $0.0, y: $0.1 + 20.2) })
        var edges: [(Point, Point)] = []
        for polygon in points {
            for i in polygon.indices { edges.append((polygon[i], polygon[(i + 1) % polygon.count])) }
        }
        return edges
    }

    static func paint(_ edges: [(Point, Point)], _ rule: FillRule, width: Int, height: Int, clip: PixelRect? = nil)
        -> PixelBuffer
    {
        let buffer = PixelBuffer(width: width, height: height)
        let rasterizer = PathRasterizer(clip: clip ?? PixelRect(x: 0, y: 0, width: width, height: height))
        for (a, b) in edges { rasterizer.addEdge(a, b) }
        rasterizer.paint(rule, with: CoverageProbe(), into: buffer)
        return buffer
    }

    /// A polygon is added whole when every point lies in the clip and edge by edge (cut at the
    /// clip) when one does not: either way the bytes of its edges added one by one, mapped or not.
    @Test func aPolygonDrawsItsEdgesBytesInsideAndAcrossTheClip() {
        var random = SplitMix64(seed: 41)
        let clip = PixelRect(x: 12, y: 9, width: 150, height: 110)
        let h = Homography(m11: 0.93, m12: 0.21, m13: 0, m21: -0.17, m22: 1.08, m23: 0, m31: 3.3, m32: -2.6, m33: 1)
        var inside = 0
        for trial in 0..<300 {
            // Points around the clip: some polygons inside it, some across a side or two.
            let spread = trial % 2 == 0 ? 35.0 : 110.0
            let points = (0..<(3 + Int(random.next() % 9))).map { _ in
                Point(
                    x: 87 + (Double(random.next() % 20_000) / 10_000 - 1) * spread,
                    y: 64 + (Double(random.next() % 20_000) / 10_000 - 1) * spread)
            }
            let mapped = points.map {
                Point(x: $0.x * h.m11 + $0.y * h.m21 + h.m31, y: $0.x * h.m12 + $0.y * h.m22 + h.m32)
            }
            if mapped.allSatisfy({
                Double(clip.x) <= $0.x && $0.x < Double(clip.maxX) && Double(clip.y) <= $0.y
                    && $0.y <= Double(clip.maxY)
            }) {
                inside += 1
            }
            for (polygon, transform) in [(points, nil), (points, h)] as [([Point], Homography?)] {
                let whole = PathRasterizer(clip: clip)
                let byEdge = PathRasterizer(clip: clip)
                let corners = transform == nil ? polygon : mapped
                if let transform { whole.addPolygon(polygon, affine: transform) } else { whole.addPolygon(polygon) }
                for i in corners.indices { byEdge.addEdge(corners[i], corners[(i + 1) % corners.count]) }
                let rule: FillRule = trial % 3 == 0 ? .evenOdd : .nonZero
                let differing = zip(Self.bytes(whole.raster(rule)), Self.bytes(byEdge.raster(rule))).filter { $0 != $1 }
                #expect(differing.isEmpty, "trial \(trial): \(differing.count) pixels differ")
            }
        }
        #expect(inside > 50)
        #expect(inside < 250)
    }

    /// A raster's coverage over 200 × 160 pixels.
    static func bytes(_ raster: CoverageRaster) -> [UInt8] {
        let mask = AlphaMask(width: 200, height: 160)
        raster.draw(into: mask)
        return Array(UnsafeBufferPointer(start: mask.bytes, count: 200 * 160))
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func theOrderOfTheEdgesChangesNoByte(_ rule: FillRule) {
        let edges = Self.edges()
        let inOrder = Self.paint(edges, rule, width: 240, height: 140)
        var generator = SplitMix64(seed: 32)
        var shuffled = edges
        shuffled.shuffle(using: &generator)
        let reversed = edges.reversed().map { ($0.0, $0.1) }
        #expect(Self.paint(shuffled, rule, width: 240, height: 140).hash64() == inOrder.hash64())
        #expect(Self.paint(reversed, rule, width: 240, height: 140).hash64() == inOrder.hash64())
        var covered = 0
        for y in 0..<140 {
            for x in 0..<240 where inOrder[x, y] != 0 { covered += 1 }
        }
        #expect(covered > 4000)
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func bandsOfAnyHeightChangeNoByte(_ rule: FillRule) {
        // A 700-pixel star is over the one-band limit (128K cells) and swept in bands of 32
        // rows; a small one in one band. Both against bands of 1, 4 and 4096 rows.
        for (radius, size) in [(345.2, 720), (41.3, 100)] {
            var star: [Point] = []
            for k in 0..<18 {
                let angle = Double(k) * Double.pi / 9 + 0.1
                let r = k % 2 == 0 ? radius : radius * 0.41
                star.append(
                    Point(x: Double(size) / 2 + 0.3 + r * cos(angle), y: Double(size) / 2 - 0.2 + r * sin(angle)))
            }
            // Twice, the second turned the other way, so even-odd has holes to fold.
            let rasterizer = PathRasterizer(clip: PixelRect(x: 0, y: 0, width: size, height: size))
            rasterizer.addPolygon(star)
            rasterizer.addPolygon(star.map { Point(x: $0.y, y: $0.x) }.reversed())
            let mask = { (raster: CoverageRaster) -> [UInt8] in
                let mask = AlphaMask(width: size, height: size)
                raster.draw(into: mask)
                return Array(UnsafeBufferPointer(start: mask.bytes, count: size * size))
            }
            let automatic = mask(rasterizer.raster(rule))
            for shift in [0, 2, 12] {
                #expect(
                    mask(rasterizer.raster(rule, bandShift: shift)) == automatic, "\(size) px, bands of \(1 << shift)")
            }
            #expect(automatic.contains(255) && automatic.contains(0))
        }
    }

    @Test func coordinatesRoundToTheNearest256thOfAPixel() {
        // A square's right side at 20 + 100/256, moved by less than half a step, and by one.
        func column(_ right: Double) -> UInt32 {
            let square = [Point(x: 4, y: 4), Point(x: right, y: 4), Point(x: right, y: 12), Point(x: 4, y: 12)]
            let edges = square.indices.map { (square[$0], square[($0 + 1) % 4]) }
            return Self.paint(edges, .nonZero, width: 32, height: 16)[20, 8]
        }
        let base = column(20 + 100 / 256)
        #expect(base == 100)   // 100/256 · 255 + 0.5 = 100.1
        #expect(column(20 + 100.45 / 256) == base && column(20 + 99.55 / 256) == base)
        #expect(column(20 + 101 / 256) == 101)
    }

    /// A row's sweep reads each word of block bits once and takes its stretches of touched
    /// blocks in turn. For rectangles (exact: a pixel's sum is twice its overlap in 1/256ths)
    /// every byte is the exact one, under either rule, in one band and in bands of one row: with
    /// stretches ending at a word's last block and going on in the next word's first (columns
    /// 512 and 1024), partial runs of one to seven bytes whose zeros are trimmed, gaps of one
    /// block between stretches, and rectangles running off the clip's right side. And the runs
    /// are tight: in order, apart, a partial run's first and last bytes covered, a full run at
    /// least eight pixels long.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func aRowsRunsAreExactAndTightAcrossWordsOfBlockBits(_ rule: FillRule) {
        let (width, height) = (1_100, 40)
        // Rectangles in 1/8 pixels: left, right, top, bottom.
        var boxes: [(Int, Int, Int, Int)] = [(0, 2, 0, 320)]   // the band's first column is 0
        for k in 0..<6 {
            let top = 8 * 6 * k + 3
            // Ending exactly at column 512 and 1024, or a block before; going on past them.
            boxes.append((8 * 500 + k, 8 * 512, top, top + 20))
            boxes.append((8 * 1_016 - 3 * k, 8 * 1_024, top, top + 20))
            boxes.append((8 * 509 + k, 8 * 530 + 5 * k, top + 21, top + 40))
            // Thin boxes a block or two apart: short runs and short gaps.
            for i in 0..<5 { boxes.append((8 * (600 + 9 * i) + k, 8 * (600 + 9 * i) + k + 1 + i, top, top + 44)) }
            // Running off the clip's right side.
            boxes.append((8 * 1_090 + k, 8 * 1_130, top + 7, top + 30))
        }
        var random = SplitMix64(seed: 29)
        for _ in 0..<300 {
            let left = Int(random.next() % UInt64(8 * width))
            let top = Int(random.next() % UInt64(8 * height - 8))
            let right = left + 1 + Int(random.next() % 120)
            boxes.append((left, right, top, top + 1 + Int(random.next() % UInt64(8 * height - top - 1))))
        }
        // The exact bytes: each pixel's sum, then the rule, clamped, times 255, rounded.
        var sums = [Int](repeating: 0, count: width * height)
        for (left, right, top, bottom) in boxes {
            let (x0, x1, y0, y1) = (32 * left, 32 * min(right, 8 * width), 32 * top, 32 * bottom)
            for y in (y0 / 256)..<min((y1 + 255) / 256, height) {
                let oy = min(y1, 256 * y + 256) - max(y0, 256 * y)
                for x in (x0 / 256)..<((x1 + 255) / 256) {
                    sums[y * width + x] += 2 * (min(x1, 256 * x + 256) - max(x0, 256 * x)) * oy
                }
            }
        }
        let expected = sums.map { sum -> UInt8 in
            var a = abs(sum)
            if rule == .evenOdd {
                a &= (1 << 18) - 1
                if a > 1 << 17 { a = (1 << 18) - a }
            }
            return UInt8((min(a, 1 << 17) * 255 + (1 << 16)) >> 17)
        }
        let rasterizer = PathRasterizer(clip: PixelRect(x: 0, y: 0, width: width, height: height))
        for (left, right, top, bottom) in boxes {
            let (l, r, t, b) = (Double(left) / 8, Double(right) / 8, Double(top) / 8, Double(bottom) / 8)
            rasterizer.addPolygon([Point(x: l, y: t), Point(x: r, y: t), Point(x: r, y: b), Point(x: l, y: b)])
        }
        for raster in [rasterizer.raster(rule), rasterizer.raster(rule, bandShift: 0)] {
            var bytes = [UInt8](repeating: 0, count: width * height)
            var problems: [String] = []
            let view = raster.view
            for row in 0..<view.rowCount {
                let y = view.firstRow + row
                var end = Int.min
                for index in view.runIndices(y, originY: 0) {
                    let run = view.runs[index]
                    let (start, stop) = (Int(run.start), Int(run.end))
                    if start < max(end, 0) || stop <= start || stop > width {
                        problems.append("row \(y): run \(start)..<\(stop)")
                    }
                    end = stop
                    guard run.coverage >= 0 else {
                        if stop - start < 8 { problems.append("row \(y): full run \(start)..<\(stop)") }
                        for x in start..<stop { bytes[y * width + x] = 255 }
                        continue
                    }
                    let first = view.coverage + Int(run.coverage)
                    if first[0] == 0 || first[stop - start - 1] == 0 {
                        problems.append("row \(y): partial run \(start)..<\(stop) not tight")
                    }
                    for x in start..<stop { bytes[y * width + x] = first[x - start] }
                }
            }
            #expect(problems.count == 0, "\(problems.prefix(5))")
            let wrong = (0..<(width * height)).filter { bytes[$0] != expected[$0] }
            #expect(wrong.count == 0, "first at \(wrong.first.map { "(\($0 % width), \($0 / width))" } ?? "")")
        }
    }

    @Test func aRasterHoldsOnlyTheRowsTheEdgesReach() {
        let rasterizer = PathRasterizer(clip: PixelRect(x: 0, y: 0, width: 100, height: 100))
        rasterizer.addPolygon([Point(x: 10.5, y: 30.25), Point(x: 60, y: 30.25), Point(x: 60, y: 41.5)])
        let raster = rasterizer.raster(.nonZero)
        #expect(raster.firstRow == 30 && raster.rowCount == 12)
        #expect(raster.columns.lowerBound >= 10 && raster.columns.upperBound <= 60)
        #expect(PathRasterizer(clip: PixelRect(x: 0, y: 0, width: 10, height: 10)).raster(.nonZero).rowCount == 0)
    }

    @Test func windingsPastTheLimitWrapWithoutHarm() {
        // 20000 copies of one square: a winding of 20000 over its pixels, past the 32-bit sums'
        // ±16383; the sweep ends, writes inside the buffer, and a pixel outside stays empty.
        let buffer = PixelBuffer(width: 32, height: 32)
        let rasterizer = PathRasterizer(clip: PixelRect(x: 0, y: 0, width: 32, height: 32))
        let square = [Point(x: 4.5, y: 4.5), Point(x: 20.5, y: 4.5), Point(x: 20.5, y: 20.5), Point(x: 4.5, y: 20.5)]
        for _ in 0..<20000 { rasterizer.addPolygon(square) }
        rasterizer.paint(.nonZero, with: CoverageProbe(), into: buffer)
        #expect(buffer[25, 25] == 0 && buffer[2, 2] == 0)
        #expect(rasterizer.edgeCount == 2 * 20000)
    }

    @Test func aClipBeyondTheGridsReachIsCut() {
        let limit = PathRasterizer.clipLimit
        let rasterizer = PathRasterizer(clip: PixelRect(x: limit - 10, y: -limit - 5, width: 100, height: 20))
        #expect(rasterizer.clip == PixelRect(x: limit - 10, y: -limit, width: 10, height: 15))
        // A rectangle reaching past the cut: its right side is dropped, and it covers the clip's
        // last 8 columns on its 7 rows.
        let (left, top) = (Double(limit - 8), Double(-limit + 2))
        rasterizer.addPolygon([
            Point(x: left, y: top), Point(x: left + 58, y: top), Point(x: left + 58, y: top + 7),
            Point(x: left, y: top + 7),
        ])
        let raster = rasterizer.raster(.nonZero)
        #expect(raster.rowCount == 7 && raster.columns == (limit - 8)..<limit)
        #expect(PathRasterizer(clip: PixelRect(x: limit, y: 0, width: 5, height: 5)).clip.isEmpty)
    }

    @Test func hostileCoordinatesAreClampedAndClipped() {
        let buffer = PixelBuffer(width: 64, height: 64)
        let rasterizer = PathRasterizer(clip: PixelRect(x: 0, y: 0, width: 64, height: 64))
        rasterizer.addPolygon([
            Point(x: -1e300, y: -1e300), Point(x: 1e300, y: -3), Point(x: .nan, y: 5), Point(x: 30, y: .infinity),
            Point(x: -.infinity, y: 40),
        ])
        rasterizer.paint(.nonZero, with: CoverageProbe(), into: buffer)
        #expect(rasterizer.edgeCount <= 5 * 3)   // each edge cut into at most three pieces
    }
}
