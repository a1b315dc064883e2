#if canImport(Glibc)
import Glibc
#endif

/// CLOCK_MONOTONIC in integer nanoseconds: the one wall clock the live frame loop reads.
public enum MonotonicClock {
    /// Nanoseconds on CLOCK_MONOTONIC.
    public static func now() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }

    /// Keeps the calling thread busy for `nanoseconds` without sleeping, as slow work would:
    /// nothing else runs on the thread meanwhile (`--frame-delay`).
    public static func spin(for nanoseconds: Int64) {
        let end = now() + nanoseconds
        while now() < end {}
    }

    /// Sleeps until the absolute CLOCK_MONOTONIC time `deadline`, resuming after signals.
    public static func sleep(until deadline: Int64) {
        var ts = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
    }
}
