import Foundation
import Motion
import Testing

@testable import Raster
@testable import Rendering

/// A transformed layer's shadow skips, per row, `ProjectedBox.fullSpan`: the pixels its opaque
/// background then paints at full coverage. That is exact only if every one of those pixels
/// really is in a fully covered span of the box's row, which this checks over many maps.
struct ProjectedHoleTests {
    /// Rotations, skews, scales and perspective, each about a box 120 × 72 with radius 16.
    static func maps() -> [Homography] {
        var random = SplitMix64(seed: 21)
        func unit() -> Double { Double(random.next() % 1_000_001) / 1_000_000 }
        var maps: [Homography] = []
        for n in 0..<40 {
            let angle = unit() * 2 * .pi
            let scale = 0.3 + 2.5 * unit()
            let c = cos(angle) * scale
            let s = sin(angle) * scale
            let skew = n % 3 == 0 ? unit() - 0.5 : 0
            let perspective = n % 4 == 1 ? (unit() - 0.5) * 0.004 : 0
            maps.append(
                Homography(
                    m11: c, m12: s, m13: perspective, m21: -s + skew, m22: c, m23: perspective * 0.5,
                    m31: 300 + 100 * unit(), m32: 200 + 100 * unit(), m33: 1))
        }
        return maps
    }

    @Test func everyPixelOfTheFullSpanIsPaintedAtFullCoverage() throws {
        let plane = try #require(PlaneBox(minX: 0, minY: 0, maxX: 120, maxY: 72, radii: CornerRadii(16)))
        let scratch = BandScratch()
        scratch.reserve(columns: 800, clipDepth: 0)
        var checkedRows = 0
        for map in Self.maps() {
            let inverse = try #require(map.inverted())
            let reach = 0.5 * map.planeUnitsPerPixel(over: Rect(x: 0, y: 0, width: 120, height: 72)) * (1 + 1e-9) + 1e-9
            let box = ProjectedBox(inverse: inverse, outer: plane, inner: nil, reach: reach)
            for y in -50..<650 {
                guard let full = box.fullSpan(y) else { continue }
                // A band's columns that cut the span, and ones that hold it whole.
                for columns in [0..<800, (full.lowerBound + 3)..<(full.upperBound + 5)] {
                    var spans = scratch.list(0)
                    var bytes = scratch.arena
                    box.appendRow(y, columns: columns, bytes: &bytes, to: &spans)
                    for x in full.clamped(to: columns) {
                        let covering = (0..<spans.count).first { spans[$0].start <= x && x < spans[$0].end }
                        #expect(covering.map { spans[$0].coverage == nil } == true, "pixel \(x) of row \(y)")
                    }
                }
                checkedRows += 1
            }
        }
        #expect(checkedRows > 1000)
    }

    @Test func aRingPromisesNothing() throws {
        let outer = try #require(PlaneBox(minX: 0, minY: 0, maxX: 120, maxY: 72, radii: CornerRadii(16)))
        let inner = try #require(PlaneBox(minX: 2, minY: 2, maxX: 118, maxY: 70, radii: CornerRadii(14)))
        let inverse = try #require(
            Homography(m11: 0.9, m12: 0.4, m13: 0, m21: -0.4, m22: 0.9, m23: 0, m31: 100, m32: 100, m33: 1).inverted())
        let ring = ProjectedBox(inverse: inverse, outer: outer, inner: inner, reach: 0.6)
        #expect((0..<300).allSatisfy { ring.fullSpan($0) == nil })
    }
}
