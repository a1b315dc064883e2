import Formats
import Motion

/// A layer file's PATH (`path`, `shadow.path`): an array of elements, each an array starting
/// with its verb (`["M", x, y]`, `["rect", x, y, w, h]`, …), read into a `Path`.
///
/// A path may have millions of elements, so reading it costs time and memory in proportion
/// to the file, never more: the element count is checked before any element is read (each
/// adds at least one path element), the path's length is checked again as rectangles,
/// ellipses and arcs add several, and the JSON path of an element is spelled out only for
/// an error.
enum LayerFilePath {
    /// The verbs, with the arguments after each.
    enum Verb: String, CaseIterable {
        case move = "M"
        case line = "L"
        case quadCurve = "Q"
        case curve = "C"
        case close = "Z"
        case rect
        case roundedRect
        case ellipse
        case arc

        var arguments: [String] {
            switch self {
            case .move, .line: ["x", "y"]
            case .quadCurve: ["cx", "cy", "x", "y"]
            case .curve: ["c1x", "c1y", "c2x", "c2y", "x", "y"]
            case .close: []
            case .rect, .ellipse: ["x", "y", "w", "h"]
            case .roundedRect: ["x", "y", "w", "h", "r"]
            case .arc: ["cx", "cy", "r", "startAngle", "endAngle", "clockwise"]
            }
        }

        /// How the element is written: `["L", x, y]`.
        var shape: String { "[\"\(rawValue)\"\(arguments.map { ", \($0)" }.joined())]" }
    }

    /// The angles an arc may give, in radians: some 160,000 turns either way, where sine and
    /// cosine are still exact to the last bits (`MotionMath.sin`); beyond, they are noise, and
    /// then not numbers at all.
    static let angles: ClosedRange<Double> = -1_000_000...1_000_000

    /// The path `value` holds, of at most `maximumElementCount` elements once rectangles,
    /// ellipses and arcs are made of moves, lines, curves and closes.
    static func read(_ value: LayerFileValue, maximumElementCount: Int) throws(InputError) -> Path {
        guard case let .array(elements) = value.json else {
            throw InputError(
                field: "\(value.path)",
                message: "must be an array of path elements ([\"M\", x, y], …), not \(value.json.kindName)")
        }
        guard elements.count <= maximumElementCount else {
            throw InputError(
                field: "\(value.path)",
                message: "has \(elements.count) elements; a path may have at most \(maximumElementCount)")
        }
        var builder = Builder(maximumElementCount: maximumElementCount)
        for (index, element) in elements.enumerated() {
            try builder.add(element, at: index, in: value.path)
        }
        return builder.path
    }

    /// A path being read, element by element, within its limit.
    private struct Builder {
        let maximumElementCount: Int
        var path = Path()

        init(maximumElementCount: Int) {
            self.maximumElementCount = maximumElementCount
        }

