import Geometry
import Motion
import Raster
import Testing

/// The spec's rounded division by 255, written out independently of the renderer.
func div255(_ x: UInt32) -> UInt32 { (x + 128 + ((x + 128) >> 8)) >> 8 }

func channels(_ p: UInt32) -> (a: UInt32, r: UInt32, g: UInt32, b: UInt32) {
    (p >> 24, (p >> 16) & 255, (p >> 8) & 255, p & 255)
}

@Suite struct RasterizerTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let white: UInt32 = 0xFFFF_FFFF

    @Test func opaqueRectAtIntegerEdgesFillsExactlyItsPixels() {
        let buffer = PixelBuffer(width: 20, height: 16)
        buffer.clear(to: .white)
        Rasterizer.fillRoundedRect(Rect(x: 3, y: 4, width: 5, height: 6), cornerRadius: 0, color: red, into: buffer)
        for y in 0..<16 {
            for x in 0..<20 {
                let inside = (3..<8).contains(x) && (4..<10).contains(y)
                #expect(buffer[x, y] == (inside ? 0xFFFF_0000 : white), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func fractionalEdgeGivesHalfCoverage() {
        let buffer = PixelBuffer(width: 30, height: 4)
        Rasterizer.fillRoundedRect(
            Rect(x: 10.5, y: 0, width: 10, height: 4), cornerRadius: 0, color: .white, into: buffer)
        for y in 0..<4 {
            #expect(buffer[9, y] == 0)
            let edge = channels(buffer[10, y])
            #expect((127...129).contains(edge.a) && edge.r == edge.a && edge.g == edge.a && edge.b == edge.a)
            #expect(buffer[11, y] == white)
            #expect(buffer[19, y] == white)
            #expect(channels(buffer[20, y]).a == edge.a)
            #expect(buffer[21, y] == 0)
        }
    }

    @Test func roundedCornersAreAntiAliasedAndTheOuterCornerIsUntouched() {
        let size = 40
        let buffer = PixelBuffer(width: size, height: size)
        buffer.clear(to: .white)
        Rasterizer.fillRoundedRect(
            Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10, color: .black, into: buffer)
        let black: UInt32 = 0xFF00_0000
        for (x, y) in [(0, 0), (size - 1, 0), (0, size - 1), (size - 1, size - 1)] {
            #expect(buffer[x, y] == white, "corner pixel (\(x), \(y))")
        }
        // Centre (1.5, 4.5) is 10.12 from the arc's centre (10, 10): coverage 0.38.
        for (x, y) in [(1, 4), (4, 1), (size - 2, 4), (4, size - 2), (size - 2, size - 5)] {
            let c = channels(buffer[x, y])
            #expect(c.a == 255 && c.r > 0 && c.r < 255 && c.r == c.g && c.g == c.b, "arc pixel (\(x), \(y))")
            #expect(c.r == channels(buffer[1, 4]).r, "the four corners are mirror images")
        }
        #expect(buffer[0, 20] == black && buffer[20, 0] == black && buffer[20, 20] == black)
    }

    @Test func semiTransparentFillIsExactIntegerSourceOver() {
        let buffer = PixelBuffer(width: 3, height: 3)
        buffer.clear(to: Color(red8: 200, green8: 100, blue8: 50))
        Rasterizer.fillRoundedRect(
            Rect(x: 0, y: 0, width: 3, height: 3), cornerRadius: 0,
            color: Color(red8: 10, green8: 20, blue8: 250, alpha: 0.5), into: buffer)
        // a = Int(0.5·255 + 0.5) = 128; src' = div255(c·128) = (5, 10, 125);
        // out = src' + div255(dst·127) = (5 + 100, 10 + 50, 125 + 25), alpha 128 + 127.
        let a: UInt32 = 128
        let src = (r: div255(10 * a), g: div255(20 * a), b: div255(250 * a))
        #expect(src == (5, 10, 125))
        let expected =
            255 << 24 | (src.r + div255(200 * 127)) << 16 | (src.g + div255(100 * 127)) << 8
            | (src.b + div255(50 * 127))
        #expect(expected == 0xFF69_3C96)
        for y in 0..<3 { for x in 0..<3 { #expect(buffer[x, y] == expected) } }
    }

    @Test func fullyTransparentColourDrawsNothing() {
        let buffer = PixelBuffer(width: 8, height: 8)
        buffer.clear(to: Color(red8: 1, green8: 2, blue8: 3))
        let before = buffer.hash64()
        Rasterizer.fillRoundedRect(Rect(x: 0, y: 0, width: 8, height: 8), cornerRadius: 2, color: .clear, into: buffer)
        Rasterizer.fillRoundedRect(
            Rect(x: 0, y: 0, width: 8, height: 8), cornerRadius: 2,
            color: Color(red: 1, green: 1, blue: 1, alpha: 0.001), into: buffer)
        #expect(buffer.hash64() == before)
    }

    @Test func clipsRectsThatLeaveTheBuffer() {
        let buffer = PixelBuffer(width: 16, height: 12)
        let strange: [(Rect, Double)] = [
            (Rect(x: -5, y: -5, width: 8, height: 8), 2),
            (Rect(x: 12.3, y: 9.7, width: 100, height: 100), 30),
            (Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), 1e12),
            (Rect(x: -50, y: 3, width: 40, height: 4), 1),
            (Rect(x: 3, y: 40, width: 4, height: 4), 0),
            (Rect(x: 3, y: 3, width: 0, height: 5), 0),
            (Rect(x: 3, y: 3, width: -4, height: 5), 0),
            (Rect(x: 2.5, y: 2.5, width: 0.2, height: 0.2), 5),
            (Rect(x: 1, y: 1, width: 6, height: 6), .infinity),
            (Rect(x: 1, y: 1, width: 6, height: 6), -3),
            (Rect(x: 1, y: 1, width: 6, height: 6), .nan),
            (Rect(x: .nan, y: 1, width: 6, height: 6), 1),
            (Rect(x: 1, y: 1, width: .infinity, height: 6), 1),
            (Rect(x: -.infinity, y: 1, width: 6, height: 6), 1),
            (Rect(x: 1e300, y: 1e300, width: 1e300, height: 1e300), 1),
            (Rect(x: -1e300, y: 0, width: 1e300, height: 5), 1),
        ]
        for (rect, radius) in strange {
            Rasterizer.fillRoundedRect(
                rect, cornerRadius: radius, color: Color(red: 0, green: 0.5, blue: 1, alpha: 0.3), into: buffer)
            Rasterizer.fillRoundedRect(rect, cornerRadius: radius, color: red, into: PixelBuffer(width: 0, height: 0))
            Rasterizer.fillRoundedRect(rect, cornerRadius: radius, color: red, into: PixelBuffer(width: 1, height: 1))
        }
        // Fully outside: nothing changes.
        let before = buffer.hash64()
        for rect in [
            Rect(x: 16, y: 0, width: 5, height: 5), Rect(x: -5.5, y: 0, width: 5, height: 5),
            Rect(x: 0, y: 12.5, width: 5, height: 5), Rect(x: 0, y: -9, width: 5, height: 8.5),
        ] {
            Rasterizer.fillRoundedRect(rect, cornerRadius: 1, color: red, into: buffer)
        }
        #expect(buffer.hash64() == before)
        // Partly outside: the visible part is filled exactly.
        let clipped = PixelBuffer(width: 10, height: 10)
        Rasterizer.fillRoundedRect(Rect(x: -4, y: 6, width: 8, height: 20), cornerRadius: 0, color: red, into: clipped)
        for y in 0..<10 { for x in 0..<10 { #expect(clipped[x, y] == (x < 4 && y >= 6 ? 0xFFFF_0000 : 0)) } }
    }

    @Test func matchesAPerPixelDistanceFieldReference() {
        var random = SplitMix64(seed: 7)
        let width = 37
        let height = 29
        let buffer = PixelBuffer(width: width, height: height)
        buffer.clear(to: Color(red8: 30, green8: 60, blue8: 90))
        var reference = [UInt32](repeating: 0xFF1E_3C5A, count: width * height)
        for _ in 0..<300 {
            let rect = Rect(
                x: random.next(in: -10...40), y: random.next(in: -10...32),
                width: random.next(in: 0...30), height: random.next(in: 0...25))
            let radius = random.next(in: -2...20)
            let color = Color(
                red: random.next(in: 0...1), green: random.next(in: 0...1), blue: random.next(in: 0...1),
                alpha: random.next(in: 0...1) < 0.4 ? 1 : random.next(in: 0...1))
            Rasterizer.fillRoundedRect(rect, cornerRadius: radius, color: color, into: buffer)
            referenceFill(rect, radius: radius, color: color, into: &reference, width: width, height: height)
        }
        var mismatches = 0
        for y in 0..<height { for x in 0..<width where buffer[x, y] != reference[y * width + x] { mismatches += 1 } }
        #expect(mismatches == 0)
    }

    /// The spec, evaluated at every pixel with no spans and one channel at a time.
    private func referenceFill(
        _ rect: Rect, radius: Double, color: Color, into pixels: inout [UInt32], width: Int, height: Int
    ) {
        guard rect.width > 0, rect.height > 0 else { return }
        func q8(_ v: Double) -> UInt32 { UInt32(max(0, min(255, Int(v * 255 + 0.5)))) }
        let a8 = q8(color.alpha)
        let src = [a8, div255(q8(color.red) * a8), div255(q8(color.green) * a8), div255(q8(color.blue) * a8)]
        let bx = rect.width / 2
        let by = rect.height / 2
        let r = max(0, min(radius, bx, by))
        for py in 0..<height {
            for px in 0..<width {
                let qx = abs(Double(px) + 0.5 - (rect.minX + bx)) - (bx - r)
                let qy = abs(Double(py) + 0.5 - (rect.minY + by)) - (by - r)
                let d = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0) - r
                let cov8 = UInt32(Int(max(0, min(1, 0.5 - d)) * 255 + 0.5))
                let s = src.map { div255($0 * cov8) }
                let dst = pixels[py * width + px]
                let out = [24, 16, 8, 0].enumerated().map { i, shift in
                    s[i] + div255(((dst >> UInt32(shift)) & 255) * (255 - s[0]))
                }
                pixels[py * width + px] = out[0] << 24 | out[1] << 16 | out[2] << 8 | out[3]
            }
        }
    }
}
