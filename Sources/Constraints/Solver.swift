/// An incremental Cassowary solver: linear equalities and inequalities, required or weighted,
/// kept solved as constraints come and go, constants change and edit variables are dragged.
///
/// The engine behind Auto Layout and kiwi, with what kiwi lacks: a constant changes in place
/// (`setConstant`, Auto Layout's `constraint.constant = …`), a strength changes between
/// optional values (`setStrength`), the ambiguity of a variable can be asked
/// (`isAmbiguous`, Auto Layout's `hasAmbiguousLayout`), and a refused operation throws a
/// `SolverError` and leaves the solver exactly as it was. docs/layout.md describes the
/// algorithm and the data structures, and why the cost of an operation grows gently with
/// the size of the system.
///
/// Values are read after `updateVariables()` (kiwi's `updateVariables`): `value(of:)`
/// reports each variable's value as of the last update, and the update visits only the
/// variables whose value may have changed since.
///
/// The operations' `- Complexity:` notes count in the tableau's terms. A *substitution* of a
/// symbol rewrites the rows that hold it, each by one merge of two sorted rows: O(h·w),
/// where h is the number of rows that hold the symbol and w the number of cells in a row,
/// amortised (the column index that finds the h rows drops its stale entries as it is read,
/// at most one per entry a merge appended). A *pivot* is a ratio test over those h rows and a substitution.
/// How many pivots a simplex run takes depends on the system, not on the one operation: the
/// simplex method bounds it only exponentially, but in layouts it is small, and 0 when nothing
/// pulls against the change (docs/layout.md measures it).
public final class Solver {
    /// Cells, constants and reduced costs within this of zero are zero.
    static let epsilon = 1e-8

