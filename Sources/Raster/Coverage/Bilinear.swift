/// Bilinear sampling in exact integer arithmetic, positions in 1/256 pixel.
///
/// A position is converted once, `floor(v · 256 + 0.5)`; its high bits pick the pixel whose
/// centre is at or left of the point and its low 8 bits are the weight of the next one.
/// The four taps are weighted with products of those 8-bit weights and rounded once. An 8-bit
/// mask is sampled the same way in C (`fl_projected_mask_row`, for `ProjectedMask`), with
/// taps outside the mask taken as zero rather than clamped.
package enum Bilinear {
    /// `v` (in pixels, 0 at the first pixel's centre) in 1/256 pixel.
    @inline(__always)
    package static func fixed(_ v: Double) -> Int {
        PixelIndex.floor(v * 256 + 0.5)
    }

    /// The image's premultiplied colour at fixed-point `(sx, sy)`, clamping to the edge
    /// pixels as Core Animation samples `contents`.
    @inline(__always)
    package static func sample(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int, _ sx: Int, _ sy: Int) -> UInt32
    {
        let x0 = min(max(sx >> 8, 0), width - 1)
        let x1 = min(max((sx >> 8) + 1, 0), width - 1)
        let y0 = min(max(sy >> 8, 0), height - 1)
        let y1 = min(max((sy >> 8) + 1, 0), height - 1)
        let fx = UInt64(sx & 255)
        let fy = UInt64(sy & 255)
        let w00 = (256 - fx) * (256 - fy)
        let w10 = fx * (256 - fy)
        let w01 = (256 - fx) * fy
        let w11 = fx * fy
        let p00 = pixels[y0 * width + x0]
        let p10 = pixels[y0 * width + x1]
        let p01 = pixels[y1 * width + x0]
        let p11 = pixels[y1 * width + x1]
        let rb = lanes(p00) &* w00 &+ lanes(p10) &* w10 &+ lanes(p01) &* w01 &+ lanes(p11) &* w11
        let ag = lanes(p00 >> 8) &* w00 &+ lanes(p10 >> 8) &* w10 &+ lanes(p01 >> 8) &* w01 &+ lanes(p11 >> 8) &* w11
        return pack(rb) | pack(ag) << 8
    }

    /// Bits 0–7 and 16–23 of `p` in two 32-bit lanes; a lane times a weight sum of 2¹⁶ stays
    /// below 2²⁴, so the four weighted taps never carry into the other lane.
    @inline(__always)
    private static func lanes(_ p: UInt32) -> UInt64 {
        UInt64(p & 0xFF) | UInt64((p >> 16) & 0xFF) << 32
    }

    /// Rounds both lanes (divides by 2¹⁶) and puts them back at bits 0–7 and 16–23.
    @inline(__always)
    private static func pack(_ v: UInt64) -> UInt32 {
        let r = (v &+ 0x0000_8000_0000_8000) >> 16
        return UInt32(r & 0xFF) | UInt32((r >> 32) & 0xFF) << 16
    }
}
