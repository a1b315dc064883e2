import App
import ArgumentParser
import Foundation
import Replay

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Re-run a recording headless on a virtual clock and write its frame trace.",
        discussion: """
            The replay runs the recorded scene at the recorded frame period, delivering each event in \
            the frame that consumed it live, so two replays of one recording give byte-identical traces. \
            With --expect it compares the trace with an expected one and reports the first difference.
            """)

    @Argument(help: ArgumentHelp("The .flingrec recording.", valueName: "recording"))
    var recording: String

    @Option(help: ArgumentHelp("Write the frame trace (JSON Lines) here.", valueName: "file"))
    var trace: String?

    @Option(help: ArgumentHelp("Compare the trace with this expected trace; exit 1 at the first difference.", valueName: "file"))
    var expect: String?

    @Option(help: ArgumentHelp("Write a PNG of the last frame here.", valueName: "path"))
    var screenshot: String?

    func run() throws {
        let loaded: Recording
        do { loaded = try Recording.load(path: recording) } catch { throw CLIError(error.description) }
        var options = SessionOptions(mode: .replay(loaded))
        options.screenshotPath = screenshot
        let tracePath = trace ?? (expect != nil ? temporaryTracePath() : nil)
        options.tracePath = tracePath
        let report: SessionReport
        do {
            report = try Session(options: options).run()
        } catch {
            throw CLIError(error.message)
        }
        print("replayed \(report.frames) frames of \(loaded.header.scene) (\(loaded.events.count) events)")
        if let expect, let tracePath {
            do {
                let expected = try FrameTrace.load(path: expect)
                let actual = try FrameTrace.load(path: tracePath)
                if let difference = expected.firstDifference(from: actual) {
                    throw CLIError("trace differs from \(expect): \(difference)")
                }
                print("trace matches \(expect) (\(expected.frames.count) frames)")
            } catch let error as FormatError {
                throw CLIError(error.description)
            }
        }
    }

    private func temporaryTracePath() -> String {
        "/tmp/fling-replay-\(getpid()).trace.jsonl"
    }
}

