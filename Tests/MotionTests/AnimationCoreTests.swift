import Motion
import Testing

/// Runs `animation` on `delta` and returns what it covers at `time`, nil when finished.
private func covered<V: VectorArithmetic>(
    _ animation: Animation, _ delta: V, at time: Double,
    _ context: inout AnimationContext<V>
) -> V? {
    animation.animate(value: delta, time: time, context: &context)
}

@Suite("Animation and CustomAnimation")
struct AnimationCoreTests {
    @Test("a spring covers nothing at 0, the whole delta at the end, then finishes")
    func springEndpoints() throws {
        let animation = Animation.spring(duration: 0.5, bounce: 0.2)
        var context = AnimationContext<Double>()
        #expect(covered(animation, 100.0, at: 0, &context) == 0)
        let mid = try #require(covered(animation, 100.0, at: 0.25, &context))
        #expect(mid > 0 && mid < 110)
        #expect(covered(animation, 100.0, at: 10, &context) == nil)
        #expect(context.isLogicallyComplete)
    }

    @Test("a spring on a point follows the scalar spring on each axis")
    func springOnPointsMatchesScalar() throws {
        let spring = Spring(duration: 0.6, bounce: 0.3)
        let animation = Animation.spring(spring)
        var context = AnimationContext<Point>()
        for t in [0.05, 0.2, 0.45, 0.9] {
            let p = try #require(covered(animation, Point(x: 100, y: -40), at: t, &context))
            #expect(abs(p.x - spring.value(target: 100, time: t)) < 1e-9)
            #expect(abs(p.y - spring.value(target: -40, time: t)) < 1e-9)
        }
    }

    @Test("velocity is the derivative of the covered distance")
    func springVelocityIsExact() throws {
        let animation = Animation.spring(duration: 0.5, bounce: 0.4)
        var context = AnimationContext<Double>()
        for t in [0.01, 0.1, 0.3, 0.6] {
            let h = 1e-6
            let ahead = try #require(covered(animation, 300.0, at: t + h, &context))
            let behind = try #require(covered(animation, 300.0, at: t - h, &context))
            let v = try #require(animation.velocity(value: 300.0, time: t, context: context))
            #expect(abs(v - (ahead - behind) / (2 * h)) < 1e-3)
        }
    }

    @Test("a merging spring takes over with the running animation's velocity")
    func mergeCarriesVelocity() throws {
        let first = Animation.spring(duration: 0.5, bounce: 0)
        var firstContext = AnimationContext<Double>()
        let t = 0.1
        _ = covered(first, 200.0, at: t, &firstContext)
        let velocity = try #require(first.velocity(value: 200.0, time: t, context: firstContext))
        let second = Animation.snappy
        var context = firstContext
        #expect(second.shouldMerge(previous: first, value: 200.0, time: t, context: &context))
        // The new spring starts with that velocity over a new delta.
        let v0 = try #require(second.velocity(value: 50.0, time: 0, context: context))
        #expect(abs(v0 - velocity) < 1e-9)
        #expect(covered(second, 50.0, at: 0, &context) == 0)
    }

