import App
import ArgumentParser
import Foundation
import Formats

/// `fling bench`: micro-benchmarks of the animation core (release builds are what counts).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the animation core: spring evaluation cost, springs per frame, closed form vs RK4.",
        subcommands: [AnimationBench.self])

    struct AnimationBench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "animation",
            abstract: "Time closed-form springs (scalar, 4-component, per frame) against a 1 ms RK4 integrator.",
            discussion: """
                Runs every measurement in each of N rounds, interleaved, on the thread's CPU clock and the \
                wall clock, each block at least 50 ms after a calibrating warm-up, and prints medians, \
                per-round ratios and the headline numbers. Build with 'swift build -c release' first: a \
                debug build measures the debugger-friendly code, not Fling. How to read it: docs/bench.md.
                """)

        @Flag(help: "Print one JSON object instead of the table.")
        var json = false

        @Option(help: "Rounds; every measurement runs once per round (default 5).")
        var rounds = 5

        func validate() throws {
            guard (1...1000).contains(rounds) else {
                throw ValidationError("--rounds must be between 1 and 1000; got \(rounds)")
            }
        }

        func run() throws {
            #if DEBUG
            FileHandle.standardError.write(Data(
                "fling: warning: this is a debug build; benchmark numbers are not meaningful (build with -c release)\n".utf8))
            #endif
            let result = AnimationBenchmark.run(AnimationBenchmark.Configuration(rounds: rounds))
            print(json ? JSONWriter.string(result.json()) : result.table())
        }
    }
}
