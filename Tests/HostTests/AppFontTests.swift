import Testing

@testable import Host

@Suite("The app's font")
struct AppFontTests {
    @Test("DejaVu Sans loads on this machine (fonts-dejavu-core is a build package)")
    func loads() {
        #expect(AppFont.loadProblem == nil)
        #expect(AppFont.trueType() != nil)
    }

    @Test("a font that cannot load is one warning line, and a reason")
    func missingFont() throws {
        var lines: [String] = []
        let problem = try #require(AppFont.problem(loading: "/nonexistent/font.ttf") { lines.append($0) })
        #expect(problem.contains("/nonexistent/font.ttf"))
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasPrefix("fling: warning: ") == true
                && lines.first?.hasSuffix("bitmap font instead\n") == true)
        #expect(lines.first?.dropLast().contains("\n") == false)
    }
}
