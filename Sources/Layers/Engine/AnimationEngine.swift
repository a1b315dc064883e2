import Motion
import Time

/// Runs the animations of one layer tree on the frame clock, like Core Animation's render
/// server with the transaction machinery of `CATransaction`, `UIView.animate` and
/// `withAnimation` in front of it.
///
/// The frame loop sets `now` to the frame's timestamp before input is handled, so
/// animations begun by input start at the time the last frame was shown, then calls
/// `update(at:)` with the frame's target timestamp: every value is evaluated at the time the
/// frame will be seen, never at a wall clock of the engine's own.
public final class AnimationEngine {
    /// The time new animations start at, on the frame clock.
    public var now: FrameTime = .zero {
        didSet { nowSeconds = now.seconds }
    }
    /// `now` in seconds, the unit Core Animation's timing (and every animation here) computes in.
    package private(set) var nowSeconds: Double = 0
    /// Below these, a position spring is at rest: it snaps to the model and completes with `true`.
    public var restDistance: Double = 0.005
    /// The speed, in points per second on each axis, below which (with `restDistance`) a position
    /// spring is at rest.
    public var restSpeed: Double = 0.05
    /// The logical time of the completion being called (an animation's end, not the frame).
    public private(set) var callbackTime: Double = 0
    /// Whether the person using the app asked for less motion, as iOS's Reduce Motion
    /// setting (SwiftUI's `accessibilityReduceMotion`, UIKit's
    /// `UIAccessibility.isReduceMotionEnabled`). The run loop sets it from the command line,
    /// the environment or a recording's header, and a key toggles it while the app runs.
    ///
    /// Where it is true, Fling's own transitions that move things become cross-fades:
    /// `transition(with:…)`'s flips and curls, and the insertion and removal transitions that
    /// move, scale, slide or push (docs/transitions.md). An app's own springs and curves are
    /// unchanged: read this to tone them down, as SwiftUI leaves `accessibilityReduceMotion`
    /// to the app. Default false.
    public var accessibilityReduceMotion = false

    private var running: [(layer: Layer, animation: PositionSpringAnimation)] = []
    /// Layers with general animations (anything the direct table does not run), in the order
    /// they first got one.
    private var animatedLayers: [Layer] = []
    /// Implicit springs and timing curves on plain numeric properties, in one contiguous table.
    @exclusivity(unchecked) private var direct = DirectAnimationTable()
    @exclusivity(unchecked) var transaction: Transaction?
    @exclusivity(unchecked) private var pending: [(time: Double, order: Int, call: () -> Void)] = []
    /// Animations whose transactions wait for their logical completion at a time known from
    /// their start, until that time or until they stop.
    var logicalQueue: [RunningLayerAnimation] = []
    /// Layers whose `frameHook` runs every frame, in the order they got one in this tree.
    var hookedLayers: [Layer] = []
    /// Animatable properties (of layers, or the engine's values) with animations, in the
    /// order they got one.
    var animatedProperties: [any AnimatedPropertyRuntime] = []
    /// The engine's animatable values by name, and in the order they were made.
    var namedValues: [String: any AnimatedPropertyRuntime] = [:]
    var valueOrder: [any AnimatedPropertyRuntime] = []
    @exclusivity(unchecked) private var pendingOrder = 0
    /// Active `PropertyAnimator`s, told every frame's time before the layers are evaluated.
    /// The engine keeps them alive while active, as UIKit keeps a running animator.
    private var frameObservers: [(owner: ObjectIdentifier, tick: (Double) -> Void)] = []
    /// The changes of the `animateKeyframes` block running, if one is.
    var keyframeCollection: KeyframeCollection?

    /// The Auto Layout engine of the attached tree, made when first asked for.
    public var layout: LayoutEngine {
        if let layoutStorage { return layoutStorage }
        let made = LayoutEngine(animationEngine: self)
        layoutStorage = made
        return made
    }
    private var layoutStorage: LayoutEngine?
    /// Whether a layout pass is due (without making the layout engine).
    var layoutStorageNeedsLayout: Bool { layoutStorage?.needsLayout == true }

    /// An engine at time zero with nothing running; attach a layer tree to it.
    ///
    /// - Complexity: O(1).
    public init() {}

    deinit { direct.removeAll() }

