import Formats

/// The numbers of `fling bench replay`: per session length, the replays writing a trace and
/// comparing one.
public struct ReplayBenchmarkResult: Sendable {
    /// One session length and its runs.
    public struct Session: Sendable {
        public var minutes: Double
        /// Frames in the session (its end vsync + 1; the sessions skip none).
        public var frames: Int
        /// Input events in the recording.
        public var events: Int
        public var recordingBytes: Int
        public var traceBytes: Int
        /// `fling replay REC --trace TRACE`, once per round.
        public var traceRuns: [ReplayBenchmark.ProcessRun]
        /// `fling replay REC --expect TRACE`, once per round.
        public var expectRuns: [ReplayBenchmark.ProcessRun]
    }

    public var configuration: ReplayBenchmark.Configuration
    public var sessions: [Session]
    /// The benchmark process's own peak resident set size: Linux folds it into each child's
    /// ru_maxrss, so a child's figure means something only when it is above this.
    public var benchPeakBytes: Int

    /// "release" or "debug"; only release numbers mean anything.
    public var build: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    static func median(_ values: [Double]) -> Double { AnimationBenchmarkResult.Measurement.median(values) }

    private static func runJSON(_ runs: [ReplayBenchmark.ProcessRun]) -> JSONValue {
        .object([
            ("frames_per_second_median", .double(median(runs.map(\.framesPerSecond)))),
            ("cpu_seconds_median", .double(median(runs.map(\.cpuSeconds)))),
            ("wall_seconds_median", .double(median(runs.map(\.wallSeconds)))),
            ("peak_rss_bytes_max", .int(Int64(runs.map(\.peakBytes).max() ?? 0))),
            ("frames_per_second_rounds", .array(runs.map { .double($0.framesPerSecond) })),
            ("peak_rss_bytes_rounds", .array(runs.map { .int(Int64($0.peakBytes)) })),
        ])
    }

    public func json() -> JSONValue {
        .object([
            ("scene", .string(ReplaySession.scene)), ("build", .string(build)),
            ("seed", .number(String(configuration.seed))), ("rounds", .int(Int64(configuration.rounds))),
            ("memory", .string("ru_maxrss of each fling replay child process")),
            ("bench_peak_rss_bytes", .int(Int64(benchPeakBytes))),
            (
                "sessions",
                .array(
                    sessions.map { session in
                        .object([
                            ("minutes", .double(session.minutes)), ("frames", .int(Int64(session.frames))),
                            ("events", .int(Int64(session.events))),
                            ("recording_bytes", .int(Int64(session.recordingBytes))),
                            ("trace_bytes", .int(Int64(session.traceBytes))),
                            ("trace", Self.runJSON(session.traceRuns)), ("expect", Self.runJSON(session.expectRuns)),
                        ])
                    })
            ),
        ])
    }

    public func table() -> String {
        var lines = [
            "fling bench replay: random sessions of the \(ReplaySession.scene) scene (seed \(configuration.seed)), 60 Hz, "
                + "1280×800; \(configuration.rounds) round\(configuration.rounds == 1 ? "" : "s"), \(build) build",
            "frames/s = frames / CPU time (user + system) of the whole fling replay process; peak = its ru_maxrss",
            "",
            "session    frames    events   run                           frames/s   CPU s   wall s  peak MiB",
        ]
        for session in sessions {
            for (label, runs) in [
                ("replay REC --trace T", session.traceRuns), ("replay REC --expect T", session.expectRuns),
            ] {
                let fps = Self.median(runs.map(\.framesPerSecond))
                let peak = Double(runs.map(\.peakBytes).max() ?? 0) / 1_048_576
                lines.append(
                    pad(
                        NumberText.fixed(
                            session.minutes, decimals: session.minutes.rounded() == session.minutes ? 0 : 2) + " min", 8
                    )
                        + pad(String(session.frames), 9, right: true) + pad(String(session.events), 10, right: true)
                        + "   "
                        + pad(label, 28) + pad(NumberText.fixed(fps, decimals: 0), 10, right: true)
                        + pad(NumberText.fixed(Self.median(runs.map(\.cpuSeconds)), decimals: 2), 8, right: true)
                        + pad(NumberText.fixed(Self.median(runs.map(\.wallSeconds)), decimals: 2), 9, right: true)
                        + pad(NumberText.fixed(peak, decimals: 1), 10, right: true))
            }
        }
        lines.append("")
        lines.append(
            "this benchmark's own peak: \(NumberText.fixed(Double(benchPeakBytes) / 1_048_576, decimals: 1)) MiB "
                + "(Linux counts it in a child's ru_maxrss; a child's peak above it is the child's own)")
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}
