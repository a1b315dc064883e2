import Testing
import Input
import Motion
import Gestures

/// Unit directions with both axes non-zero (Pythagorean triples, so they are exact).
let dragDirections = [Point(x: 0.6, y: 0.8), Point(x: -0.8, y: 0.6), Point(x: -0.28, y: -0.96), Point(x: 0.96, y: -0.28)]

let nanosecondsPerSecond = 1_000_000_000.0
let ms = FrameTime.milliseconds(1)

/// Sample times of a pointer reporting at `rate` Hz for `duration`, starting at `start`; with
/// `jitter` each time moves by up to ± that fraction of the interval (a seeded draw), which
/// keeps them in order for jitter below one half.
func sampleTimes(rate: Double, start: FrameTime = 5_000 * ms, duration: FrameTime = 200 * ms,
                 jitter: Double = 0, seed: UInt64 = 1) -> [FrameTime] {
    var rng = SplitMix64(seed: seed)
    let interval = nanosecondsPerSecond / rate
    let count = Int(Double(duration.nanoseconds) / interval) + 1
    return (0..<count).map { k in
        let offset = Double(k) * interval + (k == 0 ? 0 : jitter * interval * rng.uniform(-1, 1))
        return start + .nanoseconds(Int64(offset.rounded()))
    }
}

/// A tracker fed a drag that moves at `velocity` from `origin` at each of `times`.
func tracker(dragging velocity: Point, from origin: Point = Point(x: 400, y: 300), at times: [FrameTime]) -> VelocityTracker {
    var result = VelocityTracker()
    let t0 = times[0]
    for time in times {
        let seconds = (time - t0).seconds
        let accepted = result.add(time: time, position: origin + velocity * seconds)
        #expect(accepted)
    }
    return result
}

