import Formats

/// Checks that a Chrome trace-event document is one Perfetto and chrome://tracing will show
/// as intended.
///
/// It reads the JSON Object Format (`{"traceEvents": [...]}`) or the bare JSON Array Format,
/// and checks what the viewers rely on: every event has a string `name` and `ph`, numeric
/// `pid` and `tid`, and (except metadata, "M") a numeric `ts`; complete events ("X") have a
/// non-negative `dur` and nest properly on each thread; counters ("C") carry exactly one
/// numeric series in `args`; flow events ("s", "t", "f") have an `id`, each flow starts once,
/// its steps and end come after its start and share its `cat` and `name` (viewers pair them by
/// all three), and each flow event lies inside a complete event on its thread, the slice the
/// viewer draws the arrow from or to (a zero-length slice at the same time counts). Events
/// are numbered from 0 in document order.
public enum ChromeTraceValidator {
    /// What a valid trace contains.
    public struct Report: Hashable, Sendable {
        /// All events.
        public var events = 0
        /// Complete events (ph "X").
        public var completeEvents = 0
        /// Counter events (ph "C").
        public var counters = 0
        /// Instant events (ph "i" or "I").
        public var instants = 0
        /// Metadata events (ph "M").
        public var metadata = 0
        /// The deepest stack of nested complete events on any thread (1 when none nest).
        public var maxDepth = 0
        /// Flows that start and end ("s" … "f").
        public var flows = 0

        /// A report with the given counts, for comparing against `validate`'s.
        public init(
            events: Int = 0, completeEvents: Int = 0, counters: Int = 0, instants: Int = 0,
            metadata: Int = 0, maxDepth: Int = 0, flows: Int = 0
        ) {
            self.events = events
            self.completeEvents = completeEvents
            self.counters = counters
            self.instants = instants
            self.metadata = metadata
            self.maxDepth = maxDepth
            self.flows = flows
        }
    }

    /// Why a trace is invalid, in one line naming the event.
    public struct ValidationError: Error, CustomStringConvertible, Sendable {
        /// The offending event's position in the event array; `nil` for document-level problems.
        public var eventIndex: Int?
        /// The whole one-line message.
        public var description: String
    }

    /// Slack for comparing microsecond times parsed from decimals: one nanosecond.
    static let slack = 0.001

    /// Validates the UTF-8 JSON text of a trace; throws `ValidationError` at the first problem.
    public static func validate(_ data: [UInt8]) throws -> Report {
        let root: JSONValue
        do {
            root = try JSONParser.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw ValidationError(eventIndex: nil, description: "invalid JSON: \(error)")
        }
        let events: [JSONValue]
        if case .array(let list) = root {
            events = list
        } else if let list = root["traceEvents"] {
            guard case .array(let items) = list else {
                throw ValidationError(
                    eventIndex: nil, description: "\"traceEvents\" is \(list.kindName), expected an array")
            }
            events = items
        } else {
            throw ValidationError(
                eventIndex: nil,
                description: "top level is \(root.kindName) without \"traceEvents\"; "
                    + "expected {\"traceEvents\": [...]} or an array of events")
        }

        var report = Report(events: events.count)
        var threads: [String: [Span]] = [:]
        var flowPoints: [FlowPoint] = []
        var flowStarts: [String: (index: Int, key: String, ts: Double)] = [:]
        var flowEnds = Set<String>()
        for (index, event) in events.enumerated() {
            let check = EventCheck(index: index, event: event)
            guard case .object = event else { throw check.failure("is \(event.kindName), expected an object") }
            let ph = try check.string("ph")
            _ = try check.string("name")
            let pid = try check.number("pid")
            let tid = try check.number("tid")
            if ph == "M" {
                report.metadata += 1
                continue
            }
            let ts = try check.number("ts")
            switch ph {
            case "X":
                let dur = try check.number("dur")
                guard dur >= 0 else { throw check.failure("has negative \"dur\" \(dur)") }
                report.completeEvents += 1
                threads["\(pid)/\(tid)", default: []].append(
                    Span(index: index, name: check.name, start: ts, end: ts + dur))
            case "C":
                guard case .object(let args)? = event["args"] else {
                    throw check.failure("is a counter without an \"args\" object")
                }
                guard args.count == 1 else {
                    throw check.failure("is a counter with \(args.count) args, expected exactly one series")
                }
                guard case .number = args[0].value else {
                    throw check.failure(
                        "is a counter whose arg \(JSONWriter.quoted(args[0].key)) is "
                            + "\(args[0].value.kindName), expected a number")
                }
                report.counters += 1
            case "i", "I":
                report.instants += 1
            case "s", "t", "f":
                let id: String
                switch event["id"] {
                case .number(let text)?: id = text
                case .string(let text)?: id = text
                default: throw check.failure("is a flow event without a numeric or string \"id\"")
                }
                let key = "\(event["cat"]?.string ?? "")/\(check.name)/\(id)"
                if ph == "s" {
                    if let first = flowStarts[id] {
                        throw check.failure("starts flow \(id) again (it started at event \(first.index))")
                    }
                    flowStarts[id] = (index, key, ts)
                } else {
                    guard let start = flowStarts[id] else {
                        throw check.failure("continues flow \(id) before any \"s\" event starts it")
                    }
                    guard start.key == key else {
                        throw check.failure(
                            "continues flow \(id) with another cat or name than its start (event \(start.index)); "
                                + "viewers pair flow events by cat, name and id")
                    }
                    guard ts >= start.ts - slack else {
                        throw check.failure(
                            "continues flow \(id) at \(micros(ts)), before it started at \(micros(start.ts))")
                    }
                    if ph == "f" {
                        guard flowEnds.insert(id).inserted else { throw check.failure("ends flow \(id) again") }
                        if let bp = event["bp"], bp.string != "e" {
                            throw check.failure(
                                "has \"bp\" \(bp.string.map { JSONWriter.quoted($0) } ?? bp.kindName), expected \"e\"")
                        }
                    }
                }
                flowPoints.append(FlowPoint(index: index, thread: "\(pid)/\(tid)", ts: ts))
            default:
                break
            }
        }

        for spans in threads.values {
            report.maxDepth = max(report.maxDepth, try nestingDepth(spans, events: events))
        }
        try checkBinding(flowPoints, threads: threads, events: events)
        report.flows = flowEnds.count
        return report
    }

