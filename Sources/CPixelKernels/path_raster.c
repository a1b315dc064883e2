// Fling's path scan converter; see include/path_raster.h and docs/rendering.md, "Paths".
//
// The algorithm is the exact-area one of FreeType's and font-rs's rasterizers and Blend2D's
// analytic one. An edge piece inside one pixel cell adds its height there (`cover`, signed by
// its direction) and cover × (the piece's two distances from the cell's left side), `area`.
// A pixel's coverage is the covers of the cells left of it in its row plus its own cover less
// half its own area: in units of 2⁻¹⁷ of a pixel, cover·512 − area. So each piece adds
// cover·512 − area to its cell's accumulator and area to the next cell's, and a row's
// coverage is the running sum of its accumulators.
//
// Everything is integer: coordinates on a 1/256 grid, each crossing of a row or column
// computed as an exact floor division. Integer sums do not depend on their order, so the
// bytes are the same whatever order the edges come in, and however the rows are banded.
//
// At the AVX2 and AVX-512 levels a row's piece over at most seven cells is deposited a vector of
// cells at once (row_piece_avx2, row_piece_avx512): the same integers, no per-cell loop.
//
// Memory: the edges (20 bytes each), and one band of accumulators (a 32-bit value per cell
// and a bit per block of 8 cells saying one was touched) at most 64 rows tall and the edges'
// columns wide. The sweep visits only touched blocks, 8 cells at a time (a vector of them at
// the SIMD levels): between them a row's coverage is constant.
#include "path_raster.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#define FL_X86 1
#include <immintrin.h>
#endif

#pragma STDC FP_CONTRACT OFF

#if FL_X86
#define FL_PATH_AVX2 __attribute__((target("avx2")))
#define FL_PATH_AVX512 __attribute__((target("avx2,avx512f,avx512vl,avx512bw")))
#endif

typedef struct {
    int32_t x0, y0, x1, y1;  // 1/256 pixel, y0 < y1
    int32_t dir;             // +1 for an edge that went down, −1 up
} fl_edge;

struct fl_path_rasterizer {
    int32_t clip_x, clip_y, clip_max_x, clip_max_y;
    fl_edge *edges;
    ptrdiff_t count, capacity;
    int32_t min_x, max_x, min_y, max_y;  // of the stored edges, 1/256 pixel
    // The sweep's output.
    int32_t *row_runs;
    ptrdiff_t row_capacity;
    fl_run *runs;
    ptrdiff_t run_count, run_capacity;
    uint8_t *coverage;
    ptrdiff_t coverage_count, coverage_capacity;
};

static void *grow_slow(void *p, ptrdiff_t *capacity, ptrdiff_t needed, size_t size);

// `p` with room for `needed` items of `size` bytes (the check inline, the growth out of line).
static inline void *grow(void *p, ptrdiff_t *capacity, ptrdiff_t needed, size_t size) {
    if (__builtin_expect(needed <= *capacity, 1)) return p;
    return grow_slow(p, capacity, needed, size);
}

static __attribute__((noinline)) void *grow_slow(void *p, ptrdiff_t *capacity, ptrdiff_t needed, size_t size) {
    ptrdiff_t c = *capacity > 0 ? *capacity : 64;
    while (c < needed) c *= 2;
    void *q = realloc(p, (size_t)c * size);
    if (!q) abort();  // as Swift's allocation does
    *capacity = c;
    return q;
}

// A rasterizer's buffers, handed from one rasterizer to the next on the same thread: a
// renderer makes a rasterizer per shape per frame, and growing fresh buffers each time cost a
// chain of reallocations per shape. Buffers over KEPT_BYTES are freed.
typedef struct {
    fl_edge *edges;
    ptrdiff_t edge_capacity;
    int32_t *row_runs;
    ptrdiff_t row_capacity;
    fl_run *runs;
    ptrdiff_t run_capacity;
    uint8_t *coverage;
    ptrdiff_t coverage_capacity;
} fl_spare_buffers;

static _Thread_local fl_spare_buffers spare;

// Per-thread memory larger than this (bytes) is freed rather than kept for the next shape.
enum { KEPT_BYTES = 1 << 20 };

fl_path_rasterizer *fl_path_create(int32_t clip_x, int32_t clip_y, int32_t clip_max_x, int32_t clip_max_y) {
    fl_path_rasterizer *r = calloc(1, sizeof *r);
    if (!r) abort();
    if (clip_max_x <= clip_x || clip_max_y <= clip_y) clip_x = clip_y = clip_max_x = clip_max_y = 0;
    r->clip_x = clip_x;
    r->clip_y = clip_y;
    r->clip_max_x = clip_max_x;
    r->clip_max_y = clip_max_y;
    r->min_x = r->min_y = INT32_MAX;
    r->max_x = r->max_y = INT32_MIN;
    r->edges = spare.edges;
    r->capacity = spare.edge_capacity;
    r->row_runs = spare.row_runs;
    r->row_capacity = spare.row_capacity;
    r->runs = spare.runs;
    r->run_capacity = spare.run_capacity;
    r->coverage = spare.coverage;
    r->coverage_capacity = spare.coverage_capacity;
    spare = (fl_spare_buffers){0};
    return r;
}

// Keeps `*p` (of `capacity` items of `size` bytes) in the empty spare `*slot`, or frees it.
static void keep(void *slot, ptrdiff_t *slot_capacity, void *p, ptrdiff_t capacity, size_t size) {
    void **kept = (void **)slot;
    if (!p) return;
    if (*kept == NULL && (size_t)capacity * size <= KEPT_BYTES) {
        *kept = p;
        *slot_capacity = capacity;
    } else {
        free(p);
    }
}

void fl_path_destroy(fl_path_rasterizer *r) {
    if (!r) return;
    keep(&spare.edges, &spare.edge_capacity, r->edges, r->capacity, sizeof(fl_edge));
    keep(&spare.row_runs, &spare.row_capacity, r->row_runs, r->row_capacity, sizeof(int32_t));
    keep(&spare.runs, &spare.run_capacity, r->runs, r->run_capacity, sizeof(fl_run));
    keep(&spare.coverage, &spare.coverage_capacity, r->coverage, r->coverage_capacity, 1);
    free(r);
}

ptrdiff_t fl_path_edge_count(const fl_path_rasterizer *r) { return r->count; }

// MARK: Adding edges

// ⌊v·256 + ½⌋ (v within the clip, so it fits; no libm call, which the baseline would make).
static inline int32_t to_grid(double v) {
    double s = v * FL_PATH_ONE + 0.5;
    int32_t t = (int32_t)s;
    return (double)t > s ? t - 1 : t;
}

// Stores a clipped piece (y0 < y1, x inside the clip's columns), rounded to the grid.
static void store(fl_path_rasterizer *r, double x0, double y0, double x1, double y1, int32_t dir) {
    int32_t gy0 = to_grid(y0), gy1 = to_grid(y1);
    if (gy0 == gy1) return;
    int32_t gx0 = to_grid(x0), gx1 = to_grid(x1);
    r->edges = grow(r->edges, &r->capacity, r->count + 1, sizeof(fl_edge));
    r->edges[r->count++] = (fl_edge){gx0, gy0, gx1, gy1, dir};
    if (gx0 < r->min_x) r->min_x = gx0;
    if (gx1 < r->min_x) r->min_x = gx1;
    if (gx0 > r->max_x) r->max_x = gx0;
    if (gx1 > r->max_x) r->max_x = gx1;
    if (gy0 < r->min_y) r->min_y = gy0;
    if (gy1 > r->max_y) r->max_y = gy1;
}

// A piece between the clip's top and bottom: dropped right of the clip, run down its left
// side left of it, else clamped to its columns.
static void piece(fl_path_rasterizer *r, double x0, double y0, double x1, double y1, int32_t dir) {
    if (!(y0 < y1)) return;
    double left = r->clip_x, right = r->clip_max_x;
    double middle = (x0 + x1) / 2;
    if (middle >= right) return;
    if (middle <= left) {
        store(r, left, y0, left, y1, dir);
        return;
    }
    store(r, fmin(fmax(x0, left), right), y0, fmin(fmax(x1, left), right), y1, dir);
}

void fl_path_add_edge(fl_path_rasterizer *r, double x0, double y0, double x1, double y1) {
    if (isnan(x0) || isnan(y0) || isnan(x1) || isnan(y1)) return;
    if (r->clip_max_x <= r->clip_x) return;
    const double lim = 1073741824.0;
    x0 = fmin(fmax(x0, -lim), lim);
    y0 = fmin(fmax(y0, -lim), lim);
    x1 = fmin(fmax(x1, -lim), lim);
    y1 = fmin(fmax(y1, -lim), lim);
    if (y0 == y1) return;
    int32_t dir = 1;
    if (y0 > y1) {
        double t = x0;
        x0 = x1;
        x1 = t;
        t = y0;
        y0 = y1;
        y1 = t;
        dir = -1;
    }
    double top = r->clip_y, bottom = r->clip_max_y, left = r->clip_x, right = r->clip_max_x;
    if (!(y1 > top && y0 < bottom)) return;
    if (y0 >= top && y1 <= bottom && x0 >= left && x1 >= left && x0 < right && x1 < right) {
        store(r, x0, y0, x1, y1, dir);  // inside the clip: nothing to cut
        return;
    }
    double dxdy = (x1 - x0) / (y1 - y0);
    double ya = fmax(y0, top), yb = fmin(y1, bottom);
    double xa = ya == y0 ? x0 : x0 + (ya - y0) * dxdy;
    double xb = yb == y1 ? x1 : x0 + (yb - y0) * dxdy;
    // Split where the edge crosses the clip's left and right sides.
    double sx = xa, sy = ya;
    double sides[2] = {xa < xb ? left : right, xa < xb ? right : left};
    for (int i = 0; i < 2; i++) {
        double side = sides[i];
        if ((sx < side) == (xb < side) || sx == side) continue;
        double y = fmin(fmax(ya + (side - xa) / (xb - xa) * (yb - ya), sy), yb);
        piece(r, sx, sy, side, y, dir);
        sx = side;
        sy = y;
    }
    piece(r, sx, sy, xb, yb, dir);
}

