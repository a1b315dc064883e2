import Constraints

/// Replays a case on a fresh solver, step by step, as `fling layout check` does.
///
/// A step with `expect_error` must throw exactly that error and leave the solver's whole
/// state (`Solver.stateDump`) unchanged. A query brings the values up to date first.
public struct LayoutCaseRunner {
    /// What a case gave: passed, or the first failing step and its values.
    public struct Outcome: Sendable, Equatable {
        /// The case's name.
        public var name: String
        /// nil when every step passed, else the first failure in words.
        public var failure: String?
        /// Whether it passed.
        public var passed: Bool { failure == nil }
        /// `PASS name` or `FAIL name: failure`.
        public var line: String { failure.map { "FAIL \(name): \($0)" } ?? "PASS \(name)" }
    }

    /// The solver the case runs on (fresh for each run).
    public private(set) var solver = Solver()
    var variables: [String: Variable] = [:]
    var constraints: [String: Constraint] = [:]

    /// A runner with a fresh solver.
    public init() {}

    /// Runs every step of `layoutCase` on a fresh solver.
    public static func run(_ layoutCase: LayoutCase) -> Outcome {
        var runner = LayoutCaseRunner()
        for variable in layoutCase.variables { runner.variables[variable] = Variable(variable) }
        for (index, step) in layoutCase.steps.enumerated() {
            if let failure = runner.perform(step) {
                return Outcome(name: layoutCase.name, failure: "step \(index) (\(step.operation.name)): \(failure)")
            }
        }
        return Outcome(name: layoutCase.name, failure: nil)
    }

    /// The variable named `name` (made on first use).
    public mutating func variable(_ name: String) -> Variable {
        if let variable = variables[name] { return variable }
        let variable = Variable(name)
        variables[name] = variable
        return variable
    }

    /// The constraint installed (or last installed) under `id`.
    public func constraint(_ id: String) -> Constraint? { constraints[id] }

    func expression(_ named: NamedExpression) -> Expression {
        Expression(named.terms.map { Term(variables[$0.0] ?? Variable($0.0), $0.1) }, constant: named.constant)
    }

    /// The constraint for `id`: the installed one, else a new object the solver never saw.
    func known(_ id: String) -> Constraint { constraints[id] ?? Constraint(Expression(), .equal, name: id) }

    /// Performs `step`; nil when it did what the file expects, else what went wrong.
    public mutating func perform(_ step: LayoutStep) -> String? {
        let before = step.expectError == nil ? nil : solver.stateDump()
        do {
            try apply(step.operation)
        } catch let error as SolverError {
            guard let expected = step.expectError else { return "threw \(error.name) (\(error.subject))" }
            guard error.name == expected else { return "threw \(error.name), expected \(expected)" }
            guard solver.stateDump() == before else { return "\(expected) changed the solver's state" }
            return nil
        } catch let failure as Failure {
            return failure.message
        } catch {
            return "\(error)"
        }
        if let expected = step.expectError { return "succeeded, expected \(expected)" }
        return nil
    }

    struct Failure: Error { var message: String }

    mutating func apply(_ operation: LayoutStep.Operation) throws {
        switch operation {
        case let .addConstraint(id, named, relation, strength):
            if let installed = constraints[id], solver.hasConstraint(installed) {
                try solver.addConstraint(installed)   // the same constraint again: DuplicateConstraint
            }
            let constraint = Constraint(expression(named), relation, strength: strength, name: id)
            try solver.addConstraint(constraint)
            constraints[id] = constraint
        case let .removeConstraint(id):
            try solver.removeConstraint(known(id))
        case let .setConstant(id, constant):
            try solver.setConstant(known(id), to: constant)
        case let .setStrength(id, strength):
            try solver.setStrength(known(id), to: strength)
        case let .addEdit(name, strength):
            try solver.addEditVariable(variable(name), strength: strength)
        case let .removeEdit(name):
            try solver.removeEditVariable(variable(name))
        case let .suggest(name, value):
            try solver.suggestValue(variable(name), value)
        case .reset:
            solver.reset()
        case let .expect(values, tolerance, determined):
            solver.updateVariables()
            for (name, expected) in values {
                let actual = solver.value(of: variable(name))
                guard abs(actual - expected) <= tolerance else {
                    throw Failure(message: "\(name) = \(actual), expected \(expected) ± \(tolerance)")
                }
            }
            for (name, expected) in determined {
                let (low, high) = solver.valueRange(of: variable(name))
                let unique = high - low <= tolerance
                guard unique == expected else {
                    throw Failure(
                        message: "\(name) ranges over \(low)…\(high) at the optimum: "
                            + (expected ? "expected determined" : "expected ambiguous"))
                }
            }
        case let .expectAny(alternatives, tolerance):
            solver.updateVariables()
            let matches = alternatives.contains { alternative in
                alternative.allSatisfy { abs(solver.value(of: variable($0.0)) - $0.1) <= tolerance }
            }
            guard matches else {
                let names = Array(Set(alternatives.flatMap { $0.map(\.0) })).sorted()
                let actual = names.map { "\($0) = \(solver.value(of: variable($0)))" }.joined(separator: ", ")
                throw Failure(message: "\(actual) matches none of \(alternatives.count) alternatives")
            }
        case let .check(named, relation, tolerance):
            solver.updateVariables()
            let value = expression(named).evaluate(solver.value(of:))
            let holds =
                switch relation {
                case .equal: abs(value) <= tolerance
                case .lessThanOrEqual: value <= tolerance
                case .greaterThanOrEqual: value >= -tolerance
                }
            guard holds else {
                throw Failure(message: "expression = \(value), expected \(relation.rawValue) 0 ± \(tolerance)")
            }
        case let .expectHasConstraint(id, expected):
            let actual = constraints[id].map(solver.hasConstraint) ?? false
            guard actual == expected else {
                throw Failure(message: "has_constraint(\(id)) is \(actual), expected \(expected)")
            }
        case let .expectHasEdit(name, expected):
            let actual = solver.hasEditVariable(variable(name))
            guard actual == expected else {
                throw Failure(message: "has_edit(\(name)) is \(actual), expected \(expected)")
            }
        case let .expectViolated(id, expected):
            solver.updateVariables()
            guard let constraint = constraints[id], let actual = solver.isViolated(constraint) else {
                throw Failure(message: "\(id) is not installed")
            }
            guard actual == expected else {
                throw Failure(message: "violated(\(id)) is \(actual), expected \(expected)")
            }
        }
    }
}
