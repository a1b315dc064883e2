import Testing
import Time

@Suite("MonotonicInstant and the units: the clock's readings, and every conversion in Time")
struct MonotonicInstantTests {
    @Test("two instants differ by a FrameTime span; adding it back gives the later instant")
    func instantArithmetic() {
        let a = MonotonicInstant(nanoseconds: 432_123_456_789_012)
        let b = a + .milliseconds(16.5)
        #expect(b - a == .nanoseconds(16_500_000))
        #expect(a - b == .nanoseconds(-16_500_000))
        #expect(b - .milliseconds(16.5) == a)
        #expect(a < b && !(b < a))
    }

    @Test("readings never go back, and a span measured from one is never negative")
    func readingsAreMonotonic() {
        let first = MonotonicInstant.now()
        let second = MonotonicInstant.now()
        #expect(second >= first)
        #expect(first.elapsed >= .zero)
        #expect(MonotonicInstant.now() >= second)
    }

    @Test("sleeping until a past deadline returns at once; spinning keeps the thread busy at least that long")
    func sleepAndSpin() {
        let past = MonotonicInstant.now() - .seconds(1)
        MonotonicClock.sleep(until: past)
        #expect(MonotonicInstant.now() > past)
        let start = MonotonicInstant.now()
        MonotonicClock.spin(for: .microseconds(200))
        #expect(start.elapsed >= .microseconds(200))
    }

    @Test("CPU time is a span that only grows while the thread works")
    func cpuClock() {
        let start = CPUClock.thread.now()
        MonotonicClock.spin(for: .microseconds(200))
        #expect(CPUClock.thread.now() > start)
        #expect(CPUClock.process.now() >= CPUClock.thread.now() - .milliseconds(1))
    }

    @Test("microseconds, whole milliseconds and the ratio of two spans")
    func accessors() {
        #expect(FrameTime.microseconds(250).nanoseconds == 250_000)
        #expect(FrameTime.microseconds(0.0004).nanoseconds == 0)
        #expect(FrameTime.nanoseconds(1_500).microseconds == 1.5)
        #expect(FrameTime(milliseconds: 4_294_967_301).nanoseconds == 4_294_967_301_000_000)
        #expect(FrameTime.nanoseconds(432_123_456_789_012).wholeMilliseconds == 432_123_456)
        #expect(FrameTime.nanoseconds(-1_999_999).wholeMilliseconds == -1)
        #expect(FrameTime.milliseconds(8) / FrameTime.milliseconds(16) == 0.5)
        #expect((FrameTime.milliseconds(1) / .zero).isInfinite)
    }

    @Test("seconds can truncate toward zero, as Int64(s * 1e9) did, or round")
    func roundingRule() {
        #expect(FrameTime.seconds(0.0000000016, rounding: .towardZero).nanoseconds == 1)
        #expect(FrameTime.seconds(0.0000000016).nanoseconds == 2)
        #expect(FrameTime.seconds(-0.0000000016, rounding: .towardZero).nanoseconds == -1)
        #expect(FrameTime.seconds(.nan, rounding: .down) == .zero)
        #expect(FrameTime.seconds(.infinity, rounding: .towardZero).nanoseconds == .max)
    }

    @Test("a rate is count per second over a span; a refresh rate is one per period")
    func rate() {
        #expect(FrameTime.rate(1, per: .nanoseconds(16_666_667)) == 1e9 / 16_666_667)
        #expect(FrameTime.rate(120, per: .seconds(2)) == 60)
        #expect(FrameTime.rate(3, per: .nanoseconds(7)) == 3 * 1e9 / 7)
    }

    @Test("unit conversions of fractional amounts give the bits of one multiplication or division by a power of ten")
    func unitConversion() {
        let ns = 16_666_666.666_666_7
        #expect(FrameTime.convert(ns, from: .nanoseconds, to: .milliseconds) == ns / 1e6)
        #expect(FrameTime.convert(ns, from: .nanoseconds, to: .microseconds) == ns / 1e3)
        #expect(FrameTime.convert(0.0166, from: .seconds, to: .milliseconds) == 0.0166 * 1000)
        #expect(FrameTime.convert(2.5, from: .milliseconds, to: .nanoseconds) == 2_500_000)
        #expect(FrameTime.convert(250, from: .microseconds, to: .milliseconds) == 0.25)
        #expect(FrameTime.Unit.allCases.map(\.nanoseconds) == [1, 1e3, 1e6, 1e9])
    }
}
