import Formats
import Foundation
import Profiler
import ProfilerTestSupport
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

    @Test("--render-threads changes who draws, not what is drawn")
    func renderThreadsGiveTheSameFrame() throws {
        let directory = try FlingProcess.temporaryDirectory()
        var shots: [Data] = []
        for threads in ["1", "2", "4"] {
            let shot = directory.appendingPathComponent("threads\(threads).png")
            let result = try FlingProcess.run([
                "demo", "--headless", "--frames", "5", "--render-threads", threads, "--screenshot", shot.path,
            ])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            shots.append(try Data(contentsOf: shot))
        }
        #expect(shots[0] == shots[1] && shots[0] == shots[2])
    }

    @Test("the window shows the frame the renderer drew", .enabled(if: FlingProcess.hasDisplay))
    func windowScreenshotMatchesHeadless() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let windowShot = directory.appendingPathComponent("window.png")
        let headlessShot = directory.appendingPathComponent("headless.png")
        let window = try FlingProcess.run(
            ["demo", "--no-sidebar", "--frames", "20", "--screenshot", windowShot.path],
            environment: FlingProcess.windowEnvironment())
        #expect(window.status == 0, "stderr: \(window.stderr)")
        let headless = try FlingProcess.run(["demo", "--headless", "--frames", "20", "--screenshot", headlessShot.path])
        #expect(headless.status == 0)
        // With no input the scene is at rest, so the windowed frame is the headless one, byte for byte.
        #expect(try Data(contentsOf: windowShot) == Data(contentsOf: headlessShot))
    }

    @Test(
        "--overlay draws the frame-timing panel in the window, and traces do not see it",
        .enabled(if: FlingProcess.hasDisplay))
    func overlayIsDrawnButNotTraced() throws {
        let directory = try FlingProcess.temporaryDirectory()
        func run(_ name: String, _ extra: [String]) throws -> (shot: Data, trace: [String]) {
            let shot = directory.appendingPathComponent("\(name).png")
            let trace = directory.appendingPathComponent("\(name).jsonl")
            let result = try FlingProcess.run(
                [
                    "demo", "--no-sidebar", "--frames", "30", "--screenshot", shot.path, "--trace", trace.path,
                    "--pixel-hashes",
                ] + extra,
                environment: FlingProcess.windowEnvironment())
            #expect(result.status == 0, "stderr: \(result.stderr)")
            // Frame times differ between runs; the pixel hashes are what the overlay could touch.
            let hashes = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").compactMap { line in
                line.range(of: "\"hash\"").map { String(line[$0.lowerBound...]) }
            }
            return (try Data(contentsOf: shot), hashes)
        }
        let plain = try run("plain", [])
        let overlaid = try run("overlay", ["--overlay"])
        #expect(plain.shot != overlaid.shot)
        #expect(!plain.trace.isEmpty && plain.trace == overlaid.trace)
        let headless = try FlingProcess.run(["demo", "--headless", "--overlay", "--frames", "1"])
        #expect(headless.status != 0 && headless.stderr.contains("--overlay needs a window"))
    }

    @Test(
        "a real drag with xdotool, every frame 30 ms late, throws the card to a corner, and its recording replays the same frames",
        .enabled(if: FlingProcess.hasDisplay && FlingProcess.hasXdotool))
    func realDragComesToRestAtACorner() throws {
        // Press on the card (centred at 640,400), move 300 px right and 60 px up in ten moves
        // 10 ms apart, release. Every frame takes 30 ms longer than its work (--frame-delay),
        // so the live run misses vsyncs and reads several moves in one frame on any machine,
        // fast or slow, idle or busy.
        let (recording, live) = try FlingProcess.recordDemo(
            frames: 180, extra: ["--frame-delay", "30", "--pixel-hashes"]
        ) { window in
            var steps = ["mousemove", "--window", window, "600", "420", "mousedown", "1", "sleep", "0.03"]
            for i in 1...10 {
                steps += ["mousemove", "--window", window, String(600 + 30 * i), String(420 - 6 * i), "sleep", "0.01"]
            }
            return steps + ["mouseup", "1"]
        }
        let last = try #require(live.frames.last)
        #expect(
            last["card.x"]?.double == 1072, "the card should rest in the top-right slot: \(JSONWriter.string(last))")
        #expect(last["card.y"]?.double == 138)
        #expect(last["gesture.pan"]?.string == "ended")
        #expect(live.frames.contains { $0["gesture.pan"]?.string == "changed" })
        let recorded = try Recording.load(path: recording)
        #expect(!recorded.skips.isEmpty, "a 30 ms frame at 60 Hz misses vsyncs")

        // The moves carry the X server's times, not the time a busy frame read them: xdotool
        // sleeps 10 ms between them, and the server stamps each in whole milliseconds as it
        // handles it. A busy server may handle one move late and the next on time, so a gap
        // can shrink as well as stretch (20 ms then 5 ms was seen with two busy loops), but no
        // two moves share a stamp and the typical gap stays about 10 ms; times read by a frame
        // would put three moves of one 30 ms frame within microseconds of each other. A move
        // SDL makes itself (to the position it already reported) is not one of xdotool's.
        var moves: [(time: Int64, x: Double, y: Double)] = []
        for event in recorded.events {
            guard case let .pointerMove(x, y, buttons) = event.event.kind, !buttons.isEmpty else { continue }
            if let last = moves.last, last.x == x, last.y == y { continue }
            moves.append((event.event.time.nanoseconds, x, y))
        }
        let gaps = zip(moves.dropFirst(), moves).map { $0.time - $1.time }
        let sorted = gaps.sorted()
        #expect(moves.count == 10, "the ten moves xdotool sent: \(moves)")
        #expect(gaps.allSatisfy { $0 >= 1_000_000 }, "gaps between drag moves: \(gaps) ns; moves \(moves)")
        let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        #expect(median >= 9_000_000 && median < 50_000_000, "gaps between drag moves: \(gaps) ns")

        // The replay draws the frames the live run drew and sees what it saw: every live
        // frame reappears with the same index, vsync, values and pixels.
        let replayTrace = URL(fileURLWithPath: recording).deletingLastPathComponent().appendingPathComponent(
            "replay.jsonl"
        ).path
        let replay = try FlingProcess.run(["replay", recording, "--trace", replayTrace, "--pixel-hashes"])
        #expect(replay.status == 0, "stderr: \(replay.stderr)")
        let replayed = try FrameTrace.load(path: replayTrace)
        #expect(replayed.frames.count == live.frames.count)
        if let difference = live.firstDifference(from: replayed) {
            Issue.record("replay differs from the live run: \(difference)")
        }
    }

    @Test(
        "wheel notches over the card become discrete 40-point scrolls that pan it",
        .enabled(if: FlingProcess.hasDisplay && FlingProcess.hasXdotool))
    func realWheelScrollPansTheCard() throws {
        // X11 button 5 is a notch of the wheel toward the user: content (the card) moves up.
        let (recording, live) = try FlingProcess.recordDemo(frames: 120) { window in
            ["mousemove", "--window", window, "700", "420", "click", "--repeat", "3", "--delay", "30", "5"]
        }
        let wheels = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
            .map { try JSONParser.parse(String($0)) }.filter { $0["type"]?.string == "wheel" }
        #expect(wheels.count == 3)
        for wheel in wheels {
            #expect(
                JSONWriter.string(wheel).hasSuffix(
                    #""type":"wheel","x":700,"y":420,"dx":0,"dy":-40,"scroll":"discrete"}"#),
                "\(JSONWriter.string(wheel))")
        }
        #expect(live.frames.contains { $0["gesture.pan"]?.string == "changed" })
        let last = try #require(live.frames.last)
        #expect(last["gesture.pan"]?.string == "ended")
        #expect(last["card.y"]?.double == 138, "the card went up to a top slot: \(JSONWriter.string(last))")
    }

    @Test("profile reports fps and writes a well-formed Chrome trace", .enabled(if: FlingProcess.hasDisplay))
    func profileTraceIsWellFormed() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let trace = directory.appendingPathComponent("profile.json")
        let csv = directory.appendingPathComponent("frames.csv")
        let result = try FlingProcess.run(
            ["profile", "--seconds", "1", "--trace-out", trace.path, "--csv-out", csv.path],
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

    @Test("profile --replay drives the scene from a recording, to its end", .enabled(if: FlingProcess.hasDisplay))
    func profileReplay() throws {
        let recording = FlingProcess.sessions.appendingPathComponent("flick-top-right.flingrec").path
        let csv = try FlingProcess.temporaryDirectory().appendingPathComponent("frames.csv")
        let result = try FlingProcess.run(["profile", "--replay", recording, "--headless", "--csv-out", csv.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.hasPrefix("Frame profile: "), "stdout: \(result.stdout)")
        // At real pace a busy machine may skip a vsync (this is a debug build drawing a moving,
        // shadowed card), so the frames are counted by vsync: from 0 up to the recording's last
        // (149), give or take the frame or two a skip at the very end drops.
        let vsyncs = try String(contentsOf: csv, encoding: .utf8).split(separator: "\n").dropFirst()
            .compactMap { Int64($0.split(separator: ",", omittingEmptySubsequences: false)[1]) }
        let end = try Recording.load(path: recording).endVsync
        #expect(vsyncs.first == 0 && zip(vsyncs, vsyncs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(vsyncs.last.map { $0 <= end && $0 >= end - 2 } == true, "last vsync \(vsyncs.last ?? -1) of \(end)")
    }
}

/// `fling profile --report` and the trace's counters and flows, end to end.
@Suite("fling profile --report")
struct ProfileReportEndToEndTests {
    @Test("a headless replay writes a self-contained report with thumbnails, and a trace with counters and flows")
    func replayReportAndTrace() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let report = directory.appendingPathComponent("report.html")
        let trace = directory.appendingPathComponent("trace.json")
        let recording = FlingProcess.sessions.appendingPathComponent("flick-top-right.flingrec").path
        let result = try FlingProcess.run([
            "profile", "--replay", recording, "--headless", "--seconds", "1",
            "--report", report.path, "--trace-out", trace.path,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("wrote report to \(report.path)"))

        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("<svg") && html.contains("class=\"budget\""))
        #expect(html.contains("src=\"data:image/png;base64,"), "thumbnails of the worst (or slowest) frames")
        #expect(html.utf8.count < 3_000_000)

        let validated = try ChromeTraceValidator.validate([UInt8](try Data(contentsOf: trace)))
        #expect(validated.flows > 0, "the recording's input flows to its frames")
        let text = try String(contentsOf: trace, encoding: .utf8)
        for counter in ["layers drawn", "animations running", "damaged area (px)"] {
            #expect(text.contains("\"name\":\"\(counter)\",\"ph\":\"C\""))
        }
        #expect(text.contains("\"ph\":\"f\",\"bp\":\"e\""))
    }

    @Test("--report refuses to overwrite the recording it replays")
    func reportIsCheckedLikeEveryOutput() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let recording = directory.appendingPathComponent("copy.flingrec")
        try FileManager.default.copyItem(
            at: FlingProcess.sessions.appendingPathComponent("flick-top-right.flingrec"), to: recording)
        let result = try FlingProcess.run([
            "profile", "--replay", recording.path, "--headless", "--report", recording.path,
        ])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--report"), "stderr: \(result.stderr)")
    }
}
