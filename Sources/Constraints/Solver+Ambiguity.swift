/// Which variables have more than one optimal value (Auto Layout's `hasAmbiguousLayout`).
///
/// At an optimum, the optimal solutions are exactly the feasible points where every
/// parametric symbol with a positive reduced cost stays at zero (complementary slackness).
/// The others — unrestricted external symbols, and slacks and errors whose reduced cost is
/// zero — may move. A variable whose row holds none of them is determined at once; for the
/// rest a small primal simplex over that face finds the least and the greatest value.
extension Solver {
    /// The least and greatest value `variable` takes over all optimal solutions (±infinity
    /// when unbounded; a variable in no constraint ranges over everything).
    ///
    /// - Complexity: O(s + r·w) to cut the tableau's r rows (over s symbols) to the optimal
    ///   face, plus the pivots of two small simplex runs over it (Bland's rule); O(w) for a
    ///   variable whose row holds no free symbol.
    public func valueRange(of variable: Variable) -> (lower: Double, upper: Double) {
        runPendingOptimize()
        guard let symbol = symbolsOfVariables[ObjectIdentifier(variable)] else { return (-.infinity, .infinity) }
        var expression: Row
        if let row = rows[Int(symbol)] {
            expression = Row(constant: row.constant, cells: row.cells.filter { isFree($0.symbol) })
        } else {
            expression = Row(constant: 0, cells: [Cell(symbol: symbol, coefficient: 1)])
        }
        if expression.cells.isEmpty { return (expression.constant, expression.constant) }
        let face = optimalFace()
        var upper = face
        let high = upper.maximize(expression)
        var lower = face
        expression.negate()
        let low = -lower.maximize(expression)
        return (low, high)
    }

    /// Whether `variable`'s value differs by more than `tolerance` between optimal solutions.
    ///
    /// - Complexity: as `valueRange(of:)`.
    public func isAmbiguous(_ variable: Variable, tolerance: Double = 1e-6) -> Bool {
        let (low, high) = valueRange(of: variable)
        return !(high - low <= tolerance)
    }

    /// The variables the solver knows whose value is not unique at the optimum, in the order
    /// the solver met them.
    ///
    /// - Complexity: O(v) calls of `valueRange(of:)`, where v is the number of variables the solver
    ///   knows.
    public func ambiguousVariables(tolerance: Double = 1e-6) -> [Variable] {
        variables.compactMap { $0 }.filter { isAmbiguous($0, tolerance: tolerance) }
    }

    /// Whether parametric `symbol` may move without leaving the optimum.
    func isFree(_ symbol: Symbol) -> Bool {
        switch kinds[Int(symbol)] {
        case .external: true
        case .slack, .error: objective[Int(symbol)] <= objectiveEpsilon
        case .dummy: false
        }
    }

    /// The restricted rows, cut to the free symbols: the constraints of the optimal face.
    func optimalFace() -> FaceProgram {
        var face = FaceProgram(kinds: kinds)
        for (index, row) in rows.enumerated() {
            guard let row, kinds[index].isRestricted else { continue }
            let cells = row.cells.filter { isFree($0.symbol) }
            if !cells.isEmpty { face.rows[Symbol(index)] = Row(constant: row.constant, cells: cells) }
        }
        return face
    }
}

/// A small linear program over the optimal face: restricted basic rows `b = c + Σ a·f ≥ 0`
/// in free symbols `f` (slacks and errors ≥ 0, externals of any sign). Maximised by the
/// primal simplex with Bland's rule throughout: it is a diagnostic, so sure termination
/// matters more than the number of pivots.
struct FaceProgram {
    var kinds: [SymbolKind]
    var rows: [Symbol: Row] = [:]

    /// The supremum of `objective` (+infinity when unbounded).
    mutating func maximize(_ objective: Row) -> Double {
        // Minimise z = −objective.
        var z = objective
        z.negate()
        var extraKinds: [Symbol: SymbolKind] = [:]
        func kind(_ s: Symbol) -> SymbolKind { extraKinds[s] ?? kinds[Int(s)] }
        var guardCount = 0
        while guardCount < 1_000_000 {
            guardCount += 1
            guard
                let cell = z.cells.first(where: { c in
                    let k = kind(c.symbol)
                    return k == .external
                        ? !Solver.nearZero(c.coefficient) : (k.isRestricted && c.coefficient < -Solver.epsilon)
                })
            else { return -z.constant }
            let entering = cell.symbol
            let direction: Double = cell.coefficient < 0 ? 1 : -1
            var leaving: Symbol?
            var bestRatio = Double.infinity
            for (basic, row) in rows where kind(basic).isRestricted {
                let a = row.coefficient(of: entering) * direction
                guard a < -Solver.epsilon else { continue }
                let ratio = max(row.constant, 0) / -a
                if ratio < bestRatio || (ratio == bestRatio && basic < leaving!) {
                    bestRatio = ratio
                    leaving = basic
                }
            }
            guard let leaving else { return .infinity }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: entering, replacing: leaving)
            for (basic, var other) in rows {
                let a = other.remove(entering)
                guard a != 0 else { continue }
                other.constant += a * row.constant
                for c in row.cells { other.add(c.symbol, a * c.coefficient) }
                rows[basic] = other
            }
            let a = z.remove(entering)
            z.constant += a * row.constant
            for c in row.cells { z.add(c.symbol, a * c.coefficient) }
            // An external that entered is basic in a row that constrains nothing: keep it for
            // substitution only by marking it unrestricted (it never leaves).
            rows[entering] = row
            extraKinds[entering] = kind(entering)
        }
        return .infinity
    }
}
