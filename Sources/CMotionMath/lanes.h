// The exp, sin/cos and spring kernels, written once over a "lane" type and included three
// times by motion_math.c: one double, four doubles in SSE2 registers, four in AVX2 ones.
// Every lane runs the same operations in the same order (no fused multiply-add, no
// reassociation: -ffp-contract=off and no fast-math), so all three give the same bits.
//
// Before including, motion_math.c defines:
//   V, VI, VU        the lane's double, signed and unsigned 64-bit integer types
//   FN(name)         the name of this instance's function
//   SEL(m, a, b)     a where the mask m is set, else b
//   BITS(v), DBL(u)  bit casts between V and VU
//   SPLAT(c)         the double c in every lane
//   GATHER(t, i)     t[i] in every lane
//   LANES            the lanes in a V
//   ANY(m)           whether any lane of the mask m is set
//   TARGET           a function attribute (the instruction set), maybe empty

/// eˣ (Tang's method): x = (64n + j)·ln2/64 + r with |r| ≤ ln2/128, so
/// eˣ = 2ⁿ · 2^(j/64) · eʳ; 2^(j/64) comes from a table as a double and its tail, eʳ − 1
/// from its Taylor polynomial to r⁶ (truncation below 2⁻⁶⁵). r is kept as a sum of two
/// doubles, the reduction constant ln2/64 split in two (kd·L1 is exact for |kd| < 2¹⁷).
static inline __attribute__((always_inline)) TARGET V FN(exp)(V x) {
    V xc = SEL(x > 710.0, SPLAT(710.0), x);
    xc = SEL(xc < -746.0, SPLAT(-746.0), xc);
    V kd = xc * EXP_INV_L + SHIFTER;
    VI n = (VI)(BITS(kd) - SHIFTER_BITS);
    kd = kd - SHIFTER;
    V a = xc - kd * EXP_L1;            // exact (Sterbenz)
    V p = kd * EXP_L2;
    V rh = a - p;                      // TwoSum(a, −p)
    V bv = rh - a;
    V rl = (a - (rh - bv)) - (p + bv);
    V q = rl + rh * rh * (FACT2 + rh * (FACT3 + rh * (FACT4 + rh * (FACT5 + rh * FACT6))));
    VI j = n & 63;
    VI e = n >> 6;
    V th = GATHER(EXP_TH, j), tl = GATHER(EXP_TL, j);
    V res = th + (tl + th * (rh + q));
    // 2^e in two powers of two, each a normal double for every e the clamp allows
    // (−1077…1024); for a normal result both products are exact.
    VI e1 = e >> 1;
    VI e2 = e - e1;
    V s1 = DBL((VU)(e1 + 1023) << 52);
    V s2 = DBL((VU)(e2 + 1023) << 52);
    return res * s1 * s2;
}

