import Geometry
import Raster
import Testing

@Suite struct PixelBufferTests {
    @Test func newBufferIsTransparentBlack() {
        let buffer = PixelBuffer(width: 3, height: 2)
        #expect(buffer.width == 3 && buffer.height == 2)
        for y in 0..<2 { for x in 0..<3 { #expect(buffer[x, y] == 0) } }
    }

    @Test func clearStoresPremultipliedARGBWithBGRAByteOrder() {
        let buffer = PixelBuffer(width: 5, height: 3)
        buffer.clear(to: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        // a8 = 128; red div255(255·128) = 128, green: c8 = 128, div255(128·128) = 64.
        for y in 0..<3 { for x in 0..<5 { #expect(buffer[x, y] == 0x8080_4000) } }
        let bytes = buffer.withUnsafeBytes { Array($0) }
        #expect(bytes.count == 5 * 3 * 4)
        #expect(Array(bytes.prefix(8)) == [0x00, 0x40, 0x80, 0x80, 0x00, 0x40, 0x80, 0x80])
    }

    @Test func resizeChangesSizeAndClears() {
        let buffer = PixelBuffer(width: 4, height: 4)
        buffer.clear(to: .white)
        buffer.resize(width: 2, height: 3)
        #expect(buffer.width == 2 && buffer.height == 3)
        #expect(buffer.withUnsafeBytes { $0.allSatisfy { $0 == 0 } })
        buffer.resize(width: 10, height: 10)
        buffer.clear(to: .black)
        #expect(buffer[9, 9] == 0xFF00_0000)
    }

    @Test func zeroSizedBufferIsUsable() {
        let buffer = PixelBuffer(width: 0, height: 7)
        buffer.clear(to: .white)
        #expect(buffer.withUnsafeBytes { $0.count } == 0)
        #expect(buffer.hash64() != PixelBuffer(width: 7, height: 0).hash64())
        buffer.resize(width: 0, height: 0)
        _ = buffer.hashHex
    }

    @Test func hashIsFNV1aOverLittleEndianWordsThenSize() {
        let buffer = PixelBuffer(width: 3, height: 1)
        buffer.clear(to: Color(red8: 1, green8: 2, blue8: 3))
        let pixel: UInt64 = 0xFF01_0203
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for word in [pixel | pixel << 32, pixel, 3, 1] {
            h ^= word
            h &*= 0x100_0000_01b3
        }
        #expect(buffer.hash64() == h)
        #expect(buffer.hashHex == String(h, radix: 16).leftPadded(to: 16))
    }

    @Test func hashHexIsSixteenLowercaseDigits() {
        for size in [(0, 0), (1, 1), (16, 9)] {
            let hex = PixelBuffer(width: size.0, height: size.1).hashHex
            #expect(hex.count == 16)
            #expect(hex.allSatisfy { "0123456789abcdef".contains($0) })
        }
    }

    @Test func hashSeesEveryPixelAndTheShape() {
        let a = PixelBuffer(width: 4, height: 4)
        let b = PixelBuffer(width: 4, height: 4)
        #expect(a.hash64() == b.hash64())
        Rasterizer.fillRoundedRect(
            Rect(x: 3, y: 3, width: 1, height: 1), cornerRadius: 0,
            color: Color(red8: 0, green8: 0, blue8: 1), into: b)
        #expect(a.hash64() != b.hash64())
        #expect(PixelBuffer(width: 2, height: 8).hash64() != PixelBuffer(width: 8, height: 2).hash64())
    }

    @Test func div255IsRoundedDivisionForEveryProduct() {
        let wrong = (UInt32(0)...65025).filter { PremultipliedColor.div255($0) != (2 * $0 + 255) / 510 }
        #expect(wrong.isEmpty)
    }

    @Test func packedScaleMatchesPerChannelDivision() {
        var wrong = 0
        for v in UInt32(0)...255 {
            let pixel = v << 24 | (255 - v) << 16 | v << 8 | (v ^ 0x5A)
            for f in UInt32(0)...255 {
                let expected =
                    PremultipliedColor.div255(v * f) << 24 | PremultipliedColor.div255((255 - v) * f) << 16
                    | PremultipliedColor.div255(v * f) << 8 | PremultipliedColor.div255((v ^ 0x5A) * f)
                if PremultipliedColor.scale(pixel, by: f) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test func colorQuantisationRoundsAndClamps() {
        #expect(PremultipliedColor(Color(red: 2, green: -1, blue: .nan, alpha: 7)).pixel == 0xFFFF_0000)
        #expect(PremultipliedColor(Color(red: 1, green: 1, blue: 1, alpha: 0.6 / 255)).pixel == 0x0101_0101)
        #expect(PremultipliedColor(Color(red: 1, green: 1, blue: 1, alpha: 0.4 / 255)).pixel == 0)
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
