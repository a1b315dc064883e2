/// A strict RFC 8259 JSON parser with line and column in its errors.
public struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0

    /// Parses one complete JSON text; anything but whitespace after the value is an error.
    public static func parse(_ text: String) throws(InputError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> InputError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return InputError(place: .text(line: line, column: column), message: message)
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let b = peek, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { index += 1 }
    }

    private mutating func expect(_ literal: String, _ value: JSONValue) throws(InputError) -> JSONValue {
        for byte in literal.utf8 {
            guard peek == byte else { throw error("invalid literal, expected \(literal)") }
            index += 1
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws(InputError) -> JSONValue {
        guard depth < 512 else { throw error("nested too deeply") }
        guard let b = peek else { throw error("unexpected end of input, expected a value") }
        switch b {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character '\(Character(Unicode.Scalar(b)))', expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws(InputError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        // Keys seen so far, hashed: a duplicate check by scanning would make an object of n
        // keys cost n² (100,000 keys: 25 s).
        var keys: Set<String> = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try parseString()
            guard keys.insert(key).inserted else { throw error("duplicate key \"\(ErrorText.clip(key))\"") }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(ErrorText.clip(key))\"") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            case nil: throw error("unexpected end of input inside an object")
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(InputError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            case nil: throw error("unexpected end of input inside an array")
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseNumber() throws(InputError) -> JSONValue {
        let start = index
        func digits() -> Int {
            let from = index
            while let b = peek, b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error("invalid number")
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number: digits expected after '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number: digits expected in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number out of range: \(ErrorText.clip(text))")
        }
        return .number(text)
    }

    private mutating func parseString() throws(InputError) -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard let b = peek else { throw error("unterminated string") }
            let at = index
            index += 1
            switch b {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let e = peek else { throw error("unterminated string") }
                index += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard peek == UInt8(ascii: "\\") else { throw error("unpaired surrogate in string") }
                        index += 1
                        guard peek == UInt8(ascii: "u") else { throw error("unpaired surrogate in string") }
                        index += 1
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair in string") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    index = at
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))' in string")
                }
            case 0x00..<0x20:
                index = at
                throw error("control character in string")
            default:
                out.append(b)
            }
        }
    }

    private mutating func parseHex4() throws(InputError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek, let digit = hexValue(b) else { throw error("invalid \\u escape") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}

/// A JSON syntax error: an `InputError` at `.text(line:column:)`.
@available(*, deprecated, renamed: "InputError")
public typealias JSONSyntaxError = InputError
