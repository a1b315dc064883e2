import Testing
import Motion
import Gestures

/// Unit directions with both axes non-zero (Pythagorean triples, so they are exact).
let dragDirections = [Point(x: 0.6, y: 0.8), Point(x: -0.8, y: 0.6), Point(x: -0.28, y: -0.96), Point(x: 0.96, y: -0.28)]

let nanosecondsPerSecond = 1_000_000_000.0
let ms: Int64 = 1_000_000

/// Sample times of a pointer reporting at `rate` Hz for `duration`, starting at `start`; with
/// `jitter` each time moves by up to ± that fraction of the interval (a seeded draw), which
/// keeps them in order for jitter below one half.
func sampleTimes(rate: Double, start: Int64 = 5_000 * ms, duration: Int64 = 200 * ms,
                 jitter: Double = 0, seed: UInt64 = 1) -> [Int64] {
    var rng = SplitMix64(seed: seed)
    let interval = nanosecondsPerSecond / rate
    let count = Int(Double(duration) / interval) + 1
    return (0..<count).map { k in
        let offset = Double(k) * interval + (k == 0 ? 0 : jitter * interval * rng.uniform(-1, 1))
        return start + Int64(offset.rounded())
    }
}

/// A tracker fed a drag that moves at `velocity` from `origin` at each of `times`.
func tracker(dragging velocity: Point, from origin: Point = Point(x: 400, y: 300), at times: [Int64]) -> VelocityTracker {
    var result = VelocityTracker()
    let t0 = times[0]
    for time in times {
        let seconds = Double(time - t0) / nanosecondsPerSecond
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
        let seconds = Double(time - resume) / nanosecondsPerSecond
        t.add(time: time, position: pauseStart.position + newVelocity * seconds)
    }
    #expect(t.samples.allSatisfy { $0.time >= resume })
    #expect(isClose(t.velocity(), to: newVelocity, within: 0.01), "\(t.velocity())")
}

@Test func aGapShorterThan40MillisecondsKeepsHistory() {
    var t = VelocityTracker()
    t.add(time: 0, position: .zero)
    t.add(time: 10 * ms, position: Point(x: 10, y: 0))
    t.add(time: 49 * ms, position: Point(x: 49, y: 0))
    #expect(t.samples.count == 3)
    #expect(isClose(t.velocity(), to: Point(x: 1000, y: 0), within: 0.01))
}

@Test func equalTimestampsReplaceTheNewestSample() {
    var t = VelocityTracker()
    let first = t.add(time: 0, position: .zero)
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
    #expect(t.velocity(at: 0) == .zero)
    t.add(time: 7 * ms, position: Point(x: 30, y: 40))
    #expect(t.velocity() == .zero)
    #expect(t.velocity(at: 8 * ms) == .zero)
}

@Test func twoSamplesGiveTheSlopeOfTheLine() {
    var t = VelocityTracker()
    t.add(time: 0, position: Point(x: 1, y: 1))
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
        let before = Double(min(time, kink) - times[0]) / nanosecondsPerSecond
        let after = Double(max(time - kink, 0)) / nanosecondsPerSecond
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
