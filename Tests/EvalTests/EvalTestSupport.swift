import Eval
import Formats

/// Answers one `fling eval` request in process and parses the answer.
func evalAnswer(_ request: String) throws -> JSONValue {
    try JSONParser.parse(try Eval.run(request))
}

/// The one-line error `fling eval` gives for `request`, or nil when it answers.
func evalFailure(_ request: String) -> String? {
    do {
        _ = try Eval.run(request)
        return nil
    } catch {
        return error.message
    }
}