// Point i of a polygon, mapped by `m` when it is not NULL, else moved by (tx, ty).
static inline __attribute__((always_inline)) void polygon_point(const double *xy, ptrdiff_t i, const double *m,
                                                                double tx, double ty, double *x, double *y) {
    if (m) {
        *x = xy[2 * i] * m[0] + xy[2 * i + 1] * m[2] + m[4];
        *y = xy[2 * i] * m[1] + xy[2 * i + 1] * m[3] + m[5];
    } else {
        *x = xy[2 * i] + tx;   // + 0 for no move: the same value (or +0 for −0, the same grid point)
        *y = xy[2 * i + 1] + ty;
    }
}

// The edge stored for grid points (px, py) → (qx, qy), py ≠ qy: from its top, winding +1
// when it goes down.
static inline __attribute__((always_inline)) fl_edge grid_edge(int32_t px, int32_t py, int32_t qx, int32_t qy) {
    return py < qy ? (fl_edge){px, py, qx, qy, 1} : (fl_edge){qx, qy, px, py, -1};
}

// Widens the stored edges' bounds by a polygon's.
static inline __attribute__((always_inline)) void widen_bounds(fl_path_rasterizer *r, int32_t min_x, int32_t min_y,
                                                               int32_t max_x, int32_t max_y) {
    if (min_x < r->min_x) r->min_x = min_x;
    if (min_y < r->min_y) r->min_y = min_y;
    if (max_x > r->max_x) r->max_x = max_x;
    if (max_y > r->max_y) r->max_y = max_y;
}

static inline __attribute__((always_inline)) void add_polygon(fl_path_rasterizer *r, const double *xy, ptrdiff_t count,
                                                               const double *m, double tx, double ty) {
    if (count < 3) return;
    // A polygon inside the clip (most are): each point mapped and rounded to the grid once,
    // and no cuts: the edges `fl_path_add_edge` would store, from the same doubles. A point
    // outside the clip (or NaN) drops what was stored for the polygon and cuts every edge.
    double left = r->clip_x, right = r->clip_max_x, top = r->clip_y, bottom = r->clip_max_y;
    if (r->clip_max_x > r->clip_x) {
        r->edges = grow(r->edges, &r->capacity, r->count + count, sizeof(fl_edge));
        fl_edge *out = r->edges + r->count;
        int32_t min_x = INT32_MAX, max_x = INT32_MIN, min_y = INT32_MAX, max_y = INT32_MIN;
        double x, y;
        polygon_point(xy, count - 1, m, tx, ty, &x, &y);
        if (!(x >= left && x < right && y >= top && y <= bottom)) goto cut;
        int32_t px = to_grid(x), py = to_grid(y);
        for (ptrdiff_t i = 0; i < count; i++) {
            polygon_point(xy, i, m, tx, ty, &x, &y);
            if (!(x >= left && x < right && y >= top && y <= bottom)) goto cut;
            int32_t qx = to_grid(x), qy = to_grid(y);
            min_x = qx < min_x ? qx : min_x;
            max_x = qx > max_x ? qx : max_x;
            min_y = qy < min_y ? qy : min_y;
            max_y = qy > max_y ? qy : max_y;
            if (py != qy) *out++ = grid_edge(px, py, qx, qy);
            px = qx;
            py = qy;
        }
        r->count = out - r->edges;
        widen_bounds(r, min_x, min_y, max_x, max_y);
        return;
    }
cut:;
    double px, py;
    polygon_point(xy, count - 1, m, tx, ty, &px, &py);
    for (ptrdiff_t i = 0; i < count; i++) {
        double qx, qy;
        polygon_point(xy, i, m, tx, ty, &qx, &qy);
        fl_path_add_edge(r, px, py, qx, qy);
        px = qx;
        py = qy;
    }
}

void fl_path_add_polygon(fl_path_rasterizer *r, const double *xy, ptrdiff_t count, const double *m) {
    if (m) {
        add_polygon(r, xy, count, m, 0, 0);
    } else {
        add_polygon(r, xy, count, NULL, 0, 0);
    }
}

// MARK: Moved polygons, a vector of points at a time

// At the AVX2 and AVX-512 levels a moved polygon's points are moved, checked against the clip
// and put on the grid a vector at a time, with the very double operations of `polygon_point`
// and `to_grid` (x + tx, then ·256 + ½, floored), into scratch kept per thread; its edges are
// then made from those grid points as `add_polygon` makes them. A polygon with a point outside
// the clip (or NaN) goes to `add_polygon`, which cuts it.
static _Thread_local int32_t *grid_points;   // x, y pairs
static _Thread_local ptrdiff_t grid_capacity;  // in points

typedef int (*fl_grid_moved)(const fl_path_rasterizer *r, const double *xy, ptrdiff_t count, double tx, double ty,
                             int32_t *g, int32_t box[4]);

// Stores the edges of grid points g[from − 1 ... to − 1] to g[from ... to] (each point the end
// of an edge from the one before) from `out`, as `grid_edge` makes them, leaving out
// horizontal ones; returns the end. A vector level's takes eight edges a step (and may write
// eight edges' room past what it stores).
typedef fl_edge *(*fl_grid_edges)(const int32_t *g, ptrdiff_t from, ptrdiff_t to, fl_edge *out);

static inline __attribute__((always_inline)) fl_edge *grid_edges_scalar(const int32_t *g, ptrdiff_t from,
                                                                        ptrdiff_t to, fl_edge *out) {
    int32_t px = g[2 * from - 2], py = g[2 * from - 1];
    for (ptrdiff_t i = from; i < to; i++) {
        int32_t qx = g[2 * i], qy = g[2 * i + 1];
        if (py != qy) *out++ = grid_edge(px, py, qx, qy);
        px = qx;
        py = qy;
    }
    return out;
}

// The edges of a polygon of `count` (≥ 3) grid points within the clip whose bounds are `box`
// (least x, least y, greatest x, greatest y): from the last point to the first, then on in
// order, by `edges` (NULL: one at a time).
static void grid_polygon(fl_path_rasterizer *r, const int32_t *g, ptrdiff_t count, const int32_t box[4],
                         fl_grid_edges edges) {
    r->edges = grow(r->edges, &r->capacity, r->count + count + 8, sizeof(fl_edge));
    fl_edge *out = r->edges + r->count;
    int32_t px = g[2 * count - 2], py = g[2 * count - 1], qx = g[0], qy = g[1];
    if (py != qy) *out++ = grid_edge(px, py, qx, qy);
    out = edges ? edges(g, 1, count, out) : grid_edges_scalar(g, 1, count, out);
    r->count = out - r->edges;
    widen_bounds(r, box[0], box[1], box[2], box[3]);
}

#if FL_X86
// The `count` points at `xy` moved by (tx, ty) on the grid into `g` and their bounds into
// `box`; 0 when one lies outside the clip (x in [left, right), y in [top, bottom]) or is NaN.
// Two points a step (an odd count's last step takes the last point twice).
FL_PATH_AVX2 static int grid_moved_avx2(const fl_path_rasterizer *r, const double *xy, ptrdiff_t count, double tx,
                                        double ty, int32_t *g, int32_t box[4]) {
    const __m256d move = _mm256_setr_pd(tx, ty, tx, ty);
    const __m256d low = _mm256_setr_pd(r->clip_x, r->clip_y, r->clip_x, r->clip_y);
    const __m256d high = _mm256_setr_pd(r->clip_max_x, r->clip_max_y, r->clip_max_x, r->clip_max_y);
    const __m256d scale = _mm256_set1_pd(FL_PATH_ONE), half = _mm256_set1_pd(0.5);
    __m128i least = _mm_set1_epi32(INT32_MAX), most = _mm_set1_epi32(INT32_MIN);
    __m256d inside = _mm256_castsi256_pd(_mm256_set1_epi64x(-1));
    ptrdiff_t n = 2 * count;   // doubles
    for (ptrdiff_t i = 0; i < n; i += 4) {
        __m256d v = i + 4 <= n ? _mm256_loadu_pd(xy + i) : _mm256_setr_pd(xy[i], xy[i + 1], xy[i], xy[i + 1]);
        v = _mm256_add_pd(v, move);
        __m256d below = _mm256_blend_pd(_mm256_cmp_pd(v, high, _CMP_LT_OQ), _mm256_cmp_pd(v, high, _CMP_LE_OQ), 0xA);
        inside = _mm256_and_pd(inside, _mm256_and_pd(_mm256_cmp_pd(v, low, _CMP_GE_OQ), below));
        __m128i q = _mm256_cvtpd_epi32(_mm256_floor_pd(_mm256_add_pd(_mm256_mul_pd(v, scale), half)));
        least = _mm_min_epi32(least, q);
        most = _mm_max_epi32(most, q);
        if (i + 4 <= n) {
            _mm_storeu_si128((__m128i *)(g + i), q);
        } else {
            _mm_storel_epi64((__m128i *)(g + i), q);
        }
    }
    if (_mm256_movemask_pd(inside) != 0xF) return 0;
    // Lanes 0 and 2 are x, 1 and 3 y.
    least = _mm_min_epi32(least, _mm_shuffle_epi32(least, 0x4E));
    most = _mm_max_epi32(most, _mm_shuffle_epi32(most, 0x4E));
    box[0] = _mm_cvtsi128_si32(least);
    box[1] = _mm_extract_epi32(least, 1);
    box[2] = _mm_cvtsi128_si32(most);
    box[3] = _mm_extract_epi32(most, 1);
    return 1;
}

