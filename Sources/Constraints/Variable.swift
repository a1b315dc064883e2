/// A variable of a constraint system: a position, a size, a window width.
///
/// Like kiwi's `Variable` and the anchors' variables of Auto Layout's engine, a variable is
/// an object: its identity is what the solver keys on, its name is for people (state dumps,
/// test files). A variable belongs to no solver; a solver learns of it the first time a
/// constraint or an edit names it, and reports 0 for a variable it does not know.
public final class Variable: Sendable, CustomStringConvertible {
    /// The name it is printed under; need not be unique.
    public let name: String

    /// A variable named `name` (for dumps and errors only).
    public init(_ name: String = "") {
        self.name = name
    }

    /// The name.
    public var description: String { name }
}
