import Layers
import Motion
import Testing

// An undamped spring (SwiftUI's bounce 1) never settles: every way the runtime runs a spring
// keeps it running — oscillating between the start and its mirror image across the target,
// finite at any time — and never completes it, never hangs and never traps. Another spring
// that takes over from it brings the layer to rest.

private let undamped = Spring(duration: 0.5, bounce: 1)
/// Frame times from the first oscillations to a simulated day and a half.
private let lateTimes: [Double] = [0.125, 0.25, 0.5, 1.75, 60, 3600.25, 129_600.5]

@Suite("An undamped spring in the runtime")
struct UndampedSpringTests {
    @Test("engine.spring oscillates for ever about the target and never completes")
    func positionSpring() {
        let f = SpringFixture(start: Point(x: 100, y: 200))
        f.spring(to: Point(x: 300, y: 100), undamped)
        for t in lateTimes {
            f.engine.update(at: .seconds(t))
            let p = f.presented
            #expect(p.x.isFinite && p.y.isFinite)
            #expect(p.x >= 100 - 1e-6 && p.x <= 500 + 1e-6, "\(t): \(p)")
            #expect(f.layer.isAnimating)
        }
        // Half a period in, the mirror image of the start; a whole period, the start again.
        f.engine.update(at: 0.25)
        #expect(distance(f.presented, Point(x: 500, y: 0)) < 1e-9)
        f.engine.update(at: 3600.5)
        #expect(distance(f.presented, Point(x: 100, y: 200)) < 1e-6)
        #expect(f.completions.isEmpty)
        // A damped spring retargets from where it is, with its velocity, and comes to rest.
        f.engine.now = 3600.5
        f.spring(to: Point(x: 300, y: 100), Spring(duration: 0.5, bounce: 0))
        f.engine.update(at: 3605.0)
        #expect(!f.layer.isAnimating)
        #expect(f.completions == [true, true])
    }

    @Test("UIView.animate(springDuration:bounce: 1) runs for ever; removing it completes it unfinished")
    func implicitSpring() {
        let stage = Stage()
        var finished: [Bool] = []
        stage.engine.animate(
            springDuration: 0.5, bounce: 1, changes: { stage.layer.opacity = 0 },
            completion: { finished.append($0) })
        for t in lateTimes {
            let opacity = stage.frame(t).opacity
            #expect(opacity.isFinite && opacity >= -1 - 1e-9 && opacity <= 1 + 1e-9, "\(t): \(opacity)")
            #expect(stage.layer.isAnimating)
        }
        #expect(abs(stage.frame(3600.25).opacity + 1) < 1e-6)   // the mirror of 1 across 0
        #expect(finished.isEmpty)
        stage.layer.removeAllAnimations()
        _ = stage.frame(129_601)
        #expect(finished == [false])
        #expect(stage.frame(129_602).opacity == 0)
    }

    @Test("withAnimation(.spring(duration:bounce: 1)) is taken over by the next spring, which settles")
    func mergingSpring() {
        let stage = Stage()
        var finished: [Bool] = []
        stage.engine.animate(
            .spring(duration: 0.5, bounce: 1), changes: { stage.layer.position = Point(x: 100, y: 0) },
            completion: { finished.append($0) })
        #expect(abs(stage.frame(0.25).position.x - 200) < 1e-9)
        let moving = stage.frame(10.1).position.x
        #expect(moving.isFinite && stage.layer.isAnimating)
        stage.engine.animate(
            .smooth, changes: { stage.layer.position = Point(x: 50, y: 0) },
            completion: { finished.append($0) })
        _ = stage.frame(20)
        #expect(!stage.layer.isAnimating)
        #expect(stage.layer.presentation().position.x == 50)
        #expect(finished.last == true, "\(finished)")   // the spring that took over completed
    }

    @Test("a PropertyAnimator with an undamped physical spring stays active, finite and stoppable")
    func propertyAnimator() {
        let stage = Stage()
        let animator = PropertyAnimator(
            engine: stage.engine, duration: 1,
            timingParameters: .spring(undamped, initialVelocity: .zero))
        animator.addAnimations { stage.layer.position = Point(x: 100, y: 0) }
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.duration == .infinity)
        animator.startAnimation()
        for t in lateTimes {
            let x = stage.frame(t).position.x
            #expect(x.isFinite && x >= -1e-6 && x <= 200 + 1e-6, "\(t): \(x)")
            #expect(animator.state == .active && animator.isRunning)
            #expect(animator.fractionComplete == 0)   // no end to measure a fraction of
        }
        // Scrubbing has no timeline to follow, along the spring or not: it shows the fraction
        // of the change, linearly.
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        #expect(abs(stage.frame(129_601).position.x - 25) < 1e-9)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        #expect(abs(stage.frame(129_601.5).position.x - 50) < 1e-9)
        animator.addAnimations({ stage.layer.opacity = 0.5 }, delayFactor: 0.5)
        #expect(stage.frame(129_601.75).opacity.isFinite)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive)
        #expect(positions == [.end])
        #expect(stage.frame(129_602).position.x == 100)
    }
}
