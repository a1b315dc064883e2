// An 8-bit mask in a layer's plane sampled through a projective map, row by row: the shadow,
// text or path shadow of a transformed layer (Raster's `ProjectedMask`).
//
// The arithmetic is the Swift loop's that it replaced (MaskKernelTests keeps that loop as the
// reference), operation for operation: each pixel centre mapped with the doubles of
// `RowLine.point` (under an affine map W and 1 / W are the constants of `AffineConstants`, so
// there is no division per pixel), the position converted once to 1/256 pixel
// (`Bilinear.fixed`: floor(v · 256 + ½), clamped to ±2³⁰, NaN as −2³⁰), and the four taps
// weighted in integers and rounded once. No multiply and add is fused (FP_CONTRACT OFF), so
// the bytes are the same on every processor and at every kernel level (`fl_kernels_level`:
// AVX2 and AVX-512 work out four or eight positions a step).
#ifndef FLING_MASK_KERNELS_H
#define FLING_MASK_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A mask drawn through a map, as `ProjectedMask` holds it: device pixel (x, y, 1) times the
/// row-vector map `m` gives the plane point (U·W, V·W, W); the plane point (`origin_x`,
/// `origin_y`) is the mask's top-left corner, and `scale` mask pixels make one plane unit.
typedef struct {
    double m11, m12, m13, m21, m22, m23, m31, m32, m33;
    double origin_x, origin_y, scale;
    /// `width` × `height` bytes, rows `width` apart; outside them the mask is zero.
    const uint8_t *mask;
    ptrdiff_t width, height;
} fl_projected_mask;

/// Samples pixels `x ..< x + count` of device row `y` into `out` (one byte each): the mask's
/// bilinear coverage at each pixel centre's plane point, or 0 where the point is behind the
/// eye (W ≤ 0, or NaN).
void fl_projected_mask_row(const fl_projected_mask *mask, ptrdiff_t y, ptrdiff_t x, ptrdiff_t count, uint8_t *out);

#ifdef __cplusplus
}
#endif

#endif
