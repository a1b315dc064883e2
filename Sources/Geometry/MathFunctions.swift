import CMotionMath

// Motion's transcendental functions are Fling's own (Sources/CMotionMath, docs/math.md): built
// from +, −, ×, ÷ and square roots in a fixed order, with no C library, so a spring, a decay,
// a rotation or a blur weight is the same bits on glibc, musl or any other platform.

@usableFromInline package func _exp(_ x: Double) -> Double { fm_exp(x) }
@usableFromInline package func _cos(_ x: Double) -> Double { fm_cos(x) }
@usableFromInline package func _sin(_ x: Double) -> Double { fm_sin(x) }
/// sin x and cos x from one argument reduction (the same bits as `_sin` and `_cos`).
@usableFromInline package func _sincos(_ x: Double) -> (sin: Double, cos: Double) {
    var s = 0.0
    var c = 0.0
    fm_sincos(x, &s, &c)
    return (s, c)
}
@usableFromInline package func _sinh(_ x: Double) -> Double { fm_sinh(x) }
@usableFromInline package func _cosh(_ x: Double) -> Double { fm_cosh(x) }
/// sinh x and cosh x from one exponential (the same bits as `_sinh` and `_cosh`).
@usableFromInline package func _sinhcosh(_ x: Double) -> (sinh: Double, cosh: Double) {
    var s = 0.0
    var c = 0.0
    fm_sinhcosh(x, &s, &c)
    return (s, c)
}
@usableFromInline package func _log(_ x: Double) -> Double { fm_log(x) }
@usableFromInline package func _atan2(_ y: Double, _ x: Double) -> Double { fm_atan2(y, x) }
@usableFromInline package func _atanh(_ x: Double) -> Double { fm_atanh(x) }
@usableFromInline package func _acos(_ x: Double) -> Double { fm_acos(x) }
@usableFromInline package func _asin(_ x: Double) -> Double { fm_asin(x) }

/// Fling's own elementary functions: the same bits on every platform and C library, unlike
/// `Foundation`'s or `Glibc`'s, because they use no C library and no fused multiply-add
/// (docs/math.md: methods, ranges, measured errors). Fling's springs, transforms, keyframe
/// paths and blur weights use them; a scene of your own whose values reach a recorded trace or
/// a golden image should use them too, so that its replay tests pass on any machine.
///
/// ```swift
/// let wobble = 4 * MotionMath.sin(2 * .pi * time / 0.4)
/// ```
public enum MotionMath {
    /// eˣ, within 0.52 ulp.
    @inlinable public static func exp(_ x: Double) -> Double { _exp(x) }
    /// sin x, within 0.8 ulp for |x| ≤ 1.6·10⁶ (beyond, the argument reduction loses bits).
    @inlinable public static func sin(_ x: Double) -> Double { _sin(x) }
    /// cos x, within 0.8 ulp for |x| ≤ 1.6·10⁶ (beyond, the argument reduction loses bits).
    @inlinable public static func cos(_ x: Double) -> Double { _cos(x) }
    /// sin x and cos x from one argument reduction: the same bits as `sin` and `cos`.
    @inlinable public static func sincos(_ x: Double) -> (sin: Double, cos: Double) { _sincos(x) }
    /// sinh x, within 1.6 ulp for |x| ≤ 20.
    public static func sinh(_ x: Double) -> Double { fm_sinh(x) }
    /// cosh x, within 1.1 ulp for |x| ≤ 20.
    public static func cosh(_ x: Double) -> Double { fm_cosh(x) }
    /// ln x, within 1.3 ulp.
    public static func log(_ x: Double) -> Double { fm_log(x) }
    /// ln(1 + x) for x > −1, within 1.8 ulp (accurate for tiny x, unlike `log(1 + x)`).
    public static func log1p(_ x: Double) -> Double { fm_log1p(x) }
    /// atanh x for |x| ≤ 1, within 2.6 ulp.
    public static func atanh(_ x: Double) -> Double { fm_atanh(x) }
    /// atan2(y, x) with C's special cases, within 2 ulp.
    public static func atan2(_ y: Double, _ x: Double) -> Double { fm_atan2(y, x) }
    /// asin x for |x| ≤ 1, within 3 ulp.
    public static func asin(_ x: Double) -> Double { fm_asin(x) }
    /// acos x for |x| ≤ 1, within 3 ulp.
    public static func acos(_ x: Double) -> Double { fm_acos(x) }
}
