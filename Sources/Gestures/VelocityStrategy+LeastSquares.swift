import Motion

extension VelocityStrategy {
    /// Slope at t = 0 of the least-squares line through the samples (t in seconds).
    static func linearSlope(_ t: [Double], _ p: [Point]) -> Point {
        let n = Double(t.count)
        var st = 0.0
        var stt = 0.0
        var sx = 0.0
        var sy = 0.0
        var stx = 0.0
        var sty = 0.0
        for i in t.indices {
            st += t[i]
            stt += t[i] * t[i]
            sx += p[i].x
            sy += p[i].y
            stx += t[i] * p[i].x
            sty += t[i] * p[i].y
        }
        let det = n * stt - st * st
        guard det != 0 else { return .zero }
        return Point(x: (n * stx - st * sx) / det, y: (n * sty - st * sy) / det)
    }

    /// Coefficient b of the least-squares a + b·t + c·t² (t in seconds), or nil when the fit
    /// is degenerate.
    static func quadraticSlope(_ t: [Double], _ p: [Point]) -> Point? {
        var s = [Double](repeating: 0, count: 5)   // Σ t^k, k = 0…4
        var bx = [0.0, 0.0, 0.0]
        var by = [0.0, 0.0, 0.0]
        for i in t.indices {
            var power = 1.0
            for k in 0..<5 {
                s[k] += power
                if k < 3 {
                    bx[k] += power * p[i].x
                    by[k] += power * p[i].y
                }
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
