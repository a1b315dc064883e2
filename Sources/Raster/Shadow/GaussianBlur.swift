/// Separable Gaussian blur of an 8-bit mask in exact integer arithmetic.
///
/// The horizontal pass keeps 24 bits per pixel (byte × weight), the vertical pass sums in 64
/// bits and rounds once, so the result is the exact rounding of the two-dimensional sum.
/// Identical input rows blur identically, and so do identical columns after the first
/// pass; both are computed once, which makes a box's straight sides cheap.
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
            for x in 0..<width {
                var sum: UInt32 = 0
                for i in max(-radius, -x)...min(radius, width - 1 - x) {
                    sum &+= weights[i + radius] &* UInt32(src[x + i])
                }
                dst[x] = sum
            }
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
            for y in 0..<height {
                var sum: UInt64 = 0
                for i in max(-radius, -y)...min(radius, height - 1 - y) {
                    sum &+= UInt64(weights[i + radius]) &* UInt64(src[(y + i) * width + x])
                }
                out[x, y] = UInt8(truncatingIfNeeded: (sum &+ (1 << 31)) >> 32)
            }
        }
    }

    private static func columnsEqual(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, _ a: Int, _ b: Int)
        -> Bool
    {
        for y in 0..<height where p[y * width + a] != p[y * width + b] { return false }
        return true
    }
}
