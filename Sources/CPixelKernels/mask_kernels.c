// Projected masks sampled row by row, per instruction set; see include/mask_kernels.h.
//
// Every level computes each pixel's mask position with the very double operations of the
// scalar loop (a lane per pixel: multiplies and adds apart, FP_CONTRACT OFF; IEEE division),
// converts it with the same floor and clamps, and weighs the same four taps with the same
// integers, so the bytes never depend on the level. What the levels change is how many
// positions one step works out and how the taps are fetched:
//
// - scalar and SSE2: one pixel at a time (two doubles a step at SSE2 measured no faster);
// - AVX2 and AVX-512: four or eight positions a step; along a row whose mask row is the same
//   for every pixel (an affine map that keeps V constant along device rows: a translation or
//   a scale, the common case) the taps of eight pixels come from one load of each of the two
//   mask rows, picked by a byte or word shuffle; elsewhere each lane is sampled as the scalar
//   loop samples it. (AVX-512 gathers of the taps measured slower than the shuffle along flat
//   rows, and than scalar loads elsewhere.)
#include "mask_kernels.h"
#include "pixel_blend.h"
#include "pixel_kernels.h"

#include <string.h>

#pragma STDC FP_CONTRACT OFF

/// One device row mapped into the mask's plane (`RowLine`): U·W, V·W and W are linear in the
/// pixel centre's x; under an affine map W and 1 / W are the constants (`AffineConstants`).
typedef struct {
    double u_slope, u_offset, v_slope, v_offset, w_slope, w_offset;
    double w, iw;
    double ox, oy, s;
    const uint8_t *mask;
    ptrdiff_t width, height;
    int affine;
} mask_row;

static inline mask_row row_of(const fl_projected_mask *m, ptrdiff_t y) {
    const double yc = (double)y + 0.5;
    mask_row r = {
        .u_slope = m->m11, .u_offset = yc * m->m21 + m->m31,
        .v_slope = m->m12, .v_offset = yc * m->m22 + m->m32,
        .w_slope = m->m13, .w_offset = yc * m->m23 + m->m33,
        .ox = m->origin_x, .oy = m->origin_y, .s = m->scale,
        .mask = m->mask, .width = m->width, .height = m->height,
        // W is m33 at every pixel (x · 0 + y · 0 + m33 is exactly m33).
        .affine = m->m13 == 0 && m->m23 == 0,
    };
    r.w = m->m33;
    r.iw = 1 / r.w;
    return r;
}

// MARK: Scalar (the reference)

/// `PixelIndex.floor`: floor(v) without trapping, clamped to ±2³⁰, NaN as −2³⁰.
static inline int32_t floor_index(double v) {
    const double limit = 1073741824.0;
    if (!(v > -limit)) return -(1 << 30);
    if (!(v < limit)) return 1 << 30;
    const int64_t t = (int64_t)v;
    return (int32_t)((double)t > v ? t - 1 : t);
}

/// `Bilinear.fixed` of a plane coordinate: its mask position (0 at the first pixel's centre)
/// in 1/256 pixel.
static inline int32_t fixed(double plane, double origin, double s) {
    return floor_index(((plane - origin) * s - 0.5) * 256 + 0.5);
}

/// A position whose pixel lies left of any mask (`sample` gives 0): a point behind the eye.
enum { BEHIND = -(1 << 30) };

/// `Bilinear.sample` of an 8-bit mask: the position's high bits pick the pixel at or left of
/// (above) the point, its low 8 bits weigh the next one; taps outside the mask are zero.
static inline uint8_t sample(const uint8_t *mask, ptrdiff_t width, ptrdiff_t height, int32_t sx, int32_t sy) {
    const ptrdiff_t x0 = sx >> 8, y0 = sy >> 8;
    const uint32_t fx = (uint32_t)(sx & 255), fy = (uint32_t)(sy & 255);
    if (x0 < -1 || y0 < -1 || x0 >= width || y0 >= height) return 0;
    if (x0 >= 0 && y0 >= 0 && x0 + 1 < width && y0 + 1 < height) {
        // All four taps inside: no checks.
        const uint8_t *p = mask + y0 * width + x0;
        const uint32_t top = p[0] * (256 - fx) + p[1] * fx;
        const uint32_t bottom = p[width] * (256 - fx) + p[width + 1] * fx;
        return (uint8_t)((top * (256 - fy) + bottom * fy + 32768) >> 16);
    }
    const uint32_t t00 = x0 >= 0 && y0 >= 0 ? mask[y0 * width + x0] : 0;
    const uint32_t t10 = x0 + 1 < width && y0 >= 0 ? mask[y0 * width + x0 + 1] : 0;
    const uint32_t t01 = x0 >= 0 && y0 + 1 < height ? mask[(y0 + 1) * width + x0] : 0;
    const uint32_t t11 = x0 + 1 < width && y0 + 1 < height ? mask[(y0 + 1) * width + x0 + 1] : 0;
    const uint32_t top = t00 * (256 - fx) + t10 * fx;
    const uint32_t bottom = t01 * (256 - fx) + t11 * fx;
    return (uint8_t)((top * (256 - fy) + bottom * fy + 32768) >> 16);
}

