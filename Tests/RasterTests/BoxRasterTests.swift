import Geometry
import Motion
import Raster
import Testing

/// A box's raster (`BoxShape.raster`) against its definition: each pixel the rounded,
/// clamped coverage at its centre. The straight middle's rows are built once per half and
/// shared, so this also checks where that middle begins.
@Suite struct BoxRasterTests {
    @Test func everyPixelIsTheCoverageAtItsCentre() {
        var random = SplitMix64(seed: 47)
        func unit() -> Double { Double(random.next() % 1_000_000) / 1_000_000 }
        let size = 96
        var straightRows = 0
        for trial in 0..<300 {
            let width = [0.3, 1.7, 9.25, 40.6, 80][trial % 5] + unit()
            let height = [0.4, 2.5, 13.75, 55.2, 90][(trial / 5) % 5] + unit()
            let rect = Rect(x: 3 + unit() * 4, y: 2 + unit() * 3, width: width, height: height)
            let scale = [0, 0.1, 0.5, 1][trial % 4] * min(width, height) / 2
            let radii = CornerRadii(
                topLeft: unit() * scale, topRight: unit() * scale, bottomLeft: unit() * scale,
                bottomRight: trial % 3 == 0 ? 0 : unit() * scale)
            guard let box = RoundedBox(rect, radii: radii) else { continue }
            // Sometimes cut to part of the pixels, as a layer larger than the frame is.
            let limit =
                trial % 7 == 0
                ? PixelRect(x: 5, y: 6, width: 40, height: 30) : PixelRect(x: 0, y: 0, width: size, height: size)
            let mask = AlphaMask(width: size, height: size)
            BoxShape(outer: box, inner: nil, limit: limit).raster().draw(into: mask)
            var differing = 0
            for y in 0..<size {
                let dy = Double(y) + 0.5 - box.cy
                if box.isStraight(row: y) { straightRows += 1 }
                for x in 0..<size {
                    let inside = x >= limit.x && x < limit.maxX && y >= limit.y && y < limit.maxY
                    let expected = inside ? UInt8(quantizeCoverage(box.coverage(x, dy: dy))) : 0
                    if mask[x, y] != expected { differing += 1 }
                }
            }
            #expect(differing == 0, "trial \(trial): \(rect), \(radii): \(differing) pixels differ")
        }
        #expect(straightRows > 3000)
    }

    /// A ring (a border: a box less a box inside it) against the same definition: the
    /// outer's clamped coverage less the inner's, rounded.
    @Test func everyRingPixelIsTheOuterLessTheInner() {
        var random = SplitMix64(seed: 53)
        func unit() -> Double { Double(random.next() % 1_000_000) / 1_000_000 }
        let size = 96
        for trial in 0..<200 {
            let rect = Rect(x: 3 + unit() * 4, y: 2 + unit() * 3, width: 20 + unit() * 60, height: 12 + unit() * 70)
            let radius = [0, 2.5, 9, 30][trial % 4] * (0.5 + unit())
            let border = [0.5, 1, 2, 7.5][(trial / 4) % 4] + unit()
            let inset = Rect(
                x: rect.minX + border, y: rect.minY + border, width: rect.width - 2 * border,
                height: rect.height - 2 * border)
            guard let outer = RoundedBox(rect, radii: CornerRadii(radius)),
                let inner = RoundedBox(inset, radii: CornerRadii(max(radius - border, 0)))
            else { continue }
            let mask = AlphaMask(width: size, height: size)
            BoxShape(outer: outer, inner: inner, limit: PixelRect(x: 0, y: 0, width: size, height: size)).raster()
                .draw(into: mask)
            var differing = 0
            for y in 0..<size {
                for x in 0..<size {
                    let a = min(max(outer.coverage(x, dy: Double(y) + 0.5 - outer.cy), 0), 1)
                    let b = min(max(inner.coverage(x, dy: Double(y) + 0.5 - inner.cy), 0), 1)
                    if mask[x, y] != UInt8(quantizeCoverage(a - b)) { differing += 1 }
                }
            }
            #expect(differing == 0, "trial \(trial): \(rect), radius \(radius), border \(border): \(differing) differ")
        }
    }
}
