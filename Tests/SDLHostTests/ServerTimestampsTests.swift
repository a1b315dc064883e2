import Testing
import Time

@testable import SDLHost

@Suite("Window-system event times")
struct ServerTimestampsTests {
    /// 5 days and a bit into CLOCK_MONOTONIC.
    static let now = instant(432_123_456_789_012)

    /// The instant `nanoseconds` after CLOCK_MONOTONIC's zero.
    static func instant(_ nanoseconds: Int64) -> MonotonicInstant { MonotonicInstant(nanoseconds: nanoseconds) }

    @Test("an X server on CLOCK_MONOTONIC gives each event its own millisecond, however late it is read")
    func sameClock() {
        var times = ServerTimestamps()
        let nowMs = Self.now.nanoseconds / 1_000_000
        // Ten moves 10 ms apart, all read at once after a 120 ms frame.
        let readAt = Self.now
        let stamps = (0..<10).map { UInt32(truncatingIfNeeded: nowMs - 120 + 10 * Int64($0)) }
        let mapped = stamps.map { times.time(ofServerMilliseconds: $0, readAt: readAt) }
        #expect(times.isMonotonicClock == true)
        #expect(zip(mapped.dropFirst(), mapped).allSatisfy { $0 - $1 == .milliseconds(10) })
        #expect(mapped.last == Self.instant((nowMs - 30) * 1_000_000))
    }

    @Test("the 32-bit millisecond clock wraps every 49.7 days; a stamp just before the wrap maps to just before now")
    func wrap() {
        let wrapMs: Int64 = 1 << 32
        let now = Self.instant((wrapMs + 5) * 1_000_000)   // 5 ms after the low 32 bits wrapped to 0
        #expect(
            ServerTimestamps.monotonicTime(ofServerMilliseconds: UInt32.max - 4, readAt: now)
                == Self.instant((wrapMs - 5) * 1_000_000))
        #expect(
            ServerTimestamps.monotonicTime(ofServerMilliseconds: 3, readAt: now)
                == Self.instant((wrapMs + 3) * 1_000_000))
    }

    @Test("a server on another clock is calibrated by the shortest delay seen, and is never ahead of the read")
    func otherClock() {
        var times = ServerTimestamps()
        // The server's clock reads 1,000 ms when CLOCK_MONOTONIC reads now − 20 ms.
        let base = Self.now - .milliseconds(20)
        func server(_ ms: Int64) -> UInt32 { UInt32(1_000 + ms) }
        // Read 20 ms late (a busy frame): the first calibration is 20 ms off.
        let first = times.time(ofServerMilliseconds: server(0), readAt: base + .milliseconds(20))
        #expect(times.isMonotonicClock == false)
        #expect(first == base + .milliseconds(20))
        // Read 1 ms after it happened: the offset shrinks to the truth within a millisecond.
        let second = times.time(ofServerMilliseconds: server(10), readAt: base + .milliseconds(11))
        #expect(second == base + .milliseconds(11))
        let third = times.time(ofServerMilliseconds: server(20), readAt: base + .milliseconds(40))
        #expect(third == base + .milliseconds(21))
    }
}
