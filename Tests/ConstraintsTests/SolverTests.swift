import Testing

@testable import Constraints

/// A small seeded generator (SplitMix64), so the property tests are the same every run.
struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

/// The weighted error Σ strength·|violation| of the optional constraints at the solver's
/// values, and whether every required one holds: what every optimal solution shares.
func cost(_ solver: Solver, _ constraints: [Constraint]) -> (cost: Double, requiredHold: Bool) {
    solver.updateVariables()
    var total = 0.0
    var hold = true
    for constraint in constraints {
        let e =
            constraint.expression.evaluate(solver.value(of:)) - constraint.expression.constant + solver.constant(
                of: constraint)!
        let violation =
            switch constraint.relation {
            case .equal: abs(e)
            case .lessThanOrEqual: max(0, e)
            case .greaterThanOrEqual: max(0, -e)
            }
        let strength = solver.strength(of: constraint)!
        if strength.isRequired { hold = hold && violation < 1e-6 } else { total += strength.value * violation }
    }
    return (total, hold)
}

@Suite struct SolverTests {
    /// Two boxes side by side in a window, with an edit variable for the width.
    func boxes() -> (Solver, [String: Variable], [String: Constraint]) {
        let solver = Solver()
        let names = ["a.x", "a.w", "b.x", "b.w", "W"]
        var v: [String: Variable] = [:]
        for name in names { v[name] = Variable(name) }
        var c: [String: Constraint] = [:]
        func add(
            _ id: String, _ terms: [(String, Double)], _ constant: Double, _ relation: Relation,
            _ strength: Strength = .required
        ) {
            let constraint = Constraint(
                Expression(terms.map { Term(v[$0.0]!, $0.1) }, constant: constant), relation, strength: strength,
                name: id)
            try! solver.addConstraint(constraint)
            c[id] = constraint
        }
        try! solver.addEditVariable(v["W"]!, strength: .strong)
        try! solver.suggestValue(v["W"]!, 300)
        add("a_left", [("a.x", 1)], -10, .equal)
        add("gap", [("b.x", 1), ("a.x", -1), ("a.w", -1)], -10, .equal)
        add("b_right", [("W", 1), ("b.x", -1), ("b.w", -1)], -10, .greaterThanOrEqual)
        add("a_min", [("a.w", 1)], -50, .greaterThanOrEqual)
        add("b_min", [("b.w", 1)], -50, .greaterThanOrEqual)
        add("a_wish", [("a.w", 1)], -100, .equal, .medium)
        add("b_wish", [("b.w", 1), ("a.w", -1)], 0, .equal, .weak)
        add("a_x_max", [("a.x", 1)], -50, .lessThanOrEqual)
        return (solver, v, c)
    }

    @Test func everyErrorLeavesTheStateUnchanged() throws {
        let (solver, v, c) = boxes()
        solver.updateVariables()
        let x = v["a.x"]!
        let w = v["a.w"]!
        let attempts: [(String, () throws(SolverError) -> Void)] = [
            ("DuplicateConstraint", { () throws(SolverError) in try solver.addConstraint(c["gap"]!) }),
            (
                "UnsatisfiableConstraint",
                { () throws(SolverError) in
                    try solver.addConstraint(Constraint(Expression([Term(x)], constant: -20), .equal))
                }
            ),
            (
                "UnsatisfiableConstraint",
                { () throws(SolverError) in
                    try solver.addConstraint(Constraint(Expression([Term(w)], constant: -10), .lessThanOrEqual))
                }
            ),
            (
                "UnsatisfiableConstraint",
                { () throws(SolverError) in
                    try solver.addConstraint(
                        Constraint(Expression([Term(v["b.w"]!), Term(w)], constant: -20), .lessThanOrEqual))
                }
            ),
            (
                "UnsatisfiableConstraint",
                { () throws(SolverError) in try solver.addConstraint(Constraint(Expression([], constant: 3), .equal)) }
            ),
            ("UnsatisfiableConstraint", { () throws(SolverError) in try solver.setConstant(c["a_left"]!, to: -100) }),
            (
                "UnknownConstraint",
                { () throws(SolverError) in try solver.removeConstraint(Constraint(Expression([Term(x)]), .equal)) }
            ),
            (
                "UnknownConstraint",
                { () throws(SolverError) in try solver.setConstant(Constraint(Expression([Term(x)]), .equal), to: 3) }
            ),
            (
                "UnknownConstraint",
                { () throws(SolverError) in try solver.setStrength(Constraint(Expression([Term(x)]), .equal), to: .weak)
                }
            ),
            (
                "RequiredStrengthChange",
                { () throws(SolverError) in try solver.setStrength(c["a_wish"]!, to: .required) }
            ),
            ("RequiredStrengthChange", { () throws(SolverError) in try solver.setStrength(c["gap"]!, to: .strong) }),
            (
                "DuplicateEditVariable",
                { () throws(SolverError) in try solver.addEditVariable(v["W"]!, strength: .weak) }
            ),
            ("BadRequiredStrength", { () throws(SolverError) in try solver.addEditVariable(x, strength: .required) }),
            ("UnknownEditVariable", { () throws(SolverError) in try solver.removeEditVariable(x) }),
            ("UnknownEditVariable", { () throws(SolverError) in try solver.suggestValue(x, 4) }),
            (
                "NonFiniteValue",
                { () throws(SolverError) in
                    try solver.addConstraint(Constraint(Expression([Term(x, .nan)], constant: 1), .equal))
                }
            ),
            (
                "NonFiniteValue",
                { () throws(SolverError) in
                    try solver.addConstraint(
                        Constraint(Expression([Term(x)], constant: .infinity), .lessThanOrEqual, strength: .weak))
                }
            ),
            ("NonFiniteValue", { () throws(SolverError) in try solver.setConstant(c["gap"]!, to: .nan) }),
            ("NonFiniteValue", { () throws(SolverError) in try solver.setConstant(c["a_wish"]!, to: -.infinity) }),
            ("NonFiniteValue", { () throws(SolverError) in try solver.suggestValue(v["W"]!, .infinity) }),
        ]
        for (expected, attempt) in attempts {
            let before = solver.stateDump()
            do {
                try attempt()
                Issue.record("\(expected) expected, but the call succeeded")
            } catch {
                #expect(error.name == expected)
            }
            #expect(solver.stateDump() == before, "\(expected) changed the state")
            #expect(solver.invariantViolation() == nil)
        }
        // And the solver goes on from there.
        try solver.suggestValue(v["W"]!, 500)
        solver.updateVariables()
        #expect(abs(solver.value(of: w) - 100) < 1e-9)
        #expect(abs(solver.value(of: v["b.w"]!) - 100) < 1e-9)
    }

