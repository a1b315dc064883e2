/// A missing, mistyped, out-of-range or unknown field of a JSON object.
public struct FieldError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field's path, dotted from the document's root ("window.width").
    public var field: String
    public var message: String

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { "field \"\(ErrorText.clip(field))\" \(message)" }
}

/// Typed access to JSON object fields, with errors that name the field's path.
public struct FieldReader: Sendable {
    public init() {}

    public func value(_ key: String, in object: JSONValue, prefix: String = "") throws(FieldError) -> JSONValue {
        guard let value = object[key] else { throw FieldError(field: prefix + key, message: "is missing") }
        return value
    }

    public func double(_ key: String, in object: JSONValue, prefix: String = "",
                range: ClosedRange<Double>? = nil) throws(FieldError) -> Double {
        let value = try value(key, in: object, prefix: prefix)
        guard let number = value.double else {
            throw FieldError(field: prefix + key, message: "must be a number, not \(value.kindName)")
        }
        if let range, !range.contains(number) {
            throw FieldError(field: prefix + key, message: "is \(number), outside \(range.lowerBound)…\(range.upperBound)")
        }
        return number
    }

    public func int(_ key: String, in object: JSONValue, prefix: String = "",
             range: ClosedRange<Int64>? = nil) throws(FieldError) -> Int64 {
        let value = try value(key, in: object, prefix: prefix)
        guard let number = value.int64 else {
            throw FieldError(field: prefix + key, message: "must be an integer, not \(value.kindName == "a number" ? "a fraction" : value.kindName)")
        }
        if let range, !range.contains(number) {
            throw FieldError(field: prefix + key, message: "is \(number), outside \(range.lowerBound)…\(range.upperBound)")
        }
        return number
    }

    public func string(_ key: String, in object: JSONValue, prefix: String = "") throws(FieldError) -> String {
        let value = try value(key, in: object, prefix: prefix)
        guard let text = value.string else {
            throw FieldError(field: prefix + key, message: "must be a string, not \(value.kindName)")
        }
        return text
    }

    public func bool(_ key: String, in object: JSONValue, prefix: String = "") throws(FieldError) -> Bool {
        let value = try value(key, in: object, prefix: prefix)
        guard let flag = value.bool else {
            throw FieldError(field: prefix + key, message: "must be true or false, not \(value.kindName)")
        }
        return flag
    }

    public func object(_ key: String, in object: JSONValue, prefix: String = "") throws(FieldError) -> JSONValue {
        let value = try value(key, in: object, prefix: prefix)
        guard case .object = value else {
            throw FieldError(field: prefix + key, message: "must be an object, not \(value.kindName)")
        }
        return value
    }

    /// Rejects keys outside `keys`, so a typo is an error rather than silently ignored.
    public func allow(_ keys: Set<String>, in object: JSONValue, prefix: String = "") throws(FieldError) {
        guard case let .object(members) = object else { return }
        if let unknown = members.first(where: { !keys.contains($0.key) }) {
            throw FieldError(field: prefix + unknown.key, message: "is not a known field (known: \(keys.sorted().joined(separator: ", ")))")
        }
    }

    /// The number at `key`, or nil when the key is absent.
    public func optionalDouble(_ key: String, in object: JSONValue, prefix: String = "",
                               range: ClosedRange<Double>? = nil) throws(FieldError) -> Double? {
        guard object[key] != nil else { return nil }
        return try double(key, in: object, prefix: prefix, range: range)
    }

    /// The array of numbers at `key`.
    public func doubles(_ key: String, in object: JSONValue, prefix: String = "") throws(FieldError) -> [Double] {
        let value = try value(key, in: object, prefix: prefix)
        guard case let .array(elements) = value else {
            throw FieldError(field: prefix + key, message: "must be an array of numbers, not \(value.kindName)")
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard let number = element.double else {
                throw FieldError(field: "\(prefix)\(key)[\(index)]", message: "must be a number, not \(element.kindName)")
            }
            numbers.append(number)
        }
        return numbers
    }
}