// The same four points a step, the last ones masked.
FL_PATH_AVX512 static int grid_moved_avx512(const fl_path_rasterizer *r, const double *xy, ptrdiff_t count, double tx,
                                          double ty, int32_t *g, int32_t box[4]) {
    const __m512d move = _mm512_setr_pd(tx, ty, tx, ty, tx, ty, tx, ty);
    const double l = r->clip_x, t = r->clip_y, rt = r->clip_max_x, b = r->clip_max_y;
    const __m512d low = _mm512_setr_pd(l, t, l, t, l, t, l, t), high = _mm512_setr_pd(rt, b, rt, b, rt, b, rt, b);
    const __m512d scale = _mm512_set1_pd(FL_PATH_ONE), half = _mm512_set1_pd(0.5);
    __m256i least = _mm256_set1_epi32(INT32_MAX), most = _mm256_set1_epi32(INT32_MIN);
    __mmask8 outside = 0;
    ptrdiff_t n = 2 * count;   // doubles
    for (ptrdiff_t i = 0; i < n; i += 8) {
        // Whole steps unmasked (masked loads on every step measured slower), the last one masked.
        __mmask8 k = (__mmask8)(n - i >= 8 ? 0xFF : (1u << (n - i)) - 1);
        __m512d v = _mm512_add_pd(k == 0xFF ? _mm512_loadu_pd(xy + i) : _mm512_maskz_loadu_pd(k, xy + i), move);
        __mmask8 below =
            (_mm512_cmp_pd_mask(v, high, _CMP_LT_OQ) & 0x55) | (_mm512_cmp_pd_mask(v, high, _CMP_LE_OQ) & 0xAA);
        outside |= k & ~(_mm512_cmp_pd_mask(v, low, _CMP_GE_OQ) & below);
        __m256i q = _mm512_cvtpd_epi32(_mm512_roundscale_pd(_mm512_add_pd(_mm512_mul_pd(v, scale), half),
                                                            _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC));
        if (k == 0xFF) {
            _mm256_storeu_si256((__m256i *)(g + i), q);
        } else {
            _mm256_mask_storeu_epi32(g + i, k, q);
        }
        least = _mm256_mask_min_epi32(least, k, least, q);
        most = _mm256_mask_max_epi32(most, k, most, q);
    }
    if (outside) return 0;
    // Even lanes are x, odd ones y.
    __m128i lo = _mm_min_epi32(_mm256_castsi256_si128(least), _mm256_extracti128_si256(least, 1));
    __m128i hi = _mm_max_epi32(_mm256_castsi256_si128(most), _mm256_extracti128_si256(most, 1));
    lo = _mm_min_epi32(lo, _mm_shuffle_epi32(lo, 0x4E));
    hi = _mm_max_epi32(hi, _mm_shuffle_epi32(hi, 0x4E));
    box[0] = _mm_cvtsi128_si32(lo);
    box[1] = _mm_extract_epi32(lo, 1);
    box[2] = _mm_cvtsi128_si32(hi);
    box[3] = _mm_extract_epi32(hi, 1);
    return 1;
}

