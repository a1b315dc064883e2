import CPixelKernels

/// Separable Gaussian blur of an 8-bit mask in exact integer arithmetic.
///
/// The horizontal pass keeps 24 bits per pixel (byte × weight), the vertical pass sums in 64
/// bits and rounds once, so the result is the exact rounding of the two-dimensional sum.
/// Identical input rows blur identically, and so do identical columns after the first
/// pass; both are computed once, which makes a box's straight sides cheap. Along a row or a
/// column, a pixel whose whole window lies in a run of equal values is that value times the
/// weights' total, which is what its taps sum to: a big box costs its edges, not its area.
package enum GaussianBlur {
    /// Memory for the first pass and the passes' own, kept between blurs; grows to the largest
    /// mask blurred.
    package final class Scratch {
        private var storage: UnsafeMutablePointer<UInt32>?
        private var capacity = 0
        private var raw: UnsafeMutableRawPointer?
        private var rawCapacity = 0

        package init() {}

        deinit {
            storage?.deallocate()
            raw?.deallocate()
        }

        /// At least `count` words (their contents undefined).
        func words(_ count: Int) -> UnsafeMutablePointer<UInt32> {
            if let storage, capacity >= count { return storage }
            storage?.deallocate()
            let made = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
            storage = made
            capacity = count
            return made
        }

        /// At least `count` bytes, 64-byte aligned (their contents undefined).
        func bytes(_ count: Int) -> UnsafeMutableRawPointer {
            if let raw, rawCapacity >= count { return raw }
            raw?.deallocate()
            let made = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 64)
            raw = made
            rawCapacity = count
            return made
        }
    }

    /// `mask` blurred with `kernel`, same size (pixels beyond the edges count as zero: pad
    /// the mask by the kernel radius to keep the whole blur).
    ///
    /// `scratch` holds the first pass between calls: a caller blurring many masks (a shadow
    /// whose size changes every frame) gives one, and its memory is touched once rather than
    /// faulted in anew for every mask. Both passes run in C (`fl_blur_mask_rows`,
    /// `fl_blur_mask_columns`) at the pixel kernels' level, several pixels a step; every level
    /// gives the same bytes.
    package static func blur(_ mask: AlphaMask, kernel: GaussianKernel, scratch: Scratch? = nil) -> AlphaMask {
        blur(mask, kernel: kernel, scratch: scratch, level: fl_kernels_level())
    }

    /// `blur(_:kernel:scratch:)` at one instruction set, for the tests that hold every level to
    /// the reference sums.
    package static func blur(
        _ mask: AlphaMask, kernel: GaussianKernel, scratch: Scratch? = nil, level: PixelKernels.Level
    ) -> AlphaMask {
        blur(mask, kernel: kernel, scratch: scratch, level: level.kernelLevel)
    }

    private static func blur(
        _ mask: AlphaMask, kernel: GaussianKernel, scratch: Scratch?, level: fl_kernel_level
    ) -> AlphaMask {
        let width = mask.width
        let height = mask.height
        let out = AlphaMask(width: width, height: height)
        guard width > 0, height > 0 else { return out }
        let buffer = scratch ?? Scratch()
        let sums = buffer.words(width * height)
        // The passes' memory, then a flag a row: whether it repeats the row above.
        let passBytes = fl_blur_mask_scratch_size(width, height, kernel.radius)
        let memory = buffer.bytes(passBytes + height)
        let rowRepeats = (memory + passBytes).assumingMemoryBound(to: UInt8.self)
        kernel.weights.withUnsafeBufferPointer { weights in
            fl_blur_mask_rows(
                level, mask.bytes, width, height, weights.baseAddress!, kernel.radius, rowRepeats, memory, sums)
            fl_blur_mask_columns(
                level, sums, width, height, weights.baseAddress!, kernel.radius, rowRepeats, memory, out.bytes)
        }
        return out
    }
}
