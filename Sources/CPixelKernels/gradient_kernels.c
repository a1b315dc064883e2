// Gradient spans per instruction set; see include/gradient_kernels.h.
//
// Every level computes, lane by lane, the very double operations of Raster's `GradientPaint`
// (RowMap.index, GradientPaint.index, Turns.of) in their order: multiplies and adds apart
// (FP_CONTRACT OFF below, and the AVX-512 level, whose target implies FMA, is checked to
// contain no fused multiply-add), IEEE division and square root, comparisons that treat NaN as
// Swift's do. The integer blend is pixel_blend.h's, shared with the blend kernels. A lane's
// result depends on its own pixel only, so a span's start and length change nothing.
#include "gradient_kernels.h"
#include "pixel_blend.h"
#include "pixel_kernels.h"

#pragma STDC FP_CONTRACT OFF

enum { STEPS = 1024 };

/// `GradientPaint.map` along row y: the row's share of each coordinate, as `RowMap` has it.
typedef struct {
    double m11, m12, m13, x0, y0, w0;
} gradient_row;

static inline gradient_row row_of(const fl_gradient *g, ptrdiff_t y) {
    const double yc = (double)y + 0.5;
    return (gradient_row){g->m11, g->m12, g->m13, yc * g->m21 + g->m31, yc * g->m22 + g->m32, yc * g->m23 + g->m33};
}

// MARK: Scalar (the reference)

/// `GradientPaint.index(_:)`: t·1024 + ½ clamped to 0…1024 and truncated; NaN gives 0.
static inline int32_t index1(double t) {
    const double s = t * (double)STEPS + 0.5;
    if (!(s > 0)) return 0;
    if (s >= (double)STEPS) return STEPS;
    return (int32_t)s;
}

/// `Turns.of(y:x:)`, with Swift's `max` (`b >= a ? b : a`) and `min` (`b < a ? b : a`).
static inline double turns1(double y, double x) {
    const double ax = __builtin_fabs(x), ay = __builtin_fabs(y);
    const double big = ay >= ax ? ay : ax;
    if (!(big > 0)) return 0;
    const double a = (ay < ax ? ay : ax) / big;
    const double s = a * a;
    double p = 0.0028662257;
    p = p * s - 0.0161657367;
    p = p * s + 0.0429096138;
    p = p * s - 0.0752896400;
    p = p * s + 0.1065626393;
    p = p * s - 0.1420889944;
    p = p * s + 0.1999355085;
    p = p * s - 0.3333314528;
    p = p * s + 1;
    double r = a * p * 0.15915494309189535;
    if (ay > ax) r = 0.25 - r;
    if (x < 0) r = 0.5 - r;
    if (y < 0) r = 1 - r;
    return r < 1 ? r : 0;
}

/// `RowMap.index`: the table index of pixel px's centre, or −1 behind the eye.
static inline __attribute__((always_inline)) int32_t pixel_index(const gradient_row *r, fl_gradient_kind kind,
                                                                 int affine, ptrdiff_t px) {
    const double xc = (double)px + 0.5;
    double gx = xc * r->m11 + r->x0;
    double gy = xc * r->m12 + r->y0;
    if (!affine) {
        const double w = xc * r->m13 + r->w0;
        if (!(w > 0)) return -1;
        if (kind != FL_GRADIENT_CONIC) {
            const double iw = 1 / w;
            gx *= iw;
            gy *= iw;
        }
    }
    switch (kind) {
    case FL_GRADIENT_AXIAL: return index1(gx);
    case FL_GRADIENT_RADIAL: return index1(__builtin_sqrt(gx * gx + gy * gy));
    default: return index1(turns1(gy, gx));
    }
}

