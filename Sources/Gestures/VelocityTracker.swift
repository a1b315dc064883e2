import Input
import Motion

/// Estimates pointer velocity from timestamped positions, by one of several strategies.
///
/// The default strategy fits x(t) = a + b·t + c·t² (degree 2, as Flutter's and Android's
/// default trackers do) to the samples of the last `horizon`, with t relative to the newest
/// sample; the velocity is b, the slope at the newest sample. With only two samples it fits a
/// line. `strategy` picks another estimator (`VelocityStrategy`); the sample rules are the
/// same for all: history older than a pause of `resetGap` is dropped (a pause breaks the
/// motion), at most `maxSamples` are kept, samples closer in time than
/// `minimumSampleInterval` are combined into one (a sample at the newest one's time replaces
/// it), one earlier than the newest is rejected (`lastRejection` says why), and a tracker
/// queried more than `resetGap` after its newest sample reports zero: the pointer stopped.
/// Whatever the strategy, the answer never points against the motion the samples show
/// (`VelocityStrategy`).
public struct VelocityTracker: Sendable {
    /// How far back samples count (100 ms).
    public var horizon: FrameTime = .milliseconds(100)
    /// A gap this long between samples, or between the newest sample and the query, means
    /// the pointer stopped (40 ms).
    public var resetGap: FrameTime = .milliseconds(40)
    /// At most this many samples are kept.
    public var maxSamples = 20
    /// Samples closer together than this are one sample (0.5 ms).
    ///
    /// A sample less than this after the time the newest kept sample began is merged into it:
    /// the merged sample takes the new position and the new time, and still counts from the
    /// first time, so a merged run never spans more than this. Positions this close in time
    /// carry no velocity a fit can resolve — a loop that stamps events when it reads them puts
    /// moves taken 10 ms apart 0.7–20 µs apart when a frame was busy, and fitting those times
    /// as if they were real gave millions of points per second, or a velocity pointing
    /// backwards. Taking the newest position at the newest time keeps every held sample a true
    /// one when the stamps are true (a fast mouse), so a drag at constant velocity is still
    /// estimated exactly. At 0 only a sample at the newest one's time merges (replaces it), as
    /// Android's tracker does.
    public var minimumSampleInterval: FrameTime = .milliseconds(0.5) {
        didSet { precondition(minimumSampleInterval >= .zero, "VelocityTracker.minimumSampleInterval must be >= 0; got \(minimumSampleInterval)") }
    }
    /// A speed no pointer moves at, in points per second (50 000): two samples whose stamps
    /// say it did were not stamped when their positions were taken. `.infinity` trusts every
    /// stamp.
    ///
    /// Over six times the fastest fling (8000), and far under what a burst read in one go
    /// shows (tens of points in microseconds: a million points per second and more). While a
    /// sample that arrived this fast is in the window the times around it may be off by a
    /// frame, so the degree-2 fit, whose slope at the newest sample extrapolates a curvature
    /// that one misplaced sample invents, fits a line instead (`VelocityStrategy`).
    public var implausibleSpeed: Double = 50_000 {
        didSet { precondition(implausibleSpeed > 0, "VelocityTracker.implausibleSpeed must be > 0; got \(implausibleSpeed)") }
    }
    /// How the samples become a velocity: least squares of degree 2 unless set.
    public var strategy: VelocityStrategy = .default {
        didSet { precondition(strategy.isSupported, "VelocityTracker.strategy \(strategy): least squares must be of degree 1 or 2") }
    }
    /// Why the most recent rejected sample was ignored, or nil when `add` has rejected none
    /// since the tracker was made or last `reset()`.
    public private(set) var lastRejection: String?

    private var times: [FrameTime] = []
    private var positions: [Point] = []
    /// Whether each held sample, or one merged into it, arrived faster than `implausibleSpeed`.
    private var arrivedInBurst: [Bool] = []
    /// When the newest sample began: the time of the first sample merged into it.
    private var newestStart: FrameTime = .zero

    /// A tracker with the default strategy, a degree-2 least-squares fit.
    public init() {}

    /// A tracker that estimates with `strategy`.
    public init(strategy: VelocityStrategy) {
        precondition(strategy.isSupported, "VelocityTracker(strategy: \(strategy)): least squares must be of degree 1 or 2")
        self.strategy = strategy
    }

    /// The samples held, oldest first.
    public var samples: [(time: FrameTime, position: Point)] { Array(zip(times, positions)) }

    /// Adds a sample. A sample less than `minimumSampleInterval` after the newest one began
    /// (at the newest one's time, at least) replaces it; one earlier than the newest is
    /// ignored, reported by the return value `false` and described in `lastRejection`.
    @discardableResult
    public mutating func add(time: FrameTime, position: Point) -> Bool {
        var burst = false
        if let last = times.last {
            if time < last {
                lastRejection = "sample at \(time) is earlier than the newest at \(last); ignored"
                return false
            }
            let newest = positions.count - 1
            // A replacement at the same time is an update, not a second measurement.
            burst = time > last && position.distance(to: positions[newest]) > implausibleSpeed * (time - last).seconds
            if time == last || time - newestStart < minimumSampleInterval {
                times[newest] = time
                positions[newest] = position
                arrivedInBurst[newest] = arrivedInBurst[newest] || burst
                dropOld(before: time - horizon)
                return true
            }
            if time - last > resetGap {
                forgetSamples()
                burst = false
            }
        }
        times.append(time)
        positions.append(position)
        arrivedInBurst.append(burst)
        newestStart = time
        dropOld(before: time - horizon)
        return true
    }

    /// Drops samples older than `cutoff` and beyond `maxSamples`, always keeping the newest.
    private mutating func dropOld(before cutoff: FrameTime) {
        var drop = 0
        while drop < times.count - 1 && (times[drop] < cutoff || times.count - drop > maxSamples) { drop += 1 }
        if drop > 0 {
            times.removeFirst(drop)
            positions.removeFirst(drop)
            arrivedInBurst.removeFirst(drop)
        }
    }

    /// Forgets every sample and the last rejection.
    public mutating func reset() {
        forgetSamples()
        lastRejection = nil
    }

    private mutating func forgetSamples() {
        times.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        arrivedInBurst.removeAll(keepingCapacity: true)
    }

    /// The velocity in points per second, as of `now` (the newest sample's time by default).
    public func velocity(at now: FrameTime? = nil) -> Point {
        guard let newest = times.last else { return .zero }
        if let now, now - newest > resetGap { return .zero }
        guard times.count >= 2 else { return .zero }
        return strategy.estimate(times: times, positions: positions, stampsAreTrue: !arrivedInBurst.contains(true))
    }
}
