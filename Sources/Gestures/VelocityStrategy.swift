import Motion
import Time

/// How a `VelocityTracker` turns its samples into a velocity.
///
/// Every strategy sees the same samples — the tracker's rules decide which ones count (the
/// last 100 ms, at most 20, none from before a 40 ms pause, equal timestamps replaced,
/// backwards ones rejected, zero once the pointer has been still for 40 ms) — and estimates
/// the velocity at the newest sample, per axis, in points per second. On a drag at constant
/// velocity all four are exact (up to rounding) however unevenly the samples are spaced, as
/// long as each timestamp is the time its position was taken; they differ on how quickly
/// they follow a change of speed and on how much noise they let through.
public enum VelocityStrategy: Sendable, Hashable, CustomStringConvertible {
    /// A least-squares polynomial fit of position against time over every sample held; the
    /// velocity is the fit's slope at the newest sample.
    ///
    /// Degree 2 (x = a + b·t + c·t², velocity b) is the default, as in Flutter's
    /// `VelocityTracker` and Android's `VelocityTracker` (`LSQ2`): it follows a steady
    /// acceleration without lag and smooths noise over the whole window. It needs three
    /// samples; with two it fits a line. Degree 1 (a line) is the window's average velocity:
    /// smoother, but it lags an accelerating drag by about half the window.
    case leastSquares(degree: Int)
    /// Android's kinetic-energy ("impulse") estimator.
    ///
    /// Each axis is a unit mass pushed by the pointer. Oldest to newest, every pair of samples
    /// is a push that brings the mass from its current velocity to the pair's velocity
    /// v = Δx/Δt; the work it does, the momentum change times the distance the push covers
    /// per unit time, (v − v_mass)·|v|, is added to the kinetic energy E (the first push
    /// starts from rest and adds ½·v·|v|). The velocity is the mass's: sign(E)·√(2|E|).
    /// Recent pairs dominate, so it follows a change of speed within about one sample
    /// interval, and a pointer that reverses pays back its energy before it moves the other
    /// way. A pair at zero speed covers no distance and does no work, so a pointer that stops
    /// but keeps reporting its position keeps its velocity until the moving samples leave the
    /// window (as Android's does). With two samples it is their pair's velocity.
    case impulse
    /// An iOS-like estimator: the weighted average of the velocities of the last three pairs
    /// of samples, weights 0.6 (newest pair), 0.35, 0.05 (oldest).
    ///
    /// UIKit does not document how `UIPanGestureRecognizer.velocity(in:)` is computed. The
    /// closest published model is Flutter's `IOSScrollViewFlingVelocityTracker`, which uses
    /// these weights oldest first (0.6 on the pair two back, 0.05 on the newest) because it
    /// approximates the *scroll view's* fling velocity, which has already slowed when the
    /// finger lifts — by its own comment not what the pan recognizer reports. Fling's
    /// `.iOS` stands for the recognizer's velocity at the newest touch, so it puts the same
    /// weights newest first: it lags an accelerating drag by about one sample interval
    /// (0.6·½ + 0.35·1½ + 0.05·2½ ≈ 0.95 intervals) instead of two. With fewer than three
    /// pairs, the weights of the pairs there are renormalised (two samples: their pair's
    /// velocity). Three pairs are little averaging: noise in the timestamps passes through
    /// almost undamped.
    case iOS

    /// The default: least squares of degree 2.
    public static let `default` = VelocityStrategy.leastSquares(degree: 2)

    /// The weights of the last three pairs' velocities in `.iOS`, newest pair first.
    public static let iOSWeights = [0.6, 0.35, 0.05]

    /// The strategy's short name, as `fling eval` spells it: `lsq1`, `lsq2`, `impulse`, `ios`.
    public var name: String {
        switch self {
        case let .leastSquares(degree): return "lsq\(degree)"
        case .impulse: return "impulse"
        case .iOS: return "ios"
        }
    }

    public var description: String { name }

    /// The names `init(name:)` accepts.
    public static let names = ["lsq2", "lsq1", "impulse", "ios"]

    /// The strategy with that short name (`lsq2`, `lsq1`, `impulse`, `ios`), or nil.
    public init?(name: String) {
        switch name {
        case "lsq2": self = .leastSquares(degree: 2)
        case "lsq1": self = .leastSquares(degree: 1)
        case "impulse": self = .impulse
        case "ios": self = .iOS
        default: return nil
        }
    }

    /// Whether the tracker can run it: least squares of degree 1 or 2, or another strategy.
    public var isSupported: Bool {
        if case let .leastSquares(degree) = self { return degree == 1 || degree == 2 }
        return true
    }

    /// The velocity at the newest of `times` (nanoseconds, strictly increasing, at least two)
    /// through `positions`, in points per second.
    ///
    /// With `stampsAreTrue` (the tracker merged no sample that moved faster than a pointer
    /// moves, `VelocityTracker.implausibleSpeed`) the answer is the strategy's own, exactly as
    /// Flutter's and Android's trackers compute it. Otherwise some times may be off by a frame,
    /// and two safeguards apply while such a sample is in the window. The degree-2 fit fits a
    /// line, whose direction needs only the samples' order, not their times: on a straight
    /// drag it is exact however the times are off. And an estimate that points against both
    /// the displacement across the samples and the latest movement (`opposesMotion`)
    /// describes no motion the pointer made, so it is replaced by the least-squares line's
    /// slope (the window's average velocity), or zero when that points against them too.
    ///
    /// On true stamps neither applies: a degree-2 fit of a drag slowing down may extrapolate
    /// it into one turning back, and it does in Flutter's and Android's trackers too — unless
    /// `guardsDirection`, which the tracker sets while two samples are stamped closer than
    /// `VelocityTracker.closeStampInterval`: then only the second safeguard applies.
    func estimate(
        times: [FrameTime], positions: [Point], stampsAreTrue: Bool = true,
        guardsDirection: Bool = false
    ) -> Point {
        let newest = times[times.count - 1]
        // Relative times in seconds keep the normal equations well conditioned.
        var t = [Double](repeating: 0, count: times.count)
        for i in 0..<times.count { t[i] = (times[i] - newest).seconds }
        let velocity: Point
        switch self {
        case let .leastSquares(degree):
            precondition(
                degree == 1 || degree == 2,
                "VelocityStrategy.leastSquares(degree: \(degree)): the degree must be 1 or 2")
            if degree == 2, stampsAreTrue, times.count >= 3, let v = Self.quadraticSlope(t, positions) {
                velocity = v
            } else {
                velocity = Self.linearSlope(t, positions)
            }
        case .impulse:
            velocity = Self.impulseVelocity(times, positions)
        case .iOS:
            velocity = Self.weightedPairVelocity(times, positions, weights: Self.iOSWeights)
        }
        guard !stampsAreTrue || guardsDirection, Self.opposesMotion(velocity, positions) else { return velocity }
        let line = Self.linearSlope(t, positions)
        return Self.opposesMotion(line, positions) ? .zero : line
    }
}