/// `RowLine.point` and the sample at each pixel of the row, affine or not
/// (`ProjectedMask.appendSamples`).
static void row_scalar(const mask_row *r, ptrdiff_t x, ptrdiff_t count, uint8_t *out) {
    // In locals: stores to `out` (bytes) could alias `*r` for all the compiler knows.
    const double us = r->u_slope, uo = r->u_offset, vs = r->v_slope, vo = r->v_offset;
    const double ox = r->ox, oy = r->oy, s = r->s;
    const uint8_t *mask = r->mask;
    const ptrdiff_t width = r->width, height = r->height;
    if (r->affine) {
        const double iw = r->iw;
        for (ptrdiff_t i = 0; i < count; i++) {
            const double xc = (double)(x + i) + 0.5;
            const double u = (xc * us + uo) * iw;
            const double v = (xc * vs + vo) * iw;
            out[i] = sample(mask, width, height, fixed(u, ox, s), fixed(v, oy, s));
        }
        return;
    }
    const double ws = r->w_slope, wo = r->w_offset;
    for (ptrdiff_t i = 0; i < count; i++) {
        const double xc = (double)(x + i) + 0.5;
        const double w = xc * ws + wo;
        const double iw = 1 / w;
        const double u = (xc * us + uo) * iw;
        const double v = (xc * vs + vo) * iw;
        out[i] = w > 0 ? sample(mask, width, height, fixed(u, ox, s), fixed(v, oy, s)) : 0;
    }
}

/// A row of an affine map with V constant along it (`sy` its position): only U is worked
/// out per pixel, and inside the mask's rows the two rows' taps are read directly.
static void flat_row_scalar(const mask_row *r, int32_t sy, ptrdiff_t x, ptrdiff_t count, uint8_t *out) {
    const double us = r->u_slope, uo = r->u_offset, iw = r->iw, ox = r->ox, s = r->s;
    const uint8_t *mask = r->mask;
    const ptrdiff_t width = r->width, height = r->height, y0 = sy >> 8;
    if (y0 < 0 || y0 + 1 >= height) {
        for (ptrdiff_t i = 0; i < count; i++) {
            const double u = (((double)(x + i) + 0.5) * us + uo) * iw;
            out[i] = sample(mask, width, height, fixed(u, ox, s), sy);
        }
        return;
    }
    const uint8_t *r0 = mask + y0 * width, *r1 = r0 + width;
    const uint32_t fy = (uint32_t)(sy & 255);
    for (ptrdiff_t i = 0; i < count; i++) {
        const double u = (((double)(x + i) + 0.5) * us + uo) * iw;
        const int32_t sx = fixed(u, ox, s);
        const ptrdiff_t x0 = sx >> 8;
        if (x0 < 0 || x0 + 1 >= width) {
            out[i] = sample(mask, width, height, sx, sy);
            continue;
        }
        const uint32_t fx = (uint32_t)(sx & 255);
        const uint32_t top = r0[x0] * (256 - fx) + r0[x0 + 1] * fx;
        const uint32_t bottom = r1[x0] * (256 - fx) + r1[x0 + 1] * fx;
        out[i] = (uint8_t)((top * (256 - fy) + bottom * fy + 32768) >> 16);
    }
}

#if FL_X86

// MARK: AVX2, four positions a step

