// Fling's pixel inner loops: source-over of premultiplied 0xAARRGGBB pixels with exact
// division by 255, written once per instruction set and chosen at run time.
//
// Every level computes the same integer arithmetic as Rendering's PremultipliedColor, so
// the bytes never depend on the processor: a channel times a factor f (0…255) becomes
// t = c·f + 128; (t + (t >> 8)) >> 8, and source-over is src + dst·(255 − src.alpha)/255.
// The tests run every level the machine has against the scalar one.
#ifndef FLING_PIXEL_KERNELS_H
#define FLING_PIXEL_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The instruction sets the kernels are written for, from slowest to fastest.
typedef enum {
    FL_KERNELS_SCALAR = 0,  ///< Portable C, one pixel at a time (and the reference).
    FL_KERNELS_SSE2 = 1,    ///< Four pixels per step (every x86-64 processor).
    FL_KERNELS_AVX2 = 2,    ///< Eight pixels per step.
    FL_KERNELS_AVX512 = 3,  ///< Eight pixels per step (sixteen for coverage), the last few in one masked step.
} fl_kernel_level;

/// The fastest level this processor runs.
fl_kernel_level fl_kernels_best_level(void);
/// The level in use (the best one, unless `fl_kernels_use_level` chose another).
fl_kernel_level fl_kernels_level(void);
/// Uses `level`, or the best available when the processor lacks it; returns the level in use.
/// For tests and benchmarks: the output is the same at every level.
fl_kernel_level fl_kernels_use_level(fl_kernel_level level);

/// Sets `count` pixels to `value`.
void fl_store(uint32_t *p, ptrdiff_t count, uint32_t value);
/// `color` source-over `count` pixels at full coverage (an opaque colour is a store).
void fl_fill(uint32_t *p, ptrdiff_t count, uint32_t color);
/// `color` times each pixel's coverage byte, source-over the pixels.
void fl_blend_coverage(uint32_t *p, ptrdiff_t count, uint32_t color, const uint8_t *coverage);
/// `table[coverage]` source-over each pixel: a colour already scaled by every coverage value,
/// as `SolidKernel.coverageTable` makes it (`table[255]` is the colour itself). The wide levels
/// rely on that and scale `table[255]` by the coverage instead of looking the table up.
void fl_blend_table(uint32_t *p, ptrdiff_t count, const uint32_t *table, const uint8_t *coverage);
/// `src` pixels times `opacity` (0…255), source-over `dst` pixels (a group onto what is below).
void fl_composite(uint32_t *dst, const uint32_t *src, ptrdiff_t count, uint32_t opacity);
/// `src` pixels times `opacity` (0…255) and each `mask` pixel's alpha (its top byte), source-over
/// `dst` pixels (a masked group onto what is below): the factor k = opacity · alpha / 255 is
/// rounded first, then each source channel times k / 255, as `PremultipliedColor.scale` rounds.
void fl_composite_masked(uint32_t *dst, const uint32_t *src, const uint32_t *mask, ptrdiff_t count, uint32_t opacity);

/// One run of a coverage raster's row: columns `start ..< end`; `coverage` indexes the first
/// pixel's byte, or is −1 when every pixel is fully covered.
typedef struct {
    int32_t start;
    int32_t end;
    int32_t coverage;
} fl_run;

/// A coverage raster: rows `first_row ..< first_row + row_count`, each a list of runs.
typedef struct {
    /// Per row: the index of its first run and how many runs it has. Rows with equal pairs
    /// share their runs (the straight middle of a box), and are painted together.
    const int32_t *row_runs;
    const fl_run *runs;
    /// Readable up to 8 bytes past the last byte of any run (the walk may load a run's last
    /// few bytes eight at a time, and masks off what is not the run's).
    const uint8_t *coverage;
    ptrdiff_t first_row;
    ptrdiff_t row_count;
} fl_raster;

/// Pixels painted into: `pixels` is device pixel (origin_x, origin_y), rows `stride` apart.
typedef struct {
    uint32_t *pixels;
    ptrdiff_t stride;
    ptrdiff_t origin_x;
    ptrdiff_t origin_y;
} fl_target;

/// Device pixels `min_x ..< max_x` × `min_y ..< max_y`.
typedef struct {
    ptrdiff_t min_x, min_y, max_x, max_y;
} fl_area;

