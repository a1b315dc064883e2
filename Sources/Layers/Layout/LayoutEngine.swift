import Constraints
import Motion

/// The Auto Layout engine of one layer tree (UIKit's per-window `NSISEngine`): the solver
/// holding every active constraint, and the layout pass that writes frames from it.
///
/// Every layer a constraint names gets four variables, its frame in the root's coordinates.
/// A layer with `translatesAutoresizingMaskIntoConstraints` true (the default, as in UIKit)
/// keeps the frame it is given: the engine holds it with required constraints relative to
/// its superlayer. A layer with it false and constraints of its own is laid out: each pass
/// writes its `position` and `bounds` in its superlayer's coordinates. The root always keeps
/// its frame; its size enters as two edit variables, so a window resize is two suggested
/// values (dual simplex), not a rebuild.
///
/// A pass runs only when something asked for one (`setNeedsLayout()`: a constraint activated,
/// deactivated or changed, a kept frame or an intrinsic size changed); the `AnimationEngine`
/// runs it at the start of `update(at:)`, before animations are evaluated, and
/// `layoutIfNeeded()` runs it now — inside an animation block, the frames it writes animate.
public final class LayoutEngine {
    /// The solver (for inspection across the package: ambiguity queries, statistics).
    package let solver = Solver()
    /// Whether a layout pass is due.
    public private(set) var needsLayout = false
    /// Layout passes run so far (a pass: one read-out of the solver and one write of frames).
    public private(set) var passCount = 0
    /// Batches handed to the solver so far: one per `activate`/`deactivate` call (or
    /// `isActive` change), however many constraints it holds. Each is one `Solver.batch`:
    /// one primal simplex for the whole batch (`solverOptimizations` counts them).
    public private(set) var batchCount = 0
    /// Runs of the solver's primal simplex so far (one per batch, plus one per pass that
    /// changed the engine's own constraints, plus any a constant change needed first).
    public var solverOptimizations: Int { solver.statistics.primalRuns }
    /// Active constraints the solver refused (a required constraint contradicting the others;
    /// UIKit's "Unable to simultaneously satisfy constraints"): they stay active but unused.
    public private(set) var unsatisfiableConstraints: [LayoutConstraint] = []
    /// The size of a text's intrinsic content, by default `TextContent.estimatedSize`; set it to
    /// a real measurement (the renderer's font) for exact labels.
    public var measureText: (TextContent) -> Size = { $0.estimatedSize }

    unowned let animationEngine: AnimationEngine
    private var items: [ObjectIdentifier: LayoutItem] = [:]
    private var itemList: [LayoutItem] = []
    private var rootItem: LayoutItem?
    private var rootSize: Size?
    private var rootOrigin: [Constraint] = []
    /// While the pass writes frames: those writes are not frame changes to act on.
    private(set) var isWritingFrames = false

    init(animationEngine: AnimationEngine) {
        self.animationEngine = animationEngine
    }

    /// Asks for a layout pass (at the next frame, or the next `layoutIfNeeded()`).
    public func setNeedsLayout() { needsLayout = true }

