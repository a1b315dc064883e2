// Fling's own transcendental functions, for Motion (and, through Motion, everything that
// draws or traces a value): exp, sin, cos and the few others the animation math needs, built
// only from IEEE 754 correctly rounded operations (+, −, ×, ÷, square root) in a fixed order.
// No fused multiply-add (the kernel is compiled with -ffp-contract=off and calls none), no C
// library: the same bits on every processor, compiler version and C library. docs/math.md
// lists each function's range and measured error.
#ifndef FLING_MOTION_MATH_H
#define FLING_MOTION_MATH_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// eˣ. Error below 0.52 ulp for normal results; subnormal results (x < −708.4) may be one
/// subnormal ulp off; x > 709.78 gives +inf, x < −745.14 gives 0, NaN gives NaN.
double fm_exp(double x);
/// sin x and cos x from one argument reduction. Full accuracy (below 0.8 ulp) for
/// |x| ≤ 1.6e6 (2²⁰·π/2); up to 2⁵⁰ the error is at most about |x|·2⁻⁵², like that of the
/// argument itself; beyond 2⁵⁰, and for ±inf and NaN, both are NaN.
void fm_sincos(double x, double *sine, double *cosine);
/// sin x (see `fm_sincos`).
double fm_sin(double x);
/// cos x (see `fm_sincos`).
double fm_cos(double x);
/// sinh x, to about 2 ulp.
double fm_sinh(double x);
/// cosh x, to about 2 ulp.
double fm_cosh(double x);
/// sinh x and cosh x from one exponential (the same bits as `fm_sinh` and `fm_cosh`).
void fm_sinhcosh(double x, double *sinh, double *cosh);
/// The natural logarithm, within 1.3 ulp; −inf at ±0, NaN below 0.
double fm_log(double x);
/// ln(1 + x), to about 2 ulp.
double fm_log1p(double x);
/// atanh x, to about 3 ulp.
double fm_atanh(double x);
/// atan2(y, x) with C's signs and special cases, to about 2 ulp.
double fm_atan2(double y, double x);
/// asin x, to about 3 ulp; NaN outside [−1, 1].
double fm_asin(double x);
/// acos x, to about 3 ulp; NaN outside [−1, 1].
double fm_acos(double x);

/// Where a spring's derived constants are in the caller's array of springs: the byte stride
/// of one spring and the byte offsets of ω₀, the decay rate a = ζω₀, the frequency (ω_d, or
/// γ when overdamped) as doubles and of the regime (0 under-, 1 critically, 2 overdamped) as
/// one byte.
typedef struct {
    const void *base;
    size_t stride;
    size_t omega0;
    size_t decay;
    size_t frequency;
    size_t regime;
} fm_spring_array;

/// For each i < count, the unit responses (A, A′, B, B′) of spring `index ? index[i] : i` at
/// `time[i]`, written to out[4i…4i+3]: the same bits as Motion's scalar `unitResponses(at:)`,
/// four springs at a time.
void fm_spring_unit_responses(fm_spring_array springs, const int32_t *index, const double *time,
                              size_t count, double *out);
/// For each i < count, the displacement and velocity of spring `index ? index[i] : i` at
/// `time[i]` from displacement x0[i] and velocity v0[i], written to value[i] and velocity[i]:
/// the same bits as Motion's scalar `displacement(from:velocity:time:)`.
void fm_spring_displacements(fm_spring_array springs, const int32_t *index, const double *x0,
                             const double *v0, const double *time, size_t count,
                             double *value, double *velocity);

/// The batch kernels' instruction sets. Every level gives the same bits.
enum {
    FM_BATCH_VECTOR = 0,  ///< Four lanes in the target's baseline registers (SSE2, NEON).
    FM_BATCH_AVX2 = 1,    ///< Four lanes in AVX2 registers.
    FM_BATCH_AVX512 = 2,  ///< Eight lanes in AVX-512 registers.
};
/// The fastest level this processor runs.
int fm_batch_best_level(void);
/// The level in use: the best one, at most what `fm_batch_use_level` last asked for.
int fm_batch_level(void);
/// Uses `level` or the best below it that the processor has; returns the level in use. For
/// tests and benchmarks.
int fm_batch_use_level(int level);

#ifdef __cplusplus
}
#endif

#endif