    /// Makes this engine run the animations of `root`'s tree.
    ///
    /// - Complexity: O(n), where n is the number of layers in `root`'s tree.
    public func attach(_ root: Layer) {
        root.attachedEngine = self
        adopt(root)
    }

    /// Registers a subtree that joined the tree, so its animations run.
    func adopt(_ layer: Layer) {
        if layer.storage.pointee.generalAnimations > 0 { register(layer) }
        if layer.frameHook != nil { registerHook(layer) }
        for sublayer in layer.sublayers { adopt(sublayer) }
        if let mask = layer.mask { adopt(mask) }
    }

    func register(_ layer: Layer) {
        guard !layer.isRegistered else { return }
        layer.isRegistered = true
        animatedLayers.append(layer)
    }

    // MARK: Explicit animations

    /// Adds `animation` to `layer` under `key` (replacing one with that key), resolving a begin
    /// time of 0 to `now`. Used by `Layer.add(_:forKey:)`.
    func add(_ animation: any LayerAnimation, to layer: Layer, forKey key: String?, transaction: Transaction? = nil) {
        if let key {
            remove(from: layer, where: { $0.key == key })
            for property in layer.explicitlyAnimatableProperties {
                property.removeExplicit(in: self, where: { $0.key == key })
            }
        }
        let begin = animation.timing.beginTime == 0 ? nowSeconds : animation.timing.beginTime
        // A shape's or a custom property's key path: the property runs the animation.
        if let valueAnimation = animation as? any PropertyValueAnimation, LayerKeyPath(valueAnimation.keyPath) == nil,
            let property = layer.explicitlyAnimatable(valueAnimation.keyPath)
        {
            transaction?.animationStarted()
            property.addExplicit(
                valueAnimation, key: key, begin: begin, end: animation.timing.endTime(begin: begin),
                transaction: transaction, in: self)
            return
        }
        for path in animation.keyPaths {
            precondition(
                LayerKeyPath(path) != nil,
                "add(_:forKey:): \"\(path)\" is not a layer key path (for example \"position\", \"position.y\", \"opacity\", \"transform.rotation.z\"; a BasicAnimation or SpringAnimation may also name a shape's \"strokeEnd\", \"fillColor\", …, \"blurRadius\" or a custom property of a number, colour, point or size)"
            )
        }
        var end = animation.timing.endTime(begin: begin)
        if let implicit = animation as? ImplicitAnimation { end = implicit.duration.map { begin + $0 } }
        transaction?.animationStarted()
        let record = RunningLayerAnimation(
            key: key, animation: animation, begin: begin, end: end, transaction: transaction)
        layer.animations.append(record)
        if !layer.hasPresentation {
            layer.presentationStorage = layer.modelValues
            layer.hasPresentation = true
        }
        if !direct.insert(record, of: layer) {
            layer.storage.pointee.generalAnimations += 1
            register(layer)
        }
    }

    /// `add(_:to:forKey:transaction:)` for an implicit animation: no key, a begin of `now`,
    /// the end its runner knows, and a property that needs no validating.
    private func addImplicit(
        _ implicit: ImplicitAnimation, to layer: Layer, transaction: Transaction,
        carrying carried: [RunningLayerAnimation]
    ) {
        let begin = nowSeconds
        // A transaction nobody waits on (no completion, here or around it) is not told.
        let tracking = transaction.tracksAnimations ? transaction : nil
        tracking?.animationStarted()
        let record = RunningLayerAnimation(
            implicit, begin: begin, end: implicit.duration.map { begin + $0 },
            transaction: tracking)
        record.carried = carried
        if tracking != nil {
            record.logicalPending = true
            // Worked out only when a completion waits for it: a spring's logical completion is
            // a second search of its motion.
            if transaction.tracksLogicalCompletion, let logical = implicit.runner.logicalDuration() {
                record.logicalEnd = begin + logical
                logicalQueue.append(record)
            }
        }
        // Room for a few at once: a layer that animates usually animates more than one property.
        if layer.animations.capacity == 0 { layer.animations.reserveCapacity(4) }
        layer.animations.append(record)
        if !layer.hasPresentation {
            layer.presentationStorage = layer.modelValues
            layer.hasPresentation = true
        }
        if !direct.insert(record, runner: implicit.runner, property: implicit.property, of: layer) {
            layer.storage.pointee.generalAnimations += 1
            register(layer)
        }
    }

