import Formats
import Foundation
import FrameLoop
import Replay
import Testing

/// Real windows under Xvfb, one at a time: the drag test owns the pointer.
@Suite("fling in a real window", .serialized)
struct WindowTests {
    @Test("headless, --frames N --screenshot writes a PNG of the window's size")
    func headlessScreenshot() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let shot = directory.appendingPathComponent("shot.png")
        let result = try FlingProcess.run(["demo", "--headless", "--frames", "3", "--screenshot", shot.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let size = try #require(FlingProcess.pngSize(try Data(contentsOf: shot)))
        #expect(size.width == 1280 && size.height == 800)
    }

    @Test("the window shows the frame the renderer drew", .enabled(if: FlingProcess.hasDisplay))
    func windowScreenshotMatchesHeadless() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let windowShot = directory.appendingPathComponent("window.png")
        let headlessShot = directory.appendingPathComponent("headless.png")
        let window = try FlingProcess.run(["demo", "--frames", "20", "--screenshot", windowShot.path],
                                          environment: FlingProcess.windowEnvironment())
        #expect(window.status == 0, "stderr: \(window.stderr)")
        let headless = try FlingProcess.run(["demo", "--headless", "--frames", "20", "--screenshot", headlessShot.path])
        #expect(headless.status == 0)
        // With no input the scene is at rest, so the windowed frame is the headless one, byte for byte.
        #expect(try Data(contentsOf: windowShot) == Data(contentsOf: headlessShot))
    }

    @Test("a real drag with xdotool throws the card to a corner, and its recording replays the same frames",
          .enabled(if: FlingProcess.hasDisplay && FlingProcess.hasXdotool))
    func realDragComesToRestAtACorner() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let recording = directory.appendingPathComponent("drag.flingrec").path
        let liveTrace = directory.appendingPathComponent("live.jsonl").path
        let demo = try FlingProcess.start(FlingProcess.binary,
                                          ["demo", "--frames", "240", "--record", recording, "--trace", liveTrace],
                                          environment: FlingProcess.windowEnvironment())
        let search = try FlingProcess.runTool("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", "^Fling"])
        let window = try #require(search.stdout.split(separator: "\n").first.map(String.init), "no Fling window: \(search.stderr)")
        // Press on the card (centred at 640,400), move 300 px right and 60 px up in about 100 ms, release.
        var steps = ["mousemove", "--window", window, "600", "420", "mousedown", "1", "sleep", "0.03"]
        for i in 1...10 {
            steps += ["mousemove", "--window", window, String(600 + 30 * i), String(420 - 6 * i), "sleep", "0.01"]
        }
        steps += ["mouseup", "1"]
        let drag = try FlingProcess.runTool("/usr/bin/xdotool", steps)
        #expect(drag.status == 0, "xdotool: \(drag.stderr)")
        let result = FlingProcess.finish(demo)
        #expect(result.status == 0, "stderr: \(result.stderr)")

        let live = try FrameTrace.load(path: liveTrace)
        let last = try #require(live.frames.last)
        #expect(last["card.x"]?.double == 1072, "the card should rest in the top-right slot: \(JSONWriter.string(last))")
        #expect(last["card.y"]?.double == 138)
        #expect(last["card.vx"]?.double == 0 && last["card.vy"]?.double == 0)
        #expect(live.frames.contains { $0["gesture"]?.string == "changed" })

        // Input is pumped about every millisecond between frames, so the moves xdotool sent
        // ~10 ms apart carry ~10 ms apart timestamps, not one poll time per frame.
        let recorded = try Recording.load(path: recording)
        let moves = recorded.events.compactMap { event -> Int64? in
            if case .pointerMove(_, _, let buttons) = event.event.kind, !buttons.isEmpty { return event.event.time }
            return nil
        }
        let gaps = zip(moves.dropFirst(), moves).map { $0 - $1 }.sorted()
        #expect(gaps.count >= 5)
        #expect((gaps.isEmpty ? 0 : gaps[gaps.count / 2]) > 2_000_000, "median gap between drag moves: \(gaps) ns")

        // The replay sees what the live run saw: every live frame reappears, field for field.
        let replayTrace = directory.appendingPathComponent("replay.jsonl").path
        let replay = try FlingProcess.run(["replay", recording, "--trace", replayTrace])
        #expect(replay.status == 0, "stderr: \(replay.stderr)")
        let replayed = try FrameTrace.load(path: replayTrace)
        let byVsync = Dictionary(uniqueKeysWithValues: replayed.frames.map { ($0["vsync"]?.int64 ?? -1, $0) })
        for frame in live.frames {
            let vsync = try #require(frame["vsync"]?.int64)
            let twin = try #require(byVsync[vsync], "replay has no frame for vsync \(vsync)")
            guard case let .object(members) = frame else { continue }
            for (key, value) in members where key != "frame" {
                #expect(twin[key] == value, "vsync \(vsync): \(key) live \(JSONWriter.string(value)), replay \(twin[key].map(JSONWriter.string) ?? "missing")")
            }
        }
    }

    @Test("profile reports fps and writes a well-formed Chrome trace", .enabled(if: FlingProcess.hasDisplay))
    func profileTraceIsWellFormed() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let trace = directory.appendingPathComponent("profile.json")
        let csv = directory.appendingPathComponent("frames.csv")
        let result = try FlingProcess.run(["profile", "--seconds", "1", "--trace-out", trace.path, "--csv-out", csv.path],
                                          environment: FlingProcess.windowEnvironment())
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("fps"))
        let report = try ChromeTraceValidator.validate([UInt8](try Data(contentsOf: trace)))
        #expect(report.completeEvents > 50)
        #expect(report.counters > 50)
        #expect(report.maxDepth == 2)
        let rows = try String(contentsOf: csv, encoding: .utf8).split(separator: "\n")
        #expect(rows.count > 50)
    }

    @Test("profile --replay drives the scene from a recording", .enabled(if: FlingProcess.hasDisplay))
    func profileReplay() throws {
        let recording = FlingProcess.sessions.appendingPathComponent("flick-top-right.flingrec").path
        let result = try FlingProcess.run(["profile", "--replay", recording, "--headless"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("150"), "stdout: \(result.stdout)")
    }
}
