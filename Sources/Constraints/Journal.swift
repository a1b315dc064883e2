/// The undo log of an operation that may still fail: the first value of every row and
/// objective cost it changes, and the sizes to cut back to. Rolling back restores the solver
/// exactly; kiwi has no such log, which is how a rejected constraint corrupts its state
/// (kiwi issue #52).
struct Journal {
    var savedRows: [Symbol: Row?] = [:]
    var savedObjective: [Symbol: Double] = [:]
    var objectiveConstant: Double
    var symbolCount: Int
    var newVariables: [ObjectIdentifier] = []
    /// Whether a batch's primal simplex was pending when the operation began (nil: unchanged).
    var savedPending: Bool?

    mutating func savePending(_ pending: Bool) {
        if savedPending == nil { savedPending = pending }
    }

    mutating func save(row basic: Symbol, _ row: Row?) {
        if savedRows[basic] == nil { savedRows[basic] = .some(row) }
    }

    mutating func save(objective symbol: Symbol, _ cost: Double) {
        if savedObjective[symbol] == nil { savedObjective[symbol] = cost }
    }
}

extension Solver {
    /// Starts logging changes, so that `rollBack()` can undo them.
    func beginTransaction() {
        journal = Journal(objectiveConstant: objectiveConstant, symbolCount: kinds.count)
    }

    /// Keeps the changes.
    func commit() {
        journal = nil
    }

    /// Undoes every change since `beginTransaction()`.
    func rollBack() {
        guard let log = journal else { return }
        journal = nil
        for (basic, saved) in log.savedRows {
            rows[Int(basic)] = saved
            if let saved {
                for cell in saved.cells { columns[Int(cell.symbol)].append(basic) }
            }
            markDirty(basic)
        }
        for (symbol, cost) in log.savedObjective where Int(symbol) < log.symbolCount {
            setObjective(symbol, cost)
        }
        objectiveConstant = log.objectiveConstant
        if let pending = log.savedPending { pendingOptimize = pending }
        for key in log.newVariables { symbolsOfVariables[key] = nil }
        let count = log.symbolCount
        if kinds.count > count {
            candidates.removeAll { Int($0) >= count }
            kinds.removeSubrange(count...)
            rows.removeSubrange(count...)
            columns.removeSubrange(count...)
            stamps.removeSubrange(count...)
            isCandidate.removeSubrange(count...)
            objective.removeSubrange(count...)
            variables.removeSubrange(count...)
            values.removeSubrange(count...)
            isDirty.removeSubrange(count...)
            dirty.removeAll { Int($0) >= count }
        }
        infeasible.removeAll()
    }
}
