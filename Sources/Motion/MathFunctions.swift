// Motion imports no Foundation; these reach the C library's transcendental functions
// through the platform module so the math is the same libm everywhere.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@usableFromInline func _exp(_ x: Double) -> Double { exp(x) }
@usableFromInline func _cos(_ x: Double) -> Double { cos(x) }
@usableFromInline func _sin(_ x: Double) -> Double { sin(x) }
@usableFromInline func _sinh(_ x: Double) -> Double { sinh(x) }
@usableFromInline func _cosh(_ x: Double) -> Double { cosh(x) }
@usableFromInline func _log(_ x: Double) -> Double { log(x) }
@usableFromInline func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline func _atanh(_ x: Double) -> Double { atanh(x) }

/// How many whole passes of a repeating animation fit in `ratio` (time over pass length):
/// `ratio` rounded down and held within ±2⁵³, where a double stops counting whole numbers;
/// 0 for NaN. A pass of 5e-324 s makes the ratio infinite, which `Int(_:)` would trap on.
package func wholePasses(_ ratio: Double) -> Int {
    guard !ratio.isNaN else { return 0 }
    return Int(min(max(ratio, -0x1p53), 0x1p53).rounded(.down))
}
