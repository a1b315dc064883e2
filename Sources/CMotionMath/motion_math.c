// Fling's own transcendental functions (see include/motion_math.h and docs/math.md).
//
// Built with -ffp-contract=off: every a·b + c below is a rounded product then a rounded sum,
// never a fused multiply-add, so the bits do not depend on the processor. The constants are
// hexadecimal literals (the values of π/2, ln 2, 2^(j/64) and 1/n! correctly rounded, or
// split into parts whose products with small integers are exact).
#include "motion_math.h"

// No contraction of a·b + c into a fused multiply-add, whatever the compiler's flags.
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

// The four-lane kernels are always inlined, so no vector crosses a call: no ABI to worry about.
#pragma clang diagnostic ignored "-Wpsabi"

// Round-to-integer by adding 1.5·2⁵²: the sum's low bits hold the nearest integer.
#define SHIFTER 0x1.8p52
#define SHIFTER_BITS 0x4338000000000000ull

// exp: 64/ln2, and ln2/64 as L1 (36 bits) + L2.
#define EXP_INV_L 0x1.71547652b82fep+6
#define EXP_L1 0x1.62e42fefa0000p-7
#define EXP_L2 0x1.cf79abc9e3b3ap-46

// sin/cos: 2/π, and π/2 as three 33-bit parts and a 53-bit one.
#define TWO_OVER_PI 0x1.45f306dc9c883p-1
#define PIO2_1 0x1.921fb54400000p+0
#define PIO2_2 0x1.0b4611a600000p-34
#define PIO2_3 0x1.3198a2e000000p-69
#define PIO2_4 0x1.b839a252049c1p-104

// 1/n!, correctly rounded.
#define FACT2 0x1.0000000000000p-1
#define FACT3 0x1.5555555555555p-3
#define FACT4 0x1.5555555555555p-5
#define FACT5 0x1.1111111111111p-7
#define FACT6 0x1.6c16c16c16c17p-10
#define FACT7 0x1.a01a01a01a01ap-13
#define FACT8 0x1.a01a01a01a01ap-16
#define FACT9 0x1.71de3a556c734p-19
#define FACT10 0x1.27e4fb7789f5cp-22
#define FACT11 0x1.ae64567f544e4p-26
#define FACT12 0x1.1eed8eff8d898p-29
#define FACT13 0x1.6124613a86d09p-33
#define FACT14 0x1.93974a8c07c9dp-37
#define FACT15 0x1.ae7f3e733b81fp-41
#define FACT16 0x1.ae7f3e733b81fp-45
#define FACT17 0x1.952c77030ad4ap-49
#define FACT18 0x1.6827863b97d97p-53
#define FACT19 0x1.2f49b46814157p-57
#define FACT21 0x1.71b8ef6dcf572p-66

