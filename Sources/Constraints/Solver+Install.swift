/// Adding, removing and re-parameterising constraints (Badros, Borning & Stuckey, "The
/// Cassowary linear arithmetic constraint solving algorithm", 2001, §3–4, with kiwi's
/// choices where the paper leaves one open).
extension Solver {
    /// Adds `constraint` with `constant` and `strength` (the edit path passes its own).
    func install(
        _ constraint: Constraint, key: ObjectIdentifier, constant: Double, strength: Double,
        isEdit: Bool = false
    ) throws(SolverError) {
        let required = strength >= Strength.requiredValue
        if required { beginTransaction() }
        // The variables' symbols first, in the order of the terms (symbol numbers break ties).
        for term in constraint.expression.terms { _ = symbol(for: term.variable) }
        // The constraint's markers: a slack (inequality), error pair (optional equality) or
        // dummy (required equality), and an inequality's error when optional.
        var marker: Symbol = -1
        var other: Symbol = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            marker = makeSymbol(.slack)
            if !required {
                other = makeSymbol(.error)
                setObjective(other, strength)
            }
        case .equal:
            if required {
                marker = makeSymbol(.dummy)
            } else {
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                setObjective(marker, strength)
                setObjective(other, strength)
            }
        }
        while true {
            var row = expressionRow(constraint, constant: constant, marker: marker, other: other)
            if let subject = chooseSubject(row, marker: marker, other: other) {
                commit()
                row.solve(for: subject, replacing: nil)
                substitute(subject, by: row)
                insertRow(subject, row)
            } else if row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
                guard Self.nearZero(row.constant) else {
                    rollBack()
                    throw .unsatisfiableConstraint(constraint.description)
                }
                // Redundant with the required equalities installed: the marker carries the row.
                commit()
                row.solve(for: marker, replacing: nil)
                substitute(marker, by: row)
                insertRow(marker, row)
            } else if pendingOptimize {
                // The dual simplex below needs an optimal tableau, and a batch has put off
                // the primal simplex: run it now (inside the transaction, so a refusal
                // undoes it too) and build the row again over the new basis.
                runPendingOptimize()
                continue
            } else {
                // A required constraint the current solution violates (or an equality over
                // slacks and errors only): its marker becomes basic in an infeasible row, and
                // the dual simplex repairs it, as a cut is added to a solved LP. The objective
                // has not changed, so the tableau is still dual feasible; a row the dual
                // simplex cannot repair proves the constraint unsatisfiable.
                statistics.dualAdds += 1
                row.solve(for: marker, replacing: nil)
                insertRow(marker, row)
                guard dualOptimize() else {
                    rollBack()
                    throw .unsatisfiableConstraint(constraint.description)
                }
                // A dummy may not stay basic over other symbols: the primal simplex skips
                // dummy rows in its ratio test and would move it off zero. Its row's constant
                // is zero now, so a pivot on any other symbol keeps every row feasible.
                if kinds[Int(marker)] == .dummy, let definition = rows[Int(marker)],
                    let entering = definition.cells.first(where: { kinds[Int($0.symbol)] != .dummy })?.symbol
                {
                    pivot(entering: entering, leaving: marker)
                }
                commit()
            }
            break
        }
        serial += 1
        records[key] = Record(
            constraint: constraint, marker: marker, other: other, constant: constant,
            strength: strength, serial: serial, isEdit: isEdit)
        optimizeOrDefer()
    }

    /// The row `0 = constant + Σ a·x ± slack ∓ error` of a constraint over the current basis
    /// (basic symbols substituted out), with a non-negative constant.
    func expressionRow(_ constraint: Constraint, constant: Double, marker: Symbol, other: Symbol) -> Row {
        var row = Row(constant: constant)
        for term in constraint.expression.terms {
            let symbol = symbol(for: term.variable)
            if let definition = rows[Int(symbol)] {
                row.constant += term.coefficient * definition.constant
                for cell in definition.cells { row.add(cell.symbol, term.coefficient * cell.coefficient) }
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            row.add(marker, sign)
            if other >= 0 { row.add(other, -sign) }
        case .equal:
            if other >= 0 {
                row.add(marker, -1)
                row.add(other, 1)
            } else {
                row.add(marker, 1)
            }
        }
        if row.constant < 0 { row.negate() }
        return row
    }

    /// The symbol a new row is solved for without a pivot: the external symbol in the fewest
    /// rows (so the substitution touches the fewest), else a new slack or error with a
    /// negative coefficient (its value, the row's non-negative constant, is feasible).
    func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol? {
        var best: Symbol?
        var bestCount = Int.max
        for cell in row.cells where kinds[Int(cell.symbol)] == .external {
            let count = columns[Int(cell.symbol)].count
            if count < bestCount {
                best = cell.symbol
                bestCount = count
            }
        }
        if let best { return best }
        for symbol in [marker, other] where symbol >= 0 && kinds[Int(symbol)].isRestricted {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Removes an installed constraint (or edit constraint) and re-optimises.
    func uninstall(_ record: Record, key: ObjectIdentifier) {
        // Its errors leave the objective.
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            addToObjective(symbol, -record.strength)
        }
        let marker = record.marker
        if rows[Int(marker)] != nil {
            takeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            pivot(entering: marker, leaving: leaving)
            takeRow(marker)
        }
        // The marker's equation was the only one holding either error: both are free now.
        for symbol in [record.other] where symbol >= 0 {
            if rows[Int(symbol)] != nil { takeRow(symbol) }
            for basic in holders(of: symbol) { rows[Int(basic)]!.remove(symbol) }
            columns[Int(symbol)] = []
            setObjective(symbol, 0)
        }
        if objective[Int(marker)] != 0 { setObjective(marker, 0) }
        records[key] = nil
        optimizeOrDefer()
    }

    /// The row to pivot a parametric marker into before its row is dropped (kiwi's rule): the
    /// restricted row that limits the marker's increase most tightly, else the one that limits
    /// its decrease, else any row; ties to the lowest symbol.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?
        var second: Symbol?
        var third: Symbol?
        var r1 = Double.infinity
        var r2 = Double.infinity
        for basic in holders(of: marker) {
            let row = rows[Int(basic)]!
            let c = row.coefficient(of: marker)
            if kinds[Int(basic)] == .external {
                if third == nil || basic < third! { third = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && basic < first!) {
                    r1 = r
                    first = basic
                }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && basic < second!) {
                    r2 = r
                    second = basic
                }
            }
        }
        return first ?? second ?? third
    }

    /// Moves an installed constraint's constant to `constant` in place, then restores
    /// feasibility with the dual simplex.
    ///
    /// The constraint's row is `c + Σ a·x + μ·m (+ ν·o) = 0` with marker `m` (and other `o`),
    /// each appearing in no other original row. Its constant becoming `c + δ` is the same
    /// system with `m` replaced by `m' = m − δ/μ`: the rows that hold `m` (its column) take
    /// `coefficient · δ/μ` into their constants, or `m`'s own row takes `−δ/μ`. An optional
    /// constraint may shift its error `o` instead when `o` is basic (one row instead of a
    /// column). The objective's costs do not change, so the tableau stays dual feasible and
    /// the dual simplex only repairs rows whose constant went below zero.
    func changeConstant(key: ObjectIdentifier, record: Record, to constant: Double) throws(SolverError) {
        let delta = constant - record.constant
        guard delta != 0 else { return }
        guard delta.isFinite else { throw .nonFiniteValue(record.constraint.description) }
        let required = record.strength >= Strength.requiredValue
        if required { beginTransaction() }
        // The dual simplex needs an optimal tableau: a batch's put-off primal simplex runs first.
        runPendingOptimize()
        records[key]!.constant = constant
        var symbol = record.marker
        if rows[Int(symbol)] == nil, record.other >= 0, rows[Int(record.other)] != nil { symbol = record.other }
        // μ: the symbol's coefficient in the constraint's own row (see install).
        let mu: Double
        switch (record.constraint.relation, symbol == record.marker) {
        case (.lessThanOrEqual, true): mu = 1
        case (.lessThanOrEqual, false): mu = -1
        case (.greaterThanOrEqual, true): mu = -1
        case (.greaterThanOrEqual, false): mu = 1
        case (.equal, true): mu = required ? 1 : -1
        case (.equal, false): mu = 1
        }
        let shift = delta / mu
        if rows[Int(symbol)] != nil {
            shiftConstant(symbol, by: -shift)
        } else {
            for basic in holders(of: symbol) {
                shiftConstant(basic, by: rows[Int(basic)]!.coefficient(of: symbol) * shift)
            }
        }
        guard dualOptimize() else {
            rollBack()
            records[key]!.constant = record.constant
            throw .unsatisfiableConstraint(record.constraint.description)
        }
        commit()
    }
}