/// One pixel at a time, as `GradientPaint.full` and `.partial` were written in Swift (and the
/// wide levels' last pixels where they take them one by one).
static inline __attribute__((always_inline)) void span1_with(const fl_gradient *g, uint32_t *p, ptrdiff_t count,
                                                             ptrdiff_t x, ptrdiff_t y, const uint8_t *coverage,
                                                             fl_gradient_kind kind, int affine) {
    const gradient_row r = row_of(g, y);
    const uint32_t *table = g->table;
    for (ptrdiff_t i = 0; i < count; i++) {
        const int32_t index = pixel_index(&r, kind, affine, x + i);
        if (index < 0) continue;
        uint32_t src = table[index];
        if (coverage) {
            const uint32_t c = coverage[i];
            if (c == 0) continue;
            if (c != 255) src = scale1(src, c);
        }
        if (src >= 0xFF000000u) p[i] = src;
        else if (src != 0) p[i] = over1(src, p[i]);
    }
}

/// `with` instantiated for each kind, affine or not, so the per-pixel tests on them fold away.
#define FL_GRADIENT_SPECIALIZED(with)                                                                              \
    do {                                                                                                           \
        switch (g->kind) {                                                                                         \
        case FL_GRADIENT_AXIAL:                                                                                    \
            if (g->affine) with(g, p, count, x, y, coverage, FL_GRADIENT_AXIAL, 1);                                \
            else with(g, p, count, x, y, coverage, FL_GRADIENT_AXIAL, 0);                                          \
            break;                                                                                                 \
        case FL_GRADIENT_RADIAL:                                                                                   \
            if (g->affine) with(g, p, count, x, y, coverage, FL_GRADIENT_RADIAL, 1);                               \
            else with(g, p, count, x, y, coverage, FL_GRADIENT_RADIAL, 0);                                         \
            break;                                                                                                 \
        default:                                                                                                   \
            if (g->affine) with(g, p, count, x, y, coverage, FL_GRADIENT_CONIC, 1);                                \
            else with(g, p, count, x, y, coverage, FL_GRADIENT_CONIC, 0);                                          \
            break;                                                                                                 \
        }                                                                                                          \
    } while (0)

static void span_scalar(const fl_gradient *g, uint32_t *p, ptrdiff_t count, ptrdiff_t x, ptrdiff_t y,
                        const uint8_t *coverage) {
    FL_GRADIENT_SPECIALIZED(span1_with);
}

#if FL_X86

// MARK: SSE2, two doubles: four pixels a step

/// `mask ? b : a`, lane by lane (SSE2 has no blend).
static inline __m128d select2(__m128d mask, __m128d b, __m128d a) {
    return _mm_or_pd(_mm_and_pd(mask, b), _mm_andnot_pd(mask, a));
}

/// `index1` on two lanes, in the low two 32-bit lanes. The comparisons are ordered (false on
/// NaN), as Swift's are.
static inline __m128i index2(__m128d t) {
    const __m128d steps = _mm_set1_pd((double)STEPS);
    const __m128d s = _mm_add_pd(_mm_mul_pd(t, steps), _mm_set1_pd(0.5));
    const __m128d positive = _mm_and_pd(s, _mm_cmpgt_pd(s, _mm_setzero_pd()));
    return _mm_cvttpd_epi32(select2(_mm_cmpge_pd(s, steps), steps, positive));
}

/// `turns1` on two lanes.
static inline __m128d turns2(__m128d y, __m128d x) {
    const __m128d sign = _mm_set1_pd(-0.0), zero = _mm_setzero_pd(), one = _mm_set1_pd(1);
    const __m128d ax = _mm_andnot_pd(sign, x), ay = _mm_andnot_pd(sign, y);
    const __m128d big = select2(_mm_cmpge_pd(ay, ax), ay, ax);
    const __m128d a = _mm_div_pd(select2(_mm_cmplt_pd(ay, ax), ay, ax), big);
    const __m128d s = _mm_mul_pd(a, a);
    __m128d p = _mm_set1_pd(0.0028662257);
    p = _mm_sub_pd(_mm_mul_pd(p, s), _mm_set1_pd(0.0161657367));
    p = _mm_add_pd(_mm_mul_pd(p, s), _mm_set1_pd(0.0429096138));
    p = _mm_sub_pd(_mm_mul_pd(p, s), _mm_set1_pd(0.0752896400));
    p = _mm_add_pd(_mm_mul_pd(p, s), _mm_set1_pd(0.1065626393));
    p = _mm_sub_pd(_mm_mul_pd(p, s), _mm_set1_pd(0.1420889944));
    p = _mm_add_pd(_mm_mul_pd(p, s), _mm_set1_pd(0.1999355085));
    p = _mm_sub_pd(_mm_mul_pd(p, s), _mm_set1_pd(0.3333314528));
    p = _mm_add_pd(_mm_mul_pd(p, s), one);
    __m128d r = _mm_mul_pd(_mm_mul_pd(a, p), _mm_set1_pd(0.15915494309189535));
    r = select2(_mm_cmpgt_pd(ay, ax), _mm_sub_pd(_mm_set1_pd(0.25), r), r);
    r = select2(_mm_cmplt_pd(x, zero), _mm_sub_pd(_mm_set1_pd(0.5), r), r);
    r = select2(_mm_cmplt_pd(y, zero), _mm_sub_pd(one, r), r);
    r = _mm_and_pd(r, _mm_cmplt_pd(r, one));
    return _mm_and_pd(r, _mm_cmpgt_pd(big, zero));
}