// 2^(j/64), j = 0…63: the double nearest, and the rest.
static const double EXP_TH[64] = {
    0x1.0000000000000p+0, 0x1.02c9a3e778061p+0, 0x1.059b0d3158574p+0, 0x1.0874518759bc8p+0,
    0x1.0b5586cf9890fp+0, 0x1.0e3ec32d3d1a2p+0, 0x1.11301d0125b51p+0, 0x1.1429aaea92de0p+0,
    0x1.172b83c7d517bp+0, 0x1.1a35beb6fcb75p+0, 0x1.1d4873168b9aap+0, 0x1.2063b88628cd6p+0,
    0x1.2387a6e756238p+0, 0x1.26b4565e27cddp+0, 0x1.29e9df51fdee1p+0, 0x1.2d285a6e4030bp+0,
    0x1.306fe0a31b715p+0, 0x1.33c08b26416ffp+0, 0x1.371a7373aa9cbp+0, 0x1.3a7db34e59ff7p+0,
    0x1.3dea64c123422p+0, 0x1.4160a21f72e2ap+0, 0x1.44e086061892dp+0, 0x1.486a2b5c13cd0p+0,
    0x1.4bfdad5362a27p+0, 0x1.4f9b2769d2ca7p+0, 0x1.5342b569d4f82p+0, 0x1.56f4736b527dap+0,
    0x1.5ab07dd485429p+0, 0x1.5e76f15ad2148p+0, 0x1.6247eb03a5585p+0, 0x1.6623882552225p+0,
    0x1.6a09e667f3bcdp+0, 0x1.6dfb23c651a2fp+0, 0x1.71f75e8ec5f74p+0, 0x1.75feb564267c9p+0,
    0x1.7a11473eb0187p+0, 0x1.7e2f336cf4e62p+0, 0x1.82589994cce13p+0, 0x1.868d99b4492edp+0,
    0x1.8ace5422aa0dbp+0, 0x1.8f1ae99157736p+0, 0x1.93737b0cdc5e5p+0, 0x1.97d829fde4e50p+0,
    0x1.9c49182a3f090p+0, 0x1.a0c667b5de565p+0, 0x1.a5503b23e255dp+0, 0x1.a9e6b5579fdbfp+0,
    0x1.ae89f995ad3adp+0, 0x1.b33a2b84f15fbp+0, 0x1.b7f76f2fb5e47p+0, 0x1.bcc1e904bc1d2p+0,
    0x1.c199bdd85529cp+0, 0x1.c67f12e57d14bp+0, 0x1.cb720dcef9069p+0, 0x1.d072d4a07897cp+0,
    0x1.d5818dcfba487p+0, 0x1.da9e603db3285p+0, 0x1.dfc97337b9b5fp+0, 0x1.e502ee78b3ff6p+0,
    0x1.ea4afa2a490dap+0, 0x1.efa1bee615a27p+0, 0x1.f50765b6e4540p+0, 0x1.fa7c1819e90d8p+0,
};
static const double EXP_TL[64] = {
    0x0.0p+0, -0x1.19083535b085dp-56, 0x1.d73e2a475b465p-55, 0x1.186be4bb284ffp-57,
    0x1.8a62e4adc610bp-54, 0x1.03a1727c57b53p-59, -0x1.6c51039449b3ap-54, -0x1.32fbf9af1369ep-54,
    -0x1.19041b9d78a76p-55, 0x1.e5b4c7b4968e4p-55, 0x1.e016e00a2643cp-54, 0x1.dc775814a8495p-55,
    0x1.9b07eb6c70573p-54, 0x1.2bd339940e9d9p-55, 0x1.612e8afad1255p-55, 0x1.0024754db41d5p-54,
    0x1.6f46ad23182e4p-55, 0x1.32721843659a6p-54, -0x1.63aeabf42eae2p-54, -0x1.5e436d661f5e3p-56,
    0x1.ada0911f09ebcp-55, -0x1.ef3691c309278p-58, 0x1.89b7a04ef80d0p-59, 0x1.3c1a3b69062f0p-56,
    0x1.d4397afec42e2p-56, -0x1.4b309d25957e3p-54, -0x1.07abe1db13cadp-55, 0x1.9bb2c011d93adp-54,
    0x1.6324c054647adp-54, 0x1.ba6f93080e65ep-54, -0x1.383c17e40b497p-54, -0x1.bb60987591c34p-54,
    -0x1.bdd3413b26456p-54, -0x1.bbe3a683c88abp-57, -0x1.16e4786887a99p-55, -0x1.0245957316dd3p-54,
    -0x1.41577ee04992fp-55, 0x1.05d02ba15797ep-56, -0x1.d4c1dd41532d8p-54, -0x1.fc6f89bd4f6bap-54,
    0x1.6e9f156864b27p-54, 0x1.5cc13a2e3976cp-55, -0x1.75fc781b57ebcp-57, -0x1.d185b7c1b85d1p-54,
    0x1.c7c46b071f2bep-56, -0x1.359495d1cd533p-54, -0x1.d2f6edb8d41e1p-54, 0x1.0fac90ef7fd31p-54,
    0x1.7a1cd345dcc81p-54, -0x1.2805e3084d708p-57, -0x1.5584f7e54ac3bp-56, 0x1.23dd07a2d9e84p-55,
    0x1.11065895048ddp-55, 0x1.2884dff483cadp-54, 0x1.503cbd1e949dbp-56, -0x1.cbc3743797a9cp-54,
    0x1.2ed02d75b3707p-55, 0x1.c2300696db532p-54, -0x1.1a5cd4f184b5cp-54, 0x1.39e8980a9cc8fp-55,
    -0x1.e9c23179c2893p-54, 0x1.dc7f486a4b6b0p-54, 0x1.9d3e12dd8a18bp-54, 0x1.74853f3a5931ep-55,
};

static inline uint64_t bits_of(double x) { uint64_t u; __builtin_memcpy(&u, &x, sizeof u); return u; }
static inline double double_of(uint64_t u) { double x; __builtin_memcpy(&x, &u, sizeof x); return x; }

