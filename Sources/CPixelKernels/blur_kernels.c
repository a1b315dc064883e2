// The shadow blur's passes per instruction set; see include/blur_kernels.h.
//
// Both passes walk a line (a mask row, then a column of the row sums) as Raster's
// `GaussianBlur` did in Swift: runs of equal values, whose whole-window pixels are the value
// times 2¹⁶, and between them spans whose pixels take every tap. Only those spans differ by
// level, and only in how many pixels one step sums. A span's line is copied with `radius`
// zeros (and a vector's worth more) on each side, so a tap beyond the mask's edge adds 0:
// the same integer as leaving it out, and every pixel is an exact integer sum whatever the
// level, the span or the lanes it shares a step with.
#include "blur_kernels.h"
#include "pixel_blend.h"

#include <string.h>

/// A stretch of a line: `start ..< end` take the taps (`run` < 0) or lie wholly inside the run
/// that starts at `run`, whose value each of them gets times 2¹⁶.
typedef struct {
    ptrdiff_t start, end, run;
} blur_span;

/// Zeros a line's copy needs past its last value (beyond the `radius` each side): the widest
/// step (16 lanes) reads up to 15 values past a span's last pixel's window, and the pair
/// loads of the rows pass one more.
enum { LINE_SLACK = 32 };

/// The spans of `count` values: each index whose window (`radius` each side, inside the line)
/// lies in one run of equal values goes into a run span, every other into a taps span; at most
/// 2·count + 1 spans. The walk Raster's Swift blur made (`forEachRun`), its taps indices in spans.
#define FL_BLUR_SPANS(name, type)                                                                                   \
    static ptrdiff_t name(const type *v, ptrdiff_t count, ptrdiff_t radius, blur_span *spans) {                     \
        ptrdiff_t n = 0, start = 0, next = 0;                                                                       \
        while (start < count) {                                                                                     \
            ptrdiff_t end = start + 1;                                                                              \
            while (end < count && v[end] == v[start]) end++;                                                        \
            const ptrdiff_t low = start + radius, high = end - 1 - radius;                                          \
            if (low <= high) {                                                                                      \
                if (next < low) spans[n++] = (blur_span){next, low, -1};                                            \
                spans[n++] = (blur_span){low, high + 1, start};                                                     \
                next = high + 1;                                                                                    \
            }                                                                                                       \
            start = end;                                                                                            \
        }                                                                                                           \
        if (next < count) spans[n++] = (blur_span){next, count, -1};                                                \
        return n;                                                                                                   \
    }

FL_BLUR_SPANS(byte_spans, uint8_t)
FL_BLUR_SPANS(word_spans, uint32_t)

// MARK: Scratch

/// Columns copied out of the row sums together: one cache line of a row serves 16 of them.
enum { COLUMN_BLOCK = 16 };

/// Scratch memory, carved in 64-byte pieces.
typedef struct {
    unsigned char *next;
} carver;

static inline void *carve(carver *c, size_t bytes) {
    void *p = c->next;
    c->next += (bytes + 63) & ~(size_t)63;
    return p;
}

static size_t rows_scratch(ptrdiff_t width, ptrdiff_t radius) {
    const size_t padded = (size_t)(width + 2 * radius + LINE_SLACK);
    return padded + 64 + padded * sizeof(uint32_t) + 64 + (size_t)(radius + 1) * sizeof(uint32_t) + 64
           + (size_t)(2 * width + 1) * sizeof(blur_span) + 64;
}

static size_t columns_scratch(ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius) {
    const size_t padded = (size_t)(height + 2 * radius + LINE_SLACK);
    return (size_t)width + 64 + (size_t)height + 64 + (size_t)width * sizeof(ptrdiff_t) + 64
           + (size_t)(2 * radius + 1) * sizeof(uint64_t) + 64 + COLUMN_BLOCK * padded * sizeof(uint32_t) + 64
           + (size_t)(2 * (height + 2 * radius) + 1) * sizeof(blur_span) + 64;
}

size_t fl_blur_mask_scratch_size(ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius) {
    if (width <= 0 || height <= 0 || radius < 0) return 0;
    const size_t rows = rows_scratch(width, radius), columns = columns_scratch(width, height, radius);
    return (rows > columns ? rows : columns) + 64;
}

// MARK: The rows pass's taps

