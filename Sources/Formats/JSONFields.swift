/// A missing, mistyped, out-of-range or unknown field of a JSON object: an `InputError` at
/// `.field(path)`.
@available(*, deprecated, renamed: "InputError")
public typealias FieldError = InputError

/// Typed access to JSON object fields, with errors that name the field's path.
public struct FieldReader: Sendable {
    public init() {}

    public func value(_ key: String, in object: JSONValue, prefix: String = "") throws(InputError) -> JSONValue {
        guard let value = object[key] else { throw InputError(field: prefix + key, message: "is missing") }
        return value
    }

    public func double(
        _ key: String, in object: JSONValue, prefix: String = "",
        range: ClosedRange<Double>? = nil
    ) throws(InputError) -> Double {
        let value = try value(key, in: object, prefix: prefix)
        guard let number = value.double else {
            throw InputError(field: prefix + key, message: "must be a number, not \(value.kindName)")
        }
        if let range, !range.contains(number) {
            throw InputError(
                field: prefix + key, message: "is \(number), outside \(range.lowerBound)…\(range.upperBound)")
        }
        return number
    }

    public func int(
        _ key: String, in object: JSONValue, prefix: String = "",
        range: ClosedRange<Int64>? = nil
    ) throws(InputError) -> Int64 {
        let value = try value(key, in: object, prefix: prefix)
        guard let number = value.int64 else {
            throw InputError(
                field: prefix + key,
                message: "must be an integer, not \(value.kindName == "a number" ? "a fraction" : value.kindName)")
        }
        if let range, !range.contains(number) {
            throw InputError(
                field: prefix + key, message: "is \(number), outside \(range.lowerBound)…\(range.upperBound)")
        }
        return number
    }

    public func string(_ key: String, in object: JSONValue, prefix: String = "") throws(InputError) -> String {
        let value = try value(key, in: object, prefix: prefix)
        guard let text = value.string else {
            throw InputError(field: prefix + key, message: "must be a string, not \(value.kindName)")
        }
        return text
    }

    public func bool(_ key: String, in object: JSONValue, prefix: String = "") throws(InputError) -> Bool {
        let value = try value(key, in: object, prefix: prefix)
        guard let flag = value.bool else {
            throw InputError(field: prefix + key, message: "must be true or false, not \(value.kindName)")
        }
        return flag
    }

    public func object(_ key: String, in object: JSONValue, prefix: String = "") throws(InputError) -> JSONValue {
        let value = try value(key, in: object, prefix: prefix)
        guard case .object = value else {
            throw InputError(field: prefix + key, message: "must be an object, not \(value.kindName)")
        }
        return value
    }

    /// Rejects keys outside `keys`, so a typo is an error rather than silently ignored.
    public func allow(_ keys: Set<String>, in object: JSONValue, prefix: String = "") throws(InputError) {
        guard case let .object(members) = object else { return }
        if let unknown = members.first(where: { !keys.contains($0.key) }) {
            throw InputError(
                field: prefix + unknown.key,
                message: "is not a known field (known: \(keys.sorted().joined(separator: ", ")))")
        }
    }

    /// The number at `key`, or nil when the key is absent.
    public func optionalDouble(
        _ key: String, in object: JSONValue, prefix: String = "",
        range: ClosedRange<Double>? = nil
    ) throws(InputError) -> Double? {
        guard object[key] != nil else { return nil }
        return try double(key, in: object, prefix: prefix, range: range)
    }

    /// The array of numbers at `key`.
    public func doubles(_ key: String, in object: JSONValue, prefix: String = "") throws(InputError) -> [Double] {
        let value = try value(key, in: object, prefix: prefix)
        guard case let .array(elements) = value else {
            throw InputError(field: prefix + key, message: "must be an array of numbers, not \(value.kindName)")
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard let number = element.double else {
                throw InputError(
                    field: "\(prefix)\(key)[\(index)]", message: "must be a number, not \(element.kindName)")
            }
            numbers.append(number)
        }
        return numbers
    }
}
