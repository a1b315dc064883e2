/// Separable Gaussian blur of an 8-bit mask in exact integer arithmetic.
///
/// The horizontal pass keeps 24 bits per pixel (byte × weight), the vertical pass sums in 64
/// bits and rounds once, so the result is the exact rounding of the two-dimensional sum.
/// Identical input rows blur identically, and so do identical columns after the first
/// pass; both are computed once, which makes a box's straight sides cheap. Along a row or a
/// column, a pixel whose whole window lies in a run of equal values is that value times the
/// weights' total, which is what its taps sum to: a big box costs its edges, not its area.
package enum GaussianBlur {
    /// Memory for the first pass, kept between blurs; grows to the largest mask blurred.
    package final class Scratch {
        private var storage: UnsafeMutablePointer<UInt32>?
        private var capacity = 0

        package init() {}

        deinit { storage?.deallocate() }

        /// At least `count` words (their contents undefined).
        func words(_ count: Int) -> UnsafeMutablePointer<UInt32> {
            if let storage, capacity >= count { return storage }
            storage?.deallocate()
            let made = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
            storage = made
            capacity = count
            return made
        }
    }

    /// `mask` blurred with `kernel`, same size (pixels beyond the edges count as zero: pad
    /// the mask by the kernel radius to keep the whole blur).
    ///
    /// `scratch` holds the first pass between calls: a caller blurring many masks (a shadow
    /// whose size changes every frame) gives one, and its memory is touched once rather than
    /// faulted in anew for every mask.
    package static func blur(_ mask: AlphaMask, kernel: GaussianKernel, scratch: Scratch? = nil) -> AlphaMask {
        let width = mask.width
        let height = mask.height
        let out = AlphaMask(width: width, height: height)
        guard width > 0, height > 0 else { return out }
        let buffer = scratch ?? Scratch()
        let horizontal = buffer.words(width * height)
        let rowRepeats = (0..<height).map { $0 > 0 && mask.rowsEqual($0, $0 - 1) }
        kernel.weights.withUnsafeBufferPointer { weights in
            blurRows(
                mask, weights: weights.baseAddress!, radius: kernel.radius, rowRepeats: rowRepeats, into: horizontal)
            blurColumns(
                horizontal, width: width, height: height, weights: weights.baseAddress!, radius: kernel.radius,
                rowRepeats: rowRepeats, into: out)
        }
        return out
    }

    private static func blurRows(
        _ mask: AlphaMask, weights: UnsafePointer<UInt32>, radius: Int, rowRepeats: [Bool],
        into out: UnsafeMutablePointer<UInt32>
    ) {
        let width = mask.width
        for y in 0..<mask.height {
            let dst = out + y * width
            if rowRepeats[y] {
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
        weights: UnsafePointer<UInt32>, radius: Int, rowRepeats: [Bool], into out: AlphaMask
    ) {
        // Which columns equal the one before, found row by row (in memory order); those are
        // copied after the others are blurred, again row by row.
        let repeats = UnsafeMutablePointer<Bool>.allocate(capacity: width)
        defer { repeats.deallocate() }
        repeats.initialize(repeating: true, count: width)
        repeats[0] = false
        for y in 0..<height {
            let row = src + y &* width
            // A row that repeats the one before changes nothing here (the first pass copied it).
            if y > 0 && rowRepeats[y] { continue }
            for x in 1..<max(width, 1) where row[x] != row[x &- 1] { repeats[x] = false }
        }
        for x in 0..<width where !repeats[x] {
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
        for y in 0..<height {
            let row = out.bytes + y &* width
            for x in 1..<max(width, 1) where repeats[x] { row[x] = row[x &- 1] }
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
}
