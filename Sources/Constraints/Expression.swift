/// One term of a linear expression: `coefficient · variable`.
public struct Term: Sendable {
    /// The variable.
    public var variable: Variable
    /// Its factor.
    public var coefficient: Double

    /// `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `a·x + b·y + … + c`, the left side of a constraint `expr RELATION 0`.
///
/// `x + 20 <= y` is the expression `x − y + 20` with relation `<=`. A variable named twice
/// has its coefficients summed when the solver reads the expression.
public struct Expression: Sendable {
    /// The terms, in the order given.
    public var terms: [Term]
    /// The constant `c`.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression's value when every variable takes `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }
}
