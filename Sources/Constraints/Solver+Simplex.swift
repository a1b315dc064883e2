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
                bestScore = score; best = symbol
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
                bestRatio = ratio; best = basic
            }
        }
        return best.map { ($0, bestRatio) }
    }

    /// Runs the dual simplex over the rows a constant change left infeasible. False when a
    /// row cannot be repaired: the required constraints contradict each other.
    func dualOptimize() -> Bool {
        var degenerate = 0
        while !infeasible.isEmpty {
            // Bland's rule for the dual after a run of degenerate pivots: the lowest row leaves.
            let bland = degenerate >= Self.degenerateLimit
            // The most infeasible row leaves (ties: lowest symbol); repaired rows drop out.
            var leaving: Symbol?
            var worst = 0.0
            var kept: [Symbol] = []
            for basic in infeasible {
                guard let row = rows[Int(basic)] else { continue }
                let kind = kinds[Int(basic)]
                let violation: Double
                if kind.isRestricted && row.constant < -Self.epsilon { violation = row.constant }
                else if kind == .dummy && !Self.nearZero(row.constant) { violation = -abs(row.constant) }
                else { continue }
                kept.append(basic)
                if bland {
                    if leaving == nil || basic < leaving! { leaving = basic; worst = violation }
                } else if violation < worst || (violation == worst && basic < leaving!) {
                    worst = violation; leaving = basic
                }
            }
            guard let leaving else { infeasible.removeAll(); return true }
            infeasible = kept
            let row = rows[Int(leaving)]!
            // The row's value must rise (restricted) or move to zero (a dummy): symbols whose
            // increase moves it that way, the one whose reduced cost allows it most cheaply.
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
                if ratio < bestRatio { bestRatio = ratio; entering = cell.symbol }
            }
            guard let entering else { return false }
            degenerate = bestRatio <= Self.epsilon ? degenerate + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }
}