    /// Takes records out of the direct table (they stop running there) and recounts the
    /// layer's general animations, after records left `layer.animations`.
    func retire(_ records: [RunningLayerAnimation], of layer: Layer) {
        for record in records { direct.retire(record) }
        layer.storage.pointee.generalAnimations = layer.animations.count { $0.slot < 0 }
    }

    /// Removes the animations of `layer` that match; their completions get `false` at `now`.
    func remove(from layer: Layer, where match: (RunningLayerAnimation) -> Bool) {
        guard layer.animations.contains(where: match) else { return }
        let removed = layer.animations.filter(match)
        layer.animations.removeAll(where: match)
        for record in removed where !record.stopped { stop(record, finished: false, at: nowSeconds) }
        retire(removed, of: layer)
        if layer.animations.isEmpty {
            layer.hasPresentation = false
        } else if layer.hasPresentation {
            // What the removed animations showed goes back to the model (or to what the
            // remaining animations make of it on the next frame).
            for record in removed {
                for property in record.properties { property.copy(layer.modelValues, &layer.presentationStorage) }
            }
        }
    }

    /// Stops `record`: its completion, logical completion and transaction are told at `time`
    /// (the engine's `now` when not given).
    func stop(_ record: RunningLayerAnimation, finished: Bool, at time: Double? = nil) {
        let time = time ?? nowSeconds
        record.stopped = true
        direct.retire(record)
        if let completion = record.completion { enqueue(time) { completion(finished) } }
        // An animation stopped before its logical completion is logically complete now; one
        // whose frame passed both times was logically complete first.
        completeLogically(record, at: min(time, record.logicalEnd))
        for due in record.transaction?.animationStopped(finished: finished) ?? [] { enqueue(time, due) }
        // The changes it took over from wait for its removal as for their own.
        for earlier in record.carried {
            completeLogically(earlier, at: min(time, earlier.logicalEnd))
            for due in earlier.transaction?.animationStopped(finished: finished) ?? [] { enqueue(time, due) }
        }
        record.carried = []
    }

    /// Tells the record's transaction, once, that it is logically complete at `time`.
    func completeLogically(_ record: RunningLayerAnimation, at time: Double) {
        guard record.logicalPending else { return }
        record.logicalPending = false
        for due in record.transaction?.animationLogicallyCompleted() ?? [] { enqueue(time, due) }
    }

    /// Tells the transactions of queued animations whose logical completion is at or before
    /// `time`, each at its own time.
    private func completeLogically(through time: Double) {
        var kept = 0
        for index in logicalQueue.indices {
            let record = logicalQueue[index]
            guard record.logicalPending else { continue }
            if record.logicalEnd <= time {
                completeLogically(record, at: record.logicalEnd)
            } else {
                logicalQueue[kept] = record
                kept += 1
            }
        }
        logicalQueue.removeLast(logicalQueue.count - kept)
    }

    /// Queues `call` to run at the next flush with `callbackTime` = `time`.
    func enqueue(_ time: Double, _ call: @escaping () -> Void) {
        pending.append((time, pendingOrder, call))
        pendingOrder += 1
    }

    /// Runs due completions in the order of the times they logically happened.
    ///
    /// They run outside any transaction the caller has open (a layer removed inside an
    /// animation block): what a completion animates is its own change, as in UIKit.
    ///
    /// - Complexity: O(c log c), where c is the number of completions due (sorted by time), besides
    ///   what they run.
    public func flushCompletions() {
        guard !pending.isEmpty else { return }
        let open = transaction
        transaction = nil
        defer { transaction = open }
        while !pending.isEmpty {
            let batch = pending.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
            pending.removeAll()
            for item in batch {
                callbackTime = item.time
                item.call()
            }
        }
    }

    // MARK: Transactions

