import Formats
import Layers
import Motion

/// A JSON value of a layer file with its path, read as the format's types — numbers in a
/// range, points, rectangles, 8-bit colours, transforms, corner sets — or a `InputError`
/// that names the path and quotes the number as the file wrote it:
/// `layers[3].shadow.opacity`, "1.7 is out of range 0…1".
struct LayerFileValue {
    let json: JSONValue
    let path: JSONPath

    /// What a number may be.
    enum Allowed {
        case any
        case atLeast(Double)
        case above(Double)
        case within(ClosedRange<Double>)

        /// Why `value` is not allowed (said after the number), or nil when it is.
        func problem(_ value: Double) -> String? {
            switch self {
            case .any: return nil
            case let .atLeast(minimum):
                return value >= minimum ? nil : "must be at least \(JSONWriter.number(minimum))"
            case let .above(minimum):
                return value > minimum ? nil : "must be greater than \(JSONWriter.number(minimum))"
            case let .within(range):
                return range.contains(value)
                    ? nil
                    : "is out of range \(JSONWriter.number(range.lowerBound))…\(JSONWriter.number(range.upperBound))"
            }
        }
    }

    private func error(_ message: String) -> InputError { InputError(field: "\(path)", message: message) }

    // MARK: Objects and arrays

    /// This value as an object that has no key outside `keys` (a typo is an error, not ignored).
    func object(keys: Set<String>) throws(InputError) -> LayerFileValue {
        guard case .object = json else { throw error("must be an object, not \(json.kindName)") }
        try FieldReader().allow(keys, in: json, prefix: path == .root ? "" : "\(path).")
        return self
    }

    /// The member `key` of this object, or nil when it is absent.
    subscript(key: String) -> LayerFileValue? {
        json[key].map { LayerFileValue(json: $0, path: path.key(key)) }
    }

    /// The member `key` of this object, which must be there.
    func required(_ key: String) throws(InputError) -> LayerFileValue {
        guard let member = self[key] else { throw InputError(field: "\(path.key(key))", message: "is missing") }
        return member
    }

    func elements() throws(InputError) -> [LayerFileValue] {
        try array().enumerated().map { LayerFileValue(json: $1, path: path.index($0)) }
    }

    /// This value's elements, counted before any is looked at: more than `maximum` is an
    /// error saying how many `things` `what` may have (`has 1001 entries; a dash pattern may
    /// have at most 1000`).
    func elements(atMost maximum: Int, of things: String, in what: String) throws(InputError) -> [LayerFileValue] {
        let count = try array().count
        guard count <= maximum else { throw error("has \(count) \(things); \(what) may have at most \(maximum)") }
        return try elements()
    }

    /// This value's JSON elements, without their paths (a reader of millions of elements
    /// makes a path only for the one an error names).
    func array() throws(InputError) -> [JSONValue] {
        guard case let .array(elements) = json else { throw error("must be an array, not \(json.kindName)") }
        return elements
    }

    // MARK: Scalars

    /// A number (always finite: the JSON reader rejects what overflows a Double).
    func number(_ allowed: Allowed = .any) throws(InputError) -> Double {
        guard case let .number(text) = json, let number = Double(text) else {
            throw error("must be a number, not \(json.kindName)")
        }
        if let problem = allowed.problem(number) { throw error("\(ErrorText.clip(text)) \(problem)") }
        return number
    }

    /// A whole number in `range`.
    func integer(_ range: ClosedRange<Double>) throws(InputError) -> Int {
        let number = try number(.within(range))
        guard number == number.rounded() else { throw error("\(JSONWriter.number(number)) must be a whole number") }
        return Int(number)
    }

    func string() throws(InputError) -> String {
        guard let text = json.string else { throw error("must be a string, not \(json.kindName)") }
        return text
    }

