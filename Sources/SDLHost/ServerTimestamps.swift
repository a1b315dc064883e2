import Time

/// Turns the timestamps a window system stamps on input events (the X server's milliseconds)
/// into CLOCK_MONOTONIC instants, so an event carries the time it happened rather than
/// the time the run loop got round to reading it.
///
/// A frame that takes 50 ms reads every move made during it at once; stamped at the poll,
/// ten moves 10 ms apart would arrive microseconds apart and the velocity fit would see a
/// pointer that jumped. The X server stamps each event when it generates it, from its own
/// clock: on Linux that is CLOCK_MONOTONIC in whole milliseconds, truncated to 32 bits
/// (Xorg's and Xvfb's `GetTimeInMillis`). When a timestamp read that way lies at most a
/// minute before the moment it was read, it is taken as exactly that time. A server on
/// another clock is calibrated instead: its offset is the smallest delay seen between an
/// event's stamp and its reading, which only shrinks toward the true transit time. Either
/// way a time is never later than the moment it was read.
struct ServerTimestamps {
    /// The largest delay between an event and its reading that still counts as the same
    /// clock: a minute, far beyond any frame, far below the 49.7 days at which 32-bit
    /// milliseconds wrap.
    static let sameClockWindow = FrameTime.seconds(60)

    /// Whether the server's clock turned out to be CLOCK_MONOTONIC (nil before the first stamp).
    private(set) var isMonotonicClock: Bool?
    /// Server milliseconds, unwrapped past 2^32, of the newest stamp (other clocks only).
    private var lastServerTime: Int64?
    /// Where the server clock's zero falls on CLOCK_MONOTONIC: the read time minus the
    /// server's time, the earliest seen (the shortest delay; other clocks only).
    private var serverZero: MonotonicInstant?

    /// The CLOCK_MONOTONIC instant of an event the server stamped `milliseconds` (its 32-bit
    /// clock), read at `now`.
    mutating func time(ofServerMilliseconds milliseconds: UInt32, readAt now: MonotonicInstant) -> MonotonicInstant {
        if isMonotonicClock != false, let time = Self.monotonicTime(ofServerMilliseconds: milliseconds, readAt: now) {
            isMonotonicClock = true
            return time
        }
        isMonotonicClock = false
        let server = FrameTime(milliseconds: unwrap(milliseconds))
        let zero = now - server
        if serverZero == nil || zero < serverZero! { serverZero = zero }
        return min(now, serverZero! + server)
    }

    /// `milliseconds` read as the low 32 bits of CLOCK_MONOTONIC's milliseconds: the latest
    /// such time not after `now`, if it lies within `sameClockWindow` of it.
    static func monotonicTime(ofServerMilliseconds milliseconds: UInt32, readAt now: MonotonicInstant)
        -> MonotonicInstant?
    {
        let nowMs = (now - clockZero).wholeMilliseconds
        var candidate = (nowMs & ~0xFFFF_FFFF) | Int64(milliseconds)
        if candidate > nowMs { candidate -= 1 << 32 }
        return FrameTime(milliseconds: nowMs - candidate) <= sameClockWindow
            ? clockZero + FrameTime(milliseconds: candidate) : nil
    }

    /// CLOCK_MONOTONIC's own zero, which the server's milliseconds count from when it is on that clock.
    private static let clockZero = MonotonicInstant(nanoseconds: 0)

    /// Server milliseconds as a 64-bit count that keeps growing past a 32-bit wrap (a stamp
    /// more than half the range below the newest is taken as having wrapped).
    private mutating func unwrap(_ milliseconds: UInt32) -> Int64 {
        guard let last = lastServerTime else {
            lastServerTime = Int64(milliseconds)
            return Int64(milliseconds)
        }
        let lastLow = UInt32(truncatingIfNeeded: last)
        let step = Int64(Int32(bitPattern: milliseconds &- lastLow))   // signed distance, modulo 2^32
        let value = last + step
        lastServerTime = max(last, value)
        return value
    }
}