// `grid_edges_scalar` eight edges a step: the points' x and y apart, each edge turned to go
// down, the horizontal ones compressed out, and the five fields of the edges kept interleaved
// into three stores (the last reaching up to eight edges past the stored ones).
FL_PATH_AVX512 static fl_edge *grid_edges_avx512(const int32_t *g, ptrdiff_t from, ptrdiff_t to, fl_edge *out) {
    // Output dword d = 5·edge + field: (x0, y0) come from A = [x0 | y0], (x1, y1) from
    // B = [x1 | y1] (indices 16 and up in the two-table permute), dir from its own vector.
    const __m512i pick0 = _mm512_setr_epi32(0, 8, 16, 24, 0, 1, 9, 17, 25, 0, 2, 10, 18, 26, 0, 3);
    const __m512i pick1 = _mm512_setr_epi32(11, 19, 27, 0, 4, 12, 20, 28, 0, 5, 13, 21, 29, 0, 6, 14);
    const __m512i pick2 = _mm512_setr_epi32(22, 30, 0, 7, 15, 23, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    const __m512i dirs0 = _mm512_setr_epi32(0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0);
    const __m512i dirs1 = _mm512_setr_epi32(0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 5, 0, 0);
    const __m512i dirs2 = _mm512_setr_epi32(0, 0, 6, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0);
    const __mmask16 dir0 = 0x4210, dir1 = 0x2108, dir2 = 0x0084;
    ptrdiff_t i = from;
    for (; i + 8 <= to; i += 8) {
        const __m512i q = _mm512_loadu_si512(g + 2 * i), p = _mm512_loadu_si512(g + 2 * i - 2);
        const __m256i qx = _mm512_cvtepi64_epi32(q), qy = _mm512_cvtepi64_epi32(_mm512_srli_epi64(q, 32));
        const __m256i px = _mm512_cvtepi64_epi32(p), py = _mm512_cvtepi64_epi32(_mm512_srli_epi64(p, 32));
        const __mmask8 keep = _mm256_cmpneq_epi32_mask(py, qy), down = _mm256_cmplt_epi32_mask(py, qy);
        const __m256i x0 = _mm256_maskz_compress_epi32(keep, _mm256_mask_blend_epi32(down, qx, px));
        const __m256i y0 = _mm256_maskz_compress_epi32(keep, _mm256_mask_blend_epi32(down, qy, py));
        const __m256i x1 = _mm256_maskz_compress_epi32(keep, _mm256_mask_blend_epi32(down, px, qx));
        const __m256i y1 = _mm256_maskz_compress_epi32(keep, _mm256_mask_blend_epi32(down, py, qy));
        const __m512i dir = _mm512_castsi256_si512(_mm256_maskz_compress_epi32(
            keep, _mm256_mask_blend_epi32(down, _mm256_set1_epi32(-1), _mm256_set1_epi32(1))));
        const __m512i a = _mm512_inserti64x4(_mm512_castsi256_si512(x0), y0, 1);
        const __m512i b = _mm512_inserti64x4(_mm512_castsi256_si512(x1), y1, 1);
        int32_t *o = (int32_t *)out;
        _mm512_storeu_si512(o, _mm512_mask_permutexvar_epi32(_mm512_permutex2var_epi32(a, pick0, b), dir0, dirs0, dir));
        _mm512_storeu_si512(o + 16,
                            _mm512_mask_permutexvar_epi32(_mm512_permutex2var_epi32(a, pick1, b), dir1, dirs1, dir));
        _mm256_storeu_si256((__m256i *)(o + 32), _mm512_castsi512_si256(_mm512_mask_permutexvar_epi32(
                                                     _mm512_permutex2var_epi32(a, pick2, b), dir2, dirs2, dir)));
        out += __builtin_popcount(keep);
    }
    return grid_edges_scalar(g, i, to, out);
}
#endif

void fl_path_add_moved_polygons(fl_path_rasterizer *r, const double *xy, const int32_t *counts, ptrdiff_t polygons,
                                double tx, double ty) {
    fl_grid_moved grid = NULL;
    fl_grid_edges edges = NULL;
#if FL_X86
    switch (fl_kernels_level()) {
    case FL_KERNELS_AVX2: grid = grid_moved_avx2; break;
    case FL_KERNELS_AVX512:
        grid = grid_moved_avx512;
        edges = grid_edges_avx512;
        break;
    default: break;
    }
#endif
    for (ptrdiff_t k = 0; k < polygons; k++) {
        ptrdiff_t count = counts[k];
        int32_t box[4];
        if (grid && count >= 3 && r->clip_max_x > r->clip_x) {
            grid_points = grow(grid_points, &grid_capacity, count, 2 * sizeof(int32_t));
            if (grid(r, xy, count, tx, ty, grid_points, box)) {
                grid_polygon(r, grid_points, count, box, edges);
            } else {
                add_polygon(r, xy, count, NULL, tx, ty);   // cut at the clip
            }
        } else {
            add_polygon(r, xy, count, NULL, tx, ty);
        }
        xy += 2 * count;
    }
    // Scratch too big to keep is given back.
    if (grid_capacity * 2 * (ptrdiff_t)sizeof(int32_t) > KEPT_BYTES) {
        free(grid_points);
        grid_points = NULL;
        grid_capacity = 0;
    }
}

// MARK: Depositing cells

// One band of accumulators: `rows` rows of `stride` cells from column `min_col` and row `top`.
typedef struct {
    uint32_t *acc;       // wrapping sums, read as signed
    uint64_t *bits;      // per row `words` words: which blocks of BLOCK cells were deposited into
    ptrdiff_t stride, words;
    int32_t min_col;
    int32_t top;
} fl_band;

static inline int64_t floor_div(int64_t a, int64_t b) {  // b > 0
    int64_t q = a / b;
    return (q * b != a && a < 0) ? q - 1 : q;
}

// Cells are swept BLOCK at a time: a touched block's cells are summed together (a vector of
// them at the SIMD levels), the rest of a row is constant between touched blocks.
enum { BLOCK = 8, BLOCK_SHIFT = 3 };

// Marks blocks b0 ... b1 of a row touched: a mask per word, not a read-modify-write of one
// word per block.
static inline void mark_blocks(uint64_t *bits_row, ptrdiff_t b0, ptrdiff_t b1) {
    ptrdiff_t w0 = b0 >> 6, w1 = b1 >> 6;
    uint64_t first = ~0ull << (b0 & 63), last = ~0ull >> (63 - (b1 & 63));
    if (w0 == w1) {
        bits_row[w0] |= first & last;
        return;
    }
    bits_row[w0] |= first;
    for (ptrdiff_t w = w0 + 1; w < w1; w++) bits_row[w] = ~0ull;
    bits_row[w1] |= last;
}

// The next column side's g: `g` + ⌊(256·p)/q⌋, and one more when the remainder carries (no
// branch: which way it goes is not predictable).
static inline int32_t next_crossing(int32_t g, uint32_t *rem, uint32_t lift, uint32_t step, uint32_t q) {
    *rem += step;
    uint32_t over = *rem >= q;
    *rem -= over * q;
    return g + (int32_t)lift + (int32_t)over;
}

// The part of an edge inside row `row` (fy from 0 to 256 within it), from x `xa` to `xb`.
// Each cell it crosses takes cover·512 − area and the cell to its right area: across several
// cells the carry stays in a register, so each accumulator is read and written once.
static inline __attribute__((always_inline)) void row_piece(uint32_t *acc, uint64_t *bits, int32_t xa, int32_t fya,
                                                            int32_t xb, int32_t fyb, int32_t dir) {
    // xa, xb relative to the band's first column.
    int32_t lo = xa < xb ? xa : xb, hi = xa < xb ? xb : xa;
    int32_t c0 = lo >> 8, c1 = hi > lo ? (hi - 1) >> 8 : c0;
    // The blocks of cells c0 ... c1 and of c1 + 1, which takes the last one's area.
    mark_blocks(bits, c0 >> BLOCK_SHIFT, (c1 + 1) >> BLOCK_SHIFT);
    if (c0 == c1) {
        int32_t cover = dir * (fyb - fya);
        int32_t base = c0 * FL_PATH_ONE;
        int32_t area = cover * ((xa - base) + (xb - base));
        acc[c0] += (uint32_t)(cover * 512 - area);
        acc[c0 + 1] += (uint32_t)area;
        return;
    }
    // Across columns, walked left to right whichever way the piece runs. g(X), how far the
    // piece has risen or fallen where it meets column side X, is ⌊((X − lo)·p + bias) / q⌋, an
    // exact division done incrementally: floored going right (bias 0) and ceiled going left
    // (bias q − 1), the same integers as walking from the piece's own start, with one loop for
    // both. Each cell's cover is dir times the change of g across it. Every term fits 32 bits:
    // (X − lo)·p ≤ 2¹⁶ and bias < q.
    uint32_t p = (uint32_t)(fyb - fya), q = (uint32_t)hi - (uint32_t)lo;   // up to 2³¹ across the widest clip
    uint32_t bias = xa > xb ? q - 1 : 0;
    uint32_t lift = 0, step = 0;
    if (c1 - c0 > 1) {
        lift = (FL_PATH_ONE * p) / q;
        step = (FL_PATH_ONE * p) % q;
    }
    uint32_t num = (uint32_t)((c0 + 1) * FL_PATH_ONE - lo) * p + bias;
    int32_t g = (int32_t)(num / q);
    uint32_t rem = num % q;
    int32_t cover = dir * g;
    int32_t area = cover * ((lo - c0 * FL_PATH_ONE) + FL_PATH_ONE);
    acc[c0] += (uint32_t)(cover * 512 - area);
    int32_t carry = area;
    for (int32_t c = c0 + 1; c < c1; c++) {
        int32_t g2 = next_crossing(g, &rem, lift, step, q);
        cover = dir * (g2 - g);
        area = cover * FL_PATH_ONE;
        acc[c] += (uint32_t)(cover * 512 - area + carry);
        carry = area;
        g = g2;
    }
    cover = dir * ((int32_t)p - g);
    area = cover * (hi - c1 * FL_PATH_ONE);
    acc[c1] += (uint32_t)(cover * 512 - area + carry);
    acc[c1 + 1] += (uint32_t)area;
}

#if FL_X86
// row_piece a vector of cells at a time, for a piece over at most seven cells (wider ones go
// the scalar way): cell c0 + j in lane j. The same integers as the walk above, worked out for
// every column side at once:
//   G_j = ⌊((X_j − lo)·p + bias) / q⌋ at side X_j = (c0 + j)·256, from a single-precision
//   reciprocal estimate put right by its remainder (the numerator is below 2¹⁹, exact in a
//   float, and the estimate within one of the floor, so one correction each way makes it
//   exact);
//   cell j's cover is g_right − g_left (0 at the piece's start, p at its end), its area cover ×
//   its two distances from its left side, and it takes cover·512 − area and cell j − 1's area;
//   everything times dir at the end (it is ±1, and the sums are linear in it).
// Lanes past the piece add 0: the eight cells from c0 are read and written whole (the band
// has room for them past its last row). The blocks of cells c0 ... c1 + 1 are at most two.
#define FL_ROW_PIECE_VECTOR_CELLS 7

// What the vector levels share: the piece's ends (lo, hi) and first and last cells, whose
// blocks (c0 ... c1 + 1, at most two) are marked; 0 when the piece crosses more cells than a
// vector holds, and the scalar walk has deposited it.
static inline __attribute__((always_inline)) int vector_piece_cells(uint32_t *acc, uint64_t *bits, int32_t xa,
                                                                    int32_t fya, int32_t xb, int32_t fyb, int32_t dir,
                                                                    int32_t *lo, int32_t *hi, int32_t *c0,
                                                                    int32_t *c1) {
    *lo = xa < xb ? xa : xb;
    *hi = xa < xb ? xb : xa;
    *c0 = *lo >> 8;
    *c1 = (*hi - (*hi > *lo)) >> 8;
    if (__builtin_expect(*c1 - *c0 >= FL_ROW_PIECE_VECTOR_CELLS, 0)) {
        row_piece(acc, bits, xa, fya, xb, fyb, dir);
        return 0;
    }
    int32_t b0 = *c0 >> BLOCK_SHIFT, b1 = (*c1 + 1) >> BLOCK_SHIFT;
    bits[b0 >> 6] |= 1ull << (b0 & 63);
    bits[b1 >> 6] |= 1ull << (b1 & 63);
    return 1;
}

// The numerators of a vector piece's column crossings, (side j's distance from the piece's
// start)·p + bias, that distance taken as j·256 − `from` (`from` = lo − c0·256, the piece's
// start within its first cell): one operation less on the chain to the estimate than
// (c0 + j)·256 − lo, the same integers. Both vector levels share it.
FL_PATH_AVX2 static inline __attribute__((always_inline)) __m256i side_numerators(__m256i from, int32_t p,
                                                                                    int32_t bias) {
    const __m256i side = _mm256_sub_epi32(_mm256_setr_epi32(0, 256, 512, 768, 1024, 1280, 1536, 1792), from);
    return _mm256_add_epi32(_mm256_mullo_epi32(side, _mm256_set1_epi32(p)), _mm256_set1_epi32(bias));
}

FL_PATH_AVX2 static inline __attribute__((always_inline)) void row_piece_avx2(uint32_t *acc, uint64_t *bits,
                                                                             int32_t xa, int32_t fya, int32_t xb,
                                                                             int32_t fyb, int32_t dir) {
    int32_t lo, hi, c0, c1;
    if (!vector_piece_cells(acc, bits, xa, fya, xb, fyb, dir, &lo, &hi, &c0, &c1)) return;
    int32_t m = c1 - c0, p = fyb - fya, q = hi - lo, bias = xa > xb ? q - 1 : 0;
    const __m256i j = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i one = _mm256_set1_epi32(1), vm = _mm256_set1_epi32(m), vq = _mm256_set1_epi32(q > 0 ? q : 1);
    const __m256i from = _mm256_set1_epi32(lo - c0 * FL_PATH_ONE);
    const __m256i num = side_numerators(from, p, bias);
    __m256i g = _mm256_cvttps_epi32(_mm256_mul_ps(_mm256_cvtepi32_ps(num), _mm256_rcp_ps(_mm256_cvtepi32_ps(vq))));
    __m256i rem = _mm256_sub_epi32(num, _mm256_mullo_epi32(g, vq));
    g = _mm256_sub_epi32(g, _mm256_cmpgt_epi32(rem, _mm256_sub_epi32(vq, one)));   // rem ≥ q: one more
    g = _mm256_add_epi32(g, _mm256_cmpgt_epi32(_mm256_setzero_si256(), rem));     // rem < 0: one less
    __m256i first = _mm256_cmpeq_epi32(j, _mm256_setzero_si256()), last = _mm256_cmpeq_epi32(j, vm);
    __m256i inside = _mm256_cmpgt_epi32(_mm256_add_epi32(vm, one), j);
    __m256i gl = _mm256_andnot_si256(first, g);
    __m256i gr = _mm256_blendv_epi8(_mm256_permutevar8x32_epi32(g, _mm256_setr_epi32(1, 2, 3, 4, 5, 6, 7, 7)),
                                    _mm256_set1_epi32(p), last);
    __m256i cover = _mm256_and_si256(inside, _mm256_sub_epi32(gr, gl));
    __m256i d0 = _mm256_and_si256(first, from);
    __m256i d1 = _mm256_blendv_epi8(_mm256_set1_epi32(FL_PATH_ONE), _mm256_set1_epi32(hi - c1 * FL_PATH_ONE), last);
    __m256i area = _mm256_mullo_epi32(cover, _mm256_add_epi32(d0, d1));
    __m256i before =
        _mm256_andnot_si256(first, _mm256_permutevar8x32_epi32(area, _mm256_setr_epi32(0, 0, 1, 2, 3, 4, 5, 6)));
    __m256i d = _mm256_add_epi32(_mm256_sub_epi32(_mm256_slli_epi32(cover, 9), area), before);
    d = _mm256_sign_epi32(d, _mm256_set1_epi32(dir));   // times dir (±1)
    __m256i v = _mm256_loadu_si256((const __m256i *)(acc + c0));
    _mm256_storeu_si256((__m256i *)(acc + c0), _mm256_add_epi32(v, d));
}

// The same with AVX-512's masks and its finer reciprocal estimate.
FL_PATH_AVX512 static inline __attribute__((always_inline)) void row_piece_avx512(uint32_t *acc, uint64_t *bits,
                                                                                 int32_t xa, int32_t fya, int32_t xb,
                                                                                 int32_t fyb, int32_t dir) {
    int32_t lo, hi, c0, c1;
    if (!vector_piece_cells(acc, bits, xa, fya, xb, fyb, dir, &lo, &hi, &c0, &c1)) return;
    int32_t m = c1 - c0, p = fyb - fya, q = hi - lo, bias = xa > xb ? q - 1 : 0;
    const __m256i j = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), zero = _mm256_setzero_si256();
    const __m256i one = _mm256_set1_epi32(1), vm = _mm256_set1_epi32(m), vq = _mm256_set1_epi32(q > 0 ? q : 1);
    const __m256i from = _mm256_set1_epi32(lo - c0 * FL_PATH_ONE);
    const __m256i num = side_numerators(from, p, bias);
    __m256i g = _mm256_cvttps_epi32(_mm256_mul_ps(_mm256_cvtepi32_ps(num), _mm256_rcp14_ps(_mm256_cvtepi32_ps(vq))));
    __m256i rem = _mm256_sub_epi32(num, _mm256_mullo_epi32(g, vq));
    g = _mm256_mask_add_epi32(g, _mm256_cmpge_epi32_mask(rem, vq), g, one);
    g = _mm256_mask_sub_epi32(g, _mm256_cmplt_epi32_mask(rem, zero), g, one);
    __mmask8 last = _mm256_cmpeq_epi32_mask(j, vm), inside = _mm256_cmple_epi32_mask(j, vm);
    __m256i gr = _mm256_mask_mov_epi32(_mm256_permutexvar_epi32(_mm256_setr_epi32(1, 2, 3, 4, 5, 6, 7, 7), g), last,
                                       _mm256_set1_epi32(p));
    __m256i cover = _mm256_maskz_sub_epi32(inside, gr, _mm256_maskz_mov_epi32(0xFE, g));
    __m256i d0 = _mm256_maskz_mov_epi32(0x01, from);
    __m256i d1 = _mm256_mask_mov_epi32(_mm256_set1_epi32(FL_PATH_ONE), last, _mm256_set1_epi32(hi - c1 * FL_PATH_ONE));
    __m256i area = _mm256_mullo_epi32(cover, _mm256_add_epi32(d0, d1));
    __m256i before = _mm256_maskz_permutexvar_epi32(0xFE, _mm256_setr_epi32(0, 0, 1, 2, 3, 4, 5, 6), area);
    __m256i d = _mm256_add_epi32(_mm256_sub_epi32(_mm256_slli_epi32(cover, 9), area), before);
    d = _mm256_sign_epi32(d, _mm256_set1_epi32(dir));   // times dir (±1)
    __m256i v = _mm256_loadu_si256((const __m256i *)(acc + c0));
    _mm256_storeu_si256((__m256i *)(acc + c0), _mm256_add_epi32(v, d));
}
#endif