    /// Runs `changes` in a transaction: property changes animate with `animation` (nil: the
    /// enclosing transaction's), or jump when `disableActions`; `completion` runs when every
    /// animation started inside has stopped.
    ///
    /// - Complexity: O(1) to open and commit, plus O(c) for the c completions due at once, plus the
    ///   changes: a change that animates costs O(a + k), where a is the number of animations on its
    ///   layer (a running one it merges with or replaces is found among them) and k the depth of
    ///   the open transactions (each enclosing one counts the animation).
    public func transaction(
        animation: Animation? = nil, disableActions: Bool? = nil, style: Transaction.Style? = nil,
        allowsUserInteraction: Bool? = nil, completion: ((Bool) -> Void)? = nil,
        _ changes: () -> Void
    ) {
        open(
            Transaction(
                parent: transaction, animation: animation, disableActions: disableActions, style: style,
                allowsUserInteraction: allowsUserInteraction, completion: completion), changes)
    }

    /// `transaction(animation:…)` with an animation, not wrapped in an optional: what every
    /// `animate` call opens.
    func transaction(
        animating animation: Animation, disableActions: Bool? = nil, style: Transaction.Style? = nil,
        allowsUserInteraction: Bool? = nil, completion: ((Bool) -> Void)? = nil, _ changes: () -> Void
    ) {
        open(
            Transaction(
                parent: transaction, animation: animation, hasAnimation: true, disableActions: disableActions,
                style: style, allowsUserInteraction: allowsUserInteraction, completion: completion), changes)
    }

    /// Runs `changes` inside `opened`, then closes it.
    private func open(_ opened: Transaction, _ changes: () -> Void) {
        transaction = opened
        changes()
        transaction = opened.parent
        for due in opened.commit() { enqueue(nowSeconds, due) }
    }

    /// Runs `changes` in capture mode: each model change is set at once and handed to
    /// `capture` instead of animating.
    func capturing(_ changes: () -> Void, into capture: TransactionCapture) {
        let opened = Transaction(
            parent: transaction, animation: nil, disableActions: false, style: nil,
            allowsUserInteraction: nil, completion: nil)
        opened.capture = capture
        open(opened, changes)
    }

    /// Calls `tick` with every frame's time (first thing in `update(at:)`) until removed;
    /// holds `owner` through the closure meanwhile.
    func addFrameObserver(_ owner: AnyObject, tick: @escaping (Double) -> Void) {
        let id = ObjectIdentifier(owner)
        guard !frameObservers.contains(where: { $0.owner == id }) else { return }
        frameObservers.append((id, tick))
    }

    func removeFrameObserver(_ owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        frameObservers.removeAll { $0.owner == id }
    }

    /// SwiftUI's `withAnimation`: changes animate with `animation` (`Animation.default`, a
    /// spring without bounce, when none is given; nil: no animation), adding to running
    /// animations; springs merge, keeping velocity. `completion` runs once every animation
    /// the changes started is logically complete, as SwiftUI's does by default.
    ///
    /// - Complexity: as `transaction(animation:…)`, which it opens.
    public func withAnimation(
        _ animation: Animation? = .default, completion: (() -> Void)? = nil, _ changes: () -> Void
    ) {
        guard let completion else {
            transaction(animation: animation, disableActions: animation == nil, style: .additive, changes)
            return
        }
        withAnimation(animation, completionCriteria: .logicallyComplete, changes, completion: completion)
    }

    /// SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`: `body` runs in a
    /// transaction animating with `animation`, and `completion` runs when the animations it
    /// started meet `completionCriteria` — logically complete (the default), or removed.
    ///
    /// - Complexity: as `transaction(animation:…)`, which it opens.
    @discardableResult
    public func withAnimation<Result>(
        _ animation: Animation? = .default,
        completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
        _ body: () -> Result, completion: @escaping () -> Void
    ) -> Result {
        withTransaction { transaction in
            transaction.animation = animation
            transaction.disableActions = animation == nil
            transaction.style = .additive
            transaction.addAnimationCompletion(criteria: completionCriteria, completion)
            return body()
        }
    }

    /// Opens a transaction inside the current one (inheriting its settings), hands it to
    /// `body` to set its animation, `disablesAnimations` and completions and to make changes,
    /// then commits it — SwiftUI's `withTransaction`, with the transaction configured inside.
    ///
    /// - Complexity: as `transaction(animation:…)`, which it opens.
    @discardableResult
    public func withTransaction<Result>(_ body: (Transaction) -> Result) -> Result {
        let opened = Transaction(
            parent: transaction, animation: nil, disableActions: nil, style: nil,
            allowsUserInteraction: nil, completion: nil)
        // Completions may be added after changes here, so every animation reports to it.
        opened.tracksEverything()
        var result: Result?
        open(opened) { result = body(opened) }
        return result!
    }