/// sin x and cos x: x = n·π/2 + r with |r| ≤ π/4 (Cody–Waite, π/2 in four parts: the first
/// three of 33 bits, so n times each is exact for |n| < 2²⁰), r as a sum of two doubles,
/// then the Taylor polynomials of sin (to r¹⁷) and cos (to r¹⁸), truncation below 2⁻⁶³.
static inline __attribute__((always_inline)) TARGET void FN(sincos)(V x, V *sine, V *cosine) {
    V kd = x * TWO_OVER_PI + SHIFTER;
    VI n = (VI)(BITS(kd) - SHIFTER_BITS);
    kd = kd - SHIFTER;
    V a = x - kd * PIO2_1;             // exact
    V b = kd * PIO2_2;                 // exact
    V s = a - b;                       // TwoSum(a, −b)
    V bv = s - a;
    V e1 = (a - (s - bv)) - (b + bv);
    V c = kd * PIO2_3;                 // exact
    V s2 = s - c;                      // TwoSum(s, −c)
    bv = s2 - s;
    V e2 = (s - (s2 - bv)) - (c + bv);
    V t = (e1 + e2) - kd * PIO2_4;
    V rh = s2 + t;                     // Fast2Sum: |s2| ≥ |t|
    V rl = (s2 - rh) + t;

    V z = rh * rh;
    V ps = z * (-FACT3 + z * (FACT5 + z * (-FACT7 + z * (FACT9 + z * (-FACT11 + z * (FACT13 + z * (-FACT15 + z * FACT17)))))));
    V sr = rh + (rh * ps + rl * (1.0 - 0.5 * z));
    V hz = 0.5 * z;
    V w = 1.0 - hz;
    V pc = z * z * (FACT4 + z * (-FACT6 + z * (FACT8 + z * (-FACT10 + z * (FACT12 + z * (-FACT14 + z * (FACT16 + z * -FACT18)))))));
    V cr = w + (((1.0 - w) - hz) + (pc - rh * rl));

    // Quadrants: n mod 4 = 0: (s, c), 1: (c, −s), 2: (−s, −c), 3: (−c, s).
    VI odd = n & 1;
    V si = SEL(odd != 0, cr, sr);
    V co = SEL(odd != 0, sr, cr);
    si = SEL((n & 2) != 0, -si, si);
    co = SEL(((n + 1) & 2) != 0, -co, co);
    // Tiny x: sin x = x (keeps −0 and subnormals), cos x = 1. Past 2⁵⁰ (and inf, NaN): NaN.
    V ax = SEL(x < 0.0, -x, x);
    si = SEL(ax < 0x1p-27, x, si);
    co = SEL(ax < 0x1p-27, SPLAT(1.0), co);
    V nan = SPLAT(__builtin_nan(""));
    si = SEL(ax <= 0x1p50, si, nan);
    co = SEL(ax <= 0x1p50, co, nan);
    *sine = si;
    *cosine = co;
}

/// sinh x and cosh x: sinh by its Taylor series to x²¹ for |x| < 1 (truncation under 2⁻⁶⁸),
/// else (e − 1/e)/2 with e = e^|x|; cosh = (e + 1/e)/2; past |x| = 709, e^|x|/2 as
/// (e^(|x|/2)/2)·e^(|x|/2), which does not overflow early.
static inline __attribute__((always_inline)) TARGET void FN(sinhcosh)(V x, V *sinh, V *cosh) {
    V ax = SEL(x < 0.0, -x, x);
    V huge = SEL(ax < 709.0, SPLAT(0.0), SPLAT(1.0));
    V e = FN(exp)(SEL(huge != 0.0, 0.5 * ax, ax));
    V half = (0.5 * e) * e;
    V s = SEL(huge != 0.0, half, (e - 1.0 / e) * 0.5);
    s = SEL(x < 0.0, -s, s);
    // The series only where a lane needs it (each lane's result is the same either way).
    if (ANY(ax < 1.0)) {
        V z = x * x;
        V series = x + x * z * (FACT3 + z * (FACT5 + z * (FACT7 + z * (FACT9 + z * (FACT11 + z * (FACT13
                   + z * (FACT15 + z * (FACT17 + z * (FACT19 + z * FACT21)))))))));
        s = SEL(ax < 1.0, series, s);
    }
    *sinh = s;
    *cosh = SEL(huge != 0.0, half, (e + 1.0 / e) * 0.5);
}

#if LANES > 1
/// The entries of a batch handled in one pass of the partition below.
#define CHUNK 256

