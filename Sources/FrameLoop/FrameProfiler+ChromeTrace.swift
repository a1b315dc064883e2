import Formats
extension FrameProfiler {
    /// The recorded frames as Chrome trace-event JSON, which Perfetto and chrome://tracing open.
    ///
    /// Each frame is a complete ("X") event with its phases nested inside on the same
    /// thread; counters ("C") at each frame start plot the frame interval and missed vsyncs;
    /// hitches are instant ("i") events. Timestamps are microseconds from the first frame's
    /// start, written exactly from the nanoseconds (at most three decimals), so rounding can
    /// never push a phase outside its frame. One event per line.
    public func chromeTraceJSON() -> String {
        let origin = frames.first?.start ?? 0
        func micros(_ ns: Int64) -> String { FixedPoint.exact(ns, scaleDigits: 3) }
        let thread = "\"pid\":1,\"tid\":1"

        var out = "{\"traceEvents\":[\n"
        out.reserveCapacity(64 + frames.count * 700)
        out += "{\"name\":\"process_name\",\"ph\":\"M\",\(thread),\"args\":{\"name\":\(JSONWriter.quoted("fling"))}},\n"
        out += "{\"name\":\"thread_name\",\"ph\":\"M\",\(thread),\"args\":{\"name\":\(JSONWriter.quoted("main"))}}"
        for frame in frames {
            let link = frame.link
            let ts = micros(frame.start - origin)
            out += ",\n{\"name\":\(JSONWriter.quoted("frame \(link.index)")),\"cat\":\"frame\",\"ph\":\"X\",\"ts\":\(ts),"
                + "\"dur\":\(micros(frame.duration)),\(thread),\"args\":{\"vsync\":\(link.vsync),\"missed\":\(link.missedVsyncs)}}"
            for phase in FramePhase.allCases {
                guard let span = frame[phase] else { continue }
                // Recording already keeps phases inside their frame; clamping keeps the trace valid regardless.
                let start = min(max(span.start, frame.start), frame.end)
                let end = max(min(span.end, frame.end), start)
                out += ",\n{\"name\":\(JSONWriter.quoted(phase.rawValue)),\"cat\":\"phase\",\"ph\":\"X\","
                    + "\"ts\":\(micros(start - origin)),\"dur\":\(micros(end - start)),\(thread)}"
            }
            if let interval = frame.interval {
                out += ",\n{\"name\":\"frame interval (ms)\",\"ph\":\"C\",\"ts\":\(ts),\(thread),"
                    + "\"args\":{\"ms\":\(FixedPoint.exact(interval, scaleDigits: 6))}}"
            }
            out += ",\n{\"name\":\"missed vsyncs\",\"ph\":\"C\",\"ts\":\(ts),\(thread),\"args\":{\"count\":\(link.missedVsyncs)}}"
            if frame.isHitch(period: framePeriod) {
                out += ",\n{\"name\":\"hitch\",\"cat\":\"hitch\",\"ph\":\"i\",\"s\":\"t\",\"ts\":\(ts),\(thread),"
                    + "\"args\":{\"hitch_ms\":\(FixedPoint.exact(frame.hitchTime(period: framePeriod), scaleDigits: 6))}}"
            }
        }
        return out + "\n],\"displayTimeUnit\":\"ms\"}\n"
    }
}
