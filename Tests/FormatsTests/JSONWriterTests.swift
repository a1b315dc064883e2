import Formats
import Motion
import Testing

@Test(arguments: [
    (3.0, "3"), (-2.0, "-2"), (0.0, "0"), (-0.0, "0"), (0.5, "0.5"), (-0.25, "-0.25"),
    (1.1, "1.1"), (123_456_789_012.0, "123456789012"), (1e14, "100000000000000"),
])
func writesNumbers(value: Double, text: String) {
    #expect(JSONWriter.number(value) == text)
}

@Test(arguments: [Double.infinity, -Double.infinity, Double.nan, -Double.nan])
func writesNonFiniteNumbersAsNull(value: Double) throws {
    #expect(JSONWriter.number(value) == "null")
    #expect(JSONWriter.string(.double(value)) == "null")
    #expect(try JSONParser.parse(JSONWriter.string(.array([.double(value)]))) == .array([.null]))
}

@Test func numbersReadBackToTheSameDouble() throws {
    var rng = SplitMix64(seed: 0xD0B1E)
    var checked = 0
    while checked < 2000 {
        let value = Double(bitPattern: rng.next())
        guard value.isFinite else { continue }
        checked += 1
        let text = JSONWriter.number(value)
        let parsed = try JSONParser.parse(text)   // valid JSON
        #expect(parsed.double == value, "\(value) wrote \(text)")
    }
    for value in [Double.leastNonzeroMagnitude, -Double.greatestFiniteMagnitude, 1e15, 1e-7, 0.1, 1 / 3.0] {
        #expect(try JSONParser.parse(JSONWriter.number(value)).double == value)
    }
}

@Test func integralDoublesHaveNoFraction() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<500 {
        let value = (rng.uniform(-1e14, 1e14)).rounded()
        let text = JSONWriter.number(value)
        #expect(!text.contains(".") && !text.contains("e") && !text.contains("E"), "\(value) → \(text)")
        #expect(Int64(text) == Int64(value))
    }
}

@Test func escapesQuotesBackslashesAndControlCharacters() {
    #expect(JSONWriter.quoted("a\"b\\c/d") == #""a\"b\\c/d""#)
    #expect(JSONWriter.quoted("\n\r\t") == #""\n\r\t""#)
    #expect(JSONWriter.quoted("\u{0}\u{1}\u{8}\u{C}\u{1F}") == #""\u0000\u0001\u0008\u000c\u001f""#)
    #expect(JSONWriter.quoted("é😀") == "\"é😀\"")
}

@Test func noControlCharacterIsWrittenRaw() throws {
    let every = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
    let text = JSONWriter.quoted(every)
    #expect(text.unicodeScalars.allSatisfy { $0.value >= 0x20 })
    #expect(try JSONParser.parse(text) == .string(every))
}

@Test func writesCompactTextInTheGivenOrder() {
    let value = JSONValue.object([
        ("z", .array([.int(1), .double(2.5), .null])), ("a", .bool(true)), ("s", .string("x\"y")),
        ("o", .object([])), ("e", .array([])),
    ])
    #expect(JSONWriter.string(value) == #"{"z":[1,2.5,null],"a":true,"s":"x\"y","o":{},"e":[]}"#)
}

@Test(arguments: [
    #"{"b":1,"a":[true,false,null,"s"],"n":-0.5e-3}"#,
    #"[9007199254740993,1.50,{"k":{"k":{}}}]"#,
    #""😀\n""#,
    "0",
])
func rewritingParsedCompactTextGivesItBack(text: String) throws {
    #expect(JSONWriter.string(try JSONParser.parse(text)) == text)
}

/// A random JSON value of at most `depth` levels, with unique keys and awkward strings.
func randomValue(_ rng: inout SplitMix64, depth: Int) -> JSONValue {
    let pool: [Unicode.Scalar] = [
        "a", "Z", "0", " ", "\"", "\\", "/", "\u{0}", "\u{1}", "\u{8}", "\t", "\n", "\r", "\u{1F}",
        "\u{7F}", "é", "ß", "€", "\u{2028}", "\u{FFFF}", "😀", "\u{10FFFF}",
    ]
    func randomString(_ rng: inout SplitMix64) -> String {
        let count = Int(rng.next() % 8)
        return String(String.UnicodeScalarView((0..<count).map { _ in pool[Int(rng.next() % UInt64(pool.count))] }))
    }
    let kinds = depth > 0 ? 9 : 7
    switch rng.next() % UInt64(kinds) {
    case 0: return .null
    case 1: return .bool(rng.next() % 2 == 0)
    case 2: return .int(Int64(bitPattern: rng.next()))
    case 3:
        let value = Double(bitPattern: rng.next())
        return .double(value.isFinite ? value : 0.5)
    case 4: return .double(rng.uniform(-1e6, 1e6))
    case 5: return .number("9007199254740993")
    case 6: return .string(randomString(&rng))
    case 7: return .array((0..<Int(rng.next() % 5)).map { _ in randomValue(&rng, depth: depth - 1) })
    default:
        return .object(
            (0..<Int(rng.next() % 5)).map { index in
                (randomString(&rng) + "#\(index)", randomValue(&rng, depth: depth - 1))
            })
    }
}

@Test func parseOfWriteIsTheValue() throws {
    var rng = SplitMix64(seed: 0xF11_4C)
    for _ in 0..<300 {
        let value = randomValue(&rng, depth: 4)
        let text = JSONWriter.string(value)
        let parsed = try JSONParser.parse(text)
        #expect(parsed == value, "\(text)")
        #expect(JSONWriter.string(parsed) == text)
    }
}
