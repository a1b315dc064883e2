/// A parsed JSON value that keeps numbers exact and object keys in file order.
///
/// Fling's text formats (recordings, frame traces, eval requests, layer files) are read
/// with this instead of Foundation, which turns `true` into the number 1 and loses the
/// key order that error messages and diffs want.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number, kept as its source text so integers of any size stay exact.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in file order.
    case object([(key: String, value: JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)):
            if x == y { return true }
            if let i = Int64(x), let j = Int64(y) { return i == j }   // exact beyond 2^53
            return Double(x) == Double(y)
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case let .bool(b): hasher.combine(b)
        case let .number(n): hasher.combine(Double(n))
        case let .string(s): hasher.combine(s)
        case let .array(a): hasher.combine(a)
        case let .object(o):
            for (k, v) in o {
                hasher.combine(k)
                hasher.combine(v)
            }
        }
    }

    /// The value of member `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The number as a Double, or nil if this is not a number.
    public var double: Double? {
        guard case let .number(text) = self else { return nil }
        return Double(text)
    }

    /// The number as an exact integer, or nil if it is not a number or not integral.
    public var int64: Int64? {
        guard case let .number(text) = self else { return nil }
        if let exact = Int64(text) { return exact }
        guard let d = Double(text), d.rounded() == d, abs(d) < 9.0e15 else { return nil }
        return Int64(d)
    }

    /// The string, or nil.
    public var string: String? {
        guard case let .string(s) = self else { return nil }
        return s
    }

    /// The Boolean, or nil.
    public var bool: Bool? {
        guard case let .bool(b) = self else { return nil }
        return b
    }

    /// A short name of the value's kind for error messages ("a string", "an object", …).
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
