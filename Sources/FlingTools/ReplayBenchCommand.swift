import ArgumentParser
import Benchmarks
import FlingCommandLine
import Formats
import Foundation

extension BenchCommand {
    /// `fling bench replay`: `fling replay` on long random sessions, frames per second and peak memory.
    struct ReplayBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "replay",
            abstract:
                "Time fling replay on seeded random sessions of drags, throws, wheel scrolls and taps; report frames/s and peak memory.",
            discussion: """
                Writes a random session of the corners scene for each --minutes (default 1 and 10), then runs \
                'fling replay REC --trace T' and 'fling replay REC --expect T' as child processes of this \
                executable. Frames per second are frames over the child's CPU time (user + system); peak \
                memory is the child's maximum resident set size (ru_maxrss). docs/bench.md.
                """)

        @Option(
            help: ArgumentHelp(
                "A session length in minutes (0.01…120); repeat for several (default: 1 and 10).", valueName: "m"))
        var minutes: [Double] = []

        @Option(help: ArgumentHelp("The random sessions' seed.", valueName: "n"))
        var seed: UInt64 = 1

        @Option(
            help: ArgumentHelp(
                "Runs of each replay (1…100); the report gives the median frames/s and the largest peak.",
                valueName: "n"))
        var rounds = 1

        @Flag(help: "Print one JSON object instead of the table.")
        var json = false

        @Option(
            name: .customLong("write-session"),
            help: ArgumentHelp(
                "Only write the session of the one --minutes given here (to replay or profile it by hand), and time nothing.",
                valueName: "file"))
        var writeSession: String?

        func validate() throws {
            for m in minutes where !(m >= 0.01 && m <= 120) {
                throw ValidationError("--minutes must be between 0.01 and 120; got \(m)")
            }
            guard (1...100).contains(rounds) else {
                throw ValidationError("--rounds must be between 1 and 100; got \(rounds)")
            }
            if writeSession != nil && minutes.count != 1 {
                throw ValidationError("--write-session writes one session: give exactly one --minutes")
            }
        }

        func run() throws {
            if let writeSession {
                try CommandError.checkFiles(outputs: [("--write-session", writeSession)])
                do { try ReplaySession.corners(minutes: minutes[0], seed: seed).write(to: writeSession) } catch {
                    throw CommandError(error.description)
                }
                return
            }
            warnIfDebugBuild()
            let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
            let configuration = ReplayBenchmark.Configuration(
                minutes: minutes.isEmpty ? [1, 10] : minutes, seed: seed,
                rounds: rounds, executable: executable)
            let result: ReplayBenchmarkResult
            do { result = try ReplayBenchmark.run(configuration) } catch { throw CommandError(error.description) }
            print(json ? JSONWriter.string(result.json()) : result.table())
        }
    }
}