// The edge's x where it crosses grid row line `y` (y0 ≤ y ≤ y1).
static inline int32_t x_at(const fl_edge *e, int32_t y) {
    if (y == e->y0) return e->x0;
    if (y == e->y1) return e->x1;
    return e->x0 + (int32_t)floor_div((int64_t)(y - e->y0) * (e->x1 - e->x0), e->y1 - e->y0);
}

// A row piece's deposits: `row_piece` or a vector level's.
typedef void (*fl_row_piece)(uint32_t *acc, uint64_t *bits, int32_t xa, int32_t fya, int32_t xb, int32_t fyb,
                             int32_t dir);

// Deposits the rows of `e` from `row_from` to `row_to` (inclusive, pixel rows), each row's
// piece by `piece` (inlined).
static inline __attribute__((always_inline)) void edge_rows_with(const fl_band *b, const fl_edge *e, int32_t row_from,
                                                                 int32_t row_to, fl_row_piece piece) {
    int32_t shift = b->min_col * FL_PATH_ONE;   // to the band's columns
    uint32_t *acc = b->acc + (row_from - b->top) * b->stride;
    uint64_t *bits = b->bits + (row_from - b->top) * b->words;
    if (row_from == row_to && e->y0 >= row_from * FL_PATH_ONE && e->y1 <= (row_from + 1) * FL_PATH_ONE) {
        // Within one row (most edges of a fine outline): no crossing to find.
        int32_t base = row_from * FL_PATH_ONE;
        piece(acc, bits, e->x0 - shift, e->y0 - base, e->x1 - shift, e->y1 - base, e->dir);
        return;
    }
    int32_t ya = e->y0 > row_from * FL_PATH_ONE ? e->y0 : row_from * FL_PATH_ONE;
    int32_t xa = x_at(e, ya);
    if (e->x0 == e->x1) {
        // Vertical: one column, the same distance from its side in every row.
        int32_t col = e->x0 >> 8;
        int32_t twice = 2 * (e->x0 - col * FL_PATH_ONE);
        ptrdiff_t c = col - b->min_col;
        for (int32_t row = row_from; row <= row_to; row++) {
            int32_t yb = (row + 1) * FL_PATH_ONE < e->y1 ? (row + 1) * FL_PATH_ONE : e->y1;
            int32_t cover = e->dir * (yb - ya);
            acc[c] += (uint32_t)(cover * 512 - cover * twice);
            acc[c + 1] += (uint32_t)(cover * twice);
            mark_blocks(bits, c >> BLOCK_SHIFT, (c + 1) >> BLOCK_SHIFT);
            ya = yb;
            acc += b->stride;
            bits += b->words;
        }
        return;
    }
    // x at each row line below ya: x0 + ⌊(Y − y0)·dx / dy⌋, stepped a row at a time with its
    // remainder (the same integers `x_at` gives, so a band boundary changes nothing).
    int64_t dx = (int64_t)e->x1 - e->x0, dy = (int64_t)e->y1 - e->y0;   // 0 < dy < 2³¹ (the clip's limit)
    int64_t line = (int64_t)(row_from + 1) * FL_PATH_ONE;
    int64_t num = (line - e->y0) * dx;
    int64_t xq, rem;
    if (num >= INT32_MIN && num <= INT32_MAX) {
        // The usual case in 32 bits, which divide faster; the floor from C's truncation
        // without a branch (the remainder's sign says which way it went).
        int32_t q = (int32_t)num / (int32_t)dy, r0 = (int32_t)num - q * (int32_t)dy;
        int32_t below = -(r0 < 0);   // all ones when the quotient was rounded up
        xq = q + below;
        rem = r0 + (below & (int32_t)dy);
    } else {
        xq = floor_div(num, dy);
        rem = num - xq * dy;
    }
    // The step a row, needed only when two of the rows end on a row line the edge crosses.
    int64_t lift = 0, step = 0;
    if (row_to > row_from && (int64_t)(row_from + 2) * FL_PATH_ONE < e->y1) {
        int64_t run = FL_PATH_ONE * dx;
        if (run >= INT32_MIN && run <= INT32_MAX) {
            // In 32 bits as the first crossing is.
            int32_t q = (int32_t)run / (int32_t)dy, r0 = (int32_t)run - q * (int32_t)dy;
            int32_t below = -(r0 < 0);
            lift = q + below;
            step = r0 + (below & (int32_t)dy);
        } else {
            lift = floor_div(run, dy);
            step = run - lift * dy;
        }
    }
    int32_t x0 = e->x0 - shift;
    xa -= shift;
    for (int32_t row = row_from; row <= row_to; row++) {
        int32_t yb, xb;
        if ((row + 1) * FL_PATH_ONE < e->y1) {
            yb = (row + 1) * FL_PATH_ONE;
            xb = x0 + (int32_t)xq;
            xq += lift;
            rem += step;
            int64_t over = rem >= dy;
            rem -= over * dy;
            xq += over;
        } else {
            yb = e->y1;
            xb = e->x1 - shift;
        }
        piece(acc, bits, xa, ya - row * FL_PATH_ONE, xb, yb - row * FL_PATH_ONE, e->dir);
        ya = yb;
        xa = xb;
        acc += b->stride;
        bits += b->words;
    }
}

