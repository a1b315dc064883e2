/// Locale-free decimal text for exports: exact for integer nanoseconds, never an exponent.
enum FixedPoint {
    /// `value / 10^scaleDigits` written exactly, trailing zeros dropped: (16_666_667, 6) → "16.666667".
    static func exact(_ value: Int64, scaleDigits: Int) -> String {
        let scale = powerOfTen(scaleDigits)
        let sign = value < 0 ? "-" : ""
        let whole = value.magnitude / scale, fraction = value.magnitude % scale
        guard fraction != 0 else { return sign + String(whole) }
        var digits = padded(fraction, to: scaleDigits)
        while digits.last == "0" { digits.removeLast() }
        return "\(sign)\(whole).\(digits)"
    }

    /// `value` rounded to `decimals` places, always with that many places: (2.5, 3) → "2.500".
    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let scale = powerOfTen(decimals)
        let scaled = (value.magnitude * Double(scale)).rounded()
        // Converting beyond UInt64's range traps; no profile number gets near it.
        guard scaled < 1.8e19 else { return String(describing: value) }
        let units = UInt64(scaled)
        let sign = value < 0 && units != 0 ? "-" : ""
        let whole = String(units / scale)
        return decimals == 0 ? sign + whole : "\(sign)\(whole).\(padded(units % scale, to: decimals))"
    }

    private static func powerOfTen(_ digits: Int) -> UInt64 {
        (0..<digits).reduce(1) { product, _ in product * 10 }
    }

    private static func padded(_ value: UInt64, to width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
