import ArgumentParser

/// The `fling` command line.
struct Fling: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fling",
        abstract: "Interruptible, gesture-driven animation on Linux: demo, record, replay, profile.",
        subcommands: [DemoCommand.self, ReplayCommand.self, ProfileCommand.self, EvalCommand.self, BenchCommand.self, PlotCommand.self, RenderCommand.self])
}

/// An error the user caused, printed as `fling: MESSAGE` with a non-zero exit.
struct CLIError: Error {
    var message: String
    var exitCode: Int32 = 1

    init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }
}