/// `fixed` in four lanes: the position clamped to ±2³⁰ (NaN to −2³⁰) before its floor, which
/// is then exact in 32 bits, as `floor_index` gives it.
FL_AVX2 static inline __m128i fixed4(__m256d plane, __m256d origin, __m256d s) {
    const __m256d t = _mm256_add_pd(
        _mm256_mul_pd(_mm256_sub_pd(_mm256_mul_pd(_mm256_sub_pd(plane, origin), s), _mm256_set1_pd(0.5)),
                      _mm256_set1_pd(256)),
        _mm256_set1_pd(0.5));
    const __m256d low = _mm256_set1_pd(-1073741824.0), high = _mm256_set1_pd(1073741824.0);
    __m256d c = _mm256_blendv_pd(low, t, _mm256_cmp_pd(t, low, _CMP_GT_OQ));
    c = _mm256_blendv_pd(high, c, _mm256_cmp_pd(c, high, _CMP_LT_OQ));
    return _mm256_cvttpd_epi32(_mm256_round_pd(c, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC));
}

/// The pixel centres x + i + ½ … x + i + 3 + ½ (each integer exact, as |x| < 2⁴⁰).
FL_AVX2 static inline __m256d centres4(ptrdiff_t px) {
    return _mm256_add_pd(_mm256_add_pd(_mm256_set1_pd((double)px), _mm256_set_pd(3, 2, 1, 0)), _mm256_set1_pd(0.5));
}

FL_AVX2 static void row_avx2(const mask_row *r, ptrdiff_t x, ptrdiff_t count, uint8_t *out) {
    const uint8_t *mask = r->mask;
    const ptrdiff_t width = r->width, height = r->height;
    const int affine = r->affine;
    const double uniform_iw = r->iw;
    const __m256d us = _mm256_set1_pd(r->u_slope), uo = _mm256_set1_pd(r->u_offset);
    const __m256d vs = _mm256_set1_pd(r->v_slope), vo = _mm256_set1_pd(r->v_offset);
    const __m256d ws = _mm256_set1_pd(r->w_slope), wo = _mm256_set1_pd(r->w_offset);
    const __m256d ox = _mm256_set1_pd(r->ox), oy = _mm256_set1_pd(r->oy), s = _mm256_set1_pd(r->s);
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) {
        const __m256d xc = centres4(x + i);
        __m256d iw = _mm256_set1_pd(uniform_iw);
        __m128i front = _mm_set1_epi32(-1);
        if (!affine) {
            const __m256d w = _mm256_add_pd(_mm256_mul_pd(xc, ws), wo);
            iw = _mm256_div_pd(_mm256_set1_pd(1), w);
            const __m256d ahead = _mm256_cmp_pd(w, _mm256_setzero_pd(), _CMP_GT_OQ);
            front = _mm256_cvtpd_epi32(_mm256_and_pd(ahead, _mm256_set1_pd(-1)));
        }
        const __m256d u = _mm256_mul_pd(_mm256_add_pd(_mm256_mul_pd(xc, us), uo), iw);
        const __m256d v = _mm256_mul_pd(_mm256_add_pd(_mm256_mul_pd(xc, vs), vo), iw);
        int32_t sx[4], sy[4];
        // Behind the eye: a position no mask reaches.
        _mm_storeu_si128((__m128i *)sx, _mm_blendv_epi8(_mm_set1_epi32(BEHIND), fixed4(u, ox, s), front));
        _mm_storeu_si128((__m128i *)sy, fixed4(v, oy, s));
        for (int k = 0; k < 4; k++) out[i + k] = sample(mask, width, height, sx[k], sy[k]);
    }
    row_scalar(r, x + i, count - i, out + i);
}

