/// A complete, deterministic dump of the solver's state, for tests: a refused operation
/// must leave it byte for byte the same.
extension Solver {
    /// Every constraint and edit variable with its symbols, constant and strength; every row
    /// of the tableau; the objective; the column index; every variable's value. Symbols are
    /// printed by number, rows and cells in symbol order.
    package func stateDump() -> String {
        var lines: [String] = []
        func name(_ s: Symbol) -> String {
            let k = kinds[Int(s)]
            switch k {
            case .external: return "v\(s)(\(variables[Int(s)]?.name ?? "?"))"
            case .slack: return "s\(s)"
            case .error: return "e\(s)"
            case .dummy: return "d\(s)"
            }
        }
        func text(_ row: Row) -> String {
            "\(row.constant)" + row.cells.map { " + \($0.coefficient)·\(name($0.symbol))" }.joined()
        }
        lines.append("symbols \(kinds.count)")
        for record in records.values.sorted(by: { $0.serial < $1.serial }) {
            lines.append(
                "constraint #\(record.serial) \(record.constraint) marker \(record.marker) other \(record.other) "
                    + "constant \(record.constant) strength \(record.strength) edit \(record.isEdit)")
        }
        for edit in edits.values.sorted(by: { $0.serial < $1.serial }) {
            lines.append("edit \(edit.variable.name) #\(edit.serial)")
        }
        for (index, row) in rows.enumerated() {
            if let row { lines.append("row \(name(Symbol(index))) = \(text(row))") }
        }
        lines.append("objective \(objectiveConstant)")
        for (index, cost) in objective.enumerated() where cost != 0 {
            lines.append("  cost \(name(Symbol(index))) \(cost)")
        }
        for (index, column) in columns.enumerated() {
            let valid = Set(
                column.filter { Int($0) < rows.count && rows[Int($0)]?.index(of: Symbol(index)).found ?? false })
            if !valid.isEmpty {
                lines.append("column \(name(Symbol(index))): \(valid.sorted().map { name($0) }.joined(separator: " "))")
            }
        }
        for (index, variable) in variables.enumerated() {
            if let variable { lines.append("value \(variable.name) \(values[index])") }
        }
        lines.append("infeasible \(infeasible.count) journal \(journal != nil) pending \(pendingOptimize)")
        return lines.joined(separator: "\n")
    }

    /// Checks the tableau's invariants (tests): the column index matches the rows, no basic
    /// symbol appears in a row, restricted rows are feasible, the candidate set matches the
    /// objective. Returns the first broken one.
    package func invariantViolation() -> String? {
        for (index, row) in rows.enumerated() {
            guard let row else { continue }
            if kinds[index].isRestricted && row.constant < -Self.epsilon {
                return "row \(index) infeasible: \(row.constant)"
            }
            for cell in row.cells {
                if rows[Int(cell.symbol)] != nil { return "basic \(cell.symbol) in row \(index)" }
                if !columns[Int(cell.symbol)].contains(Symbol(index)) {
                    return "column \(cell.symbol) misses row \(index)"
                }
            }
        }
        for (index, cost) in objective.enumerated() where cost != 0 && rows[index] != nil {
            return "basic \(index) in the objective"
        }
        for (index, cost) in objective.enumerated() {
            let kind = kinds[index]
            let entering = kind == .external ? cost != 0 : (kind.isRestricted && cost < -objectiveEpsilon)
            if entering && !candidates.contains(Symbol(index)) { return "candidate list misses \(index)" }
            if entering && rows[index] == nil && !pendingOptimize {
                return "not optimal: \(kind) \(index) has reduced cost \(cost)"
            }
        }
        return nil
    }
}
