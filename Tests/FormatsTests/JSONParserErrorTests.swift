import Formats
import Testing

/// The error parsing `text` throws, or nil when it parses.
func syntaxError(_ text: String) -> InputError? {
    do {
        _ = try JSONParser.parse(text)
        return nil
    } catch {
        return error
    }
}

@Test(arguments: [
    // Trailing garbage.
    "[1, 2] x", "{} {}", "1 2", "nullx", "\"a\"\"b\"",
    // Duplicate keys.
    #"{"a": 1, "a": 2}"#, #"{"a": 1, "b": {"c": 1, "c": 2}}"#,
    // Bad escapes.
    #""\x""#, #""\u12G4""#, #""\u123""#, #""\'""#, #""\U0041""#,
    // Lone or mismatched surrogates.
    #""\uD800""#, #""\uD800x""#, #""\uDC00""#, #""\uD800\u0041""#, #""\uD800\n""#,
    // Numbers JSON does not allow.
    "01", "[01]", "-01", "00", ".5", "[.5]", "-", "+1", "1.", "1.e5", "1e", "1e+", "0x10", "Infinity", "NaN", "1e400",
    // Control characters inside strings.
    "\"a\u{01}b\"", "\"tab\there\"", "\"line\nbreak\"", "\"\u{1F}\"",
    // Unterminated strings, arrays and objects.
    "\"abc", "\"abc\\", "[1, 2", "[1, 2,", "[", #"{"a": 1"#, #"{"a""#, #"{"a":"#, "{",
    // Other malformed text.
    "", "   ", "tru", "nul", "[1,]", #"{"a": 1,}"#, "{a: 1}", "'a'", "[1 2]", #"{"a" 1}"#, #"{"a": 1 "b": 2}"#,
    "[,]", "]",
])
func rejectsInvalidText(text: String) {
    #expect(syntaxError(text) != nil, "accepted \(text.debugDescription)")
}

@Test(arguments: [
    // An empty element on line 3, at the second comma.
    ("{\n  \"name\": \"fling\",\n  \"size\": [1, 2,, 3]\n}", 3, 17),
    // Trailing garbage after blank lines.
    ("[1, 2]\n\n   x", 3, 4),
    // A broken literal: the first character that differs, the newline after "tru".
    ("{\n\t\"a\": tru\n}", 2, 10),
    // A leading zero: the digit after it. Columns count characters, not UTF-8 bytes.
    ("{\"é\": 1,\n \"ü\": 01}", 2, 8),
    // End of input inside a string and inside an array.
    ("[\n  \"abc", 2, 7),
    ("[1,\n 2", 2, 3),
    // A missing colon.
    ("{\r\n  \"a\" 1}", 2, 7),
])
func errorsReportTheLineAndColumn(text: String, line: Int, column: Int) throws {
    let error = try #require(syntaxError(text))
    #expect(error.line == line && error.column == column, "\(error)")
    #expect(error.description.contains("line \(line), column \(column)"))
}

@Test func aDuplicateKeyIsReportedAtTheKey() throws {
    let error = try #require(syntaxError("{\"a\": 1,\n \"a\": 2}"))
    #expect(error.line == 2)
    #expect(error.column.map { (2...5).contains($0) } == true, "\(error)")
    #expect(error.message.contains("\"a\""))
}

/// Errors inside strings point at the offending character, like every other error: a raw
/// control character, or the backslash (or letter) of a bad escape.
@Test(arguments: [
    ("[\"ab\tc\"]", 1, [5]),
    ("{\"key\": \"first\nsecond\"}", 1, [15]),
    ("[\n \"a\\qb\"]", 2, [4, 5]),
])
func stringErrorsPointAtTheOffendingCharacter(text: String, line: Int, columns: [Int]) throws {
    let error = try #require(syntaxError(text))
    #expect(error.line == line && error.column.map(columns.contains) == true, "\(error) for \(text.debugDescription)")
}
