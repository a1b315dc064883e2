// Fling's path scan converter: exact-area anti-aliased coverage of polygons on a 1/256-pixel
// grid, in integers, so the bytes cannot depend on the order edges arrive in, on the
// processor, or on how the rows are banded. docs/rendering.md, "Paths", states the rules.
#ifndef FLING_PATH_RASTER_H
#define FLING_PATH_RASTER_H

#include <stddef.h>
#include <stdint.h>

#include "pixel_kernels.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Coordinates are kept in 1/`FL_PATH_ONE` of a pixel.
#define FL_PATH_ONE 256

/// A clip's sides must lie within ± this many pixels (so 1/256-pixel coordinates and their
/// products stay exact in 64 bits).
#define FL_PATH_CLIP_LIMIT 4194304

/// A scan converter over the pixels `clip_x ..< clip_max_x` × `clip_y ..< clip_max_y`.
typedef struct fl_path_rasterizer fl_path_rasterizer;

/// A new rasterizer for the clip (an empty one paints nothing); sides within ±`FL_PATH_CLIP_LIMIT`.
fl_path_rasterizer *fl_path_create(int32_t clip_x, int32_t clip_y, int32_t clip_max_x, int32_t clip_max_y);
void fl_path_destroy(fl_path_rasterizer *r);

/// Adds the directed edge (x0, y0) → (x1, y1) in device pixels: downward edges wind +1, upward
/// −1. Coordinates are clamped to ±2³⁰ (NaN drops the edge), then the edge is clipped: parts
/// above or below the clip dropped, parts left of it run down its left side (keeping their
/// winding), parts right of it dropped. What is left is rounded to the 1/256 grid.
void fl_path_add_edge(fl_path_rasterizer *r, double x0, double y0, double x1, double y1);

/// Adds the closed polygon through `count` points (x, y pairs at `xy`; the last joined to the
/// first), each mapped first by the affine `m` (x·m[0] + y·m[2] + m[4], x·m[1] + y·m[3] + m[5])
/// when `m` is not NULL.
void fl_path_add_polygon(fl_path_rasterizer *r, const double *xy, ptrdiff_t count, const double *m);

/// Adds `polygons` closed polygons whose points (x, y pairs) follow one another at `xy`,
/// polygon k having `counts[k]` points, each point moved by (`tx`, `ty`) (x + tx, y + ty)
/// first: `fl_path_add_polygon` for each, on points an affine map's linear part has mapped
/// already (x·m[0] + y·m[2], which + m[4] is the value that function forms).
void fl_path_add_moved_polygons(fl_path_rasterizer *r, const double *xy, const int32_t *counts, ptrdiff_t polygons,
                                double tx, double ty);

/// How many edges (after clipping) are stored.
ptrdiff_t fl_path_edge_count(const fl_path_rasterizer *r);

/// The coverage as a raster (`raster`): rows `first_row ..< first_row + row_count` (the rows
/// any edge reaches; 0 rows when none), each a list of runs (`fl_run`, in device columns) over
/// `coverage_count` bytes, which are readable 8 bytes past their last (zeros), in `run_count`
/// runs. Owned by the rasterizer: valid until the next sweep or `fl_path_destroy`.
typedef struct {
    fl_raster raster;
    ptrdiff_t run_count;
    ptrdiff_t coverage_count;
} fl_path_coverage;

/// Sweeps the edges into coverage under the non-zero rule (`even_odd` 0) or the even-odd one.
/// A pixel's coverage c (1 = the whole pixel, winding area folded by the rule) becomes the
/// byte 255 when c ≥ 1, else ⌊c·255 + ½⌋. Runs: the columns of touched 8-column blocks are
/// bytes (less leading and trailing zeros); between them, stretches of 255 at least 8 pixels
/// long are full runs (coverage −1), stretches of 0 at least 8 long are gaps, shorter ones
/// bytes. The same runs and bytes at every kernel level.
/// Windings are summed in 32 bits: beyond ±16383 edges over one pixel they wrap (a hostile
/// path draws wrong coverage there, never out of bounds).
fl_path_coverage fl_path_sweep(fl_path_rasterizer *r, int even_odd);

/// `fl_path_sweep` in bands of 2^`shift` rows (0…12) whatever the path's size: the same bytes
/// (for tests of that).
fl_path_coverage fl_path_sweep_in_bands(fl_path_rasterizer *r, int even_odd, int shift);

#ifdef __cplusplus
}
#endif

#endif
