import Motion
import Testing

/// A fling run as `DecayAnimation`: released at `position` with `velocity`, the model value set
/// to `rest`; what is shown and how fast it moves, as the runtime presents them.
private final class DecayFling {
    let animation: Animation
    let position: Double
    let rest: Double
    var context = AnimationContext<Double>()

    init(_ animation: Animation, from position: Double, restingAt rest: Double) {
        self.animation = animation
        self.position = position
        self.rest = rest
    }

    /// The delta the runtime hands the animation: shown minus model.
    var delta: Double { position - rest }

    /// The shown value at `time` (model + delta − covered), nil once finished.
    func shown(at time: Double) -> Double? {
        guard let covered = animation.animate(value: delta, time: time, context: &context) else { return nil }
        return rest + (delta - covered)
    }

    /// The shown value's velocity: minus the rate of `covered`.
    func shownVelocity(at time: Double) -> Double? {
        animation.velocity(value: delta, time: time, context: context).map { -$0 }
    }
}

private func close(_ a: Double, _ b: Double, relative: Double = 1e-12, scale: Double) -> Bool {
    abs(a - b) <= relative * max(abs(scale), 1)
}

@Suite("DecayAnimation")
struct DecayAnimationTests {
    @Test(
        "resting on the continuous destination, it starts at the release velocity and follows Decay's closed forms",
        arguments: [Decay.normal, Decay.fast], [1000.0, -2500.0, 4000.0])
    func followsTheClosedForms(decay: Decay, velocity: Double) throws {
        let start = 40.0
        let rest = decay.destination(from: start, velocity: velocity)
        let fling = DecayFling(.decay(decay), from: start, restingAt: rest)
        let v0 = decay.velocity(from: start, restingAt: rest)
        #expect(close(v0, velocity, scale: velocity))
        #expect(try #require(fling.shownVelocity(at: 0)) == v0)
        #expect(fling.shown(at: 0) == start)
        let end = DecayAnimation(decay: decay).restDuration(value: fling.delta)
        for time in [0.004, 0.016, 0.1, 0.25, 0.5, 1.0, 2.0] where time < end {
            let shown = try #require(fling.shown(at: time))
            #expect(close(shown, decay.value(from: start, velocity: v0, time: time), scale: rest))
            let speed = try #require(fling.shownVelocity(at: time))
            #expect(close(speed, decay.velocity(v0, time: time), scale: velocity))
        }
        #expect(fling.shown(at: end) == nil)
    }

    @Test("resting on the talk's projection, it starts a little under the release velocity and ends on it")
    func projectionStartsSlightlyUnder() throws {
        // v · −ln(rate) · rate / (1 − rate), computed in Python: 0.1 % under at .normal, 0.5 % at .fast.
        for (decay, ratio) in [(Decay.normal, 0.9989993326658657), (Decay.fast, 0.9949832494966427)] {
            let velocity = 3000.0
            let rest = decay.project(0, velocity: velocity)
            let fling = DecayFling(.decay(decay), from: 0, restingAt: rest)
            let v0 = try #require(fling.shownVelocity(at: 0))
            #expect(abs(v0 / velocity - ratio) < 1e-12)
            #expect(fling.shown(at: 0) == 0)
            // It ends on the projection: the last value shown is within the rest epsilon of it,
            // and then the model value (the projection) is shown.
            let restTime = DecayAnimation(decay: decay).restDuration(value: fling.delta)
            let last = try #require(fling.shown(at: restTime.nextDown))
            #expect(abs(last - rest) <= DecayAnimation(decay: decay).restEpsilon(value: fling.delta) * (1 + 1e-9))
            #expect(abs(last - rest) > 0)
            #expect(fling.shown(at: restTime) == nil)
        }
    }

    @Test("it is logically complete when the speed reaches the threshold: Decay.duration of the start velocity")
    func logicalCompletionIsDecayDuration() throws {
        for (decay, threshold) in [(Decay.normal, 0.5), (Decay.fast, 0.5), (Decay.normal, 20.0)] {
            let rest = decay.destination(from: 0, velocity: -1800)
            let animation = DecayAnimation(decay: decay, threshold: threshold)
            let fling = DecayFling(Animation(animation), from: 0, restingAt: rest)
            let v0 = decay.velocity(from: 0, restingAt: rest)
            let logical = decay.duration(velocity: v0, threshold: threshold)
            #expect(animation.logicalDuration(value: fling.delta) == logical)
            _ = fling.shown(at: logical.nextDown)
            #expect(!fling.context.isLogicallyComplete)
            #expect(abs(try #require(fling.shownVelocity(at: logical.nextDown))) > threshold * (1 - 1e-12))
            _ = try #require(fling.shown(at: logical))
            #expect(fling.context.isLogicallyComplete)
            // It finishes later, within the rest epsilon of the model value.
            let restTime = animation.restDuration(value: fling.delta)
            var context = AnimationContext<Double>()
            #expect(animation.duration(value: fling.delta, context: &context) == restTime)
            #expect(restTime >= logical)
            #expect(fling.shown(at: restTime) == nil)
            let remaining = try #require(fling.shown(at: restTime.nextDown)) - rest
            #expect(abs(remaining) <= animation.restEpsilon(value: fling.delta) * (1 + 1e-9))
        }
    }