        /// Reads element `index` of the array at `parent` and appends what it draws.
        mutating func add(_ json: JSONValue, at index: Int, in parent: JSONPath) throws(InputError) {
            let element = Element(json: json, index: index, parent: parent)
            let items = try element.items()
            let verb = try element.verb()
            guard items.count - 1 == verb.arguments.count else {
                let count = items.count - 1
                throw element.error(
                    "must be \(verb.shape): \(verb.arguments.count) value\(verb.arguments.count == 1 ? "" : "s") after the verb, not \(count)"
                )
            }
            func point(_ at: Int) throws(InputError) -> Point {
                Point(x: try element.number(at), y: try element.number(at + 1))
            }
            func rect() throws(InputError) -> Rect {
                Rect(
                    x: try element.number(1), y: try element.number(2),
                    width: try element.number(3, .atLeast(0)), height: try element.number(4, .atLeast(0)))
            }
            switch verb {
            case .move:
                try append([.move(to: try point(1))], element)
            case .line:
                try requireCurrentPoint(verb, element)
                try append([.line(to: try point(1))], element)
            case .quadCurve:
                try requireCurrentPoint(verb, element)
                try append([.quadCurve(to: try point(3), control: try point(1))], element)
            case .curve:
                try requireCurrentPoint(verb, element)
                try append([.curve(to: try point(5), control1: try point(1), control2: try point(3))], element)
            case .close:
                try append([.close], element)
            case .rect:
                try append(Path(rect: try rect()).elements, element)
            case .roundedRect:
                let bounds = try rect()
                try append(
                    Path(roundedRect: bounds, cornerRadius: try element.number(5, .atLeast(0))).elements, element)
            case .ellipse:
                try append(Path(ellipseIn: try rect()).elements, element)
            case .arc:
                let center = try point(1)
                let radius = try element.number(3, .atLeast(0))
                let startAngle = try element.number(4, .within(LayerFilePath.angles))
                let endAngle = try element.number(5, .within(LayerFilePath.angles))
                let clockwise = try element.bool(6)
                // The arc on its own, after a move to the current point when there is one:
                // `addArc` joins that point to its start with a line.
                let current = path.currentPoint
                var arc = Path()
                if let current { arc.move(to: current) }
                arc.addArc(
                    center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
                try append(Array(arc.elements.dropFirst(current == nil ? 0 : 1)), element)
            }
        }

        private func requireCurrentPoint(_ verb: Verb, _ element: Element) throws(InputError) {
            guard path.currentPoint == nil else { return }
            throw element.error(
                "\"\(verb.rawValue)\" needs a current point: begin the path with \"M\" (or rect, roundedRect, ellipse, arc)"
            )
        }

        /// Appends `elements`, which must keep the path within its limit and be finite (a sum
        /// such as x + w of two huge numbers is not).
        private mutating func append(_ elements: [Path.Element], _ element: Element) throws(InputError) {
            let count = path.elements.count + elements.count
            guard count <= maximumElementCount else {
                throw element.error(
                    "makes the path \(count) elements long (rect, roundedRect, ellipse and arc add several each); a path may have at most \(maximumElementCount)"
                )
            }
            for added in elements {
                for p in added.points where !(p.x.isFinite && p.y.isFinite) {
                    throw element.error("gives a point that is not a finite number (its numbers overflow a double)")
                }
                path.append(added)
            }
        }
    }

    /// One element of a path as written, named by its JSON path only when an error needs it.
    private struct Element {
        let json: JSONValue
        let index: Int
        let parent: JSONPath

        var place: JSONPath { parent.index(index) }

        func error(_ message: String) -> InputError { InputError(field: "\(place)", message: message) }

        /// The element's own value at `at`, with its path, for the readers' messages.
        func value(_ at: Int) -> LayerFileValue {
            guard case let .array(items) = json else { return LayerFileValue(json: json, path: place) }
            return LayerFileValue(json: items[at], path: place.index(at))
        }

        func items() throws(InputError) -> [JSONValue] {
            let verbs = Verb.allCases.map(\.rawValue).joined(separator: ", ")
            guard case let .array(items) = json else {
                throw error("must be an array starting with its verb (\(verbs)), not \(json.kindName)")
            }
            guard !items.isEmpty else { throw error("is empty; an element starts with its verb (\(verbs))") }
            return items
        }

        func verb() throws(InputError) -> Verb {
            if case let .array(items) = json, case let .string(name) = items[0], let verb = Verb(rawValue: name) {
                return verb
            }
            return try value(0).named(Verb.self, kind: "a path verb")
        }

        /// The number at `at`: read here when it is one and allowed, else by `LayerFileValue`,
        /// which says what is wrong with it.
        func number(_ at: Int, _ allowed: LayerFileValue.Allowed = .any) throws(InputError) -> Double {
            if case let .array(items) = json, case let .number(text) = items[at], let number = Double(text),
                number.isFinite, allowed.problem(number) == nil
            {
                return number
            }
            return try value(at).number(allowed)
        }

        func bool(_ at: Int) throws(InputError) -> Bool { try value(at).bool() }
    }
}
