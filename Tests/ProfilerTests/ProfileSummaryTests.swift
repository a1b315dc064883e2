import Testing
import Time

@testable import Profiler

@Test func summaryOfTenFramesWithOneHitchMatchesHandComputedValues() {
    let summary = ProfileFixture.tenFramesWithOneHitch().summary()

    #expect(summary.frames == 10)
    // First start 0; last frame starts at vsync 11 (11 × 16_666_667 ns) and runs 9 ms.
    #expect(summary.duration == 0.192333337)
    // Nine intervals: eight of one period and one of three, 11 periods in all.
    #expect(abs(summary.fps - 9 / 0.183333337) < 1e-9)
    #expect(summary.frameInterval.count == 9)
    // Nearest rank of 9 sorted intervals: p50 → rank 5, p90 → rank 9, p99 → rank 9.
    #expect(summary.frameInterval.p50 == 16.666667)
    #expect(summary.frameInterval.p90 == 50.000001)
    #expect(summary.frameInterval.p99 == 50.000001)
    #expect(summary.frameInterval.max == 50.000001)
    #expect(abs(summary.frameInterval.mean - 183.333337 / 9) < 1e-9)

    // One hitch: max(2 missed × period, 3 periods − 1 period) = 33.333334 ms.
    #expect(summary.hitches == 1)
    #expect(summary.hitchTime == 33.333334)
    #expect(abs(summary.hitchTimeRatio - 33.333334 / 0.192333337) < 1e-9)
    #expect(summary.hitchBand == .critical)

    let render = summary.phases[.render]
    #expect(render?.count == 10)
    #expect(render?.p50 == 5)
    #expect(render?.p90 == 5)
    #expect(render?.p99 == 40)
    #expect(render?.max == 40)
    #expect(render?.mean == 8.5)
    #expect(summary.phases[.events] == TimingStats(Array(repeating: .milliseconds(1), count: 10)))
    #expect(summary.phases[.animate]?.mean == 2)
    #expect(summary.phases[.present]?.max == 1)
}

@Test func aLateFrameWithoutMissedVsyncsIsAHitchOnlyPastOneAndAHalfPeriods() {
    let period = FrameTime.milliseconds(10)
    let profiler = FrameProfiler(framePeriod: period)
    for (index, nanoseconds) in [Int64(0), 10_000_000, 25_000_000, 40_000_001].enumerated() {
        let start = MonotonicInstant(nanoseconds: nanoseconds)
        profiler.beginFrame(
            DisplayLinkFrame(
                index: index, vsync: Int64(index), timestamp: .zero, targetTimestamp: .zero,
                duration: period, missedVsyncs: 0), at: start)
        profiler.endFrame(at: start + .milliseconds(1))
    }
    let summary = profiler.summary()
    // Intervals 10, 15 (exactly 1.5 periods: on the line, not a hitch) and 15.000001 ms.
    #expect(summary.hitches == 1)
    #expect(summary.hitchTime == 5.000001)
    #expect(profiler.frames.map { $0.isHitch(period: period) } == [false, false, false, true])
}

@Test func nearestRankPercentilesPickMeasuredSamples() {
    let oneToHundred = TimingStats((1...100).reversed().map { FrameTime.milliseconds(Double($0)) })
    #expect([oneToHundred.p50, oneToHundred.p90, oneToHundred.p99, oneToHundred.max] == [50, 90, 99, 100])
    #expect(oneToHundred.mean == 50.5)

    let single = TimingStats([.milliseconds(3)])
    #expect([single.p50, single.p90, single.p99, single.max, single.mean] == [3, 3, 3, 3, 3])

    let empty = TimingStats([])
    #expect(empty.count == 0 && empty.p99 == 0 && empty.mean == 0)
}