/// `flat_row_scalar` eight pixels a step: their positions in two halves of four, and inside
/// the mask the taps from one 16-byte load of each mask row, shuffled into (x0, x0 + 1) word
/// pairs and weighed with one multiply-add (`pmaddwd`) each.
FL_AVX2 static void flat_row_avx2(const mask_row *r, int32_t sy, ptrdiff_t x, ptrdiff_t count, uint8_t *out) {
    const uint8_t *mask = r->mask;
    const ptrdiff_t y0 = sy >> 8, width = r->width, height = r->height;
    if (y0 < 0 || y0 + 1 >= height || width < 2) return flat_row_scalar(r, sy, x, count, out);
    const uint8_t *r0 = mask + y0 * width, *r1 = r0 + width;
    // The 16 bytes from r1 + lo must lie inside the mask (they may run into the next row, whose
    // bytes no lane picks): lo ≤ room.
    const ptrdiff_t room = (height - y0 - 1) * width - 16;
    const __m256d us = _mm256_set1_pd(r->u_slope), uo = _mm256_set1_pd(r->u_offset), iw = _mm256_set1_pd(r->iw);
    const __m256d ox = _mm256_set1_pd(r->ox), s = _mm256_set1_pd(r->s);
    const __m256i k255 = _mm256_set1_epi32(255), k256 = _mm256_set1_epi32(256), k14 = _mm256_set1_epi32(14);
    const __m256i last = _mm256_set1_epi32((int32_t)(width - 2));
    const uint32_t fy = (uint32_t)(sy & 255);
    const __m256i wy0 = _mm256_set1_epi32((int32_t)(256 - fy)), wy1 = _mm256_set1_epi32((int32_t)fy);
    ptrdiff_t i = 0;
    for (; i + 8 <= count; i += 8) {
        const __m256d u0 = _mm256_mul_pd(_mm256_add_pd(_mm256_mul_pd(centres4(x + i), us), uo), iw);
        const __m256d u1 = _mm256_mul_pd(_mm256_add_pd(_mm256_mul_pd(centres4(x + i + 4), us), uo), iw);
        const __m256i sx = _mm256_set_m128i(fixed4(u1, ox, s), fixed4(u0, ox, s));
        const __m256i x0 = _mm256_srai_epi32(sx, 8);
        const int32_t first = _mm256_cvtsi256_si32(x0), end = _mm256_extract_epi32(x0, 7);
        const int32_t lo = first < end ? first : end;
        const __m256i rel = _mm256_sub_epi32(x0, _mm256_set1_epi32(lo));
        // Every lane's taps inside the mask's row (0 ≤ x0 ≤ width − 2, unsigned) and within
        // the 16 bytes loaded (0 ≤ x0 − lo ≤ 14); otherwise sample each lane on its own.
        const __m256i fits = _mm256_and_si256(_mm256_cmpeq_epi32(_mm256_max_epu32(x0, last), last),
                                              _mm256_cmpeq_epi32(_mm256_max_epu32(rel, k14), k14));
        if (lo > room || _mm256_movemask_epi8(fits) != -1) {
            int32_t lanes[8];
            _mm256_storeu_si256((__m256i *)lanes, sx);
            for (int k = 0; k < 8; k++) out[i + k] = sample(mask, width, height, lanes[k], sy);
            continue;
        }
        const __m256i t0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(r0 + lo)));
        const __m256i t1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(r1 + lo)));
        // Bytes x0 − lo and x0 − lo + 1 into the low bytes of the lane's two words (0x80: zero).
        const __m256i pick = _mm256_add_epi32(_mm256_add_epi32(rel, _mm256_slli_epi32(rel, 16)),
                                              _mm256_set1_epi32((int32_t)0x80018000u));
        const __m256i fx = _mm256_and_si256(sx, k255);
        const __m256i wx = _mm256_or_si256(_mm256_sub_epi32(k256, fx), _mm256_slli_epi32(fx, 16));
        const __m256i top = _mm256_madd_epi16(_mm256_shuffle_epi8(t0, pick), wx);
        const __m256i bottom = _mm256_madd_epi16(_mm256_shuffle_epi8(t1, pick), wx);
        const __m256i v = _mm256_srli_epi32(
            _mm256_add_epi32(_mm256_add_epi32(_mm256_mullo_epi32(top, wy0), _mm256_mullo_epi32(bottom, wy1)),
                             _mm256_set1_epi32(32768)),
            16);
        const __m256i words = _mm256_packus_epi32(v, v);
        const __m256i bytes = _mm256_packus_epi16(words, words);
        const uint32_t a = (uint32_t)_mm256_cvtsi256_si32(bytes), b = (uint32_t)_mm256_extract_epi32(bytes, 4);
        memcpy(out + i, &a, 4);
        memcpy(out + i + 4, &b, 4);
    }
    flat_row_scalar(r, sy, x + i, count - i, out + i);
}

// MARK: AVX-512, eight positions a step

/// `fixed4` in eight lanes.
FL_AVX512 static inline __m256i fixed8(__m512d plane, __m512d origin, __m512d s) {
    const __m512d t = _mm512_add_pd(
        _mm512_mul_pd(_mm512_sub_pd(_mm512_mul_pd(_mm512_sub_pd(plane, origin), s), _mm512_set1_pd(0.5)),
                      _mm512_set1_pd(256)),
        _mm512_set1_pd(0.5));
    const __m512d low = _mm512_set1_pd(-1073741824.0), high = _mm512_set1_pd(1073741824.0);
    __m512d c = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(t, low, _CMP_GT_OQ), low, t);
    c = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(c, high, _CMP_LT_OQ), high, c);
    return _mm512_cvttpd_epi32(_mm512_roundscale_pd(c, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC));
}

