import Motion
import Testing

/// A type with nothing to animate, which takes the default `animatableData`.
private struct Caption: Animatable, Equatable {
    var text: String
}

@Suite("EmptyAnimatableData")
struct EmptyAnimatableDataTests {
    @Test("its arithmetic is the one value: zero, sums, differences and scales change nothing")
    func arithmetic() {
        let a = EmptyAnimatableData()
        #expect(a == .zero)
        #expect(a + .zero == a)
        #expect(a - .zero == a)
        #expect(a.scaled(by: 42) == a)
        #expect(a.magnitudeSquared == 0)
        var b = a
        b += a
        b -= a
        b.scale(by: -3)
        #expect(b == .zero)
        #expect(a.interpolated(towards: .zero, amount: 0.5) == .zero)
        #expect(Set([a, EmptyAnimatableData()]).count == 1)
    }

    @Test("a type that gives no animatableData reads EmptyAnimatableData and ignores writes")
    func defaultAnimatableData() {
        var caption = Caption(text: "Hello")
        #expect(caption.animatableData == EmptyAnimatableData())
        caption.animatableData = .zero
        #expect(caption == Caption(text: "Hello"))
        #expect(Caption.AnimatableData.self == EmptyAnimatableData.self)
    }

    @Test("a curve on it covers nothing until its end; a spring on it is at rest from the start")
    func animations() {
        var context = AnimationContext<EmptyAnimatableData>()
        let linear = Animation.linear(duration: 1)
        #expect(linear.animate(value: .zero, time: 0.5, context: &context) == EmptyAnimatableData())
        #expect(!context.isLogicallyComplete)
        #expect(linear.animate(value: .zero, time: 1, context: &context) == nil)
        var springContext = AnimationContext<EmptyAnimatableData>()
        #expect(Animation.spring.animate(value: EmptyAnimatableData(), time: 0, context: &springContext) == nil)
        #expect(springContext.isLogicallyComplete)
        var captionContext = AnimationContext<EmptyAnimatableData>()
        let shown = presentation(from: Caption(text: "old"), to: Caption(text: "new"), .spring, at: 0, &captionContext)
        #expect(shown == Caption(text: "new"))
    }
}
