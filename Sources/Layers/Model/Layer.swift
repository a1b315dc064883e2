import Motion

/// A node of the layer tree, with model values that change at once and presentation
/// values that animations produce, as `CALayer` has.
///
/// Setting a property sets the model immediately (UIKit's rule: after
/// `UIView.animate { card.center = p }`, `card.center == p` at once). What the current frame
/// shows comes from `presentation()`; with no animation running the two are the same.
/// Animations are added with `add(_:forKey:)` (explicit) or by changing a property inside an
/// animating transaction (implicit); the tree's `AnimationEngine` runs them.
public final class Layer {
    /// A name for traces and debugging.
    public var name: String

    /// The model values, the presentation and the engine's bookkeeping, in one heap block
    /// of plain data: the engine's direct animations write the presentation through a raw
    /// pointer, with no reference counting or exclusivity checks per frame.
    let storage: UnsafeMutablePointer<LayerStorage>

    /// The model values.
    public internal(set) var modelValues: LayerSnapshot {
        _read { yield storage.pointee.model }
        _modify { yield &storage.pointee.model }
    }
    /// What the current frame shows while `hasPresentation` (animations run); stored
    /// non-optional so the engine updates it in place.
    var presentationStorage: LayerSnapshot {
        _read { yield storage.pointee.presentation }
        _modify { yield &storage.pointee.presentation }
    }
    /// Whether `presentationStorage` is current (false: the frame shows the model).
    var hasPresentation: Bool {
        get { storage.pointee.hasPresentation }
        set { storage.pointee.hasPresentation = newValue }
    }

    /// The presentation values while animations run, nil when the frame shows the model.
    var presentationValues: LayerSnapshot? {
        get { hasPresentation ? presentationStorage : nil }
        set {
            if let newValue {
                presentationStorage = newValue
                hasPresentation = true
            } else {
                hasPresentation = false
            }
        }
    }

    /// A layer whose alpha masks this one, as `CALayer.mask`: where the mask is transparent
    /// nothing of this layer shows — its shadow, background, contents, shape, text, sublayers
    /// and border alike — and where it is opaque everything does. The mask is placed in this
    /// layer's bounds coordinates (as a sublayer is, without `sublayerTransform`), is drawn
    /// only as a mask, and takes no touches. Its properties animate like any layer's, by
    /// this layer's engine. Nil (the default): no mask.
    ///
    /// A mask cannot be in a tree (it must have no superlayer), mask two layers, or mask a
    /// layer it is (or whose mask it is) part of: each is a programming error that stops
    /// with a message, as `addSublayer` refuses a cycle.
    public var mask: Layer? {
        get { maskStorage }
        set { setMask(newValue) }
    }
    var maskStorage: Layer?
    /// The layer this one masks, if it is a mask.
    weak var maskedLayer: Layer?

    /// The layers drawn inside this one, back to front, like `CALayer.sublayers`.
    // Changed only by `insertSublayer` and `removeFromSuperlayer`, which call no other code
    // meanwhile: no run-time exclusivity check on the renderer's walk of every layer, every frame.
    @exclusivity(unchecked) public private(set) var sublayers: [Layer] = []
    /// The layer this one is a sublayer of, or nil for a root.
    public private(set) weak var superlayer: Layer?
    /// Set on a tree's root by `AnimationEngine.attach(_:)`.
    weak var attachedEngine: AnimationEngine? {
        didSet { if superlayer == nil { setTreeEngine(attachedEngine) } }
    }
    /// The engine of the tree this layer belongs to (its root's `attachedEngine`), kept up to
    /// date as the tree changes so that setting a property never walks to the root.
    private weak var treeEngine: AnimationEngine?

    /// Explicit and implicit animations, in the order they were added (later ones apply on top).
    @exclusivity(unchecked) var animations: [RunningLayerAnimation] = []
    /// Whether the engine's list of animated layers holds this layer.
    var isRegistered = false

    /// The running position spring of `AnimationEngine.spring(_:to:…)`, if any.
    var positionAnimation: PositionSpringAnimation?
    /// The position that spring shows.
    var animatedPosition: Point?
    /// The presentation velocity of `position`, in points per second (zero when not animating).
    public internal(set) var positionVelocity: Point = .zero

