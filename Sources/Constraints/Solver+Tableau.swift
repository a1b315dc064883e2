/// The tableau's primitive edits: every change to a row, a column or the objective goes
/// through here, so the column index, the candidate set, the dirty list and the undo
/// journal stay in step with the rows.
extension Solver {
    /// A new symbol of `kind`.
    func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let symbol = Symbol(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        stamps.append(0)
        isCandidate.append(false)
        objective.append(0)
        variables.append(nil)
        values.append(0)
        isDirty.append(false)
        return symbol
    }

    /// The external symbol of `variable`, made on first use.
    func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = symbolsOfVariables[key] { return symbol }
        let symbol = makeSymbol(.external)
        variables[Int(symbol)] = variable
        symbolsOfVariables[key] = symbol
        journal?.newVariables.append(key)
        return symbol
    }

    @inline(__always)
    func markDirty(_ symbol: Symbol) {
        let s = Int(symbol)
        if kinds[s] == .external && !isDirty[s] {
            isDirty[s] = true
            dirty.append(symbol)
        }
    }

    /// Saves row `basic` in the journal before its first change in a transaction.
    @inline(__always)
    func journalRow(_ basic: Symbol) {
        if journal != nil { journal!.save(row: basic, rows[Int(basic)]) }
    }

    /// Installs `row` as the row of `basic` (parametric until now).
    func insertRow(_ basic: Symbol, _ row: Row) {
        journalRow(basic)
        for cell in row.cells { columns[Int(cell.symbol)].append(basic) }
        rows[Int(basic)] = row
        markDirty(basic)
        let kind = kinds[Int(basic)]
        if (kind.isRestricted && row.constant < -Self.epsilon) || (kind == .dummy && !Self.nearZero(row.constant)) {
            infeasible.append(basic)
        }
    }

    /// Removes and returns the row of `basic`.
    @discardableResult
    func takeRow(_ basic: Symbol) -> Row {
        journalRow(basic)
        let row = rows[Int(basic)]!
        rows[Int(basic)] = nil
        markDirty(basic)
        return row
    }

    /// Adds `delta` to the constant of row `basic`.
    func shiftConstant(_ basic: Symbol, by delta: Double) {
        journalRow(basic)
        rows[Int(basic)]!.constant += delta
        markDirty(basic)
        let kind = kinds[Int(basic)]
        let constant = rows[Int(basic)]!.constant
        if (kind.isRestricted && constant < -Self.epsilon) || (kind == .dummy && !Self.nearZero(constant)) {
            infeasible.append(basic)
        }
    }

    /// Replaces parametric `symbol` by `row` (its new definition) in every row that holds it,
    /// found through the column index, and in the objective.
    func substitute(_ symbol: Symbol, by row: Row) {
        let holders = holders(of: symbol)
        columns[Int(symbol)] = []
        for basic in holders {
            journalRow(basic)
            var target = rows[Int(basic)].unsafelyUnwrapped
            rows[Int(basic)] = nil
            let (i, found) = target.index(of: symbol)
            guard found else {
                rows[Int(basic)] = target
                continue
            }
            let factor = target.cells.remove(at: i).coefficient
            merge(&target, basic: basic, row, times: factor)
            statistics.rowsRewritten += 1
            statistics.cellsWritten += target.cells.count
            let kind = kinds[Int(basic)]
            if kind.isRestricted && target.constant < -Self.epsilon { infeasible.append(basic) }
            rows[Int(basic)] = target
            markDirty(basic)
        }
        let cost = objective[Int(symbol)]
        if cost != 0 {
            setObjective(symbol, 0)
            objectiveConstant += cost * row.constant
            for cell in row.cells { setObjective(cell.symbol, objective[Int(cell.symbol)] + cost * cell.coefficient) }
        }
    }

    /// `target += factor · source`, keeping the column index of `basic`'s row: a merge of two
    /// sorted cell lists, cells that cancel dropped.
    func merge(_ target: inout Row, basic: Symbol, _ source: Row, times factor: Double) {
        target.constant += factor * source.constant
        let a = target.cells
        let b = source.cells
        var out: [Cell] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                out.append(a[i])
                i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let c = factor * b[j].coefficient
                if !Self.nearZero(c) {
                    out.append(Cell(symbol: b[j].symbol, coefficient: c))
                    columns[Int(b[j].symbol)].append(basic)
                }
                j += 1
            } else {
                let c = a[i].coefficient + factor * b[j].coefficient
                if !Self.nearZero(c) { out.append(Cell(symbol: a[i].symbol, coefficient: c)) }
                i += 1
                j += 1
            }
        }
        target.cells = out
    }

    /// Sets the objective's cost of parametric `symbol`, keeping the candidate set.
    func setObjective(_ symbol: Symbol, _ value: Double) {
        let s = Int(symbol)
        if journal != nil { journal!.save(objective: symbol, objective[s]) }
        let cost = Self.nearZero(value) ? 0 : value
        objective[s] = cost
        let kind = kinds[s]
        let entering = kind == .external ? cost != 0 : (kind.isRestricted && cost < -objectiveEpsilon)
        if entering && !isCandidate[s] {
            isCandidate[s] = true
            candidates.append(symbol)
        }
    }

    /// Reduced costs within this of zero count as zero: the objective is one row whose
    /// weights span 1…10⁶ (more with numeric strengths), so its rounding noise scales with the
    /// largest weight.
    var objectiveEpsilon: Double { Self.epsilon }

    /// Adds `weight · symbol` to the objective, through `symbol`'s row when it is basic.
    func addToObjective(_ symbol: Symbol, _ weight: Double) {
        if let row = rows[Int(symbol)] {
            objectiveConstant += weight * row.constant
            for cell in row.cells { setObjective(cell.symbol, objective[Int(cell.symbol)] + weight * cell.coefficient) }
        } else {
            setObjective(symbol, objective[Int(symbol)] + weight)
        }
    }

    /// The basic symbols of the rows that hold `symbol`, each once, in no particular order;
    /// compacts the column on the way.
    func holders(of symbol: Symbol) -> [Symbol] {
        let s = Int(symbol)
        if columns[s].isEmpty { return [] }
        stamp &+= 1
        if stamp == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            stamp = 1
        }
        var list = columns[s]
        columns[s] = []
        var kept = 0
        for k in list.indices {
            let basic = list[k]
            let b = Int(basic)
            // Entries may name rows since removed, or symbols a rollback cut off.
            guard b < rows.count, stamps[b] != stamp, let row = rows[b], row.index(of: symbol).found else { continue }
            stamps[b] = stamp
            list[kept] = basic
            kept += 1
        }
        list.removeSubrange(kept...)
        columns[s] = list
        return list
    }

    /// Makes parametric `entering` basic in place of `leaving`, whose row it appears in.
    func pivot(entering: Symbol, leaving: Symbol) {
        statistics.pivots += 1
        var row = takeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, by: row)
        insertRow(entering, row)
    }
}
