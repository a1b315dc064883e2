import Layers
import Motion
import Testing

/// A layer at `start` and an engine, with the completions the test receives.
final class SpringFixture {
    let engine = AnimationEngine()
    let layer: Layer
    var completions: [Bool] = []

    init(start: Point = Point(x: 100, y: 200)) {
        layer = Layer(name: "card", position: start, bounds: Rect(x: 0, y: 0, width: 80, height: 80))
    }

    func spring(
        to target: Point, _ spring: Spring = Spring(duration: 0.5, bounce: 0.2),
        initialVelocity: Point? = nil
    ) {
        engine.spring(layer, to: target, spring: spring, initialVelocity: initialVelocity) { [unowned self] finished in
            completions.append(finished)
        }
    }

    var presented: Point { layer.presentation().position }
}

func distance(_ a: Point, _ b: Point) -> Double { a.distance(to: b) }

@Test func springSetsTheModelAtOnceAndThePresentationStaysAtTheOldValue() {
    let f = SpringFixture(start: Point(x: 100, y: 200))
    f.engine.now = 2.0
    f.spring(to: Point(x: 400, y: 50))
    #expect(f.layer.position == Point(x: 400, y: 50))
    #expect(f.layer.model().position == Point(x: 400, y: 50))
    #expect(f.presented == Point(x: 100, y: 200))
    #expect(f.layer.isAnimating)
    #expect(f.engine.hasRunningAnimations)
    // Evaluated at the start time, the presentation has not moved yet.
    f.engine.update(at: 2.0)
    #expect(distance(f.presented, Point(x: 100, y: 200)) < 1e-9)
    #expect(f.completions.isEmpty)
}

@Test(arguments: [60.0, 120.0, 144.0])
func firstFrameIsBetweenStartAndTarget(fps: Double) {
    let f = SpringFixture(start: Point(x: 100, y: 200))
    f.engine.now = 1.0
    f.spring(to: Point(x: 400, y: 50), Spring(duration: 0.5, bounce: 0))
    f.engine.update(at: .seconds(1 + 1 / fps))
    let p = f.presented
    #expect(p.x > 100 && p.x < 400, "\(p)")
    #expect(p.y < 200 && p.y > 50, "\(p)")
}

@Test(arguments: [0.0, 0.15, 0.3])
func presentationFollowsTheSpringFromTheOldValue(bounce: Double) {
    let spring = Spring(duration: 0.4, bounce: bounce)
    let f = SpringFixture(start: Point(x: 100, y: 200))
    f.engine.now = 0.25
    f.spring(to: Point(x: 400, y: 50), spring)
    for t in [0.01, 0.05, 0.2, 0.33] {
        f.engine.update(at: .seconds(0.25 + t))
        let x = spring.displacement(from: 100 - 400, velocity: 0, time: t)
        let y = spring.displacement(from: 200 - 50, velocity: 0, time: t)
        #expect(abs(f.presented.x - (400 + x.value)) < 1e-9)
        #expect(abs(f.presented.y - (50 + y.value)) < 1e-9)
        #expect(abs(f.layer.positionVelocity.x - x.velocity) < 1e-9)
        #expect(abs(f.layer.positionVelocity.y - y.velocity) < 1e-9)
    }
}

