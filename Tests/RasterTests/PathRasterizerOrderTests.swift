import Geometry
import Raster
import Testing

/// Rows crossed by many edges, in both directions (cells deposited right to left and left to
/// right into one row's accumulators), must still sum to the shape's exact area.
@Suite struct PathRasterizerOrderTests {
    /// A comb: a spine along the top and `teeth` slanted teeth hanging from it, walked right to
    /// left along the teeth, so each row below the spine is crossed by 2 × `teeth` edges, every
    /// tooth's two edges leaning the same way (cells deposited right to left and left to right).
    static func comb(teeth: Int, left: Double, pitch: Double) -> [(Double, Double)] {
        let top = 4.3
        let spine = 9.7
        let bottom = 58.6
        let right = left + Double(teeth) * pitch
        var points: [(Double, Double)] = [(left, top), (right, top)]
        for i in stride(from: teeth - 1, through: 0, by: -1) {
            let x = left + Double(i) * pitch
            points.append((x + pitch * 0.8 + 2.35, bottom))
            points.append((x + pitch * 0.3 + 2.35, bottom - 1.15))
            points.append((x, spine + Double(i % 3) * 0.37))
        }
        return points
    }

    /// The area of a simple polygon (shoelace).
    static func area(_ points: [(Double, Double)]) -> Double {
        var sum = 0.0
        var previous = points[points.count - 1]
        for p in points {
            sum += previous.0 * p.1 - p.0 * previous.1
            previous = p
        }
        return abs(sum) / 2
    }

    @Test(arguments: [3, 5, 30, 45])
    func aCombCoversItsExactArea(teeth: Int) throws {
        let points = Self.comb(teeth: teeth, left: 3.6, pitch: 5.45)
        for rule in [FillRule.nonZero, .evenOdd] {
            let image = try fillCoverage(polygon(points), rule, width: 256, height: 64)
            #expect(abs(image.area - Self.area(points)) <= image.quantisation, "\(teeth) teeth, \(rule)")
        }
    }

    @Test func aLongCombsRowsHaveManyPartlyCoveredPixels() throws {
        // 45 teeth: 90 edges a row, each over at least one column.
        let points = Self.comb(teeth: 45, left: 3.6, pitch: 5.45)
        let image = try fillCoverage(polygon(points), width: 256, height: 64)
        var partial = 0
        for x in 0..<256 where image[x, 40] != 0 && image[x, 40] != 255 { partial += 1 }
        #expect(partial > 12 * 2)
    }

    @Test func aRasterAndAPaintOfTheSameCombAgree() throws {
        let points = Self.comb(teeth: 30, left: 3.6, pitch: 5.45)
        let painted = try fillCoverage(polygon(points), width: 256, height: 64)
        let raster = try PathDrawing.fillRaster(
            polygon(points), transform: .identity, rule: .nonZero, clip: PixelRect(x: 0, y: 0, width: 256, height: 64))
        let mask = AlphaMask(width: 256, height: 64)
        raster.draw(into: mask)
        var differing = 0
        var covered = 0
        for y in 0..<64 {
            for x in 0..<256 {
                if UInt32(mask.bytes[y * 256 + x]) != painted[x, y] { differing += 1 }
                if painted[x, y] != 0 { covered += 1 }
            }
        }
        #expect(differing == 0)
        #expect(covered > 1000)
    }
}
