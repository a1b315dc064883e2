import Formats
import Foundation
import Replay
import Time

#if canImport(Glibc)
    import Glibc
#endif

/// `fling bench replay`: how fast `fling replay` replays a long random session, and how much
/// memory it holds while it does (docs/bench.md).
///
/// For each length it writes a seeded random session of the corners scene
/// (`ReplaySession.corners`), then, in each round, runs the `fling` executable as a user
/// would: `fling replay REC --trace TRACE` (a value trace written), then `fling replay REC
/// --expect TRACE` (the trace compared with it as a golden). Each run is a child process, so
/// its peak memory is its own: the kernel's maximum resident set size of that process
/// (`ru_maxrss` from `wait4`), from exec to exit. Frames per second are the frames it
/// replayed over the CPU time (user + system) of the whole process: starting up, reading the
/// recording, making the scene and writing or reading the trace all count.
public enum ReplayBenchmark {
    public struct Configuration: Sendable {
        /// The sessions' lengths, in minutes (frames: minutes × 3600 + 1).
        public var minutes: [Double]
        /// The seed of the random sessions.
        public var seed: UInt64
        /// How many times each run is repeated; the report gives the median and the largest peak.
        public var rounds: Int
        /// The `fling` executable to run.
        public var executable: String

        public init(minutes: [Double] = [1, 10], seed: UInt64 = 1, rounds: Int = 1, executable: String) {
            self.minutes = minutes
            self.seed = seed
            self.rounds = rounds
            self.executable = executable
        }
    }

    /// What one child process used.
    public struct ProcessRun: Sendable {
        /// Frames the replay printed that it replayed.
        public var frames: Int
        /// User + system CPU seconds of the process.
        public var cpuSeconds: Double
        /// Wall seconds from spawn to exit.
        public var wallSeconds: Double
        /// The process's peak resident set size, in bytes (`ru_maxrss`).
        public var peakBytes: Int

        public var framesPerSecond: Double { Double(frames) / max(cpuSeconds, FrameTime.nanoseconds(1).seconds) }
    }

    /// A benchmark that could not run: the child failed, or a file could not be written.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Generates the sessions and times the replays.
    public static func run(_ configuration: Configuration) throws(Failure) -> ReplayBenchmarkResult {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var sessions: [ReplayBenchmarkResult.Session] = []
        for minutes in configuration.minutes {
            let name = "session-\(NumberText.fixed(minutes, decimals: 2))min"
            let path = "\(directory)/\(name).flingrec"
            // A child writes the session, so this process never holds it: Linux counts the
            // memory of the process that spawns a child in the child's ru_maxrss (exec keeps
            // the larger of the old and new peaks), so this one stays small.
            _ = try spawn(
                configuration.executable,
                [
                    "bench", "replay", "--minutes", String(minutes),
                    "--seed", String(configuration.seed), "--write-session", path,
                ],
                directory: directory, expectsFrames: false)
            let summary: Recording.Summary
            do { summary = try Recording.scan(path: path) } catch { throw Failure(description: error.description) }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            let trace = "\(directory)/\(name).trace.jsonl"
            var traced: [ProcessRun] = []
            var expected: [ProcessRun] = []
            for _ in 0..<configuration.rounds {
                traced.append(
                    try spawn(configuration.executable, ["replay", path, "--trace", trace], directory: directory))
                expected.append(
                    try spawn(configuration.executable, ["replay", path, "--expect", trace], directory: directory))
            }
            let traceBytes = (try? FileManager.default.attributesOfItem(atPath: trace)[.size] as? Int) ?? 0
            sessions.append(
                .init(
                    minutes: minutes, frames: Int(summary.endVsync) + 1, events: summary.events,
                    recordingBytes: size, traceBytes: traceBytes, traceRuns: traced, expectRuns: expected))
        }
        return ReplayBenchmarkResult(
            configuration: configuration, sessions: sessions, benchPeakBytes: peakOfThisProcess())
    }

    /// This process's peak resident set size (VmHWM in /proc/self/status), in bytes; 0 if unknown.
    /// A child's ru_maxrss is at least this, so the report shows it beside the children's.
    static func peakOfThisProcess() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return 0 }
        return kilobytes * 1024
    }

    /// A new directory for the sessions, removed when the benchmark ends.
    static func scratchDirectory() throws(Failure) -> String {
        var template = Array(
            "\(NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/")fling-bench-replay.XXXXXX"
                .utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw Failure(
                description: "bench replay: cannot make a scratch directory: \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }

    /// Runs `executable` with `arguments` to its exit, its output in files under `directory`;
    /// returns what it used.
    static func spawn(
        _ executable: String, _ arguments: [String], directory: String,
        expectsFrames: Bool = true
    ) throws(Failure) -> ProcessRun {
        let outPath = "\(directory)/stdout.txt"
        let errPath = "\(directory)/stderr.txt"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let start = MonotonicInstant.now()
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw Failure(description: "bench replay: cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else {
                throw Failure(description: "bench replay: wait4: \(String(cString: strerror(errno)))")
            }
        }
        let wall = start.elapsed.seconds
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let command = ([executable] + arguments).joined(separator: " ")
        // Exited normally with status 0 (the wait status's low 7 bits are the signal, bits 8–15 the code).
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            let errors = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
            throw Failure(
                description:
                    "bench replay: \(command) failed (wait status \(status)): \(errors.split(separator: "\n").first ?? "")"
            )
        }
        func seconds(_ time: timeval) -> Double {
            (FrameTime.seconds(Double(time.tv_sec)) + .microseconds(Double(time.tv_usec))).seconds
        }
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        guard expectsFrames else {
            return ProcessRun(frames: 0, cpuSeconds: cpu, wallSeconds: wall, peakBytes: Int(usage.ru_maxrss) * 1024)
        }
        // "replayed N frames of SCENE (E events)"
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("replayed ") }),
            let frames = Int(line.split(separator: " ")[1])
        else {
            throw Failure(description: "bench replay: \(command) did not say how many frames it replayed: \(output)")
        }
        return ProcessRun(
            frames: frames, cpuSeconds: cpu, wallSeconds: wall,
            peakBytes: Int(usage.ru_maxrss) * 1024)
    }
}