    /// Validates a trace held as a string.
    public static func validate(_ json: String) throws -> Report {
        try validate(Array(json.utf8))
    }

    /// One complete event on a thread's timeline, in microseconds.
    private struct Span {
        var index: Int
        var name: String
        var start: Double
        var end: Double
    }

    /// The deepest nesting of one thread's complete events; throws at the first partial overlap.
    private static func nestingDepth(_ spans: [Span], events: [JSONValue]) throws -> Int {
        // Viewers order a thread's slices by start, longer first, and stack them.
        let ordered = spans.sorted { a, b in
            a.start != b.start ? a.start < b.start : a.end != b.end ? a.end > b.end : a.index < b.index
        }
        var open: [Span] = []
        var deepest = 0
        for span in ordered {
            while let top = open.last, span.start >= top.end - slack { open.removeLast() }
            if let parent = open.last, span.end > parent.end + slack {
                let check = EventCheck(index: span.index, event: events[span.index])
                throw check.failure(
                    "overlaps its parent \(JSONWriter.quoted(parent.name)) (event \(parent.index)): "
                        + "starts at \(micros(span.start)) inside it but ends at \(micros(span.end)), "
                        + "after the parent ends at \(micros(parent.end))")
            }
            open.append(span)
            deepest = max(deepest, open.count)
        }
        return deepest
    }

    /// A flow event's place, to find the slice it binds to.
    private struct FlowPoint {
        var index: Int
        var thread: String
        var ts: Double
    }

    /// Throws at the first flow event that no complete event on its thread encloses.
    private static func checkBinding(_ points: [FlowPoint], threads: [String: [Span]], events: [JSONValue]) throws {
        // Per thread: spans by start, and the latest end among each prefix; a span encloses
        // `ts` iff some span starting at or before it ends at or after it.
        var sorted: [String: (starts: [Double], reach: [Double])] = [:]
        for (thread, spans) in threads {
            let ordered = spans.sorted { $0.start < $1.start }
            var reach: [Double] = []
            reach.reserveCapacity(ordered.count)
            for span in ordered { reach.append(max(reach.last ?? -.infinity, span.end)) }
            sorted[thread] = (ordered.map(\.start), reach)
        }
        for point in points {
            var found = false
            if let lists = sorted[point.thread] {
                // The last span starting at or before the point.
                var low = 0
                var high = lists.starts.count
                while low < high {
                    let mid = (low + high) / 2
                    if lists.starts[mid] <= point.ts + slack { low = mid + 1 } else { high = mid }
                }
                found = low > 0 && lists.reach[low - 1] >= point.ts - slack
            }
            if !found {
                throw EventCheck(index: point.index, event: events[point.index])
                    .failure(
                        "lies outside every complete event on its thread at \(micros(point.ts)), so it binds to no slice"
                    )
            }
        }
    }

    private static func micros(_ value: Double) -> String {
        NumberText.fixed(value, decimals: 3) + " µs"
    }

    /// Reads one event's fields and words its errors as `event N (ph X, name "…"): problem`.
    private struct EventCheck {
        var index: Int
        var event: JSONValue

        var name: String { event["name"]?.string ?? "" }

        func failure(_ problem: String) -> ValidationError {
            let tags = [
                event["ph"]?.string.map { "ph \($0)" }, event["name"]?.string.map { "name \(JSONWriter.quoted($0))" },
            ]
            .compactMap { $0 }
            let label = tags.isEmpty ? "event \(index)" : "event \(index) (\(tags.joined(separator: ", ")))"
            return ValidationError(eventIndex: index, description: "\(label): \(problem)")
        }

        func string(_ key: String) throws -> String {
            guard let value = event[key] else { throw failure("has no \"\(key)\"") }
            guard let text = value.string else { throw failure("has \"\(key)\" \(value.kindName), expected a string") }
            return text
        }

        func number(_ key: String) throws -> Double {
            guard let value = event[key] else { throw failure("has no \"\(key)\"") }
            guard let number = value.double else {
                throw failure("has \"\(key)\" \(value.kindName), expected a number")
            }
            return number
        }
    }
}
