@testable import SDLHost
import Testing

@Suite("Window-system event times")
struct ServerTimestampsTests {
    /// 5 days and a bit into CLOCK_MONOTONIC, in nanoseconds.
    static let now: Int64 = 432_123_456_789_012

    @Test("an X server on CLOCK_MONOTONIC gives each event its own millisecond, however late it is read")
    func sameClock() {
        var times = ServerTimestamps()
        let nowMs = Self.now / 1_000_000
        // Ten moves 10 ms apart, all read at once after a 120 ms frame.
        let readAt = Self.now
        let stamps = (0..<10).map { UInt32(truncatingIfNeeded: nowMs - 120 + 10 * Int64($0)) }
        let mapped = stamps.map { times.time(ofServerMilliseconds: $0, readAt: readAt) }
        #expect(times.isMonotonicClock == true)
        #expect(zip(mapped.dropFirst(), mapped).allSatisfy { $0 - $1 == 10_000_000 })
        #expect(mapped.last == (nowMs - 30) * 1_000_000)
    }

    @Test("the 32-bit millisecond clock wraps every 49.7 days; a stamp just before the wrap maps to just before now")
    func wrap() {
        let wrapMs: Int64 = 1 << 32
        let now = (wrapMs + 5) * 1_000_000   // 5 ms after the low 32 bits wrapped to 0
        #expect(ServerTimestamps.monotonicTime(ofServerMilliseconds: UInt32.max - 4, readAt: now) == (wrapMs - 5) * 1_000_000)
        #expect(ServerTimestamps.monotonicTime(ofServerMilliseconds: 3, readAt: now) == (wrapMs + 3) * 1_000_000)
    }

    @Test("a server on another clock is calibrated by the shortest delay seen, and is never ahead of the read")
    func otherClock() {
        var times = ServerTimestamps()
        // The server's clock reads 1,000 ms when CLOCK_MONOTONIC reads now − 20 ms.
        let base = Self.now - 20_000_000
        func server(_ ms: Int64) -> UInt32 { UInt32(1_000 + ms) }
        // Read 20 ms late (a busy frame): the first calibration is 20 ms off.
        let first = times.time(ofServerMilliseconds: server(0), readAt: base + 20_000_000)
        #expect(times.isMonotonicClock == false)
        #expect(first == base + 20_000_000)
        // Read 1 ms after it happened: the offset shrinks to the truth within a millisecond.
        let second = times.time(ofServerMilliseconds: server(10), readAt: base + 11_000_000)
        #expect(second == base + 11_000_000)
        let third = times.time(ofServerMilliseconds: server(20), readAt: base + 40_000_000)
        #expect(third == base + 21_000_000)
    }
}