/// t at two pixel centres `xc`; `valid` is set where W > 0 (left alone when affine).
static inline __attribute__((always_inline)) __m128d t2(const gradient_row *r, fl_gradient_kind kind, int affine,
                                                        __m128d xc, __m128d *valid) {
    __m128d gx = _mm_add_pd(_mm_mul_pd(xc, _mm_set1_pd(r->m11)), _mm_set1_pd(r->x0));
    __m128d gy = _mm_add_pd(_mm_mul_pd(xc, _mm_set1_pd(r->m12)), _mm_set1_pd(r->y0));
    if (!affine) {
        const __m128d w = _mm_add_pd(_mm_mul_pd(xc, _mm_set1_pd(r->m13)), _mm_set1_pd(r->w0));
        *valid = _mm_cmpgt_pd(w, _mm_setzero_pd());
        if (kind != FL_GRADIENT_CONIC) {
            const __m128d iw = _mm_div_pd(_mm_set1_pd(1), w);
            gx = _mm_mul_pd(gx, iw);
            gy = _mm_mul_pd(gy, iw);
        }
    }
    switch (kind) {
    case FL_GRADIENT_AXIAL: return gx;
    case FL_GRADIENT_RADIAL: return _mm_sqrt_pd(_mm_add_pd(_mm_mul_pd(gx, gx), _mm_mul_pd(gy, gy)));
    default: return turns2(gy, gx);
    }
}

static inline __attribute__((always_inline)) void span_sse2_with(const fl_gradient *g, uint32_t *p, ptrdiff_t count,
                                                                 ptrdiff_t x, ptrdiff_t y, const uint8_t *coverage,
                                                                 fl_gradient_kind kind, int affine) {
    const gradient_row r = row_of(g, y);
    const uint32_t *table = g->table;
    const int store = !coverage && affine && g->opaque;
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) {
        // (double)(x + i) + k is exactly (double)(x + i + k), integers far below 2^53, so each
        // lane's centre is the Swift `Double(px) + 0.5` (the same at the wider levels).
        const __m128d base = _mm_set1_pd((double)(x + i)), half = _mm_set1_pd(0.5);
        __m128d valid0 = _mm_setzero_pd(), valid1 = _mm_setzero_pd();
        const __m128d t0 = t2(&r, kind, affine, _mm_add_pd(_mm_add_pd(base, _mm_setr_pd(0, 1)), half), &valid0);
        const __m128d t1 = t2(&r, kind, affine, _mm_add_pd(_mm_add_pd(base, _mm_setr_pd(2, 3)), half), &valid1);
        int32_t index[4];
        _mm_storeu_si128((__m128i *)index, _mm_unpacklo_epi64(index2(t0), index2(t1)));
        __m128i src = _mm_setr_epi32((int32_t)table[index[0]], (int32_t)table[index[1]], (int32_t)table[index[2]],
                                     (int32_t)table[index[3]]);
        // Behind the eye: nothing, which source-over of 0 gives.
        if (!affine)
            src = _mm_and_si128(src, _mm_castps_si128(_mm_shuffle_ps(_mm_castpd_ps(valid0), _mm_castpd_ps(valid1),
                                                                     _MM_SHUFFLE(2, 0, 2, 0))));
        if (coverage) src = scale4(src, bytes4(coverage + i));
        put4(p + i, store ? src : over4(src, load4(p + i)));
    }
    span1_with(g, p + i, count - i, x + i, y, coverage ? coverage + i : NULL, kind, affine);
}

