import CPixelKernels

/// Source-over of one premultiplied colour onto runs of pixels: the inner loops of fills,
/// borders, shadows and text, in C per instruction set (`CPixelKernels`), chosen at run
/// time. Every level gives exactly `PremultipliedColor.sourceOver`.
package enum SolidKernel {
    /// Blends `color` at full coverage over `count` pixels; an opaque colour is a plain fill.
    @inlinable @inline(__always)
    package static func fill(_ p: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32) {
        fl_fill(p, count, color)
    }

    /// Sets `count` pixels to `value`.
    @inlinable @inline(__always)
    package static func store(_ value: UInt32, _ p: UnsafeMutablePointer<UInt32>, count: Int) {
        fl_store(p, count, value)
    }

    /// Blends `color` scaled by each pixel's coverage byte.
    @inline(__always)
    package static func blend(
        _ p: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, coverage: UnsafePointer<UInt8>
    ) {
        fl_blend_coverage(p, count, color, coverage)
    }

    /// Blends `table[coverage]`: the colour already scaled by every coverage value, for
    /// shadows and text where most pixels are partial.
    @inline(__always)
    package static func blend(
        _ p: UnsafeMutablePointer<UInt32>, count: Int, table: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>
    ) {
        fl_blend_table(p, count, table, coverage)
    }

    /// `src` times `opacity` (0…255) over `dst`, pixel by pixel: a group onto what is below.
    @inline(__always)
    package static func composite(
        _ dst: UnsafeMutablePointer<UInt32>, from src: UnsafePointer<UInt32>, count: Int, opacity: UInt32
    ) {
        fl_composite(dst, src, count, opacity)
    }

    /// `src` times `opacity` (0…255) and each `mask` pixel's alpha over `dst`: a masked group
    /// onto what is below, the factor k = opacity · alpha / 255 rounded before the source is
    /// scaled by it (Core Animation's `mask` multiplies the layer by the mask's alpha).
    @inline(__always)
    package static func composite(
        _ dst: UnsafeMutablePointer<UInt32>, from src: UnsafePointer<UInt32>, mask: UnsafePointer<UInt32>,
        count: Int, opacity: UInt32
    ) {
        fl_composite_masked(dst, src, mask, count, opacity)
    }

    /// `color` scaled by each coverage value 0…255.
    @inlinable
    package static func coverageTable(_ color: UInt32) -> [UInt32] {
        (0..<256).map { c in c == 255 ? color : PremultipliedColor.scale(color, by: UInt32(c)) }
    }
}
