/// How a constraint's expression compares with zero: `expr == 0`, `expr <= 0`, `expr >= 0`
/// (NSLayoutConstraint.Relation's equal, lessThanOrEqual, greaterThanOrEqual).
public enum Relation: String, Sendable, CaseIterable {
    /// `expr == 0`.
    case equal = "=="
    /// `expr <= 0`.
    case lessThanOrEqual = "<="
    /// `expr >= 0`.
    case greaterThanOrEqual = ">="
}
