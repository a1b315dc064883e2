internal import ArgumentParser
internal import Formats
internal import Profiler

/// `fling profile compare BEFORE.json AFTER.json`: two summaries figure by figure, the
/// changes beyond noise named (docs/profiler.md, "Comparing two profiles").
struct ProfileCompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two profile summaries (--summary-out) and name the changes beyond noise.",
        discussion: """
            Prints each figure before and after with its change. A change is beyond noise when \\
            Welch's t-test on the per-run values (profile with --replay FILE --runs N, N ≥ 2; 5 or \\
            more is better) rejects it at 5 % (Holm-corrected over the figures) and it is at least \\
            5 % and 0.1 ms.
            """)

    @Argument(help: ArgumentHelp("The summary before the change.", valueName: "before.json"))
    var before: String

    @Argument(help: ArgumentHelp("The summary after the change.", valueName: "after.json"))
    var after: String

    @Option(
        name: .customLong("fail-on-regression"),
        help: ArgumentHelp(
            "Exit non-zero when a figure got slower beyond noise by more than this many percent.", valueName: "percent")
    )
    var failOnRegression: Double?

    func validate() throws {
        if let failOnRegression, !(failOnRegression >= 0 && failOnRegression <= 1e6) {
            throw ValidationError(
                "--fail-on-regression must be a percentage between 0 and 1000000, not \(failOnRegression)")
        }
    }

    func run() throws {
        let captures: [ProfileCapture]
        do {
            captures = try [before, after].map { path throws(InputError) in try ProfileCapture.load(path: path) }
        } catch {
            throw CommandError(error.description)
        }
        guard captures[0].framePeriod == captures[1].framePeriod else {
            throw CommandError(
                "\(before) was profiled at a \(captures[0].framePeriod) frame period and \(after) at \(captures[1].framePeriod); compare profiles of one display rate"
            )
        }
        let comparison = ProfileComparison(before: captures[0], after: captures[1])
        print(comparison.report(beforeName: before, afterName: after), terminator: "")
        guard let failOnRegression else { return }
        let regressions = comparison.regressions(overPercent: failOnRegression)
        guard !regressions.isEmpty else { return }
        let names = regressions.map { "\($0.name) +\(NumberText.fixed($0.change, decimals: 3)) ms" }
        throw CommandError(
            "regression beyond noise over \(NumberText.short(failOnRegression)) %: \(names.joined(separator: ", "))")
    }
}
