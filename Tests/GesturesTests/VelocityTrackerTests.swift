import Gestures
import Motion
import Testing
import Time

/// Unit directions with both axes non-zero (Pythagorean triples, so they are exact).
let dragDirections = [
    Point(x: 0.6, y: 0.8), Point(x: -0.8, y: 0.6), Point(x: -0.28, y: -0.96), Point(x: 0.96, y: -0.28),
]

let nanosecondsPerSecond = 1_000_000_000.0
let ms = FrameTime.milliseconds(1)

/// Sample times of a pointer reporting at `rate` Hz for `duration`, starting at `start`; with
/// `jitter` each time moves by up to ± that fraction of the interval (a seeded draw), which
/// keeps them in order for jitter below one half.
func sampleTimes(
    rate: Double, start: FrameTime = 5_000 * ms, duration: FrameTime = 200 * ms,
    jitter: Double = 0, seed: UInt64 = 1
) -> [FrameTime] {
    var rng = SplitMix64(seed: seed)
    let interval = nanosecondsPerSecond / rate
    let count = Int(Double(duration.nanoseconds) / interval) + 1
    return (0..<count).map { k in
        let offset = Double(k) * interval + (k == 0 ? 0 : jitter * interval * rng.uniform(-1, 1))
        return start + .nanoseconds(Int64(offset.rounded()))
    }
}

