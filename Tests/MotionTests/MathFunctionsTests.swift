import CMotionMath
import Testing

@testable import Motion

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fling's own exp, sin, cos, … (Sources/CMotionMath) against the platform's C library: the
/// error in units in the last place, measured at seeded random points of each range the
/// animation math uses against an 80-bit reference (x86-64), and at the edge points.
/// docs/math.md records the figures these bounds come from.
@Suite("Fling's transcendental functions")
struct MathFunctionsTests {
    /// A function, the range it is tested over and the largest error allowed there, in ulp.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let low: Double
        let high: Double
        let ulps: Double
        var testDescription: String { "\(name) on [\(low), \(high)]" }
    }

    static let cases: [Case] = [
        // exp: a spring's envelope e^(−ζω₀t), a decay's rate^(1000t), a blur weight, …
        Case(name: "exp", low: -708, high: 709.7, ulps: 0.52),
        Case(name: "exp", low: -40, high: 0, ulps: 0.52),
        Case(name: "exp", low: -1, high: 1, ulps: 0.52),
        // sin and cos: ω_d·t of a spring up to 1.6e6 rad, rotations, slerp.
        Case(name: "sin", low: -4, high: 4, ulps: 0.8),
        Case(name: "cos", low: -4, high: 4, ulps: 0.8),
        Case(name: "sin", low: 0, high: 1000, ulps: 0.8),
        Case(name: "cos", low: 0, high: 1000, ulps: 0.8),
        Case(name: "sin", low: -1.6e6, high: 1.6e6, ulps: 0.8),
        Case(name: "cos", low: -1.6e6, high: 1.6e6, ulps: 0.8),
        // sinh and cosh: γt of an overdamped spring, below 20 (and beyond).
        Case(name: "sinh", low: -1, high: 1, ulps: 0.85),
        Case(name: "sinh", low: -25, high: 25, ulps: 1.6),
        Case(name: "cosh", low: -25, high: 25, ulps: 1.1),
        // log: a decay's constant, settling times.
        Case(name: "log", low: 1e-300, high: 10, ulps: 1.3),
        Case(name: "log", low: 0.5, high: 2, ulps: 1.3),
        Case(name: "log", low: 1, high: 1e300, ulps: 0.6),
        Case(name: "atanh", low: -0.999, high: 0.999, ulps: 2.6),
        Case(name: "asin", low: -1, high: 1, ulps: 2.1),
        Case(name: "acos", low: -1, high: 1, ulps: 2.1),
        Case(name: "atan2", low: -10, high: 10, ulps: 1.7),
    ]

    static func own(_ name: String, _ x: Double, _ y: Double) -> Double {
        switch name {
        case "exp": return fm_exp(x)
        case "sin": return fm_sin(x)
        case "cos": return fm_cos(x)
        case "sinh": return fm_sinh(x)
        case "cosh": return fm_cosh(x)
        case "log": return fm_log(x)
        case "atanh": return fm_atanh(x)
        case "asin": return fm_asin(x)
        case "acos": return fm_acos(x)
        default: return fm_atan2(y, x)
        }
    }

    static func platform(_ name: String, _ x: Double, _ y: Double) -> Double {
        switch name {
        case "exp": return exp(x)
        case "sin": return sin(x)
        case "cos": return cos(x)
        case "sinh": return sinh(x)
        case "cosh": return cosh(x)
        case "log": return log(x)
        case "atanh": return atanh(x)
        case "asin": return asin(x)
        case "acos": return acos(x)
        default: return atan2(y, x)
        }
    }

    #if arch(x86_64) && !os(Windows)
        /// The 80-bit C library function: 11 more bits than a double, so a double's error against it
        /// is known to about 1/1000 ulp.
        static func reference(_ name: String, _ x: Double, _ y: Double) -> Float80 {
            let x = Float80(x)
            let y = Float80(y)
            switch name {
            case "exp": return expl(x)
            case "sin": return sinl(x)
            case "cos": return cosl(x)
            case "sinh": return sinhl(x)
            case "cosh": return coshl(x)
            case "log": return logl(x)
            case "atanh": return atanhl(x)
            case "asin": return asinl(x)
            case "acos": return acosl(x)
            default: return atan2l(y, x)
            }
        }

        /// |got − exact| in ulps of the exact value (ulps of the smallest normal below it).
        static func ulpError(_ got: Double, _ exact: Float80) -> Double {
            let magnitude = max(abs(exact), Float80(Double.leastNormalMagnitude))
            let ulp = Float80(Double(sign: .plus, exponent: magnitude.exponent - 52, significand: 1))
            return Double(abs(Float80(got) - exact) / ulp)
        }
    #endif

    @Test("within its ulp bound and 1e-15 relative at 20 000 seeded random points", arguments: cases)
    func randomPoints(_ c: Case) {
        var rng = SplitMix64(
            seed: 0xF1A7_0000 &+ UInt64(c.name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) })
                &+ UInt64(bitPattern: Int64(c.low)))
        var worstUlps = 0.0
        var worstRelative = 0.0
        var worstAt = 0.0
        for _ in 0..<20_000 {
            let x = rng.uniform(c.low, c.high)
            let y = c.name == "atan2" ? rng.uniform(c.low, c.high) : 0
            let got = Self.own(c.name, x, y)
            let libm = Self.platform(c.name, x, y)
            // Against the platform's double function: within the sum of both errors.
            let relative = abs(got - libm) / max(abs(libm), Double.leastNormalMagnitude)
            if relative > worstRelative { worstRelative = relative }
            #if arch(x86_64) && !os(Windows)
                let exact = Self.reference(c.name, x, y)
                let ulps = Self.ulpError(got, exact)
                if ulps > worstUlps {
                    worstUlps = ulps
                    worstAt = x
                }
            #endif
        }
        #expect(worstRelative <= 1e-15, "\(c.name): relative difference from the C library up to \(worstRelative)")
        #expect(worstUlps <= c.ulps, "\(c.name): \(worstUlps) ulp at \(worstAt)")
    }

    @Test("exp at its edges: zeros, subnormals, the overflow and underflow thresholds, inf and NaN")
    func expEdges() {
        #expect(fm_exp(0) == 1)
        #expect(fm_exp(-0.0) == 1)
        #expect(fm_exp(Double.leastNonzeroMagnitude) == 1)
        #expect(fm_exp(-Double.leastNonzeroMagnitude) == 1)
        #expect(fm_exp(1).bitPattern == 0x4005_BF0A_8B14_5769)   // e, correctly rounded
        // The largest finite result.
        #expect(abs(fm_exp(709.782712893384) - exp(709.782712893384)) <= exp(709.782712893384).ulp)
        #expect(fm_exp(709.782712893384).isFinite)
        #expect(fm_exp(709.7827128933841) == .infinity)
        #expect(fm_exp(1000) == .infinity)
        #expect(fm_exp(.infinity) == .infinity)
        // The smallest normal result.
        #expect(abs(fm_exp(-708.3964185322641) - exp(-708.3964185322641)) <= exp(-708.3964185322641).ulp)
        #expect(fm_exp(-745.1332191019411) == Double.leastNonzeroMagnitude)
        #expect(fm_exp(-745.14) == 0)
        #expect(fm_exp(-1000) == 0)
        #expect(fm_exp(-.infinity) == 0)
        #expect(fm_exp(.nan).isNaN)
        // Subnormal results: at most one subnormal ulp from the C library's.
        var rng = SplitMix64(seed: 7)
        for _ in 0..<2000 {
            let x = rng.uniform(-745, -708.4)
            #expect(abs(fm_exp(x) - exp(x)) <= Double.leastNonzeroMagnitude, "exp(\(x))")
        }
    }

    @Test("sin and cos at their edges: ±0, subnormals, multiples of π/2, huge arguments, inf and NaN")
    func sinCosEdges() {
        #expect(fm_sin(0).bitPattern == 0)
        #expect(fm_sin(-0.0).bitPattern == (-0.0).bitPattern)
        #expect(fm_cos(0) == 1 && fm_cos(-0.0) == 1)
        for x in [
            Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, 0x1p-1030, Double.leastNormalMagnitude,
            0x1p-30,
        ] {
            #expect(fm_sin(x) == x)
            #expect(fm_cos(x) == 1)
        }
        #expect(fm_sin(.pi / 2) == 1)
        #expect(fm_cos(.pi) == -1)
        #expect(fm_sin(0x1p50).isFinite && fm_cos(0x1p50).isFinite)
        #expect(fm_sin(0x1p51).isNaN && fm_cos(-0x1p51).isNaN)
        #expect(fm_sin(.infinity).isNaN && fm_cos(-.infinity).isNaN)
        #expect(fm_sin(.nan).isNaN && fm_cos(.nan).isNaN)
        var s = 0.0
        var c = 0.0
        fm_sincos(1.25, &s, &c)
        #expect(s == fm_sin(1.25) && c == fm_cos(1.25))
        #if arch(x86_64) && !os(Windows)
            // Near n·π/2, where sin or cos is tiny and the reduction's four-part π/2 matters: the
            // relative error stays within 1e-15 up to n = 2²⁰.
            var n = 1.0
            while n < 0x1p20 {
                for k in [n, n + 1, n * 3 + 1] {
                    let x = k * Double.pi / 2
                    for name in ["sin", "cos"] {
                        let got = Self.own(name, x, 0)
                        let exact = Self.reference(name, x, 0)
                        let relative = Double(abs((Float80(got) - exact) / exact))
                        #expect(relative <= 1e-15, "\(name)(\(x)) = \(got), exact \(exact)")
                    }
                }
                n *= 1.7
            }
        #endif
        // Beyond 1.6e6 the error is bounded by the argument's own: |x|·2⁻⁵² at most.
        var rng = SplitMix64(seed: 11)
        for _ in 0..<1000 {
            let x = rng.uniform(1.6e6, 0x1p50)
            #expect(abs(fm_sin(x) - sin(x)) <= x * 0x1p-52, "sin(\(x))")
            #expect(abs(fm_cos(x) - cos(x)) <= x * 0x1p-52, "cos(\(x))")
        }
    }

    @Test("the other functions at their edges")
    func otherEdges() {
        #expect(fm_log(1) == 0)
        #expect(fm_log(0) == -.infinity && fm_log(-0.0) == -.infinity)
        #expect(fm_log(-1).isNaN && fm_log(.nan).isNaN)
        #expect(fm_log(.infinity) == .infinity)
        #expect(fm_log(Double.leastNonzeroMagnitude) == log(Double.leastNonzeroMagnitude))
        #expect(fm_log(Double.greatestFiniteMagnitude) == log(Double.greatestFiniteMagnitude))
        #expect(fm_log(0.998) == log(0.998))   // UIScrollView's .normal rate
        #expect(fm_log(0.99) == log(0.99))   // and .fast
        #expect(fm_sinh(0).bitPattern == 0 && fm_sinh(-0.0).bitPattern == (-0.0).bitPattern)
        #expect(fm_sinh(710) == sinh(710) || abs(fm_sinh(710) - sinh(710)) <= 2 * sinh(710).ulp)
        #expect(fm_sinh(711) == .infinity && fm_sinh(-711) == -.infinity && fm_cosh(711) == .infinity)
        #expect(fm_cosh(0) == 1 && fm_sinh(.nan).isNaN && fm_cosh(.nan).isNaN)
        #expect(fm_atanh(0.5) == atanh(0.5) || abs(fm_atanh(0.5) - atanh(0.5)) <= 2 * atanh(0.5).ulp)
        #expect(fm_atanh(1) == .infinity && fm_atanh(-1) == -.infinity && fm_atanh(1.5).isNaN)
        #expect(fm_asin(1) == .pi / 2 && fm_asin(-1) == -.pi / 2 && fm_asin(1.01).isNaN)
        #expect(fm_acos(1) == 0 && fm_acos(-1) == .pi && fm_acos(0) == .pi / 2)
        #expect(fm_asin(-0.0).bitPattern == (-0.0).bitPattern)
        // atan2's special cases follow C's, sign of zero included.
        let specials: [Double] = [0, -0.0, 1, -1, .infinity, -.infinity, 0x1p-1062, -2e300]
        for y in specials {
            for x in specials {
                let got = fm_atan2(y, x)
                let libm = atan2(y, x)
                #expect(
                    got == libm && got.sign == libm.sign || abs(got - libm) <= 2 * libm.ulp,
                    "atan2(\(y), \(x)): \(got) vs \(libm)")
            }
        }
        #expect(fm_atan2(.nan, 1).isNaN && fm_atan2(1, .nan).isNaN)
    }
}