/// Loads the springs of LANES entries `pos[0…m)` (repeating the last when m < LANES).
static inline __attribute__((always_inline)) TARGET void FN(load)(
    fm_spring_array sp, const int32_t *index, const double *time, const size_t *pos, size_t m,
    V *omega0, V *decay, V *freq, V *t, V *critical) {
    // Lane by lane into registers (a store of four doubles to memory read back as one vector
    // would stall on store forwarding).
    V o = SPLAT(0.0), d = SPLAT(0.0), f = SPLAT(0.0), tt = SPLAT(0.0), c = SPLAT(0.0);
    for (int l = 0; l < LANES; l++) {
        size_t k = pos[(size_t)l < m ? (size_t)l : m - 1];
        size_t s = index ? (size_t)index[k] : k;
        const char *p = (const char *)sp.base + s * sp.stride;
        tt[l] = time[k];
        o[l] = *(const double *)(p + sp.omega0);
        d[l] = *(const double *)(p + sp.decay);
        f[l] = *(const double *)(p + sp.frequency);
        c[l] = *(const uint8_t *)(p + sp.regime) == 1 ? 1.0 : 0.0;
    }
    *omega0 = o;
    *decay = d;
    *freq = f;
    *t = tt;
    *critical = c;
}

/// Splits the entries [first, first + n) into those with under- or critically damped springs
/// (`pos[0]`, counted in `*na`) and those with overdamped ones (`pos[1]`, `*nb`), so each kind
/// runs four lanes at a time with only its own arithmetic.
static inline __attribute__((always_inline)) TARGET void FN(partition)(
    fm_spring_array sp, const int32_t *index, size_t first, size_t n, size_t pos[2][CHUNK], size_t *na, size_t *nb) {
    size_t a = 0, b = 0;
    for (size_t k = first; k < first + n; k++) {
        size_t s = index ? (size_t)index[k] : k;
        size_t over = *((const uint8_t *)sp.base + s * sp.stride + sp.regime) == 2;
        // Without a branch: a mixed batch would mispredict a quarter of them.
        pos[0][a] = k;
        pos[1][b] = k;
        a += 1 - over;
        b += over;
    }
    *na = a;
    *nb = b;
}

/// Writes the LANES results in r[0…3] to entries pos[0…m), four doubles each.
static inline __attribute__((always_inline)) TARGET void FN(store4)(double *out, const size_t *pos, size_t m,
                                                                   V r0, V r1, V r2, V r3) {
    double a[LANES], b[LANES], c[LANES], d[LANES];
    __builtin_memcpy(a, &r0, sizeof a);
    __builtin_memcpy(b, &r1, sizeof b);
    __builtin_memcpy(c, &r2, sizeof c);
    __builtin_memcpy(d, &r3, sizeof d);
    for (size_t l = 0; l < m; l++) {
        double *o = out + 4 * pos[l];
        o[0] = a[l];
        o[1] = b[l];
        o[2] = c[l];
        o[3] = d[l];
    }
}

static TARGET void FN(unit_responses)(fm_spring_array sp, const int32_t *index, const double *time,
                                      size_t count, double *out) {
    size_t pos[2][CHUNK], na, nb;
    for (size_t first = 0; first < count; first += CHUNK) {
        size_t n = count - first < CHUNK ? count - first : CHUNK;
        FN(partition)(sp, index, first, n, pos, &na, &nb);
        for (size_t j = 0; j < na; j += LANES) {
            size_t m = na - j < LANES ? na - j : LANES;
            V omega0, a, wd, t, critical;
            FN(load)(sp, index, time, pos[0] + j, m, &omega0, &a, &wd, &t, &critical);
            // Spring.unitResponses(at:), under- and critically damped, operation for operation.
            // Critically damped, a == ω₀, so e^(−at) is the e^(−ω₀t) the scalar path takes.
            V w2 = omega0 * omega0;
            V e = FN(exp)(-a * t);
            V sn, cs;
            FN(sincos)(wd * t, &sn, &cs);
            V s = sn / wd;
            V A = SEL(critical != 0.0, e * (1.0 + omega0 * t), e * (cs + a * s));
            V dA = SEL(critical != 0.0, -e * w2 * t, -e * w2 * s);
            V B = SEL(critical != 0.0, e * t, e * s);
            V dB = SEL(critical != 0.0, e * (1.0 - omega0 * t), e * (cs - a * s));
            FN(store4)(out, pos[0] + j, m, A, dA, B, dB);
        }
        for (size_t j = 0; j < nb; j += LANES) {
            size_t m = nb - j < LANES ? nb - j : LANES;
            V omega0, a, gamma, t, unused;
            FN(load)(sp, index, time, pos[1] + j, m, &omega0, &a, &gamma, &t, &unused);
            // Overdamped: the hyperbolic form while γt < 20, the slow exponential beyond.
            V w2 = omega0 * omega0;
            V near = SEL(gamma * t < 20.0, SPLAT(1.0), SPLAT(0.0));
            V e = FN(exp)(SEL(near != 0.0, -a * t, -(w2 / (a + gamma)) * t));
            V ch, sh;
            FN(sinhcosh)(gamma * t, &sh, &ch);
            sh = sh / gamma;
            V slow = e / 2.0;
            V A = SEL(near != 0.0, e * (ch + a * sh), slow * (1.0 + a / gamma));
            V dA = SEL(near != 0.0, -e * w2 * sh, -slow * w2 / gamma);
            V B = SEL(near != 0.0, e * sh, slow / gamma);
            V dB = SEL(near != 0.0, e * (ch - a * sh), slow * (1.0 - a / gamma));
            FN(store4)(out, pos[1] + j, m, A, dA, B, dB);
        }
    }
}