// Deposits edges into band `b` (rows `top` ..< `bottom`): all `count` edges when `active` is
// NULL (the path is one band), else the `count` edges `active` lists, keeping those that run on
// below the band at its front and returning how many. One function per kernel level (SSE2
// takes the scalar one), each edge's rows inlined.
typedef ptrdiff_t (*fl_band_deposits)(const fl_band *b, const fl_edge *edges, int32_t *active, ptrdiff_t count,
                                      int32_t top, int32_t bottom);

static inline __attribute__((always_inline)) ptrdiff_t deposits_with(const fl_band *b, const fl_edge *edges,
                                                                     int32_t *active, ptrdiff_t count, int32_t top,
                                                                     int32_t bottom, fl_row_piece piece) {
    if (!active) {
        for (ptrdiff_t i = 0; i < count; i++) {
            edge_rows_with(b, &edges[i], edges[i].y0 >> 8, (edges[i].y1 - 1) >> 8, piece);
        }
        return 0;
    }
    ptrdiff_t kept = 0;
    for (ptrdiff_t i = 0; i < count; i++) {
        const fl_edge *edge = &edges[active[i]];
        int32_t from = edge->y0 >> 8;
        if (from < top) from = top;
        int32_t to = (edge->y1 - 1) >> 8;
        if (to >= bottom) {
            edge_rows_with(b, edge, from, bottom - 1, piece);
            active[kept++] = active[i];
        } else {
            edge_rows_with(b, edge, from, to, piece);
        }
    }
    return kept;
}

#define FL_BAND_DEPOSITS(NAME, ATTRIBUTES, PIECE)                                                            \
    ATTRIBUTES static ptrdiff_t NAME(const fl_band *b, const fl_edge *edges, int32_t *active, ptrdiff_t count, \
                                     int32_t top, int32_t bottom) {                                           \
        return deposits_with(b, edges, active, count, top, bottom, PIECE);                                   \
    }

FL_BAND_DEPOSITS(deposits_scalar, , row_piece)
#if FL_X86
FL_BAND_DEPOSITS(deposits_avx2, FL_PATH_AVX2, row_piece_avx2)
FL_BAND_DEPOSITS(deposits_avx512, FL_PATH_AVX512, row_piece_avx512)
#endif


// MARK: Sweeping rows into runs

static inline __attribute__((always_inline)) uint8_t coverage_byte(int32_t sum, int even_odd) {
    int64_t a = sum < 0 ? -(int64_t)sum : sum;
    if (even_odd) {
        a &= (1 << 18) - 1;
        a = a > (1 << 17) ? (1 << 18) - a : a;
    }
    a = a < (1 << 17) ? a : (1 << 17);  // and (2¹⁷·255 + 2¹⁶) >> 17 is 255
    return (uint8_t)((a * 255 + (1 << 16)) >> 17);
}

enum { MINIMUM_RUN = 8 };

// A row's output while it is swept: runs and bytes written in place (room for the row is
// reserved before), and the partial run still open, whose bytes run from `open` to `w`.
typedef struct {
    fl_run *runs;
    ptrdiff_t run_count, first_run;
    uint8_t *coverage;   // the raster's bytes
    uint8_t *w;          // where the next byte goes
    uint8_t *open;       // the open partial run's first byte, or NULL
    int32_t open_start;  // and its column
} fl_row_out;

// Ends the open partial run, trimming its trailing zeros (a run of only zeros is dropped).
static inline __attribute__((always_inline)) void close_partial(fl_row_out *o) {
    if (!o->open) return;
    // Eight bytes at a time (little-endian: the last byte is the word's top one), then the
    // last 0–7 at once.
    for (;;) {
        ptrdiff_t n = o->w - o->open;
        if (n < 8) {
            // Read from the run's start (the row's slack lies past its end), the bytes past the
            // end masked off.
            uint64_t first;
            memcpy(&first, o->open, sizeof first);
            first &= n > 0 ? ~0ull >> (64 - 8 * n) : 0;
            o->w = first ? o->open + 8 - (__builtin_clzll(first) >> 3) : o->open;
            break;
        }
        uint64_t last;
        memcpy(&last, o->w - 8, sizeof last);
        if (last) {
            o->w -= __builtin_clzll(last) >> 3;
            break;
        }
        o->w -= 8;
    }
    if (o->w > o->open) {
        int32_t length = (int32_t)(o->w - o->open);
        o->runs[o->run_count++] = (fl_run){o->open_start, o->open_start + length, (int32_t)(o->open - o->coverage)};
    }
    o->open = NULL;
}

// Columns `start ..< end` at the constant byte `v`: a gap (zeros at least MINIMUM_RUN long),
// a full run (255s as long; joined to a full run just before), or bytes of the partial run.
static inline __attribute__((always_inline)) void emit_constant(fl_path_rasterizer *r, fl_row_out *o, int32_t start,
                                                                int32_t end, uint8_t v) {
    int32_t n = end - start;
    if (v == 0 && (n >= MINIMUM_RUN || !o->open)) {
        close_partial(o);
    } else if (v == 255 && n >= MINIMUM_RUN) {
        close_partial(o);
        if (o->run_count > o->first_run && o->runs[o->run_count - 1].coverage < 0 &&
            o->runs[o->run_count - 1].end == start) {
            o->runs[o->run_count - 1].end = end;
        } else {
            o->runs[o->run_count++] = (fl_run){start, end, -1};
        }
    } else {
        if (!o->open) {
            o->open = o->w;
            o->open_start = start;
        }
        if (__builtin_expect(o->w + n + 16 > o->coverage + r->coverage_capacity, 0)) {
            // A constant past the edges' last column (a clip wider than the path): more
            // bytes than the row reserved.
            ptrdiff_t at = o->w - o->coverage, opened = o->open - o->coverage;
            r->coverage = o->coverage = grow(o->coverage, &r->coverage_capacity, at + n + 16, 1);
            o->w = o->coverage + at;
            o->open = o->coverage + opened;
        }
        // Eight bytes at a time (gaps are mostly short): up to 7 past the end, in the slack.
        uint64_t pattern = v * 0x0101010101010101ull;
        for (int32_t i = 0; i < n; i += 8) memcpy(o->w + i, &pattern, sizeof pattern);
        o->w += n;
    }
}

// A block's cells: their running sums from `sum` as coverage bytes at `out`, the cells
// cleared; returns the sum after the last. One per kernel level, the same bytes from each.

static inline __attribute__((always_inline)) uint32_t block_scalar(uint32_t *acc, uint32_t sum, uint8_t *out,
                                                                   int even_odd) {
    for (int k = 0; k < BLOCK; k++) {
        sum += acc[k];
        acc[k] = 0;
        out[k] = coverage_byte((int32_t)sum, even_odd);
    }
    return sum;
}

#if FL_X86
// coverage_byte on four sums: |sum| (2³¹ for INT32_MIN, as the 64-bit absolute value gives),
// folded under even-odd, clamped to 2¹⁷, times 255 as (a << 8) − a, rounded.
static inline __attribute__((always_inline)) __m128i coverage_sse2(__m128i s, int even_odd) {
    __m128i sign = _mm_srai_epi32(s, 31);
    __m128i a = _mm_sub_epi32(_mm_xor_si128(s, sign), sign);
    if (even_odd) {
        a = _mm_and_si128(a, _mm_set1_epi32((1 << 18) - 1));
        __m128i over = _mm_cmpgt_epi32(a, _mm_set1_epi32(1 << 17));
        __m128i folded = _mm_sub_epi32(_mm_set1_epi32(1 << 18), a);
        a = _mm_or_si128(_mm_and_si128(over, folded), _mm_andnot_si128(over, a));
    }
    __m128i small = _mm_cmpeq_epi32(_mm_srli_epi32(a, 17), _mm_setzero_si128());
    a = _mm_or_si128(_mm_and_si128(small, a), _mm_andnot_si128(small, _mm_set1_epi32(1 << 17)));
    return _mm_srli_epi32(_mm_add_epi32(_mm_sub_epi32(_mm_slli_epi32(a, 8), a), _mm_set1_epi32(1 << 16)), 17);
}

