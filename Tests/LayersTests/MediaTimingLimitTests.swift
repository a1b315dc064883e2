import Layers
import Motion
import Testing

@Suite("Core Animation timing of any length")
struct MediaTimingLimitTests {
    /// A cycle of 5e-324 s makes the iteration count infinite; converting it used to trap.
    @Test("an animation of 5e-324 s repeated for 10⁹ s is evaluated at any time", arguments: [false, true])
    func tinyCycle(cumulative: Bool) {
        let stage = Stage()
        var fade = BasicAnimation(keyPath: "position.x")
        fade.fromValue = .number(0)
        fade.toValue = .number(1)
        fade.duration = .leastNonzeroMagnitude
        fade.repeatDuration = 1e9
        fade.autoreverses = true
        fade.isCumulative = cumulative
        stage.layer.add(fade, forKey: "tiny")
        for time in [0.0, 1, 1e6, 1e9 - 1] {
            #expect(stage.frame(time).position.x.isFinite)
        }
    }
}
