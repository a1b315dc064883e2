import Foundation
import Testing

/// `fling profile --summary-out`, `--runs`, `--budget` and `fling profile compare`, run as a
/// user would; headless, short replays (they run at real pace).
@Suite struct ProfileCompareTests {
    static let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../ReplayTests/Sessions/double-tap.flingrec").standardized.path

    /// Profiles the recording's first 0.3 s `runs` times into a summary; returns its path.
    func summary(_ name: String, in directory: URL, runs: Int = 3, extra: [String] = []) throws -> String {
        let path = directory.appendingPathComponent(name).path
        let result = try FlingProcess.run(
            [
                "profile", "--headless", "--replay", Self.recording, "--seconds", "0.3",
                "--runs", String(runs), "--summary-out", path,
            ] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("(\(runs) runs)") && result.stdout.contains("wrote summary to \(path)"))
        return path
    }

    @Test func sameRecordingShowsNoRegressionAndAFrameDelayIsNamed() throws {
        let directory = try FlingProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Five runs a side: on a busy machine the 8 ms spin is preempted and a slow frame's
        // render takes 8–25 ms, so three runs can leave a single percentile within noise.
        let a = try summary("a.json", in: directory, runs: 5)
        let b = try summary("b.json", in: directory, runs: 5)
        let slow = try summary("slow.json", in: directory, runs: 5, extra: ["--frame-delay", "8"])

        // A summary against itself is no change, whatever the machine.
        let same = try FlingProcess.run(["profile", "compare", a, a, "--fail-on-regression", "10"])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("No change beyond noise"))
        // Two runs of one recording are compared row by row; on a busy machine their frame
        // intervals can differ beyond noise (a run preempted more than the other), so only the
        // report is checked, not its verdict.
        let again = try FlingProcess.run(["profile", "compare", a, b])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("render mean") && again.stdout.contains("frame-interval p99"))

        let slower = try FlingProcess.run(["profile", "compare", a, slow, "--fail-on-regression", "10"])
        // Render is named. Which of its figures pass the test depends on the machine's noise
        // (and on a busy machine the late frames may stretch the intervals too), but the
        // mean always moves by at least the 8 ms.
        #expect(slower.status == 1)
        #expect(slower.stdout.contains("render mean slower by"), "\(slower.stdout)")
        #expect(slower.stderrLines.count == 1)
        #expect(slower.stderr.hasPrefix("fling: regression beyond noise over 10 %: "), "\(slower.stderr)")
        #expect(slower.stderr.contains("render mean +"), "\(slower.stderr)")
        // Without the flag the comparison is only a report.
        #expect(try FlingProcess.run(["profile", "compare", a, slow]).status == 0)
    }

    @Test func brokenBudgetsAreOneLineEachAndKeptOnesExitZero() throws {
        let broken = try FlingProcess.run([
            "profile", "--headless", "--replay", Self.recording, "--seconds", "0.2",
            "--budget", "render.max=0ms", "--budget", "events.max=0",
            "--budget", "hitch-ratio=1000000",
        ])
        #expect(broken.status == 1)
        #expect(broken.stderrLines.count == 3)
        #expect(broken.stderrLines[0].hasPrefix("fling: budget render.max=0ms broken: "))
        #expect(broken.stderrLines[1].hasPrefix("fling: budget events.max=0 broken: "))
        #expect(broken.stderrLines[2] == "fling: 2 of 3 budgets broken")

        let kept = try FlingProcess.run([
            "profile", "--headless", "--replay", Self.recording, "--seconds", "0.2",
            "--budget", "render.p99=1000ms", "--budget", "hitch-ratio=1000000",
        ])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout.contains("budgets kept: render.p99=1000ms, hitch-ratio=1000000"))
    }

    @Test(
        "profile's new flags and compare's files are one-line errors",
        arguments: [
            (["profile", "--headless", "--seconds", "0.1", "--budget", "render.p98=4ms"], "unknown statistic \"p98\""),
            (["profile", "--headless", "--seconds", "0.1", "--runs", "2"], "--runs needs --replay"),
            (
                ["profile", "--headless", "--replay", "x.flingrec", "--runs", "0"],
                "--runs must be between 1 and 100, not 0"
            ),
            (
                ["profile", "compare", "/nonexistent/a.json", "/nonexistent/b.json"],
                "/nonexistent/a.json: no such file"
            ),
            (["profile", "compare", "a.json"], "Missing expected argument"),
        ])
    func errors(arguments: [String], expected: String) throws {
        let result = try FlingProcess.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(expected), "\(result.stderr)")
    }

    @Test func compareNamesTheFieldOfABadSummary() throws {
        let directory = try FlingProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.json").path
        try
            #"{"format":"fling-profile-summary","version":1,"source":"x","frame_period_ns":16666667,"runs":1,"label_names":[""],"frame_data":[{"vsync":["0"]}]}"#
            .write(toFile: bad, atomically: true, encoding: .utf8)
        let result = try FlingProcess.run(["profile", "compare", bad, bad])
        #expect(result.status == 1)
        #expect(result.stderr == "fling: \(bad): field \"frame_data[0].vsync[0]\" must be an integer, not a string\n")
    }
}