/// What a rows pass's taps need: the weights, and at the SIMD levels the weights in 16-bit
/// pairs for a multiply-add of two taps a lane (`pmaddwd`: byte × weight, two of them summed
/// in 32 bits). That takes every weight but the centre's below 2¹⁵, which a sampled Gaussian
/// summing to 2¹⁶ has (a symmetric pair is at most half of it, and below the centre); the
/// centre, up to 2¹⁶, is multiplied apart when it is 2¹⁵ or more.
typedef struct {
    const uint32_t *weights;
    ptrdiff_t radius;
    /// radius + 1 pairs: weights 2k and 2k + 1 (the centre's 0 when apart; the last pair's
    /// second 0), in the low and high 16 bits.
    uint32_t *pairs;
    /// The centre weight when multiplied apart, else 0.
    uint32_t centre;
    /// Whether `pairs` holds the weights (else every level takes the scalar taps).
    int paired;
    /// `line` in pairs: `work[j]` = line[j] | line[j + 1] << 16, for the span being summed.
    uint32_t *work;
} row_taps;

/// Sums of one span: `dst[x]` = Σₜ weights[t] · line[x + t], t in 0…2·radius, x in x0 ..< x1.
typedef void (*row_taps_fn)(const row_taps *, const uint8_t *line, ptrdiff_t x0, ptrdiff_t x1, uint32_t *dst);

static void row_taps_scalar(const row_taps *k, const uint8_t *line, ptrdiff_t x0, ptrdiff_t x1, uint32_t *dst) {
    const ptrdiff_t taps = 2 * k->radius + 1;
    for (ptrdiff_t x = x0; x < x1; x++) {
        uint32_t sum = 0;
        const uint8_t *v = line + x;
        for (ptrdiff_t t = 0; t < taps; t++) sum += k->weights[t] * v[t];
        dst[x] = sum;
    }
}

/// The pairs of `line` that lanes x0 ..< x0 + lanes·⌈(x1 − x0) / lanes⌉ read.
static inline void make_pairs(const row_taps *k, const uint8_t *line, ptrdiff_t x0, ptrdiff_t x1, ptrdiff_t lanes) {
    const ptrdiff_t end = x0 + (x1 - x0 + lanes - 1) / lanes * lanes + 2 * k->radius + 1;
    uint32_t *restrict work = k->work;
    for (ptrdiff_t j = x0; j < end; j++) work[j] = (uint32_t)line[j] | (uint32_t)line[j + 1] << 16;
}

#if FL_X86

static void row_taps_sse2(const row_taps *k, const uint8_t *line, ptrdiff_t x0, ptrdiff_t x1, uint32_t *dst) {
    if (!k->paired) return row_taps_scalar(k, line, x0, x1, dst);
    make_pairs(k, line, x0, x1, 4);
    const ptrdiff_t pairs = k->radius + 1;
    const __m128i centre = _mm_set1_epi32((int32_t)k->centre), low = _mm_set_epi32(0, -1, 0, -1);
    for (ptrdiff_t x = x0; x < x1; x += 4) {
        __m128i acc = _mm_setzero_si128();
        const uint32_t *p = k->work + x;
        for (ptrdiff_t j = 0; j < pairs; j++)
            acc = _mm_add_epi32(acc, _mm_madd_epi16(_mm_loadu_si128((const __m128i *)(p + 2 * j)),
                                                    _mm_set1_epi32((int32_t)k->pairs[j])));
        if (k->centre) {
            int32_t four;
            memcpy(&four, line + x + k->radius, 4);
            const __m128i zero = _mm_setzero_si128();
            const __m128i v = _mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128(four), zero), zero);
            // Byte × weight < 2²⁵: the low halves of the 64-bit products are the products.
            const __m128i even = _mm_mul_epu32(v, centre), odd = _mm_mul_epu32(_mm_srli_epi64(v, 32), centre);
            acc = _mm_add_epi32(acc, _mm_or_si128(_mm_and_si128(even, low), _mm_slli_epi64(odd, 32)));
        }
        if (x + 4 <= x1) {
            _mm_storeu_si128((__m128i *)(dst + x), acc);
        } else {
            uint32_t lanes[4];
            _mm_storeu_si128((__m128i *)lanes, acc);
            for (ptrdiff_t i = 0; i < x1 - x; i++) dst[x + i] = lanes[i];
        }
    }
}