/// A tracker fed a drag that moves at `velocity` from `origin` at each of `times`.
func tracker(dragging velocity: Point, from origin: Point = Point(x: 400, y: 300), at times: [FrameTime])
    -> VelocityTracker
{
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
    let fast = Point(x: 6000, y: 0)
    let slow = Point(x: 0, y: -200)
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

// MARK: - Samples no pointer could have made

@Test func aSampleFartherThanAPointerMovesMergesIntoTheNewest() {
    var t = VelocityTracker()
    #expect(t.implausibleSpeed == 50_000)
    t.add(time: .zero, position: .zero)
    t.add(time: 10 * ms, position: Point(x: 10, y: 0))
    #expect(!t.holdsImplausibleSample)
    // 10 points in 5 µs, then 10 more in 5 µs: two million points per second. Each merges into
    // the newest sample, which takes its position and time.
    t.add(time: 10 * ms + .nanoseconds(5_000), position: Point(x: 20, y: 0))
    t.add(time: 10 * ms + .nanoseconds(10_000), position: Point(x: 30, y: 0))
    #expect(t.samples.count == 2)
    #expect(t.samples.last!.time == 10 * ms + .nanoseconds(10_000) && t.samples.last!.position == Point(x: 30, y: 0))
    #expect(t.holdsImplausibleSample)
    // Earlier than the newest is still rejected.
    #expect(t.add(time: 10 * ms + .nanoseconds(7_000), position: .zero) == false)
    // The merged sample counts until it is older than the horizon.
    t.add(time: 20 * ms, position: Point(x: 40, y: 0))
    #expect(t.samples.count == 3 && t.holdsImplausibleSample)
    for k: Int64 in 3...12 { t.add(time: k * 10 * ms, position: Point(x: Double(k) * 10 + 10, y: 0)) }
    #expect(t.samples.first!.time == 20 * ms)
    #expect(!t.holdsImplausibleSample)
}

@Test func stampsCloseTogetherAtAPlausibleSpeedAreSamplesOfTheirOwn() {
    // Android delivers true samples 8 µs apart; a fraction of a point in that time is a speed
    // a pointer moves at, so each is kept (only an equal time replaces the newest).
    var t = VelocityTracker()
    t.add(time: .zero, position: .zero)
    t.add(time: 10 * ms, position: Point(x: 10, y: 0))
    t.add(time: 10 * ms + .nanoseconds(8_000), position: Point(x: 10.06, y: 0))
    t.add(time: 10 * ms + .nanoseconds(8_000), position: Point(x: 10.08, y: 0))
    #expect(t.samples.map(\.time) == [.zero, 10 * ms, 10 * ms + .nanoseconds(8_000)])
    #expect(t.samples.last!.position == Point(x: 10.08, y: 0))
    #expect(!t.holdsImplausibleSample)
}

@Test func anInfiniteImplausibleSpeedTrustsEveryStamp() {
    var t = VelocityTracker()
    t.implausibleSpeed = .infinity
    t.add(time: .zero, position: .zero)
    t.add(time: .nanoseconds(1_000), position: Point(x: 100, y: 0))
    #expect(t.samples.count == 2 && !t.holdsImplausibleSample)
    #expect(t.velocity().x == 100_000_000)
}

@Test(arguments: [4000.0, 8000.0])
func aFastMouseStaysExactAndKeepsTheFitOfDegreeTwo(rate: Double) {
    // 4 and 8 kHz gaming mice report 0.25 and 0.125 ms apart with true stamps. They move far
    // slower than `implausibleSpeed` between reports, so every report is a sample and the
    // degree-2 fit follows acceleration (the last 20 reports: 2.5 to 5 ms of them).
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
    func x(_ ms: Int64) -> Double {
        let s = Double(ms) / 1000
        return 1000 * s + 20_000 * s * s
    }
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

@Test func onTrueStampsAFitThatTurnsBackIsTheAnswerAsInFlutterAndAndroid() {
    // Samples at 0, 10 and 20 ms at x = 0, 30, 31: a pointer slowing down, every movement to
    // the right. The parabola through them has slope −1350 at 20 ms, and that is what Flutter's
    // and Android's trackers answer (Flutter's own recorded drag 3 ends the same way: vy −36.9
    // while the finger still moves down).
    var t = VelocityTracker()
    t.add(time: .zero, position: Point(x: 0, y: 0))
    t.add(time: 10 * ms, position: Point(x: 30, y: 0))
    t.add(time: 20 * ms, position: Point(x: 31, y: 0))
    #expect(abs(t.velocity().x + 1350) <= 1e-9)
}

@Test func anAnswerAgainstTheMotionIsReplacedOnlyWhileAMergedSampleIsInTheWindow() {
    // x = 0, 100, 40, 41 at 0, 10, 20, 30 ms: the iOS-style weights (0.6 on the newest pair)
    // answer 0.6·100 + 0.35·(−6000) + 0.05·10 000 = −1540, against both the displacement
    // (+41) and the latest movement (+1). With true stamps that is the answer.
    var stamped = VelocityTracker(strategy: .iOS)
    for (k, x) in [0.0, 100, 40, 41].enumerated() { stamped.add(time: Int64(k) * 10 * ms, position: Point(x: x, y: 0)) }
    #expect(abs(stamped.velocity().x + 1540) <= 1e-9)
    // The last move read 5 µs after one half a point short of it (100 000 points per second):
    // merged, so the times may be off, and the answer against the motion gives way to the
    // line's slope through the four samples held (630 points per second at these times).
    var burst = VelocityTracker(strategy: .iOS)
    for (k, x) in [0.0, 100, 40, 40.5].enumerated() { burst.add(time: Int64(k) * 10 * ms, position: Point(x: x, y: 0)) }
    burst.add(time: 30 * ms + .nanoseconds(5_000), position: Point(x: 41, y: 0))
    #expect(burst.samples.count == 4 && burst.holdsImplausibleSample)
    let v = burst.velocity().x
    #expect(v > 620 && v < 640, "\(v)")
}

@Test func subPointMovesStampedMicrosecondsApartNeverThrowBackwards() {
    // After a pause, a nudge of half a point read 15 µs after the press (33 333 points per
    // second: not implausible), then another 10 ms later. The parabola through the three
    // samples has slope −33 200 at the newest: a card thrown the wrong way. Two samples
    // closer than closeStampInterval keep the answer along the motion (the line's slope).
    var t = VelocityTracker()
    t.add(time: .zero, position: Point(x: 0, y: 0))
    t.add(time: .nanoseconds(15_000), position: Point(x: 0.5, y: 0))
    t.add(time: 10 * ms, position: Point(x: 1.0, y: 0))
    #expect(!t.holdsImplausibleSample)
    #expect(t.velocity().x > 0)
    #expect(t.velocity().x < 200)
    // The same samples 150 µs apart are a device's true stamps: the fit is the answer, as
    // Flutter's and Android's trackers give it.
    var slow = VelocityTracker()
    slow.add(time: .zero, position: Point(x: 0, y: 0))
    slow.add(time: .nanoseconds(150_000), position: Point(x: 0.5, y: 0))
    slow.add(time: 10 * ms, position: Point(x: 1.0, y: 0))
    #expect(slow.velocity().x < 0)
}
