import Testing
import Time

@Test func periodForSixtyFramesPerSecondRoundsToWholeNanoseconds() {
    #expect(VirtualFrameSource.period(forFramesPerSecond: 60) == .nanoseconds(16_666_667))
}

@Test(arguments: [60.0, 90.0, 120.0, 144.0])
func virtualFramesSitOnTheVsyncGrid(fps: Double) {
    let period = VirtualFrameSource.period(forFramesPerSecond: fps)
    let link = DisplayLink(source: VirtualFrameSource(period: period))
    for expectedIndex in 0..<5 {
        let frame = link.step()
        #expect(frame.index == expectedIndex)
        #expect(frame.vsync == Int64(expectedIndex))
        #expect(frame.timestamp == frame.vsync * period)
        #expect(frame.targetTimestamp == frame.timestamp + period)
        #expect(frame.duration == period)
        #expect(frame.missedVsyncs == 0)
    }
}

@Test(arguments: [60.0, 120.0])
func skippedVsyncsAreReportedNotReplayed(fps: Double) {
    let period = VirtualFrameSource.period(forFramesPerSecond: fps)
    let source = VirtualFrameSource(period: period)
    let link = DisplayLink(source: source)
    let before = (0..<3).map { _ in link.step() }.last!
    source.skip(vsyncs: 3)
    let late = link.step()
    let after = link.step()

    #expect(late.missedVsyncs == 3)
    #expect(late.index == before.index + 1)
    #expect(late.vsync == before.vsync + 4)
    #expect(late.timestamp == late.vsync * period)
    #expect(late.targetTimestamp == late.timestamp + period)
    // No burst: the frame after the late one is the very next vsync, on time.
    #expect(after.index == late.index + 1)
    #expect(after.vsync == late.vsync + 1)
    #expect(after.missedVsyncs == 0)
}

@Test("a timer frame that wakes late keeps its vsync up to half a period, then takes the first one still ahead")
func timerSourcePicksTheFirstVsyncNotMissed() {
    let period = FrameTime.nanoseconds(16_666_667)
    let origin = MonotonicInstant(nanoseconds: 1_000_000_000)
    let half = FrameTime.nanoseconds(period.nanoseconds / 2)
    let oneNanosecond = FrameTime.nanoseconds(1)
    func vsync(next: Int64, lateBy: FrameTime) -> Int64 {
        TimerFrameSource.vsync(next: next, now: origin + period * next + lateBy, origin: origin, period: period)
    }
    #expect(vsync(next: 5, lateBy: .milliseconds(-3)) == 5)   // early: sleep to it
    #expect(vsync(next: 5, lateBy: half) == 5)   // half a period late: still that frame
    #expect(vsync(next: 5, lateBy: half + oneNanosecond) == 6)   // later: the next grid point not half a period past
    // A 31 ms frame at 60 Hz: shown one vsync after the one it missed.
    #expect(vsync(next: 5, lateBy: .milliseconds(14.5)) == 6)
    #expect(vsync(next: 5, lateBy: period + half) == 6)
    #expect(vsync(next: 5, lateBy: period + half + oneNanosecond) == 7)
    #expect(vsync(next: 0, lateBy: period * 10) == 10)   // never a burst: the missed ones are gone
}