FL_AVX2 static void row_taps_avx2(const row_taps *k, const uint8_t *line, ptrdiff_t x0, ptrdiff_t x1, uint32_t *dst) {
    if (!k->paired) return row_taps_scalar(k, line, x0, x1, dst);
    make_pairs(k, line, x0, x1, 8);
    const ptrdiff_t pairs = k->radius + 1;
    const __m256i centre = _mm256_set1_epi32((int32_t)k->centre);
    for (ptrdiff_t x = x0; x < x1; x += 8) {
        __m256i acc = _mm256_setzero_si256();
        const uint32_t *p = k->work + x;
        for (ptrdiff_t j = 0; j < pairs; j++)
            acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_loadu_si256((const __m256i *)(p + 2 * j)),
                                                          _mm256_set1_epi32((int32_t)k->pairs[j])));
        if (k->centre) acc = _mm256_add_epi32(acc, _mm256_mullo_epi32(bytes8(line + x + k->radius), centre));
        if (x + 8 <= x1) put8(dst + x, acc);
        else put_first8(dst + x, first_lanes8(x1 - x), acc);
    }
}

FL_AVX512 static void row_taps_avx512(const row_taps *k, const uint8_t *line, ptrdiff_t x0, ptrdiff_t x1,
                                      uint32_t *dst) {
    if (!k->paired) return row_taps_scalar(k, line, x0, x1, dst);
    make_pairs(k, line, x0, x1, 16);
    const ptrdiff_t pairs = k->radius + 1;
    const __m512i centre = _mm512_set1_epi32((int32_t)k->centre);
    for (ptrdiff_t x = x0; x < x1; x += 16) {
        __m512i acc = _mm512_setzero_si512();
        const uint32_t *p = k->work + x;
        for (ptrdiff_t j = 0; j < pairs; j++)
            acc = _mm512_add_epi32(acc, _mm512_madd_epi16(_mm512_loadu_si512(p + 2 * j),
                                                          _mm512_set1_epi32((int32_t)k->pairs[j])));
        if (k->centre) {
            const __m512i v = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(line + x + k->radius)));
            acc = _mm512_add_epi32(acc, _mm512_mullo_epi32(v, centre));
        }
        const ptrdiff_t n = x1 - x;
        _mm512_mask_storeu_epi32(dst + x, n >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << n) - 1u), acc);
    }
}

#endif // FL_X86

// MARK: The rows pass

static inline __attribute__((always_inline)) void rows_with(row_taps_fn taps, const uint8_t *mask, ptrdiff_t width,
                                                            ptrdiff_t height, const uint32_t *weights,
                                                            ptrdiff_t radius, uint8_t *row_repeats, void *scratch,
                                                            uint32_t *sums) {
    carver memory = {(unsigned char *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63)};
    const ptrdiff_t padded = width + 2 * radius + LINE_SLACK;
    uint8_t *line = carve(&memory, (size_t)padded);
    uint32_t *work = carve(&memory, (size_t)padded * sizeof(uint32_t));
    uint32_t *pairs = carve(&memory, (size_t)(radius + 1) * sizeof(uint32_t));
    blur_span *spans = carve(&memory, (size_t)(2 * width + 1) * sizeof(blur_span));
    row_taps k = {weights, radius, pairs, 0, 1, work};
    const uint32_t centre = weights[radius];
    for (ptrdiff_t t = 0; t <= 2 * radius + 1; t += 2) {
        uint32_t a = weights[t], b = t + 1 <= 2 * radius ? weights[t + 1] : 0;
        if (t == radius) a = centre >= 0x8000u ? 0 : a;
        if (t + 1 == radius) b = centre >= 0x8000u ? 0 : b;
        if (a >= 0x8000u || b >= 0x8000u) k.paired = 0;
        pairs[t / 2] = a | b << 16;
    }
    k.centre = centre >= 0x8000u ? centre : 0;
    memset(line, 0, (size_t)padded);
    for (ptrdiff_t y = 0; y < height; y++) {
        const uint8_t *src = mask + y * width;
        uint32_t *dst = sums + y * width;
        row_repeats[y] = y > 0 && memcmp(src, src - width, (size_t)width) == 0;
        if (row_repeats[y]) {
            memcpy(dst, dst - width, (size_t)width * sizeof(uint32_t));
            continue;
        }
        memcpy(line + radius, src, (size_t)width);
        const ptrdiff_t n = byte_spans(src, width, radius, spans);
        for (ptrdiff_t s = 0; s < n; s++) {
            const blur_span span = spans[s];
            if (span.run < 0) {
                taps(&k, line, span.start, span.end, dst);
            } else {
                // A whole window inside a run sums to the byte times the weights' total, 2¹⁶.
                const uint32_t value = (uint32_t)src[span.run] << 16;
                for (ptrdiff_t x = span.start; x < span.end; x++) dst[x] = value;
            }
        }
    }
}

