import Foundation
import Replay
import Testing

extension WindowTests {
    @Test(
        "the scene list and keys 1–9 switch scenes; a switch ends the recording and the trace, which replay the same",
        .enabled(if: FlingProcess.hasDisplay && FlingProcess.hasXdotool))
    func sceneSwitcher() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let recording = directory.appendingPathComponent("first.flingrec").path
        let liveTrace = directory.appendingPathComponent("first.jsonl").path
        let shot = directory.appendingPathComponent("shot.png").path
        let demo = try FlingProcess.start(
            FlingProcess.binary,
            [
                "demo", "--frames", "150", "--record", recording,
                "--trace", liveTrace, "--screenshot", shot,
            ],
            environment: FlingProcess.windowEnvironment())
        let search = try FlingProcess.runTool(
            "/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", "^Fling"])
        let window = try #require(
            search.stdout.split(separator: "\n").first.map(String.init), "no Fling window: \(search.stderr)")
        func name() throws -> String {
            try FlingProcess.runTool("/usr/bin/xdotool", ["getwindowname", window]).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try name() == "Fling — corners")
        // Key 2 opens the second scene; a click on the third row of the list (rows start
        // 76 points down, 34 apart) the third.
        _ = try FlingProcess.runTool("/usr/bin/xdotool", ["key", "--window", window, "2", "sleep", "0.4"])
        let second = try name()
        _ = try FlingProcess.runTool(
            "/usr/bin/xdotool", ["mousemove", "--window", window, "60", "161", "click", "1", "sleep", "0.4"])
        let third = try name()
        let result = FlingProcess.finish(demo)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(second == "Fling — spring")
        #expect(third == "Fling — scroll")
        #expect(result.stderr.contains("the recording \(recording) ends at frame"), "\(result.stderr)")

        // The recording holds the first scene only, up to the switch, and replays to the
        // trace the live run wrote before it.
        let recorded = try Recording.load(path: recording)
        #expect(recorded.header.scene == "corners")
        #expect(recorded.header.windowWidth == 1280 - 212, "the scene gets the window less the list")
        #expect(
            !recorded.events.contains { if case .key = $0.event.kind { true } else { false } },
            "switch keys are not the scene's")
        let replayTrace = directory.appendingPathComponent("replay.jsonl").path
        let replay = try FlingProcess.run(["replay", recording, "--trace", replayTrace])
        #expect(replay.status == 0, "stderr: \(replay.stderr)")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: replayTrace)) == Data(contentsOf: URL(fileURLWithPath: liveTrace))
        )
        #expect(FileManager.default.fileExists(atPath: shot))
    }
}
