import Foundation
import Testing

/// Errors a user can cause are one line on stderr and a non-zero exit, never a crash.
@Suite("fling reports user errors in one line")
struct CommandLineErrorTests {
    static func fixtures() throws -> (truncated: String, garbled: String) {
        let directory = try FlingProcess.temporaryDirectory()
        let text = try String(
            contentsOf: FlingProcess.sessions.appendingPathComponent("flick-top-right.flingrec"), encoding: .utf8)
        let truncated = directory.appendingPathComponent("truncated.flingrec")
        try String(text.dropLast(25)).write(to: truncated, atomically: true, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines[4] = #"{"t": 766837714, "frame": 46, "type": "move", "x": 630,, "y": 414}"#
        let garbled = directory.appendingPathComponent("garbled.flingrec")
        try lines.joined(separator: "\n").write(to: garbled, atomically: true, encoding: .utf8)
        return (truncated.path, garbled.path)
    }

    @Test(
        "bad flags and files",
        arguments: [
            (["demo", "--bogus"], "Unknown option '--bogus'"),
            (["demo", "--frames", "abc"], "--frames"),
            (["demo", "--fps", "0"], "--fps must be between 1 and 1000"),
            (["demo", "--scene", "nope"], "--scene nope is not a scene"),
            (["demo", "--size", "12by4"], "--size must be WIDTHxHEIGHT"),
            (["demo", "--render-threads", "0"], "--render-threads must be between 1 and 64, not 0"),
            (["profile", "--render-threads", "65"], "--render-threads must be between 1 and 64, not 65"),
            (["replay", "/nonexistent/missing.flingrec"], "/nonexistent/missing.flingrec: cannot read: no such file"),
            (["profile", "--replay", "/nonexistent/missing.flingrec"], "/nonexistent/missing.flingrec: cannot read"),
            (["frobnicate"], "Unexpected argument 'frobnicate'"),
            (["replay", "r.flingrec", "--frames", "0"], "--frames must be between 1 and 1000000, not 0"),
            (
                ["replay", "r.flingrec", "--frames", "3", "--expect", "t.jsonl"],
                "--frames stops the replay early, so it cannot match the whole --expect trace"
            ),
        ])
    func userErrors(arguments: [String], fragment: String) throws {
        let result = try FlingProcess.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("fling: "))
        #expect(result.stderr.contains(fragment), "stderr: \(result.stderr)")
    }

    @Test("a truncated recording is one line naming the file, the line and the cut")
    func truncatedRecording() throws {
        let (truncated, _) = try Self.fixtures()
        let result = try FlingProcess.run(["replay", truncated])
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
        #expect(
            result.stderr.hasPrefix("fling: \(truncated):16: the recording is truncated"), "stderr: \(result.stderr)")
    }

    @Test("a garbled line is one line naming the file and the line")
    func garbledRecording() throws {
        let (_, garbled) = try Self.fixtures()
        let result = try FlingProcess.run(["replay", garbled])
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("fling: \(garbled):5: not valid JSON"), "stderr: \(result.stderr)")
    }

    @Test("without a display, demo names xvfb-run and --headless")
    func noDisplay() throws {
        var env = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { env.removeValue(forKey: name) }
        let result = try FlingProcess.run(["demo"], environment: env)
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("xvfb-run") && result.stderr.contains("--headless"))
    }

    @Test(
        "--help works for every command",
        arguments: [["--help"], ["demo", "--help"], ["replay", "--help"], ["profile", "--help"]])
    func help(arguments: [String]) throws {
        let result = try FlingProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: fling"))
    }
}

@Suite("fling replay --frames")
struct ReplayFramesTests {
    @Test(
        "--frames N stops a replay after N frames: the trace is the whole replay's first N lines, the screenshot frame N − 1"
    )
    func framesCutsAReplayShort() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GalleryTests/Recordings/zoom-reverse.flingrec").path
        let whole = directory.appendingPathComponent("whole.jsonl").path
        let cut = directory.appendingPathComponent("cut.jsonl").path
        let shot = directory.appendingPathComponent("frame39.png").path
        #expect(try FlingProcess.run(["replay", recording, "--trace", whole]).status == 0)
        let result = try FlingProcess.run(["replay", recording, "--frames", "40", "--trace", cut, "--screenshot", shot])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.hasPrefix("replayed 40 frames of zoom"))
        let wholeLines = try String(contentsOfFile: whole, encoding: .utf8).split(separator: "\n")
        #expect(try String(contentsOfFile: cut, encoding: .utf8).split(separator: "\n") == Array(wholeLines.prefix(40)))
        #expect(FileManager.default.fileExists(atPath: shot))
    }
}