static TARGET void FN(displacements)(fm_spring_array sp, const int32_t *index, const double *x0p,
                                     const double *v0p, const double *time, size_t count,
                                     double *value, double *velocity) {
    size_t pos[2][CHUNK], na, nb;
    for (size_t first = 0; first < count; first += CHUNK) {
        size_t n = count - first < CHUNK ? count - first : CHUNK;
        FN(partition)(sp, index, first, n, pos, &na, &nb);
        for (int kind = 0; kind < 2; kind++) {
            size_t total = kind == 0 ? na : nb;
            for (size_t j = 0; j < total; j += LANES) {
                const size_t *p = pos[kind] + j;
                size_t m = total - j < LANES ? total - j : LANES;
                V omega0, a, wd, t, critical;
                FN(load)(sp, index, time, p, m, &omega0, &a, &wd, &t, &critical);
                V x0 = SPLAT(0.0), v0 = SPLAT(0.0), x, v;
                for (int l = 0; l < LANES; l++) {
                    size_t k = p[(size_t)l < m ? (size_t)l : m - 1];
                    x0[l] = x0p[k];
                    v0[l] = v0p[k];
                }
                // Spring.displacement(from:velocity:time:), operation for operation.
                V b = v0 + a * x0;
                if (kind == 0) {
                    V e = FN(exp)(-a * t);
                    V sn, cs;
                    FN(sincos)(wd * t, &sn, &cs);
                    x = SEL(critical != 0.0, e * (x0 + b * t), e * (x0 * cs + b * sn / wd));
                    v = SEL(critical != 0.0, e * (v0 - omega0 * b * t),
                            e * (v0 * cs - (omega0 * omega0 * x0 + a * v0) * sn / wd));
                } else {
                    V gamma = wd;
                    V k = omega0 * omega0 * x0 + a * v0;
                    V near = SEL(gamma * t < 20.0, SPLAT(1.0), SPLAT(0.0));
                    V e = FN(exp)(SEL(near != 0.0, -a * t, -(omega0 * omega0 / (a + gamma)) * t));
                    V ch, sh;
                    FN(sinhcosh)(gamma * t, &sh, &ch);
                    V slow = e / 2.0;
                    x = SEL(near != 0.0, e * (x0 * ch + b * sh / gamma), slow * (x0 + b / gamma));
                    v = SEL(near != 0.0, e * (v0 * ch - k * sh / gamma), slow * (v0 - k / gamma));
                }
                double rx[LANES], rv[LANES];
                __builtin_memcpy(rx, &x, sizeof rx);
                __builtin_memcpy(rv, &v, sizeof rv);
                for (size_t l = 0; l < m; l++) {
                    value[p[l]] = rx[l];
                    velocity[p[l]] = rv[l];
                }
            }
        }
    }
}
#undef CHUNK
#endif
