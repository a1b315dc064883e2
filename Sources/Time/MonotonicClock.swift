#if canImport(Glibc)
    import Glibc
#endif

/// CLOCK_MONOTONIC in integer nanoseconds: the one wall clock the live frame loop reads.
///
/// Read it as a `MonotonicInstant` (`MonotonicInstant.now()`); two instants differ by a
/// `FrameTime`.
public enum MonotonicClock {
    /// Keeps the calling thread busy for `duration` without sleeping, as slow work would:
    /// nothing else runs on the thread meanwhile (`--frame-delay`).
    public static func spin(for duration: FrameTime) {
        let end = MonotonicInstant.now() + duration
        while MonotonicInstant.now() < end {}
    }

    /// Sleeps until `deadline`, resuming after signals (`clock_nanosleep`, `TIMER_ABSTIME`).
    public static func sleep(until deadline: MonotonicInstant) {
        let (seconds, nanoseconds) = deadline.nanoseconds.quotientAndRemainder(dividingBy: nanosecondsPerSecond)
        var ts = timespec(tv_sec: Int(seconds), tv_nsec: Int(nanoseconds))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
    }

    /// The time on `clock` (any `clockid_t`: CLOCK_MONOTONIC, a CPU-time clock), in
    /// nanoseconds: the one place a `timespec` is read.
    static func read(_ clock: clockid_t) -> Int64 {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Int64(ts.tv_sec) * nanosecondsPerSecond + Int64(ts.tv_nsec)
    }

    private static let nanosecondsPerSecond = Int64(FrameTime.Unit.seconds.nanoseconds)
}

/// A reading of CLOCK_MONOTONIC: integer nanoseconds since the clock's own zero (boot,
/// usually), which means nothing alone. Instants are compared and subtracted; the difference
/// is a `FrameTime` span.
public struct MonotonicInstant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Nanoseconds since CLOCK_MONOTONIC's zero.
    public var nanoseconds: Int64

    /// The instant `nanoseconds` after CLOCK_MONOTONIC's zero.
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// CLOCK_MONOTONIC now.
    public static func now() -> MonotonicInstant {
        MonotonicInstant(nanoseconds: MonotonicClock.read(CLOCK_MONOTONIC))
    }

    /// The span from `b` to `a` (negative when `a` is earlier).
    public static func - (a: MonotonicInstant, b: MonotonicInstant) -> FrameTime {
        .nanoseconds(a.nanoseconds &- b.nanoseconds)
    }

    /// The instant `span` after `a`.
    public static func + (a: MonotonicInstant, span: FrameTime) -> MonotonicInstant {
        MonotonicInstant(nanoseconds: a.nanoseconds &+ span.nanoseconds)
    }

    /// The instant `span` before `a`.
    public static func - (a: MonotonicInstant, span: FrameTime) -> MonotonicInstant {
        MonotonicInstant(nanoseconds: a.nanoseconds &- span.nanoseconds)
    }

    /// Moves `a` later by `span`.
    public static func += (a: inout MonotonicInstant, span: FrameTime) { a = a + span }

    public static func < (a: MonotonicInstant, b: MonotonicInstant) -> Bool { a.nanoseconds < b.nanoseconds }

    /// The span since this instant, read now.
    public var elapsed: FrameTime { MonotonicInstant.now() - self }

    public var description: String { "monotonic \(nanoseconds) ns" }
}

/// CPU time consumed, which time spent descheduled does not inflate (CLOCK_THREAD_CPUTIME_ID,
/// CLOCK_PROCESS_CPUTIME_ID), read through the same `timespec` reader as `MonotonicClock`.
public enum CPUClock: Sendable {
    /// The calling thread's CPU time.
    case thread
    /// The CPU time of every thread of the process (a renderer drawing in several threads).
    case process

    /// The CPU time used so far, a span from the thread's or process's start.
    public func now() -> FrameTime {
        .nanoseconds(MonotonicClock.read(self == .thread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID))
    }
}
