import FlingTesting
import Puck
import Testing

/// `PuckGlow`, an `@Animatable` struct of this package, animated through an engine's value.
@Suite("The puck's glow")
struct PuckGlowTests {
    @Test("withAnimation springs each animated field as Spring's closed form; the ignored one changes at once")
    func springsLikeTheClosedForm() {
        let engine = AnimationEngine()
        let glow = engine.animatedValue("puck.glow", initial: PuckGlow.resting)
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let from = PuckGlow.resting
        let to = PuckGlow.lifted
        engine.withAnimation(.spring(spring)) { glow.value = to }
        #expect(glow.value == to && glow.isAnimating)
        // A spring from a to b shows a + (the spring's value toward b − a), field by field.
        func expected(_ a: Double, _ b: Double, _ t: Double) -> Double { a + spring.value(target: b - a, time: t) }
        for t in [0.05, 0.2, 0.35, 0.6] {
            engine.now = .seconds(t)
            engine.update(at: .seconds(t))
            let shown = glow.presentationValue
            #expect(abs(shown.radius - expected(from.radius, to.radius, t)) < 1e-9, "radius at \(t) s")
            #expect(
                abs(shown.offset.height - expected(from.offset.height, to.offset.height, t)) < 1e-9, "offset at \(t) s")
            #expect(shown.offset.width == 0)
            #expect(abs(shown.opacity - expected(from.opacity, to.opacity, t)) < 1e-9, "opacity at \(t) s")
            #expect(shown.label == "lifted", "not animated: the model's at once")
        }
        // Mid-flight the spring has moved the glow most of the way, not all of it.
        #expect(glow.presentationValue != to)
        engine.now = .seconds(5)
        engine.update(at: .seconds(5))
        #expect(!glow.isAnimating && glow.presentationValue == to)
    }
}
