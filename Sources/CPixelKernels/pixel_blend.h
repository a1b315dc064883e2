// The blend arithmetic every kernel file shares (private to CPixelKernels): a premultiplied
// pixel times a factor 0…255 and source-over, one pixel at a time and four or eight per step,
// all giving Rendering's PremultipliedColor bit for bit (see pixel_kernels.c's opening note).
#ifndef FLING_PIXEL_BLEND_H
#define FLING_PIXEL_BLEND_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#define FL_X86 1
#include <immintrin.h>
#endif

// MARK: One pixel (the reference)

static inline uint32_t scale1(uint32_t pixel, uint32_t f) {
    uint32_t rb = (pixel & 0x00FF00FFu) * f + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((pixel >> 8) & 0x00FF00FFu) * f + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

static inline uint32_t over1(uint32_t src, uint32_t dst) {
    return src + scale1(dst, 255u - (src >> 24));
}

#if FL_X86

// MARK: SSE2, four pixels

/// Each pixel times its factor (a 32-bit lane holding 0…255). With u = c·f + 128 (at most
/// 65153, so a 16-bit lane holds it), (u + (u >> 8)) >> 8 is the high half of u · 257: u·257
/// / 65536 is (u + u/256) / 256, and the fraction u/256 drops can never carry the integer
/// u + ⌊u/256⌋ past a multiple of 256. One multiply instead of a shift and an add per lane.
static inline __m128i scale4(__m128i px, __m128i factors) {
    const __m128i f = _mm_or_si128(factors, _mm_slli_epi32(factors, 16));
    const __m128i half = _mm_set1_epi16(128), low = _mm_set1_epi32(0x00FF00FF), k257 = _mm_set1_epi16(257);
    const __m128i rb = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(px, low), f), half), k257);
    const __m128i ag = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(_mm_srli_epi16(px, 8), f), half), k257);
    return _mm_or_si128(rb, _mm_slli_epi16(ag, 8));
}

static inline __m128i over4(__m128i src, __m128i dst) {
    return _mm_add_epi32(src, scale4(dst, _mm_sub_epi32(_mm_set1_epi32(255), _mm_srli_epi32(src, 24))));
}

static inline __m128i bytes4(const uint8_t *p) {
    int32_t word;
    memcpy(&word, p, 4);
    const __m128i zero = _mm_setzero_si128();
    return _mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128(word), zero), zero);
}

static inline __m128i load4(const uint32_t *p) { return _mm_loadu_si128((const __m128i *)p); }
static inline void put4(uint32_t *p, __m128i v) { _mm_storeu_si128((__m128i *)p, v); }

// MARK: AVX2, eight pixels

#define FL_AVX2 __attribute__((target("avx2")))

/// `scale4` on eight pixels (the same high-half multiply).
FL_AVX2 static inline __m256i scale8(__m256i px, __m256i factors) {
    const __m256i f = _mm256_or_si256(factors, _mm256_slli_epi32(factors, 16));
    const __m256i half = _mm256_set1_epi16(128), low = _mm256_set1_epi32(0x00FF00FF), k257 = _mm256_set1_epi16(257);
    const __m256i rb = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(px, low), f), half), k257);
    const __m256i ag = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(px, 8), f), half), k257);
    return _mm256_or_si256(rb, _mm256_slli_epi16(ag, 8));
}

FL_AVX2 static inline __m256i over8(__m256i src, __m256i dst) {
    return _mm256_add_epi32(src, scale8(dst, _mm256_sub_epi32(_mm256_set1_epi32(255), _mm256_srli_epi32(src, 24))));
}

FL_AVX2 static inline __m256i bytes8(const uint8_t *p) {
    return _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)p));
}

FL_AVX2 static inline __m256i load8(const uint32_t *p) { return _mm256_loadu_si256((const __m256i *)p); }
FL_AVX2 static inline void put8(uint32_t *p, __m256i v) { _mm256_storeu_si256((__m256i *)p, v); }

/// Lanes 0 ..< n set (n in 0…8), for AVX2's masked loads and stores of a run's last pixels.
FL_AVX2 static inline __m256i first_lanes8(ptrdiff_t n) {
    static const int32_t lanes[16] = {-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0};
    return _mm256_loadu_si256((const __m256i *)(lanes + 8 - n));
}

/// The first n (0…7) coverage bytes in 32-bit lanes, the rest 0, reading only those bytes.
FL_AVX2 static inline __m256i bytes8_first(const uint8_t *p, ptrdiff_t n) {
    uint64_t word = 0;
    ptrdiff_t k = 0;
    if (n & 4) {
        uint32_t four;
        memcpy(&four, p, 4);
        word = four;
        k = 4;
    }
    if (n & 2) {
        uint16_t two;
        memcpy(&two, p + k, 2);
        word |= (uint64_t)two << (8 * k);
        k += 2;
    }
    if (n & 1) word |= (uint64_t)p[k] << (8 * k);
    return _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)word));
}

FL_AVX2 static inline __m256i load_first8(const uint32_t *p, __m256i lanes) { return _mm256_maskload_epi32((const int *)p, lanes); }
FL_AVX2 static inline void put_first8(uint32_t *p, __m256i lanes, __m256i v) { _mm256_maskstore_epi32((int *)p, lanes, v); }

// MARK: AVX-512 (VL, BW): masks for the last pixels

#define FL_AVX512 __attribute__((target("avx2,avx512f,avx512vl,avx512bw")))

FL_AVX512 static inline __mmask8 first_lanes(ptrdiff_t n) {
    return (__mmask8)(n >= 8 ? 0xFF : (1u << n) - 1u);
}

FL_AVX512 static inline __m256i bytes8_masked(const uint8_t *p, __mmask8 m) {
    return _mm256_cvtepu8_epi32(_mm_maskz_loadu_epi8((__mmask16)m, p));
}

/// `scale8` on sixteen pixels (the same high-half multiply, lane for lane).
FL_AVX512 static inline __m512i scale16(__m512i px, __m512i factors) {
    const __m512i f = _mm512_or_si512(factors, _mm512_slli_epi32(factors, 16));
    const __m512i half = _mm512_set1_epi16(128), low = _mm512_set1_epi32(0x00FF00FF), k257 = _mm512_set1_epi16(257);
    const __m512i rb = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(px, low), f), half), k257);
    const __m512i ag = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(_mm512_srli_epi16(px, 8), f), half), k257);
    return _mm512_or_si512(rb, _mm512_slli_epi16(ag, 8));
}

FL_AVX512 static inline __m512i over16(__m512i src, __m512i dst) {
    return _mm512_add_epi32(src, scale16(dst, _mm512_sub_epi32(_mm512_set1_epi32(255), _mm512_srli_epi32(src, 24))));
}

#endif // FL_X86

#endif
