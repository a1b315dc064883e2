import Motion

/// An animation that can make its layer refuse touches while it runs: UIKit's view-level
/// animations (`UIView.animate`, `UIView.transition`) do unless `.allowUserInteraction` is
/// given, and so does a `PropertyAnimator` whose `isUserInteractionEnabled` is false. Core
/// Animation's own animations (`add(_:forKey:)`) have no such rule.
protocol UserInteractionGating {
    /// Whether touches may reach the layer while the animation runs.
    var allowsUserInteraction: Bool { get }
    /// Whether the layer is hit-tested where it is shown (its presentation values) while the
    /// animation runs, even when the hit test reads the model.
    var hitTestsPresentation: Bool { get }
}

extension UserInteractionGating {
    var hitTestsPresentation: Bool { false }
}

extension ImplicitAnimation: UserInteractionGating {}

/// Which values place each layer for hit testing and conversions.
package enum LayerValueSource {
    /// The model values (`CALayer`'s own geometry).
    case model
    /// What the frame shows (`CALayer.presentation()`'s geometry).
    case presentation
    /// What hit testing reads: the presentation when `presentation` is true, else the model,
    /// except for a layer a `PropertyAnimator` without `isManualHitTestingEnabled` is
    /// animating, which is read where it is shown.
    case hitTesting(presentation: Bool)

    /// The values `layer` is placed with.
    package func values(of layer: Layer) -> LayerSnapshot {
        switch self {
        case .model: layer.model()
        case .presentation: layer.presentation()
        case let .hitTesting(presentation):
            presentation || layer.isHitTestedWhereShown ? layer.presentation() : layer.model()
        }
    }
}

extension Layer {
    /// The deepest layer that takes a touch at `point` (in this layer's superlayer's
    /// coordinates; window points for a root), testing the model values by default and the
    /// presentation values on request, as UIKit's `hitTest(_:with:)` uses the model unless
    /// told otherwise.
    ///
    /// Points are hit where layers are drawn: each layer's whole transform — anchor point,
    /// `transform`, its superlayer's `sublayerTransform`, perspective — is inverted exactly
    /// as the renderer composes it (a point that maps at or behind the eye misses). Like
    /// UIKit's `hitTest(_:with:)`:
    /// - a layer takes the point when it lies in its bounds, or in the area `hitArea` gives;
    /// - a point outside a layer does not reach its sublayers, even ones drawn there (a
    ///   subview outside its superview is not hit); with `masksToBounds` a point outside the
    ///   bounds never reaches them, even inside a larger `hitArea`;
    /// - sublayers are tried from the topmost drawn down: by `zPosition`, then later
    ///   sublayers first, as the renderer draws them;
    /// - hidden layers, layers with an opacity below 0.01 (both read from the values being
    ///   tested), `isUserInteractionEnabled == false`, and layers a view animation without
    ///   `.allowUserInteraction` or a `PropertyAnimator` with `isUserInteractionEnabled ==
    ///   false` is changing (`isUserInteractionSuspended`), and layers on their way out with a
    ///   removal transition (`isLeaving`) are skipped with their sublayers.
    ///
    /// A layer a `PropertyAnimator` animates is tested where it is shown (its presentation
    /// values) unless the animator's `isManualHitTestingEnabled` is true, as UIKit's
    /// animators hit-test their views' presentation layers.
    ///
    /// - Complexity: O(n), where n is the number of layers the walk reaches (at most this layer's
    ///   subtree; a layer that misses is not entered), each placed by a fixed-size matrix product;
    ///   plus O(k log k) at a layer whose k sublayers do not all have a zPosition of 0, to order
    ///   them.
    public func hitTest(_ point: Point, usingPresentation: Bool = false) -> Layer? {
        let source = LayerValueSource.hitTesting(presentation: usingPresentation)
        let space = superlayer.map { SublayerSpace.own(source.values(of: $0)) } ?? .canvas
        return hitTest(point, in: space, source: source)
    }

    /// `hitTest` with the superlayer's space worked out: `point` is in the space's absolute
    /// coordinates, which every layer of the walk shares.
    private func hitTest(_ point: Point, in space: SublayerSpace, source: LayerValueSource) -> Layer? {
        guard isUserInteractionEnabled, !isUserInteractionSuspended, !isLeaving else { return nil }
        let values = source.values(of: self)
        // Not drawn (the renderer skips a curl that is gone too): not hit.
        guard !values.isHidden, values.opacity >= 0.01, !values.pageCurl.isGone else { return nil }
        let (map, sublayerSpace) = space.place(values)
        guard let local = map.plane(point), contains(local, values) else { return nil }
        if !values.masksToBounds || values.bounds.contains(local) {
            for sublayer in Self.drawingOrder(sublayers, source: source).reversed() {
                if let hit = sublayer.hitTest(point, in: sublayerSpace, source: source) { return hit }
            }
        }
        return self
    }

    /// Whether the layer takes a touch at `point`, in its own (bounds) coordinates, like
    /// `CALayer.contains(_:)` and `UIView.point(inside:with:)`: `hitArea` when it is set,
    /// else whether the point lies in the bounds (max edges excluded, as `CGRect`'s).
    ///
    /// - Complexity: O(1), or what `hitArea` costs.
    public func contains(_ point: Point, usingPresentation: Bool = false) -> Bool {
        contains(point, usingPresentation ? presentation() : model())
    }

    private func contains(_ point: Point, _ values: LayerSnapshot) -> Bool {
        if let hitArea { return hitArea(point, values) }
        return values.bounds.contains(point)
    }

    /// `layers` in the order the renderer draws them: by `zPosition`, equal ones in tree order.
    private static func drawingOrder(_ layers: [Layer], source: LayerValueSource) -> [Layer] {
        let z = layers.map { source.values(of: $0).zPosition }
        guard z.contains(where: { $0 != 0 }) else { return layers }
        return layers.indices.sorted { a, b in z[a] != z[b] ? z[a] < z[b] : a < b }.map { layers[$0] }
    }

    /// Whether a running animation keeps touches off this layer until it ends: a view
    /// animation without `.allowUserInteraction` (`UIView.animate`, `transition(with:…)`) —
    /// UIKit's default — or a `PropertyAnimator` whose `isUserInteractionEnabled` is false
    /// (`runningPropertyAnimator` without `.allowUserInteraction`), for as long as the
    /// animator's animations are on the layer (until it ends, `stopAnimation(true)` or
    /// `finishAnimation(at:)`). Explicit Core Animation animations and
    /// position springs never do.
    public var isUserInteractionSuspended: Bool {
        let now = engine?.nowSeconds
        return animations.contains { record in
            guard !record.stopped, (record.animation as? any UserInteractionGating)?.allowsUserInteraction == false
            else {
                return false
            }
            // Over but not yet collected by a frame: touches are already welcome again.
            if let end = record.end, let now, now >= end { return false }
            return true
        }
    }

    /// Whether hit testing reads this layer's presentation even when it tests the model: a
    /// `PropertyAnimator` without `isManualHitTestingEnabled` is animating it.
    var isHitTestedWhereShown: Bool {
        animations.contains { record in
            !record.stopped && (record.animation as? any UserInteractionGating)?.hitTestsPresentation == true
        }
    }
}
