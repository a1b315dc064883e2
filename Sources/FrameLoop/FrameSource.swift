/// Where a display link's vsyncs come from.
public protocol FrameSource: AnyObject {
    /// The refresh period, in nanoseconds.
    var period: Int64 { get }
    /// Waits for the next vsync the caller can still make and returns its grid index.
    ///
    /// A source never returns a vsync in the past to catch up: after a slow frame it
    /// skips to the next grid point, so there is never a burst of catch-up frames.
    func waitForNextVsync() -> Int64
}

extension FrameSource {
    /// The refresh period for `framesPerSecond`, rounded to whole nanoseconds.
    public static func period(forFramesPerSecond fps: Double) -> Int64 {
        precondition(fps > 0, "frames per second must be positive; got \(fps)")
        return Int64((1e9 / fps).rounded())
    }
}

/// A source that tests and replays advance by hand: no sleeping, no wall clock.
public final class VirtualFrameSource: FrameSource {
    public let period: Int64
    private var next: Int64 = 0

    public init(period: Int64) {
        precondition(period > 0, "a frame period must be positive; got \(period) ns")
        self.period = period
    }

    /// Simulates a slow frame: the next `count` vsyncs pass without a frame.
    public func skip(vsyncs count: Int) {
        precondition(count >= 0, "cannot skip a negative number of vsyncs")
        next += Int64(count)
    }

    public func waitForNextVsync() -> Int64 {
        defer { next += 1 }
        return next
    }
}

/// A source paced by CLOCK_MONOTONIC: absolute deadlines on an integer-nanosecond grid,
/// slept for with `clock_nanosleep(TIMER_ABSTIME)` so no error accumulates.
///
/// Xvfb and the dummy video driver have no vsync; this is the vsync there.
public final class TimerFrameSource: FrameSource {
    public let period: Int64
    /// CLOCK_MONOTONIC time of vsync 0.
    public let origin: Int64
    /// Called about every `idleInterval` while waiting for the next vsync: a host pumps its
    /// input queue here, so events are stamped within a millisecond of when they happened
    /// instead of all at the next frame's poll.
    public var idle: (() -> Void)?
    /// How often `idle` runs while waiting (1 ms).
    public var idleInterval: Int64 = 1_000_000
    private var next: Int64 = 0

    /// A source whose vsync 0 is at `origin` (CLOCK_MONOTONIC nanoseconds; now by default).
    public init(period: Int64, origin: Int64 = MonotonicClock.now()) {
        precondition(period > 0, "a frame period must be positive; got \(period) ns")
        self.period = period
        self.origin = origin
    }

    public func waitForNextVsync() -> Int64 {
        let now = MonotonicClock.now()
        var vsync = next
        // Waking a little after a deadline is still that frame; more than half a period
        // late, that vsync is gone and the frame moves to the next grid point after now.
        if now - (origin + vsync * period) > period / 2 {
            vsync = (now - origin) / period + 1
        }
        let deadline = origin + vsync * period
        if let idle {
            var now = MonotonicClock.now()
            while deadline - now > idleInterval {
                MonotonicClock.sleep(until: now + idleInterval)
                idle()
                now = MonotonicClock.now()
            }
        }
        MonotonicClock.sleep(until: deadline)
        next = vsync + 1
        return vsync
    }
}
