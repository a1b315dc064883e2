/// A symbol of the tableau: an index into the solver's per-symbol arrays.
typealias Symbol = Int32

/// What a symbol stands for, and so whether it may go below zero.
enum SymbolKind: UInt8, Sendable {
    /// A user's variable: unrestricted in sign.
    case external
    /// The slack of an inequality: ≥ 0.
    case slack
    /// The error of an optional constraint: ≥ 0, paid for in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy

    /// Slack and error symbols are ≥ 0.
    var isRestricted: Bool { self == .slack || self == .error }
}

/// One entry of a sparse row.
struct Cell: Sendable, Equatable {
    var symbol: Symbol
    var coefficient: Double
}

/// A sparse row `constant + Σ coefficient · symbol`, its cells sorted by symbol.
///
/// In the tableau a row stands for `basic = constant + Σ …`, with the basic symbol kept
/// outside (as the row's key). Sorted small arrays beat hashing here: rows of layout systems
/// hold a handful of cells, and adding one row to another is a single merge.
struct Row: Sendable, Equatable {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The index of `symbol`'s cell, or where it would go.
    func index(of symbol: Symbol) -> (Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Symbol) -> Double {
        let (i, found) = index(of: symbol)
        return found ? cells[i].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell when the sum is near zero.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let (i, found) = index(of: symbol)
        if found {
            let sum = cells[i].coefficient + coefficient
            if Solver.nearZero(sum) { cells.remove(at: i) } else { cells[i].coefficient = sum }
        } else if !Solver.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
        }
    }

    /// Removes `symbol`'s cell, returning its coefficient.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (i, found) = index(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: i).coefficient
    }

    /// Multiplies the row by −1.
    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = row` (with `basic` outside at coefficient −1 when `basic` is given) into
    /// `symbol = …`: the row `0 = c + a·symbol + Σ` becomes `symbol = −c/a − Σ/a`, and the old
    /// basic symbol, if any, enters with coefficient 1/a.
    mutating func solve(for symbol: Symbol, replacing basic: Symbol?) {
        let a = remove(symbol)
        let factor = -1 / a
        if let basic { add(basic, -1) }
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }
}
