import Time

@testable import Profiler

/// Frames fed to a profiler by hand, on a made-up clock: vsync 0 at `origin`. Times are
/// given here as integer nanoseconds, the way the tests compute them by hand.
struct SyntheticFrames {
    static let ms: Int64 = 1_000_000
    let profiler: FrameProfiler
    var lastVsync: Int64 = -1

    init(period: Int64 = 16_666_667, origin: Int64 = 5_000_000_000) {
        profiler = FrameProfiler(framePeriod: .nanoseconds(period), origin: MonotonicInstant(nanoseconds: origin))
    }

    var period: Int64 { profiler.framePeriod.nanoseconds }

    /// A frame at `vsync` (missed vsyncs counted from the last one), starting `wake` ns after
    /// its vsync (or when the frame before ended, if later), its phases (events, animate, render, present) back to back.
    mutating func add(vsync: Int64? = nil, wake: Int64 = 100_000, phases: [Int64], label: String = "") {
        let vsync = vsync ?? lastVsync + 1
        let link = DisplayLinkFrame(
            index: profiler.frames.count, vsync: vsync, timestamp: .nanoseconds(period * vsync),
            targetTimestamp: .nanoseconds(period * (vsync + 1)), duration: .nanoseconds(period),
            missedVsyncs: Int(vsync - lastVsync - 1))
        lastVsync = vsync
        // A frame begins once the one before it ended, however late that was.
        var now = max(
            profiler.origin + .nanoseconds(period * vsync + wake),
            profiler.frames.last?.end ?? MonotonicInstant(nanoseconds: .min))
        profiler.beginFrame(link, at: now)
        if !label.isEmpty { profiler.label(label) }
        for (phase, length) in zip(FramePhase.allCases, phases) {
            profiler.beginPhase(phase, at: now)
            now += .nanoseconds(length)
            profiler.endPhase(phase, at: now)
        }
        profiler.endFrame(at: now)
    }

    /// Events 0.1 ms, animate 0.1 ms, render `render`, present 0.5 ms.
    static func phases(render: Int64) -> [Int64] { [ms / 10, ms / 10, render, ms / 2] }
}
