import Formats
import Testing

@Test func parsesEveryKindOfValue() throws {
    #expect(try JSONParser.parse("null") == .null)
    #expect(try JSONParser.parse("true") == .bool(true))
    #expect(try JSONParser.parse("false") == .bool(false))
    #expect(try JSONParser.parse("-12.5e3") == .number("-12.5e3"))
    #expect(try JSONParser.parse("\"hi\"") == .string("hi"))
    #expect(try JSONParser.parse("[]") == .array([]))
    #expect(try JSONParser.parse("{}") == .object([]))
    #expect(
        try JSONParser.parse(" \t\r\n[ 1 , \"two\" , null ]\n ")
            == .array([.number("1"), .string("two"), .null]))
    let nested = try JSONParser.parse(#"{"a": [1, {"b": null, "c": [true, false]}], "d": {"e": "f"}}"#)
    #expect(
        nested
            == .object([
                ("a", .array([.number("1"), .object([("b", .null), ("c", .array([.bool(true), .bool(false)]))])])),
                ("d", .object([("e", .string("f"))])),
            ]))
    #expect(nested["d"]?["e"]?.string == "f")
    #expect(nested["missing"] == nil)
}

@Test func keepsObjectKeysInFileOrder() throws {
    let value = try JSONParser.parse(#"{"zeta": 1, "alpha": 2, "mid": 3, "Beta": 4}"#)
    guard case let .object(members) = value else {
        Issue.record("not an object: \(value)")
        return
    }
    #expect(members.map(\.key) == ["zeta", "alpha", "mid", "Beta"])
    #expect(members.map(\.value) == [.number("1"), .number("2"), .number("3"), .number("4")])
}

@Test func objectsWithTheSameMembersInAnotherOrderDiffer() throws {
    #expect(try JSONParser.parse(#"{"a": 1, "b": 2}"#) != JSONParser.parse(#"{"b": 2, "a": 1}"#))
}

@Test(arguments: [
    "0", "-0", "1.50", "0.000", "1E+2", "2e-3", "-7.25E-10", "12345678901234567890",
    "3.141592653589793238462643383279",
])
func keepsTheNumberTextExactly(text: String) throws {
    let value = try JSONParser.parse(text)
    guard case let .number(kept) = value else {
        Issue.record("not a number: \(value)")
        return
    }
    #expect(kept == text)
    #expect(try JSONParser.parse("[\(text)]") == .array([.number(text)]))
}

@Test func largeIntegersKeepTheirDigits() throws {
    // 2^53 + 1 is not a Double; the text and int64 keep it.
    let value = try JSONParser.parse("9007199254740993")
    #expect(value.int64 == 9_007_199_254_740_993)
    #expect(value.double == 9_007_199_254_740_992)
    let extremes = try JSONParser.parse("[9223372036854775807, -9223372036854775808]")
    guard case let .array(elements) = extremes else {
        Issue.record("not an array")
        return
    }
    #expect(elements.map(\.int64) == [Int64.max, Int64.min])
}

@Test func int64IsNilForFractionsAndOtherKinds() throws {
    #expect(try JSONParser.parse("1.5").int64 == nil)
    #expect(try JSONParser.parse("1e3").int64 == 1000)
    #expect(try JSONParser.parse("\"12\"").int64 == nil)
    #expect(try JSONParser.parse("true").int64 == nil)
    #expect(try JSONParser.parse("true").bool == true)
    #expect(try JSONParser.parse("null").string == nil)
}

@Test(arguments: [
    (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
    (#""caf\u00e9 \u00E9""#, "café é"),
    (#""\u0000x""#, "\u{0}x"),
    (#""\ud83d\ude00""#, "😀"),
    (#""\uD834\uDD1E clef""#, "𝄞 clef"),
    (#""a\uDBFF\uDFFFz""#, "a\u{10FFFF}z"),
    ("\"raw 😀 and é\"", "raw 😀 and é"),
])
func decodesEscapesAndSurrogatePairs(text: String, expected: String) throws {
    #expect(try JSONParser.parse(text) == .string(expected))
}

@Test func depthIsLimitedInsteadOfOverflowingTheStack() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: InputError.self) { try JSONParser.parse(deep) }
    let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(try JSONParser.parse(fine) != .null)
}