static void span_sse2(const fl_gradient *g, uint32_t *p, ptrdiff_t count, ptrdiff_t x, ptrdiff_t y,
                      const uint8_t *coverage) {
    FL_GRADIENT_SPECIALIZED(span_sse2_with);
}

// MARK: AVX2, four doubles: eight pixels a step

/// `index1` on four lanes.
FL_AVX2 static inline __m128i index4(__m256d t) {
    const __m256d steps = _mm256_set1_pd((double)STEPS);
    const __m256d s = _mm256_add_pd(_mm256_mul_pd(t, steps), _mm256_set1_pd(0.5));
    const __m256d positive = _mm256_and_pd(s, _mm256_cmp_pd(s, _mm256_setzero_pd(), _CMP_GT_OQ));
    return _mm256_cvttpd_epi32(_mm256_blendv_pd(positive, steps, _mm256_cmp_pd(s, steps, _CMP_GE_OQ)));
}

/// `turns1` on four lanes.
FL_AVX2 static inline __m256d turns4(__m256d y, __m256d x) {
    const __m256d sign = _mm256_set1_pd(-0.0), zero = _mm256_setzero_pd(), one = _mm256_set1_pd(1);
    const __m256d ax = _mm256_andnot_pd(sign, x), ay = _mm256_andnot_pd(sign, y);
    const __m256d big = _mm256_blendv_pd(ax, ay, _mm256_cmp_pd(ay, ax, _CMP_GE_OQ));
    const __m256d a = _mm256_div_pd(_mm256_blendv_pd(ax, ay, _mm256_cmp_pd(ay, ax, _CMP_LT_OQ)), big);
    const __m256d s = _mm256_mul_pd(a, a);
    __m256d p = _mm256_set1_pd(0.0028662257);
    p = _mm256_sub_pd(_mm256_mul_pd(p, s), _mm256_set1_pd(0.0161657367));
    p = _mm256_add_pd(_mm256_mul_pd(p, s), _mm256_set1_pd(0.0429096138));
    p = _mm256_sub_pd(_mm256_mul_pd(p, s), _mm256_set1_pd(0.0752896400));
    p = _mm256_add_pd(_mm256_mul_pd(p, s), _mm256_set1_pd(0.1065626393));
    p = _mm256_sub_pd(_mm256_mul_pd(p, s), _mm256_set1_pd(0.1420889944));
    p = _mm256_add_pd(_mm256_mul_pd(p, s), _mm256_set1_pd(0.1999355085));
    p = _mm256_sub_pd(_mm256_mul_pd(p, s), _mm256_set1_pd(0.3333314528));
    p = _mm256_add_pd(_mm256_mul_pd(p, s), one);
    __m256d r = _mm256_mul_pd(_mm256_mul_pd(a, p), _mm256_set1_pd(0.15915494309189535));
    r = _mm256_blendv_pd(r, _mm256_sub_pd(_mm256_set1_pd(0.25), r), _mm256_cmp_pd(ay, ax, _CMP_GT_OQ));
    r = _mm256_blendv_pd(r, _mm256_sub_pd(_mm256_set1_pd(0.5), r), _mm256_cmp_pd(x, zero, _CMP_LT_OQ));
    r = _mm256_blendv_pd(r, _mm256_sub_pd(one, r), _mm256_cmp_pd(y, zero, _CMP_LT_OQ));
    r = _mm256_and_pd(r, _mm256_cmp_pd(r, one, _CMP_LT_OQ));
    return _mm256_and_pd(r, _mm256_cmp_pd(big, zero, _CMP_GT_OQ));
}