FL_AVX512 static inline __m512d centres8(ptrdiff_t px) {
    return _mm512_add_pd(_mm512_add_pd(_mm512_set1_pd((double)px), _mm512_set_pd(7, 6, 5, 4, 3, 2, 1, 0)),
                         _mm512_set1_pd(0.5));
}

FL_AVX512 static void row_avx512(const mask_row *r, ptrdiff_t x, ptrdiff_t count, uint8_t *out) {
    const uint8_t *mask = r->mask;
    const ptrdiff_t width = r->width, height = r->height;
    const int affine = r->affine;
    const double uniform_iw = r->iw;
    const __m512d us = _mm512_set1_pd(r->u_slope), uo = _mm512_set1_pd(r->u_offset);
    const __m512d vs = _mm512_set1_pd(r->v_slope), vo = _mm512_set1_pd(r->v_offset);
    const __m512d ws = _mm512_set1_pd(r->w_slope), wo = _mm512_set1_pd(r->w_offset);
    const __m512d ox = _mm512_set1_pd(r->ox), oy = _mm512_set1_pd(r->oy), s = _mm512_set1_pd(r->s);
    for (ptrdiff_t i = 0; i < count; i += 8) {
        const __m512d xc = centres8(x + i);
        __m512d iw = _mm512_set1_pd(uniform_iw);
        __mmask8 front = 0xFF;
        if (!affine) {
            const __m512d w = _mm512_add_pd(_mm512_mul_pd(xc, ws), wo);
            iw = _mm512_div_pd(_mm512_set1_pd(1), w);
            front = _mm512_cmp_pd_mask(w, _mm512_setzero_pd(), _CMP_GT_OQ);
        }
        const __m512d u = _mm512_mul_pd(_mm512_add_pd(_mm512_mul_pd(xc, us), uo), iw);
        const __m512d v = _mm512_mul_pd(_mm512_add_pd(_mm512_mul_pd(xc, vs), vo), iw);
        int32_t sx[8], sy[8];
        _mm256_storeu_si256((__m256i *)sx, _mm256_mask_blend_epi32(front, _mm256_set1_epi32(BEHIND), fixed8(u, ox, s)));
        _mm256_storeu_si256((__m256i *)sy, fixed8(v, oy, s));
        const ptrdiff_t n = count - i < 8 ? count - i : 8;
        for (ptrdiff_t k = 0; k < n; k++) out[i + k] = sample(mask, width, height, sx[k], sy[k]);
    }
}