    /// Builds the same constraints on a fresh solver, edit variables and suggestions included.
    func fresh(
        _ constraints: [Constraint], constants: [ObjectIdentifier: Double], strengths: [ObjectIdentifier: Strength],
        edits: [(Variable, Strength, Double)]
    ) -> Solver {
        let solver = Solver()
        for (variable, strength, value) in edits {
            try! solver.addEditVariable(variable, strength: strength)
            try! solver.suggestValue(variable, value)
        }
        for constraint in constraints {
            let key = ObjectIdentifier(constraint)
            let copy = Constraint(
                Expression(constraint.expression.terms, constant: constants[key] ?? constraint.expression.constant),
                constraint.relation, strength: strengths[key] ?? constraint.strength)
            try! solver.addConstraint(copy)
        }
        return solver
    }

    @Test func inPlaceConstantEqualsRemoveAndReadd() throws {
        let (solver, v, c) = boxes()
        for (id, constant) in [("gap", -30.0), ("a_wish", -140.0), ("b_right", -25.0), ("a_min", -60.0)] {
            try solver.setConstant(c[id]!, to: constant)
            let readded = Constraint(
                Expression(c[id]!.expression.terms, constant: constant), c[id]!.relation,
                strength: solver.strength(of: c[id]!)!)
            let other = boxes()
            try other.0.removeConstraint(other.2[id]!)
            // The other solver has its own variables: rebuild the constraint on them.
            let mapped = Constraint(
                Expression(
                    readded.expression.terms.map { Term(other.1[$0.variable.name]!, $0.coefficient) },
                    constant: constant), readded.relation, strength: readded.strength)
            try other.0.addConstraint(mapped)
            for (earlier, value) in [("gap", -30.0), ("a_wish", -140.0), ("b_right", -25.0), ("a_min", -60.0)]
            where earlier != id {
                if earlier == id { break }
                if solver.constant(of: c[earlier]!) == value { try other.0.setConstant(other.2[earlier]!, to: value) }
            }
            solver.updateVariables()
            other.0.updateVariables()
            for name in v.keys {
                #expect(abs(solver.value(of: v[name]!) - other.0.value(of: other.1[name]!)) < 1e-9, "\(id): \(name)")
            }
            #expect(solver.invariantViolation() == nil)
        }
    }

