/// Separable Gaussian blur of an 8-bit mask in exact integer arithmetic.
///
/// The horizontal pass keeps 24 bits per pixel (byte × weight), the vertical pass sums in 64
/// bits and rounds once, so the result is the exact rounding of the two-dimensional sum.
/// Identical input rows blur identically, and so do identical columns after the first
/// pass; both are computed once, which makes a box's straight sides cheap. Along a row or a
/// column, a pixel whose whole window lies in a run of equal values is that value times the
/// weights' total, which is what its taps sum to: a big box costs its edges, not its area.
package enum GaussianBlur {
    /// `mask` blurred with `kernel`, same size (pixels beyond the edges count as zero: pad
    /// the mask by the kernel radius to keep the whole blur).
    package static func blur(_ mask: AlphaMask, kernel: GaussianKernel) -> AlphaMask {
        let width = mask.width
        let height = mask.height
        let out = AlphaMask(width: width, height: height)
        guard width > 0, height > 0 else { return out }
        let horizontal = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        defer { horizontal.deallocate() }
        kernel.weights.withUnsafeBufferPointer { weights in
            blurRows(mask, weights: weights.baseAddress!, radius: kernel.radius, into: horizontal)
            blurColumns(
                horizontal, width: width, height: height, weights: weights.baseAddress!, radius: kernel.radius,
                into: out)
        }
        return out
    }

    private static func blurRows(
        _ mask: AlphaMask, weights: UnsafePointer<UInt32>, radius: Int,
        into out: UnsafeMutablePointer<UInt32>
    ) {
        let width = mask.width
        for y in 0..<mask.height {
            let dst = out + y * width
            if y > 0 && mask.rowsEqual(y, y - 1) {
                dst.update(from: dst - width, count: width)
                continue
            }
            let src = mask.bytes + y * width
            // Inside a run of equal bytes, every window of a whole kernel sums to the byte times
            // the weights' total, 2¹⁶: the same integer the taps add up to, without them.
            forEachRun(
                count: width, radius: radius, equal: { src[$0] == src[$0 &- 1] },
                each: { x in
                    var sum: UInt32 = 0
                    let first = max(-radius, -x)
                    let taps = min(radius, width &- 1 &- x) &- first &+ 1
                    let w = weights + (first &+ radius)
                    let v = src + (x &+ first)
                    for i in 0..<taps { sum &+= w[i] &* UInt32(v[i]) }
                    dst[x] = sum
                },
                constant: { range, start in
                    let value = UInt32(src[start]) &* GaussianKernel.unit
                    for x in range { dst[x] = value }
                })
        }
    }

    private static func blurColumns(
        _ src: UnsafeMutablePointer<UInt32>, width: Int, height: Int,
        weights: UnsafePointer<UInt32>, radius: Int, into out: AlphaMask
    ) {
        for x in 0..<width {
            if x > 0 && columnsEqual(src, width: width, height: height, x, x - 1) {
                for y in 0..<height { out[x, y] = out[x - 1, y] }
                continue
            }
            let column = src + x
            forEachRun(
                count: height, radius: radius, equal: { column[$0 &* width] == column[($0 &- 1) &* width] },
                each: { y in
                    var sum: UInt64 = 0
                    let first = max(-radius, -y)
                    let taps = min(radius, height &- 1 &- y) &- first &+ 1
                    let w = weights + (first &+ radius)
                    var v = column + (y &+ first) &* width
                    for i in 0..<taps {
                        sum &+= UInt64(w[i]) &* UInt64(v.pointee)
                        v += width
                    }
                    out.bytes[y &* width &+ x] = UInt8(truncatingIfNeeded: (sum &+ (1 << 31)) >> 32)
                },
                constant: { range, start in
                    let sum = UInt64(src[start * width + x]) &* UInt64(GaussianKernel.unit)
                    let value = UInt8(truncatingIfNeeded: (sum &+ (1 << 31)) >> 32)
                    for y in range { out[x, y] = value }
                })
        }
    }

    /// Walks `0..<count` once: each index whose whole window (`radius` each side, inside the
    /// line) lies in one run of equal values goes to `constant` with the rest of its range and
    /// the run's first index; every other index to `each`. `equal(i)` says whether value `i`
    /// equals value `i − 1`.
    @inline(__always)
    private static func forEachRun(
        count: Int, radius: Int, equal: (Int) -> Bool, each: (Int) -> Void,
        constant: (Range<Int>, Int) -> Void
    ) {
        var start = 0
        var next = 0   // the first index not yet given out
        while start < count {
            var end = start &+ 1
            while end < count && equal(end) { end &+= 1 }
            // The run is start..<end; its whole windows are centred in start + r ... end − 1 − r.
            let low = start + radius
            let high = end - 1 - radius
            if low <= high {
                while next < low {
                    each(next)
                    next += 1
                }
                constant(low..<(high + 1), start)
                next = high + 1
            }
            start = end
        }
        while next < count {
            each(next)
            next += 1
        }
    }

    private static func columnsEqual(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, _ a: Int, _ b: Int)
        -> Bool
    {
        for y in 0..<height where p[y * width + a] != p[y * width + b] { return false }
        return true
    }
}
