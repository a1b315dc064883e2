import Constraints
import Formats

/// A `cassowary-vectors/1` file: solver test cases and benchmark workloads.
///
/// The reader is strict about what it uses — types, finite numbers, known operations,
/// relations, strengths and error names, variables declared by the case — and ignores keys
/// it does not know, as the format asks (provenance and notes ride along). Every error is
/// one line naming the file and the field's path (`cases[2].steps[5].expr.terms[0]`).
public struct LayoutCaseFile: Sendable {
    /// The cases, in file order.
    public var cases: [LayoutCase]

    /// The format this reader reads.
    public static let format = "cassowary-vectors/1"
    /// The error names a step may expect.
    public static let errorNames: Set<String> = [
        "DuplicateConstraint", "UnsatisfiableConstraint", "UnknownConstraint", "RequiredStrengthChange",
        "DuplicateEditVariable", "UnknownEditVariable", "BadRequiredStrength",
    ]

    /// A file that cannot be read: an `InputError` naming the file and what is wrong where.
    @available(*, deprecated, renamed: "InputError")
    public typealias ReadError = InputError

    /// Reads the file at `path`.
    public static func load(path: String) throws(InputError) -> LayoutCaseFile {
        let text: String
        do {
            text = try InputFile.readText(path)
        } catch {
            throw InputError(source: path, message: error.reason)
        }
        return try parse(text, path: path)
    }

