import Formats
import Time

extension FrameProfiler {
    /// The recorded frames as Chrome trace-event JSON, which Perfetto and chrome://tracing open.
    ///
    /// Each frame is a complete ("X") event with its phases nested inside on the `main`
    /// thread, its label and class (when known) in its args; counters ("C") at each frame
    /// start plot the frame interval, missed vsyncs, layers drawn, animations running and
    /// the damaged area; hitches are instant ("i") events. Each input event is a zero-length
    /// slice on an `input` thread at the event's time, with a flow ("s" there, "f" bound to
    /// the frame's slice) to the frame that delivered it. Timestamps are microseconds from
    /// the first frame's start, written exactly from the nanoseconds (at most three
    /// decimals), so rounding can never push a phase outside its frame. One event per line.
    public func chromeTraceJSON() -> String {
        func exactly(_ span: FrameTime, in unit: FrameTime.Unit) -> String {
            NumberText.exact(span.nanoseconds, scaleDigits: unit.decimalExponent)
        }
        func micros(_ span: FrameTime) -> String { exactly(span, in: .microseconds) }
        let thread = "\"pid\":1,\"tid\":1"
        let inputThread = "\"pid\":1,\"tid\":2"

        var out = "{\"traceEvents\":[\n"
        out.reserveCapacity(64 + frames.count * 1100 + inputs.count * 260)
        out += "{\"name\":\"process_name\",\"ph\":\"M\",\(thread),\"args\":{\"name\":\(JSONWriter.quoted("fling"))}},\n"
        out += "{\"name\":\"thread_name\",\"ph\":\"M\",\(thread),\"args\":{\"name\":\(JSONWriter.quoted("main"))}}"
        if !inputs.isEmpty {
            out +=
                ",\n{\"name\":\"thread_name\",\"ph\":\"M\",\(inputThread),\"args\":{\"name\":\(JSONWriter.quoted("input"))}}"
        }
        var nextInput = 0
        let origin = frames.first?.start ?? MonotonicInstant(nanoseconds: 0)
        for (position, frame) in frames.enumerated() {
            let link = frame.link
            let ts = micros(frame.start - origin)
            let note = annotation(at: position)
            var args = "\"vsync\":\(link.vsync),\"missed\":\(link.missedVsyncs)"
            if let label = note.label { args += ",\"label\":\(JSONWriter.quoted(label))" }
            if let frameClass = note.frameClass { args += ",\"class\":\(JSONWriter.quoted(frameClass))" }

            // The frame's inputs first, on their own thread: a zero-length slice at the
            // event's time, and a flow starting there.
            var flows: [Int] = []
            while nextInput < inputs.count, inputs[nextInput].frame <= position {
                let input = inputs[nextInput]
                if input.frame == position {
                    let at = micros(max(input.time, origin) - origin)
                    out +=
                        ",\n{\"name\":\(JSONWriter.quoted(input.name)),\"cat\":\"input\",\"ph\":\"X\",\"ts\":\(at),\"dur\":0,"
                        + "\(inputThread),\"args\":{\"frame\":\(link.index)}}"
                    out +=
                        ",\n{\"name\":\"input to frame\",\"cat\":\"input\",\"ph\":\"s\",\"id\":\(nextInput + 1),\"ts\":\(at),\(inputThread)}"
                    flows.append(nextInput + 1)
                }
                nextInput += 1
            }

            out +=
                ",\n{\"name\":\(JSONWriter.quoted("frame \(link.index)")),\"cat\":\"frame\",\"ph\":\"X\",\"ts\":\(ts),"
                + "\"dur\":\(micros(frame.duration)),\(thread),\"args\":{\(args)}}"
            // Flow ends come right after the frame's slice and before its phases (which
            // start at the same time), bound to the enclosing slice: the frame.
            for id in flows {
                out +=
                    ",\n{\"name\":\"input to frame\",\"cat\":\"input\",\"ph\":\"f\",\"bp\":\"e\",\"id\":\(id),\"ts\":\(ts),\(thread)}"
            }
            for phase in FramePhase.allCases {
                guard let span = frame[phase] else { continue }
                // Recording already keeps phases inside their frame; clamping keeps the trace valid regardless.
                let start = min(max(span.start, frame.start), frame.end)
                let end = max(min(span.end, frame.end), start)
                out +=
                    ",\n{\"name\":\(JSONWriter.quoted(phase.rawValue)),\"cat\":\"phase\",\"ph\":\"X\","
                    + "\"ts\":\(micros(start - origin)),\"dur\":\(micros(end - start)),\(thread)}"
            }
            if let interval = frame.interval {
                out +=
                    ",\n{\"name\":\"frame interval (ms)\",\"ph\":\"C\",\"ts\":\(ts),\(thread),"
                    + "\"args\":{\"ms\":\(exactly(interval, in: .milliseconds))}}"
            }
            out +=
                ",\n{\"name\":\"missed vsyncs\",\"ph\":\"C\",\"ts\":\(ts),\(thread),\"args\":{\"count\":\(link.missedVsyncs)}}"
            let counters = frame.counters
            out +=
                ",\n{\"name\":\"layers drawn\",\"ph\":\"C\",\"ts\":\(ts),\(thread),\"args\":{\"count\":\(counters.layersDrawn)}}"
            out +=
                ",\n{\"name\":\"animations running\",\"ph\":\"C\",\"ts\":\(ts),\(thread),\"args\":{\"count\":\(counters.animationsRunning)}}"
            out +=
                ",\n{\"name\":\"damaged area (px)\",\"ph\":\"C\",\"ts\":\(ts),\(thread),\"args\":{\"pixels\":\(counters.damagedPixels)}}"
            if frame.isHitch(period: framePeriod) {
                out +=
                    ",\n{\"name\":\"hitch\",\"cat\":\"hitch\",\"ph\":\"i\",\"s\":\"t\",\"ts\":\(ts),\(thread),"
                    + "\"args\":{\"hitch_ms\":\(exactly(frame.hitchTime(period: framePeriod), in: .milliseconds))}}"
            }
        }
        return out + "\n],\"displayTimeUnit\":\"ms\"}\n"
    }
}
