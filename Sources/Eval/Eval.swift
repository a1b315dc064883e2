import Formats
import Motion

/// `fling eval`: answers JSON requests about springs, curves, decay, rubber-banding and
/// UIKit velocities, so motion can be tuned, plotted and tested from any language.
///
/// The request shapes are documented in docs/eval.md.
public enum Eval {
    /// Answers `text`: one request object, or an array of them answered in order.
    /// Returns the answer's JSON text (one line).
    public static func run(_ text: String) throws(InputError) -> String {
        let request: JSONValue
        do {
            request = try JSONParser.parse(text)
        } catch {
            throw InputError("invalid JSON: \(error)")
        }
        if case let .array(requests) = request {
            var answers: [JSONValue] = []
            for (index, request) in requests.enumerated() {
                do {
                    answers.append(try answer(request))
                } catch {
                    throw InputError("request \(index): \(error)")
                }
            }
            return JSONWriter.string(.array(answers))
        }
        do {
            return JSONWriter.string(try answer(request))
        } catch {
            throw InputError(error.description)
        }
    }

    /// The kinds of request, by their distinguishing key.
    static let kinds = ["spring", "curve", "decay", "rubberband", "uikitVelocity", "scenario", "velocity"]

    /// Answers one request object.
    public static func answer(_ request: JSONValue) throws(InputError) -> JSONValue {
        guard case let .object(members) = request else {
            throw InputError(field: "(request)", message: "must be an object, not \(request.kindName)")
        }
        let present = kinds.filter { request[$0] != nil }
        guard present.count == 1 else {
            let keys = members.map(\.key).joined(separator: ", ")
            throw InputError(
                field: "(request)",
                message: present.isEmpty
                    ? "has none of \(kinds.joined(separator: ", ")) (it has: \(keys.isEmpty ? "nothing" : ErrorText.clip(keys)))"
                    : "has more than one kind: \(present.joined(separator: ", "))")
        }
        switch present[0] {
        case "spring": return try SpringRequest.answer(request)
        case "curve": return try CurveRequest.answer(request)
        case "decay": return try DecayRequest.answer(request)
        case "rubberband": return try RubberBandRequest.answer(request)
        case "scenario": return try ScenarioRequest.answer(request)
        case "velocity": return try VelocityRequest.answer(request)
        default: return try UIKitVelocityRequest.answer(request)
        }
    }

    /// A `samples` array of time, value and velocity.
    static func samples(_ times: [Double], _ evaluate: (Double) -> (value: Double, velocity: Double)) -> JSONValue {
        .array(
            times.map { time in
                let sample = evaluate(time)
                return .object([
                    ("time", .double(time)), ("value", .double(sample.value)), ("velocity", .double(sample.velocity)),
                ])
            })
    }
}

/// A request `fling eval` cannot answer: an `InputError`, one line.
@available(*, deprecated, renamed: "InputError")
public typealias EvalError = InputError
