import ArgumentParser
import FlingCommandLine
import Foundation
import SolverCases

/// `fling layout`: the constraint solver's test files (docs/layout.md).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Check the constraint solver against cassowary-vectors/1 test files.",
        subcommands: [Check.self, RunCase.self])

    /// `fling layout check FILE`: every case on a fresh solver, each in a child process.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Run every case of a cassowary-vectors/1 file on a fresh solver; one line per case.",
            discussion: """
                Prints 'PASS name' or 'FAIL name: step N (op): what differs' for each case, then \
                'N passed, M failed', and exits 0 only when every case passed. Each case runs in a child \
                process (this same executable), so a case that crashes the solver is a FAIL line and the \
                run goes on; --in-process runs them all here instead, faster. The format: docs/layout.md.
                """)

        @Argument(help: ArgumentHelp("The case file.", valueName: "file"))
        var file: String

        @Flag(help: "Run the cases in this process (a crash ends the run).")
        var inProcess = false

        @Option(help: ArgumentHelp("Seconds a case may take in its child process (1…3600).", valueName: "s"))
        var timeout = 300

        func validate() throws {
            guard (1...3600).contains(timeout) else {
                throw ValidationError("--timeout must be between 1 and 3600; got \(timeout)")
            }
        }

        func run() throws {
            let cases: [LayoutCase]
            do { cases = try LayoutCaseFile.load(path: file).cases } catch { throw CommandError(error.description) }
            var passed = 0
            var failed = 0
            for (index, layoutCase) in cases.enumerated() {
                let line =
                    inProcess ? LayoutCaseRunner.run(layoutCase).line : runInChild(index: index, name: layoutCase.name)
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
                if line.hasPrefix("PASS ") { passed += 1 } else { failed += 1 }
            }
            print("\(passed) passed, \(failed) failed")
            if failed > 0 { throw CommandError("\(file): \(failed) of \(cases.count) cases failed") }
        }

        /// Runs case `index` through `fling layout run-case` and reads its one line back.
        private func runInChild(index: Int, name: String) -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
            process.arguments = ["layout", "run-case", file, "--index", "\(index)"]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return "FAIL \(name): cannot start a child process: \(error)" }
            let watched = process
            let seconds = timeout
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) {
                if watched.isRunning { watched.terminate() }
            }
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
            if process.terminationReason == .uncaughtSignal {
                return process.terminationStatus == SIGTERM
                    ? "FAIL \(name): took longer than \(seconds) s"
                    : "FAIL \(name): crashed (signal \(process.terminationStatus))"
            }
            guard text.hasPrefix("PASS ") || text.hasPrefix("FAIL ") else {
                return "FAIL \(name): the child process exited \(process.terminationStatus) without a result"
            }
            return text
        }
    }

    /// `fling layout run-case FILE --index N`: one case, for `check`'s child processes.
    struct RunCase: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "run-case", abstract: "Run one case of a file (check's child process).", shouldDisplay: false)

        @Argument var file: String
        @Option var index: Int

        func run() throws {
            let cases: [LayoutCase]
            do { cases = try LayoutCaseFile.load(path: file).cases } catch { throw CommandError(error.description) }
            guard cases.indices.contains(index) else {
                throw CommandError("\(file): has \(cases.count) cases, no case \(index)")
            }
            let outcome = LayoutCaseRunner.run(cases[index])
            print(outcome.line)
            if !outcome.passed { throw CommandError("\(file): case \(index) failed") }
        }
    }
}
