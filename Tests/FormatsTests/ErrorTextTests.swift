import Formats
import Testing

@Suite("ErrorText makes a user's text one short, harmless line")
struct ErrorTextTests {
    @Test(
        "control characters are escaped, CRLF and line separators included",
        arguments: [
            ("a\nb", "a\\nb"), ("a\r\nb", "a\\r\\nb"), ("tab\there", "tab\\there"), ("\u{1B}[31mred", "\\u{1B}[31mred"),
            ("nul\u{0}", "nul\\u{0}"), ("line\u{2028}sep", "line\\u{2028}sep"), ("caf\u{E9}", "caf\u{E9}"),
        ])
    func escapes(text: String, expected: String) {
        #expect(ErrorText.clip(text) == expected)
    }

    @Test("long text is cut to the limit with an ellipsis; a path keeps up to 240 characters")
    func cuts() {
        let long = String(repeating: "x", count: 10_000_000)
        #expect(ErrorText.clip(long) == String(repeating: "x", count: 80) + "…")
        #expect(ErrorText.clip(String(repeating: "y", count: 80)) == String(repeating: "y", count: 80))
        let path = "/" + String(repeating: "d", count: 200)
        #expect(ErrorText.path(path) == path)
        #expect(ErrorText.path(long).count == 241)
    }
}
