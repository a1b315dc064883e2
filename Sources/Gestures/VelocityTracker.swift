import Motion

/// Estimates pointer velocity by a least-squares polynomial fit over recent samples.
///
/// Fits x(t) = a + b·t + c·t² (degree 2, as Flutter's and Android's default trackers do)
/// to the samples of the last `horizon`, with t relative to the newest sample; the velocity
/// is b, the slope at the newest sample. With only two samples it fits a line. History
/// older than a pause of `resetGap` is dropped (a pause breaks the motion), and a tracker
/// queried more than `resetGap` after its newest sample reports zero: the pointer stopped.
public struct VelocityTracker: Sendable {
    /// How far back samples count, in nanoseconds (100 ms).
    public var horizon: Int64 = 100_000_000
    /// A gap this long between samples, or between the newest sample and the query, means
    /// the pointer stopped (40 ms).
    public var resetGap: Int64 = 40_000_000
    /// At most this many samples are kept.
    public var maxSamples = 20

    private var times: [Int64] = []
    private var positions: [Point] = []

    public init() {}

    /// The samples held, oldest first.
    public var samples: [(time: Int64, position: Point)] { Array(zip(times, positions)) }

    /// Adds a sample. A sample at the time of the newest one replaces it; one earlier than
    /// the newest is ignored and reported by the return value `false`.
    @discardableResult
    public mutating func add(time: Int64, position: Point) -> Bool {
        if let last = times.last {
            if time < last { return false }
            if time == last {
                positions[positions.count - 1] = position
                return true
            }
            if time - last > resetGap { reset() }
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

    /// Forgets every sample.
    public mutating func reset() {
        times.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
    }

    /// The velocity in points per second, as of `now` (the newest sample's time by default).
    public func velocity(at now: Int64? = nil) -> Point {
        guard let newest = times.last else { return .zero }
        if let now, now - newest > resetGap { return .zero }
        let count = times.count
        guard count >= 2 else { return .zero }
        // Relative times in seconds keep the normal equations well conditioned.
        var t = [Double](repeating: 0, count: count)
        for i in 0..<count { t[i] = Double(times[i] - newest) / 1e9 }
        if count >= 3, let v = Self.quadraticSlope(t, positions) { return v }
        return Self.linearSlope(t, positions)
    }

    /// Slope at t = 0 of the least-squares line through the samples.
    private static func linearSlope(_ t: [Double], _ p: [Point]) -> Point {
        let n = Double(t.count)
        var st = 0.0, stt = 0.0, sx = 0.0, sy = 0.0, stx = 0.0, sty = 0.0
        for i in t.indices {
            st += t[i]; stt += t[i] * t[i]
            sx += p[i].x; sy += p[i].y
            stx += t[i] * p[i].x; sty += t[i] * p[i].y
        }
        let det = n * stt - st * st
        guard det != 0 else { return .zero }
        return Point(x: (n * stx - st * sx) / det, y: (n * sty - st * sy) / det)
    }

    /// Coefficient b of the least-squares a + b·t + c·t², or nil when the fit is degenerate.
    private static func quadraticSlope(_ t: [Double], _ p: [Point]) -> Point? {
        var s = [Double](repeating: 0, count: 5)   // Σ t^k, k = 0…4
        var bx = [0.0, 0.0, 0.0], by = [0.0, 0.0, 0.0]
        for i in t.indices {
            var power = 1.0
            for k in 0..<5 {
                s[k] += power
                if k < 3 { bx[k] += power * p[i].x; by[k] += power * p[i].y }
                power *= t[i]
            }
        }
        // Cramer's rule on the symmetric 3×3 system [s0 s1 s2; s1 s2 s3; s2 s3 s4]·[a b c] = rhs.
        func det3(_ m: [Double]) -> Double {
            m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
        }
        let matrix = [s[0], s[1], s[2], s[1], s[2], s[3], s[2], s[3], s[4]]
        let det = det3(matrix)
        let scale = s[0] * s[2] * s[4]
        guard det.isFinite, abs(det) > 1e-12 * abs(scale) else { return nil }
        func slope(_ rhs: [Double]) -> Double {
            det3([s[0], rhs[0], s[2], s[1], rhs[1], s[3], s[2], rhs[2], s[4]]) / det
        }
        return Point(x: slope(bx), y: slope(by))
    }
}
