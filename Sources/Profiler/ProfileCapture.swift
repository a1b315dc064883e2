import Time

/// The frames of one or more profiled runs of the same thing (`fling profile --runs N`),
/// with times counted from each run's vsync 0 (each run's instants moved so that its vsync 0
/// is `MonotonicInstant(nanoseconds: 0)`): what a summary file keeps and `compare` reads back.
public struct ProfileCapture: Hashable, Sendable {
    /// The display's refresh period: every frame's budget.
    public var framePeriod: FrameTime
    /// Each run's frames, oldest first; instants counted from the run's vsync 0.
    public var runs: [[ProfiledFrame]]
    /// What was profiled: the scene's name, or the recording's path.
    public var source: String

    public init(framePeriod: FrameTime, runs: [[ProfiledFrame]], source: String) {
        self.framePeriod = framePeriod
        self.runs = runs
        self.source = source
    }

    /// The frames of `profilers` (one per run, all at one period), their times made
    /// relative to each profiler's origin.
    public init(profilers: [FrameProfiler], source: String) {
        precondition(!profilers.isEmpty, "a capture needs at least one run")
        let period = profilers[0].framePeriod
        precondition(
            profilers.allSatisfy { $0.framePeriod == period },
            "the runs of a capture share one frame period; got \(profilers.map(\.framePeriod))")
        self.init(
            framePeriod: period,
            runs: profilers.map { profiler in profiler.frames.map { $0.shifted(by: Self.vsyncZero - profiler.origin) }
            },
            source: source)
    }

    /// Where a captured run's vsync 0 is.
    static let vsyncZero = MonotonicInstant(nanoseconds: 0)

    /// Every run pooled: rate, hitches, classes, percentiles and the per-label breakdown.
    public func summary() -> ProfileSummary { ProfileSummary(runs: runs, framePeriod: framePeriod) }

    /// One summary per run, in run order: the samples `compare` tests across runs.
    public func runSummaries() -> [ProfileSummary] {
        runs.map { ProfileSummary(frames: $0, framePeriod: framePeriod) }
    }
}

extension ProfiledFrame {
    /// The frame with every wall time moved by `offset`.
    func shifted(by offset: FrameTime) -> ProfiledFrame {
        var frame = self
        frame.start += offset
        frame.end += offset
        frame.intendedPresent += offset
        for phase in FramePhase.allCases {
            if let span = frame[phase] { frame[phase] = PhaseSpan(start: span.start + offset, duration: span.duration) }
        }
        return frame
    }
}
