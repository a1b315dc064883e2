/// Why a solver operation was refused. A refused operation leaves the solver exactly as it
/// was: the same constraints, edit variables, tableau and values.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The constraint is already installed.
    case duplicateConstraint(String)
    /// A required constraint (or a new constant of one) contradicts the required ones installed.
    case unsatisfiableConstraint(String)
    /// The constraint is not installed.
    case unknownConstraint(String)
    /// A change between required and optional: Auto Layout refuses it (a constraint's
    /// priority may not cross 1000 once installed), and so does this solver.
    case requiredStrengthChange(String)
    /// The variable is already an edit variable.
    case duplicateEditVariable(String)
    /// The variable is not an edit variable.
    case unknownEditVariable(String)
    /// An edit variable cannot be required (its suggestions would be constraints that fail).
    case badRequiredStrength(String)
    /// A coefficient, constant or suggested value that is infinite or NaN: no solution can
    /// hold it. (The test files cannot write one; the Swift API can.)
    case nonFiniteValue(String)

    /// The error's name in test files (FORMAT.md): `DuplicateConstraint`, ….
    public var name: String {
        switch self {
        case .duplicateConstraint: "DuplicateConstraint"
        case .unsatisfiableConstraint: "UnsatisfiableConstraint"
        case .unknownConstraint: "UnknownConstraint"
        case .requiredStrengthChange: "RequiredStrengthChange"
        case .duplicateEditVariable: "DuplicateEditVariable"
        case .unknownEditVariable: "UnknownEditVariable"
        case .badRequiredStrength: "BadRequiredStrength"
        case .nonFiniteValue: "NonFiniteValue"
        }
    }

    /// What it names: a constraint or a variable.
    public var subject: String {
        switch self {
        case let .duplicateConstraint(s), let .unsatisfiableConstraint(s), let .unknownConstraint(s),
            let .requiredStrengthChange(s), let .duplicateEditVariable(s), let .unknownEditVariable(s),
            let .badRequiredStrength(s), let .nonFiniteValue(s):
            s
        }
    }

    /// "`name`: `subject`".
    public var description: String { "\(name): \(subject)" }
}