    @Test("with no velocity there is nothing to cover: finished and complete at once")
    func zeroVelocity() {
        let fling = DecayFling(.decay, from: 12, restingAt: Decay.normal.destination(from: 12, velocity: 0))
        #expect(fling.delta == 0)
        #expect(fling.shown(at: 0) == nil)
        #expect(fling.context.isLogicallyComplete)
        #expect(fling.shownVelocity(at: 0) == 0)
        var context = AnimationContext<Double>()
        #expect(Animation.decay.duration(value: 0.0, context: &context) == 0)
    }

    @Test(
        "huge velocities give finite values, velocities and times, never NaN",
        arguments: [Decay.normal, Decay.fast], [1e6, -1e12, 1e300, Double.greatestFiniteMagnitude])
    func hugeVelocities(decay: Decay, velocity: Double) throws {
        let rest = decay.project(0, velocity: velocity)
        #expect(rest.isFinite)
        let animation = DecayAnimation(decay: decay)
        let fling = DecayFling(Animation(animation), from: 0, restingAt: rest)
        let logical = animation.logicalDuration(value: fling.delta)
        let restTime = animation.restDuration(value: fling.delta)
        #expect(logical.isFinite && logical > 0 && restTime.isFinite && restTime >= logical)
        for time in [0, 0.01, logical / 4, logical / 2, logical.nextDown] {
            let shown = try #require(fling.shown(at: time))
            let speed = try #require(fling.shownVelocity(at: time))
            #expect(shown.isFinite && speed.isFinite)
            #expect((speed > 0) == (velocity > 0))
        }
        _ = fling.shown(at: logical)
        #expect(fling.context.isLogicallyComplete)
        #expect(fling.shown(at: restTime) == nil)

        // A point whose length squared overflows: both axes, the same factor.
        let point = Point(x: velocity / 2, y: -velocity / 2)
        var context = AnimationContext<Point>()
        let pointLogical = animation.logicalDuration(value: point)
        #expect(pointLogical.isFinite && pointLogical > 0)
        let covered = try #require(animation.animate(value: point, time: 0.5, context: &context))
        #expect(covered.x.isFinite && covered.y.isFinite && covered.x == -covered.y)
    }

