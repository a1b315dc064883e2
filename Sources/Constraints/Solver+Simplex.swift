/// The primal simplex (after a constraint is added or removed, or a strength changes) and
/// the dual simplex (after constants change: suggestions, `setConstant`).
///
/// Entering rule: the most negative reduced cost (Dantzig), which needs few pivots; after
/// a run of degenerate pivots it switches to Bland's rule (the lowest symbol), which cannot
/// cycle, until a pivot makes progress again. Every choice breaks ties by the lowest symbol,
/// so the result depends on nothing but the operations (not on hashing order). Candidates
/// come from a set kept with the objective, so no scan of the whole objective row happens.
extension Solver {
    /// Degenerate pivots in a row before Bland's rule takes over.
    static let degenerateLimit = 32

    /// Runs the primal simplex on the objective until no entering symbol lowers it.
    func optimize() {
        statistics.primalRuns += 1
        var degenerate = 0
        var blocked: [Symbol] = []
        while true {
            guard let entering = enteringSymbol(bland: degenerate >= Self.degenerateLimit, blocked: blocked) else {
                // Rows a pivot left a hair below zero are repaired, and the work list is left
                // empty between operations (it is part of the state a refused operation keeps).
                if !infeasible.isEmpty { _ = dualOptimize() }
                return
            }
            let cost = objective[Int(entering)]
            // An unrestricted symbol may enter downwards when its cost is positive.
            let direction: Double = cost < 0 ? 1 : -1
            guard let (leaving, ratio) = leavingRow(for: entering, direction: direction) else {
                // Nothing bounds it: with an objective bounded below this is rounding noise.
                blocked.append(entering)
                continue
            }
            degenerate = ratio <= Self.epsilon ? degenerate + 1 : 0
            pivot(entering: entering, leaving: leaving)
            blocked.removeAll()
        }
    }

    func enteringSymbol(bland: Bool, blocked: [Symbol]) -> Symbol? {
        var best: Symbol?
        var bestScore = 0.0
        // Drop the symbols that stopped entering since they were listed.
        candidates.removeAll { symbol in
            let cost = objective[Int(symbol)]
            let kind = kinds[Int(symbol)]
            let entering = kind == .external ? cost != 0 : (kind.isRestricted && cost < -objectiveEpsilon)
            if !entering { isCandidate[Int(symbol)] = false }
            return !entering
        }
        for symbol in candidates where !blocked.contains(symbol) {
            let cost = objective[Int(symbol)]
            let score = kinds[Int(symbol)] == .external ? -abs(cost) : cost
            if bland {
                if best == nil || symbol < best! { best = symbol }
            } else if score < bestScore || (score == bestScore && best != nil && symbol < best!) {
                bestScore = score
                best = symbol
            }
        }
        return best
    }

    /// The ratio test: the restricted row that first reaches zero as `entering` moves in
    /// `direction`, found through the entering symbol's column (rows without it are untouched).
    func leavingRow(for entering: Symbol, direction: Double) -> (Symbol, Double)? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for basic in holders(of: entering) where kinds[Int(basic)].isRestricted {
            let row = rows[Int(basic)]!
            let c = row.coefficient(of: entering) * direction
            guard c < 0 else { continue }
            let ratio = max(row.constant, 0) / -c
            if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                bestRatio = ratio
                best = basic
            }
        }
        return best.map { ($0, bestRatio) }
    }

    /// Runs the dual simplex over the rows a constant change left infeasible. False when a
    /// row cannot be repaired: the required constraints contradict each other.
    ///
    /// The leaving row is the last one listed (kiwi's order: no scan of the list per pivot);
    /// after a run of degenerate pivots, the lowest infeasible symbol (Bland's rule for the
    /// dual), which cannot cycle.
    func dualOptimize() -> Bool {
        var degenerate = 0
        while true {
            var leaving: Symbol?
            if degenerate >= Self.degenerateLimit {
                infeasible.removeAll { !isInfeasible($0) }
                leaving = infeasible.min()
                if let leaving { infeasible.removeAll { $0 == leaving } }
            } else {
                while let basic = infeasible.popLast() {
                    if isInfeasible(basic) {
                        leaving = basic
                        break
                    }
                }
            }
            guard let leaving else { return true }
            guard let entering = dualEntering(leaving) else {
                infeasible.append(leaving)
                return false
            }
            degenerate = entering.ratio <= Self.epsilon ? degenerate + 1 : 0
            pivot(entering: entering.symbol, leaving: leaving)
        }
    }

    /// Whether row `basic` is below zero (restricted) or off zero (a dummy).
    func isInfeasible(_ basic: Symbol) -> Bool {
        let b = Int(basic)
        guard rows[b] != nil else { return false }
        let constant = rows[b].unsafelyUnwrapped.constant
        switch kinds[b] {
        case .slack, .error: return constant < -Self.epsilon
        case .dummy: return !Self.nearZero(constant)
        case .external: return false
        }
    }

    /// The dual ratio test on row `leaving`: among the symbols whose increase moves the row's
    /// value toward feasibility (up for a restricted row, toward zero for a dummy), the one
    /// whose reduced cost allows it most cheaply; ties to the lowest symbol.
    func dualEntering(_ leaving: Symbol) -> (symbol: Symbol, ratio: Double)? {
        let row = rows[Int(leaving)].unsafelyUnwrapped
        let sign: Double = row.constant < 0 ? 1 : -1
        var entering: Symbol?
        var bestRatio = Double.infinity
        for cell in row.cells {
            let kind = kinds[Int(cell.symbol)]
            let ratio: Double
            if kind == .external {
                ratio = abs(objective[Int(cell.symbol)]) / abs(cell.coefficient)
            } else if kind.isRestricted && cell.coefficient * sign > 0 {
                ratio = objective[Int(cell.symbol)] / abs(cell.coefficient)
            } else {
                continue
            }
            if ratio < bestRatio {
                bestRatio = ratio
                entering = cell.symbol
            }
        }
        return entering.map { ($0, bestRatio) }
    }
}
