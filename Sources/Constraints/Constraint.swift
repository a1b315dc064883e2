/// A linear constraint `expression RELATION 0` at a strength, as kiwi's `Constraint` and the
/// engine side of an `NSLayoutConstraint`.
///
/// A constraint is an object; the solver keys on its identity, so two constraints with the
/// same content are two constraints. Its expression and relation never change; its constant
/// and strength, once installed, change through the solver (`setConstant`, `setStrength`),
/// which keeps the current ones (`constant(of:)`, `strength(of:)`).
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side, with the constant it was made with.
    public let expression: Expression
    /// How the expression compares with zero.
    public let relation: Relation
    /// The strength it was made with.
    public let strength: Strength
    /// A name for dumps and messages.
    public let name: String

    /// `expression relation 0` at `strength`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, name: String = "") {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// The name, else the constraint written out.
    public var description: String {
        if !name.isEmpty { return name }
        let terms = expression.terms.map { "\($0.coefficient)·\($0.variable.name)" }.joined(separator: " + ")
        return "\(terms) + \(expression.constant) \(relation.rawValue) 0 @\(strength)"
    }
}
