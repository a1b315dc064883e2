import Foundation

/// When replay tests write golden files instead of comparing with them, chosen by one
/// environment variable, `FLING_RECORD`, as swift-snapshot-testing's record modes are:
///
/// - `missing` (the default): a golden that does not exist yet is written, and the test
///   fails once, saying so, so a new golden is never accepted unseen;
/// - `all`: every golden is written anew (after a change made on purpose), and every test
///   that wrote one fails, saying so;
/// - `never`: nothing is written; a missing golden is a failure.
///
/// When `CI` is set, the mode is always `never`: a build machine never writes goldens.
public enum RecordMode: String, Sendable, CaseIterable {
    case missing, all, never

    /// The mode `FLING_RECORD` and `CI` choose in this process.
    public static var current: RecordMode {
        mode(environment: ProcessInfo.processInfo.environment)
    }

    /// The mode an environment chooses; an unknown `FLING_RECORD` value is `never` (and
    /// `ReplayTest.check` fails, naming it).
    public static func mode(environment: [String: String]) -> RecordMode {
        if let ci = environment["CI"], !ci.isEmpty { return .never }
        guard let value = environment["FLING_RECORD"], !value.isEmpty else { return .missing }
        return RecordMode(rawValue: value.lowercased()) ?? .never
    }
}
