#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two clocks a benchmark block is timed with: the calling thread's CPU time
/// (CLOCK_THREAD_CPUTIME_ID), which time spent descheduled by other processes on the same
/// cores does not inflate, and wall time (CLOCK_MONOTONIC), which shows when it did.
struct BenchClock {
    /// A reading of both clocks, in nanoseconds.
    struct Reading {
        var cpu: Int64
        var wall: Int64
    }

    /// The elapsed time of one block, in nanoseconds on each clock.
    struct Elapsed {
        var cpu: Int64
        var wall: Int64
    }

    /// Both clocks now; `cpuClock` may be CLOCK_PROCESS_CPUTIME_ID, which counts every thread
    /// of the process (a renderer drawing in several threads).
    static func now(cpuClock: clockid_t = CLOCK_THREAD_CPUTIME_ID) -> Reading {
        Reading(cpu: read(cpuClock), wall: read(CLOCK_MONOTONIC))
    }

    /// Runs `body` and returns its elapsed time on both clocks.
    @inline(__always)
    static func time(_ body: () -> Void) -> Elapsed {
        let start = now()
        body()
        let end = now()
        return Elapsed(cpu: end.cpu - start.cpu, wall: end.wall - start.wall)
    }

    private static func read(_ clock: clockid_t) -> Int64 {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }
}
