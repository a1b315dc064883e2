import Motion

/// `UIView.transition(with:…)` and `UIView.transition(from:to:…)` on the layer tree.
///
/// How it works. Core Animation's transitions render the container's old and new layer
/// trees; a CPU layer tree has no render server to ask, so the old appearance is kept as
/// layers:
///
/// 1. Before the changes, the container's tree is copied into a *snapshot*: new layers
///    (named "snapshot:" + the original's name) holding the originals' presentation values,
///    contents and text, refusing touches (`isUserInteractionEnabled == false`), not animated.
/// 2. The changes run without implicit animations: the model, and what the real layers
///    show, is the new content at once.
/// 3. The snapshot goes in front of the container, as its sibling just above it in the
///    superlayer, with the container's own geometry, so the two cover the same place. A
///    cross-dissolve fades the snapshot's opacity from 1 to 0 while the container's fades
///    from 0 to its own; a flip turns both together (0 → ±90° showing the snapshot, then
///    ∓90° → 0 showing the container), each hidden during the other's half. A curl up
///    rolls the snapshot's `pageCurl` from 0 to 1, uncovering the container; a curl down
///    puts the snapshot just *below* the container instead and rolls the container's
///    `pageCurl` from 1 to 0, so the new page comes down over the old (the renderer draws
///    the curl: docs/rendering.md).
///    A container without a superlayer (a root) keeps the snapshot as its topmost sublayer
///    instead: the container itself turns, and its sublayers fade or show as the new
///    appearance (its own background switches at once); both curls roll the snapshot off.
/// 4. When the container's transition animation stops, the snapshot is removed and the
///    completion gets `true`; removing the container's animations early (for example with
///    `removeAllAnimations()`) ends the transition at once with `false`.
///
/// The container's animation is added under the key "transition", so a new transition on
/// the same container replaces the running one (which completes with `false`). Touches to
/// the container are refused while it runs unless `.allowUserInteraction` is given.
///
/// Reduce Motion. When the engine's `accessibilityReduceMotion` is true, the styles that
/// move the content — the four flips and both curls — show as `.transitionCrossDissolve`
/// instead, with the same duration, curve, options and completion, as iOS replaces motion by
/// a dissolve under Settings › Accessibility › Motion › Reduce Motion. The style is chosen
/// when the transition starts: changing the setting does not change one that runs.
extension AnimationEngine {
    /// The key the transition's animations are added under.
    public static let transitionKey = "transition"

    /// `UIView.transition(with:duration:options:animations:completion:)`: makes the changes in
    /// `animations` at once and shows them with the transition `options` select on `container`.
    ///
    /// A duration of 0 or less makes the changes without a transition; `completion` gets
    /// `true` at once. With `accessibilityReduceMotion` on, a flip or a curl shows as a
    /// cross-dissolve of the same duration and curve (iOS's Reduce Motion).
    public func transition(
        with container: Layer, duration: Double, options: TransitionOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        precondition(
            container.engine === self,
            "transition(with:…): \(container.name.isEmpty ? "the container" : "\"\(container.name)\"") is not in a tree attached to this engine; call engine.attach(root) first"
        )
        guard duration > 0 else {
            transaction(disableActions: true, completion: completion, animations)
            flushCompletions()
            return
        }
        let style = Self.shownStyle(options.style, reduceMotion: accessibilityReduceMotion)
        let flips = style.flips
        let snapshot = style == .none ? nil : Self.snapshotTree(of: container)
        performWithoutAnimation(animations)

        func animation(
            _ appearance: TransitionAnimation.Appearance?, rotates: Bool,
            curl: TransitionAnimation.Curl? = nil
        ) -> TransitionAnimation {
            var made = TransitionAnimation(
                style: style, appearance: appearance, rotates: rotates && flips, curl: curl,
                curve: options.curve,
                allowsUserInteraction: options.contains(.allowUserInteraction))
            made.duration = duration
            return made
        }

