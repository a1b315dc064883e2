package import ArgumentParser
internal import Formats
internal import Foundation
import Host

/// The app runner: one call in a user's executable gives it Fling's command line for its
/// scenes — `demo` (open a scene in a window, record, trace, screenshot, profile overlay),
/// `replay` (re-run a recording headless and write or check its trace) and `profile`.
///
/// ```swift
/// // Sources/HelloFling/main.swift
/// import FlingCommandLine
///
/// FlingApp.main(scenes: [
///     SceneEntry("ball", summary: "Throw the ball; it springs back to the middle.") { context in
///         BallScene(size: context.size)
///     },
/// ])
/// ```
///
/// `swift run HelloFling demo`, `swift run HelloFling demo --help` (which lists the
/// scenes), `swift run HelloFling replay throw.flingrec --trace t.jsonl`. Errors print one
/// line, `NAME: message`, and exit non-zero; `--help` and `--version` exit 0.
public enum FlingApp {
    /// Runs the command line of an app made of `scenes` and exits. The first scene is the
    /// default of `demo` and `profile`.
    public static func main(scenes: [SceneEntry]) -> Never {
        main(scenes: scenes, abstract: nil, commands: [])
    }

    /// The same with commands of its own after `demo`, `replay` and `profile`: how `fling`
    /// adds `eval`, `plot`, `render` and `bench`.
    package static func main(scenes: [SceneEntry], abstract: String?, commands: [any ParsableCommand.Type]) -> Never {
        precondition(!scenes.isEmpty, "FlingApp.main(scenes:) needs at least one scene")
        var seen = Set<String>()
        for entry in scenes {
            precondition(
                seen.insert(entry.name).inserted, "FlingApp.main(scenes:): two scenes are called \"\(entry.name)\"")
        }
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "fling").lastPathComponent
        // Past a file-size limit (`ulimit -f`) the kernel would kill the process with SIGXFSZ
        // mid-write; ignored, the write fails with EFBIG instead, the atomic writer leaves the
        // old file as it was, and the error says so in one line.
        signal(SIGXFSZ, SIG_IGN)
        AppCommand.app = AppDefinition(name: name, abstract: abstract, scenes: scenes, commands: commands)
        do {
            var command = try AppCommand.parseAsRoot(NumberArguments.joined(Array(CommandLine.arguments.dropFirst())))
            try command.run()
            exit(0)
        } catch let error as CommandError {
            printError("\(name): \(error.message)")
            exit(error.exitCode)
        } catch {
            let code = AppCommand.exitCode(for: error)
            if code == .success { AppCommand.exit(withError: error) }   // --help and --version print in full
            printError("\(name): \(oneLine(AppCommand.message(for: error))) (see '\(name) --help')")
            exit(code.rawValue == 0 ? 64 : code.rawValue)
        }
    }

    /// Prints one line on standard error, whatever the message holds: control characters
    /// escaped and, as a last guard (values are clipped where they are quoted), at most
    /// 2000 characters.
    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((ErrorText.clip(line, limit: 2000) + "\n").utf8))
    }
}

extension FlingApp {
    /// An ArgumentParser message as the one line `main` prints: one line per user error,
    /// never a usage dump, since scripts and CI read these.
    package static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        .joined(separator: " ")
    }
}

/// What `FlingApp.main` was given, for the commands to read.
struct AppDefinition: @unchecked Sendable {
    var name: String
    var abstract: String?
    var scenes: [SceneEntry]
    var commands: [any ParsableCommand.Type]

    /// The scene called `name`, or nil.
    func scene(named name: String) -> SceneEntry? { scenes.first { $0.name == name } }

    /// The scenes' names, comma-separated, for errors.
    var sceneNames: String { scenes.map(\.name).joined(separator: ", ") }
}

/// The root command, whose subcommands and help come from the app being run.
struct AppCommand: ParsableCommand {
    /// Set once by `FlingApp.main` before parsing; read by the commands while they run.
    nonisolated(unsafe) static var app = AppDefinition(name: "fling", abstract: nil, scenes: [], commands: [])

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: app.name,
            abstract: app.abstract ?? "A Fling app: open its scenes, record and replay input, profile frames.",
            subcommands: [DemoCommand.self, ReplayCommand.self, ProfileCommand.self] + app.commands)
    }
}

/// An error the user caused, printed as `NAME: MESSAGE` with a non-zero exit.
package struct CommandError: Error {
    package var message: String
    package var exitCode: Int32 = 1

    package init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }
}
