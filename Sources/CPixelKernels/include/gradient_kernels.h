// Gradients painted over spans of pixels, per instruction set (chosen with the blend kernels'
// level, `fl_kernels_use_level`): each pixel's ramp place t worked out from its centre with
// exactly the double arithmetic of Raster's `GradientPaint` (the same operations in the same
// order, none fused), its table entry blended with `PremultipliedColor`'s integer source-over.
// So the bytes are the Swift code's at every level, and a pixel's never depend on the span
// it is painted in.
#ifndef FLING_GRADIENT_KERNELS_H
#define FLING_GRADIENT_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How t comes from the gradient coordinates (X, Y): `Gradient.Kind`'s cases, in its order.
typedef enum {
    FL_GRADIENT_AXIAL = 0,   ///< t = X.
    FL_GRADIENT_RADIAL = 1,  ///< t = |(X, Y)|.
    FL_GRADIENT_CONIC = 2,   ///< t = the direction of (X, Y) in turns (`Turns.of`).
} fl_gradient_kind;

/// A gradient as `GradientPaint` holds it: device pixel (x, y, 1) times the row-vector map
/// `m` gives (X·W, Y·W, W) (W = 1 when `affine`); `table` holds the 1025 premultiplied colours
/// of t = i / 1024.
typedef struct {
    double m11, m12, m13, m21, m22, m23, m31, m32, m33;
    const uint32_t *table;
    fl_gradient_kind kind;
    /// The map is affine: W is 1 and not worked out (so never ≤ 0).
    int32_t affine;
    /// Every table entry has alpha 255, so a fully covered pixel is stored, not blended.
    int32_t opaque;
} fl_gradient;

/// Paints pixels `x ..< x + count` of device row `y` (`p` is pixel x) with `gradient`: each
/// pixel in front of the eye (W > 0) takes `table[index(t)]` — t·1024 + ½ clamped to 0…1024 and
/// truncated, NaN giving 0 — times its `coverage` byte when `coverage` is not NULL, source-over.
void fl_gradient_span(const fl_gradient *gradient, uint32_t *p, ptrdiff_t count, ptrdiff_t x, ptrdiff_t y,
                      const uint8_t *coverage);

#ifdef __cplusplus
}
#endif

#endif
