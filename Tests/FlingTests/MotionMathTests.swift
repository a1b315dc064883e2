import Fling
import Testing

/// A scene of one's own reaches Fling's platform-independent math through `import Fling`
/// alone (the test imports nothing else), and gets the very bits the engine uses.
@Suite("MotionMath through import Fling")
struct MotionMathTests {
    @Test("sin, cos and sincos agree bit for bit; exp, log, atan2 and the rest at pinned points")
    func functions() {
        for x in stride(from: -7.0, through: 7.0, by: 0.37) {
            let both = MotionMath.sincos(x)
            #expect(both.sin.bitPattern == MotionMath.sin(x).bitPattern)
            #expect(both.cos.bitPattern == MotionMath.cos(x).bitPattern)
            // sin² + cos² = 1 within a few ulps: the functions are the real ones.
            #expect(abs(both.sin * both.sin + both.cos * both.cos - 1) < 4e-16)
        }
        #expect(MotionMath.exp(0) == 1 && MotionMath.log(1) == 0 && MotionMath.sin(0) == 0 && MotionMath.cos(0) == 1)
        #expect(abs(MotionMath.exp(1) - 2.718281828459045) <= 4.5e-16)
        #expect(abs(MotionMath.atan2(1, 1) - .pi / 4) <= 1.2e-16)
        #expect(abs(MotionMath.asin(1) - .pi / 2) <= 2.3e-16 && abs(MotionMath.acos(-1) - .pi) <= 4.5e-16)
        #expect(abs(MotionMath.log1p(1e-10) - 9.9999999995e-11) <= 1e-25)
        #expect(abs(MotionMath.atanh(0.5) - 0.5493061443340549) <= 2.3e-16)
        #expect(abs(MotionMath.sinh(1) - 1.1752011936438014) <= 4.5e-16)
        #expect(abs(MotionMath.cosh(1) - 1.5430806348152437) <= 4.5e-16)
    }

    @Test("a spring's value is the closed form built from them")
    func springFromTheSameFunctions() {
        let spring = Spring(response: 0.5, dampingRatio: 0.7)
        let t = 0.35
        let omega0 = 2 * Double.pi / 0.5
        let a = 0.7 * omega0
        let omegaD = (omega0 * omega0 - a * a).squareRoot()
        // x(t) from x0 = −1, v0 = 0, written out with MotionMath in the solver's own order.
        let x0 = -1.0
        let b = 0 + a * x0
        let (s, c) = MotionMath.sincos(omegaD * t)
        let value = MotionMath.exp(-a * t) * (x0 * c + b * s / omegaD)
        let solved = spring.displacement(from: -1, velocity: 0, time: t).value
        #expect(abs(value - solved) <= 1e-15)
    }
}
