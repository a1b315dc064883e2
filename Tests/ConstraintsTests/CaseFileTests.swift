import Constraints
import Foundation
import SolverCases
import Testing

/// The worked examples (copied from the format's examples.json) and kiwi's own solver tests
/// restated in the format pass through the runner `fling layout check` uses.
@Suite struct CaseFileTests {
    static func cases(_ file: String) -> [LayoutCase] {
        let url = Bundle.module.url(forResource: "Cases/\(file)", withExtension: "json")!
        return try! LayoutCaseFile.load(path: url.path).cases
    }

    static let fileNames = ["examples", "kiwi"]

    @Test(arguments: fileNames)
    func everyCasePasses(_ file: String) {
        let cases = Self.cases(file)
        #expect(!cases.isEmpty)
        for layoutCase in cases {
            let outcome = LayoutCaseRunner.run(layoutCase)
            #expect(outcome.passed, "\(outcome.line)")
        }
    }
}
