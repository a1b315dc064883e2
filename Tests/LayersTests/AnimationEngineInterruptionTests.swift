import Layers
import Motion
import Testing

@Test(arguments: [0.03, 0.12, 0.25])
func catchPositionMakesTheModelThePresentationAtNow(catchTime: Double) {
    let f = SpringFixture(start: Point(x: 0, y: 0))
    let spring = Spring(duration: 0.5, bounce: 0.2)
    f.spring(to: Point(x: 300, y: -120), spring)
    f.engine.update(at: .seconds(catchTime))
    let shown = f.presented
    f.engine.now = .seconds(catchTime)
    f.engine.catchPosition(of: f.layer)

    #expect(distance(f.layer.position, shown) < 1e-9, "model \(f.layer.position) vs shown \(shown)")
    let x = spring.displacement(from: -300, velocity: 0, time: catchTime).value + 300
    let y = spring.displacement(from: 120, velocity: 0, time: catchTime).value - 120
    #expect(abs(f.layer.position.x - x) < 1e-9 && abs(f.layer.position.y - y) < 1e-9)
    #expect(f.presented == f.layer.position)
    #expect(f.completions == [false])
    #expect(!f.layer.isAnimating)
    #expect(!f.engine.hasRunningAnimations)
    #expect(f.layer.positionVelocity == .zero)
    // Nothing snaps back later.
    f.engine.update(at: .seconds(catchTime + 5))
    #expect(f.presented == f.layer.position)
    #expect(f.completions == [false])
}

@Test func catchPositionUsesNowEvenBetweenFrames() {
    // Caught at a time after the last frame: the model is the spring's value at `now`.
    let f = SpringFixture(start: .zero)
    let spring = Spring(duration: 0.5, bounce: 0)
    f.spring(to: Point(x: 200, y: 0), spring)
    f.engine.update(at: 0.1)
    f.engine.now = 0.15
    f.engine.catchPosition(of: f.layer)
    let expected = spring.value(target: 200, time: 0.15)
    #expect(abs(f.layer.position.x - expected) < 1e-9)
    #expect(f.layer.position.y == 0)
}

@Test func catchPositionWithoutAnAnimationChangesNothing() {
    let f = SpringFixture(start: Point(x: 5, y: 6))
    f.engine.catchPosition(of: f.layer)
    #expect(f.layer.position == Point(x: 5, y: 6))
    #expect(f.completions.isEmpty)
}

@Test func removeAnimationsCompletesUnfinishedAndShowsTheModel() {
    let f = SpringFixture(start: .zero)
    f.spring(to: Point(x: 300, y: 300))
    f.engine.update(at: 0.1)
    #expect(f.presented != f.layer.position)
    f.engine.removeAnimations(of: f.layer)

    #expect(f.completions == [false])
    #expect(f.layer.position == Point(x: 300, y: 300))
    #expect(f.presented == Point(x: 300, y: 300))
    #expect(f.layer.presentation() == f.layer.model())
    #expect(f.layer.positionVelocity == .zero)
    #expect(!f.engine.hasRunningAnimations)
    f.engine.update(at: 0.2)
    #expect(f.completions == [false])
    #expect(f.presented == Point(x: 300, y: 300))
}

@Test func aNewSpringAfterRemovalStartsFromTheModel() {
    let f = SpringFixture(start: .zero)
    f.spring(to: Point(x: 300, y: 0))
    f.engine.update(at: 0.1)
    f.engine.removeAnimations(of: f.layer)
    f.engine.now = 0.1
    f.spring(to: Point(x: 0, y: 0))
    f.engine.update(at: 0.1)
    #expect(distance(f.presented, Point(x: 300, y: 0)) < 1e-9)
    #expect(f.layer.positionVelocity == .zero)
}