    @Test("a point decays along a straight line, complete when its speed (the length) reaches the threshold")
    func pointsDecayAlongALine() throws {
        let decay = Decay.fast
        let release = Point(x: 300, y: -1200)
        let velocity = Point(x: 900, y: 1600)
        let rest = decay.destination(from: release, velocity: velocity)
        let animation = DecayAnimation(decay: decay)
        var context = AnimationContext<Point>()
        let delta = release - rest
        #expect(
            abs(
                animation.logicalDuration(value: delta)
                    - decay.duration(velocity: animation.initialVelocity(value: delta)))
                < 1e-12)
        for time in [0.01, 0.1, 0.3] {
            let covered = try #require(animation.animate(value: delta, time: time, context: &context))
            let shown = rest + (delta - covered)
            let expected = decay.value(from: release, velocity: velocity, time: time)
            #expect(abs(shown.x - expected.x) < 1e-9 && abs(shown.y - expected.y) < 1e-9)
        }
    }

    @Test("Decay says when a motion reaches a point, at what velocity, and nil when it never does")
    func timeToReach() throws {
        for decay in [Decay.normal, Decay.fast] {
            let v = -2400.0
            let end = decay.destination(from: 50, velocity: v)
            let target = 50 + (end - 50) * 0.7
            let time = try #require(decay.time(toReach: target, from: 50, velocity: v))
            #expect(abs(decay.value(from: 50, velocity: v, time: time) - target) < 1e-10)
            let speed = try #require(decay.velocity(atReaching: target, from: 50, velocity: v))
            #expect(abs(speed - decay.velocity(v, time: time)) < 1e-9)
            #expect(abs(speed - v * 0.3) < 1e-9)   // 70 % of the way, 30 % of the speed is left.
            #expect(decay.time(toReach: 50, from: 50, velocity: v) == 0)
            #expect(decay.time(toReach: 60, from: 50, velocity: v) == nil)   // Behind the motion.
            #expect(decay.time(toReach: end, from: 50, velocity: v) == nil)   // Approached, never reached.
            #expect(decay.time(toReach: end - 1, from: 50, velocity: v) == nil)   // Past the destination.
            #expect(decay.time(toReach: 49, from: 50, velocity: 0) == nil)
            #expect(decay.velocity(atReaching: end - 1, from: 50, velocity: v) == nil)
        }
    }

    @Test("at a scroll view's edge the decay hands its value and velocity to a merging spring, continuously")
    func handsOffToASpringAtTheEdge() throws {
        let decay = Decay.normal
        let edge = 400.0   // The largest content offset.
        let release = 0.0
        let rest = decay.destination(from: release, velocity: 3000)   // About 1498.5: past the edge.
        let fling = DecayFling(.decay(decay), from: release, restingAt: rest)
        let v0 = try #require(fling.shownVelocity(at: 0))
        let crossing = try #require(decay.time(toReach: edge, from: release, velocity: v0))
        let edgeVelocity = try #require(decay.velocity(atReaching: edge, from: release, velocity: v0))

        // Up to the crossing it is the decay's closed form.
        for time in [0.05, 0.1, crossing / 2] {
            #expect(
                close(
                    try #require(fling.shown(at: time)), decay.value(from: release, velocity: v0, time: time),
                    scale: rest))
        }
        let shownAtCrossing = try #require(fling.shown(at: crossing))
        let velocityAtCrossing = try #require(fling.shownVelocity(at: crossing))
        #expect(abs(shownAtCrossing - edge) < 1e-9)
        #expect(abs(velocityAtCrossing - edgeVelocity) < 1e-9)

        // The model goes to the edge with a spring that merges over the decay.
        let bounce = Spring(duration: 0.4, bounce: 0)
        let spring = Animation.spring(bounce)
        var context = fling.context
        #expect(spring.shouldMerge(previous: fling.animation, value: fling.delta, time: crossing, context: &context))
        let delta = shownAtCrossing - edge   // Shown minus the new model, from the presentation value.
        func shown(_ time: Double) throws -> Double {
            edge + (delta - (try #require(spring.animate(value: delta, time: time, context: &context))))
        }
        func shownVelocity(_ time: Double) throws -> Double {
            -(try #require(spring.velocity(value: delta, time: time, context: context)))
        }
        // Continuous at the hand-off: same value, same velocity.
        #expect(try shown(0) == shownAtCrossing)
        #expect(try shownVelocity(0) == velocityAtCrossing)
        // After it, the spring's closed form from the edge velocity: overshoot, then back.
        var furthest = edge
        for time in [0.016, 0.05, 0.1, 0.2, 0.4] {
            let expected = bounce.displacement(from: 0, velocity: edgeVelocity, time: time)
            #expect(abs(try shown(time) - (edge + expected.value)) < 1e-9)
            #expect(abs(try shownVelocity(time) - expected.velocity) < 1e-8)
            furthest = max(furthest, try shown(time))
        }
        #expect(furthest > edge + 10)
    }

    @Test("a new decay takes over a running animation from where it is shown")
    func takesOver() {
        var context = AnimationContext<Double>()
        _ = Animation.spring.animate(value: 80.0, time: 5, context: &context)
        #expect(context.isLogicallyComplete)
        #expect(Animation.decay.shouldMerge(previous: .spring, value: 80.0, time: 5, context: &context))
        #expect(!context.isLogicallyComplete)
        #expect(Animation.decay.animate(value: 30.0, time: 0, context: &context) == 0)
    }

    @Test("the spellings build the animation they name")
    func spellings() {
        #expect(Animation.decay == Animation(DecayAnimation(decay: .normal)))
        #expect(Animation.decay(rate: 0.99) == Animation(DecayAnimation(decay: .fast)))
        #expect(Animation.decay(.fast, threshold: 2) != Animation.decay(.fast))
        #expect(Animation.decay.description == "decay(rate: 0.998, threshold: 0.5)")
    }

    @Test("the same fling gives the same bits every run")
    func sameBits() {
        func run() -> [UInt64] {
            var bits: [UInt64] = []
            for decay in [Decay.normal, Decay.fast] {
                let fling = DecayFling(.decay(decay), from: 17, restingAt: decay.project(17, velocity: 2345.678))
                for frame in 0..<400 {
                    let time = Double(frame) / 120
                    bits.append((fling.shown(at: time) ?? .nan).bitPattern)
                    bits.append((fling.shownVelocity(at: time) ?? .nan).bitPattern)
                }
            }
            return bits
        }
        let first = run()
        #expect(first == run())
        #expect(Set(first).count > 100)
    }
}