/// `t2` on four lanes.
FL_AVX2 static inline __attribute__((always_inline)) __m256d t4(const gradient_row *r, fl_gradient_kind kind,
                                                                int affine, __m256d xc, __m256d *valid) {
    __m256d gx = _mm256_add_pd(_mm256_mul_pd(xc, _mm256_set1_pd(r->m11)), _mm256_set1_pd(r->x0));
    __m256d gy = _mm256_add_pd(_mm256_mul_pd(xc, _mm256_set1_pd(r->m12)), _mm256_set1_pd(r->y0));
    if (!affine) {
        const __m256d w = _mm256_add_pd(_mm256_mul_pd(xc, _mm256_set1_pd(r->m13)), _mm256_set1_pd(r->w0));
        *valid = _mm256_cmp_pd(w, _mm256_setzero_pd(), _CMP_GT_OQ);
        if (kind != FL_GRADIENT_CONIC) {
            const __m256d iw = _mm256_div_pd(_mm256_set1_pd(1), w);
            gx = _mm256_mul_pd(gx, iw);
            gy = _mm256_mul_pd(gy, iw);
        }
    }
    switch (kind) {
    case FL_GRADIENT_AXIAL: return gx;
    case FL_GRADIENT_RADIAL: return _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(gx, gx), _mm256_mul_pd(gy, gy)));
    default: return turns4(gy, gx);
    }
}

/// The low 32 bits of each 64-bit lane of two masks: eight 32-bit lanes.
FL_AVX2 static inline __m256i lanes_of(__m256d m0, __m256d m1) {
    const __m256i pick = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    const __m128i a = _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_castpd_si256(m0), pick));
    const __m128i b = _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_castpd_si256(m1), pick));
    return _mm256_set_m128i(b, a);
}

/// The table entries of pixels x … x + 7 of the row, 0 behind the eye.
FL_AVX2 static inline __attribute__((always_inline)) __m256i colors8(const gradient_row *r, const uint32_t *table,
                                                                     fl_gradient_kind kind, int affine, ptrdiff_t x) {
    const __m256d base = _mm256_set1_pd((double)x), half = _mm256_set1_pd(0.5);
    __m256d valid0 = _mm256_setzero_pd(), valid1 = _mm256_setzero_pd();
    const __m256d xc0 = _mm256_add_pd(_mm256_add_pd(base, _mm256_setr_pd(0, 1, 2, 3)), half);
    const __m256d xc1 = _mm256_add_pd(_mm256_add_pd(base, _mm256_setr_pd(4, 5, 6, 7)), half);
    const __m256d t0 = t4(r, kind, affine, xc0, &valid0), t1 = t4(r, kind, affine, xc1, &valid1);
    const __m256i index = _mm256_set_m128i(index4(t1), index4(t0));
    const __m256i src = _mm256_i32gather_epi32((const int *)table, index, 4);
    return affine ? src : _mm256_and_si256(src, lanes_of(valid0, valid1));
}

FL_AVX2 static inline __attribute__((always_inline)) void span_avx2_with(const fl_gradient *g, uint32_t *p,
                                                                         ptrdiff_t count, ptrdiff_t x, ptrdiff_t y,
                                                                         const uint8_t *coverage,
                                                                         fl_gradient_kind kind, int affine) {
    const gradient_row r = row_of(g, y);
    const int store = !coverage && affine && g->opaque;
    ptrdiff_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i src = colors8(&r, g->table, kind, affine, x + i);
        if (coverage) src = scale8(src, bytes8(coverage + i));
        put8(p + i, store ? src : over8(src, load8(p + i)));
    }
    if (i < count) {
        // The last 1–7 pixels in one masked step (the lanes past the span are worked out and
        // dropped).
        const __m256i lanes = first_lanes8(count - i);
        __m256i src = colors8(&r, g->table, kind, affine, x + i);
        if (coverage) src = scale8(src, bytes8_first(coverage + i, count - i));
        put_first8(p + i, lanes, store ? src : over8(src, load_first8(p + i, lanes)));
    }
}

FL_AVX2 static void span_avx2(const fl_gradient *g, uint32_t *p, ptrdiff_t count, ptrdiff_t x, ptrdiff_t y,
                              const uint8_t *coverage) {
    FL_GRADIENT_SPECIALIZED(span_avx2_with);
}

// MARK: AVX-512, eight doubles: eight pixels a step, the last ones masked

