// The shadow blur's two passes over an 8-bit mask, per instruction set: exact integer sums,
// so every level gives the scalar level's bytes.
//
// The rows pass keeps Σ weight × byte in 32 bits (the weights sum to 2¹⁶, so a sum fits 24
// bits); the columns pass sums weight × row sum in 64 bits and rounds once, (s + 2³¹) >> 32.
// Taps beyond a mask's edge are absent (the sum runs over the taps inside it). A row equal to
// the one before, a column equal to the one before, and a pixel whose whole window lies in a
// run of equal values (its sum is the value times 2¹⁶) take no taps: a box costs its edges.
#ifndef FLING_BLUR_KERNELS_H
#define FLING_BLUR_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#include "pixel_kernels.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The bytes of scratch memory either pass needs for a `width` × `height` mask and `radius`
/// (any alignment; the passes align it).
size_t fl_blur_mask_scratch_size(ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius);

/// The rows pass: `sums[y·width + x]` = Σᵢ `weights[i + radius]` · `mask[y·width + x + i]` over
/// i in −radius…radius with 0 ≤ x + i < width, for the `width` × `height` mask (rows `width`
/// apart). `row_repeats[y]` is set to 1 where row y (y > 0) holds the bytes of row y − 1, and 0
/// elsewhere; such a row's sums are copied. `weights` (2·radius + 1 of them) sum to at most 2¹⁶.
/// `level` is the instruction set (`fl_kernels_level()` for the one in use; a level the
/// processor lacks falls back to the best it has). `scratch` holds `fl_blur_mask_scratch_size`
/// bytes.
void fl_blur_mask_rows(fl_kernel_level level, const uint8_t *mask, ptrdiff_t width, ptrdiff_t height,
                       const uint32_t *weights, ptrdiff_t radius, uint8_t *row_repeats, void *scratch,
                       uint32_t *sums);

/// The columns pass: `out[y·width + x]` = (Σᵢ `weights[i + radius]` · `sums[(y + i)·width + x]`
/// + 2³¹) >> 32, the sum in 64 bits over i in −radius…radius with 0 ≤ y + i < height.
/// `row_repeats` is the rows pass's (rows equal to the one before, which cannot make two
/// columns differ, and whose stretches make output rows copies of the one above), or NULL.
/// Each sum is below 2²⁴ (the rows pass's are). `scratch` holds `fl_blur_mask_scratch_size`
/// bytes.
void fl_blur_mask_columns(fl_kernel_level level, const uint32_t *sums, ptrdiff_t width, ptrdiff_t height,
                          const uint32_t *weights, ptrdiff_t radius, const uint8_t *row_repeats, void *scratch,
                          uint8_t *out);

#ifdef __cplusplus
}
#endif

#endif