    /// One of `T`'s cases by its raw name; an error names what `kind` of value it should be
    /// and lists the names (`"middle" is not an alignment (left, center, right)`).
    func named<T: CaseIterable & RawRepresentable>(_ type: T.Type, kind: String) throws(InputError) -> T
    where T.RawValue == String {
        let name = try string()
        guard let value = T(rawValue: name) else {
            throw error(
                "\"\(ErrorText.clip(name))\" is not \(kind) (\(T.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return value
    }

    func bool() throws(InputError) -> Bool {
        guard let flag = json.bool else { throw error("must be true or false, not \(json.kindName)") }
        return flag
    }

    // MARK: Vectors

    /// An array of as many numbers as `names` has (`[x, y]`); `allowed` says what each may be.
    func numbers(
        _ names: [String], shape: String? = nil,
        _ allowed: (Int) -> Allowed = { _ in .any }
    ) throws(InputError) -> [Double] {
        let shape = shape ?? "[\(names.joined(separator: ", "))]"
        guard case let .array(elements) = json else { throw error("must be \(shape), not \(json.kindName)") }
        guard elements.count == names.count else {
            throw error("must be \(shape), not \(elements.count) number\(elements.count == 1 ? "" : "s")")
        }
        var numbers: [Double] = []
        for (index, element) in try self.elements().enumerated() { numbers.append(try element.number(allowed(index))) }
        return numbers
    }

    func point() throws(InputError) -> Point {
        let xy = try numbers(["x", "y"])
        return Point(x: xy[0], y: xy[1])
    }

    func size() throws(InputError) -> Size {
        let wh = try numbers(["width", "height"])
        return Size(width: wh[0], height: wh[1])
    }

    /// `[x, y, width, height]`; the width and height must not be negative.
    func rect() throws(InputError) -> Rect {
        let r = try numbers(["x", "y", "width", "height"]) { $0 >= 2 ? .atLeast(0) : .any }
        return Rect(x: r[0], y: r[1], width: r[2], height: r[3])
    }

    /// `[red, green, blue]` or `[red, green, blue, alpha]`: 8-bit sRGB (whole numbers 0…255)
    /// and straight alpha 0…1 (default 1), as design tools write colours.
    func color() throws(InputError) -> Color {
        let shape = "[red, green, blue] or [red, green, blue, alpha] (sRGB 0…255, alpha 0…1)"
        guard case let .array(elements) = json else { throw error("must be \(shape), not \(json.kindName)") }
        guard elements.count == 3 || elements.count == 4 else {
            throw error("must be \(shape), not \(elements.count) number\(elements.count == 1 ? "" : "s")")
        }
        let components = try self.elements()
        var rgb: [Int] = []
        for component in components.prefix(3) { rgb.append(try component.integer(0...255)) }
        let alpha = components.count == 4 ? try components[3].number(.within(0...1)) : 1
        return Color(red8: rgb[0], green8: rgb[1], blue8: rgb[2], alpha: alpha)
    }

    /// Sixteen numbers, m11 … m44 row by row, as `CATransform3D` lays them out.
    func transform() throws(InputError) -> Transform3D {
        let names = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
        let m = try numbers(names, shape: "16 numbers (m11 … m44, row by row)")
        return Transform3D(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    /// Corner names, as `CACornerMask` spells them without `layer` and `Corner`.
    static let corners: [(name: String, corner: CornerMask)] = [
        ("minXMinY", .minXMinY), ("maxXMinY", .maxXMinY), ("minXMaxY", .minXMaxY), ("maxXMaxY", .maxXMaxY),
    ]

    /// An array of corner names (`["minXMinY", "maxXMinY"]`: the top corners).
    func corners() throws(InputError) -> CornerMask {
        var mask: CornerMask = []
        for element in try elements() {
            let name = try element.string()
            guard let corner = Self.corners.first(where: { $0.name == name })?.corner else {
                throw element.error(
                    "\"\(ErrorText.clip(name))\" is not a corner (\(Self.corners.map(\.name).joined(separator: ", ")))")
            }
            mask.insert(corner)
        }
        return mask
    }
}