// ---- One lane: the scalar functions.
#define V double
#define VI int64_t
#define VU uint64_t
#define LANES 1
#define FN(name) name##_1
#define SEL(m, a, b) ((m) ? (a) : (b))
#define ANY(m) (m)
#define SPLAT(c) ((double)(c))
#define BITS(v) bits_of(v)
#define DBL(u) double_of(u)
#define GATHER(t, i) ((t)[(i)])
#define TARGET
#include "lanes.h"
#undef V
#undef VI
#undef VU
#undef LANES
#undef FN
#undef SEL
#undef ANY
#undef SPLAT
#undef BITS
#undef DBL
#undef GATHER
#undef TARGET

double fm_exp(double x) { return exp_1(x); }
void fm_sincos(double x, double *sine, double *cosine) { sincos_1(x, sine, cosine); }
double fm_sin(double x) { double s, c; sincos_1(x, &s, &c); return s; }
double fm_cos(double x) { double s, c; sincos_1(x, &s, &c); return c; }

double fm_sinh(double x) { double s, c; sinhcosh_1(x, &s, &c); return s; }
double fm_cosh(double x) { double s, c; sinhcosh_1(x, &s, &c); return c; }
void fm_sinhcosh(double x, double *sinh, double *cosh) { sinhcosh_1(x, sinh, cosh); }

#define LN2_HI 0x1.62e42fefa3800p-1   // 42 bits: k·LN2_HI is exact for |k| < 2¹¹
#define LN2_LO 0x1.ef35793c76730p-45
#define SQRT2 0x1.6a09e667f3bcdp+0

/// ln x: x = 2ᵏ·m with m in [√2/2, √2), ln m = ln(1 + f) = 2·atanh(s) with s = f/(2 + f),
/// |s| ≤ 0.172, written as f − (f²/2 − s·(f²/2 + R)) with R = 2s²/3 + 2s⁴/5 + … (to s²², truncation
/// under 2⁻⁵⁸ of the result).
double fm_log(double x) {
    if (x != x) return x;
    if (x < 0) return __builtin_nan("");
    if (x == 0) return -__builtin_inf();
    if (x == __builtin_inf()) return x;
    int64_t k = 0;
    if (x < 0x1p-1022) {
        x *= 0x1p54;
        k = -54;
    }
    uint64_t u = bits_of(x);
    k += (int64_t)(u >> 52) - 1023;
    double m = double_of((u & 0x000fffffffffffffull) | 0x3ff0000000000000ull);
    if (m > SQRT2) {
        m *= 0.5;
        k += 1;
    }
    double f = m - 1.0;
    double s = f / (2.0 + f);
    double z = s * s;
    static const double R[11] = {   // 2/(2j + 1), j = 1…11
        0x1.5555555555555p-1, 0x1.999999999999ap-2, 0x1.2492492492492p-2, 0x1.c71c71c71c71cp-3,
        0x1.745d1745d1746p-3, 0x1.3b13b13b13b14p-3, 0x1.1111111111111p-3, 0x1.e1e1e1e1e1e1ep-4,
        0x1.af286bca1af28p-4, 0x1.8618618618618p-4, 0x1.642c8590b2164p-4,
    };
    double p = R[10];
    for (int j = 9; j >= 0; j--) p = R[j] + z * p;
    double r = z * p;
    double hfsq = 0.5 * f * f;
    double lm = f - (hfsq - s * (hfsq + r));
    double dk = (double)k;
    return dk * LN2_HI + (lm + dk * LN2_LO);
}

/// ln(1 + x): ln w · x/(w − 1) with w = 1 + x rounded (the quotient corrects w's rounding).
double fm_log1p(double x) {
    if (x != x) return x;
    if (x < -1) return __builtin_nan("");
    if (x == -1) return -__builtin_inf();
    double ax = x < 0 ? -x : x;
    if (ax < 0x1p-54) return x;
    if (x > 0x1p53) return fm_log(x);
    double w = 1.0 + x;
    if (w == 1.0) return x;
    return fm_log(w) * (x / (w - 1.0));
}

/// atanh x = ln((1 + x)/(1 − x))/2 = log1p(2x/(1 − x))/2.
double fm_atanh(double x) {
    double ax = x < 0 ? -x : x;
    if (ax != ax) return x;
    if (ax > 1) return __builtin_nan("");
    if (ax < 0x1p-28) return x;
    double r = ax == 1 ? __builtin_inf() : 0.5 * fm_log1p((2.0 * ax) / (1.0 - ax));
    return x < 0 ? -r : r;
}