    /// The gesture recognizers attached to the layer, in the order they were added. The
    /// Gestures module, a floor above, gives them their type (`gestureRecognizers`).
    package var attachedRecognizers: [AnyObject] = []

    /// A layer with the given model values; every other property has Core Animation's default.
    public init(
        name: String = "", position: Point = .zero, bounds: Rect = .zero,
        backgroundColor: Color = .clear, cornerRadius: Double = 0
    ) {
        self.name = name
        storage = .allocate(capacity: 1)
        storage.initialize(to: LayerStorage())
        modelValues.position = position
        modelValues.bounds = bounds
        modelValues.backgroundColor = backgroundColor
        modelValues.cornerRadius = cornerRadius
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    // MARK: Model properties

    /// Where the layer's `anchorPoint` sits in its superlayer's coordinates (default (0, 0)).
    public var position: Point {
        get { modelValues.position }
        set {
            change(.position, .point(modelValues.position), .point(newValue)) { $0.position = newValue }
            frameDidChange()
        }
    }
    /// The stacking order among siblings: higher draws later, on top (default 0).
    public var zPosition: Double {
        get { modelValues.zPosition }
        set { change(.zPosition, .number(modelValues.zPosition), .number(newValue)) { $0.zPosition = newValue } }
    }
    /// The layer's own coordinate space; its size is the layer's size (default `.zero`).
    public var bounds: Rect {
        get { modelValues.bounds }
        set {
            change(.bounds, .rect(modelValues.bounds), .rect(newValue)) { $0.bounds = newValue }
            frameDidChange()
        }
    }
    /// Where `position` sits in the layer, in unit coordinates: (0.5, 0.5), the default, is the
    /// centre.
    public var anchorPoint: Point {
        get { modelValues.anchorPoint }
        set {
            change(.anchorPoint, .point(modelValues.anchorPoint), .point(newValue)) { $0.anchorPoint = newValue }
            frameDidChange()
        }
    }
    /// The layer's transform, applied about its anchor point; `m34` gives perspective (default
    /// identity).
    public var transform: Transform3D {
        get { modelValues.transform }
        set { change(.transform, .transform(modelValues.transform), .transform(newValue)) { $0.transform = newValue } }
    }
    /// A transform applied to the sublayers, about the layer's centre (default identity).
    public var sublayerTransform: Transform3D {
        get { modelValues.sublayerTransform }
        set {
            change(.sublayerTransform, .transform(modelValues.sublayerTransform), .transform(newValue)) {
                $0.sublayerTransform = newValue
            }
        }
    }
    /// 0 is invisible, 1 (the default) opaque; the layer and its sublayers composite as one group.
    public var opacity: Double {
        get { modelValues.opacity }
        set { change(.opacity, .number(modelValues.opacity), .number(newValue)) { $0.opacity = newValue } }
    }
    /// Whether the layer and its sublayers are not drawn (and not hit) (default false).
    public var isHidden: Bool {
        get { modelValues.isHidden }
        set { change(.hidden, .flag(modelValues.isHidden), .flag(newValue)) { $0.isHidden = newValue } }
    }
    /// The colour filling the bounds, rounded by `cornerRadius` (default `.clear`).
    public var backgroundColor: Color {
        get { modelValues.backgroundColor }
        set {
            change(.backgroundColor, .color(modelValues.backgroundColor), .color(newValue)) {
                $0.backgroundColor = newValue
            }
        }
    }
    /// The radius of the rounded corners of the background, border and `masksToBounds` clip
    /// (default 0).
    public var cornerRadius: Double {
        get { modelValues.cornerRadius }
        set {
            change(.cornerRadius, .number(modelValues.cornerRadius), .number(newValue)) { $0.cornerRadius = newValue }
        }
    }
    /// Which corners `cornerRadius` rounds (default `.all`).
    public var maskedCorners: CornerMask {
        get { modelValues.maskedCorners }
        set {
            change(.maskedCorners, .corners(modelValues.maskedCorners), .corners(newValue)) {
                $0.maskedCorners = newValue
            }
        }
    }
    /// The width of the border, drawn inside the bounds (default 0).
    public var borderWidth: Double {
        get { modelValues.borderWidth }
        set { change(.borderWidth, .number(modelValues.borderWidth), .number(newValue)) { $0.borderWidth = newValue } }
    }
    /// The border's colour (default `.black`).
    public var borderColor: Color {
        get { modelValues.borderColor }
        set { change(.borderColor, .color(modelValues.borderColor), .color(newValue)) { $0.borderColor = newValue } }
    }
    /// The shadow's colour (default `.black`).
    public var shadowColor: Color {
        get { modelValues.shadowColor }
        set { change(.shadowColor, .color(modelValues.shadowColor), .color(newValue)) { $0.shadowColor = newValue } }
    }
    /// The shadow's opacity; 0, the default, draws no shadow.
    public var shadowOpacity: Double {
        get { modelValues.shadowOpacity }
        set {
            change(.shadowOpacity, .number(modelValues.shadowOpacity), .number(newValue)) {
                $0.shadowOpacity = newValue
            }
        }
    }
    /// The shadow's blur radius, the Gaussian's standard deviation (default 3).
    public var shadowRadius: Double {
        get { modelValues.shadowRadius }
        set {
            change(.shadowRadius, .number(modelValues.shadowRadius), .number(newValue)) { $0.shadowRadius = newValue }
        }
    }
    /// How far the shadow is moved from the layer (Core Animation's default, (0, −3)).
    public var shadowOffset: Size {
        get { modelValues.shadowOffset }
        set { change(.shadowOffset, .size(modelValues.shadowOffset), .size(newValue)) { $0.shadowOffset = newValue } }
    }
    /// Whether sublayers are clipped to the (rounded) bounds (default false).
    public var masksToBounds: Bool {
        get { modelValues.masksToBounds }
        set {
            change(.masksToBounds, .flag(modelValues.masksToBounds), .flag(newValue)) { $0.masksToBounds = newValue }
        }
    }
    /// How far the layer is curled off like a page (flat by default), as the page-curl
    /// transitions animate it; changes animate implicitly inside an animating transaction,
    /// through the key paths "pageCurl.progress" and "pageCurl.radius".
    public var pageCurl: PageCurl {
        get { modelValues.pageCurl }
        set {
            let old = modelValues.pageCurl
            if newValue.radius != old.radius || newValue.radius.isNaN {
                change(.pageCurl_radius, .number(old.radius), .number(newValue.radius)) {
                    $0.pageCurl.radius = newValue.radius
                }
            }
            if newValue.progress != old.progress || newValue.progress.isNaN {
                change(.pageCurl_progress, .number(old.progress), .number(newValue.progress)) {
                    $0.pageCurl.progress = newValue.progress
                }
            }
        }
    }
    /// An image drawn to fill the bounds. Model-only: changing it is not animated.
    public var contents: ImageReference?
    /// Text drawn in the bounds, above the contents. Model-only: changing it is not animated.
    /// It gives the layer an intrinsic content size (Auto Layout's `UILabel` rule).
    public var text: TextContent? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: Layout state (Layer+Layout.swift)

    /// The layer's variables in its tree's `LayoutEngine`, once a constraint names it.
    var layoutItem: LayoutItem?
    /// Whether the layout engine keeps the layer's frame as set (true, the default, as
    /// UIKit's `translatesAutoresizingMaskIntoConstraints`) or computes it from constraints.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { layoutItem?.engine?.setNeedsLayout() } }
    }
    /// Content hugging and compression resistance, per axis.
    var contentPriorities = ContentPriorities()
    /// An intrinsic content size set by the app, overriding the text's.
    var explicitIntrinsicContentSize: Size?

