import Constraints

/// A linear relation between two anchors, `first RELATION second × multiplier + constant`,
/// like `NSLayoutConstraint`.
///
/// Made inactive by an anchor's `constraint(…)` methods; `isActive = true` or
/// `LayoutConstraint.activate(_:)` installs it in the layout engine of the layers' tree.
/// Changing `constant` of an active constraint changes it in place in the solver (no
/// remove and re-add, seed 003's cheapest update) and asks for a layout pass; so does
/// changing `priority` within 1…999. The layout pass writes frames in whatever transaction
/// is open, so `layoutIfNeeded()` inside `AnimationEngine.animate` animates them.
public final class LayoutConstraint: CustomStringConvertible {
    /// The anchor on the left.
    public let firstAnchor: AnyLayoutAnchor
    /// The anchor on the right, nil for a dimension against a constant.
    public let secondAnchor: AnyLayoutAnchor?
    /// How the sides compare.
    public let relation: LayoutRelation
    /// The factor of `secondAnchor` (1 for positions).
    public let multiplier: Double
    /// A name for messages (`NSLayoutConstraint.identifier`).
    public var identifier: String?

    /// The amount added to the right side; settable at any time (in place when active).
    public var constant: Double {
        didSet {
            precondition(
                constant.isFinite,
                "LayoutConstraint.constant: \(constant) is not a finite number (\(self)); a constraint's constant must be finite"
            )
            guard constant != oldValue, let engine = installedEngine else { return }
            engine.constantDidChange(self)
        }
    }

    /// 1…1000, default `.required`. Changes between required and optional are refused while
    /// the constraint is active, as Auto Layout refuses them.
    public var priority: LayoutPriority = .required {
        didSet {
            precondition(
                priority.rawValue > 0 && priority.rawValue <= 1000,
                "LayoutConstraint.priority: \(priority.rawValue) is outside 1…1000 (use .required, .defaultHigh, .defaultLow or a number in between)"
            )
            guard priority != oldValue, let engine = installedEngine else { return }
            precondition(
                priority.isRequired == oldValue.isRequired,
                "LayoutConstraint.priority: \(self) is active with priority \(oldValue.rawValue); a change from \(oldValue.isRequired ? "required to optional" : "optional to required") (\(priority.rawValue)) is not allowed while it is active. Legal: change it within \(oldValue.isRequired ? "required (1000)" : "1…999"), or deactivate it (isActive = false), set the priority, and activate it again"
            )
            engine.priorityDidChange(self)
        }
    }

    /// The engine it is installed in while active.
    weak var installedEngine: LayoutEngine?
    /// The solver's constraint while installed.
    var solverConstraint: Constraint?

    init(
        first: AnyLayoutAnchor, relation: LayoutRelation, second: AnyLayoutAnchor?, multiplier: Double, constant: Double
    ) {
        firstAnchor = first
        secondAnchor = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        precondition(
            multiplier.isFinite && constant.isFinite,
            "LayoutConstraint: multiplier \(multiplier) and constant \(constant) must be finite numbers (\(self))")
    }

    /// Whether the constraint is installed. Setting it true installs it in the engine of the
    /// layers' tree (they must share a root attached to an `AnimationEngine`); false removes it.
    public var isActive: Bool {
        get { installedEngine != nil }
        set {
            if newValue { Self.activate([self]) } else { Self.deactivate([self]) }
        }
    }

    /// The layers it relates: the first anchor's, then the second's.
    public var layers: [Layer] { [firstAnchor.layer] + (secondAnchor.map { [$0.layer] } ?? []) }

    /// Activates every constraint of `constraints` in one batch, like
    /// `NSLayoutConstraint.activate(_:)`: they are added to the solver together and the
    /// frames follow in one layout pass (the next frame's or `layoutIfNeeded()`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        var batches: [ObjectIdentifier: (LayoutEngine, [LayoutConstraint])] = [:]
        var order: [ObjectIdentifier] = []
        for constraint in constraints where constraint.installedEngine == nil {
            let engine = constraint.engineForActivation()
            let key = ObjectIdentifier(engine)
            if batches[key] == nil {
                order.append(key)
                batches[key] = (engine, [])
            }
            batches[key]!.1.append(constraint)
        }
        for key in order { batches[key]!.0.install(batches[key]!.1) }
    }

    /// Deactivates every constraint of `constraints` in one batch
    /// (`NSLayoutConstraint.deactivate(_:)`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        var batches: [ObjectIdentifier: (LayoutEngine, [LayoutConstraint])] = [:]
        var order: [ObjectIdentifier] = []
        for constraint in constraints {
            guard let engine = constraint.installedEngine else { continue }
            let key = ObjectIdentifier(engine)
            if batches[key] == nil {
                order.append(key)
                batches[key] = (engine, [])
            }
            batches[key]!.1.append(constraint)
        }
        for key in order { batches[key]!.0.uninstall(batches[key]!.1) }
    }

    /// The layout engine of the tree both layers belong to; stops with a message naming the
    /// problem when there is none (UIKit raises on constraints without a common ancestor).
    private func engineForActivation() -> LayoutEngine {
        let root = Self.root(of: firstAnchor.layer)
        if let second = secondAnchor {
            precondition(
                Self.root(of: second.layer) === root,
                "LayoutConstraint.isActive: \(self) relates layers with no common ancestor; add both to one tree first")
        }
        guard let engine = root.attachedEngine else {
            preconditionFailure(
                "LayoutConstraint.isActive: \(self): the layers' tree (root \"\(root.name)\") is not attached to an AnimationEngine; call engine.attach(root) first"
            )
        }
        return engine.layout
    }

    private static func root(of layer: Layer) -> Layer {
        var root = layer
        while let parent = root.superlayer { root = parent }
        return root
    }

    /// The identifier, else the relation written out.
    public var description: String {
        if let identifier { return identifier }
        var right = secondAnchor.map { multiplier == 1 ? "\($0)" : "\($0) × \(multiplier)" } ?? ""
        if constant != 0 || secondAnchor == nil {
            right += right.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)")
        }
        return "\(firstAnchor) \(relation.rawValue) \(right)"
    }
}

/// How a constraint's sides compare, like `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable {
    /// `first == second × multiplier + constant`.
    case equal = "=="
    /// `first <= second × multiplier + constant`.
    case lessThanOrEqual = "<="
    /// `first >= second × multiplier + constant`.
    case greaterThanOrEqual = ">="

    /// The solver's relation.
    var solverRelation: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
