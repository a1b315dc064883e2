import Motion
import Testing

@Suite("Repeats of any length")
struct RepeatLimitTests {
    /// A pass of 5e-324 s makes the pass count infinite; converting it to Int used to trap.
    @Test("a repeat whose pass is 5e-324 s is evaluated a million seconds in", arguments: [false, true])
    func tinyPass(autoreverses: Bool) throws {
        let animation = Animation.linear(duration: .leastNonzeroMagnitude).repeatForever(autoreverses: autoreverses)
        var context = AnimationContext<Double>()
        let covered = try #require(animation.animate(value: 10.0, time: 1e6, context: &context))
        #expect(covered.isFinite)
        let counted = Animation.linear(duration: .leastNonzeroMagnitude).repeatCount(3, autoreverses: autoreverses)
        var ended = AnimationContext<Double>()
        #expect(counted.animate(value: 10.0, time: 1e6, context: &ended) == nil)
    }
}
