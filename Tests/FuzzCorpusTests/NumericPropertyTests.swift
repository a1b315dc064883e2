import FuzzTargets
import Testing

/// Any double in any numeric field of any reader gives a result or a one-line error: never a
/// trap, a hang or an allocation out of proportion (issue 14).
@Suite struct NumericPropertyTests {
    @Test("any double gives a result or a one-line error", arguments: NumericFields.all)
    func anyDouble(_ field: NumericField) async throws {
        var results = 0
        try await FuzzFiles.withScratch { scratch in
            for value in AnyDouble.values(field.range, seed: field.seed)
            where KnownNumericCrashes.problem(field, value) == nil {
                let outcome = field.target.run(field.input(value), scratch: scratch)
                if outcome == .result { results += 1 }
                expectResultOrOneLine(outcome, input: "\(field) = \(value)")
            }
        }
        // A template that never reads would make the property say nothing.
        #expect(results > 0, "\(field): no value gave a result; the template is wrong")
    }

    /// Values that still crash run in a child process, marked as known until fixed; then this
    /// test fails, asking for the entry to be removed from `KnownNumericCrashes`.
    @Test(
        "known numeric crashes still crash (remove an entry when its fix lands)",
        arguments: KnownNumericCrashes.all.filter { $0.crashes }.map(\.example))
    func knownCrash(_ example: KnownNumericCrashes.Example) async throws {
        let field = NumericFields.all.first { $0.target == example.target && $0.name == example.field }!
        let input = field.input(example.value)
        let target = field.target
        try await FuzzFiles.withScratch { scratch in
            await withKnownIssue(Comment(rawValue: "\(field) = \(example.value): \(example.problem)")) {
                await #expect(processExitsWith: .success) {
                    [target = target as FuzzTarget, input = input as [UInt8], scratch = scratch as String] in
                    _ = target.run(input, scratch: scratch)
                }
            }
        }
    }
}

/// Numbers that still crash, hang or exhaust a reader, found by these tests and reported in
/// issue 14 (another change fixes them). They are left out of `anyDouble`; a crash is shown
/// by one example in a child process; a hang, a huge allocation or work of seconds is not run.
enum KnownNumericCrashes {
    struct Known: Sendable {
        var target: FuzzTarget
        var field: String
        /// The values that fail.
        var values: ClosedRange<Double>
        var problem: String
        /// True when an example traps at once (safe to run in a child); false for a hang, an
        /// allocation of gigabytes or seconds of work.
        var crashes: Bool
        var example: Example { Example(target: target, field: field, value: values.lowerBound, problem: problem) }
    }

    struct Example: Sendable, CustomTestStringConvertible {
        var target: FuzzTarget
        var field: String
        var value: Double
        var problem: String
        var testDescription: String { "\(target) \(field) = \(value)" }
    }

    static let all: [Known] = []

    static func problem(_ field: NumericField, _ value: Double) -> String? {
        all.first { $0.target == field.target && $0.field == field.name && $0.values.contains(value) }?.problem
    }
}