    /// The example at the top of docs/layout.md.
    @Test func documentedExample() throws {
        let solver = Solver()
        let x = Variable("a.x")
        let w = Variable("a.w")
        let window = Variable("W")
        try solver.addEditVariable(window, strength: .strong)
        try solver.suggestValue(window, 300)
        let left = Constraint(Expression([Term(x)], constant: -10), .equal)
        let right = Constraint(Expression([Term(x), Term(w), Term(window, -1)], constant: 10), .lessThanOrEqual)
        let wish = Constraint(Expression([Term(w)], constant: -400), .equal, strength: Strength(priority: 750))
        for c in [left, right, wish] { try solver.addConstraint(c) }
        solver.updateVariables()
        #expect(solver.value(of: w) == 280)
        try solver.setConstant(left, to: -20)
        try solver.suggestValue(window, 500)
        solver.updateVariables()
        #expect(solver.value(of: x) == 20 && solver.value(of: w) == 400)
        #expect(!solver.isAmbiguous(w))
    }

    @Test func ambiguity() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        try solver.addConstraint(Constraint(Expression([Term(x), Term(y)], constant: -20), .equal))
        try solver.addConstraint(Constraint(Expression([Term(x)], constant: -5), .greaterThanOrEqual))
        try solver.addConstraint(Constraint(Expression([Term(y)], constant: -5), .greaterThanOrEqual))
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        let (low, high) = solver.valueRange(of: x)
        #expect(abs(low - 5) < 1e-9 && abs(high - 15) < 1e-9)
        #expect(solver.isAmbiguous(z))   // in no constraint: any value
        let prefer = Constraint(Expression([Term(x)], constant: -8), .equal, strength: .weak)
        try solver.addConstraint(prefer)
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
        #expect(solver.ambiguousVariables().isEmpty)
        // A tie between two weights: x anywhere in [8, 12] costs the same.
        try solver.addConstraint(Constraint(Expression([Term(x)], constant: -12), .equal, strength: .weak))
        let (tieLow, tieHigh) = solver.valueRange(of: x)
        #expect(abs(tieLow - 8) < 1e-9 && abs(tieHigh - 12) < 1e-9)
        try solver.removeConstraint(prefer)
        #expect(!solver.isAmbiguous(x))
    }

    /// Random sequences of every operation: after each one the incremental solver's optimum
    /// (its weighted error) equals a fresh solve of the same constraints, the required ones hold,
    /// the values it reports as determined match, and the tableau's invariants hold.
    @Test(arguments: 1...24)
    func incrementalMatchesFreshSolve(seed: Int) throws {
        try randomOperationsMatchFreshSolve(seed: seed, batched: false)
    }

    /// The same, with the operations grouped into batches of 1…8 (`Solver.batch`): after each
    /// batch the optimum equals a fresh solve, and a refused operation inside a batch still
    /// leaves the state exactly as it was (the put-off simplex included).
    @Test(arguments: 1...24)
    func batchedOperationsMatchFreshSolve(seed: Int) throws {
        try randomOperationsMatchFreshSolve(seed: seed, batched: true)
    }

    func randomOperationsMatchFreshSolve(seed: Int, batched: Bool) throws {
        var random = Seeded(state: UInt64(seed) &* 7919)
        let variables = (0..<5).map { Variable("v\($0)") }
        let solver = Solver()
        var installed: [Constraint] = []
        var constants: [ObjectIdentifier: Double] = [:]
        var strengths: [ObjectIdentifier: Strength] = [:]
        var edits: [(Variable, Strength, Double)] = []
        let optional: [Strength] = [.weak, .medium, .strong, Strength(250), Strength(750)]
        // Every variable is pulled weakly to a point, so the optimum is unique enough to compare.
        for variable in variables {
            let anchor = Constraint(
                Expression([Term(variable)], constant: -Double(random.int(-20...20))), .equal, strength: Strength(0.5))
            try solver.addConstraint(anchor)
            installed.append(anchor)
        }
        var log: [String] = []
        var retired: [Constraint] = []
        func step() throws {
            let before = solver.stateDump()
            log.append("state")
            switch random.int(0...9) {
            case 0...3:
                let count = random.int(1...3)
                var terms: [Term] = []
                for variable in variables.shuffled(using: &random).prefix(count) {
                    terms.append(Term(variable, Double(random.pick([-2, -1, 1, 2, 3]))))
                }
                let strength = random.int(0...2) == 0 ? Strength.required : random.pick(optional)
                let constraint = Constraint(
                    Expression(terms, constant: Double(random.int(-30...30))),
                    random.pick(Relation.allCases), strength: strength)
                log.append("add \(constraint)")
                do {
                    try solver.addConstraint(constraint)
                    installed.append(constraint)
                } catch {
                    log.append("  -> \(error.name)")
                    #expect(error.name == "UnsatisfiableConstraint")
                    let after = solver.stateDump()
                    let a = before.split(separator: "\n")
                    let b = after.split(separator: "\n")
                    #expect(
                        after == before, "\(Set(a).subtracting(b).sorted()) became \(Set(b).subtracting(a).sorted())")
                }
            case 4:
                guard installed.count > variables.count else { return }
                let index = random.int(variables.count...(installed.count - 1))
                log.append("remove \(installed[index])")
                let removed = installed.remove(at: index)
                try solver.removeConstraint(removed)
                // Kept alive: a new constraint at the same address would inherit its entries.
                retired.append(removed)
            case 5, 6:
                guard installed.count > variables.count else { return }
                let constraint = installed[random.int(variables.count...(installed.count - 1))]
                let constant = Double(random.int(-30...30))
                log.append("setConstant \(constraint) to \(constant)")
                do {
                    try solver.setConstant(constraint, to: constant)
                    constants[ObjectIdentifier(constraint)] = constant
                } catch {
                    #expect(error.name == "UnsatisfiableConstraint")
                    #expect(solver.stateDump() == before)
                }
            case 7:
                guard installed.count > variables.count else { return }
                let constraint = installed[random.int(variables.count...(installed.count - 1))]
                let strength = random.pick(optional)
                log.append("setStrength \(constraint) to \(strength)")
                do {
                    try solver.setStrength(constraint, to: strength)
                    strengths[ObjectIdentifier(constraint)] = strength
                } catch {
                    #expect(error.name == "RequiredStrengthChange")
                    #expect(solver.stateDump() == before)
                }
            default:
                if edits.isEmpty || random.int(0...3) == 0 {
                    let variable = random.pick(variables)
                    if let index = edits.firstIndex(where: { $0.0 === variable }) {
                        log.append("removeEdit \(variable)")
                        try solver.removeEditVariable(variable)
                        edits.remove(at: index)
                    } else {
                        let strength = random.pick([Strength.strong, .medium])
                        log.append("addEdit \(variable) \(strength)")
                        try solver.addEditVariable(variable, strength: strength)
                        edits.append((variable, strength, 0))
                    }
                } else {
                    let index = random.int(0...(edits.count - 1))
                    let value = Double(random.int(-40...40))
                    log.append("suggest \(edits[index].0) \(value)")
                    try solver.suggestValue(edits[index].0, value)
                    edits[index].2 = value
                }
            }
        }
        var steps = 0
        while steps < 60 {
            let group = batched ? random.int(1...8) : 1
            if batched {
                try solver.batch { () throws in
                    for _ in 0..<group {
                        try step()
                        if let violation = solver.invariantViolation() {
                            Issue.record("seed \(seed), in a batch: \(violation)")
                        }
                    }
                }
                #expect(!solver.isBatching)
            } else {
                try step()
            }
            steps += group
            if let violation = solver.invariantViolation() {
                Issue.record(
                    "seed \(seed): \(violation)\n\(log.filter { $0 != "state" }.suffix(3).joined(separator: "\n"))")
                return
            }
            let reference = fresh(installed, constants: constants, strengths: strengths, edits: edits)
            let editConstraints = edits.map {
                Constraint(Expression([Term($0.0)], constant: -$0.2), .equal, strength: $0.1)
            }
            func weighted(_ s: Solver) -> Double {
                s.updateVariables()
                var total = cost(s, installed.filter { s.hasConstraint($0) }).cost
                for e in editConstraints { total += e.strength.value * abs(e.expression.evaluate(s.value(of:))) }
                return total
            }
            let (_, hold) = cost(solver, installed)
            #expect(hold)
            let a = weighted(solver)
            let referenceCost: Double = {
                reference.updateVariables()
                var total = 0.0
                for constraint in installed where !constraint.strength.isRequired || true {
                    let key = ObjectIdentifier(constraint)
                    let strength = strengths[key] ?? constraint.strength
                    guard !strength.isRequired else { continue }
                    let e =
                        constraint.expression.evaluate(reference.value(of:)) - constraint.expression.constant
                        + (constants[key] ?? constraint.expression.constant)
                    total +=
                        strength.value
                        * (constraint.relation == .equal
                            ? abs(e) : constraint.relation == .lessThanOrEqual ? max(0, e) : max(0, -e))
                }
                for e in editConstraints {
                    total += e.strength.value * abs(e.expression.evaluate(reference.value(of:)))
                }
                return total
            }()
            #expect(
                abs(a - referenceCost) <= 1e-6 * max(1, referenceCost),
                "seed \(seed): cost \(a) vs fresh \(referenceCost)\n\(log.filter { $0 != "state" }.joined(separator: "\n"))\nanchors: \(installed.prefix(5).map(\.description))\nvalues \(variables.map { solver.value(of: $0) }) fresh \(variables.map { reference.value(of: $0) })"
            )
            if abs(a - referenceCost) > 1e-6 * max(1, referenceCost) { return }
            for variable in variables where !reference.isAmbiguous(variable, tolerance: 1e-7) {
                #expect(
                    abs(solver.value(of: variable) - reference.value(of: variable)) < 1e-6,
                    "seed \(seed): \(variable.name)")
            }
        }
    }
}
