import Formats
/// Checks that a Chrome trace-event document is one Perfetto and chrome://tracing will show
/// as intended.
///
/// It reads the JSON Object Format (`{"traceEvents": [...]}`) or the bare JSON Array Format,
/// and checks what the viewers rely on: every event has a string `name` and `ph`, numeric
/// `pid` and `tid`, and (except metadata, "M") a numeric `ts`; complete events ("X") have a
/// non-negative `dur` and nest properly on each thread; counters ("C") carry exactly one
/// numeric series in `args`. Events are numbered from 0 in document order.
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

        /// A report with the given counts, for comparing against `validate`'s.
        public init(events: Int = 0, completeEvents: Int = 0, counters: Int = 0, instants: Int = 0,
                    metadata: Int = 0, maxDepth: Int = 0) {
            self.events = events
            self.completeEvents = completeEvents
            self.counters = counters
            self.instants = instants
            self.metadata = metadata
            self.maxDepth = maxDepth
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
                throw ValidationError(eventIndex: nil, description: "\"traceEvents\" is \(list.kindName), expected an array")
            }
            events = items
        } else {
            throw ValidationError(eventIndex: nil, description: "top level is \(root.kindName) without \"traceEvents\"; "
                + "expected {\"traceEvents\": [...]} or an array of events")
        }

        var report = Report(events: events.count)
        var threads: [String: [Span]] = [:]
        for (index, event) in events.enumerated() {
            let check = EventCheck(index: index, event: event)
            guard case .object = event else { throw check.failure("is \(event.kindName), expected an object") }
            let ph = try check.string("ph")
            _ = try check.string("name")
            let pid = try check.number("pid"), tid = try check.number("tid")
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
                threads["\(pid)/\(tid)", default: []].append(Span(index: index, name: check.name, start: ts, end: ts + dur))
            case "C":
                guard case .object(let args)? = event["args"] else {
                    throw check.failure("is a counter without an \"args\" object")
                }
                guard args.count == 1 else {
                    throw check.failure("is a counter with \(args.count) args, expected exactly one series")
                }
                guard case .number = args[0].value else {
                    throw check.failure("is a counter whose arg \(JSONWriter.quoted(args[0].key)) is "
                        + "\(args[0].value.kindName), expected a number")
                }
                report.counters += 1
            case "i", "I":
                report.instants += 1
            default:
                break
            }
        }

        for spans in threads.values {
            report.maxDepth = max(report.maxDepth, try nestingDepth(spans, events: events))
        }
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
                throw check.failure("overlaps its parent \(JSONWriter.quoted(parent.name)) (event \(parent.index)): "
                    + "starts at \(micros(span.start)) inside it but ends at \(micros(span.end)), "
                    + "after the parent ends at \(micros(parent.end))")
            }
            open.append(span)
            deepest = max(deepest, open.count)
        }
        return deepest
    }

    private static func micros(_ value: Double) -> String {
        FixedPoint.format(value, decimals: 3) + " µs"
    }

    /// Reads one event's fields and words its errors as `event N (ph X, name "…"): problem`.
    private struct EventCheck {
        var index: Int
        var event: JSONValue

        var name: String { event["name"]?.string ?? "" }

        func failure(_ problem: String) -> ValidationError {
            let tags = [event["ph"]?.string.map { "ph \($0)" }, event["name"]?.string.map { "name \(JSONWriter.quoted($0))" }]
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
            guard let number = value.double else { throw failure("has \"\(key)\" \(value.kindName), expected a number") }
            return number
        }
    }
}