    /// Whether a transaction is open: only then can a property change animate.
    var hasOpenTransaction: Bool { transaction != nil }

    /// Called by `Layer` after a model change inside a transaction: starts the implicit
    /// animation the transaction asks for. `shown` is the property's presentation value
    /// before the change (and `transformBefore` the transform, for the transform's parts).
    func modelDidChange(
        _ layer: Layer, _ property: LayerProperty, from old: LayerValue, to new: LayerValue,
        shown: LayerValue, transformBefore: Transform3D?
    ) {
        guard let transaction, !transaction.effectiveDisableActions else { return }
        if let capture = transaction.effectiveCapture {
            capture.layer(layer, property.keyPathName, shown, new)
            return
        }
        guard transaction.hasEffectiveAnimation else { return }
        let animation = transaction.effectiveAnimation
        let additive: Bool
        switch transaction.effectiveStyle {
        case .additive: additive = true
        case .replace: additive = false
        case .uikit: additive = property.isUIKitAdditive
        }
        var merged: Any?
        var carried: [(Bool) -> Void] = []
        var carriedRecords: [RunningLayerAnimation] = []
        let mine: (RunningLayerAnimation) -> Bool = { $0.implicitProperty == property }
        if let takeover = takeOver(on: layer, with: animation, runner: { $0.directRunner }, where: mine) {
            (merged, carried, carriedRecords) = takeover
        } else if !additive {
            let name = property.keyPathName
            remove(
                from: layer,
                where: { record in
                    record.implicitProperty.map { $0 == property } ?? record.animation.keyPaths.contains(name)
                })
        }
        let from = (additive && merged == nil) ? old : shown
        guard let runner = AnyDeltaRunner.make(animation: animation, from: from, to: new, mergedContext: merged) else {
            return
        }
        var implicit = ImplicitAnimation(
            property: property, runner: runner,
            allowsUserInteraction: transaction.effectiveAllowsUserInteraction)
        if !carried.isEmpty {
            implicit.completion = { finished in for completion in carried { completion(finished) } }
        }
        addImplicit(implicit, to: layer, transaction: transaction, carrying: carriedRecords)
        // Until the next frame evaluates it, the layer shows what it showed before the change
        // (as Core Animation's presentation layer does until the transaction commits).
        if let transformBefore {
            layer.presentationStorage.transform = transformBefore
        } else {
            _ = property.set(&layer.presentationStorage, shown)
        }
    }

    /// Lets `animation` merge with the last running animation of `layer` that `mine` picks
    /// (its runner read by `runner`): when it merges, the new animation takes over from the
    /// running ones, from what is shown now, and they leave the layer. Returns the merged
    /// context, their completions and the records whose transactions now wait for the new
    /// animation; nil when it does not merge (nothing changes). Inlined: it is on the path
    /// that starts every implicit animation.
    @inline(__always)
    func takeOver(
        on layer: Layer, with animation: Animation, runner: (RunningLayerAnimation) -> AnyDeltaRunner?,
        where mine: (RunningLayerAnimation) -> Bool
    ) -> (context: Any, completions: [(Bool) -> Void], records: [RunningLayerAnimation])? {
        guard let previous = layer.animations.last(where: mine), let running = runner(previous),
            let context = running.merge(animation, nowSeconds - previous.begin)
        else { return nil }
        let replaced = layer.animations.filter(mine)
        let (carried, carriedRecords) = absorb(replaced)
        layer.animations.removeAll(where: mine)
        retire(replaced, of: layer)
        return (context, carried, carriedRecords)
    }

    /// Stops the running animations a merging one takes over: returns their completions and
    /// the records whose transactions now wait for the new animation's removal. Their
    /// logical completion stays at its own time (queued), or is now when only the running
    /// animation could have told it.
    @inline(__always)
    func absorb(_ replaced: [RunningLayerAnimation]) -> (
        completions: [(Bool) -> Void], records: [RunningLayerAnimation]
    ) {
        let carried = replaced.compactMap { $0.stopped ? nil : $0.completion }
        var carriedRecords: [RunningLayerAnimation] = []
        for record in replaced where !record.stopped {
            record.stopped = true
            if record.logicalEnd == .infinity { completeLogically(record, at: nowSeconds) }
            if record.transaction != nil { carriedRecords.append(record) }
            carriedRecords += record.carried
            record.carried = []
        }
        return (carried, carriedRecords)
    }