static inline __attribute__((always_inline)) uint32_t block_sse2(uint32_t *acc, uint32_t sum, uint8_t *out,
                                                                 int even_odd) {
    __m128i lo = _mm_loadu_si128((const __m128i *)acc), hi = _mm_loadu_si128((const __m128i *)(acc + 4));
    _mm_storeu_si128((__m128i *)acc, _mm_setzero_si128());
    _mm_storeu_si128((__m128i *)(acc + 4), _mm_setzero_si128());
    lo = _mm_add_epi32(lo, _mm_slli_si128(lo, 4));
    lo = _mm_add_epi32(lo, _mm_slli_si128(lo, 8));
    hi = _mm_add_epi32(hi, _mm_slli_si128(hi, 4));
    hi = _mm_add_epi32(hi, _mm_slli_si128(hi, 8));
    lo = _mm_add_epi32(lo, _mm_set1_epi32((int32_t)sum));
    hi = _mm_add_epi32(hi, _mm_shuffle_epi32(lo, 0xFF));
    uint32_t next = (uint32_t)_mm_cvtsi128_si32(_mm_shuffle_epi32(hi, 0xFF));
    __m128i words = _mm_packs_epi32(coverage_sse2(lo, even_odd), coverage_sse2(hi, even_odd));
    _mm_storel_epi64((__m128i *)out, _mm_packus_epi16(words, words));
    return next;
}

// (The running sum comes and goes as a vector, every lane the sum: from one block to the next
// it never leaves the vector registers.)
FL_PATH_AVX2 static inline __attribute__((always_inline)) __m256i block_avx2(uint32_t *acc, __m256i sum, uint8_t *out,
                                                                               int even_odd) {
    __m256i v = _mm256_loadu_si256((const __m256i *)acc);
    _mm256_storeu_si256((__m256i *)acc, _mm256_setzero_si256());
    // Prefix sums within each half, then the low half's total into the high one.
    v = _mm256_add_epi32(v, _mm256_slli_si256(v, 4));
    v = _mm256_add_epi32(v, _mm256_slli_si256(v, 8));
    __m256i low_total = _mm256_permutevar8x32_epi32(v, _mm256_set1_epi32(3));
    v = _mm256_add_epi32(v, _mm256_blend_epi32(_mm256_setzero_si256(), low_total, 0xF0));
    v = _mm256_add_epi32(v, sum);
    __m256i next = _mm256_permutevar8x32_epi32(v, _mm256_set1_epi32(7));
    __m256i a = _mm256_abs_epi32(v);   // INT32_MIN stays 2³¹ read unsigned
    if (even_odd) {
        a = _mm256_and_si256(a, _mm256_set1_epi32((1 << 18) - 1));
        __m256i folded = _mm256_sub_epi32(_mm256_set1_epi32(1 << 18), a);
        a = _mm256_blendv_epi8(a, folded, _mm256_cmpgt_epi32(a, _mm256_set1_epi32(1 << 17)));
    }
    a = _mm256_min_epu32(a, _mm256_set1_epi32(1 << 17));
    a = _mm256_srli_epi32(_mm256_add_epi32(_mm256_sub_epi32(_mm256_slli_epi32(a, 8), a), _mm256_set1_epi32(1 << 16)),
                          17);
    __m128i words = _mm_packs_epi32(_mm256_castsi256_si128(a), _mm256_extracti128_si256(a, 1));
    _mm_storel_epi64((__m128i *)out, _mm_packus_epi16(words, words));
    return next;
}
#endif

// The block just written at `out` (its first cell at column `column`) while no partial run is
// open: zeros before the first covered byte open no run, so it opens the run there (its bytes
// moved down to `out`) or, all zeros, is taken back.
static inline __attribute__((always_inline)) void open_in_block(fl_row_out *o, uint8_t *out, int32_t column) {
    uint64_t bytes;
    memcpy(&bytes, out, sizeof bytes);
    if (!bytes) {
        o->w = out;
        return;
    }
    int skip = __builtin_ctzll(bytes) >> 3;   // little-endian: byte 0 is the lowest
    bytes >>= 8 * skip;
    memcpy(out, &bytes, sizeof bytes);
    o->w -= skip;
    o->open = out;
    o->open_start = column + skip;
}

// A stretch of touched blocks, cells k ..< d (inside the clip), swept into the row's bytes from
// the running sum `sum`; returns the sum after it. One per kernel level, `block` inlined.
typedef uint32_t (*fl_stretch_sweep)(uint32_t *acc, ptrdiff_t k, ptrdiff_t d, uint32_t sum, fl_row_out *o,
                                     int32_t origin, int even_odd);

#define FL_STRETCH_SWEEP(NAME, ATTRIBUTES, BLOCK_SWEEP)                                                       \
    ATTRIBUTES static inline __attribute__((always_inline)) uint32_t NAME(                                   \
        uint32_t *acc, ptrdiff_t k, ptrdiff_t d, uint32_t sum, fl_row_out *o, int32_t origin, int even_odd) { \
        for (; k < d; k += BLOCK) {                                                                           \
            uint8_t *out = o->w;                                                                              \
            sum = BLOCK_SWEEP(acc + k, sum, out, even_odd);                                                   \
            o->w += BLOCK;                                                                                    \
            if (!o->open) open_in_block(o, out, origin + (int32_t)k);                                         \
        }                                                                                                     \
        return sum;                                                                                           \
    }

FL_STRETCH_SWEEP(stretch_scalar, , block_scalar)
#if FL_X86
FL_STRETCH_SWEEP(stretch_sse2, , block_sse2)

// The sum carried from block to block as a vector.
FL_PATH_AVX2 static inline __attribute__((always_inline)) uint32_t stretch_avx2(uint32_t *acc, ptrdiff_t k, ptrdiff_t d,
                                                                               uint32_t sum, fl_row_out *o,
                                                                               int32_t origin, int even_odd) {
    __m256i carry = _mm256_set1_epi32((int32_t)sum);
    for (; k < d; k += BLOCK) {
        uint8_t *out = o->w;
        carry = block_avx2(acc + k, carry, out, even_odd);
        o->w += BLOCK;
        if (!o->open) open_in_block(o, out, origin + (int32_t)k);
    }
    return (uint32_t)_mm256_cvtsi256_si32(carry);
}
#endif

// Sweeps band row `rr` into runs and clears its accumulators and bits. Between touched blocks
// a row's coverage is constant; a touched stretch of blocks has its bytes written straight
// into the raster, those before its first covered byte opening no run. `block` is inlined.
static inline __attribute__((always_inline)) void sweep_row(fl_path_rasterizer *r, const fl_band *b, ptrdiff_t rr,
                                                            int even_odd, fl_stretch_sweep stretch) {
    uint32_t *acc = b->acc + rr * b->stride;
    uint64_t *bits = b->bits + rr * b->words;
    ptrdiff_t words = b->words;
    // Output columns, relative to the band's first: the clip's (cells reach one past it).
    int32_t limit = r->clip_max_x - b->min_col;
    int32_t origin = b->min_col;
    // Room for the row: a byte per cell and a run per cell at most, and slack for short gaps
    // written before they are trimmed (a constant past the cells grows the bytes itself).
    ptrdiff_t span = b->stride < limit ? b->stride : limit;
    r->coverage = grow(r->coverage, &r->coverage_capacity, r->coverage_count + span + 16, 1);
    r->runs = grow(r->runs, &r->run_capacity, r->run_count + span + 4, sizeof(fl_run));
    fl_row_out o = {r->runs, r->run_count, r->run_count, r->coverage, r->coverage + r->coverage_count, NULL, 0};
    uint32_t sum = 0;
    ptrdiff_t x = 0;   // the next cell
    // Each word of block bits once, cleared as it is read; its stretches of touched blocks in
    // turn (one reaching the word's end goes on in the next word's first: the gap between
    // them is empty).
    for (ptrdiff_t w = 0; w < words; w++) {
        uint64_t word = bits[w];
        if (!word) continue;
        bits[w] = 0;
        do {
            uint64_t low = word & (0 - word), after = word + low;   // the lowest stretch gone, the bit past it set
            ptrdiff_t c = (w * 64 + __builtin_ctzll(low)) * BLOCK;
            ptrdiff_t d = (w * 64 + (after ? __builtin_ctzll(after) : 64)) * BLOCK;
            word &= after;
            // The gap before the stretch is constant.
            ptrdiff_t gap_end = c < limit ? c : limit;
            if (x < gap_end) {
                emit_constant(r, &o, origin + (int32_t)x, origin + (int32_t)gap_end,
                              coverage_byte((int32_t)sum, even_odd));
            }
            ptrdiff_t k = c;
            if (d <= limit) {
                sum = stretch(acc, k, d, sum, &o, origin, even_odd);
            } else {
                // Blocks reaching past the clip: a cell at a time, those past it summed only.
                for (; k < limit; k++) {
                    sum += acc[k];
                    acc[k] = 0;
                    uint8_t v = coverage_byte((int32_t)sum, even_odd);
                    if (!o.open) {
                        if (!v) continue;
                        o.open = o.w;
                        o.open_start = origin + (int32_t)k;
                    }
                    *o.w++ = v;
                }
                for (; k < d; k++) {
                    sum += acc[k];
                    acc[k] = 0;
                }
            }
            x = d;
        } while (word);
    }
    // The gap after the last stretch, to the clip's side.
    if (x < limit) emit_constant(r, &o, origin + (int32_t)x, origin + limit, coverage_byte((int32_t)sum, even_odd));
    close_partial(&o);
    r->run_count = o.run_count;
    r->coverage_count = o.w - o.coverage;
}

// The sweep's memory, kept per thread between paths (a band is ~100 KB, which malloc would
// map and unmap for every path): accumulators and bits always zero between sweeps.
typedef struct {
    void *acc;
    size_t acc_capacity;
    uint64_t *bits;
    size_t bits_capacity;
    ptrdiff_t *start;
    size_t start_capacity;
    int32_t *order, *active;
    size_t order_capacity, active_capacity;
} fl_sweep_scratch;

