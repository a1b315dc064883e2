import Testing
import Time

@Suite("FrameTime: one clock in integer nanoseconds")
struct FrameTimeTests {
    @Test("a float literal is seconds, rounded to the nearest nanosecond")
    func floatLiteralIsSeconds() {
        let t: FrameTime = 0.25
        #expect(t.nanoseconds == 250_000_000)
        #expect(t == .seconds(0.25))
        #expect(t == .milliseconds(250))
        #expect(FrameTime.seconds(1.0000000004).nanoseconds == 1_000_000_000)
        #expect(FrameTime.seconds(1.0000000006).nanoseconds == 1_000_000_001)
    }

    @Test("seconds and milliseconds read back what was stored")
    func conversions() {
        let t = FrameTime.nanoseconds(16_666_667)
        #expect(abs(t.milliseconds - 16.666667) < 1e-12)
        #expect(abs(t.seconds - 0.016666667) < 1e-15)
        #expect(t.description == "16666667 ns")
    }

    @Test("NaN is zero and the infinities saturate instead of trapping")
    func saturation() {
        #expect(FrameTime.seconds(.nan) == .zero)
        #expect(FrameTime.seconds(.infinity).nanoseconds == .max)
        #expect(FrameTime.seconds(-.infinity).nanoseconds == .min)
        #expect(FrameTime.milliseconds(1e300).nanoseconds == .max)
        #expect(FrameTime.milliseconds(-1e300).nanoseconds == .min)
    }

    @Test("arithmetic is exact in nanoseconds and orders by time")
    func arithmetic() {
        let period = FrameTime.nanoseconds(16_666_667)
        #expect(period * 3 == .nanoseconds(50_000_001))
        #expect(3 * period == period * 3)
        var t = FrameTime.zero
        t += period
        t += period
        t -= period
        #expect(t == period)
        #expect(period - period == .zero)
        #expect(FrameTime.zero < period)
        #expect([period * 2, .zero, period].sorted() == [.zero, period, period * 2])
    }

    @Test("arithmetic past the ends wraps rather than trapping")
    func noTrapAtTheEnds() {
        let big = FrameTime.nanoseconds(.max)
        #expect((big + .nanoseconds(1)).nanoseconds == .min)
        #expect((FrameTime.nanoseconds(.min) - .nanoseconds(1)).nanoseconds == .max)
    }
}
