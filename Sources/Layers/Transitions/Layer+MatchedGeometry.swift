import Motion

extension Layer {
    /// Shares this layer's geometry with the other layers of `id` in `namespace`, as SwiftUI's
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    ///
    /// - **A hand-over**: when, in one transaction with an animation, a layer of the id leaves
    ///   (`removeFromSuperlayer(transition:)`) and another arrives
    ///   (`addSublayer(_:transition:)` or `insertSublayer(_:at:transition:)`), in either order,
    ///   the arriving layer animates from the leaving one's shown frame to its own, and the
    ///   leaving one animates to the arriving one's frame, so the two move as one while their
    ///   transitions (`.opacity` for a cross-fade) show one and hide the other. Which parts
    ///   move is `properties`: the frame's position (its point at `anchor`), its size, or both;
    ///   the corner radius moves with the size (a Fling extension: SwiftUI's views have
    ///   none). Handed back mid-flight, both turn round from where they are shown, springs
    ///   keeping their velocity.
    /// - **Following**: a layer with `isSource` false shows the geometry of the id's source —
    ///   the last layer to join the id with `isSource` true that is in a tree and not leaving
    ///   — wherever that is shown (a selection highlight following the selected item). Given
    ///   another id inside an animating transaction, it animates from where it was shown to
    ///   its new source. Its model values stay as you set them (hit testing reads them).
    ///
    /// Geometry is matched in window points: layers under scaled or turned superlayers are
    /// matched by their frames' anchors and sizes in the window, and the size moves as if
    /// the superlayer were not scaled. Under Reduce Motion a hand-over moves nothing: the two
    /// layers' transitions still run in place.
    ///
    /// Calling it again replaces the layer's id and settings.
    public func matchedGeometry(
        id: some Hashable & Sendable, in namespace: Namespace, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) {
        let state = transitionState
        let id = AnyHashable(id)
        let engine = self.engine
        let animation = engine?.transitionAnimation
        let before = animation != nil && state.matched != nil ? matchedShownGeometry() : nil
        let shownOffset = state.matchedOffset.presentationValue
        if let old = state.matched { old.namespace.remove(self, id: old.id) }
        state.matched = MatchedGeometryState(
            layer: self, id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource,
            offset: state.matchedOffset)
        namespace.add(self, id: id)
        guard let engine, let animation, let before, !engine.accessibilityReduceMotion else {
            state.resetMatchedOffset(in: engine)
            return
        }
        // Continue from where it was shown: the offset takes the change of what it is measured
        // from, then animates to nothing.
        let base = matchedBaseGeometry()
        let shift = before - shownOffset - base
        engine.transaction(disableActions: true) { state.matchedOffset.value = state.matchedOffset.value + shift }
        engine.transaction(animating: animation) { state.matchedOffset.value = .zero }
        engine.flushCompletions()
    }

    /// Takes the layer out of its matched-geometry group: it shows its own geometry again.
    public func removeMatchedGeometry() {
        guard let state = storage.pointee.transitions, let matched = state.matched else { return }
        matched.namespace.remove(self, id: matched.id)
        state.matched = nil
        state.resetMatchedOffset(in: engine)
    }

    /// The matched-geometry id the layer has, if any.
    public var matchedGeometryID: AnyHashable? { storage.pointee.transitions?.matched?.id }

    var matchedState: MatchedGeometryState? { storage.pointee.transitions?.matched }

    /// The layer's frame in the window, as the matched state measures it: from the model
    /// values or from what is shown.
    func matchedWindowGeometry(usingPresentation: Bool) -> MatchedOffset {
        let anchor = matchedState?.anchor ?? .center
        let values = usingPresentation ? presentation() : model()
        let box = convert(values.bounds, to: nil, usingPresentation: usingPresentation)
        return MatchedOffset(
            x: box.minX + anchor.x * box.width, y: box.minY + anchor.y * box.height, width: box.width,
            height: box.height, cornerRadius: values.cornerRadius)
    }