    // MARK: Position springs (the gesture demo's hand-off)

    /// Sets `layer.position` to `target` at once and springs the presentation there.
    ///
    /// If a position spring is already running, it is retargeted from its current value
    /// and velocity (no jump). `initialVelocity`, in points per second, replaces the
    /// carried velocity — the hand-off from a gesture's release velocity.
    ///
    /// - Complexity: O(1), amortised: a running position spring is retargeted, a new one appended.
    public func spring(
        _ layer: Layer, to target: Point, spring: Spring, initialVelocity: Point? = nil,
        completion: ((Bool) -> Void)? = nil
    ) {
        let from = layer.animatedPosition ?? layer.position
        layer.modelValues.position = target
        if let animation = layer.positionAnimation {
            animation.retarget(to: target, spring: spring, velocity: initialVelocity, at: nowSeconds)
            if let completion { animation.completions.append(completion) }
        } else {
            let animation = PositionSpringAnimation(
                spring: spring, from: from, to: target,
                velocity: initialVelocity ?? .zero, at: nowSeconds)
            if let completion { animation.completions.append(completion) }
            layer.positionAnimation = animation
            layer.animatedPosition = from
            running.append((layer, animation))
        }
        layer.positionVelocity = layer.positionAnimation!.state(at: nowSeconds).velocity
    }

    /// Stops the layer's position spring where it is now: the model takes the current
    /// presentation value, so the layer is caught without a jump. Completions get `false`.
    ///
    /// - Complexity: O(s), where s is the number of position springs running (the layer's leaves
    ///   their list).
    public func catchPosition(of layer: Layer) {
        guard let animation = layer.positionAnimation else { return }
        layer.modelValues.position = animation.state(at: nowSeconds).value
        removeSpring(layer, finished: false)
    }

    /// Removes the layer's animations (springs, explicit and implicit); the presentation
    /// falls back to the model. Completions get `false`.
    ///
    /// - Complexity: O(a + s), where a is the number of the layer's animations and s the number of
    ///   position springs running, plus the completions it runs.
    public func removeAnimations(of layer: Layer) {
        removeSpring(layer, finished: false)
        remove(from: layer, where: { _ in true })
        removePropertyAnimations(of: layer)
        flushCompletions()
    }

    /// Removes the animations of `layer` and every layer below it, which just left this
    /// engine's tree: as UIKit removes a view's animations when it leaves the window, their
    /// completions get `false` (at the next `flushCompletions()`) and the model values stay.
    func stripAnimations(inTreeOf layer: Layer) {
        removeSpring(layer, finished: false, deferred: true)
        remove(from: layer, where: { _ in true })
        removePropertyAnimations(of: layer)
        unregisterHook(layer)
        for sublayer in layer.sublayers { stripAnimations(inTreeOf: sublayer) }
        if let mask = layer.mask { stripAnimations(inTreeOf: mask) }
    }

    /// Whether any animation is running (or a layout pass is due: the next frame changes the tree).
    public var hasRunningAnimations: Bool {
        layoutStorage?.needsLayout == true || !running.isEmpty || !animatedLayers.isEmpty || !direct.isEmpty
            || !frameObservers.isEmpty || !animatedProperties.isEmpty
    }

    /// How many animations are running, for the profiler's counters: position springs,
    /// implicit and explicit layer animations not yet stopped. (A `PropertyAnimator` counts
    /// through the layer animations it adds.)
    package var runningAnimationCount: Int {
        var general = 0
        for layer in animatedLayers { general += layer.animations.count { $0.slot < 0 && !$0.stopped } }
        for property in animatedProperties { general += property.runningAnimationCount }
        return running.count + direct.liveCount + general
    }

    // MARK: Frames

