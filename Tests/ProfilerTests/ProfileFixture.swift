import Time

@testable import Profiler

/// Hand-made runs whose summaries the tests compute by hand.
enum ProfileFixture {
    /// 16.666667 ms, the 60 Hz period.
    static let period: Int64 = 16_666_667
    static let framePeriod = FrameTime.nanoseconds(period)
    static let ms: Int64 = 1_000_000

    /// Ten 60 Hz frames from a virtual display link, wall time = vsync time. Frame 4 renders
    /// for 40 ms instead of 5, so the link skips two vsyncs and frame 5 starts 3 periods
    /// (50.000001 ms) later with missedVsyncs 2. Every frame runs events 1 ms, animate
    /// 2 ms, render, present 1 ms, back to back.
    static func tenFramesWithOneHitch() -> FrameProfiler {
        let source = VirtualFrameSource(period: framePeriod)
        let link = DisplayLink(source: source)
        let profiler = FrameProfiler(framePeriod: framePeriod)
        for index in 0..<10 {
            let frame = link.step()
            var now = MonotonicInstant(nanoseconds: 0) + frame.timestamp
            profiler.beginFrame(frame, at: now)
            for (phase, length) in [
                (FramePhase.events, ms), (.animate, 2 * ms), (.render, index == 4 ? 40 * ms : 5 * ms),
                (.present, ms),
            ] {
                profiler.beginPhase(phase, at: now)
                now += .nanoseconds(length)
                profiler.endPhase(phase, at: now)
            }
            profiler.endFrame(at: now)
            if index == 4 { source.skip(vsyncs: 2) }
        }
        return profiler
    }
}