#define ATAN_HALF_HI 0x1.dac670561bb4fp-2
#define ATAN_HALF_LO 0x1.a2b7f222f65e2p-56
#define PI_HI 0x1.921fb54442d18p+1
#define PI_LO 0x1.1a62633145c07p-53
#define PIO2_HI 0x1.921fb54442d18p+0
#define PIO2_LO 0x1.1a62633145c07p-54
#define PIO4_HI 0x1.921fb54442d18p-1
#define PIO4_LO 0x1.1a62633145c07p-55

/// atan u for |u| ≤ 7/16: u − u³/3 + u⁵/5 − … to u⁴⁹ (truncation under 2⁻⁵⁶ of u).
static double atan_series(double u) {
    static const double C[24] = {   // (−1)ʲ/(2j + 1), j = 1…24
        -0x1.5555555555555p-2, 0x1.999999999999ap-3, -0x1.2492492492492p-3, 0x1.c71c71c71c71cp-4,
        -0x1.745d1745d1746p-4, 0x1.3b13b13b13b14p-4, -0x1.1111111111111p-4, 0x1.e1e1e1e1e1e1ep-5,
        -0x1.af286bca1af28p-5, 0x1.8618618618618p-5, -0x1.642c8590b2164p-5, 0x1.47ae147ae147bp-5,
        -0x1.2f684bda12f68p-5, 0x1.1a7b9611a7b96p-5, -0x1.0842108421084p-5, 0x1.f07c1f07c1f08p-6,
        -0x1.d41d41d41d41dp-6, 0x1.bacf914c1bad0p-6, -0x1.a41a41a41a41ap-6, 0x1.8f9c18f9c18fap-6,
        -0x1.7d05f417d05f4p-6, 0x1.6c16c16c16c17p-6, -0x1.5c9882b931057p-6, 0x1.4e5e0a72f0539p-6,
    };
    double z = u * u;
    double p = C[23];
    for (int j = 22; j >= 0; j--) p = C[j] + z * p;
    return u + u * z * p;
}

/// atan t for 0 ≤ t ≤ 1: directly up to 7/16, else about 1/2 or 1 by
/// atan t = atan c + atan((t − c)/(1 + t·c)).
static double atan_unit(double t) {
    if (t <= 0.4375) return atan_series(t);
    if (t <= 0.6875) return ATAN_HALF_HI + (ATAN_HALF_LO + atan_series((2.0 * t - 1.0) / (2.0 + t)));
    return PIO4_HI + (PIO4_LO + atan_series((t - 1.0) / (t + 1.0)));
}

static int sign_bit(double x) { return (int)(bits_of(x) >> 63); }

double fm_atan2(double y, double x) {
    if (x != x || y != y) return x + y;
    int ny = sign_bit(y), nx = sign_bit(x);
    double r;
    double ax = nx ? -x : x, ay = ny ? -y : y;
    const double inf = __builtin_inf();
    if (ay == 0) {
        r = nx ? PI_HI : 0.0;
    } else if (ax == 0) {
        r = PIO2_HI;
    } else if (ax == inf) {
        if (ay == inf) r = nx ? 3 * PIO4_HI : PIO4_HI;
        else r = nx ? PI_HI : 0.0;
    } else if (ay == inf) {
        r = PIO2_HI;
    } else {
        if (ay <= ax) r = atan_unit(ay / ax);
        else r = PIO2_HI + (PIO2_LO - atan_unit(ax / ay));
        if (nx) r = PI_HI + (PI_LO - r);
    }
    return ny ? -r : r;
}

double fm_asin(double x) {
    double ax = x < 0 ? -x : x;
    if (ax != ax) return x;
    if (ax > 1) return __builtin_nan("");
    if (ax < 0x1p-27) return x;
    return fm_atan2(x, __builtin_elementwise_sqrt((1.0 - x) * (1.0 + x)));
}

double fm_acos(double x) {
    double ax = x < 0 ? -x : x;
    if (ax != ax) return x;
    if (ax > 1) return __builtin_nan("");
    return fm_atan2(__builtin_elementwise_sqrt((1.0 - x) * (1.0 + x)), x);
}