    /// What the layer's offset is measured from: its own model frame, or — following — its
    /// source's shown frame.
    func matchedBaseGeometry() -> MatchedOffset {
        if let matched = matchedState, !matched.isSource,
            let source = matched.namespace.source(of: matched.id, besides: self)
        {
            return source.matchedWindowGeometry(usingPresentation: true)
        }
        return matchedWindowGeometry(usingPresentation: false)
    }

    /// The frame the layer shows.
    func matchedShownGeometry() -> MatchedOffset {
        matchedBaseGeometry() + (storage.pointee.transitions?.matchedOffset.presentationValue ?? .zero)
    }

    /// Notes that the layer leaves or arrives inside an animating transaction; with its
    /// counterpart found, starts the hand-over.
    func noteMatchedChange(_ kind: Namespace.Pending.Kind, animation: Animation, in engine: AnimationEngine) {
        guard let matched = matchedState, let transaction = engine.outermostTransaction else { return }
        let change = Namespace.Pending(
            id: matched.id, kind: kind, layer: self, transaction: ObjectIdentifier(transaction))
        guard let other = matched.namespace.note(change) else { return }
        let (leaving, arriving) = kind == .leaving ? (self, other.layer) : (other.layer, self)
        guard !engine.accessibilityReduceMotion, let leavingState = leaving.storage.pointee.transitions,
            let arrivingState = arriving.storage.pointee.transitions
        else { return }
        let from = leaving.matchedShownGeometry()
        let to = arriving.matchedBaseGeometry()
        let leavingBase = leaving.matchedBaseGeometry()
        if !arrivingState.matchedOffset.isAnimating {
            engine.transaction(disableActions: true) { arrivingState.matchedOffset.value = from - to }
        }
        engine.transaction(animating: animation) {
            arrivingState.matchedOffset.value = .zero
            if leaving.superlayer != nil { leavingState.matchedOffset.value = to - leavingBase }
        }
    }

    /// Applies the matched geometry the layer shows to `values` (before a transition's effect).
    func applyMatchedGeometry(_ matched: MatchedGeometryState, offset: MatchedOffset, to values: inout LayerSnapshot) {
        let anchor = matched.anchor
        let moves = matched.properties.contains(.position)
        let sizes = matched.properties.contains(.size)
        if !matched.isSource, let source = matched.namespace.source(of: matched.id, besides: self) {
            let target = source.matchedWindowGeometry(usingPresentation: true) + offset
            let size = sizes ? Size(width: max(target.width, 0), height: max(target.height, 0)) : values.bounds.size
            if sizes {
                values.bounds.size = size
                values.cornerRadius = max(target.cornerRadius, 0)
            }
            if moves {
                let point =
                    superlayer?.convert(Point(x: target.x, y: target.y), from: nil, usingPresentation: true)
                    ?? Point(x: target.x, y: target.y)
                values.position = Point(
                    x: point.x + (values.anchorPoint.x - anchor.x) * size.width,
                    y: point.y + (values.anchorPoint.y - anchor.y) * size.height)
            }
            return
        }
        guard offset != .zero else { return }
        if moves {
            values.position.x += offset.x
            values.position.y += offset.y
        }
        if sizes {
            values.position.x += (values.anchorPoint.x - anchor.x) * offset.width
            values.position.y += (values.anchorPoint.y - anchor.y) * offset.height
            values.bounds.size = Size(
                width: max(values.bounds.width + offset.width, 0), height: max(values.bounds.height + offset.height, 0))
            values.cornerRadius = max(values.cornerRadius + offset.cornerRadius, 0)
        }
    }
}

extension AnimationEngine {
    /// The outermost open transaction: changes in it belong together.
    var outermostTransaction: Transaction? {
        var current = transaction
        while let parent = current?.parent { current = parent }
        return current
    }
}
