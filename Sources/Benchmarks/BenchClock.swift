import Time

/// The two clocks a benchmark block is timed with: CPU time (the calling thread's by default),
/// which time spent descheduled by other processes on the same cores does not inflate, and
/// wall time (`MonotonicInstant`), which shows when it did. Both are read through `Time`'s one
/// clock reader; spans are `FrameTime`s.
struct BenchClock {
    /// A reading of both clocks.
    struct Reading {
        var cpu: FrameTime
        var wall: MonotonicInstant

        /// The spans from `start` to this reading, on each clock.
        func since(_ start: Reading) -> Elapsed {
            Elapsed(cpu: cpu - start.cpu, wall: wall - start.wall)
        }
    }

    /// The elapsed time of one block, on each clock.
    struct Elapsed {
        var cpu: FrameTime
        var wall: FrameTime
    }

    /// Both clocks now; `cpuClock` may be `.process`, which counts every thread of the process
    /// (a renderer drawing in several threads).
    static func now(cpuClock: CPUClock = .thread) -> Reading {
        Reading(cpu: cpuClock.now(), wall: .now())
    }

    /// Runs `body` and returns its elapsed time on both clocks (`cpuClock` as in `now`).
    @inline(__always)
    static func time(cpuClock: CPUClock = .thread, _ body: () -> Void) -> Elapsed {
        let start = now(cpuClock: cpuClock)
        body()
        return now(cpuClock: cpuClock).since(start)
    }
}