    /// Runs the layout pass now if one is due (`UIView.layoutIfNeeded()` for the whole tree).
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        pass()
    }

    /// Every constraint active in this engine, in no particular order.
    public var activeConstraints: [LayoutConstraint] { Array(active.values) }
    private var active: [ObjectIdentifier: LayoutConstraint] = [:]

    // MARK: Constraints

    /// Adds a batch to the solver as one solver batch: one primal simplex for the whole batch.
    func install(_ batch: [LayoutConstraint]) {
        solver.batch { installEach(batch) }
        batchCount += 1
        setNeedsLayout()
    }

    private func installEach(_ batch: [LayoutConstraint]) {
        var touched: [LayoutItem] = []
        for constraint in batch {
            for layer in constraint.layers {
                let item = item(for: layer)
                item.userConstraints += 1
                touched.append(item)
            }
        }
        for item in touched { reconcile(item) }
        for constraint in batch {
            constraint.installedEngine = self
            active[ObjectIdentifier(constraint)] = constraint
            let made = makeSolverConstraint(constraint)
            do {
                try solver.addConstraint(made)
                constraint.solverConstraint = made
            } catch {
                unsatisfiableConstraints.append(constraint)
            }
        }
    }

    /// Removes a batch from the solver as one solver batch.
    func uninstall(_ batch: [LayoutConstraint]) {
        solver.batch { uninstallEach(batch) }
        batchCount += 1
        setNeedsLayout()
    }

    private func uninstallEach(_ batch: [LayoutConstraint]) {
        var touched: [LayoutItem] = []
        for constraint in batch {
            if let made = constraint.solverConstraint { try? solver.removeConstraint(made) }
            constraint.solverConstraint = nil
            constraint.installedEngine = nil
            active[ObjectIdentifier(constraint)] = nil
            unsatisfiableConstraints.removeAll { $0 === constraint }
            for layer in constraint.layers {
                guard let item = layer.layoutItem else { continue }
                item.userConstraints -= 1
                touched.append(item)
            }
        }
        for item in touched { reconcile(item) }
    }

    func constantDidChange(_ constraint: LayoutConstraint) {
        if let made = constraint.solverConstraint {
            do {
                try solver.setConstant(made, to: -constraint.constant)
            } catch {
                unsatisfiableConstraints.append(constraint)
            }
        }
        setNeedsLayout()
    }

    func priorityDidChange(_ constraint: LayoutConstraint) {
        if let made = constraint.solverConstraint {
            try? solver.setStrength(made, to: Strength(priority: constraint.priority.rawValue))
        }
        setNeedsLayout()
    }

    /// `first − (second × multiplier + constant) RELATION 0` over the layers' variables.
    private func makeSolverConstraint(_ constraint: LayoutConstraint) -> Constraint {
        var terms = constraint.firstAnchor.terms(constraint.firstAnchor.layer.layoutItem!, 1)
        if let second = constraint.secondAnchor {
            terms += second.terms(second.layer.layoutItem!, -constraint.multiplier)
        }
        return Constraint(
            Expression(terms, constant: -constraint.constant), constraint.relation.solverRelation,
            strength: Strength(priority: constraint.priority.rawValue), name: constraint.description)
    }

    // MARK: Items

    /// The layer's item, made (with its superlayers') when it has none.
    private func item(for layer: Layer) -> LayoutItem {
        if let item = layer.layoutItem, item.engine === self { return item }
        let item = LayoutItem(layer: layer, engine: self)
        layer.layoutItem = item
        items[ObjectIdentifier(layer)] = item
        itemList.append(item)
        if layer.superlayer == nil {
            rootItem = item
        } else if let parent = layer.superlayer {
            item.parent = self.item(for: parent)
        }
        reconcile(item)
        return item
    }

    /// Brings the engine's own constraints for `item` up to date: the root's origin and size,
    /// a kept frame, or the intrinsic content size.
    private func reconcile(_ item: LayoutItem) {
        guard let layer = item.layer else { return }
        if item === rootItem {
            reconcileRoot(item, layer)
            return
        }
        if item.parent?.layer !== layer.superlayer {
            removeAll(&item.frameConstraints)
            item.parent = layer.superlayer.map { self.item(for: $0) }
        }
        if item.isManaged {
            removeAll(&item.frameConstraints)
            reconcileIntrinsic(item, layer)
        } else {
            removeAll(&item.intrinsicConstraints)
            item.intrinsicSize = nil
            reconcileFrame(item, layer)
        }
    }

    private func reconcileRoot(_ item: LayoutItem, _ layer: Layer) {
        let bounds = layer.bounds
        if rootOrigin.isEmpty {
            rootOrigin = [
                Constraint(Expression([Term(item.x)], constant: -bounds.minX), .equal, name: "root.x"),
                Constraint(Expression([Term(item.y)], constant: -bounds.minY), .equal, name: "root.y"),
            ]
            for constraint in rootOrigin { try? solver.addConstraint(constraint) }
            try? solver.addEditVariable(item.width, strength: .strong)
            try? solver.addEditVariable(item.height, strength: .strong)
        } else {
            setConstant(rootOrigin[0], -bounds.minX)
            setConstant(rootOrigin[1], -bounds.minY)
        }
        if rootSize != bounds.size {
            rootSize = bounds.size
            try? solver.suggestValue(item.width, bounds.width)
            try? solver.suggestValue(item.height, bounds.height)
        }
    }

    /// A layer that keeps its frame: `x − parent.x == frame.minX − parent.bounds.minX`, and the
    /// same for y; width and height equal to the frame's.
    private func reconcileFrame(_ item: LayoutItem, _ layer: Layer) {
        let frame = layer.frame
        let parentBounds = item.parent?.layer?.bounds ?? .zero
        let constants = [frame.minX - parentBounds.minX, frame.minY - parentBounds.minY, frame.width, frame.height]
        if item.frameConstraints.isEmpty {
            let name = layer.name.isEmpty ? "layer" : layer.name
            var expressions = [
                Expression([Term(item.x)]), Expression([Term(item.y)]),
                Expression([Term(item.width)]), Expression([Term(item.height)]),
            ]
            if let parent = item.parent {
                expressions[0].terms.append(Term(parent.x, -1))
                expressions[1].terms.append(Term(parent.y, -1))
            }
            for (index, suffix) in ["x", "y", "width", "height"].enumerated() {
                expressions[index].constant = -constants[index]
                let constraint = Constraint(expressions[index], .equal, name: "\(name).frame.\(suffix)")
                if (try? solver.addConstraint(constraint)) != nil { item.frameConstraints.append(constraint) }
            }
        } else {
            for (constraint, value) in zip(item.frameConstraints, constants) { setConstant(constraint, -value) }
        }
    }

    /// Hugging (`size ≤ intrinsic`) and compression resistance (`size ≥ intrinsic`) per axis.
    private func reconcileIntrinsic(_ item: LayoutItem, _ layer: Layer) {
        let size = layer.intrinsicContentSize
        let p = layer.contentPriorities
        let priorities = [p.hugging.horizontal, p.compression.horizontal, p.hugging.vertical, p.compression.vertical]
        guard let size else {
            removeAll(&item.intrinsicConstraints)
            item.intrinsicSize = nil
            return
        }
        if !item.intrinsicConstraints.isEmpty,
            zip(item.intrinsicPriorities, priorities).allSatisfy({ $0.isRequired == $1.isRequired })
        {
            let values = [size.width, size.width, size.height, size.height]
            for index in 0..<4 {
                let constraint = item.intrinsicConstraints[index]
                setConstant(constraint, -values[index])
                if item.intrinsicPriorities[index] != priorities[index] {
                    try? solver.setStrength(constraint, to: Strength(priority: priorities[index].rawValue))
                }
            }
        } else {
            removeAll(&item.intrinsicConstraints)
            let name = layer.name.isEmpty ? "layer" : layer.name
            let specs: [(Variable, Double, Relation, String)] = [
                (item.width, size.width, .lessThanOrEqual, "hugging.width"),
                (item.width, size.width, .greaterThanOrEqual, "compression.width"),
                (item.height, size.height, .lessThanOrEqual, "hugging.height"),
                (item.height, size.height, .greaterThanOrEqual, "compression.height"),
            ]
            for (index, (variable, value, relation, label)) in specs.enumerated() {
                let constraint = Constraint(
                    Expression([Term(variable)], constant: -value), relation,
                    strength: Strength(priority: priorities[index].rawValue), name: "\(name).\(label)")
                try? solver.addConstraint(constraint)
                item.intrinsicConstraints.append(constraint)
            }
        }
        item.intrinsicSize = size
        item.intrinsicPriorities = priorities
    }

    private func setConstant(_ constraint: Constraint, _ value: Double) {
        guard solver.constant(of: constraint) != value else { return }
        try? solver.setConstant(constraint, to: value)
    }

    private func removeAll(_ constraints: inout [Constraint]) {
        for constraint in constraints { try? solver.removeConstraint(constraint) }
        constraints.removeAll()
    }

    // MARK: The pass

    /// Brings the engine's constraints up to date, reads the solution once and writes the
    /// frames of the laid-out layers that changed, in the open transaction.
    private func pass() {
        solver.batch {
            itemList.removeAll { item in
                guard item.layer == nil else { return false }
                removeAll(&item.frameConstraints)
                removeAll(&item.intrinsicConstraints)
                return true
            }
            for item in itemList { reconcile(item) }
        }
        solver.updateVariables()
        passCount += 1
        isWritingFrames = true
        defer { isWritingFrames = false }
        for item in itemList where item.isManaged {
            guard let layer = item.layer, let parent = item.parent, let parentLayer = parent.layer else { continue }
            let width = solver.value(of: item.width)
            let height = solver.value(of: item.height)
            let parentBounds = parentLayer.bounds
            let minX = solver.value(of: item.x) - solver.value(of: parent.x) + parentBounds.minX
            let minY = solver.value(of: item.y) - solver.value(of: parent.y) + parentBounds.minY
            let anchor = layer.anchorPoint
            let bounds = Rect(x: layer.bounds.minX, y: layer.bounds.minY, width: width, height: height)
            let position = Point(x: minX + anchor.x * width, y: minY + anchor.y * height)
            if layer.bounds != bounds { layer.bounds = bounds }
            if layer.position != position { layer.position = position }
        }
    }
}
