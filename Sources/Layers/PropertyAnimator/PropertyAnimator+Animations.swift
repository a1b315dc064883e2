import Motion

extension PropertyAnimator {
    /// Adds an animations block (UIKit's `addAnimations(_:)` and `addAnimations(_:delayFactor:)`).
    ///
    /// While inactive the block waits for the animator to start and then runs over the
    /// whole duration, starting `delayFactor` × duration in. While active it runs at once:
    /// its changes start from the values shown now and finish with the animator, starting
    /// `delayFactor` × the remaining duration from now (paused: `delayFactor` of the
    /// remaining progress). Changes of properties that do not interpolate (flags, corner
    /// masks) take effect at once. Illegal in `.stopped`.
    ///
    /// - Complexity: O(1), amortised, while inactive; while active, the block's changes, each O(a)
    ///   for the a animations on its layer.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) {
        requireNotStopped("addAnimations(_:)")
        precondition(
            delayFactor >= 0 && delayFactor <= 1,
            "addAnimations(_:delayFactor:) needs a delayFactor in 0…1; got \(delayFactor)")
        switch state {
        case .inactive:
            pendingBlocks.append((animations, delayFactor))
        case .active:
            runBlock(animations, window: activeWindow(delayFactor: delayFactor))
            engine.flushCompletions()
        case .stopped:
            break
        }
    }

    /// Adds a completion (UIKit's `addCompletion(_:)`), called with the final position when
    /// the animator finishes: `.end` at a natural finish, `.start` at a reversed one, the
    /// position given to `finishAnimation(at:)`. Never called after `stopAnimation(true)`,
    /// nor at an end reached with `pausesOnCompletion`. Completions are used once.
    ///
    /// - Complexity: O(1), amortised.
    public func addCompletion(_ completion: @escaping (Position) -> Void) {
        completions.append(completion)
    }

    // MARK: Helpers

    /// Where a block runs along the animator's progress.
    struct Window {
        var start: PropertyAnimatorTimeline.Progress
        var end: Double
    }

    /// The window of a block added while inactive: from `delayFactor` of the timeline to the end.
    func inactiveWindow(delayFactor: Double) -> Window {
        Window(start: delayFactor == 0 ? .zero : timing.progress(atFraction: delayFactor, duration: duration), end: 1)
    }

    /// The window of a block added while active: from the progress the animator will have
    /// after `delayFactor` of its remaining time, to the end it is heading for.
    func activeWindow(delayFactor: Double) -> Window {
        let now = engine.nowSeconds
        let end: Double = reversed ? 0 : 1
        if isRunning, let segment = timeline.segment {
            let remaining = max(0, segment.end - now)
            return Window(start: segment.progress(at: now + delayFactor * remaining), end: end)
        }
        let progress = timeline.progress(at: now)
        return Window(start: progress.map { $0 + delayFactor * (end - $0) }, end: end)
    }

    /// `.inactive` → `.active` (paused, at the start — or at the end when reversed); the
    /// waiting blocks run. The engine holds the animator from here on.
    func activate() {
        state = .active
        isRunning = false
        let edge: Double = reversed ? 1 : 0
        timeline.mode = .frozen(progress: .init(edge), fraction: edge)
        engine.addFrameObserver(self) { [self] time in tick(time) }
        let blocks = pendingBlocks
        pendingBlocks = []
        for block in blocks { runBlock(block.animations, window: inactiveWindow(delayFactor: block.delayFactor)) }
    }

    /// Runs a block with its model changes captured into animations of this animator.
    func runBlock(_ animations: () -> Void, window: Window) {
        let flush = flushUpdates
        if flush && engine.layoutStorageNeedsLayout {
            engine.performWithoutAnimation { engine.layout.layoutIfNeeded() }
        }
        let capture = TransactionCapture(
            layer: { [self] layer, keyPath, shown, new in
                captured(layer: layer, keyPath: keyPath, shown: shown, new: new, window: window)
            },
            property: { [self] change in captured(change, window: window) })
        engine.capturing(
            {
                animations()
                if flush { engine.layout.layoutIfNeeded() }
            }, into: capture)
    }

    /// An animatable property's change: the animator drives it from what it showed to its
    /// new model, taking it over from an earlier block's drive from where that shows.
    func captured(_ change: any CapturedPropertyChange, window: Window) {
        var previous: (any AnimatorPropertyDrive)?
        if let index = propertyDrives.firstIndex(where: { $0.target === change.target }) {
            previous = propertyDrives.remove(at: index)
        }
        propertyDrives.append(change.drive(by: self, window: window, replacing: previous))
    }

    func captured(layer: Layer, keyPath: String, shown: LayerValue, new: LayerValue, window: Window) {
        guard let path = LayerKeyPath(keyPath), shown.isInterpolable, shown.kind == new.kind else { return }
        var from = shown
        if let index = records.firstIndex(where: { $0.layer === layer && $0.animation.keyPath == keyPath }) {
            // The block takes the property over from an earlier block, from where it is shown.
            from = records[index].animation.value(at: timeline.progress(at: engine.nowSeconds)) ?? shown
            records.remove(at: index)
            engine.remove(from: layer, where: { isMine($0, keyPath: keyPath) })
        }
        let animation = PropertyAnimatorAnimation(
            animator: self, timeline: timeline, keyPath: keyPath, path: path, from: from, to: new,
            windowStart: window.start, windowEnd: window.end)
        engine.add(animation, to: layer, forKey: nil)
        records.append((layer, animation))
    }

    func isMine(_ record: RunningLayerAnimation, keyPath: String? = nil) -> Bool {
        guard let animation = record.animation as? PropertyAnimatorAnimation, animation.timeline === timeline else {
            return false
        }
        return keyPath.map { animation.keyPath == $0 } ?? true
    }

    /// Sets every animated property's model to its value at `progress`, without animating,
    /// and removes the animator's animations: the presentation is the model again.
    func settle(at progress: PropertyAnimatorTimeline.Progress) {
        let drives = propertyDrives
        propertyDrives = []
        for drive in drives { drive.settle(at: progress) }
        let settled = records
        records = []
        engine.performWithoutAnimation {
            for (layer, animation) in settled {
                if let value = animation.value(at: progress) { layer.setValue(value, forKeyPath: animation.keyPath) }
            }
        }
        var done: [ObjectIdentifier] = []
        for (layer, _) in settled where !done.contains(ObjectIdentifier(layer)) {
            done.append(ObjectIdentifier(layer))
            engine.remove(from: layer, where: { isMine($0) })
        }
    }

    /// → `.inactive`: settles the properties at `progress`, lets go of the engine, reports
    /// the state change and (with a position) runs the completions, all stamped `time`.
    func finish(settlingAt progress: PropertyAnimatorTimeline.Progress, position: Position?, at time: Double) {
        settle(at: progress)
        state = .inactive
        isRunning = false
        timeline.mode = .frozen(progress: .zero, fraction: 0)
        engine.removeFrameObserver(self)
        let calls = completions
        completions = []
        if let handler = onStateChange { engine.enqueue(time) { handler(.inactive) } }
        if let position {
            for completion in calls { engine.enqueue(time) { completion(position) } }
        }
    }
}
