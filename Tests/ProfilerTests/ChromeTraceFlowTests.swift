import Formats
import ProfilerTestSupport
import Testing
import Time

@testable import Profiler

private let thread = "\"pid\":1,\"tid\":1"
private let input = "\"pid\":1,\"tid\":2"

/// Three frames 10 ms apart; frame 1 delivers two pointer events from 4 and 1 ms before it
/// began, frame 2 one event stamped after it began (read during its events phase).
private func profilerWithInputs() -> FrameProfiler {
    let profiler = FrameProfiler(framePeriod: .milliseconds(10))
    let ms = FrameTime.milliseconds(1)
    for index in 0..<3 {
        let start = MonotonicInstant(nanoseconds: 0) + 1_000 * ms + Int64(index) * 10 * ms
        profiler.beginFrame(
            DisplayLinkFrame(
                index: index, vsync: Int64(index), timestamp: .zero, targetTimestamp: .zero,
                duration: 10 * ms, missedVsyncs: 0), at: start)
        profiler.beginPhase(.events, at: start)
        if index == 1 {
            profiler.recordInput("pointerDown", at: start - 4 * ms)
            profiler.recordInput("pointerMove", at: start - ms)
        }
        if index == 2 { profiler.recordInput("pointerUp", at: start + .microseconds(500)) }
        profiler.endPhase(.events, at: start + ms)
        profiler.beginPhase(.render, at: start + ms)
        profiler.endPhase(.render, at: start + 3 * ms)
        profiler.setCounters(
            FrameCounters(layersDrawn: index * 2, animationsRunning: 3 - index, damagedPixels: index * 1000))
        profiler.endFrame(at: start + 3 * ms)
    }
    return profiler
}

@Test func countersPlotWhatEachFrameDid() throws {
    let events = try traceEvents(profilerWithInputs().chromeTraceJSON())
    func series(_ name: String, _ key: String) -> [Double] {
        events.filter { $0["name"]?.string == name && $0["ph"]?.string == "C" }.compactMap { $0["args"]?[key]?.double }
    }
    #expect(series("layers drawn", "count") == [0, 2, 4])
    #expect(series("animations running", "count") == [3, 2, 1])
    #expect(series("damaged area (px)", "pixels") == [0, 1000, 2000])
    // Counters sit at their frame's start.
    let starts = events.filter { $0["cat"]?.string == "frame" }.compactMap { $0["ts"]?.double }
    #expect(events.filter { $0["name"]?.string == "layers drawn" }.compactMap { $0["ts"]?.double } == starts)
}

@Test func flowsRunFromEachInputToTheFrameThatDeliveredIt() throws {
    let json = profilerWithInputs().chromeTraceJSON()
    let report = try ChromeTraceValidator.validate(json)
    #expect(report.flows == 3)
    #expect(report.metadata == 3, "process, main and input thread names")
    let events = try traceEvents(json)
    #expect(
        events.contains {
            $0["name"]?.string == "thread_name" && $0["args"]?["name"]?.string == "input" && $0["tid"]?.double == 2
        })

    let slices = events.filter { $0["cat"]?.string == "input" && $0["ph"]?.string == "X" }
    #expect(slices.map { $0["name"]?.string } == ["pointerDown", "pointerMove", "pointerUp"])
    #expect(slices.map { $0["tid"]?.double } == [2, 2, 2])
    // µs from the first frame: 10 ms − 4 ms, 10 ms − 1 ms, and the late stamp clamped to frame 2's start.
    #expect(slices.map { $0["ts"]?.double } == [6_000, 9_000, 20_000])
    #expect(slices.map { $0["args"]?["frame"]?.double } == [1, 1, 2])

    let starts = events.filter { $0["ph"]?.string == "s" }
    let ends = events.filter { $0["ph"]?.string == "f" }
    #expect(starts.map { $0["id"]?.double } == [1, 2, 3] && ends.map { $0["id"]?.double } == [1, 2, 3])
    #expect(starts.map { $0["ts"]?.double } == [6_000, 9_000, 20_000])
    #expect(ends.map { $0["ts"]?.double } == [10_000, 10_000, 20_000], "at the frame's start, bound to its slice")
    #expect(ends.allSatisfy { $0["bp"]?.string == "e" && $0["tid"]?.double == 1 })
    // A flow end comes right after its frame's slice, before the phases that start with it.
    let frame1 = events.firstIndex { $0["name"]?.string == "frame 1" }!
    #expect(events[frame1 + 1]["ph"]?.string == "f" && events[frame1 + 2]["ph"]?.string == "f")
}