/// `index1` on eight lanes.
FL_AVX512 static inline __m256i index8(__m512d t) {
    const __m512d steps = _mm512_set1_pd((double)STEPS);
    const __m512d s = _mm512_add_pd(_mm512_mul_pd(t, steps), _mm512_set1_pd(0.5));
    const __m512d positive = _mm512_maskz_mov_pd(_mm512_cmp_pd_mask(s, _mm512_setzero_pd(), _CMP_GT_OQ), s);
    return _mm512_cvttpd_epi32(_mm512_mask_mov_pd(positive, _mm512_cmp_pd_mask(s, steps, _CMP_GE_OQ), steps));
}

/// `turns1` on eight lanes.
FL_AVX512 static inline __m512d turns8(__m512d y, __m512d x) {
    const __m512d zero = _mm512_setzero_pd(), one = _mm512_set1_pd(1);
    const __m512d ax = _mm512_abs_pd(x), ay = _mm512_abs_pd(y);
    const __m512d big = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(ay, ax, _CMP_GE_OQ), ax, ay);
    const __m512d a = _mm512_div_pd(_mm512_mask_blend_pd(_mm512_cmp_pd_mask(ay, ax, _CMP_LT_OQ), ax, ay), big);
    const __m512d s = _mm512_mul_pd(a, a);
    __m512d p = _mm512_set1_pd(0.0028662257);
    p = _mm512_sub_pd(_mm512_mul_pd(p, s), _mm512_set1_pd(0.0161657367));
    p = _mm512_add_pd(_mm512_mul_pd(p, s), _mm512_set1_pd(0.0429096138));
    p = _mm512_sub_pd(_mm512_mul_pd(p, s), _mm512_set1_pd(0.0752896400));
    p = _mm512_add_pd(_mm512_mul_pd(p, s), _mm512_set1_pd(0.1065626393));
    p = _mm512_sub_pd(_mm512_mul_pd(p, s), _mm512_set1_pd(0.1420889944));
    p = _mm512_add_pd(_mm512_mul_pd(p, s), _mm512_set1_pd(0.1999355085));
    p = _mm512_sub_pd(_mm512_mul_pd(p, s), _mm512_set1_pd(0.3333314528));
    p = _mm512_add_pd(_mm512_mul_pd(p, s), one);
    __m512d r = _mm512_mul_pd(_mm512_mul_pd(a, p), _mm512_set1_pd(0.15915494309189535));
    r = _mm512_mask_sub_pd(r, _mm512_cmp_pd_mask(ay, ax, _CMP_GT_OQ), _mm512_set1_pd(0.25), r);
    r = _mm512_mask_sub_pd(r, _mm512_cmp_pd_mask(x, zero, _CMP_LT_OQ), _mm512_set1_pd(0.5), r);
    r = _mm512_mask_sub_pd(r, _mm512_cmp_pd_mask(y, zero, _CMP_LT_OQ), one, r);
    const __mmask8 keep = _mm512_cmp_pd_mask(r, one, _CMP_LT_OQ) & _mm512_cmp_pd_mask(big, zero, _CMP_GT_OQ);
    return _mm512_maskz_mov_pd(keep, r);
}

/// t at eight pixel centres; `valid` keeps only the lanes where W > 0 (left alone when affine).
FL_AVX512 static inline __attribute__((always_inline)) __m512d t8(const gradient_row *r, fl_gradient_kind kind,
                                                                  int affine, __m512d xc, __mmask8 *valid) {
    __m512d gx = _mm512_add_pd(_mm512_mul_pd(xc, _mm512_set1_pd(r->m11)), _mm512_set1_pd(r->x0));
    __m512d gy = _mm512_add_pd(_mm512_mul_pd(xc, _mm512_set1_pd(r->m12)), _mm512_set1_pd(r->y0));
    if (!affine) {
        const __m512d w = _mm512_add_pd(_mm512_mul_pd(xc, _mm512_set1_pd(r->m13)), _mm512_set1_pd(r->w0));
        *valid &= _mm512_cmp_pd_mask(w, _mm512_setzero_pd(), _CMP_GT_OQ);
        if (kind != FL_GRADIENT_CONIC) {
            const __m512d iw = _mm512_div_pd(_mm512_set1_pd(1), w);
            gx = _mm512_mul_pd(gx, iw);
            gy = _mm512_mul_pd(gy, iw);
        }
    }
    switch (kind) {
    case FL_GRADIENT_AXIAL: return gx;
    case FL_GRADIENT_RADIAL: return _mm512_sqrt_pd(_mm512_add_pd(_mm512_mul_pd(gx, gx), _mm512_mul_pd(gy, gy)));
    default: return turns8(gy, gx);
    }
}

