import Gestures
import Motion
import Testing

/// The presentation a runtime shows for `animation` running on a change from `from` to `to`,
/// `time` seconds in, with the delta handed over in either sign convention: `to − from`
/// (shown as `from + covered`) or `from − to` (shown as `to + (delta − covered)`).
private func shown(
    _ animation: Animation, from: Point, to: Point, time: Double, deltaIsToMinusFrom: Bool,
    context: inout AnimationContext<Point>
) -> Point? {
    let delta = deltaIsToMinusFrom ? to - from : from - to
    guard let covered = animation.animate(value: delta, time: time, context: &context) else { return nil }
    return deltaIsToMinusFrom ? from + covered : to + (delta - covered)
}

@Suite("Velocity hand-off into springs")
struct VelocityHandoffTests {
    let spring = Spring(duration: 0.55, bounce: 0.18)

    @Test func relativeVelocityIsPerAxisOverTheDistanceToGo() {
        let r = VelocityHandoff.relativeVelocity(
            Point(x: 3000, y: -600), from: Point(x: 900, y: 360), to: Point(x: 1072, y: 138))
        #expect(r.dx == 3000.0 / 172 && r.dy == -600.0 / -222)
        let flat = VelocityHandoff.relativeVelocity(
            Point(x: 500, y: 80), from: Point(x: 10, y: 50), to: Point(x: 110, y: 50))
        #expect(flat == Vector(dx: 5, dy: 0), "no distance on y: UIKit ignores that axis")
    }

    @Test(arguments: [true, false])
    func theSpringStartsAtTheHandedVelocityWhicheverWayTheDeltaPoints(deltaIsToMinusFrom: Bool) {
        let from = Point(x: 900, y: 360)
        let to = Point(x: 1072, y: 138)
        let velocity = Point(x: 2998, y: -612.5)
        let animation = Animation.spring(spring, initialVelocity: velocity, from: from, to: to)
        var context = AnimationContext<Point>()
        let h = 1e-7
        let start = shown(
            animation, from: from, to: to, time: 0, deltaIsToMinusFrom: deltaIsToMinusFrom, context: &context)!
        let next = shown(
            animation, from: from, to: to, time: h, deltaIsToMinusFrom: deltaIsToMinusFrom, context: &context)!
        #expect(start == from)
        let estimate = (next - start) * (1 / h)
        #expect(
            abs(estimate.x - velocity.x) < 0.05 && abs(estimate.y - velocity.y) < 0.05, "shown velocity \(estimate)")
        let end = shown(
            animation, from: from, to: to, time: 5, deltaIsToMinusFrom: deltaIsToMinusFrom, context: &context)
        #expect(end == nil, "at rest and removed long before 5 s")
    }

    @Test func itMovesExactlyAsTheSpringFromThatVelocity() {
        let from = Point(x: 640, y: 400)
        let to = Point(x: 208, y: 138)
        let velocity = Point(x: -1800, y: 250)
        let animation = Animation.spring(spring, initialVelocity: velocity, from: from, to: to)
        var context = AnimationContext<Point>()
        for time in stride(from: 0.0, through: 0.6, by: 0.05) {
            let value = shown(animation, from: from, to: to, time: time, deltaIsToMinusFrom: false, context: &context)!
            let x = to.x + spring.displacement(from: from.x - to.x, velocity: velocity.x, time: time).value
            let y = to.y + spring.displacement(from: from.y - to.y, velocity: velocity.y, time: time).value
            #expect(abs(value.x - x) < 1e-9 && abs(value.y - y) < 1e-9, "t = \(time): \(value) vs (\(x), \(y))")
        }
    }

    @Test func itTakesOverARunningSpringWithTheHandsVelocityNotTheCarriedOne() {
        // A drag's interactive spring is running; the release spring merges with it.
        let interactive = Animation.interactiveSpring
        var running = AnimationContext<Point>()
        let dragDelta = Point(x: 120, y: -30)
        _ = interactive.animate(value: dragDelta, time: 0.02, context: &running)
        let carried = interactive.velocity(value: dragDelta, time: 0.02, context: running)!

        let release = Animation.spring(spring, relativeVelocity: Vector(dx: 4, dy: -2))
        var merged = running
        #expect(release.shouldMerge(previous: interactive, value: dragDelta, time: 0.02, context: &merged))
        let delta = Point(x: 50, y: 80)
        let started = release.velocity(value: delta, time: 0, context: merged)!
        #expect(started == Point(x: 200, y: -160), "relative velocity times the delta, per axis")
        #expect(started != carried)

        // A plain `.spring` would have carried the interactive spring's velocity instead.
        var plain = running
        #expect(
            Animation.spring(spring).shouldMerge(previous: interactive, value: dragDelta, time: 0.02, context: &plain))
        #expect(Animation.spring(spring).velocity(value: delta, time: 0, context: plain) == carried)
    }

    @Test func aSecondHandoffReseedsInsteadOfKeepingTheFirstVelocity() {
        let first = Animation.spring(spring, relativeVelocity: Vector(dx: 3, dy: 3))
        var context = AnimationContext<Point>()
        _ = first.animate(value: Point(x: 10, y: 10), time: 0.1, context: &context)
        let catchIt = Animation.spring(spring, relativeVelocity: .zero)
        #expect(catchIt.shouldMerge(previous: first, value: Point(x: 10, y: 10), time: 0.1, context: &context))
        #expect(catchIt.velocity(value: Point(x: 0, y: 0), time: 0, context: context) == .zero)
        var probe = context
        #expect(
            catchIt.duration(value: Point(x: 0, y: 0), context: &probe) == 0, "no distance, no velocity: done at once")
    }
}
