import Motion
import Testing

// The continuous scroll-view deceleration: v(t) = v₀·rate^(1000t), x(t) its integral.
// Expected numbers were computed independently (Python, double precision) from the formulas
// in `Decay`'s documentation.

@Test(arguments: [
    // (rate, v₀, t, x(t) − x₀, v(t))
    (0.998, 1000.0, 0.1, 90.62585078898718, 818.5668046884277),
    (0.998, 1000.0, 0.5, 315.9280226785096, 367.5112548571586),
    (0.998, -2500.0, 0.25, -491.7237878107429, -1515.5676635694101),
    (0.99, 1000.0, 0.1, 63.07925107854997, 366.0323412732292),
    (0.99, 1000.0, 0.5, 98.845404913656, 6.570483042414604),
    (0.99, -2500.0, 0.25, -228.5847700098667, -202.6462904054532),
])
func decayMatchesHandComputedValues(rate: Double, velocity: Double, time: Double, travel: Double, finalVelocity: Double)
{
    let decay = rate == 0.998 ? Decay.normal : Decay.fast
    let start = 40.0
    #expect(abs(decay.value(from: start, velocity: velocity, time: time) - (start + travel)) < 1e-10)
    #expect(abs(decay.velocity(velocity, time: time) - finalVelocity) < 1e-10)
}

@Test(arguments: [Decay.normal, Decay.fast, Decay(rate: 0.95)])
func decayStartsWhereAndAsFastAsItWasReleased(decay: Decay) {
    #expect(decay.value(from: 12, velocity: 3000, time: 0) == 12)
    #expect(decay.velocity(3000, time: 0) == 3000)
    // One millisecond keeps exactly `rate` of the velocity, the definition of the rate.
    #expect(abs(decay.velocity(3000, time: 0.001) - 3000 * decay.rate) < 1e-9)
}

@Test(arguments: [Decay.normal, Decay.fast], [0.0, 0.05, 0.3, 1.2])
func velocityIsTheDerivativeOfValue(decay: Decay, time: Double) {
    let h = 1e-6
    let slope =
        (decay.value(from: 0, velocity: 1800, time: time + h)
            - decay.value(from: 0, velocity: 1800, time: time - h)) / (2 * h)
    let velocity = decay.velocity(1800, time: time)
    #expect(abs(slope - velocity) < 1e-6 * 1800)
}

@Test(arguments: [Decay.normal, Decay.fast])
func valueApproachesTheDestinationMonotonically(decay: Decay) {
    let destination = decay.destination(from: 100, velocity: -2000)
    var previousGap = Double.infinity
    for time in stride(from: 0.0, through: 20, by: 0.25) {
        let gap = abs(decay.value(from: 100, velocity: -2000, time: time) - destination)
        #expect(gap < previousGap || gap < 1e-12)   // Until rounding noise in x₀ is all that is left.
        previousGap = gap
    }
    #expect(previousGap < 1e-6)
}

@Test func destinationMatchesHandComputedValues() {
    // x₀ − v₀/(1000·ln rate).
    #expect(abs(Decay.normal.destination(from: 0, velocity: 1000) - 499.4998331664548) < 1e-10)
    #expect(abs(Decay.fast.destination(from: 0, velocity: 1000) - 99.49916247342207) < 1e-10)
    #expect(abs(Decay.normal.destination(from: 10, velocity: -1000) - (10 - 499.4998331664548)) < 1e-10)
}

@Test(arguments: [Decay.normal, Decay.fast, Decay(rate: 0.9)], [1000.0, -2500.0])
func projectStopsAboutHalfAMillisecondShortOfTheContinuousDestination(decay: Decay, velocity: Double) {
    // project sums discrete per-millisecond steps; the continuous motion travels
    // v₀/1000·(1/2 − ε/12 + O(ε²)) further, ε = 1 − rate: small but never zero.
    let gap = decay.destination(from: 0, velocity: velocity) - decay.project(0, velocity: velocity)
    let epsilon = 1 - decay.rate
    let perMillisecond = velocity / 1000
    #expect(gap != 0 && (gap > 0) == (velocity > 0))
    #expect(abs(gap / perMillisecond - (0.5 - epsilon / 12)) < epsilon * epsilon)
    #expect(abs(gap) < abs(perMillisecond))
}

@Test(arguments: [Decay.normal, Decay.fast], [(1000.0, 0.5), (-4000.0, 0.5), (250.0, 10.0), (3.0, 2.9)])
func durationEndsWhenTheSpeedReachesTheThreshold(decay: Decay, motion: (velocity: Double, threshold: Double)) {
    let duration = decay.duration(velocity: motion.velocity, threshold: motion.threshold)
    #expect(duration > 0)
    #expect(abs(abs(decay.velocity(motion.velocity, time: duration)) - motion.threshold) < 1e-12 * motion.threshold)
}

@Test func durationMatchesHandComputedValues() {
    // ln(0.5/1000)/(1000·ln rate).
    #expect(abs(Decay.normal.duration(velocity: 1000) - 3.7966495104557656) < 1e-12)
    #expect(abs(Decay.fast.duration(velocity: 1000) - 0.756283428766611) < 1e-12)
}

@Test(arguments: [0.0, 0.3, -0.5, 0.5])
func durationIsZeroWhenAlreadySlowEnough(velocity: Double) {
    #expect(Decay.normal.duration(velocity: velocity) == 0)
}

@Test func pointOverloadsDecayEachAxis() {
    let decay = Decay.normal
    let start = Point(x: 10, y: -20)
    let velocity = Point(x: 1200, y: -300)
    let value = decay.value(from: start, velocity: velocity, time: 0.4)
    #expect(
        value
            == Point(
                x: decay.value(from: 10, velocity: 1200, time: 0.4),
                y: decay.value(from: -20, velocity: -300, time: 0.4)))
    let speed = decay.velocity(velocity, time: 0.4)
    #expect(
        abs(speed.x - decay.velocity(1200, time: 0.4)) < 1e-12 && abs(speed.y - decay.velocity(-300, time: 0.4)) < 1e-12
    )
    let destination = decay.destination(from: start, velocity: velocity)
    #expect(
        destination
            == Point(x: decay.destination(from: 10, velocity: 1200), y: decay.destination(from: -20, velocity: -300)))
    // 3-4-5: the speed is 500, so the point stops when the 500 pt/s has decayed to the threshold.
    #expect(decay.duration(velocity: Point(x: 300, y: -400)) == decay.duration(velocity: 500))
}
