import Motion
import Time

/// Estimates pointer velocity from timestamped positions, by one of several strategies.
///
/// The default strategy fits x(t) = a + b·t + c·t² (degree 2, as Flutter's and Android's
/// default trackers do) to the samples of the last `horizon`, with t relative to the newest
/// sample; the velocity is b, the slope at the newest sample. With only two samples it fits a
/// line (as Android's does). `strategy` picks another estimator (`VelocityStrategy`); the
/// sample rules are the same for all, and they are Android's: history older than a pause of
/// more than `resetGap` is dropped (a pause breaks the motion), at most `maxSamples` are kept,
/// a sample at the newest one's time replaces it, one earlier than the newest is rejected
/// (`lastRejection` says why), and a tracker queried more than `resetGap` after its newest
/// sample reports zero: the pointer stopped. On the recorded gestures of Flutter's and
/// Android's own tests every strategy answers as theirs (within 0.2 %).
///
/// One rule is Fling's own, for input no device produces: a sample that moved faster than
/// `implausibleSpeed` since the newest one was not stamped when its position was taken, and
/// is merged into it (see `implausibleSpeed`). While such a sample is in the window the
/// degree-2 fit fits a line, and no strategy answers a velocity against the motion the samples
/// show (`VelocityStrategy`). Input a device produces never triggers it, so it changes no
/// answer there.
public struct VelocityTracker: Sendable {
    /// How far back samples count (100 ms).
    public var horizon: FrameTime = .milliseconds(100)
    /// A gap longer than this between samples, or between the newest sample and the query,
    /// means the pointer stopped (40 ms).
    public var resetGap: FrameTime = .milliseconds(40)
    /// At most this many samples are kept.
    public var maxSamples = 20
    /// A speed no pointer moves at, in points per second (50 000): a sample this much farther
    /// from the newest one than their stamps allow was not stamped when its position was
    /// taken. `.infinity` trusts every stamp.
    ///
    /// Such a sample merges into the newest: the newest takes its position and its time. A
    /// loop that stamps events when it reads them puts moves taken 10 ms apart 0.7–20 µs apart
    /// on a busy frame; fitted at those stamps they gave millions of points per second, or a
    /// velocity pointing backwards, and a card thrown to the top-right flew to the
    /// bottom-left. While a merged sample is in the window the times around it may be off by
    /// a frame, so the degree-2 fit, whose slope at the newest sample extrapolates a curvature
    /// that one misplaced sample invents, fits a line instead, and an answer against the
    /// motion is replaced (`VelocityStrategy`).
    ///
    /// 50 000 is over six times the fastest fling (8000), and over the fastest pair of samples
    /// in the references' recorded flings (33 489 pixels per second on a phone, where a pixel
    /// is 0.38 points). A burst is above it: a move of 1.6 points (200 points per second for
    /// 8 ms) stamped 20 µs after the one before is 80 000, and any move of a point or more
    /// stamped less than 20 µs after the one before is over 50 000. Stamps close together are
    /// no evidence by themselves: Android delivers true samples 8 µs apart (0.06 pixels: 7800
    /// pixels per second), and an 8 kHz mouse reports every 125 µs (a point per report at 8000
    /// points per second).
    public var implausibleSpeed: Double = 50_000 {
        didSet {
            precondition(implausibleSpeed > 0, "VelocityTracker.implausibleSpeed must be > 0; got \(implausibleSpeed)")
        }
    }
    /// How the samples become a velocity: least squares of degree 2 unless set.
    public var strategy: VelocityStrategy = .default {
        didSet {
            precondition(
                strategy.isSupported, "VelocityTracker.strategy \(strategy): least squares must be of degree 1 or 2")
        }
    }
    /// Why the most recent rejected sample was ignored, or nil when `add` has rejected none
    /// since the tracker was made or last `reset()`.
    public private(set) var lastRejection: String?

    private var times: [FrameTime] = []
    private var positions: [Point] = []
    /// Whether a sample that moved faster than `implausibleSpeed` was merged into each held one.
    private var merged: [Bool] = []

    /// A tracker with the default strategy, a degree-2 least-squares fit.
    public init() {}

    /// A tracker that estimates with `strategy`.
    public init(strategy: VelocityStrategy) {
        precondition(
            strategy.isSupported, "VelocityTracker(strategy: \(strategy)): least squares must be of degree 1 or 2")
        self.strategy = strategy
    }

    /// The samples held, oldest first.
    public var samples: [(time: FrameTime, position: Point)] { Array(zip(times, positions)) }

    /// Whether a sample that moved faster than `implausibleSpeed` is in the window: while it
    /// is, the degree-2 fit fits a line and no answer points against the motion.
    public var holdsImplausibleSample: Bool { merged.contains(true) }

    /// Samples stamped closer than this (100 µs) may be a burst read in one go even when they
    /// moved too little to be implausible (sub-point moves, 15 µs apart, after a pause): while
    /// two such samples are in the window, an answer against the motion the samples show is
    /// replaced (`VelocityStrategy`), as when `holdsImplausibleSample`. The fit itself is left
    /// alone, so a true answer — which points along the motion — is unchanged: Android's
    /// recorded flings hold samples 8 and 56 µs apart and still answer as Android does.
    public var closeStampInterval: FrameTime = .milliseconds(0.1)

    /// Whether two consecutive samples in the window are stamped closer than `closeStampInterval`.
    private var holdsCloseStamps: Bool {
        guard times.count >= 2 else { return false }
        for i in 1..<times.count where times[i] - times[i - 1] < closeStampInterval { return true }
        return false
    }

    /// Adds a sample. A sample at the newest one's time, or farther from it than
    /// `implausibleSpeed` allows, replaces it; one earlier than the newest is ignored,
    /// reported by the return value `false` and described in `lastRejection`.
    @discardableResult
    public mutating func add(time: FrameTime, position: Point) -> Bool {
        if let last = times.last {
            if time < last {
                lastRejection = "sample at \(time) is earlier than the newest at \(last); ignored"
                return false
            }
            let newest = positions.count - 1
            if time == last {
                // A second report of the same moment is an update, not a second measurement.
                positions[newest] = position
                return true
            }
            if time - last > resetGap {
                forgetSamples()
            } else if position.distance(to: positions[newest]) > implausibleSpeed * (time - last).seconds {
                times[newest] = time
                positions[newest] = position
                merged[newest] = true
                dropOld(before: time - horizon)
                return true
            }
        }
        times.append(time)
        positions.append(position)
        merged.append(false)
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
            merged.removeFirst(drop)
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
        merged.removeAll(keepingCapacity: true)
    }

    /// The velocity in points per second, as of `now` (the newest sample's time by default).
    public func velocity(at now: FrameTime? = nil) -> Point {
        guard let newest = times.last else { return .zero }
        if let now, now - newest > resetGap { return .zero }
        guard times.count >= 2 else { return .zero }
        return strategy.estimate(
            times: times, positions: positions, stampsAreTrue: !holdsImplausibleSample,
            guardsDirection: holdsCloseStamps)
    }
}