    /// Reads `text`, naming `path` in errors.
    public static func parse(_ text: String, path: String) throws(InputError) -> LayoutCaseFile {
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw InputError(source: path, message: "not JSON: \(error.description)")
        }
        do {
            return try LayoutCaseFile(root)
        } catch {
            throw InputError(source: path, message: error.description)
        }
    }

    init(_ root: JSONValue) throws(InputError) {
        let fields = FieldReader()
        guard case .object = root else {
            throw InputError(field: "(root)", message: "must be an object, not \(root.kindName)")
        }
        let format = try fields.string("format", in: root)
        guard format == Self.format else {
            throw InputError(
                field: "format", message: "is \"\(ErrorText.clip(format))\"; this reader reads \"\(Self.format)\"")
        }
        let cases = try Self.array("cases", in: root, prefix: "")
        self.cases = []
        for (index, value) in cases.enumerated() {
            self.cases.append(try Self.readCase(value, prefix: "cases[\(index)]."))
        }
    }

    static func array(_ key: String, in object: JSONValue, prefix: String) throws(InputError) -> [JSONValue] {
        let value = try FieldReader().value(key, in: object, prefix: prefix)
        guard case let .array(elements) = value else {
            throw InputError(field: prefix + key, message: "must be an array, not \(value.kindName)")
        }
        return elements
    }

    static func object(_ value: JSONValue, field: String) throws(InputError) -> JSONValue {
        guard case .object = value else {
            throw InputError(field: field, message: "must be an object, not \(value.kindName)")
        }
        return value
    }

    static func finite(_ key: String, in object: JSONValue, prefix: String) throws(InputError) -> Double {
        let number = try FieldReader().double(key, in: object, prefix: prefix)
        guard number.isFinite else { throw InputError(field: prefix + key, message: "must be a finite number") }
        return number
    }

    static func tolerance(_ object: JSONValue, prefix: String) throws(InputError) -> Double {
        let tol = try finite("tol", in: object, prefix: prefix)
        guard tol >= 0 else { throw InputError(field: prefix + "tol", message: "must not be negative; got \(tol)") }
        return tol
    }

    static func readCase(_ value: JSONValue, prefix: String) throws(InputError) -> LayoutCase {
        let fields = FieldReader()
        let object = try object(value, field: String(prefix.dropLast()))
        let name = try fields.string("name", in: object, prefix: prefix)
        var variables: [String] = []
        var known = Set<String>()
        for (index, element) in try array("variables", in: object, prefix: prefix).enumerated() {
            guard let variable = element.string else {
                throw InputError(
                    field: "\(prefix)variables[\(index)]", message: "must be a string, not \(element.kindName)")
            }
            guard known.insert(variable).inserted else {
                throw InputError(
                    field: "\(prefix)variables[\(index)]", message: "names \"\(ErrorText.clip(variable))\" twice")
            }
            variables.append(variable)
        }
        var steps: [LayoutStep] = []
        for (index, element) in try array("steps", in: object, prefix: prefix).enumerated() {
            steps.append(try readStep(element, prefix: "\(prefix)steps[\(index)].", variables: known))
        }
        var benchmark: LayoutWorkload?
        if let block = object["benchmark"] {
            benchmark = try readBenchmark(block, prefix: prefix + "benchmark.", variables: known)
        }
        return LayoutCase(name: name, variables: variables, steps: steps, benchmark: benchmark)
    }

    static func variable(_ key: String, in object: JSONValue, prefix: String, variables: Set<String>) throws(InputError)
        -> String
    {
        let name = try FieldReader().string(key, in: object, prefix: prefix)
        guard variables.contains(name) else {
            throw InputError(
                field: prefix + key, message: "names \"\(ErrorText.clip(name))\", not one of the case's variables")
        }
        return name
    }

    static func strength(_ object: JSONValue, prefix: String) throws(InputError) -> Strength {
        let value = try FieldReader().value("strength", in: object, prefix: prefix)
        if let name = value.string {
            switch name {
            case "required": return .required
            case "strong": return .strong
            case "medium": return .medium
            case "weak": return .weak
            default:
                throw InputError(
                    field: prefix + "strength",
                    message: "is \"\(ErrorText.clip(name))\"; known: required, strong, medium, weak, or a number")
            }
        }
        guard let number = value.double, !number.isNaN else {
            throw InputError(
                field: prefix + "strength", message: "must be a strength name or a number, not \(value.kindName)")
        }
        return Strength(number)
    }

    static func relation(_ key: String, in object: JSONValue, prefix: String) throws(InputError) -> Relation {
        let text = try FieldReader().string(key, in: object, prefix: prefix)
        guard let relation = Relation(rawValue: text) else {
            throw InputError(field: prefix + key, message: "is \"\(ErrorText.clip(text))\"; known: ==, <=, >=")
        }
        return relation
    }

    static func expression(_ object: JSONValue, prefix: String, variables: Set<String>) throws(InputError)
        -> NamedExpression
    {
        let expr = try FieldReader().object("expr", in: object, prefix: prefix)
        let exprPrefix = prefix + "expr."
        var terms: [(String, Double)] = []
        var seen = Set<String>()
        for (index, term) in try array("terms", in: expr, prefix: exprPrefix).enumerated() {
            let field = "\(exprPrefix)terms[\(index)]"
            guard case let .array(pair) = term, pair.count == 2, let name = pair[0].string,
                let coefficient = pair[1].double
            else {
                throw InputError(field: field, message: "must be a [variable, coefficient] pair")
            }
            guard coefficient.isFinite else {
                throw InputError(field: field, message: "has a coefficient that is not finite")
            }
            guard variables.contains(name) else {
                throw InputError(
                    field: field, message: "names \"\(ErrorText.clip(name))\", not one of the case's variables")
            }
            guard seen.insert(name).inserted else {
                throw InputError(
                    field: field, message: "names \"\(ErrorText.clip(name))\" a second time in one expression")
            }
            terms.append((name, coefficient))
        }
        return NamedExpression(terms: terms, constant: try finite("constant", in: expr, prefix: exprPrefix))
    }

    static func values(_ key: String, in object: JSONValue, prefix: String, variables: Set<String>) throws(InputError)
        -> [(String, Double)]
    {
        let members = try valueMembers(key, in: object, prefix: prefix)
        var out: [(String, Double)] = []
        for (name, value) in members {
            guard variables.contains(name) else {
                throw InputError(field: "\(prefix)\(key).\(name)", message: "is not one of the case's variables")
            }
            guard let number = value.double, number.isFinite else {
                throw InputError(
                    field: "\(prefix)\(key).\(ErrorText.clip(name))",
                    message: "must be a finite number, not \(value.kindName)")
            }
            out.append((name, number))
        }
        return out
    }

    static func valueMembers(_ key: String, in object: JSONValue, prefix: String) throws(InputError) -> [(
        key: String, value: JSONValue
    )] {
        let value = try FieldReader().value(key, in: object, prefix: prefix)
        guard case let .object(members) = value else {
            throw InputError(field: prefix + key, message: "must be an object, not \(value.kindName)")
        }
        return members
    }

    static func readStep(_ value: JSONValue, prefix: String, variables: Set<String>) throws(InputError) -> LayoutStep {
        let fields = FieldReader()
        let step = try object(value, field: String(prefix.dropLast()))
        let op = try fields.string("op", in: step, prefix: prefix)
        var expectError: String?
        if step["expect_error"] != nil {
            let name = try fields.string("expect_error", in: step, prefix: prefix)
            guard errorNames.contains(name) else {
                throw InputError(
                    field: prefix + "expect_error",
                    message: "is \"\(ErrorText.clip(name))\"; known: \(errorNames.sorted().joined(separator: ", "))")
            }
            expectError = name
        }
        let operation: LayoutStep.Operation
        switch op {
        case "add_constraint":
            operation = .addConstraint(
                id: try fields.string("id", in: step, prefix: prefix),
                expression: try expression(step, prefix: prefix, variables: variables),
                relation: try relation("relation", in: step, prefix: prefix),
                strength: try strength(step, prefix: prefix))
        case "remove_constraint":
            operation = .removeConstraint(id: try fields.string("id", in: step, prefix: prefix))
        case "set_constant":
            operation = .setConstant(
                id: try fields.string("id", in: step, prefix: prefix),
                constant: try finite("constant", in: step, prefix: prefix))
        case "set_strength":
            operation = .setStrength(
                id: try fields.string("id", in: step, prefix: prefix), strength: try strength(step, prefix: prefix))
        case "add_edit":
            operation = .addEdit(
                variable: try variable("var", in: step, prefix: prefix, variables: variables),
                strength: try strength(step, prefix: prefix))
        case "remove_edit":
            operation = .removeEdit(variable: try variable("var", in: step, prefix: prefix, variables: variables))
        case "suggest":
            operation = .suggest(
                variable: try variable("var", in: step, prefix: prefix, variables: variables),
                value: try finite("value", in: step, prefix: prefix))
        case "reset":
            operation = .reset
        case "expect":
            var determined: [(String, Bool)] = []
            if step["determined"] != nil {
                for (name, flag) in try valueMembers("determined", in: step, prefix: prefix) {
                    guard variables.contains(name), let flag = flag.bool else {
                        throw InputError(
                            field: "\(prefix)determined.\(ErrorText.clip(name))",
                            message: "must map one of the case's variables to true or false")
                    }
                    determined.append((name, flag))
                }
            }
            operation = .expect(
                values: try values("values", in: step, prefix: prefix, variables: variables),
                tolerance: try tolerance(step, prefix: prefix), determined: determined)
        case "expect_any":
            var alternatives: [[(String, Double)]] = []
            for (index, element) in try array("alternatives", in: step, prefix: prefix).enumerated() {
                let holder = JSONValue.object([(key: "alternative", value: element)])
                alternatives.append(
                    try values(
                        "alternative", in: holder, prefix: "\(prefix)alternatives[\(index)]", variables: variables))
            }
            operation = .expectAny(alternatives: alternatives, tolerance: try tolerance(step, prefix: prefix))
        case "check":
            operation = .check(
                expression: try expression(step, prefix: prefix, variables: variables),
                relation: try relation("relation", in: step, prefix: prefix),
                tolerance: try tolerance(step, prefix: prefix))
        case "expect_has_constraint":
            operation = .expectHasConstraint(
                id: try fields.string("id", in: step, prefix: prefix),
                value: try fields.bool("value", in: step, prefix: prefix))
        case "expect_has_edit":
            operation = .expectHasEdit(
                variable: try variable("var", in: step, prefix: prefix, variables: variables),
                value: try fields.bool("value", in: step, prefix: prefix))
        case "expect_violated":
            operation = .expectViolated(
                id: try fields.string("id", in: step, prefix: prefix),
                value: try fields.bool("value", in: step, prefix: prefix))
        default:
            throw InputError(
                field: prefix + "op", message: "is \"\(ErrorText.clip(op))\", not an operation of \(format)")
        }
        return LayoutStep(operation: operation, expectError: expectError)
    }

    static func readBenchmark(_ value: JSONValue, prefix: String, variables: Set<String>) throws(InputError)
        -> LayoutWorkload
    {
        let block = try object(value, field: String(prefix.dropLast()))
        let resize = try array("resize", in: block, prefix: prefix)
        guard resize.count == 2, let width = resize[0].string, let height = resize[1].string,
            variables.contains(width), variables.contains(height)
        else {
            throw InputError(field: prefix + "resize", message: "must be two of the case's variables, [width, height]")
        }
        var sizes: [(Double, Double)] = []
        for (index, element) in try array("sizes", in: block, prefix: prefix).enumerated() {
            guard case let .array(pair) = element, pair.count == 2, let w = pair[0].double, let h = pair[1].double,
                w.isFinite, h.isFinite
            else {
                throw InputError(
                    field: "\(prefix)sizes[\(index)]", message: "must be a [width, height] pair of finite numbers")
            }
            sizes.append((w, h))
        }
        guard !sizes.isEmpty else { throw InputError(field: prefix + "sizes", message: "must not be empty") }
        var toggles: [(id: String, constant: Double, alternative: Double)] = []
        if block["set_constant"] != nil {
            for (index, element) in try array("set_constant", in: block, prefix: prefix).enumerated() {
                let entryPrefix = "\(prefix)set_constant[\(index)]."
                let entry = try object(element, field: String(entryPrefix.dropLast()))
                toggles.append(
                    (
                        try FieldReader().string("id", in: entry, prefix: entryPrefix),
                        try finite("constant", in: entry, prefix: entryPrefix),
                        try finite("alternative", in: entry, prefix: entryPrefix)
                    ))
            }
        }
        return LayoutWorkload(resize: (width, height), sizes: sizes, setConstant: toggles)
    }
}