/// Paints `raster`, placed with its origin at device pixel (x, y), into `target` within
/// `area`: `color` times the coverage or, when `table` is not NULL, `table[coverage]` (the
/// colour already scaled by every coverage value), source-over.
void fl_paint_raster(const fl_target *target, const fl_raster *raster, ptrdiff_t x, ptrdiff_t y, fl_area area,
                     uint32_t color, const uint32_t *table);

/// `fl_paint_raster`, skipping in each row the columns of `hole`'s first fully covered run
/// (`hole` placed with its origin at device pixel (hole_x, hole_y); NULL for no hole): a
/// shadow under the opaque background drawn right after it, which hides those pixels.
void fl_paint_raster_holed(const fl_target *target, const fl_raster *raster, ptrdiff_t x, ptrdiff_t y, fl_area area,
                           uint32_t color, const uint32_t *table, const fl_raster *hole, ptrdiff_t hole_x, ptrdiff_t hole_y);

/// A raster row whose runs touch end to end, with coverage bytes only in its first and last
/// run: columns `start ..< end`, of which the first `lead` and the last `trail` pixels are
/// blended (their bytes at `lead_coverage` and `trail_coverage`) and the rest fully covered.
/// `lead` is −1 for a row of another form (or none).
typedef struct {
    int32_t start, end;
    int32_t lead, trail;
    int32_t lead_coverage, trail_coverage;
} fl_stretch;

/// Describes each row of `raster` as an `fl_stretch` (`out` holds `raster->row_count`).
void fl_raster_stretches(const fl_raster *raster, fl_stretch *out);

/// An opaque colour through a raster (an item of `fl_paint_opaque_rows`): `raster` placed with
/// its origin at device pixel (x, y), cut to `area`, painted in `color` (alpha 255).
typedef struct {
    fl_raster raster;
    ptrdiff_t x, y;
    fl_area area;
    uint32_t color;
    /// The item's pixels over the clear colour, indexed like `raster.coverage` (each partly
    /// covered pixel's value when nothing but the clear lies beneath it: `color` times the
    /// coverage, source-over the clear), or NULL. With it, a row whose blended pixels lie
    /// over no earlier item is stored in the one pass too, these pixels copied (which may
    /// read up to 8 pixels past a run's last: the array has 8 more).
    const uint32_t *over_clear;
    /// The raster's rows as stretches (`fl_raster_stretches`), or NULL: with `over_clear`,
    /// a row of that form goes into the one pass as one stretch rather than run by run.
    const fl_stretch *stretches;
    /// The walk's own: the runs of the current row (count 0 outside the item's rows), and
    /// the first row after it where they change.
    int32_t first, count;
    ptrdiff_t until;
} fl_opaque_item;

/// One stretch of a row that an item paints: columns `start ..< end` of `items[owner]`, in its
/// colour (`source` −1), copied from `items[owner].over_clear + source` (`source` ≥ 0), or
/// (`source` −2) as an `fl_stretch`: its first `lead` pixels copied from `over_clear +
/// lead_source`, its last `trail` from `over_clear + trail_source`, the rest in its colour
/// (scratch memory of `fl_paint_opaque_rows`).
typedef struct {
    int32_t start;
    int32_t end;
    int32_t owner;
    int32_t source;
    int32_t lead, trail;
    int32_t lead_source, trail_source;
} fl_segment;

/// Clears `area` to `clear` and paints `items` over it in order, as `fl_store` of every row
/// followed by `fl_paint_raster` of each item would, but writing each pixel of the rows once:
/// each row is stored left to right in one pass, the clear colour in the gaps and, where
/// fully covered runs lie, the colour of the last item whose full run covers the pixel. A
/// row with partly covered pixels is stored in that pass too when each of them lies over no
/// earlier item and its item has `over_clear` (they are copied from it); otherwise it is
/// cleared and each item painted over it in order. `scratch` holds at least
/// `area.max_x − area.min_x + 2` segments.
void fl_paint_opaque_rows(const fl_target *target, fl_area area, uint32_t clear, fl_opaque_item *items, ptrdiff_t count,
                          fl_segment *scratch);

/// `out[i]` = `color` times `coverage[i]`, source-over `clear`, for `count` bytes: a raster's
/// pixels over the clear colour (`fl_opaque_item.over_clear`), by the blend the walk uses.
void fl_over_clear(uint32_t *out, const uint8_t *coverage, ptrdiff_t count, uint32_t color, uint32_t clear);