    /// Evaluates every running animation at `time` and writes the presentation values;
    /// animations whose time is over stop (removed ones snap back to the model) and their
    /// completions run in the order of the times they ended.
    ///
    /// - Complexity: O(p + s + d + g + c log c) for a frame: p animators told the time, s position
    ///   springs, d animations in the direct table (implicit springs and curves on numeric
    ///   properties), g animations of the layers that have general ones, each evaluated once, and c
    ///   completions due; plus the layout pass, when one is due (`LayoutEngine`).
    public func update(at frameTime: FrameTime) {
        let time = frameTime.seconds
        // Layout first (only when something changed): animations then run over new models.
        layoutStorage?.layoutIfNeeded()
        for observer in frameObservers { observer.tick(time) }
        updateSprings(at: time)
        updateGeneralLayers(at: time)
        if !animatedProperties.isEmpty { updateProperties(at: time) }
        for (record, end) in direct.run(at: time) { stop(record, finished: true, at: end) }
        for layer in direct.compact() {
            layer.animations.removeAll { $0.stopped && $0.isRemovedOnCompletion }
            if layer.animations.isEmpty { layer.hasPresentation = false }
        }
        if !hookedLayers.isEmpty { runFrameHooks() }
        if !logicalQueue.isEmpty { completeLogically(through: time) }
        flushCompletions()
    }

    /// Runs the animations of layers with general animations, all of them in order: each
    /// frame resets what they touch from the model, then applies them one over the other.
    private func updateGeneralLayers(at time: Double) {
        var kept = 0
        for index in animatedLayers.indices {
            let layer = animatedLayers[index]
            for record in layer.animations { record.reset(&layer.presentationStorage, from: layer.modelValues) }
            var removed = false
            for record in layer.animations {
                stopIfOver(record, runner: record.directRunner, at: time)
                if record.stopped && record.isRemovedOnCompletion {
                    removed = true
                    continue
                }
                record.run(at: time, on: &layer.presentationStorage)
                noteLogicalCompletion(record, runner: record.directRunner, at: time)
            }
            if removed {
                let gone = layer.animations.filter { $0.stopped && $0.isRemovedOnCompletion }
                layer.animations.removeAll { $0.stopped && $0.isRemovedOnCompletion }
                retire(gone, of: layer)
            }
            if layer.animations.isEmpty { layer.hasPresentation = false }
            if layer.storage.pointee.generalAnimations > 0 {
                animatedLayers[kept] = layer
                kept += 1
            } else {
                layer.isRegistered = false
            }
        }
        animatedLayers.removeLast(animatedLayers.count - kept)
    }

    /// Stops `record` (finished) when its time is over at `time`: at its end, or now when it
    /// has no end and its runner says it has finished.
    @inline(__always)
    func stopIfOver(_ record: RunningLayerAnimation, runner: AnyDeltaRunner?, at time: Double) {
        guard !record.stopped else { return }
        if let end = record.end {
            if time >= end { stop(record, finished: true, at: end) }
        } else if let runner, runner.isFinishedAt(time - record.begin) {
            stop(record, finished: true, at: time)
        }
    }

    /// A custom animation (one whose logical completion is not known from its start) tells
    /// its transaction it is logically complete as it runs.
    @inline(__always)
    func noteLogicalCompletion(_ record: RunningLayerAnimation, runner: AnyDeltaRunner?, at time: Double) {
        if record.logicalPending, record.logicalEnd == .infinity, let runner, runner.isLogicallyComplete {
            completeLogically(record, at: time)
        }
    }

    private func updateSprings(at time: Double) {
        var finished: [Layer] = []
        for (layer, animation) in running {
            let state = animation.state(at: time)
            let offset = state.value - animation.target
            if abs(offset.x) <= restDistance && abs(offset.y) <= restDistance
                && abs(state.velocity.x) <= restSpeed && abs(state.velocity.y) <= restSpeed
            {
                finished.append(layer)
            } else {
                layer.animatedPosition = state.value
                layer.positionVelocity = state.velocity
            }
        }
        for layer in finished { removeSpring(layer, finished: true) }
    }

    /// Stops the layer's position spring; its completions run now, or with `deferred` at the
    /// next `flushCompletions()` (a layer leaving the tree: the tree must be whole first).
    private func removeSpring(_ layer: Layer, finished: Bool, deferred: Bool = false) {
        guard let animation = layer.positionAnimation else { return }
        layer.positionAnimation = nil
        layer.animatedPosition = nil
        layer.positionVelocity = .zero
        running.removeAll { $0.layer === layer }
        for completion in animation.completions {
            if deferred { enqueue(nowSeconds) { completion(finished) } } else { completion(finished) }
        }
    }
}