// ---- Four lanes: the batch kernels, in SSE2 registers (or the target's own) and in AVX2 ones.
typedef double v4d __attribute__((ext_vector_type(4)));
typedef long v4l __attribute__((ext_vector_type(4)));
typedef unsigned long v4u __attribute__((ext_vector_type(4)));

#define V v4d
#define VI v4l
#define VU v4u
#define LANES 4
#define SEL(m, a, b) ((m) ? (a) : (b))
#define ANY(m) __builtin_reduce_or(m)
#define SPLAT(c) ((v4d)(c))
#define BITS(v) ((v4u)(v))
#define DBL(u) ((v4d)(u))
#define GATHER(t, i) ((v4d){(t)[(i).x], (t)[(i).y], (t)[(i).z], (t)[(i).w]})

#define FN(name) name##_v4
#define TARGET
#include "lanes.h"
#undef FN
#undef TARGET

#if defined(__x86_64__)
#define FN(name) name##_avx2
#define TARGET __attribute__((target("avx2")))
#include "lanes.h"
#undef FN
#undef TARGET
#endif

#undef V
#undef VI
#undef VU
#undef LANES
#undef SPLAT
#undef BITS
#undef DBL
#undef GATHER

#if defined(__x86_64__)
// ---- Eight lanes in AVX-512 registers (32 of them: the constants stay in registers).
typedef double v8d __attribute__((ext_vector_type(8)));
typedef long v8l __attribute__((ext_vector_type(8)));
typedef unsigned long v8u __attribute__((ext_vector_type(8)));
#define V v8d
#define VI v8l
#define VU v8u
#define LANES 8
#define SPLAT(c) ((v8d)(c))
#define BITS(v) ((v8u)(v))
#define DBL(u) ((v8d)(u))
#define GATHER(t, i) ((v8d){(t)[(i)[0]], (t)[(i)[1]], (t)[(i)[2]], (t)[(i)[3]], \
                            (t)[(i)[4]], (t)[(i)[5]], (t)[(i)[6]], (t)[(i)[7]]})
#define FN(name) name##_avx512
#define TARGET __attribute__((target("avx2,avx512f,avx512dq,avx512vl")))
#include "lanes.h"
#undef FN
#undef TARGET
#endif

// The level in use: the best the processor has, at most `max_level` (tests and benchmarks
// lower it). Relaxed atomics: any thread may ask first, and tests change the limit while
// others run, harmlessly, since every level gives the same bits.
static int max_level = FM_BATCH_AVX512;

int fm_batch_best_level(void) {
    static int best = -1;
    int known = __atomic_load_n(&best, __ATOMIC_RELAXED);
    if (known < 0) {
        known = FM_BATCH_VECTOR;
#if defined(__x86_64__)
        if (__builtin_cpu_supports("avx2")) known = FM_BATCH_AVX2;
        if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl"))
            known = FM_BATCH_AVX512;
#endif
        __atomic_store_n(&best, known, __ATOMIC_RELAXED);
    }
    return known;
}

int fm_batch_level(void) {
    int best = fm_batch_best_level(), limit = __atomic_load_n(&max_level, __ATOMIC_RELAXED);
    return best < limit ? best : limit;
}

int fm_batch_use_level(int level) {
    __atomic_store_n(&max_level, level, __ATOMIC_RELAXED);
    return fm_batch_level();
}

void fm_spring_unit_responses(fm_spring_array springs, const int32_t *index, const double *time,
                              size_t count, double *out) {
    if (count == 0) return;
    switch (fm_batch_level()) {
#if defined(__x86_64__)
    case FM_BATCH_AVX512: unit_responses_avx512(springs, index, time, count, out); return;
    case FM_BATCH_AVX2: unit_responses_avx2(springs, index, time, count, out); return;
#endif
    default: unit_responses_v4(springs, index, time, count, out); return;
    }
}

void fm_spring_displacements(fm_spring_array springs, const int32_t *index, const double *x0,
                             const double *v0, const double *time, size_t count,
                             double *value, double *velocity) {
    if (count == 0) return;
    switch (fm_batch_level()) {
#if defined(__x86_64__)
    case FM_BATCH_AVX512: displacements_avx512(springs, index, x0, v0, time, count, value, velocity); return;
    case FM_BATCH_AVX2: displacements_avx2(springs, index, x0, v0, time, count, value, velocity); return;
#endif
    default: displacements_v4(springs, index, x0, v0, time, count, value, velocity); return;
    }
}
