import Motion

/// An animation that can make its layer refuse touches while it runs: UIKit's view-level
/// animations (`UIView.animate`, `UIView.transition`) do unless `.allowUserInteraction` is
/// given. Core Animation's own animations (`add(_:forKey:)`) have no such rule.
protocol UserInteractionGating {
    /// Whether touches may reach the layer while the animation runs.
    var allowsUserInteraction: Bool { get }
}

extension ImplicitAnimation: UserInteractionGating {}

extension Layer {
    /// The deepest layer containing `point` (in this layer's superlayer's coordinates),
    /// testing the model values by default and the presentation values on request, as
    /// UIKit's `hitTest(_:with:)` uses the model unless told otherwise. Later sublayers win.
    ///
    /// Skipped with their sublayers, as UIKit skips such views: hidden layers, layers with
    /// an opacity below 0.01 (both read from the values being tested),
    /// `isUserInteractionEnabled == false`, and layers a view animation made without
    /// `.allowUserInteraction` is changing (`isUserInteractionSuspended`).
    public func hitTest(_ point: Point, usingPresentation: Bool = false) -> Layer? {
        guard isUserInteractionEnabled, !isUserInteractionSuspended else { return nil }
        let values = usingPresentation ? presentation() : model()
        guard !values.isHidden, values.opacity >= 0.01 else { return nil }
        let frame = values.frame
        let local = Point(x: point.x - frame.minX + values.bounds.minX, y: point.y - frame.minY + values.bounds.minY)
        for sublayer in sublayers.reversed() {
            if let hit = sublayer.hitTest(local, usingPresentation: usingPresentation) { return hit }
        }
        return frame.contains(point) ? self : nil
    }

    /// Whether a running view animation without `.allowUserInteraction` (`UIView.animate`,
    /// `transition(with:…)`) is changing this layer, so it refuses touches until it ends —
    /// UIKit's default. Explicit Core Animation animations and position springs never do.
    public var isUserInteractionSuspended: Bool {
        let now = engine?.nowSeconds
        return animations.contains { record in
            guard !record.stopped, (record.animation as? any UserInteractionGating)?.allowsUserInteraction == false else {
                return false
            }
            // Over but not yet collected by a frame: touches are already welcome again.
            if let end = record.end, let now, now >= end { return false }
            return true
        }
    }
}
