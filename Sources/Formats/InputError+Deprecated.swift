// The members of the error types InputError replaced (FormatError, FieldError, …), kept for
// one version so that code written against 1.0.0 still compiles, with a warning that names
// the new spelling.
extension InputError {
    /// The file the error is about (FormatError's name for `source`).
    @available(*, deprecated, renamed: "source")
    public var path: String { source ?? "" }

    /// The JSON field the error is about, when its place is one (FieldError's member).
    @available(*, deprecated, message: "read `place` (`.field(path)`)")
    public var field: String? {
        if case let .field(field) = place { return field }
        return nil
    }

    /// FormatError's initializer: `message` at `line` of the file at `path`.
    @available(*, deprecated, message: "use InputError(source:place:message:) with place .line(n)")
    public init(path: String, line: Int? = nil, message: String) {
        self.init(source: path, place: line.map { .line($0) } ?? .none, message: message)
    }
}
