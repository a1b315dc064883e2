import Formats
import Gestures
import Input
import Motion

/// `{"velocity": {"strategy": S, "events": [{"t_ns": T, "x": X, "y": Y}…], "now_ns": N}}`: a
/// pointer's velocity from timestamped positions, by a `VelocityTracker` strategy.
///
/// No events answer zero, as Flutter's and Android's trackers do for a pointer with no
/// history (and as one event does).
enum VelocityRequest {
    /// Times are limited so that no difference between two of them overflows: ±4·10¹⁸ ns
    /// (about ±126 years), whose widest difference, 8·10¹⁸, is below `Int64.max`. (±2⁶²
    /// allowed a difference of exactly 2⁶³, which wrapped to `Int64.min`.)
    static let timeRange: ClosedRange<Int64> = -4_000_000_000_000_000_000...4_000_000_000_000_000_000

    /// Positions are limited so that squares of their differences stay finite in the fits.
    static let positionRange: ClosedRange<Double> = -1e9...1e9

    static func answer(_ request: JSONValue) throws(InputError) -> JSONValue {
        let f = FieldReader()
        try f.allow(["velocity"], in: request)
        let spec = try f.object("velocity", in: request)
        let prefix = "velocity."
        try f.allow(["strategy", "events", "now_ns"], in: spec, prefix: prefix)
        var strategy = VelocityStrategy.default
        if spec["strategy"] != nil {
            let name = try f.string("strategy", in: spec, prefix: prefix)
            guard let named = VelocityStrategy(name: name) else {
                throw InputError(
                    field: prefix + "strategy",
                    message:
                        "is \"\(ErrorText.clip(name))\", not one of \(VelocityStrategy.names.joined(separator: ", "))")
            }
            strategy = named
        }
        let eventsValue = try f.value("events", in: spec, prefix: prefix)
        guard case let .array(events) = eventsValue else {
            throw InputError(
                field: prefix + "events",
                message: "must be an array of {\"t_ns\", \"x\", \"y\"} objects, not \(eventsValue.kindName)")
        }
        var tracker = VelocityTracker(strategy: strategy)
        var rejected: [JSONValue] = []
        var newest = Int64.min
        for (index, event) in events.enumerated() {
            let at = "\(prefix)events[\(index)]"
            guard case .object = event else {
                throw InputError(
                    field: at, message: "must be an object {\"t_ns\", \"x\", \"y\"}, not \(event.kindName)")
            }
            try f.allow(["t_ns", "x", "y"], in: event, prefix: at + ".")
            let time = try f.int("t_ns", in: event, prefix: at + ".", range: timeRange)
            let position = Point(
                x: try f.double("x", in: event, prefix: at + ".", range: positionRange),
                y: try f.double("y", in: event, prefix: at + ".", range: positionRange))
            if tracker.add(time: .nanoseconds(time), position: position) {
                newest = time
            } else {
                rejected.append(.number(String(index)))
            }
        }
        var now = newest
        if spec["now_ns"] != nil {
            now = try f.int("now_ns", in: spec, prefix: prefix, range: timeRange)
            guard now >= newest else {
                throw InputError(
                    field: prefix + "now_ns", message: "is \(now), earlier than the newest event (\(newest))")
            }
        }
        let velocity = tracker.velocity(at: .nanoseconds(now))
        var members: [(key: String, value: JSONValue)] = [("vx", .double(velocity.x)), ("vy", .double(velocity.y))]
        if !rejected.isEmpty { members.append(("rejected", .array(rejected))) }
        return .object(members)
    }
}
