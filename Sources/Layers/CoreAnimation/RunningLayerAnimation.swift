/// An animation a layer holds: the copy that was added, its resolved begin and end, and
/// whether its completion has run.
final class RunningLayerAnimation {
    let key: String?
    /// The animation that was added.
    var animation: any LayerAnimation {
        if let implicit { return implicit }
        return explicit!
    }
    /// An implicit animation is kept as itself, not boxed as `any LayerAnimation` (one
    /// allocation and copy less per property change).
    private let implicit: ImplicitAnimation?
    /// Any other animation (nil for implicit ones).
    private let explicit: (any LayerAnimation)?
    /// The animation's completion.
    var completion: ((Bool) -> Void)? {
        if let implicit { return implicit.completion }
        return explicit!.completion
    }
    let begin: Double
    /// When its active time ends (nil: never, or only when it says so).
    let end: Double?
    /// The transaction it belongs to, told when it stops.
    let transaction: Transaction?
    /// The properties it animates, resolved once.
    var properties: [LayerProperty] { singleProperty.map { [$0] } ?? otherProperties }
    /// The properties when there are none or several (empty when `singleProperty` is set).
    private let otherProperties: [LayerProperty]
    /// `animation.isRemovedOnCompletion`, read once.
    let isRemovedOnCompletion: Bool
    /// Applies the animation at a parent time: built once, so frames do not copy the
    /// animation value (and retain everything it holds) again and again.
    let apply: (Double, inout LayerSnapshot) -> Void
    /// Implicit animations skip the closure: the property they drive and their runner. The
    /// runner is owned by `animation`; not retaining it again keeps frames free of
    /// reference counting.
    unowned(unsafe) let directRunner: AnyDeltaRunner?
    let directProperty: LayerProperty
    /// The single property most animations touch (nil when they touch several).
    let singleProperty: LayerProperty?
    /// The property of an implicit animation (nil for the others).
    let implicitProperty: LayerProperty?
    var stopped = false
    /// Whether it is an explicit animation of an animatable property (added by key path to a
    /// shape's or a custom property), which `Layer`'s animation keys and removals include.
    var isExplicit = false
    /// Its index in the engine's direct table, or −1 when it runs on the general path.
    var slot = -1
    /// Whether its transaction is still to be told it is logically complete (false when it
    /// has none that waits).
    var logicalPending = false
    /// When it is logically complete, on the frame clock, when its transaction waits for
    /// that and it is known at the start (infinity: told when it stops, or by its runner as
    /// it runs).
    var logicalEnd = Double.infinity
    /// The records of earlier changes it merged with (springs taking over): their
    /// transactions wait for this one's removal, as for their own.
    var carried: [RunningLayerAnimation] = []

    /// Applies the animation at `time` onto `shown`.
    @inline(__always)
    func run(at time: Double, on shown: inout LayerSnapshot) {
        if let runner = directRunner {
            if let value = runner.value(at: time - begin, under: directProperty.get(shown)) {
                _ = directProperty.set(&shown, value)
            }
        } else {
            apply(time, &shown)
        }
    }

    /// Resets the properties it touches in `shown` from `model`.
    @inline(__always)
    func reset(_ shown: inout LayerSnapshot, from model: LayerSnapshot) {
        if let property = singleProperty {
            property.copy(model, &shown)
        } else {
            for property in otherProperties { property.copy(model, &shown) }
        }
    }

    convenience init(
        key: String?, animation: any LayerAnimation, begin: Double, end: Double?, transaction: Transaction?
    ) {
        if let implicit = animation as? ImplicitAnimation {
            self.init(implicit, begin: begin, end: end, transaction: transaction, key: key)
            return
        }
        let properties = animation.keyPaths.compactMap { LayerKeyPath($0)?.property }
        self.init(
            key: key, animation: animation, begin: begin, end: end, transaction: transaction,
            properties: properties, implicit: nil,
            apply: { time, shown in animation.apply(at: time, begin: begin, to: &shown) })
    }

    /// An animatable property's animation's record: the property keeps it (not a layer) and
    /// evaluates it; the record holds its timing, completion and transaction for the engine.
    convenience init(
        custom animation: PropertyRecordAnimation, runner: AnyDeltaRunner?, begin: Double, end: Double?,
        transaction: Transaction?
    ) {
        self.init(
            key: nil, animation: animation, begin: begin, end: end, transaction: transaction, properties: [],
            implicit: nil, apply: { _, _ in })
    }

    /// An implicit animation's record: its property is known, so nothing is looked up by name.
    convenience init(
        _ implicit: ImplicitAnimation, begin: Double, end: Double?, transaction: Transaction?, key: String? = nil
    ) {
        self.init(
            key: key, animation: nil, begin: begin, end: end, transaction: transaction,
            properties: [], implicit: implicit, apply: { _, _ in })
    }

    /// `animation` is nil for an implicit one (then `implicit` is set).
    private init(
        key: String?, animation: (any LayerAnimation)?, begin: Double, end: Double?, transaction: Transaction?,
        properties: [LayerProperty], implicit: ImplicitAnimation?,
        apply: @escaping (Double, inout LayerSnapshot) -> Void
    ) {
        self.key = key
        self.implicit = implicit
        explicit = animation
        self.begin = begin
        self.end = end
        self.transaction = transaction
        isRemovedOnCompletion = implicit?.isRemovedOnCompletion ?? animation!.isRemovedOnCompletion
        if let implicit {
            singleProperty = implicit.property
            otherProperties = []
        } else {
            singleProperty = properties.count == 1 ? properties[0] : nil
            otherProperties = properties.count == 1 ? [] : properties
        }
        implicitProperty = implicit?.property
        directRunner = implicit?.runner
        directProperty = implicit?.property ?? .opacity
        self.apply = apply
    }
}
