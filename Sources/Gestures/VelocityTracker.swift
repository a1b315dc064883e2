import Motion

/// Estimates pointer velocity from timestamped positions, by one of several strategies.
///
/// The default strategy fits x(t) = a + b·t + c·t² (degree 2, as Flutter's and Android's
/// default trackers do) to the samples of the last `horizon`, with t relative to the newest
/// sample; the velocity is b, the slope at the newest sample. With only two samples it fits a
/// line. `strategy` picks another estimator (`VelocityStrategy`); the sample rules are the
/// same for all: history older than a pause of `resetGap` is dropped (a pause breaks the
/// motion), at most `maxSamples` are kept, a sample at the newest one's time replaces it, one
/// earlier is rejected (`lastRejection` says why), and a tracker queried more than
/// `resetGap` after its newest sample reports zero: the pointer stopped.
public struct VelocityTracker: Sendable {
    /// How far back samples count, in nanoseconds (100 ms).
    public var horizon: Int64 = 100_000_000
    /// A gap this long between samples, or between the newest sample and the query, means
    /// the pointer stopped (40 ms).
    public var resetGap: Int64 = 40_000_000
    /// At most this many samples are kept.
    public var maxSamples = 20
    /// How the samples become a velocity: least squares of degree 2 unless set.
    public var strategy: VelocityStrategy = .default {
        didSet { precondition(strategy.isSupported, "VelocityTracker.strategy \(strategy): least squares must be of degree 1 or 2") }
    }
    /// Why the most recent rejected sample was ignored, or nil when `add` has rejected none
    /// since the tracker was made or last `reset()`.
    public private(set) var lastRejection: String?

    private var times: [Int64] = []
    private var positions: [Point] = []

    public init() {}

    /// A tracker that estimates with `strategy`.
    public init(strategy: VelocityStrategy) {
        precondition(strategy.isSupported, "VelocityTracker(strategy: \(strategy)): least squares must be of degree 1 or 2")
        self.strategy = strategy
    }

    /// The samples held, oldest first.
    public var samples: [(time: Int64, position: Point)] { Array(zip(times, positions)) }

    /// Adds a sample. A sample at the time of the newest one replaces it; one earlier than
    /// the newest is ignored, reported by the return value `false` and described in
    /// `lastRejection`.
    @discardableResult
    public mutating func add(time: Int64, position: Point) -> Bool {
        if let last = times.last {
            if time < last {
                lastRejection = "sample at \(time) ns is earlier than the newest at \(last) ns; ignored"
                return false
            }
            if time == last {
                positions[positions.count - 1] = position
                return true
            }
            if time - last > resetGap { forgetSamples() }
        }
        times.append(time)
        positions.append(position)
        let cutoff = time - horizon
        var drop = 0
        while drop < times.count - 1 && (times[drop] < cutoff || times.count - drop > maxSamples) { drop += 1 }
        if drop > 0 {
            times.removeFirst(drop)
            positions.removeFirst(drop)
        }
        return true
    }

    /// Forgets every sample and the last rejection.
    public mutating func reset() {
        forgetSamples()
        lastRejection = nil
    }

    private mutating func forgetSamples() {
        times.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
    }

    /// The velocity in points per second, as of `now` (the newest sample's time by default).
    public func velocity(at now: Int64? = nil) -> Point {
        guard let newest = times.last else { return .zero }
        if let now, now - newest > resetGap { return .zero }
        guard times.count >= 2 else { return .zero }
        return strategy.estimate(times: times, positions: positions)
    }
}