@Test func aReplayOnTheVirtualClockStartsItsFlowsAtTheFrame() throws {
    let profiler = FrameProfiler(framePeriod: .milliseconds(10))
    profiler.beginFrame(
        DisplayLinkFrame(
            index: 0, vsync: 0, timestamp: .zero, targetTimestamp: .zero,
            duration: .milliseconds(10), missedVsyncs: 0), at: MonotonicInstant(nanoseconds: 500))
    profiler.recordInput("key", at: nil)
    profiler.endFrame(at: MonotonicInstant(nanoseconds: 900))
    #expect(profiler.inputs == [ProfiledInput(frame: 0, time: MonotonicInstant(nanoseconds: 500), name: "key")])
    #expect(try ChromeTraceValidator.validate(profiler.chromeTraceJSON()).flows == 1)
}

@Test("every frame's args carry its class; a frame the scene did not label has no label arg")
func framesCarryTheirClassAndNoEmptyLabel() throws {
    let events = try traceEvents(profilerWithInputs().chromeTraceJSON())
    let frames = events.filter { $0["cat"]?.string == "frame" }
    #expect(frames.count == 3)
    #expect(frames.first?["args"]?["class"]?.string == "warm-up")
    #expect(frames.allSatisfy { $0["args"]?["class"]?.string != nil })
    #expect(frames.allSatisfy { $0["args"]?["label"] == nil })
}

@Test(arguments: [
    (
        """
        [{"name":"f","ph":"X","ts":0,"dur":10,\(thread)},
         {"name":"go","cat":"input","ph":"f","bp":"e","id":7,"ts":5,\(thread)}]
        """,
        "event 1 (ph f, name \"go\"): continues flow 7 before any \"s\" event starts it"
    ),
    (
        """
        [{"name":"in","ph":"X","ts":0,"dur":0,\(input)},
         {"name":"go","cat":"input","ph":"s","id":1,"ts":0,\(input)},
         {"name":"go","cat":"input","ph":"s","id":1,"ts":0,\(input)}]
        """,
        "event 2 (ph s, name \"go\"): starts flow 1 again (it started at event 1)"
    ),
    (
        """
        [{"name":"in","ph":"X","ts":0,"dur":0,\(input)},
         {"name":"go","cat":"input","ph":"s","id":1,"ts":0,\(input)},
         {"name":"f","ph":"X","ts":0,"dur":10,\(thread)},
         {"name":"other","cat":"input","ph":"f","bp":"e","id":1,"ts":5,\(thread)}]
        """,
        "event 3 (ph f, name \"other\"): continues flow 1 with another cat or name than its start (event 1); "
            + "viewers pair flow events by cat, name and id"
    ),
    (
        """
        [{"name":"go","cat":"input","ph":"s","id":1,"ts":3,\(input)}]
        """,
        "event 0 (ph s, name \"go\"): lies outside every complete event on its thread at 3.000 µs, so it binds to no slice"
    ),
    (
        """
        [{"name":"in","ph":"X","ts":20,"dur":0,\(input)},
         {"name":"go","cat":"input","ph":"s","id":1,"ts":20,\(input)},
         {"name":"f","ph":"X","ts":0,"dur":10,\(thread)},
         {"name":"go","cat":"input","ph":"f","bp":"e","id":1,"ts":5,\(thread)}]
        """,
        "event 3 (ph f, name \"go\"): continues flow 1 at 5.000 µs, before it started at 20.000 µs"
    ),
    (
        """
        [{"name":"in","ph":"X","ts":0,"dur":0,\(input)},
         {"name":"go","cat":"input","ph":"s","ts":0,\(input)}]
        """,
        "event 1 (ph s, name \"go\"): is a flow event without a numeric or string \"id\""
    ),
    (
        """
        [{"name":"in","ph":"X","ts":0,"dur":0,\(input)},
         {"name":"go","cat":"input","ph":"s","id":"0x1","ts":0,\(input)},
         {"name":"f","ph":"X","ts":0,"dur":10,\(thread)},
         {"name":"go","cat":"input","ph":"f","bp":"x","id":"0x1","ts":5,\(thread)}]
        """,
        "event 3 (ph f, name \"go\"): has \"bp\" \"x\", expected \"e\""
    ),
])
func rejectsBrokenFlows(json: String, message: String) {
    #expect(throws: ChromeTraceValidator.ValidationError.self) { try ChromeTraceValidator.validate(json) }
    do {
        _ = try ChromeTraceValidator.validate(json)
    } catch {
        #expect("\(error)" == message)
    }
}