/// Box-filters `src` down by `factor` into `dst`: each destination pixel in columns
/// `dst_x ..< dst_x + width`, rows `dst_y ..< dst_y + height` becomes the rounded mean of
/// the `factor` × `factor` source pixels it covers, channel by channel (premultiplied, so the
/// mean is the right blend). The caller keeps every covered source pixel inside `src`.
/// Portable C at one level: it runs once a frame over the damage, for the profiler's thumbnails.
void fl_downscale_box(const uint32_t *src, ptrdiff_t src_stride, uint32_t *dst, ptrdiff_t dst_stride,
                      ptrdiff_t factor, ptrdiff_t dst_x, ptrdiff_t dst_y, ptrdiff_t width, ptrdiff_t height);

/// The horizontal pass of a Gaussian blur of premultiplied pixels (a blurred layer's group),
/// with the arithmetic of the shadow's 8-bit blur channel by channel: for each of `rows` rows
/// of `src` (`src_stride` pixels apart), the output columns `x0 ..< x0 + width` of a row
/// `src_width` pixels wide (pixels beyond it count as zero), `out[(y·width + x − x0)·4 + c]`
/// = Σᵢ `weights[i + radius]` · channel c of `src[y·src_stride + x + i]`, i in −radius…radius,
/// channels from the lowest byte. The weights sum to 2¹⁶, so each sum fits 24 bits.
/// `scratch` holds `(src_width + 2·radius)·4` values. Portable C at one level.
void fl_blur_rows(const uint32_t *src, ptrdiff_t src_stride, ptrdiff_t src_width, ptrdiff_t x0, ptrdiff_t width,
                  ptrdiff_t rows, const uint32_t *weights, ptrdiff_t radius, uint32_t *scratch, uint32_t *out);

/// The vertical pass: for output rows `y0 ..< y0 + rows` of `sums` (`fl_blur_rows`' output,
/// `width`·4 values a row, `sum_rows` rows; rows beyond count as zero), each channel is
/// Σᵢ `weights[i + radius]` · `sums[(y + i)·width·4 + …]` in 64 bits, rounded once
/// ((s + 2³¹) >> 32), and the pixels are stored in `dst`, `dst_stride` apart, from its first
/// row. `scratch` holds `width`·4 values.
void fl_blur_columns(const uint32_t *sums, ptrdiff_t width, ptrdiff_t sum_rows, ptrdiff_t y0, ptrdiff_t rows,
                     const uint32_t *weights, ptrdiff_t radius, uint64_t *scratch, uint32_t *dst,
                     ptrdiff_t dst_stride);

/// A wide blur's averaging: for small rows `row_begin ..< row_end`, each of `small_width`
/// pixels of `small` (`small_width` a row) is the rounded mean, channel by channel, of the
/// `factor` × `factor` block of `src` (`src_width` × `src_height`, `src_stride` apart) whose
/// top-left pixel is (`origin_x` + sx·factor, `origin_y` + sy·factor); pixels outside `src`
/// count as zero. `factor` is 2, 4 or 8.
void fl_blur_downsample(const uint32_t *src, ptrdiff_t src_stride, ptrdiff_t src_width, ptrdiff_t src_height,
                        ptrdiff_t origin_x, ptrdiff_t origin_y, ptrdiff_t factor, uint32_t *small,
                        ptrdiff_t small_width, ptrdiff_t row_begin, ptrdiff_t row_end);

/// A wide blur's interpolation back: `rows` rows of `width` pixels from canvas pixel (`x`, `y`),
/// row r stored at `out + r·out_stride`, each bilinear in `small` (`small_width` ×
/// `small_height`, whose pixel (0, 0) is canvas block (`left`, `top`) of `factor` pixels a
/// side; indices clamped to it), pixel centre x + ½ at (x + ½)/factor − ½: integer weights out
/// of (2·factor)², rounded once. `factor` is 2, 4 or 8.
void fl_blur_upsample_rows(const uint32_t *small, ptrdiff_t small_width, ptrdiff_t small_height, ptrdiff_t left,
                           ptrdiff_t top, ptrdiff_t factor, ptrdiff_t x, ptrdiff_t y, ptrdiff_t rows, ptrdiff_t width,
                           uint32_t *out, ptrdiff_t out_stride);

#ifdef __cplusplus
}
#endif

// The path scan converter, the gradient kernels, the shadow blur's passes and the projected
// masks' sampler (their own headers; here so the module sees them from its first header).
#include "blur_kernels.h"
#include "gradient_kernels.h"
#include "mask_kernels.h"
#include "path_raster.h"

#endif
