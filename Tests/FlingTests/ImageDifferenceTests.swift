import FlingTesting
import Testing

@Suite("ImageDifference: what differs, and a picture of it")
struct ImageDifferenceTests {
    func image(_ pixels: [UInt32], width: Int) -> PixelBuffer {
        let buffer = PixelBuffer(width: width, height: pixels.count / width)
        buffer.withUnsafeMutableBytes { raw in
            let out = raw.bindMemory(to: UInt32.self)
            for (index, pixel) in pixels.enumerated() { out[index] = pixel }
        }
        return buffer
    }

    @Test("equal images: nothing differs, the picture is the expected image dimmed to a quarter")
    func equal() {
        let a = image([0xFFFF_FFFF, 0xFF00_0000, 0xFFC0_C0C0], width: 3)
        let difference = ImageDifference(actual: a, expected: a)
        #expect(difference.differing == 0 && difference.beyondTolerance == 0 && difference.first == nil)
        #expect(difference.largestDeltaE == 0)
        #expect(difference.image[0, 0] == 0xFF3F_3F3F)   // (255 × 3) / 12 = 63
        #expect(difference.image[1, 0] == 0xFF00_0000)
    }

    @Test("a differing pixel is red, counted, and found first row by row; a tolerance forgives small ones")
    func differing() {
        let expected = image([0xFF80_8080, 0xFF80_8080, 0xFF80_8080, 0xFF80_8080], width: 2)
        let actual = image([0xFF80_8080, 0xFF80_8080, 0xFF81_8080, 0xFFFF_0000], width: 2)
        let exact = ImageDifference(actual: actual, expected: expected)
        #expect(exact.differing == 2 && exact.beyondTolerance == 2)
        #expect(exact.first.map { [$0.x, $0.y] } == [0, 1])
        #expect(exact.image[0, 1] >> 16 & 0xFF >= 128 && exact.image[0, 1] & 0xFFFF == 0)
        #expect(exact.image[1, 1] == 0xFFFF_0000, "a large difference is full red")
        let tolerant = ImageDifference(actual: actual, expected: expected, deltaE: 2)
        #expect(tolerant.differing == 2 && tolerant.beyondTolerance == 1)
        #expect(tolerant.largestDeltaE > 50)
    }
}