/// `flat_row_avx2` with AVX-512's word permute: the taps of eight pixels within 31 bytes of
/// each other come from one masked 32-byte load of each mask row (never past the row), and
/// the last pixels in one masked step.
FL_AVX512 static void flat_row_avx512(const mask_row *r, int32_t sy, ptrdiff_t x, ptrdiff_t count, uint8_t *out) {
    const uint8_t *mask = r->mask;
    const ptrdiff_t y0 = sy >> 8, width = r->width, height = r->height;
    if (y0 < 0 || y0 + 1 >= height || width < 2) return flat_row_scalar(r, sy, x, count, out);
    const uint8_t *r0 = mask + y0 * width, *r1 = r0 + width;
    const __m512d us = _mm512_set1_pd(r->u_slope), uo = _mm512_set1_pd(r->u_offset), iw = _mm512_set1_pd(r->iw);
    const __m512d ox = _mm512_set1_pd(r->ox), s = _mm512_set1_pd(r->s);
    const __m256i k255 = _mm256_set1_epi32(255), k256 = _mm256_set1_epi32(256), k30 = _mm256_set1_epi32(30);
    const __m256i last = _mm256_set1_epi32((int32_t)(width - 2));
    const uint32_t fy = (uint32_t)(sy & 255);
    const __m256i wy0 = _mm256_set1_epi32((int32_t)(256 - fy)), wy1 = _mm256_set1_epi32((int32_t)fy);
    for (ptrdiff_t i = 0; i < count; i += 8) {
        const ptrdiff_t n = count - i < 8 ? count - i : 8;
        const __mmask8 live = first_lanes(n);
        const __m512d u = _mm512_mul_pd(_mm512_add_pd(_mm512_mul_pd(centres8(x + i), us), uo), iw);
        const __m256i sx = fixed8(u, ox, s);
        const __m256i x0 = _mm256_srai_epi32(sx, 8);
        const int32_t first = _mm256_cvtsi256_si32(x0);
        const int32_t end = _mm256_cvtsi256_si32(_mm256_permutexvar_epi32(_mm256_set1_epi32((int32_t)n - 1), x0));
        const int32_t lo = first < end ? first : end;
        const __m256i rel = _mm256_sub_epi32(x0, _mm256_set1_epi32(lo));
        // As at AVX2, but the 32 bytes loaded take lanes up to 30 apart.
        const __mmask8 near =
            _mm256_cmp_epu32_mask(x0, last, _MM_CMPINT_LE) & _mm256_cmp_epu32_mask(rel, k30, _MM_CMPINT_LE);
        if ((near & live) != live) {
            int32_t lanes[8];
            _mm256_storeu_si256((__m256i *)lanes, sx);
            for (ptrdiff_t k = 0; k < n; k++) out[i + k] = sample(mask, width, height, lanes[k], sy);
            continue;
        }
        // Bytes lo … lo + 31 of each row, those past the row's end masked off (no lane reads them).
        const ptrdiff_t room = width - lo;
        const __mmask32 bytes = room >= 32 ? 0xFFFFFFFFu : (((__mmask32)1 << room) - 1);
        const __m512i t0 = _mm512_cvtepu8_epi16(_mm256_maskz_loadu_epi8(bytes, r0 + lo));
        const __m512i t1 = _mm512_cvtepu8_epi16(_mm256_maskz_loadu_epi8(bytes, r1 + lo));
        // Words x0 − lo and x0 − lo + 1 into each lane's two words.
        const __m512i pick = _mm512_castsi256_si512(
            _mm256_add_epi32(_mm256_add_epi32(rel, _mm256_slli_epi32(rel, 16)), _mm256_set1_epi32(1 << 16)));
        const __m256i fx = _mm256_and_si256(sx, k255);
        const __m256i wx = _mm256_or_si256(_mm256_sub_epi32(k256, fx), _mm256_slli_epi32(fx, 16));
        const __m256i top = _mm256_madd_epi16(_mm512_castsi512_si256(_mm512_permutexvar_epi16(pick, t0)), wx);
        const __m256i bottom = _mm256_madd_epi16(_mm512_castsi512_si256(_mm512_permutexvar_epi16(pick, t1)), wx);
        const __m256i v = _mm256_srli_epi32(
            _mm256_add_epi32(_mm256_add_epi32(_mm256_mullo_epi32(top, wy0), _mm256_mullo_epi32(bottom, wy1)),
                             _mm256_set1_epi32(32768)),
            16);
        _mm_mask_storeu_epi8(out + i, live, _mm256_cvtepi32_epi8(v));
    }
}

#endif // FL_X86

// MARK: Dispatch

void fl_projected_mask_row(const fl_projected_mask *m, ptrdiff_t y, ptrdiff_t x, ptrdiff_t count, uint8_t *out) {
    if (count <= 0) return;
    const mask_row r = row_of(m, y);
    if (r.affine && !(r.w > 0)) {
        memset(out, 0, (size_t)count);
        return;
    }
    // The wide levels add each lane's offset to the first centre of its step, which is exact
    // for any columns a frame has (|x| < 2⁴⁰).
    const ptrdiff_t far = (ptrdiff_t)1 << 40;
    const fl_kernel_level level = x > -far && x < far - count ? fl_kernels_level() : FL_KERNELS_SCALAR;
    if (r.affine && r.v_slope == 0) {
        // V is the same at every pixel of the row: xc · ±0 is ±0, so v_offset · iw at each, but
        // for the sign of a zero, which the `− 0.5` of its position drops.
        const int32_t sy = fixed((((double)x + 0.5) * r.v_slope + r.v_offset) * r.iw, r.oy, r.s);
        const ptrdiff_t y0 = sy >> 8;
        if (y0 < -1 || y0 >= r.height) {
            memset(out, 0, (size_t)count);
            return;
        }
        switch (level) {
#if FL_X86
        case FL_KERNELS_AVX2: return flat_row_avx2(&r, sy, x, count, out);
        case FL_KERNELS_AVX512: return flat_row_avx512(&r, sy, x, count, out);
#endif
        default: return flat_row_scalar(&r, sy, x, count, out);
        }
    }
    switch (level) {
#if FL_X86
    case FL_KERNELS_AVX2: return row_avx2(&r, x, count, out);
    case FL_KERNELS_AVX512: return row_avx512(&r, x, count, out);
#endif
    default: return row_scalar(&r, x, count, out);
    }
}