    @inline(__always)
    static func nearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }

    /// An installed constraint's solver-side facts.
    struct Record {
        var constraint: Constraint
        /// The slack (inequality), plus error (optional equality) or dummy (required equality).
        var marker: Symbol
        /// The second error of an optional constraint, else −1.
        var other: Symbol
        /// The current constant of the expression.
        var constant: Double
        /// The current strength's weight.
        var strength: Double
        /// The order it was installed in, for dumps.
        var serial: Int
        /// Whether it is an edit variable's constraint (not the user's to remove).
        var isEdit: Bool
    }

    /// An edit variable: the optional constraint `variable == value` whose value suggestions replace.
    struct Edit {
        var variable: Variable
        var constraint: Constraint
        var serial: Int
    }

    // The tableau's storage opts out of dynamic exclusivity checks, one property at a time:
    // its hot loops touch these arrays millions of times, the checks were a tenth of a
    // build's time (docs/layout.md), and no access to them overlaps — the solver is not
    // reentrant and lends none of them `inout` across a call that could reach them again.
    // (A compiler flag would do the same for the whole module, but a package whose products
    // need unsafe flags cannot be depended on by version.)

    // Per symbol (index = symbol).
    @exclusivity(unchecked) var kinds: [SymbolKind] = []
    /// The row of each basic symbol (`basic = constant + Σ cells`); nil for parametric symbols.
    @exclusivity(unchecked) var rows: [Row?] = []
    /// Column index: the basic symbols of the rows a parametric symbol appears in. Kept
    /// lazily: an entry is appended when the symbol enters a row and never removed there;
    /// `holders(of:)` drops the stale and repeated entries when it reads a column. Appending
    /// is all a merge does, with no hashing; a set per column cost half the build time.
    @exclusivity(unchecked) var columns: [[Symbol]] = []
    /// A mark per symbol for `holders(of:)`'s de-duplication.
    @exclusivity(unchecked) var stamps: [UInt32] = []
    @exclusivity(unchecked) var stamp: UInt32 = 0
    /// The objective's reduced cost of each parametric symbol: Σ strength · error, one scaled row.
    @exclusivity(unchecked) var objective: [Double] = []
    /// The user's variable behind each external symbol.
    @exclusivity(unchecked) var variables: [Variable?] = []
    /// Each external symbol's value as of the last `updateVariables()`.
    @exclusivity(unchecked) var values: [Double] = []
    /// Whether an external symbol waits in `dirty`.
    @exclusivity(unchecked) var isDirty: [Bool] = []

    @exclusivity(unchecked) var objectiveConstant = 0.0
    /// The parametric symbols whose entering lowers the objective (restricted: reduced cost
    /// below zero; external: any non-zero cost).
    @exclusivity(unchecked) var candidates: [Symbol] = []
    /// Whether a symbol is in `candidates` (which may hold symbols no longer entering until
    /// the next scan drops them).
    @exclusivity(unchecked) var isCandidate: [Bool] = []
    /// Rows that may be infeasible after a constant changed (dual simplex's work list).
    @exclusivity(unchecked) var infeasible: [Symbol] = []
    /// External symbols whose value may have changed since the last update.
    @exclusivity(unchecked) var dirty: [Symbol] = []

    @exclusivity(unchecked) var symbolsOfVariables: [ObjectIdentifier: Symbol] = [:]
    @exclusivity(unchecked) var records: [ObjectIdentifier: Record] = [:]
    @exclusivity(unchecked) var edits: [ObjectIdentifier: Edit] = [:]
    @exclusivity(unchecked) var serial = 0
    /// Work counters, for benchmarks and docs/layout.md's cost analysis.
    package struct Statistics: Sendable {
        package init() {}
        /// Pivots of either simplex.
        package var pivots = 0
        /// Rows a substitution rewrote.
        package var rowsRewritten = 0
        /// Cells those rewrites produced.
        package var cellsWritten = 0
        /// Required constraints added as infeasible rows repaired by the dual simplex.
        package var dualAdds = 0
        /// Runs of the primal simplex (one per operation, or one per batch).
        package var primalRuns = 0
    }
    @exclusivity(unchecked) package var statistics = Statistics()
    /// The number of rows and the number of cells in them.
    package var tableauSize: (rows: Int, cells: Int) {
        rows.reduce((0, 0)) { sum, row in row.map { (sum.0 + 1, sum.1 + $0.cells.count) } ?? sum }
    }

    /// The undo log of the operation in progress, when it may still fail.
    @exclusivity(unchecked) var journal: Journal?
    /// How many `batch` calls are running (they nest).
    @exclusivity(unchecked) var batchDepth = 0
    /// Whether a batch has put off the primal simplex (the tableau is feasible, not optimal).
    @exclusivity(unchecked) var pendingOptimize = false

    /// An empty solver.
    ///
    /// - Complexity: O(1).
    public init() {}

    // MARK: Queries

    /// Whether `constraint` is installed.
    ///
    /// - Complexity: O(1) on average: one hash lookup.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// Whether `variable` is an edit variable.
    ///
    /// - Complexity: O(1) on average: one hash lookup.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// The installed constraints, in the order they were added (edit constraints excluded).
    ///
    /// - Complexity: O(n log n), where n is the number of installed constraints (they are sorted by
    ///   the order they were added).
    public var constraints: [Constraint] {
        records.values.filter { !$0.isEdit }
            .sorted { $0.serial < $1.serial }.map(\.constraint)
    }

    /// The current constant of an installed constraint (nil when not installed).
    ///
    /// - Complexity: O(1) on average: one hash lookup.
    public func constant(of constraint: Constraint) -> Double? {
        records[ObjectIdentifier(constraint)]?.constant
    }

    /// The current strength of an installed constraint (nil when not installed).
    ///
    /// - Complexity: O(1) on average: one hash lookup.
    public func strength(of constraint: Constraint) -> Strength? {
        records[ObjectIdentifier(constraint)].map { Strength($0.strength) }
    }

    /// `variable`'s value as of the last `updateVariables()`; 0 for a variable the solver
    /// does not know.
    ///
    /// - Complexity: O(1) on average: one hash lookup.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolsOfVariables[ObjectIdentifier(variable)] else { return 0 }
        return values[Int(symbol)]
    }

    /// Brings every variable's value up to date (kiwi's `updateVariables`), visiting only the
    /// variables whose rows changed since the last update. Returns how many were visited.
    ///
    /// - Complexity: O(d), where d is the number of variables whose rows changed since the last
    ///   update; plus, after a batch, the primal simplex run it put off.
    @discardableResult
    public func updateVariables() -> Int {
        runPendingOptimize()
        let visited = dirty.count
        for symbol in dirty {
            let s = Int(symbol)
            values[s] = rows[s]?.constant ?? 0
            isDirty[s] = false
        }
        dirty.removeAll(keepingCapacity: true)
        return visited
    }

    /// Whether installed `constraint` is violated at the current values (by more than 1e-8),
    /// as of the last update.
    ///
    /// - Complexity: O(t), where t is the number of the constraint's terms.
    public func isViolated(_ constraint: Constraint) -> Bool? {
        guard let record = records[ObjectIdentifier(constraint)] else { return nil }
        let e = constraint.expression.evaluate(value(of:)) - constraint.expression.constant + record.constant
        switch constraint.relation {
        case .equal: return abs(e) > 1e-8
        case .lessThanOrEqual: return e > 1e-8
        case .greaterThanOrEqual: return e < -1e-8
        }
    }

    // MARK: Operations

    /// Installs `constraint`. Throws `duplicateConstraint` when it is installed already and
    /// `unsatisfiableConstraint` when it is required and contradicts the required ones
    /// installed; either way the solver is left as it was.
    ///
    /// - Complexity: O(u² + h·w), where u ≤ t·w is the number of cells of the constraint's row
    ///   over the basis (its t terms each replaced by its row of up to w cells, added one cell at
    ///   a time to a sorted row) and h the number of rows its subject is substituted into, plus
    ///   the pivots of one primal simplex run (put off to the end of a batch) and, for a required
    ///   constraint the current solution violates, of one dual simplex run. A refusal undoes the
    ///   changes it logged, at the same cost again.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw .duplicateConstraint(constraint.description) }
        guard constraint.expression.constant.isFinite,
            constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite })
        else {
            throw .nonFiniteValue(constraint.description)
        }
        try install(constraint, key: key, constant: constraint.expression.constant, strength: constraint.strength.value)
    }

    /// Removes installed `constraint`; `unknownConstraint` when it is not installed.
    ///
    /// - Complexity: O(h·w) to pivot its marker into the basis (one pivot, over the h rows that
    ///   hold it) and drop its row, plus the pivots of one primal simplex run (put off to the end
    ///   of a batch).
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key], !isEditConstraint(record) else {
            throw .unknownConstraint(constraint.description)
        }
        uninstall(record, key: key)
    }

    /// Replaces the constant of installed `constraint` in place (Auto Layout's
    /// `constraint.constant = …`): the tableau's constants move along the column of the
    /// constraint's marker, and the dual simplex restores optimality; nothing is removed or
    /// re-added. `unknownConstraint` when not installed; `unsatisfiableConstraint` (the old
    /// constant kept) when a required constraint cannot take the new one; `nonFiniteValue`
    /// for an infinite or NaN constant (or one whose distance from the old one overflows).
    ///
    /// - Complexity: O(h) to shift the constants of the h rows that hold the constraint's marker
    ///   (no row is rewritten), plus the pivots of one dual simplex run, which has none to make
    ///   when no constant fell below zero.
    public func setConstant(_ constraint: Constraint, to constant: Double) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key], !isEditConstraint(record) else {
            throw .unknownConstraint(constraint.description)
        }
        guard constant.isFinite else { throw .nonFiniteValue(constraint.description) }
        try changeConstant(key: key, record: record, to: constant)
    }

    /// Changes the strength of installed optional `constraint` to another optional strength.
    /// `requiredStrengthChange` for required ↔ optional (Auto Layout raises on it too);
    /// `unknownConstraint` when not installed.
    ///
    /// - Complexity: O(1) to reweigh its errors in the objective, plus the pivots of one primal
    ///   simplex run (put off to the end of a batch).
    public func setStrength(_ constraint: Constraint, to strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key], !isEditConstraint(record) else {
            throw .unknownConstraint(constraint.description)
        }
        let wasRequired = record.strength >= Strength.requiredValue
        guard wasRequired == strength.isRequired else { throw .requiredStrengthChange(constraint.description) }
        guard !wasRequired, strength.value != record.strength else { return }
        let delta = strength.value - record.strength
        records[key]!.strength = strength.value
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            addToObjective(symbol, delta)
        }
        optimizeOrDefer()
    }

    /// Makes `variable` an edit variable: the optional constraint `variable == 0` at
    /// `strength` (kiwi's behaviour), whose constant `suggestValue` replaces.
    /// `duplicateEditVariable` when it is one already, else `badRequiredStrength` for a
    /// required strength.
    ///
    /// - Complexity: as `addConstraint(_:)` with one term: O(w² + h·w), plus the pivots of one
    ///   primal simplex run.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable.name) }
        guard !strength.isRequired else { throw .badRequiredStrength(variable.name) }
        let constraint = Constraint(
            Expression([Term(variable)]), .equal, strength: strength, name: "edit(\(variable.name))")
        try! install(constraint, key: ObjectIdentifier(constraint), constant: 0, strength: strength.value, isEdit: true)
        serial += 1
        edits[key] = Edit(variable: variable, constraint: constraint, serial: serial)
    }

    /// Stops editing `variable`, removing its edit constraint; `unknownEditVariable` when it
    /// is not an edit variable.
    ///
    /// - Complexity: as `removeConstraint(_:)`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable(variable.name) }
        let constraintKey = ObjectIdentifier(edit.constraint)
        uninstall(records[constraintKey]!, key: constraintKey)
        edits[key] = nil
    }

    /// Suggests `value` for edit variable `variable` (a drag, a window size) and re-solves
    /// with the dual simplex; `unknownEditVariable` when it is not an edit variable,
    /// `nonFiniteValue` for an infinite or NaN value.
    ///
    /// - Complexity: as `setConstant(_:to:)`: O(h) for the h rows that hold the edit constraint's
    ///   marker, plus the pivots of one dual simplex run.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable.name) }
        guard value.isFinite else { throw .nonFiniteValue(variable.name) }
        let key = ObjectIdentifier(edit.constraint)
        try changeConstant(key: key, record: records[key]!, to: -value)
    }

    /// Back to an empty solver: no constraints, no edit variables, every variable 0.
    ///
    /// - Complexity: O(s), where s is the number of symbols, to release the tableau.
    public func reset() {
        kinds = []
        rows = []
        columns = []
        stamps = []
        stamp = 0
        isCandidate = []
        objective = []
        variables = []
        values = []
        isDirty = []
        objectiveConstant = 0
        candidates = []
        infeasible = []
        dirty = []
        symbolsOfVariables = [:]
        records = [:]
        edits = [:]
        serial = 0
        journal = nil
        pendingOptimize = false
    }

    // MARK: Batches

    /// Runs `body` as one batch, like `NSLayoutConstraint.activate(_:)`: the operations in it
    /// take effect one by one (each one's refusal undoes only that one, as outside a batch),
    /// but the primal simplex that re-optimises after each add, remove and strength change
    /// runs once, when the outermost batch ends. Adding a hundred constraints then costs one
    /// optimisation instead of a hundred partial ones.
    ///
    /// Inside a batch the tableau is feasible but may not be optimal. Whatever needs the
    /// optimum runs the put-off simplex first: a constant change or suggested value (the
    /// dual simplex needs an optimal tableau), a required constraint the current solution
    /// violates, `updateVariables()` and the ambiguity queries. Batches nest; the solution
    /// after the batch is an optimum of the same system as without one.
    ///
    /// - Complexity: the operations in `body`, less their primal simplex runs, plus one primal
    ///   simplex run when the outermost batch ends.
    public func batch<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0 { runPendingOptimize() }
        }
        return try body()
    }

    /// Whether a batch is running.
    ///
    /// - Complexity: O(1).
    public var isBatching: Bool { batchDepth > 0 }

    /// The primal simplex after an operation: now, or at the batch's end.
    func optimizeOrDefer() {
        if batchDepth > 0 {
            if journal != nil { journal!.savePending(pendingOptimize) }
            pendingOptimize = true
        } else {
            optimize()
        }
    }

    /// Runs the primal simplex a batch put off, if any.
    func runPendingOptimize() {
        guard pendingOptimize else { return }
        if journal != nil { journal!.savePending(pendingOptimize) }
        pendingOptimize = false
        optimize()
    }

    func isEditConstraint(_ record: Record) -> Bool { record.isEdit }
}