@Test(arguments: [60.0, 120.0])
func theSpringSettlesOnTheModelAndCompletesFinished(fps: Double) {
    let f = SpringFixture(start: Point(x: 100, y: 200))
    f.spring(to: Point(x: 400, y: 50))
    var frames = 0
    while f.engine.hasRunningAnimations && frames < Int(10 * fps) {
        frames += 1
        f.engine.update(at: .seconds(Double(frames) / fps))
        if f.engine.hasRunningAnimations { #expect(f.completions.isEmpty) }
    }
    #expect(!f.engine.hasRunningAnimations)
    #expect(frames > 1)
    #expect(f.presented == f.layer.position)
    #expect(f.layer.presentation() == f.layer.model())
    #expect(f.layer.positionVelocity == .zero)
    #expect(!f.layer.isAnimating)
    #expect(f.completions == [true])
    // Completion runs once: later frames call nothing.
    f.engine.update(at: 100.0)
    #expect(f.completions == [true])
}

@Test func updatingAtALargeTimeEndsTheAnimation() {
    let f = SpringFixture()
    f.spring(to: Point(x: -250, y: 900), Spring(duration: 0.3, bounce: 0.5))
    f.engine.update(at: 0.05)
    #expect(f.layer.positionVelocity != .zero)
    f.engine.update(at: 60.0)
    #expect(f.presented == Point(x: -250, y: 900))
    #expect(f.layer.positionVelocity == .zero)
    #expect(f.completions == [true])
    #expect(!f.engine.hasRunningAnimations)
}

@Test(arguments: [0.04, 0.137, 0.31])
func retargetingMidFlightKeepsValueAndVelocityContinuous(retargetTime: Double) {
    let f = SpringFixture(start: Point(x: 0, y: 0))
    f.spring(to: Point(x: 300, y: 100), Spring(duration: 0.5, bounce: 0.2))
    f.engine.update(at: .seconds(retargetTime / 2))
    f.engine.update(at: .seconds(retargetTime))
    let before = (value: f.presented, velocity: f.layer.positionVelocity)
    #expect(before.velocity != .zero)

    f.engine.now = .seconds(retargetTime)
    f.spring(to: Point(x: 50, y: 400), Spring(duration: 0.3, bounce: 0))
    #expect(f.layer.position == Point(x: 50, y: 400))
    f.engine.update(at: .seconds(retargetTime))
    let after = (value: f.presented, velocity: f.layer.positionVelocity)

    #expect(distance(before.value, after.value) < 1e-9, "\(before.value) → \(after.value)")
    #expect(distance(before.velocity, after.velocity) < 1e-9, "\(before.velocity) → \(after.velocity)")
    #expect(f.completions.isEmpty)

    // And it heads for the new target, finishing there.
    f.engine.update(at: .seconds(retargetTime + 30))
    #expect(f.presented == Point(x: 50, y: 400))
    #expect(!f.engine.hasRunningAnimations)
}

@Test func retargetedSpringCompletesBothCompletionsFinished() {
    let f = SpringFixture(start: .zero)
    f.spring(to: Point(x: 300, y: 0))
    f.engine.update(at: 0.1)
    f.engine.now = 0.1
    f.spring(to: Point(x: 0, y: 300))
    #expect(f.completions.isEmpty)
    f.engine.update(at: 30.0)
    #expect(f.completions == [true, true])
}

@Test(arguments: [Point(x: 1200, y: -300), Point(x: 0, y: 2500), Point(x: -80, y: 0)])
func initialVelocityIsThePresentationVelocityRightAfterStart(velocity: Point) {
    let f = SpringFixture(start: Point(x: 100, y: 100))
    f.engine.now = 3.0
    f.spring(to: Point(x: 400, y: 300), initialVelocity: velocity)
    f.engine.update(at: 3.0)
    #expect(distance(f.layer.positionVelocity, velocity) < 1e-9)
    #expect(distance(f.presented, Point(x: 100, y: 100)) < 1e-9)
}

@Test func initialVelocityOnRetargetReplacesTheCarriedVelocity() {
    let f = SpringFixture(start: .zero)
    f.spring(to: Point(x: 300, y: 300))
    f.engine.update(at: 0.1)
    let carried = f.layer.positionVelocity
    f.engine.now = 0.1
    f.spring(to: Point(x: 0, y: 0), initialVelocity: Point(x: -700, y: 20))
    f.engine.update(at: 0.1)
    #expect(distance(f.layer.positionVelocity, Point(x: -700, y: 20)) < 1e-9)
    #expect(distance(f.layer.positionVelocity, carried) > 1)
}

@Test func aDifferentLayerKeepsItsOwnAnimation() {
    let engine = AnimationEngine()
    let a = Layer(position: .zero)
    let b = Layer(position: .zero)
    var results: [String] = []
    engine.spring(a, to: Point(x: 100, y: 0), spring: Spring(duration: 0.2)) { results.append("a \($0)") }
    engine.spring(b, to: Point(x: 0, y: 100), spring: Spring(duration: 2)) { results.append("b \($0)") }
    engine.update(at: 3.0)
    #expect(results == ["a true"])
    #expect(!a.isAnimating && b.isAnimating)
    engine.update(at: 40.0)
    #expect(results == ["a true", "b true"])
}

@Test func retargetingBetweenFramesStartsFromTheStateAtNow() {
    // Input arrives after the last frame was drawn: the new segment starts from where the
    // spring is at `now`, not from the stale value the last frame showed.
    let spring = Spring(duration: 0.5, bounce: 0.2)
    let f = SpringFixture(start: .zero)
    f.spring(to: Point(x: 300, y: 100), spring)
    f.engine.update(at: 0.1)
    f.engine.now = 0.125
    f.spring(to: Point(x: 50, y: 400), Spring(duration: 0.3, bounce: 0))
    f.engine.update(at: 0.125)

    let x = spring.displacement(from: -300, velocity: 0, time: 0.125)
    let y = spring.displacement(from: -100, velocity: 0, time: 0.125)
    #expect(distance(f.presented, Point(x: 300 + x.value, y: 100 + y.value)) < 1e-9)
    #expect(distance(f.layer.positionVelocity, Point(x: x.velocity, y: y.velocity)) < 1e-9)
}
