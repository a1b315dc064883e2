import Formats
import Foundation
import Replay
import Testing

/// `fling bench replay` as a user runs it: a short session, the JSON report, the session file.
@Suite("fling bench replay")
struct ReplayBenchCommandTests {
    @Test("--json reports frames per second and peak memory of both replays, and leaves no file behind")
    func json() throws {
        let folder = try FlingProcess.temporaryDirectory().appendingPathComponent("tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder.path
        let result = try FlingProcess.run(
            ["bench", "replay", "--minutes", "0.02", "--json"], environment: environment, timeout: 120)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try JSONParser.parse(result.stdout.trimmingCharacters(in: .newlines))
        guard case let .array(sessions)? = json["sessions"] else {
            Issue.record("no sessions in \(result.stdout)")
            return
        }
        #expect(sessions.count == 1)
        #expect(sessions.first?["frames"]?.int64 == 73)
        for run in ["trace", "expect"] {
            #expect((sessions.first?[run]?["frames_per_second_median"]?.double ?? 0) > 0, "\(run)")
            #expect((sessions.first?[run]?["peak_rss_bytes_max"]?.int64 ?? 0) > 1 << 20, "\(run)")
        }
        #expect((json["bench_peak_rss_bytes"]?.int64 ?? 0) > 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("--write-session writes the seed's session, which fling replay reads; bad arguments are one line each")
    func writeSession() throws {
        let folder = try FlingProcess.temporaryDirectory()
        let a = folder.appendingPathComponent("a.flingrec").path
        let b = folder.appendingPathComponent("b.flingrec").path
        for path in [a, b] {
            let result = try FlingProcess.run([
                "bench", "replay", "--minutes", "0.1", "--seed", "3", "--write-session", path,
            ])
            #expect(result.status == 0, "stderr: \(result.stderr)")
        }
        #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
        let replay = try FlingProcess.run(["replay", a])
        #expect(replay.stdout.hasPrefix("replayed 361 frames of corners ("), "\(replay.stdout) \(replay.stderr)")
        for (arguments, message) in [
            (["bench", "replay", "--minutes", "0"], "--minutes must be between 0.01 and 120; got 0.0"),
            (
                ["bench", "replay", "--write-session", a],
                "--write-session writes one session: give exactly one --minutes"
            ),
        ] {
            let result = try FlingProcess.run(arguments)
            #expect(result.status != 0)
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
    }
}