static void rows_scalar(const uint8_t *mask, ptrdiff_t width, ptrdiff_t height, const uint32_t *weights,
                        ptrdiff_t radius, uint8_t *row_repeats, void *scratch, uint32_t *sums) {
    rows_with(row_taps_scalar, mask, width, height, weights, radius, row_repeats, scratch, sums);
}

#if FL_X86
static void rows_sse2(const uint8_t *mask, ptrdiff_t width, ptrdiff_t height, const uint32_t *weights,
                      ptrdiff_t radius, uint8_t *row_repeats, void *scratch, uint32_t *sums) {
    rows_with(row_taps_sse2, mask, width, height, weights, radius, row_repeats, scratch, sums);
}

FL_AVX2 static void rows_avx2(const uint8_t *mask, ptrdiff_t width, ptrdiff_t height, const uint32_t *weights,
                              ptrdiff_t radius, uint8_t *row_repeats, void *scratch, uint32_t *sums) {
    rows_with(row_taps_avx2, mask, width, height, weights, radius, row_repeats, scratch, sums);
}

FL_AVX512 static void rows_avx512(const uint8_t *mask, ptrdiff_t width, ptrdiff_t height, const uint32_t *weights,
                                  ptrdiff_t radius, uint8_t *row_repeats, void *scratch, uint32_t *sums) {
    rows_with(row_taps_avx512, mask, width, height, weights, radius, row_repeats, scratch, sums);
}
#endif

// MARK: The columns pass's taps

/// (s + 2³¹) >> 32: the one rounding of the 64-bit sum.
static inline uint8_t round_sum(uint64_t sum) { return (uint8_t)((sum + ((uint64_t)1 << 31)) >> 32); }

/// Bytes of one span of a column: `out[y·stride]` = the rounded Σₜ weights[t] · column[y + t],
/// t in 0…2·radius, y in y0 ..< y1 (`column` is the padded copy, `out` the column's top byte).
typedef void (*column_taps_fn)(const uint64_t *weights, ptrdiff_t radius, const uint32_t *column, ptrdiff_t y0,
                               ptrdiff_t y1, uint8_t *out, ptrdiff_t stride);

static void column_taps_scalar(const uint64_t *weights, ptrdiff_t radius, const uint32_t *column, ptrdiff_t y0,
                               ptrdiff_t y1, uint8_t *out, ptrdiff_t stride) {
    const ptrdiff_t taps = 2 * radius + 1;
    for (ptrdiff_t y = y0; y < y1; y++) {
        uint64_t sum = 0;
        const uint32_t *v = column + y;
        for (ptrdiff_t t = 0; t < taps; t++) sum += weights[t] * v[t];
        out[y * stride] = round_sum(sum);
    }
}

#if FL_X86

// The SIMD levels sum a vector of consecutive rows of the column: `pmuludq` multiplies the
// even 32-bit lanes by the weight into 64 bits, the odd ones after a shift, so one load serves
// two multiplies and a step sums 4, 8 or 16 rows. The rounded bytes land in the low 32 bits of
// the 64-bit lanes, even rows then odd ones: put back in order with a shift and an or.

