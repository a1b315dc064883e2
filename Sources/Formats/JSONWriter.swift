/// Writes JSON text deterministically: members in the order given, numbers in their
/// shortest round-tripping form, no locale.
public enum JSONWriter {
    /// The JSON text of `value` on one line.
    public static func string(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    /// A JSON number for `value`: integral values print without a fraction, others in the
    /// shortest form that reads back to the same Double; non-finite values print as null.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return String(describing: value)
    }

    /// A JSON string literal for `text`, escaped.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let s where s.value < 0x20 || s.value == 0x7F || s == "\u{2028}" || s == "\u{2029}":
                let hex = String(s.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func write(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .number(text): out += text
        case let .string(s): out += quoted(s)
        case let .array(elements):
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += "," }
                write(element, into: &out)
            }
            out += "]"
        case let .object(members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                out += quoted(member.key) + ":"
                write(member.value, into: &out)
            }
            out += "}"
        }
    }
}

extension JSONValue {
    /// A number value from a Double, written as `JSONWriter.number` does.
    public static func double(_ value: Double) -> JSONValue {
        value.isFinite ? .number(JSONWriter.number(value)) : .null
    }
    /// A number value from an integer.
    public static func int(_ value: Int64) -> JSONValue { .number(String(value)) }
}
