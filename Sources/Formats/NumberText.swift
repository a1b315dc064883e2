/// Numbers as people read them in labels, titles and reports: fixed, locale-independent, no "-0".
public enum NumberText {
    /// `value` rounded half away from zero to `decimals` places.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let decimals = min(max(decimals, 0), 12)
        let scale = NumberText.powerOfTen(decimals)
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 1e17 else { return String(value) }
        let whole = UInt64(scaled)
        let divisor = UInt64(scale)
        var text = String(whole / divisor)
        if decimals > 0 {
            let fraction = String(whole % divisor)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return (value < 0 && whole != 0 ? "-" : "") + text
    }

    /// `value / 10^scaleDigits` written exactly, trailing zeros dropped, never an exponent:
    /// (16_666_667, 6) → "16.666667", (50_000_000, 6) → "50", (-1_500, 3) → "-1.5". For integer
    /// nanoseconds in microseconds (3) or milliseconds (6) in exports.
    public static func exact(_ value: Int64, scaleDigits: Int) -> String {
        precondition(
            (0...18).contains(scaleDigits), "NumberText.exact: scaleDigits must be in 0...18, not \(scaleDigits)")
        var scale: UInt64 = 1
        for _ in 0..<scaleDigits { scale *= 10 }
        let sign = value < 0 ? "-" : ""
        let whole = value.magnitude / scale
        let fraction = value.magnitude % scale
        guard fraction != 0 else { return sign + String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: scaleDigits - digits.count) + digits
        while digits.last == "0" { digits.removeLast() }
        return "\(sign)\(whole).\(digits)"
    }

    /// `value` with `digits` significant digits (never fewer decimals than needed, never
    /// more than needed): 157.91 → "157.9", 17.5929 → "17.59", 1754.6 → "1755".
    public static func significant(_ value: Double, digits: Int = 4) -> String {
        guard value != 0, value.isFinite else { return fixed(value, decimals: 0) }
        let exponent = NumberText.decimalExponent(abs(value))
        return fixed(value, decimals: digits - 1 - exponent)
    }

    /// The shortest text that reads back as `value`, without a trailing ".0": what the user typed.
    public static func short(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// 10ⁿ by repeated multiplication (n ≥ 0: exact up to n = 22) or division (n < 0), the
    /// same bits on every machine, without libm.
    package static func powerOfTen(_ n: Int) -> Double {
        var result = 1.0
        if n >= 0 {
            for _ in 0..<n { result *= 10 }
        } else {
            for _ in 0..<(-n) { result /= 10 }
        }
        return result
    }

    /// ⌊log10(value)⌋ for a positive finite value, without libm.
    package static func decimalExponent(_ value: Double) -> Int {
        var exponent = 0
        var scaled = value
        while scaled >= 10 {
            scaled /= 10
            exponent += 1
        }
        while scaled < 1 {
            scaled *= 10
            exponent -= 1
        }
        return exponent
    }
}