    /// The model frame in the superlayer (position, bounds and anchor point).
    public var frame: Rect { modelValues.frame }

    /// The model value at a Core Animation key path, or nil when no property has that path.
    public func value(forKeyPath path: String) -> LayerValue? {
        LayerKeyPath(path)?.value(in: modelValues)
    }

    /// Sets the model value at a key path (animating it when a transaction says so).
    /// Returns false when the path is unknown or the value's kind does not fit.
    @discardableResult
    public func setValue(_ value: LayerValue, forKeyPath path: String) -> Bool {
        guard let keyPath = LayerKeyPath(path) else { return false }
        var copy = modelValues
        guard keyPath.setValue(value, in: &copy) else { return false }
        change(keyPath.property, keyPath.value(in: modelValues), value) { keyPath.setValue(value, in: &$0) }
        return true
    }

    /// Applies a model change and lets the engine's transaction animate it.
    ///
    /// Outside a transaction that is the store and nothing else: the old and new values are
    /// not even made (they are autoclosures), and the engine is a stored reference.
    private func change(
        _ property: LayerProperty, _ old: @autoclosure () -> LayerValue, _ new: @autoclosure () -> LayerValue,
        _ apply: (inout LayerSnapshot) -> Void
    ) {
        guard let engine = treeEngine, engine.hasOpenTransaction else {
            apply(&modelValues)
            if hasPresentation { apply(&presentationStorage) }
            return
        }
        let old = old()
        let new = new()
        let shown: LayerValue
        if animatedPosition != nil {
            shown = property.get(presentation())
        } else if hasPresentation {
            shown = property.get(storage.pointee.presentation)
        } else {
            shown = property.get(storage.pointee.model)
        }
        let transformBefore = property.isTransformPart ? withPresentation { $0.transform } : nil
        apply(&modelValues)
        if hasPresentation { apply(&presentationStorage) }
        if old != new {
            engine.modelDidChange(self, property, from: old, to: new, shown: shown, transformBefore: transformBefore)
        }
    }