@Test(arguments: [(4.99, ProfileSummary.HitchBand.good), (5, .warning), (10, .warning), (10.01, .critical)])
func hitchRatioBandsFollowApple(ratio: Double, band: ProfileSummary.HitchBand) {
    #expect(ProfileSummary.HitchBand(ratio: ratio) == band)
}

@Test func reportIsAnAlignedTableWithEveryMeasuredPhase() {
    let report = ProfileFixture.tenFramesWithOneHitch().summary().report()
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    #expect(lines[0] == "Frame profile: 10 frames in 0.192 s, display 60.00 Hz (16.667 ms period)")
    #expect(lines[1] == "fps             49.09")
    #expect(lines[2] == "hitches         1, 33.333 ms total, 173.31 ms/s: critical (> 10 ms/s)")
    #expect(lines[3] == "frames          7 on time, 1 late (render 1), 1 dropped (2 vsyncs), 1 warm-up")
    #expect(lines.contains("frame interval      16.667    50.000    50.000    50.000    50.000    20.370"))
    #expect(lines.contains("render               5.000     5.000    40.000    40.000    40.000     8.500"))
    let table = lines.drop { !$0.hasSuffix("(ms)") }.filter { !$0.isEmpty }
    #expect(table.count == 6)
    #expect(Set(table.dropFirst().map(\.count)).count == 1)
    #expect(FrameProfiler(framePeriod: .nanoseconds(1)).summary().report() == "Frame profile: no frames recorded\n")
}

@Test func perFrameCSVHasOneExactRowPerFrame() {
    let lines = ProfileFixture.tenFramesWithOneHitch().perFrameCSV().split(separator: "\n").map(String.init)
    #expect(lines.count == 11)
    #expect(
        lines[0] == "index,vsync,missed_vsyncs,start_ns,interval_ns,events_ns,animate_ns,render_ns,present_ns,total_ns")
    #expect(lines[1] == "0,0,0,0,,1000000,2000000,5000000,1000000,9000000")
    #expect(lines[6] == "5,7,2,116666669,50000001,1000000,2000000,5000000,1000000,9000000")
}

@Test func measureRecordsThePhaseEvenWhenTheBodyThrows() {
    struct Failure: Error {}
    let profiler = FrameProfiler(framePeriod: ProfileFixture.framePeriod)
    profiler.beginFrame(
        DisplayLinkFrame(
            index: 0, vsync: 0, timestamp: .zero, targetTimestamp: .zero, duration: .nanoseconds(1),
            missedVsyncs: 0), at: .now())
    #expect(profiler.measure(.animate) { 42 } == 42)
    #expect(throws: Failure.self) { try profiler.measure(.render) { throw Failure() } }
    profiler.endFrame(at: .now())
    #expect(profiler.frames.count == 1)
    #expect(profiler.frames[0][.animate] != nil && profiler.frames[0][.render] != nil)
    #expect(profiler.frames[0][.events] == nil)
}

@Test func misuseStopsWithAPrecondition() async {
    await #expect(processExitsWith: .failure) {
        let profiler = FrameProfiler(framePeriod: ProfileFixture.framePeriod)
        profiler.beginFrame(
            DisplayLinkFrame(
                index: 0, vsync: 0, timestamp: .zero, targetTimestamp: .zero, duration: .nanoseconds(1),
                missedVsyncs: 0), at: MonotonicInstant(nanoseconds: 0))
        profiler.endPhase(.render, at: MonotonicInstant(nanoseconds: 1))
    }
    await #expect(processExitsWith: .failure) {
        let profiler = FrameProfiler(framePeriod: ProfileFixture.framePeriod)
        let frame = DisplayLinkFrame(
            index: 0, vsync: 0, timestamp: .zero, targetTimestamp: .zero, duration: .nanoseconds(1), missedVsyncs: 0)
        profiler.beginFrame(frame, at: MonotonicInstant(nanoseconds: 0))
        profiler.beginFrame(frame, at: MonotonicInstant(nanoseconds: 1))
    }
}
