import Foundation
import FuzzTargets
import Motion

/// Numbers every numeric field of a reader must survive: ±0, the subnormals, ±huge, values
/// at the edges of Int64 and of the field's own range, and random doubles from a fixed seed.
enum AnyDouble {
    static let specials: [Double] = [
        0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 2.2250738585072014e-308, 1e-300, 1e-9, 0.5, 1, -1, 2,
        1e6, 1e9, 1e12, 1e13,
        4.6e18, -4.6e18, 9.223372036854775807e18, 1.8446744073709552e19, 1e100, 1e308, -1e308,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]

    /// The range's ends and their finite neighbours on both sides (JSON has no infinity).
    static func edges(_ range: ClosedRange<Double>) -> [Double] {
        [range.lowerBound, range.upperBound].flatMap { [$0.nextDown, $0, $0.nextUp] }.filter(\.isFinite)
    }

    /// `count` finite doubles: half any bit pattern, half ±10^x for x uniform in −320…308.
    static func random(count: Int, seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        var values: [Double] = []
        while values.count < count {
            let value =
                values.count.isMultiple(of: 2)
                ? Double(bitPattern: generator.next())
                : (Bool.random(using: &generator) ? 1 : -1) * pow(10, Double.random(in: -320...308, using: &generator))
            if value.isFinite { values.append(value) }
        }
        return values
    }

    /// Every value a field of `range` is tried with.
    static func values(_ range: ClosedRange<Double>, seed: UInt64) -> [Double] {
        specials + edges(range) + random(count: 8, seed: seed)
    }

    /// `value` as JSON and command lines write it: whole numbers below 2⁵³ without a fraction
    /// (so that integer fields and flags read them), others as Swift prints them (`5e-324`,
    /// `-0.0`, `1e+308`).
    static func text(_ value: Double) -> String {
        if let whole = Int64(exactly: value), abs(whole) < 1 << 53, value.sign == .plus || whole != 0 {
            return "\(whole)"
        }
        return "\(value)"
    }
}

/// One numeric field of a reader's input: a valid input with `#` where the number goes.
struct NumericField: CustomStringConvertible, Sendable {
    var target: FuzzTarget
    var name: String
    var template: String
    /// The field's documented range, whose edges are tried.
    var range: ClosedRange<Double>

    var description: String { "\(target) \(name)" }

    func input(_ value: Double) -> [UInt8] {
        Array(template.replacingOccurrences(of: "#", with: AnyDouble.text(value)).utf8)
    }

    /// The seed of this field's random values: its name's FNV-1a hash, so adding a field
    /// changes no other field's values.
    var seed: UInt64 {
        name.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