    // MARK: Presentation

    /// The values the current frame shows: the model overlaid with running animations (and,
    /// for a layer inserted or removed with a transition, the transition's effect).
    public func presentation() -> LayerSnapshot {
        if animatedPosition == nil && !storage.pointee.hasOverlay {
            return hasPresentation ? presentationStorage : modelValues
        }
        return slowPresentation()
    }

    /// `presentation()` of a layer with a position spring or a transition's overlay.
    ///
    /// Out of line and declared read-only: it reads the layer, its transition state, and for a
    /// matched-geometry follower its source's and superlayers' values, and writes nothing. A
    /// call the optimiser cannot see through makes every caller of `presentation()` retain the
    /// layer around the call; with the declaration the common path costs what it did before
    /// transitions (`fling bench layers`: 10,000 layers a frame, within a few per cent).
    @inline(never) @_effects(readonly)
    func slowPresentation() -> LayerSnapshot {
        var values: LayerSnapshot
        if animatedPosition == nil {
            values = hasPresentation ? presentationStorage : modelValues
        } else if let presentationValues {
            values = presentationValues
            if let animatedPosition, animations.isEmpty { values.position = animatedPosition }
        } else {
            values = modelValues
            if let animatedPosition { values.position = animatedPosition }
        }
        if storage.pointee.hasOverlay { storage.pointee.transitions?.apply(to: &values, of: self) }
        return values
    }

    /// Calls `body` with the values the current frame shows, in place: what `presentation()`
    /// returns, without copying them (for renderers that read every layer every frame).
    public func withPresentation<R>(_ body: (borrowing LayerSnapshot) throws -> R) rethrows -> R {
        guard animatedPosition == nil, !storage.pointee.hasOverlay else { return try body(presentation()) }
        return hasPresentation ? try body(storage.pointee.presentation) : try body(storage.pointee.model)
    }

    /// The model values.
    public func model() -> LayerSnapshot { modelValues }

    /// Whether an animation is changing this layer's presentation.
    public var isAnimating: Bool { positionAnimation != nil || !animations.isEmpty }

    // MARK: Tree

    /// The engine of the tree this layer belongs to.
    public var engine: AnimationEngine? { treeEngine }

    /// Makes `engine` the engine of this layer and every layer below it.
    func setTreeEngine(_ engine: AnimationEngine?) {
        treeEngine = engine
        for sublayer in sublayers { sublayer.setTreeEngine(engine) }
        mask?.setTreeEngine(engine)
    }

