import Testing

@testable import Constraints

/// `Solver.batch`: one primal simplex for many operations, the same optimum as without a
/// batch, and refusals inside a batch that still undo exactly.
@Suite struct SolverBatchTests {
    /// A row of `count` boxes in a container of width 1000: each box has a wish for its width
    /// (medium), a gap of 10 to the next (required), and the last ends at the container's edge.
    func row(_ count: Int) -> (variables: [Variable], constraints: [Constraint]) {
        var variables: [Variable] = []
        var constraints: [Constraint] = []
        var previousRight: Variable?
        for index in 0..<count {
            let left = Variable("b\(index).left")
            let width = Variable("b\(index).width")
            variables += [left, width]
            constraints.append(
                Constraint(Expression([Term(width)], constant: -Double(20 + index % 7)), .equal, strength: .medium))
            constraints.append(Constraint(Expression([Term(width)], constant: -5), .greaterThanOrEqual))
            if let previousRight {
                constraints.append(
                    Constraint(Expression([Term(left), Term(previousRight, -1)], constant: -10), .equal))
            } else {
                constraints.append(Constraint(Expression([Term(left)]), .equal))
            }
            let right = Variable("b\(index).right")
            variables.append(right)
            constraints.append(Constraint(Expression([Term(right), Term(left, -1), Term(width, -1)]), .equal))
            previousRight = right
        }
        constraints.append(Constraint(Expression([Term(previousRight!)], constant: -1000), .equal, strength: .strong))
        return (variables, constraints)
    }

    @Test func aBatchRunsThePrimalSimplexOnceAndFindsTheSameOptimum() throws {
        let (variables, constraints) = row(40)
        let one = Solver()
        let batched = Solver()
        for constraint in constraints { try one.addConstraint(constraint) }
        #expect(one.statistics.primalRuns == constraints.count)

        try batched.batch { () throws(SolverError) in
            for constraint in constraints { try batched.addConstraint(constraint) }
            #expect(batched.isBatching)
            #expect(batched.statistics.primalRuns == 0)
        }
        #expect(!batched.isBatching)
        #expect(batched.statistics.primalRuns == 1)
        #expect(batched.invariantViolation() == nil)
        one.updateVariables()
        batched.updateVariables()
        #expect(cost(batched, constraints).cost == cost(one, constraints).cost)
        #expect(cost(batched, constraints).requiredHold)
        // The last box's right edge is pinned by a strong wish both solvers meet.
        #expect(abs(batched.value(of: variables.last!) - 1000) < 1e-9)
        #expect(abs(one.value(of: variables.last!) - 1000) < 1e-9)
    }

    @Test func batchesNestAndOptimiseOnlyWhenTheOutermostEnds() throws {
        let (_, constraints) = row(6)
        let solver = Solver()
        solver.batch {
            for constraint in constraints.prefix(10) { try! solver.addConstraint(constraint) }
            solver.batch {
                for constraint in constraints.dropFirst(10) { try! solver.addConstraint(constraint) }
            }
            #expect(solver.isBatching)
            #expect(solver.statistics.primalRuns == 0)
        }
        #expect(solver.statistics.primalRuns == 1)
        #expect(solver.invariantViolation() == nil)
    }

    @Test func queriesInsideABatchSeeTheOptimum() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.batch { () throws(SolverError) in
            try solver.addConstraint(Constraint(Expression([Term(x)], constant: -30), .equal, strength: .weak))
            try solver.addConstraint(Constraint(Expression([Term(x)], constant: -10), .lessThanOrEqual))
            solver.updateVariables()
            #expect(solver.value(of: x) == 10)
            #expect(!solver.isAmbiguous(x))
        }
    }

    /// A required constraint the current solution violates needs the dual simplex, which
    /// needs the optimum: the put-off simplex runs first, inside the constraint's own undo log.
    @Test func aViolatedRequiredConstraintInABatchRunsThePutOffSimplexFirst() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(Constraint(Expression([Term(x)], constant: -20), .equal, strength: .weak))
        try solver.batch { () throws(SolverError) in
            try solver.addConstraint(Constraint(Expression([Term(y)], constant: -5), .equal, strength: .weak))
            #expect(solver.pendingOptimize)
            let dualAdds = solver.statistics.dualAdds
            try solver.addConstraint(Constraint(Expression([Term(x)], constant: -10), .lessThanOrEqual))
            #expect(solver.statistics.dualAdds == dualAdds + 1)
        }
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 5)
        #expect(solver.invariantViolation() == nil)
    }

    @Test func aRefusalInsideABatchLeavesTheStateExactlyAsItWas() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(Constraint(Expression([Term(x)], constant: -20), .equal))
        var refusals: [String] = []
        solver.batch {
            try! solver.addConstraint(Constraint(Expression([Term(y)], constant: -5), .equal, strength: .weak))
            try! solver.addConstraint(
                Constraint(Expression([Term(y), Term(x, -1)]), .lessThanOrEqual, strength: .medium))
            let before = solver.stateDump()
            #expect(before.contains("pending true"))
            let attempts: [() throws -> Void] = [
                // Violated by the current solution and contradicting x == 20: the put-off
                // simplex runs, then the dual simplex fails, and both are undone.
                { try solver.addConstraint(Constraint(Expression([Term(x)], constant: -10), .lessThanOrEqual)) },
                { try solver.addConstraint(Constraint(Expression([Term(x)], constant: 1), .equal)) },
                { try solver.addConstraint(Constraint(Expression([Term(x, .infinity)]), .equal)) },
            ]
            for attempt in attempts {
                do {
                    try attempt()
                    Issue.record("the call succeeded")
                } catch let error as SolverError {
                    refusals.append(error.name)
                } catch {
                    Issue.record("not a SolverError: \(error)")
                }
                #expect(solver.stateDump() == before)
            }
        }
        #expect(refusals == ["UnsatisfiableConstraint", "UnsatisfiableConstraint", "NonFiniteValue"])
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 5)
        #expect(solver.invariantViolation() == nil)
    }

    @Test func aConstantChangeInsideABatchRunsThePutOffSimplexFirst() throws {
        let x = Variable("x")
        let solver = Solver()
        let cap = Constraint(Expression([Term(x)], constant: -50), .lessThanOrEqual)
        try solver.addConstraint(cap)
        try solver.batch { () throws(SolverError) in
            try solver.addConstraint(Constraint(Expression([Term(x)], constant: -40), .equal, strength: .weak))
            #expect(solver.pendingOptimize)
            try solver.setConstant(cap, to: -30)
            #expect(!solver.pendingOptimize)
        }
        solver.updateVariables()
        #expect(solver.value(of: x) == 30)
    }
}
