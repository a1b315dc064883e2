import Formats
import ProfilerTestSupport
import Testing
import Time

@testable import Profiler

@Test func exportedTraceValidatesWithTheExpectedEvents() throws {
    let json = ProfileFixture.tenFramesWithOneHitch().chromeTraceJSON()
    let report = try ChromeTraceValidator.validate(json)

    // 2 metadata + 10 frames + 40 phases + 9 interval counters and 10 each of missed vsyncs,
    // layers drawn, animations running and damaged area + 1 hitch.
    #expect(
        report
            == ChromeTraceValidator.Report(
                events: 102, completeEvents: 50, counters: 49, instants: 1,
                metadata: 2, maxDepth: 2))
    #expect(json.hasPrefix("{\"traceEvents\":["))
    #expect(json.hasSuffix("],\"displayTimeUnit\":\"ms\"}\n"))
}

@Test func exportedEventsCarryTheFrameData() throws {
    let events = try traceEvents(ProfileFixture.tenFramesWithOneHitch().chromeTraceJSON())
    let names = events.compactMap { $0["name"]?.string }
    #expect(names.prefix(2) == ["process_name", "thread_name"])
    #expect(events[0]["args"]?["name"]?.string == "fling")
    #expect(events[1]["args"]?["name"]?.string == "main")

    let frame5 = try #require(events.first { $0["name"]?.string == "frame 5" })
    #expect(frame5["ph"]?.string == "X" && frame5["cat"]?.string == "frame")
    #expect(frame5["ts"]?.double == 116_666.669)
    #expect(frame5["dur"]?.double == 9_000)
    #expect(frame5["args"]?["vsync"]?.double == 7 && frame5["args"]?["missed"]?.double == 2)

    let hitch = try #require(events.first { $0["ph"]?.string == "i" })
    #expect(hitch["name"]?.string == "hitch" && hitch["s"]?.string == "t" && hitch["ts"]?.double == 116_666.669)

    let intervals = events.filter { $0["name"]?.string == "frame interval (ms)" }.compactMap {
        $0["args"]?["ms"]?.double
    }
    #expect(intervals == Array(repeating: 16.666667, count: 4) + [50.000001] + Array(repeating: 16.666667, count: 4))
    let missed = events.filter { $0["name"]?.string == "missed vsyncs" }.compactMap { $0["args"]?["count"]?.double }
    #expect(missed == [0, 0, 0, 0, 0, 2, 0, 0, 0, 0])
}

@Test func phaseTimesStayInsideTheirFrameToTheNanosecond() throws {
    // Odd nanoseconds ten minutes into a run, where microsecond decimals would round badly.
    let origin = MonotonicInstant(nanoseconds: 5_000_000_000_123)
    let profiler = FrameProfiler(framePeriod: .nanoseconds(8_333_333))
    var now = origin
    for index in 0..<3 {
        let frame = DisplayLinkFrame(
            index: index, vsync: Int64(index), timestamp: .zero, targetTimestamp: .zero,
            duration: .nanoseconds(8_333_333), missedVsyncs: 0)
        if index == 2 { now += .nanoseconds(600_000_000_001) }
        profiler.beginFrame(frame, at: now)
        for phase in FramePhase.allCases {
            profiler.beginPhase(phase, at: now)
            now += .nanoseconds(1_234_567 + Int64(index) * 7)
            profiler.endPhase(phase, at: now)
        }
        profiler.endFrame(at: now)
        now += .nanoseconds(3)
    }
    let json = profiler.chromeTraceJSON()
    #expect(try ChromeTraceValidator.validate(json).maxDepth == 2)

    func nanoseconds(_ micros: Double?) -> Int64 { Int64((micros! * 1000).rounded()) }
    var parent: (start: Int64, end: Int64)?
    var checked = 0
    for event in try traceEvents(json) where event["ph"]?.string == "X" {
        let start = nanoseconds(event["ts"]?.double)
        let end = start + nanoseconds(event["dur"]?.double)
        if event["cat"]?.string == "frame" {
            parent = (start, end)
        } else {
            let frame = try #require(parent)
            #expect(start >= frame.start && end <= frame.end)
            checked += 1
        }
    }
    #expect(checked == 12)
    let last = profiler.frames[2]
    #expect(
        json.contains(
            "\"name\":\"frame 2\",\"cat\":\"frame\",\"ph\":\"X\",\"ts\":\(NumberText.exact((last.start - origin).nanoseconds, scaleDigits: 3))"
        ))
    #expect(NumberText.exact((last.start - origin).nanoseconds, scaleDigits: 3) == "600009876.571")
}

// The numbers' formatter is Formats' NumberText (FormatsTests/NumberTextTests).
@Test func stringsAreWrittenDeterministically() throws {
    let tricky = "a\"b\\c\nd\u{1}e\u{7F}é😀"
    let quoted = JSONWriter.quoted(tricky)
    #expect(quoted == "\"a\\\"b\\\\c\\nd\\u0001e\\u007fé😀\"")
    #expect(try JSONParser.parse(quoted).string == tricky)
    #expect(try JSONParser.parse("\"\\ud83d\\ude00\\u00e9\"").string == "😀é")
}

/// The trace's events, parsed.
func traceEvents(_ json: String) throws -> [JSONValue] {
    guard case .array(let events)? = try JSONParser.parse(json)["traceEvents"] else {
        Issue.record("no traceEvents array")
        return []
    }
    return events
}