func isClose(_ estimate: Point, to velocity: Point, within fraction: Double) -> Bool {
    estimate.distance(to: velocity) <= fraction * (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
}

@Test(arguments: [50.0, 800.0, 3000.0, 8000.0], [60.0, 125.0, 250.0, 1000.0])
func constantDragIsEstimatedWithinOnePercent(speed: Double, rate: Double) {
    for direction in dragDirections {
        let velocity = direction * speed
        let t = tracker(dragging: velocity, at: sampleTimes(rate: rate))
        let estimate = t.velocity()
        #expect(isClose(estimate, to: velocity, within: 0.01), "\(velocity) at \(rate) Hz: \(estimate)")
        #expect(t.velocity(at: t.samples.last!.time) == estimate)
    }
}

@Test(arguments: [50.0, 800.0, 3000.0, 8000.0], [60.0, 125.0, 250.0, 1000.0])
func jitteredTimestampsAreEstimatedWithinOnePercent(speed: Double, rate: Double) {
    for (index, direction) in dragDirections.enumerated() {
        let velocity = direction * speed
        let times = sampleTimes(rate: rate, jitter: 0.3, seed: UInt64(index) &* 7919 &+ UInt64(rate))
        let estimate = tracker(dragging: velocity, at: times).velocity()
        #expect(isClose(estimate, to: velocity, within: 0.01), "\(velocity) at \(rate) Hz ±30%: \(estimate)")
    }
}

@Test(arguments: [60.0, 125.0, 1000.0])
func aPauseBeforeTheQueryReportsZero(rate: Double) {
    let velocity = Point(x: 900, y: -400)
    let t = tracker(dragging: velocity, at: sampleTimes(rate: rate, duration: 100 * ms))
    let last = t.samples.last!.time
    #expect(t.velocity(at: last + 50 * ms) == .zero)
    // A query shortly after the last sample still reports the motion.
    #expect(isClose(t.velocity(at: last + 10 * ms), to: velocity, within: 0.01))
}

@Test(arguments: [60.0, 125.0, 250.0])
func aGapLongerThan40MillisecondsResetsHistory(rate: Double) {
    var t = tracker(dragging: Point(x: 3000, y: 0), at: sampleTimes(rate: rate, duration: 100 * ms))
    let pauseStart = t.samples.last!
    // The pointer rests 60 ms, then moves the other way at a new velocity for 30 ms.
    let newVelocity = Point(x: 0, y: -500)
    let resume = pauseStart.time + 60 * ms
    for time in sampleTimes(rate: rate, start: resume, duration: 30 * ms) {
        let seconds = (time - resume).seconds
        t.add(time: time, position: pauseStart.position + newVelocity * seconds)
    }
    #expect(t.samples.allSatisfy { $0.time >= resume })
    #expect(isClose(t.velocity(), to: newVelocity, within: 0.01), "\(t.velocity())")
}

@Test func aGapShorterThan40MillisecondsKeepsHistory() {
    var t = VelocityTracker()
    t.add(time: .zero, position: .zero)
    t.add(time: 10 * ms, position: Point(x: 10, y: 0))
    t.add(time: 49 * ms, position: Point(x: 49, y: 0))
    #expect(t.samples.count == 3)
    #expect(isClose(t.velocity(), to: Point(x: 1000, y: 0), within: 0.01))
}

@Test func equalTimestampsReplaceTheNewestSample() {
    var t = VelocityTracker()
    let first = t.add(time: .zero, position: .zero)
    let second = t.add(time: 10 * ms, position: Point(x: 10, y: 0))
    let replacement = t.add(time: 10 * ms, position: Point(x: 20, y: 5))
    #expect(first && second && replacement)
    #expect(t.samples.count == 2)
    #expect(t.samples.last!.position == Point(x: 20, y: 5))
    // The line through (0 s, 0) and (0.01 s, (20, 5)).
    #expect(isClose(t.velocity(), to: Point(x: 2000, y: 500), within: 1e-9))
}

@Test func backwardsTimestampsAreRejected() {
    var t = VelocityTracker()
    t.add(time: 100 * ms, position: .zero)
    t.add(time: 110 * ms, position: Point(x: 10, y: 10))
    let before = t.velocity()
    let accepted = t.add(time: 105 * ms, position: Point(x: 999, y: -999))
    #expect(accepted == false)
    #expect(t.samples.count == 2)
    #expect(t.samples.last!.position == Point(x: 10, y: 10))
    #expect(t.velocity() == before)
}

@Test func fewerThanTwoSamplesReportZero() {
    var t = VelocityTracker()
    #expect(t.velocity() == .zero)
    #expect(t.velocity(at: .zero) == .zero)
    t.add(time: 7 * ms, position: Point(x: 30, y: 40))
    #expect(t.velocity() == .zero)
    #expect(t.velocity(at: 8 * ms) == .zero)
}

@Test func twoSamplesGiveTheSlopeOfTheLine() {
    var t = VelocityTracker()
    t.add(time: .zero, position: Point(x: 1, y: 1))
    t.add(time: 8 * ms, position: Point(x: 9, y: -3))
    #expect(isClose(t.velocity(), to: Point(x: 1000, y: -500), within: 1e-9))
}

@Test func resetForgetsEverySample() {
    var t = tracker(dragging: Point(x: 500, y: 500), at: sampleTimes(rate: 125))
    t.reset()
    #expect(t.samples.isEmpty)
    #expect(t.velocity() == .zero)
}

@Test(arguments: [60.0, 125.0, 250.0, 1000.0])
func onlyTheLast100MillisecondsCount(rate: Double) {
    // 300 ms fast to the right, then 120 ms (more than the horizon) slowly up.
    let fast = Point(x: 6000, y: 0), slow = Point(x: 0, y: -200)
    let times = sampleTimes(rate: rate, duration: 420 * ms)
    let kink = times[0] + 300 * ms
    var t = VelocityTracker()
    for time in times {
        let before = (min(time, kink) - times[0]).seconds
        let after = max(time - kink, .zero).seconds
        t.add(time: time, position: fast * before + slow * after)
    }
    #expect(t.samples.allSatisfy { $0.time >= t.samples.last!.time - 100 * ms })
    #expect(isClose(t.velocity(), to: slow, within: 0.01), "\(t.velocity())")
}

@Test func aShorterHorizonForgetsSooner() {
    var t = VelocityTracker()
    t.horizon = 30 * ms
    for k in 0...10 { t.add(time: Int64(k) * 8 * ms, position: Point(x: Double(k) * 8, y: 0)) }
    #expect(t.samples.allSatisfy { $0.time >= 50 * ms })
}

// MARK: - Samples too close to resolve

@Test func samplesLessThanTheMinimumIntervalAfterTheNewestBeganMergeIntoIt() {
    var t = VelocityTracker()
    #expect(t.minimumSampleInterval == .nanoseconds(500_000))
    t.add(time: .zero, position: .zero)
    t.add(time: 10 * ms, position: Point(x: 10, y: 0))
    // 0.2 and 0.4 ms after the sample at 10 ms began: merged, newest position at newest time.
    t.add(time: 10 * ms + .nanoseconds(200_000), position: Point(x: 11, y: 1))
    t.add(time: 10 * ms + .nanoseconds(400_000), position: Point(x: 12, y: 2))
    #expect(t.samples.count == 2)
    #expect(t.samples.last!.time == 10 * ms + .nanoseconds(400_000) && t.samples.last!.position == Point(x: 12, y: 2))
    // 0.6 ms after it began (0.2 ms after the last merged): a sample of its own, so a merged
    // run never spans more than the interval however the samples trickle in.
    t.add(time: 10 * ms + .nanoseconds(600_000), position: Point(x: 13, y: 3))
    #expect(t.samples.map(\.time) == [.zero, 10 * ms + .nanoseconds(400_000), 10 * ms + .nanoseconds(600_000)])
    // Earlier than the newest is still rejected, even within the interval.
    #expect(t.add(time: 10 * ms + .nanoseconds(500_000), position: .zero) == false)
}

@Test func aMinimumIntervalOfZeroMergesOnlyEqualTimes() {
    var t = VelocityTracker()
    t.minimumSampleInterval = .zero
    t.add(time: .zero, position: .zero)
    t.add(time: .nanoseconds(1_000), position: Point(x: 1, y: 0))
    t.add(time: .nanoseconds(1_000), position: Point(x: 2, y: 0))
    #expect(t.samples.map(\.time) == [.zero, .nanoseconds(1_000)])
    #expect(t.samples.last!.position == Point(x: 2, y: 0))
}

@Test(arguments: [4000.0, 8000.0])
func aFastMouseStaysExactAndKeepsTheFitOfDegreeTwo(rate: Double) {
    // 4 and 8 kHz gaming mice report 0.25 and 0.125 ms apart with true stamps: merged about
    // one sample per 0.5 ms, each still a true sample, and no burst (they move far slower than
    // `implausibleSpeed` between reports), so the degree-2 fit still follows acceleration.
    let velocity = Point(x: -2400, y: 1800)
    let constant = tracker(dragging: velocity, at: sampleTimes(rate: rate, duration: 60 * ms))
    #expect(isClose(constant.velocity(), to: velocity, within: 1e-9), "\(constant.velocity())")
    var accelerating = VelocityTracker()
    let times = sampleTimes(rate: rate, duration: 60 * ms)
    for time in times {
        let s = (time - times[0]).seconds
        accelerating.add(time: time, position: Point(x: 500 * s + 20_000 * s * s, y: 0))
    }
    let seconds = (accelerating.samples.last!.time - times[0]).seconds
    #expect(abs(accelerating.velocity().x - (500 + 40_000 * seconds)) <= 1e-6 * 3000)
}

@Test func aBurstMakesTheDegreeTwoFitALineUntilItLeavesTheWindow() {
    // x = 1000·t + 20 000·t² every 10 ms; the fit of degree 2 follows it exactly.
    func x(_ ms: Int64) -> Double { let s = Double(ms) / 1000; return 1000 * s + 20_000 * s * s }
    var t = VelocityTracker()
    var line = VelocityTracker(strategy: .leastSquares(degree: 1))
    for k: Int64 in 0...5 {
        t.add(time: k * 10 * ms, position: Point(x: x(k * 10), y: 0))
        line.add(time: k * 10 * ms, position: Point(x: x(k * 10), y: 0))
    }
    #expect(abs(t.velocity().x - (1000 + 40_000 * 0.05)) <= 1e-6)
    // The move taken at 60 ms is read 5 µs after the one at 50 ms: 4.2 points in 5 µs is
    // 840 000 points per second, which no pointer moves. It merges into the newest sample and
    // leaves the degree-2 fit a line, the same as degree 1's.
    t.add(time: 50 * ms + .nanoseconds(5_000), position: Point(x: x(60), y: 0))
    line.add(time: 50 * ms + .nanoseconds(5_000), position: Point(x: x(60), y: 0))
    #expect(t.samples.count == 6)
    #expect(t.velocity() == line.velocity())
    // Once that sample is more than 100 ms old, the fit is of degree 2 again.
    for k: Int64 in 7...17 { t.add(time: k * 10 * ms, position: Point(x: x(k * 10), y: 0)) }
    #expect(t.samples.first!.time > 50 * ms)
    #expect(abs(t.velocity().x - (1000 + 40_000 * 0.17)) <= 1e-6 * 8000)
}

@Test func aFitThatTurnsBackWhereThePointerDidNotAnswersTheLine() {
    // Samples at 0, 10 and 20 ms at x = 0, 30, 31: a pointer slowing down, every movement to
    // the right. The parabola through them has slope −1350 at 20 ms, a motion to the left the
    // pointer never made; the answer is the line's slope, 1550.
    var t = VelocityTracker()
    t.add(time: .zero, position: Point(x: 0, y: 0))
    t.add(time: 10 * ms, position: Point(x: 30, y: 0))
    t.add(time: 20 * ms, position: Point(x: 31, y: 0))
    #expect(abs(t.velocity().x - 1550) <= 1e-9)
    // A pointer that really turned back keeps the fit's answer: x = 0, 30, 20 gives −3000,
    // against the displacement across the window but along the latest movement.
    t.reset()
    t.add(time: .zero, position: Point(x: 0, y: 0))
    t.add(time: 10 * ms, position: Point(x: 30, y: 0))
    t.add(time: 20 * ms, position: Point(x: 20, y: 0))
    #expect(abs(t.velocity().x + 3000) <= 1e-9)
}