FL_AVX512 static inline __attribute__((always_inline)) void span_avx512_with(const fl_gradient *g, uint32_t *p,
                                                                             ptrdiff_t count, ptrdiff_t x, ptrdiff_t y,
                                                                             const uint8_t *coverage,
                                                                             fl_gradient_kind kind, int affine) {
    const gradient_row r = row_of(g, y);
    const int store = !coverage && g->opaque;
    const __m512d lane = _mm512_setr_pd(0, 1, 2, 3, 4, 5, 6, 7), half = _mm512_set1_pd(0.5);
    ptrdiff_t i = 0;
    // Sixteen pixels a step as two independent eights: a conic's t is a chain of some forty
    // dependent operations, and two chains side by side keep the units busy.
    for (; i + 16 <= count; i += 16) {
        __mmask8 m0 = 0xFF, m1 = 0xFF;
        const __m512d xc0 = _mm512_add_pd(_mm512_add_pd(_mm512_set1_pd((double)(x + i)), lane), half);
        const __m512d xc1 = _mm512_add_pd(_mm512_add_pd(_mm512_set1_pd((double)(x + i + 8)), lane), half);
        const __m512d t0 = t8(&r, kind, affine, xc0, &m0);
        const __m512d t1 = t8(&r, kind, affine, xc1, &m1);
        __m256i src0 = _mm256_i32gather_epi32((const int *)g->table, index8(t0), 4);
        __m256i src1 = _mm256_i32gather_epi32((const int *)g->table, index8(t1), 4);
        if (coverage) {
            src0 = scale8(src0, bytes8(coverage + i));
            src1 = scale8(src1, bytes8(coverage + i + 8));
        }
        _mm256_mask_storeu_epi32(p + i, m0, store ? src0 : over8(src0, _mm256_maskz_loadu_epi32(m0, p + i)));
        _mm256_mask_storeu_epi32(p + i + 8, m1, store ? src1 : over8(src1, _mm256_maskz_loadu_epi32(m1, p + i + 8)));
    }
    for (; i < count; i += 8) {
        const __mmask8 span = first_lanes(count - i);
        __mmask8 m = span;
        const __m512d xc = _mm512_add_pd(_mm512_add_pd(_mm512_set1_pd((double)(x + i)), lane), half);
        const __m512d t = t8(&r, kind, affine, xc, &m);
        __m256i src = _mm256_i32gather_epi32((const int *)g->table, index8(t), 4);
        if (coverage) src = scale8(src, bytes8_masked(coverage + i, span));
        // Lanes behind the eye are neither read nor written.
        _mm256_mask_storeu_epi32(p + i, m, store ? src : over8(src, _mm256_maskz_loadu_epi32(m, p + i)));
    }
}

FL_AVX512 static void span_avx512(const fl_gradient *g, uint32_t *p, ptrdiff_t count, ptrdiff_t x, ptrdiff_t y,
                                  const uint8_t *coverage) {
    FL_GRADIENT_SPECIALIZED(span_avx512_with);
}

#endif // FL_X86

// MARK: Dispatch

void fl_gradient_span(const fl_gradient *g, uint32_t *p, ptrdiff_t count, ptrdiff_t x, ptrdiff_t y,
                      const uint8_t *coverage) {
    if (count <= 0) return;
    switch (fl_kernels_level()) {
#if FL_X86
    case FL_KERNELS_SSE2: return span_sse2(g, p, count, x, y, coverage);
    case FL_KERNELS_AVX2: return span_avx2(g, p, count, x, y, coverage);
    case FL_KERNELS_AVX512: return span_avx512(g, p, count, x, y, coverage);
#endif
    default: return span_scalar(g, p, count, x, y, coverage);
    }
}