static void column_taps_sse2(const uint64_t *weights, ptrdiff_t radius, const uint32_t *column, ptrdiff_t y0,
                             ptrdiff_t y1, uint8_t *out, ptrdiff_t stride) {
    const ptrdiff_t taps = 2 * radius + 1;
    const __m128i half = _mm_set1_epi64x((long long)1 << 31);
    for (ptrdiff_t y = y0; y < y1; y += 4) {
        __m128i even = _mm_setzero_si128(), odd = _mm_setzero_si128();
        const uint32_t *v = column + y;
        for (ptrdiff_t t = 0; t < taps; t++) {
            const __m128i w = _mm_set1_epi64x((long long)weights[t]), s = _mm_loadu_si128((const __m128i *)(v + t));
            even = _mm_add_epi64(even, _mm_mul_epu32(s, w));
            odd = _mm_add_epi64(odd, _mm_mul_epu32(_mm_srli_epi64(s, 32), w));
        }
        even = _mm_srli_epi64(_mm_add_epi64(even, half), 32);
        odd = _mm_srli_epi64(_mm_add_epi64(odd, half), 32);
        uint32_t bytes[4];
        _mm_storeu_si128((__m128i *)bytes, _mm_or_si128(even, _mm_slli_epi64(odd, 32)));
        const ptrdiff_t n = y1 - y < 4 ? y1 - y : 4;
        for (ptrdiff_t i = 0; i < n; i++) out[(y + i) * stride] = (uint8_t)bytes[i];
    }
}

FL_AVX2 static void column_taps_avx2(const uint64_t *weights, ptrdiff_t radius, const uint32_t *column, ptrdiff_t y0,
                                     ptrdiff_t y1, uint8_t *out, ptrdiff_t stride) {
    const ptrdiff_t taps = 2 * radius + 1;
    const __m256i half = _mm256_set1_epi64x((long long)1 << 31);
    for (ptrdiff_t y = y0; y < y1; y += 8) {
        __m256i even = _mm256_setzero_si256(), odd = _mm256_setzero_si256();
        const uint32_t *v = column + y;
        for (ptrdiff_t t = 0; t < taps; t++) {
            const __m256i w = _mm256_set1_epi64x((long long)weights[t]), s = load8(v + t);
            even = _mm256_add_epi64(even, _mm256_mul_epu32(s, w));
            odd = _mm256_add_epi64(odd, _mm256_mul_epu32(_mm256_srli_epi64(s, 32), w));
        }
        even = _mm256_srli_epi64(_mm256_add_epi64(even, half), 32);
        odd = _mm256_srli_epi64(_mm256_add_epi64(odd, half), 32);
        uint32_t bytes[8];
        put8(bytes, _mm256_or_si256(even, _mm256_slli_epi64(odd, 32)));
        const ptrdiff_t n = y1 - y < 8 ? y1 - y : 8;
        for (ptrdiff_t i = 0; i < n; i++) out[(y + i) * stride] = (uint8_t)bytes[i];
    }
}

FL_AVX512 static void column_taps_avx512(const uint64_t *weights, ptrdiff_t radius, const uint32_t *column,
                                         ptrdiff_t y0, ptrdiff_t y1, uint8_t *out, ptrdiff_t stride) {
    const ptrdiff_t taps = 2 * radius + 1;
    const __m512i half = _mm512_set1_epi64((long long)1 << 31);
    for (ptrdiff_t y = y0; y < y1; y += 16) {
        __m512i even = _mm512_setzero_si512(), odd = _mm512_setzero_si512();
        const uint32_t *v = column + y;
        for (ptrdiff_t t = 0; t < taps; t++) {
            const __m512i w = _mm512_set1_epi64((long long)weights[t]), s = _mm512_loadu_si512(v + t);
            even = _mm512_add_epi64(even, _mm512_mul_epu32(s, w));
            odd = _mm512_add_epi64(odd, _mm512_mul_epu32(_mm512_srli_epi64(s, 32), w));
        }
        even = _mm512_srli_epi64(_mm512_add_epi64(even, half), 32);
        odd = _mm512_srli_epi64(_mm512_add_epi64(odd, half), 32);
        uint8_t bytes[16];
        _mm_storeu_si128((__m128i *)bytes, _mm512_cvtepi32_epi8(_mm512_or_si512(even, _mm512_slli_epi64(odd, 32))));
        const ptrdiff_t n = y1 - y < 16 ? y1 - y : 16;
        for (ptrdiff_t i = 0; i < n; i++) out[(y + i) * stride] = bytes[i];
    }
}

#endif // FL_X86

// MARK: The columns pass

