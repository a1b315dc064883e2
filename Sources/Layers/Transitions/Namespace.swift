/// A space of matched-geometry identifiers, as SwiftUI's `@Namespace`: layers that call
/// `matchedGeometry(id:in:…)` with the same id in one namespace share their geometry.
///
/// Keep one per group of layers that belong together (a grid and its detail view); the
/// namespace holds its layers weakly.
public final class Namespace {
    /// A change of a matched layer inside a transaction, waiting for its counterpart.
    struct Pending {
        enum Kind {
            case leaving
            case arriving
        }
        let id: AnyHashable
        let kind: Kind
        let layer: Layer
        /// The outermost transaction it happened in: a counterpart must share it.
        let transaction: ObjectIdentifier
    }

    /// The layers of each id, in the order they joined.
    private var members: [AnyHashable: [WeakLayer]] = [:]
    private var pending: [Pending] = []

    /// A namespace of its own.
    public init() {}

    func add(_ layer: Layer, id: AnyHashable) {
        members[id, default: []].removeAll { $0.layer == nil || $0.layer === layer }
        members[id, default: []].append(WeakLayer(layer: layer))
    }

    func remove(_ layer: Layer, id: AnyHashable) {
        members[id]?.removeAll { $0.layer == nil || $0.layer === layer }
        if members[id]?.isEmpty == true { members[id] = nil }
        pending.removeAll { $0.layer === layer }
    }

    /// The layer whose geometry the id's other layers take: the last to join that is a source,
    /// in a tree and not on its way out (SwiftUI's rule: one source per id at a time).
    func source(of id: AnyHashable, besides layer: Layer) -> Layer? {
        members[id]?.reversed().lazy.compactMap(\.layer).first { candidate in
            candidate !== layer && candidate.matchedState?.isSource == true && candidate.engine != nil
                && !candidate.isLeaving
        }
    }

    /// Notes a change and returns its counterpart of the same id, if one happened in the
    /// same outermost transaction (then both leave the list).
    func note(_ change: Pending) -> Pending? {
        pending.removeAll { $0.transaction != change.transaction || $0.layer === change.layer }
        if let index = pending.firstIndex(where: { $0.id == change.id && $0.kind != change.kind }) {
            return pending.remove(at: index)
        }
        pending.append(change)
        return nil
    }
}

/// A layer held weakly.
struct WeakLayer {
    weak var layer: Layer?
}
