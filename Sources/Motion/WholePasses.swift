/// How many whole passes of a repeating animation fit in `ratio` (time over pass length):
/// `ratio` rounded down and held within ±2⁵³, where a double stops counting whole numbers;
/// 0 for NaN. A pass of 5e-324 s makes the ratio infinite, which `Int(_:)` would trap on.
package func wholePasses(_ ratio: Double) -> Int {
    guard !ratio.isNaN else { return 0 }
    return Int(min(max(ratio, -0x1p53), 0x1p53).rounded(.down))
}
