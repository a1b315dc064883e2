/// A vector of any number of components: the `animatableData` of values whose size is known
/// only at run time — a path's points, a gradient's colours and locations.
///
/// `zero` is the empty vector, and a vector shorter than another counts as padded with zeros,
/// so the arithmetic an animation does (`to − from`, scaled, added to a model) works whatever
/// the lengths; values that animate this way interpolate only between equal lengths, which
/// their owners check (`Path.hasSameStructure(as:)`).
public struct ComponentVector: VectorArithmetic, Hashable {
    /// The components.
    public var values: [Double]

    /// A vector of `values`.
    public init(_ values: [Double]) {
        self.values = values
    }

    public static let zero = ComponentVector([])

    public static func + (a: Self, b: Self) -> Self { combine(a, b, +) }
    public static func - (a: Self, b: Self) -> Self { combine(a, b, -) }

    private static func combine(_ a: Self, _ b: Self, _ op: (Double, Double) -> Double) -> Self {
        let n = max(a.values.count, b.values.count)
        var out = [Double](repeating: 0, count: n)
        for i in 0..<n {
            out[i] = op(i < a.values.count ? a.values[i] : 0, i < b.values.count ? b.values[i] : 0)
        }
        return ComponentVector(out)
    }

    public mutating func scale(by rhs: Double) {
        for i in values.indices { values[i] *= rhs }
    }

    public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    /// Every component, in order.
    public func appendComponents(to components: inout [Double]) { components += values }

    /// A vector counts as padded with zeros: `[1, 0]` equals `[1]`.
    public static func == (a: Self, b: Self) -> Bool {
        let n = max(a.values.count, b.values.count)
        for i in 0..<n where (i < a.values.count ? a.values[i] : 0) != (i < b.values.count ? b.values[i] : 0) {
            return false
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        var end = values.count
        while end > 0 && values[end - 1] == 0 { end -= 1 }
        for v in values[..<end] { hasher.combine(v == 0 ? 0 : v) }
    }
}
