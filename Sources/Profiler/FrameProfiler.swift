import Time

/// Records where each frame's time went, phase by phase, for summaries and trace exports.
///
/// Like Instruments' Animation Hitches template, it keeps every frame rather than running
/// averages, so percentiles and hitches are exact. Times are `MonotonicInstant`s on the
/// caller's clock (the live loop passes `MonotonicInstant.now()`, tests pass made-up
/// instants); the spans between them are `FrameTime`s.
/// A frame is about 170 bytes, so ten minutes at 120 Hz (72 000 frames) is about 12 MB.
public final class FrameProfiler {
    /// The display's refresh period; hitches are measured against it.
    public let framePeriod: FrameTime
    /// The caller's clock at the link's time zero (vsync 0): a frame's deadline is
    /// `origin + targetTimestamp`.
    public let origin: MonotonicInstant
    /// Every completed frame, oldest first.
    public private(set) var frames: [ProfiledFrame] = []
    /// The input events frames delivered, in order (at most `maximumInputs`).
    public private(set) var inputs: [ProfiledInput] = []
    /// Inputs beyond `maximumInputs`, counted but not kept.
    public private(set) var droppedInputs = 0
    /// The most input events kept for the trace's flows: about 32 MB of them.
    public static let maximumInputs = 1_000_000
    private var current: ProfiledFrame?
    private var openPhase: (phase: FramePhase, start: MonotonicInstant)?

    /// A profiler for a display refreshing every `framePeriod` (the display link's period),
    /// whose vsync 0 was at `origin` on the caller's clock (its zero by default).
    public init(framePeriod: FrameTime, origin: MonotonicInstant = MonotonicInstant(nanoseconds: 0)) {
        precondition(framePeriod > .zero, "a frame period must be positive; got \(framePeriod)")
        self.framePeriod = framePeriod
        self.origin = origin
    }

    /// Starts recording the frame the display link delivered, at `wallTime`.
    public func beginFrame(_ frame: DisplayLinkFrame, at wallTime: MonotonicInstant) {
        if let open = current {
            preconditionFailure(
                "beginFrame(\(frame.index)) while frame \(open.link.index) is still open; "
                    + "frames do not nest, call endFrame(at:) first")
        }
        if let previous = frames.last, wallTime < previous.end {
            preconditionFailure(
                "beginFrame(\(frame.index)) at \(wallTime) is before frame \(previous.link.index) "
                    + "ended at \(previous.end); pass times from one monotonic clock")
        }
        let interval = frames.last.map { wallTime - $0.start }
        current = ProfiledFrame(
            link: frame, start: wallTime, interval: interval,
            intendedPresent: origin + frame.targetTimestamp)
    }

    /// Labels the current frame with what the scene is doing ("dragging", "settling"), for
    /// per-label statistics, as JankStats' UI states; the last label given wins.
    public func label(_ label: String) {
        guard current != nil else {
            preconditionFailure("label(\"\(label)\") outside a frame; call beginFrame(_:at:) first")
        }
        current!.label = label
    }

    /// The frame begun and not yet ended, as recorded so far.
    public var openFrame: ProfiledFrame? { current }

    /// Sets what the engine and renderer did in the current frame.
    public func setCounters(_ counters: FrameCounters) {
        guard current != nil else {
            preconditionFailure("setCounters(_:) outside a frame; call beginFrame(_:at:) first")
        }
        current!.counters = counters
    }

    /// Notes that the current frame delivered an input event named `name` (its kind) that
    /// happened at `wallTime` on this profiler's clock, or, when the event's time is not on
    /// that clock (a replay on a virtual clock), at the frame's start.
    public func recordInput(_ name: String, at wallTime: MonotonicInstant?) {
        guard let frame = current else {
            preconditionFailure("recordInput(_:at:) outside a frame; call beginFrame(_:at:) first")
        }
        guard inputs.count < Self.maximumInputs else {
            droppedInputs += 1
            return
        }
        inputs.append(ProfiledInput(frame: frames.count, time: min(wallTime ?? frame.start, frame.start), name: name))
    }

    /// Marks the start of `phase` in the current frame.
    public func beginPhase(_ phase: FramePhase, at wallTime: MonotonicInstant) {
        guard let frame = current else {
            preconditionFailure("beginPhase(.\(phase)) outside a frame; call beginFrame(_:at:) first")
        }
        if let open = openPhase {
            preconditionFailure(
                "beginPhase(.\(phase)) while .\(open.phase) is open in frame \(frame.link.index); "
                    + "phases run one after another, call endPhase(.\(open.phase), at:) first")
        }
        precondition(
            frame[phase] == nil,
            "phase .\(phase) was already measured in frame \(frame.link.index); each phase runs once per frame")
        precondition(
            wallTime >= frame.start,
            "beginPhase(.\(phase)) at \(wallTime) is before frame \(frame.link.index) began at \(frame.start)")
        openPhase = (phase, wallTime)
    }

    /// Marks the end of `phase`, which must be the open phase of the current frame.
    public func endPhase(_ phase: FramePhase, at wallTime: MonotonicInstant) {
        guard let open = openPhase, open.phase == phase else {
            let state = openPhase.map { "the open phase is .\($0.phase)" } ?? "no phase is open"
            preconditionFailure("endPhase(.\(phase)) without beginPhase(.\(phase)); \(state)")
        }
        precondition(
            wallTime >= open.start,
            "endPhase(.\(phase)) at \(wallTime) is before it began at \(open.start)")
        current![phase] = .init(start: open.start, duration: wallTime - open.start)
        openPhase = nil
    }

    /// Finishes the current frame at `wallTime` and stores it.
    public func endFrame(at wallTime: MonotonicInstant) {
        guard var frame = current else {
            preconditionFailure("endFrame(at:) without beginFrame(_:at:)")
        }
        if let open = openPhase {
            preconditionFailure(
                "endFrame(at:) while .\(open.phase) is open in frame \(frame.link.index); "
                    + "call endPhase(.\(open.phase), at:) first")
        }
        let lastPhaseEnd = FramePhase.allCases.compactMap { frame[$0]?.end }.max() ?? frame.start
        precondition(
            wallTime >= lastPhaseEnd,
            "endFrame(at: \(wallTime)) is before frame \(frame.link.index)'s phases ended at \(lastPhaseEnd)")
        frame.end = wallTime
        frame.frameClass = FrameClass.of(frame, position: frames.count, previous: frames.last)
        frames.append(frame)
        current = nil
    }

    /// Runs `body` as `phase` of the current frame, timed on CLOCK_MONOTONIC.
    ///
    /// The phase ends even when `body` throws, so an error does not leave it open.
    public func measure<R>(_ phase: FramePhase, _ body: () throws -> R) rethrows -> R {
        beginPhase(phase, at: .now())
        defer { endPhase(phase, at: .now()) }
        return try body()
    }

    /// Frame rate, interval percentiles, hitches and phase timings over every completed frame.
    public func summary() -> ProfileSummary {
        ProfileSummary(frames: frames, framePeriod: framePeriod)
    }
}
