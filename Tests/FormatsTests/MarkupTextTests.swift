import Formats
import Testing

@Suite("MarkupText: the one escape for HTML and SVG")
struct MarkupTextTests {
    @Test("the five markup characters become references")
    func references() {
        #expect(MarkupText.escape(#"a & b < c > d "e" 'f'"#) == "a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;")
    }

    @Test("control characters XML forbids become ?, tab and line breaks stay")
    func controls() {
        #expect(MarkupText.escape("a\u{0}b\u{1B}c\u{1F}d") == "a?b?c?d")
        #expect(MarkupText.escape("a\tb\nc\rd") == "a\tb\nc\rd")
    }

    @Test("everything else passes unchanged, non-ASCII included")
    func passes() {
        #expect(MarkupText.escape("Frame profile — zoom ✓ 60 fps") == "Frame profile — zoom ✓ 60 fps")
        #expect(MarkupText.escape("") == "")
    }
}
