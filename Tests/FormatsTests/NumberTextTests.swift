import Formats
import Testing

@Suite("NumberText: the one fixed-decimal formatter")
struct NumberTextTests {
    @Test("exact: an integer over a power of ten, every digit kept, trailing zeros dropped")
    func exact() {
        #expect(NumberText.exact(16_666_667, scaleDigits: 6) == "16.666667")
        #expect(NumberText.exact(50_000_000, scaleDigits: 6) == "50")
        #expect(NumberText.exact(-1_500, scaleDigits: 3) == "-1.5")
        #expect(NumberText.exact(7, scaleDigits: 3) == "0.007")
        #expect(NumberText.exact(1_000, scaleDigits: 3) == "1")
        #expect(NumberText.exact(0, scaleDigits: 3) == "0")
        #expect(NumberText.exact(42, scaleDigits: 0) == "42")
        #expect(NumberText.exact(.min, scaleDigits: 9) == "-9223372036.854775808")
    }

    @Test("fixed: always the asked decimals, half away from zero, never -0, the non-finite named")
    func fixed() {
        #expect(NumberText.fixed(2.5, decimals: 3) == "2.500")
        #expect(NumberText.fixed(0.125, decimals: 2) == "0.13")
        #expect(NumberText.fixed(-0.0004, decimals: 3) == "0.000")
        #expect(NumberText.fixed(-0.25, decimals: 2) == "-0.25")
        #expect(NumberText.fixed(1754.6, decimals: 0) == "1755")
        #expect(NumberText.fixed(.nan, decimals: 1) == "nan")
        #expect(NumberText.fixed(-.infinity, decimals: 1) == "-inf")
        #expect(NumberText.fixed(1e20, decimals: 0) == "1e+20")
    }
}