static inline __attribute__((always_inline)) void columns_with(column_taps_fn taps, const uint32_t *sums,
                                                               ptrdiff_t width, ptrdiff_t height,
                                                               const uint32_t *weights32, ptrdiff_t radius,
                                                               const uint8_t *row_repeats, void *scratch,
                                                               uint8_t *out) {
    carver memory = {(unsigned char *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63)};
    uint8_t *repeats = carve(&memory, (size_t)width);
    uint8_t *copies = carve(&memory, (size_t)height);
    ptrdiff_t *repeat_runs = carve(&memory, (size_t)width * sizeof(ptrdiff_t));
    uint64_t *weights = carve(&memory, (size_t)(2 * radius + 1) * sizeof(uint64_t));
    const ptrdiff_t padded = height + 2 * radius + LINE_SLACK;
    uint32_t *columns = carve(&memory, (size_t)(COLUMN_BLOCK * padded) * sizeof(uint32_t));
    blur_span *spans = carve(&memory, (size_t)(2 * (height + 2 * radius) + 1) * sizeof(blur_span));
    for (ptrdiff_t t = 0; t <= 2 * radius; t++) weights[t] = weights32[t];

    // Which columns equal the one before, found row by row (a row repeating the one before
    // changes nothing); they are filled in once the others are blurred, a run at a time.
    memset(repeats, 1, (size_t)width);
    repeats[0] = 0;
    for (ptrdiff_t y = 0; y < height; y++) {
        if (y > 0 && row_repeats && row_repeats[y]) continue;
        const uint32_t *row = sums + y * width;
        for (ptrdiff_t x = 1; x < width; x++) repeats[x] &= row[x] == row[x - 1];
    }
    ptrdiff_t runs = 0;
    for (ptrdiff_t a = 1; a < width;) {
        if (!repeats[a]) {
            a++;
            continue;
        }
        ptrdiff_t b = a + 1;
        while (b < width && repeats[b]) b++;
        repeat_runs[runs++] = a;
        repeat_runs[runs++] = b;
        a = b;
    }

    // An output row whose window (inside the mask) holds only rows equal to the one before it
    // and to each other sums what the row above does: it is a copy of it (a box's straight
    // sides, where columns would store one byte down each of their middle runs).
    for (ptrdiff_t y = 0; y < height; y++) {
        uint8_t copy = row_repeats && y - radius - 1 >= 0 && y + radius < height;
        for (ptrdiff_t j = y - radius; copy && j <= y + radius; j++) copy = row_repeats[j];
        copies[y] = copy;
    }

    // The other rows in stretches: each column of a stretch a ..< b copied out with the rows
    // its windows reach (zeros beyond the mask), walked for runs, and summed where it is not
    // in one. A run of zeros that the copy's padding lengthens still sums to 0 over a window.
    for (ptrdiff_t a = 0; a < height;) {
        if (copies[a]) {
            a++;
            continue;
        }
        ptrdiff_t b = a + 1;
        while (b < height && !copies[b]) b++;
        const ptrdiff_t n = b - a, length = n + 2 * radius;
        const ptrdiff_t first = a - radius < 0 ? 0 : a - radius, last = b + radius > height ? height : b + radius;
        // Padded index i holds row a − radius + i.
        const ptrdiff_t lead = first - (a - radius), filled = last - first;
        ptrdiff_t block[COLUMN_BLOCK];
        for (ptrdiff_t x = 0; x < width;) {
            ptrdiff_t count = 0;
            for (; x < width && count < COLUMN_BLOCK; x++)
                if (!repeats[x]) block[count++] = x;
            for (ptrdiff_t c = 0; c < count; c++) {
                uint32_t *column = columns + c * padded;
                memset(column, 0, (size_t)lead * sizeof(uint32_t));
                memset(column + lead + filled, 0, (size_t)(length + LINE_SLACK - lead - filled) * sizeof(uint32_t));
            }
            for (ptrdiff_t y = first; y < last; y++) {
                const uint32_t *row = sums + y * width;
                uint32_t *into = columns + lead + (y - first);
                for (ptrdiff_t c = 0; c < count; c++) into[c * padded] = row[block[c]];
            }
            for (ptrdiff_t c = 0; c < count; c++) {
                const uint32_t *column = columns + c * padded;
                uint8_t *top = out + a * width + block[c];
                const ptrdiff_t spans_count = word_spans(column, length, radius, spans);
                for (ptrdiff_t s = 0; s < spans_count; s++) {
                    const blur_span span = spans[s];
                    // Output row a + k is padded index radius + k.
                    const ptrdiff_t k0 = (span.start > radius ? span.start : radius) - radius;
                    const ptrdiff_t k1 = (span.end < radius + n ? span.end : radius + n) - radius;
                    if (k0 >= k1) continue;
                    if (span.run < 0) {
                        taps(weights, radius, column, k0, k1, top, width);
                    } else {
                        const uint8_t value = round_sum((uint64_t)column[span.run] << 16);
                        for (ptrdiff_t k = k0; k < k1; k++) top[k * width] = value;
                    }
                }
            }
        }
        a = b;
    }

    // Top to bottom, so that a copied row copies a finished one.
    for (ptrdiff_t y = 0; y < height; y++) {
        uint8_t *row = out + y * width;
        if (copies[y]) {
            memcpy(row, row - width, (size_t)width);
            continue;
        }
        for (ptrdiff_t r = 0; r < runs; r += 2)
            memset(row + repeat_runs[r], row[repeat_runs[r] - 1], (size_t)(repeat_runs[r + 1] - repeat_runs[r]));
    }
}

