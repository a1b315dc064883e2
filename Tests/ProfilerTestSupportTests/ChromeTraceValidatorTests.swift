import ProfilerTestSupport
import Testing

private let thread = "\"pid\":1,\"tid\":1"

@Test func acceptsBothTraceFormatsAndProperNesting() throws {
    let events = """
        {"name":"process_name","ph":"M",\(thread),"args":{"name":"fling"}},
        {"name":"frame 0","ph":"X","ts":0,"dur":100,\(thread)},
        {"name":"events","ph":"X","ts":0,"dur":40,\(thread)},
        {"name":"inner","ph":"X","ts":10,"dur":30,\(thread)},
        {"name":"render","ph":"X","ts":40,"dur":60.0005,\(thread)},
        {"name":"frame 1","ph":"X","ts":100,"dur":100,\(thread)},
        {"name":"other thread","ph":"X","ts":50,"dur":100,"pid":1,"tid":2},
        {"name":"fps","ph":"C","ts":0,\(thread),"args":{"value":60}},
        {"name":"hitch","ph":"i","s":"t","ts":0,\(thread)}
        """
    let expected = ChromeTraceValidator.Report(
        events: 9, completeEvents: 6, counters: 1, instants: 1, metadata: 1,
        maxDepth: 3)
    #expect(try ChromeTraceValidator.validate("{\"traceEvents\":[\(events)]}") == expected)
    #expect(try ChromeTraceValidator.validate(Array("[\(events)]".utf8)) == expected)
}

@Test(arguments: [
    (
        """
        {"traceEvents":[{"name":"process_name","ph":"M",\(thread),"args":{"name":"fling"}},
        {"name":"frame 0","ph":"X","ts":0,\(thread)}]}
        """,
        "event 1 (ph X, name \"frame 0\"): has no \"dur\""
    ),
    (
        """
        [{"name":"frame 3","ph":"X","ts":0,"dur":100,\(thread)},
         {"name":"render","ph":"X","ts":50,"dur":60,\(thread)}]
        """,
        "event 1 (ph X, name \"render\"): overlaps its parent \"frame 3\" (event 0): starts at 50.000 µs inside it "
            + "but ends at 110.000 µs, after the parent ends at 100.000 µs"
    ),
    (
        """
        [{"name":"frame 0","ph":"X","ts":0,"dur":100,\(thread)},
         {"name":"frame 1","ph":"X","ts":90,"dur":100,\(thread)}]
        """,
        "event 1 (ph X, name \"frame 1\"): overlaps its parent \"frame 0\""
    ),
    (
        "[{\"name\":\"c\",\"ph\":\"C\",\"ts\":0,\(thread),\"args\":{\"a\":1,\"b\":2}}]",
        "event 0 (ph C, name \"c\"): is a counter with 2 args, expected exactly one series"
    ),
    (
        "[{\"name\":\"c\",\"ph\":\"C\",\"ts\":0,\(thread),\"args\":{\"ms\":\"16.7\"}}]",
        "event 0 (ph C, name \"c\"): is a counter whose arg \"ms\" is a string, expected a number"
    ),
    (
        "[{\"name\":\"c\",\"ph\":\"C\",\"ts\":0,\(thread)}]",
        "event 0 (ph C, name \"c\"): is a counter without an \"args\" object"
    ),
    (
        "[{\"name\":\"x\",\"ph\":\"X\",\"ts\":0,\"dur\":-1,\(thread)}]",
        "event 0 (ph X, name \"x\"): has negative \"dur\""
    ),
    (
        "[{\"name\":\"x\",\"ph\":\"X\",\"ts\":\"0\",\"dur\":1,\(thread)}]",
        "event 0 (ph X, name \"x\"): has \"ts\" a string, expected a number"
    ),
    (
        "[{\"name\":\"x\",\"ph\":\"B\",\"ts\":0,\"pid\":1}]",
        "event 0 (ph B, name \"x\"): has no \"tid\""
    ),
    ("[{\"ph\":\"X\",\"ts\":0,\"dur\":1,\(thread)}]", "event 0 (ph X): has no \"name\""),
    ("[3]", "event 0: is a number, expected an object"),
    ("{\"traceEvents\":[{\"name\":", "invalid JSON: unexpected end of input, expected a value (line 1, column 25)"),
    ("not json", "invalid JSON: invalid literal, expected null (line 1, column 2)"),
    ("[{\"name\":\"x\",}]", "invalid JSON: expected a string key (line 1, column 14)"),
    ("{\"events\":[]}", "top level is an object without \"traceEvents\""),
])
func rejectsWithAOneLineMessageNamingTheEvent(json: String, message: String) {
    do {
        let report = try ChromeTraceValidator.validate(json)
        Issue.record("accepted: \(report)")
    } catch {
        let text = String(describing: error)
        #expect(text.hasPrefix(message))
        #expect(!text.contains("\n"))
    }
}

@Test func deepGarbageIsRejectedWithoutExhaustingTheStack() {
    let json = String(repeating: "[", count: 100_000)
    #expect(throws: ChromeTraceValidator.ValidationError.self) { try ChromeTraceValidator.validate(json) }
}
