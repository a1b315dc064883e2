import Constraints

/// One case of a `cassowary-vectors/1` file: steps replayed in order on a fresh solver
/// (docs/layout.md, the format's FORMAT.md).
public struct LayoutCase: Sendable {
    /// The case's id.
    public var name: String
    /// Every variable name the case uses, in file order.
    public var variables: [String]
    /// The operations, in order.
    public var steps: [LayoutStep]
    /// A workload's benchmark block, when the case is one.
    public var benchmark: LayoutWorkload?
}

/// A linear expression by variable name: `Σ coefficient · name + constant`.
public struct NamedExpression: Sendable, Equatable {
    /// `(variable, coefficient)` in file order.
    public var terms: [(String, Double)]
    /// The constant.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(terms: [(String, Double)], constant: Double) {
        self.terms = terms
        self.constant = constant
    }

    /// Equal terms in the same order and an equal constant.
    public static func == (a: NamedExpression, b: NamedExpression) -> Bool {
        a.constant == b.constant && a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }
}

/// One step of a case; `expectError` names the error the call must throw.
public struct LayoutStep: Sendable {
    /// What the step does.
    public var operation: Operation
    /// The error the step must fail with (`UnsatisfiableConstraint`, …), if any.
    public var expectError: String?

    /// The operations of the format.
    public enum Operation: Sendable {
        /// Installs constraint `id`.
        case addConstraint(id: String, expression: NamedExpression, relation: Relation, strength: Strength)
        /// Removes constraint `id`.
        case removeConstraint(id: String)
        /// Replaces the constant of `id` in place.
        case setConstant(id: String, constant: Double)
        /// Changes the strength of `id`.
        case setStrength(id: String, strength: Strength)
        /// Makes `variable` an edit variable.
        case addEdit(variable: String, strength: Strength)
        /// Stops editing `variable`.
        case removeEdit(variable: String)
        /// Suggests a value for edit variable `variable`.
        case suggest(variable: String, value: Double)
        /// Back to an empty solver.
        case reset
        /// The values within the tolerance; `determined` asks the ambiguity query (file order).
        case expect(values: [(String, Double)], tolerance: Double, determined: [(String, Bool)])
        /// The values match one of the alternatives.
        case expectAny(alternatives: [[(String, Double)]], tolerance: Double)
        /// The expression, evaluated, holds its relation within the tolerance.
        case check(expression: NamedExpression, relation: Relation, tolerance: Double)
        /// Whether `id` is installed.
        case expectHasConstraint(id: String, value: Bool)
        /// Whether `variable` is an edit variable.
        case expectHasEdit(variable: String, value: Bool)
        /// Whether installed `id` is violated.
        case expectViolated(id: String, value: Bool)

        /// The `op` name.
        public var name: String {
            switch self {
            case .addConstraint: "add_constraint"
            case .removeConstraint: "remove_constraint"
            case .setConstant: "set_constant"
            case .setStrength: "set_strength"
            case .addEdit: "add_edit"
            case .removeEdit: "remove_edit"
            case .suggest: "suggest"
            case .reset: "reset"
            case .expect: "expect"
            case .expectAny: "expect_any"
            case .check: "check"
            case .expectHasConstraint: "expect_has_constraint"
            case .expectHasEdit: "expect_has_edit"
            case .expectViolated: "expect_violated"
            }
        }
    }
}

/// A workload's `benchmark` block.
public struct LayoutWorkload: Sendable {
    /// The width and height edit variables a resize suggests.
    public var resize: (width: String, height: String)
    /// The window sizes the resizes cycle through.
    public var sizes: [(Double, Double)]
    /// Constraints a constant-change round toggles between two constants.
    public var setConstant: [(id: String, constant: Double, alternative: Double)]
}