    @Test("interpolating springs and timing curves do not merge")
    func nonMerging() {
        var context = AnimationContext<Double>()
        #expect(
            !Animation.interpolatingSpring(stiffness: 100, damping: 10)
                .shouldMerge(previous: .spring, value: 1.0, time: 0.1, context: &context))
    }

    @Test("interpolatingSpring's relative initial velocity is a fraction of the distance per second")
    func relativeInitialVelocity() throws {
        let animation = Animation.interpolatingSpring(stiffness: 170, damping: 26, initialVelocity: 2)
        let context = AnimationContext<Double>()
        #expect(try #require(animation.velocity(value: 150.0, time: 0, context: context)) == 300)
    }

    @Test("delay holds the start, speed scales time")
    func delayAndSpeed() throws {
        let base = Animation.spring(duration: 0.5, bounce: 0.1)
        var a = AnimationContext<Double>()
        var b = AnimationContext<Double>()
        var c = AnimationContext<Double>()
        #expect(covered(base.delay(0.3), 10.0, at: 0.2, &a) == 0)
        #expect(covered(base.delay(0.3), 10.0, at: 0.5, &a) == covered(base, 10.0, at: 0.2, &b))
        #expect(covered(base.speed(2), 10.0, at: 0.1, &c) == covered(base, 10.0, at: 0.2, &b))
        let v2 = try #require(base.speed(2).velocity(value: 10.0, time: 0.1, context: c))
        let v1 = try #require(base.velocity(value: 10.0, time: 0.2, context: b))
        #expect(abs(v2 - 2 * v1) < 1e-9)
    }

    @Test("repeatCount plays passes of the base's duration, reversing every other one")
    func repeats() throws {
        let base = Animation.spring(duration: 0.3, bounce: 0)
        var probe = AnimationContext<Double>()
        let length = try #require(base.duration(value: 1.0, context: &probe))
        let twice = base.repeatCount(2, autoreverses: true)
        var context = AnimationContext<Double>()
        let early = try #require(covered(twice, 1.0, at: 0.1, &context))
        let mirrored = try #require(covered(twice, 1.0, at: 2 * length - 0.1, &context))
        #expect(abs(early - mirrored) < 1e-12)
        #expect(covered(twice, 1.0, at: 2 * length + 0.01, &context) == nil)
        var forever = AnimationContext<Double>()
        #expect(covered(base.repeatForever(autoreverses: false), 1.0, at: 1000 * length + 0.1, &forever) != nil)
        #expect(!forever.isLogicallyComplete)
    }

    @Test("a custom animation goes through the same protocol")
    func customAnimation() throws {
        struct Halfway: CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
                time < 1 ? value.scaled(by: 0.5) : nil
            }
        }
        var context = AnimationContext<Point>()
        let animation = Animation(Halfway())
        #expect(covered(animation, Point(x: 8, y: 2), at: 0.5, &context) == Point(x: 4, y: 1))
        #expect(covered(animation, Point(x: 8, y: 2), at: 1, &context) == nil)
        #expect(animation == Animation(Halfway()))
        #expect(animation != .spring)
    }

    @Test("colours interpolate premultiplied: halfway to clear keeps the hue")
    func colourInterpolation() {
        var red = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let halfway = red.animatableData.interpolated(towards: Color.clear.animatableData, amount: 0.5)
        red.animatableData = halfway
        #expect(red == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    }
}

@Suite("Retargeting a running spring")
struct SpringRetargetTests {
    /// The presentation of a property animated from `from` to `model` by one instance.
    struct Instance {
        var animation: Animation
        var delta: Double
        var start: Double
        var context = AnimationContext<Double>()

        mutating func remaining(at time: Double) -> Double {
            delta - (animation.animate(value: delta, time: time - start, context: &context) ?? delta)
        }

        func velocity(at time: Double) -> Double {
            animation.velocity(value: delta, time: time - start, context: context) ?? 0
        }
    }

    @Test(
        "merging a new spring mid-flight keeps value and velocity continuous to 1e-12",
        arguments: [0.01, 0.07, 0.2, 0.45], [Animation.spring, .bouncy, .snappy(duration: 0.3)])
    func retargetIsContinuous(at retargetTime: Double, with next: Animation) throws {
        let model0 = 40.0
        let model1 = 640.0
        let model2 = 215.0
        var first = Instance(animation: .spring(duration: 0.55, bounce: 0.18), delta: model1 - model0, start: 0)
        let before = model1 - first.remaining(at: retargetTime)
        let velocityBefore = first.velocity(at: retargetTime)

        var context = first.context
        #expect(next.shouldMerge(previous: first.animation, value: first.delta, time: retargetTime, context: &context))
        var second = Instance(animation: next, delta: model2 - before, start: retargetTime, context: context)
        let after = model2 - second.remaining(at: retargetTime)
        let velocityAfter = second.velocity(at: retargetTime)

        #expect(abs(after - before) < 1e-12)
        #expect(abs(velocityAfter - velocityBefore) < 1e-12)
        // And it goes on to settle at the new target.
        #expect(abs(model2 - second.remaining(at: retargetTime + 5) - model2) < 1e-2)
    }
}
