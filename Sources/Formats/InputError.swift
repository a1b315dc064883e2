/// Input that cannot be used, as one line naming where: the source (a file's path as the
/// user gave it, or nil when the input is a flag or a request on its own), the place in it,
/// and what is wrong.
///
/// With a source it reads `PATH: MESSAGE`, `PATH:LINE: MESSAGE`, `PATH:LINE:COLUMN: MESSAGE`
/// or `PATH: FIELD: MESSAGE`; without one, `MESSAGE`, `line LINE: MESSAGE`,
/// `MESSAGE (line LINE, column COLUMN)` or `field "FIELD" MESSAGE` (so it reads on inside
/// another error's message). The path and the field are made fit for one line (`ErrorText`).
/// Every reader of user input throws it: the JSON reader, the field reader, recordings and
/// traces, profile summaries and budgets, layer files, the solver's case files, plot and
/// eval requests.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the input the problem is.
    public enum Place: Hashable, Sendable {
        /// The whole input (it cannot be read, or the problem has no one place).
        case none
        /// A line, 1-based.
        case line(Int)
        /// A position in the text, 1-based.
        case text(line: Int, column: Int)
        /// A field, by its JSON path from the document's root (`layers[3].shadow.opacity`).
        case field(String)
    }

    /// The file's path as the user gave it, or the input's name; nil when the message
    /// names the input itself (a flag, a request).
    public var source: String?
    public var place: Place
    public var message: String

    public init(source: String? = nil, place: Place = .none, message: String) {
        self.source = source
        self.place = place
        self.message = message
    }

    /// A problem with no source and no place: `message` is the whole line.
    public init(_ message: String) {
        self.init(message: message)
    }

    public var description: String {
        guard let source else {
            switch place {
            case .none: return message
            case let .line(line): return "line \(line): \(message)"
            case let .text(line, column): return "\(message) (line \(line), column \(column))"
            case let .field(field): return "field \"\(ErrorText.clip(field))\" \(message)"
            }
        }
        let path = ErrorText.path(source)
        switch place {
        case .none: return "\(path): \(message)"
        case let .line(line): return "\(path):\(line): \(message)"
        case let .text(line, column): return "\(path):\(line):\(column): \(message)"
        case let .field(field): return "\(path): \(ErrorText.clip(field)): \(message)"
        }
    }
}

extension InputError {
    /// A problem at `field`, a JSON path from the document's root, before a reader names the
    /// file: `field "window.width" is missing`.
    public init(field: String, message: String) {
        self.init(place: .field(field), message: message)
    }

    /// The line of the place, when it has one.
    public var line: Int? {
        switch place {
        case let .line(line), let .text(line, _): line
        case .none, .field: nil
        }
    }

    /// The column of the place, when it is a position in the text.
    public var column: Int? {
        if case let .text(_, column) = place { return column }
        return nil
    }
}
