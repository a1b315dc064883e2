import Testing
import Time

@testable import Profiler

@Test(arguments: [Int64(16_666_667), 8_333_333, 6_944_444])
func framesAreClassifiedAgainstTheirVsyncsDeadline(period: Int64) {
    let ms = SyntheticFrames.ms
    var frames = SyntheticFrames(period: period)
    frames.add(phases: SyntheticFrames.phases(render: 3 * period))   // 0: the first frame, slow: warm-up
    frames.add(vsync: 4, phases: SyntheticFrames.phases(render: ms / 2))   // 1: missed 2 after the warm-up: warm-up too
    frames.add(phases: SyntheticFrames.phases(render: ms / 2))   // 2: early
    frames.add(phases: [period, ms / 10, ms / 10, ms / 10])   // 3: late by events
    frames.add(phases: [ms / 10, period, ms / 10, ms / 10])   // 4: late by animate
    frames.add(phases: SyntheticFrames.phases(render: period))   // 5: late by render
    frames.add(phases: [ms / 10, ms / 10, ms / 10, period])   // 6: late by present
    frames.add(vsync: frames.lastVsync + 4, phases: SyntheticFrames.phases(render: ms))   // 7: dropped 3
    let profiled = frames.profiler.frames
    #expect(
        profiled.map(\.frameClass) == [
            .warmUp, .warmUp, .onTime, .late(.events), .late(.animate), .late(.render),
            .late(.present), .droppedVsyncs(3),
        ])
    // The deadline is the vsync's target time; the overrun is signed: early is negative.
    let early = profiled[2]
    #expect(early.intendedPresent == frames.profiler.origin + .nanoseconds(period * (early.link.vsync + 1)))
    #expect(early.actualPresent == early.end)
    #expect(early.overrun == .nanoseconds(-(period - 100_000 - 1_200_000)))
    #expect(profiled[3].overrun == .nanoseconds(100_000 + 300_000))
    // Warm-up is no hitch; the late and dropped frames are.
    let summary = frames.profiler.summary()
    #expect(summary.classes.warmUp == 2 && summary.classes.onTime == 1 && summary.classes.late == 4)
    #expect(summary.classes.dropped == 1 && summary.classes.droppedVsyncs == 3)
    #expect(summary.classes.lateByPhase == [.events: 1, .animate: 1, .render: 1, .present: 1])
    #expect(!profiled[1].isHitch(period: .nanoseconds(period)))
    #expect(profiled[7].isHitch(period: .nanoseconds(period)))
    #expect(summary.hitches == 1)
}

@Test func aSlowSecondFrameAfterAnOnTimeFirstIsDroppedNotWarmUp() {
    var frames = SyntheticFrames()
    frames.add(phases: SyntheticFrames.phases(render: SyntheticFrames.ms))
    frames.add(vsync: 3, phases: SyntheticFrames.phases(render: SyntheticFrames.ms))
    #expect(frames.profiler.frames.map(\.frameClass) == [.warmUp, .droppedVsyncs(2)])
}

@Test func theFixturesSlowRenderIsLateByRenderAndTheNextFrameDropsTwoVsyncs() {
    let frames = ProfileFixture.tenFramesWithOneHitch().frames
    #expect(frames[4].frameClass == .late(.render))
    #expect(frames[5].frameClass == .droppedVsyncs(2))
    #expect(frames[0].frameClass == .warmUp)
    #expect(frames.filter { $0.frameClass == .onTime }.count == 7)
}

@Test func labelsBreakTheSummaryDown() {
    var frames = SyntheticFrames()
    for index in 0..<10 {
        frames.add(
            phases: SyntheticFrames.phases(render: index < 4 ? 2 * SyntheticFrames.ms : SyntheticFrames.ms / 2),
            label: index < 4 ? "dragging" : "idle")
    }
    let summary = frames.profiler.summary()
    #expect(summary.labels.map(\.label) == ["dragging", "idle"])
    #expect(summary.labels.map(\.frames) == [4, 6])
    #expect(summary.labels[0].phases[.render]?.p50 == 2)
    #expect(summary.labels[1].phases[.render]?.max == 0.5)
    #expect(summary.report().contains("dragging"))
    let unlabelled = ProfileFixture.tenFramesWithOneHitch().summary()
    #expect(unlabelled.labels.isEmpty)
}