static void columns_scalar(const uint32_t *sums, ptrdiff_t width, ptrdiff_t height, const uint32_t *weights,
                           ptrdiff_t radius, const uint8_t *row_repeats, void *scratch, uint8_t *out) {
    columns_with(column_taps_scalar, sums, width, height, weights, radius, row_repeats, scratch, out);
}

#if FL_X86
static void columns_sse2(const uint32_t *sums, ptrdiff_t width, ptrdiff_t height, const uint32_t *weights,
                         ptrdiff_t radius, const uint8_t *row_repeats, void *scratch, uint8_t *out) {
    columns_with(column_taps_sse2, sums, width, height, weights, radius, row_repeats, scratch, out);
}

FL_AVX2 static void columns_avx2(const uint32_t *sums, ptrdiff_t width, ptrdiff_t height, const uint32_t *weights,
                                 ptrdiff_t radius, const uint8_t *row_repeats, void *scratch, uint8_t *out) {
    columns_with(column_taps_avx2, sums, width, height, weights, radius, row_repeats, scratch, out);
}

FL_AVX512 static void columns_avx512(const uint32_t *sums, ptrdiff_t width, ptrdiff_t height, const uint32_t *weights,
                                     ptrdiff_t radius, const uint8_t *row_repeats, void *scratch, uint8_t *out) {
    columns_with(column_taps_avx512, sums, width, height, weights, radius, row_repeats, scratch, out);
}
#endif

// MARK: Dispatch

/// `level`, or the best this processor has when it lacks it.
static fl_kernel_level usable(fl_kernel_level level) {
    const fl_kernel_level best = fl_kernels_best_level();
    return level < FL_KERNELS_SCALAR || level > best ? best : level;
}

void fl_blur_mask_rows(fl_kernel_level level, const uint8_t *mask, ptrdiff_t width, ptrdiff_t height,
                       const uint32_t *weights, ptrdiff_t radius, uint8_t *row_repeats, void *scratch, uint32_t *sums) {
    if (width <= 0 || height <= 0) return;
    switch (usable(level)) {
#if FL_X86
    case FL_KERNELS_SSE2: return rows_sse2(mask, width, height, weights, radius, row_repeats, scratch, sums);
    case FL_KERNELS_AVX2: return rows_avx2(mask, width, height, weights, radius, row_repeats, scratch, sums);
    case FL_KERNELS_AVX512: return rows_avx512(mask, width, height, weights, radius, row_repeats, scratch, sums);
#endif
    default: return rows_scalar(mask, width, height, weights, radius, row_repeats, scratch, sums);
    }
}

void fl_blur_mask_columns(fl_kernel_level level, const uint32_t *sums, ptrdiff_t width, ptrdiff_t height,
                          const uint32_t *weights, ptrdiff_t radius, const uint8_t *row_repeats, void *scratch,
                          uint8_t *out) {
    if (width <= 0 || height <= 0) return;
    switch (usable(level)) {
#if FL_X86
    case FL_KERNELS_SSE2: return columns_sse2(sums, width, height, weights, radius, row_repeats, scratch, out);
    case FL_KERNELS_AVX2: return columns_avx2(sums, width, height, weights, radius, row_repeats, scratch, out);
    case FL_KERNELS_AVX512: return columns_avx512(sums, width, height, weights, radius, row_repeats, scratch, out);
#endif
    default: return columns_scalar(sums, width, height, weights, radius, row_repeats, scratch, out);
    }
}