        let key = Self.transitionKey
        let newContent: [Layer]
        let containerAppearance: TransitionAnimation.Appearance?
        // A curl down rolls the new page (the container) onto the old: the snapshot lies below.
        let rollsOn = style == .curlDown && container.superlayer != nil
        if let snapshot, let parent = container.superlayer {
            let index = parent.sublayers.firstIndex { $0 === container } ?? parent.sublayers.count - 1
            parent.insertSublayer(snapshot, at: rollsOn ? index : index + 1)
            newContent = []
            containerAppearance = .new
        } else if let snapshot {
            // A root has nothing to stand beside: the snapshot covers its bounds from inside.
            newContent = container.sublayers
            let values = container.presentation()
            snapshot.modelValues.position = Point(
                x: values.bounds.minX + values.anchorPoint.x * values.bounds.width,
                y: values.bounds.minY + values.anchorPoint.y * values.bounds.height)
            snapshot.modelValues.transform = .identity
            snapshot.modelValues.sublayerTransform = .identity
            snapshot.modelValues.opacity = 1
            snapshot.modelValues.zPosition = 0
            snapshot.modelValues.shadowOpacity = 0
            container.addSublayer(snapshot)
            containerAppearance = nil
        } else {
            newContent = []
            containerAppearance = nil
        }

        // The container's animation first: it replaces a running transition, whose cleanup
        // must not catch the animations added below.
        var main = animation(containerAppearance, rotates: true, curl: rollsOn ? .rollsOn : nil)
        let contentAnimation = animation(.new, rotates: false)
        main.completion = { finished in
            if let snapshot {
                snapshot.removeAnimation(forKey: key)
                snapshot.removeFromSuperlayer()
            }
            for layer in newContent where layer.animation(forKey: key) is TransitionAnimation {
                layer.removeAnimation(forKey: key)
            }
            completion?(finished)
        }
        container.add(main, forKey: key)
        if let snapshot {
            snapshot.add(
                animation(
                    .old, rotates: containerAppearance == .new,
                    curl: style.curls && !rollsOn ? .rollsOff : nil), forKey: key)
        }
        for layer in newContent { layer.add(contentAnimation, forKey: key) }
    }

    /// `UIView.transition(from:to:duration:options:completion:)`: replaces `from` by `to` in
    /// `from`'s superlayer — or, with `.showHideTransitionViews`, hides `from` and shows `to`,
    /// leaving both in the tree — as a transition of that superlayer (UIKit animates the
    /// superview: flip a card inside a container of its own, not the whole screen).
    ///
    /// With `.showHideTransitionViews`, a `to` that is not in the tree is added just above
    /// `from` so it can show.
    public func transition(
        from: Layer, to: Layer, duration: Double, options: TransitionOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = from.superlayer else {
            preconditionFailure(
                "transition(from:to:…): \(from.name.isEmpty ? "the from layer" : "\"\(from.name)\"") has no superlayer; the transition runs on it, so add it to a container first"
            )
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    if to.superlayer == nil, let index = container.sublayers.firstIndex(where: { $0 === from }) {
                        container.insertSublayer(to, at: index + 1)
                    }
                    from.isHidden = true
                    to.isHidden = false
                } else if to !== from {
                    to.removeFromSuperlayer()
                    let index = container.sublayers.firstIndex { $0 === from } ?? container.sublayers.count
                    container.insertSublayer(to, at: index)
                    from.removeFromSuperlayer()
                }
            }, completion: completion)
    }

    /// The style a transition asked for as `style` shows with: under Reduce Motion, a flip or
    /// a curl (which turn or roll the content) becomes a cross-dissolve; the others stay.
    static func shownStyle(_ style: TransitionStyle, reduceMotion: Bool) -> TransitionStyle {
        reduceMotion && (style.flips || style.curls) ? .crossDissolve : style
    }

    /// A copy of `layer`'s tree as it shows now: its presentation values, contents and text,
    /// refusing touches.
    static func snapshotTree(of layer: Layer) -> Layer {
        let copy = Layer(name: "snapshot:" + layer.name)
        copy.modelValues = layer.presentation()
        copy.contents = layer.contents
        copy.text = layer.text
        copy.isUserInteractionEnabled = false
        for sublayer in layer.sublayers { copy.addSublayer(snapshotTree(of: sublayer)) }
        return copy
    }
}
