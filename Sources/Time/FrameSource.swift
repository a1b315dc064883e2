/// Where a display link's vsyncs come from.
public protocol FrameSource: AnyObject {
    /// The refresh period.
    var period: FrameTime { get }
    /// Waits for the next vsync the caller can still make and returns its grid index.
    ///
    /// A source never returns a vsync in the past to catch up: after a slow frame it
    /// skips to the next grid point, so there is never a burst of catch-up frames.
    func waitForNextVsync() -> Int64
}

extension FrameSource {
    /// The refresh period for `framesPerSecond`, rounded to whole nanoseconds.
    public static func period(forFramesPerSecond fps: Double) -> FrameTime {
        precondition(fps > 0, "frames per second must be positive; got \(fps)")
        return .nanoseconds(Int64((FrameTime.Unit.seconds.nanoseconds / fps).rounded()))
    }
}

/// A source that tests and replays advance by hand: no sleeping, no wall clock.
public final class VirtualFrameSource: FrameSource {
    public let period: FrameTime
    /// The vsync the next `waitForNextVsync()` returns.
    public private(set) var nextVsync: Int64 = 0

    public init(period: FrameTime) {
        precondition(period > .zero, "a frame period must be positive; got \(period)")
        self.period = period
    }

    /// Simulates a slow frame: the next `count` vsyncs pass without a frame.
    public func skip(vsyncs count: Int) {
        precondition(count >= 0, "cannot skip a negative number of vsyncs")
        nextVsync += Int64(count)
    }

    public func waitForNextVsync() -> Int64 {
        defer { nextVsync += 1 }
        return nextVsync
    }
}

/// A source paced by CLOCK_MONOTONIC: absolute deadlines on an integer-nanosecond grid,
/// slept for with `clock_nanosleep(TIMER_ABSTIME)` so no error accumulates.
///
/// Xvfb and the dummy video driver have no vsync; this is the vsync there.
public final class TimerFrameSource: FrameSource {
    public let period: FrameTime
    /// The CLOCK_MONOTONIC instant of vsync 0.
    public let origin: MonotonicInstant
    /// Called about every `idleInterval` while waiting for the next vsync: a host pumps its
    /// input queue here, so events are stamped within a millisecond of when they happened
    /// instead of all at the next frame's poll.
    public var idle: (() -> Void)?
    /// How often `idle` runs while waiting (1 ms).
    public var idleInterval: FrameTime = .milliseconds(1)
    private var next: Int64 = 0

    /// A source whose vsync 0 is at `origin` (now by default).
    public init(period: FrameTime, origin: MonotonicInstant = .now()) {
        precondition(period > .zero, "a frame period must be positive; got \(period)")
        self.period = period
        self.origin = origin
    }

    public func waitForNextVsync() -> Int64 {
        let vsync = Self.vsync(next: next, now: .now(), origin: origin, period: period)
        let deadline = origin + period * vsync
        if let idle {
            var now = MonotonicInstant.now()
            while deadline - now > idleInterval {
                MonotonicClock.sleep(until: now + idleInterval)
                idle()
                now = MonotonicInstant.now()
            }
        }
        MonotonicClock.sleep(until: deadline)
        next = vsync + 1
        return vsync
    }

    /// The vsync a frame asked for at `now` takes, when `next` is the one after the last
    /// frame's: `next` while its deadline is at most half a period past (waking a little
    /// after a deadline is still that frame); otherwise that vsync is gone, and the frame
    /// takes the first grid point that is not — a frame that ran 31 ms at 60 Hz is shown at
    /// the second vsync after its own, not the third.
    public static func vsync(next: Int64, now: MonotonicInstant, origin: MonotonicInstant, period: FrameTime) -> Int64 {
        let sinceOrigin = now - origin
        guard (sinceOrigin - period * next) * 2 > period else { return next }
        // The first grid point no more than half a period ago, in whole periods (rounded up).
        let p = period.nanoseconds
        let earliest = sinceOrigin.nanoseconds - p / 2
        return earliest / p + (earliest % p == 0 ? 0 : 1)
    }
}