    /// Appends `layer` above the existing sublayers, taking it from its old superlayer.
    ///
    /// - Complexity: as `insertSublayer(_:at:)`.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts `layer` at `index` among the sublayers (0 is at the back).
    ///
    /// - Complexity: O(d + k + m), where d is this layer's depth (the walk up that refuses a
    ///   cycle), k the number of sublayers of `layer`'s old superlayer and of this layer (it leaves
    ///   one list and enters the other) and m the number of layers in `layer`'s subtree (each told
    ///   its engine). Moving into another engine's tree also removes the subtree's animations, O(a
    ///   + s) for a animations and s position springs, and runs their completions.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(layer !== self, "A layer cannot be its own sublayer")
        var ancestor: Layer? = self
        while let current = ancestor {
            precondition(
                current !== layer,
                "Adding \(layer.name.isEmpty ? "a layer" : layer.name) below itself would make a cycle")
            ancestor = current.superlayer
        }
        // Added back plainly, a layer on its way out stays.
        layer.cancelLeaving()
        // Moving within one engine's tree keeps the animations; into another tree, they go.
        let oldEngine = layer.treeEngine
        layer.detach()
        sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
        layer.superlayer = self
        let engine = treeEngine
        let leaving = oldEngine.flatMap { $0 !== engine ? $0 : nil }
        leaving?.stripAnimations(inTreeOf: layer)
        layer.setTreeEngine(engine)
        if let engine { engine.adopt(layer) }
        // Completions run once the tree is whole again: one may move the layer on.
        leaving?.flushCompletions()
    }

    /// Detaches the layer from its superlayer. Leaving its engine's tree, it and every layer
    /// below it lose their animations, as a view leaving UIKit's window does: their
    /// completions get `finished == false`, and the model values stay.
    ///
    /// - Complexity: O(k + m), where k is the number of sublayers of the superlayer and m the
    ///   number of layers in this layer's subtree; leaving its engine's tree also removes the
    ///   subtree's animations, O(a + s) for a animations and s position springs, and runs their
    ///   completions.
    public func removeFromSuperlayer() {
        let engine = treeEngine
        detach()
        if let engine, engine !== treeEngine {
            engine.stripAnimations(inTreeOf: self)
            engine.flushCompletions()
        }
    }

    /// Takes the layer out of its superlayer's list, without touching its animations.
    private func detach() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
        setTreeEngine(attachedEngine)
    }

    /// Whether touches may reach this layer and its sublayers, like
    /// `UIView.isUserInteractionEnabled`: a plain model flag (not animatable, no key path);
    /// `hitTest(_:usingPresentation:)` skips the subtree when it is false.
    public var isUserInteractionEnabled = true

    /// Shapes where the layer takes touches, as overriding `UIView.point(inside:with:)` or
    /// `CALayer.contains(_:)` does in UIKit (`Layer` is final, so the override is a closure).
    ///
    /// Called with a point in the layer's own (bounds) coordinates and the values being hit
    /// tested (model or presentation); return whether the layer takes it. Nil (the default)
    /// takes the bounds. It may reach beyond the bounds (a small button's larger touch
    /// area) or leave parts out (a round knob); either way a point it refuses reaches none
    /// of the sublayers, and with `masksToBounds` a point outside the bounds reaches none
    /// of them either. Keep it a pure function of its arguments: it runs inside hit tests.
    public var hitArea: ((_ point: Point, _ values: LayerSnapshot) -> Bool)?
}

/// A layer's values as the engine keeps them: model, presentation and how the presentation
/// is being made.
struct LayerStorage {
    // The flags come first, so the engine's check of `generalAnimations` every frame shares a
    // cache line with the model's position.
    /// How many of the layer's animations run outside the engine's direct table (keyframes,
    /// explicit animations, transforms, colours, …). While any do, the layer's animations all
    /// run in order through the general path; with none, the direct table runs them alone.
    var generalAnimations = 0
    /// Whether `presentation` is current (false: the frame shows the model).
    var hasPresentation = false
    /// Whether `presentation()` must apply a transition's effect: set once `transitions` is
    /// made, so that a layer without one pays a flag's load — on the cache line of the flags
    /// above, which every read of the presentation loads anyway.
    var hasOverlay = false
    var model = LayerSnapshot()
    var presentation = LayerSnapshot()
    /// The layer's custom animatable properties and frame hook (`Layer+CustomProperties`),
    /// made when first needed.
    var custom: CustomLayerState?
    /// The layer's shape, gradient and shadow path (`Layer+Shape`), made when first set.
    var shape: ShapeLayerState?
    /// The layer's insertion and removal transitions (`Layer+Transitions`), made when first used.
    var transitions: LayerTransitionState?
    /// The layer's effects (`Layer+Blur`), made when first set.
    var effects: LayerEffectsState?
}