static _Thread_local fl_sweep_scratch sweep_scratch;


// A path of at most this many cells (columns + 2 times rows) is swept as one band.
enum { ONE_BAND_CELLS = 1 << 17 };

static void *scratch(void *p, size_t *capacity, size_t needed) {
    void **slot = (void **)p;
    if (needed <= *capacity) return *slot;
    free(*slot);
    *slot = malloc(needed);
    if (!*slot) abort();
    *capacity = needed;
    return *slot;
}

static void zeroed(void **slot, size_t *capacity, size_t needed) {
    if (needed <= *capacity) return;
    free(*slot);
    *slot = calloc(needed, 1);
    if (!*slot) abort();
    *capacity = needed;
}

static void release(void **slot, size_t *capacity) {
    free(*slot);
    *slot = NULL;
    *capacity = 0;
}

// Sweeps device rows `top ..< bottom` of the band `b` (rows numbered in the output from
// `first_row`), one function per kernel level.
typedef void (*fl_rows_sweep)(fl_path_rasterizer *r, const fl_band *b, int32_t first_row, int32_t top,
                              int32_t bottom, int even_odd);

#define FL_SWEEP_ROWS(NAME, ATTRIBUTES, STRETCH_SWEEP)                                                         \
    ATTRIBUTES static void NAME(fl_path_rasterizer *r, const fl_band *b, int32_t first_row, int32_t top,      \
                                int32_t bottom, int even_odd) {                                              \
        for (int32_t row = top; row < bottom; row++) {                                                       \
            ptrdiff_t first_run = r->run_count;                                                              \
            if (even_odd) {                                                                                  \
                sweep_row(r, b, row - top, 1, STRETCH_SWEEP);                                                \
            } else {                                                                                         \
                sweep_row(r, b, row - top, 0, STRETCH_SWEEP);                                                \
            }                                                                                                \
            r->row_runs[2 * (row - first_row)] = (int32_t)first_run;                                         \
            r->row_runs[2 * (row - first_row) + 1] = (int32_t)(r->run_count - first_run);                    \
        }                                                                                                    \
    }

FL_SWEEP_ROWS(sweep_rows_scalar, , stretch_scalar)
#if FL_X86
FL_SWEEP_ROWS(sweep_rows_sse2, , stretch_sse2)
FL_SWEEP_ROWS(sweep_rows_avx2, FL_PATH_AVX2, stretch_avx2)
#endif

// The row sweep of the kernel level in use (AVX-512 takes AVX2's: a block is eight lanes).
static fl_rows_sweep rows_sweep(void) {
    switch (fl_kernels_level()) {
#if FL_X86
    case FL_KERNELS_SSE2: return sweep_rows_sse2;
    case FL_KERNELS_AVX2:
    case FL_KERNELS_AVX512: return sweep_rows_avx2;
#endif
    default: return sweep_rows_scalar;
    }
}

// The deposits of the kernel level in use.
static fl_band_deposits band_deposits(void) {
    switch (fl_kernels_level()) {
#if FL_X86
    case FL_KERNELS_AVX2: return deposits_avx2;
    case FL_KERNELS_AVX512: return deposits_avx512;
#endif
    default: return deposits_scalar;
    }
}

// Gives back scratch too big to keep, pads the bytes and describes the output.
static fl_path_coverage finish(fl_path_rasterizer *r, fl_sweep_scratch *m, int32_t first_row, ptrdiff_t rows) {
    // The accumulators and bits are all zero again (each row's sweep cleared what it read);
    // a band too big to keep between paths is given back.
    if (m->acc_capacity > KEPT_BYTES) release(&m->acc, &m->acc_capacity);
    if (m->bits_capacity > KEPT_BYTES) release((void **)&m->bits, &m->bits_capacity);
    if (m->order_capacity > KEPT_BYTES) release((void **)&m->order, &m->order_capacity);
    if (m->active_capacity > KEPT_BYTES) release((void **)&m->active, &m->active_capacity);
    if (m->start_capacity > KEPT_BYTES) release((void **)&m->start, &m->start_capacity);
    r->coverage = grow(r->coverage, &r->coverage_capacity, r->coverage_count + 8, 1);
    memset(r->coverage + r->coverage_count, 0, 8);
    fl_path_coverage out = {0};
    out.raster = (fl_raster){r->row_runs, r->runs, r->coverage, first_row, rows};
    out.run_count = r->run_count;
    out.coverage_count = r->coverage_count;
    return out;
}

static fl_path_coverage sweep(fl_path_rasterizer *r, int even_odd, int forced_shift) {
    r->run_count = 0;
    r->coverage_count = 0;
    fl_path_coverage out = {0};
    if (r->count == 0) {
        r->coverage = grow(r->coverage, &r->coverage_capacity, 8, 1);
        memset(r->coverage, 0, 8);
        r->row_runs = grow(r->row_runs, &r->row_capacity, 2, sizeof(int32_t));
        out.raster = (fl_raster){r->row_runs, r->runs, r->coverage, 0, 0};
        return out;
    }
    fl_rows_sweep sweep_rows = rows_sweep();
    fl_band_deposits deposits = band_deposits();
    int32_t min_col = r->min_x >> 8, max_col = r->max_x >> 8;
    int32_t first_row = r->min_y >> 8, last_row = (r->max_y - 1) >> 8;
    ptrdiff_t rows = (ptrdiff_t)last_row - first_row + 1;
    ptrdiff_t columns = (ptrdiff_t)max_col - min_col + 1;   // cells that take deposits
    ptrdiff_t stride = (columns + BLOCK) & ~(ptrdiff_t)(BLOCK - 1);   // the carry's cell too, in whole blocks
    ptrdiff_t words = ((stride >> BLOCK_SHIFT) + 64) / 64;                // a bit per block and one more
    // One band for a path of up to 128K cells (most shapes: no edge is visited twice); else
    // bands of 2^shift rows, at most 64 and about 32K cells.
    int one_band = forced_shift < 0 && stride * rows <= ONE_BAND_CELLS;
    int shift = 6;
    while (shift > 0 && (stride << shift) > 32768) shift--;
    if (forced_shift >= 0) shift = forced_shift;
    ptrdiff_t band_rows = one_band ? rows : (ptrdiff_t)1 << shift;
    ptrdiff_t bands = one_band ? 1 : ((rows - 1) >> shift) + 1;

    r->row_runs = grow(r->row_runs, &r->row_capacity, 2 * rows, sizeof(int32_t));
    fl_sweep_scratch *m = &sweep_scratch;
    // (The vector deposits read and write the eight cells from a piece's first: room past the
    // last row for them.)
    zeroed(&m->acc, &m->acc_capacity, (size_t)(stride * band_rows + BLOCK) * sizeof(uint32_t));
    zeroed((void **)&m->bits, &m->bits_capacity, (size_t)(words * band_rows) * sizeof(uint64_t));
    fl_band b = {.acc = m->acc, .bits = m->bits, .stride = stride, .words = words, .min_col = min_col};
    if (one_band) {
        b.top = first_row;
        deposits(&b, r->edges, NULL, r->count, first_row, last_row + 1);
        sweep_rows(r, &b, first_row, first_row, last_row + 1, even_odd);
        return finish(r, m, first_row, rows);
    }
    // Edges in order of their first band (a counting sort), and those still running.
    ptrdiff_t *start = scratch(&m->start, &m->start_capacity, ((size_t)bands + 1) * sizeof(ptrdiff_t));
    memset(start, 0, ((size_t)bands + 1) * sizeof(ptrdiff_t));
    int32_t *order = scratch(&m->order, &m->order_capacity, (size_t)r->count * sizeof(int32_t));
    int32_t *active = scratch(&m->active, &m->active_capacity, (size_t)r->count * sizeof(int32_t));
    for (ptrdiff_t i = 0; i < r->count; i++) start[(((r->edges[i].y0 >> 8) - first_row) >> shift) + 1] += 1;
    for (ptrdiff_t k = 0; k < bands; k++) start[k + 1] += start[k];
    for (ptrdiff_t i = 0; i < r->count; i++) {
        ptrdiff_t band = ((r->edges[i].y0 >> 8) - first_row) >> shift;
        order[start[band]++] = (int32_t)i;
    }
    // start[k] is now band k's end; band k begins at band k − 1's end.
    ptrdiff_t active_count = 0, next = 0;
    for (ptrdiff_t k = 0; k < bands; k++) {
        int32_t top = first_row + (int32_t)(k * band_rows);
        int32_t bottom = top + (int32_t)band_rows;  // exclusive
        if (bottom > last_row + 1) bottom = last_row + 1;
        b.top = top;
        for (; next < start[k]; next++) active[active_count++] = order[next];
        active_count = deposits(&b, r->edges, active, active_count, top, bottom);
        sweep_rows(r, &b, first_row, top, bottom, even_odd);
    }
    return finish(r, m, first_row, rows);
}


fl_path_coverage fl_path_sweep(fl_path_rasterizer *r, int even_odd) { return sweep(r, even_odd, -1); }

fl_path_coverage fl_path_sweep_in_bands(fl_path_rasterizer *r, int even_odd, int shift) {
    return sweep(r, even_odd, shift < 0 ? 0 : shift > 12 ? 12 : shift);
}
