/// The transitions subclasses ask for, and the rules that may refuse or defer them.
extension GestureRecognizer {
    /// A transition out of `possible` waiting for failure requirements.
    enum PendingTransition: Equatable {
        /// A continuous gesture will begin.
        case begin
        /// A continuous gesture will begin and, its press having ended meanwhile, end.
        case beginThenEnd
        /// A discrete gesture will be recognized.
        case recognize
    }

    /// Makes the recognizer wait in `possible` until `other` fails; if `other` recognizes,
    /// this one fails, like `require(toFail:)`. The classic use: a single tap that requires
    /// a double tap to fail is recognized only once the double tap's window has passed.
    /// A required recognizer that is not tracking the pointer does not hold anyone back.
    public func require(toFail other: GestureRecognizer) {
        precondition(other !== self, "a gesture recognizer cannot require itself to fail")
        guard !failureRequirements.contains(where: { $0 === other }) else { return }
        failureRequirements.append(other)
        other.dependents.append(WeakRecognizer(value: self))
    }

    /// Starts a new gesture if the last one is over: a recognizer in `ended`, `cancelled` or
    /// `failed` returns to `possible` (and `reset()` runs), as UIKit resets a recognizer once
    /// its touches end. Presses do this by themselves; a subclass that begins from other
    /// input (a wheel, a key) calls it first.
    public func prepareForNewGesture() {
        guard state == .ended || state == .cancelled || state == .failed, pending == nil else { return }
        state = .possible
        reset()
    }

    /// A continuous gesture asks to begin (or a discrete one to be recognized).
    public func attemptToBegin() {
        attempt(isDiscrete ? .recognize : .begin)
    }

    /// A discrete gesture asks to be recognized.
    public func attemptToRecognize() {
        attempt(.recognize)
    }

    /// The gesture continues: changed, with actions, if it has begun.
    public func change() {
        guard state == .began || state == .changed else { return }
        state = .changed
        sendActions()
    }

    /// The gesture finished: ended if it began, remembered if its beginning is still
    /// waiting for a requirement, failed if it was only possible.
    public func end() {
        switch state {
        case .began, .changed:
            state = .ended
            sendActions()
        case .possible:
            if pending == .begin {
                pending = .beginThenEnd
            } else if pending == nil {
                fail()
            }
        default:
            break
        }
    }

    /// Something outside stopped the gesture: cancelled if it began, failed if possible.
    public func cancel() {
        switch state {
        case .began, .changed:
            state = .cancelled
            sendActions()
        case .possible:
            fail()
        default:
            break
        }
    }

    /// The gesture cannot be this recognizer's: failed, silently, from `possible`.
    public func fail() {
        guard state == .possible else { return }
        pending = nil
        state = .failed
    }

    private func attempt(_ transition: PendingTransition) {
        guard state == .possible, pending == nil else { return }
        pending = transition
        resolvePending()
    }

    /// Carries out the pending transition once nothing holds it back any more: fails if a
    /// requirement recognized, waits while one may still, and otherwise asks `shouldBegin`
    /// and the arena before leaving `possible`.
    func resolvePending() {
        guard let transition = pending, state == .possible else { return }
        if failureRequirements.contains(where: { $0.hasRecognized }) {
            fail()
            return
        }
        if failureRequirements.contains(where: { $0.isAnalyzing }) { return }
        pending = nil
        if let shouldBegin {
            isAskingShouldBegin = true
            let begins = shouldBegin(self)
            isAskingShouldBegin = false
            guard begins else {
                fail()
                return
            }
        }
        if let arena, !arena.allowsRecognition(of: self) {
            fail()
            return
        }
        switch transition {
        case .recognize:
            state = .ended
            sendActions()
        case .begin:
            state = .began
            sendActions()
        case .beginThenEnd:
            state = .began
            sendActions()
            if state == .began {
                state = .ended
                sendActions()
            }
        }
    }

    /// Whether the recognizer has recognized its current gesture (began, changed, ended or
    /// cancelled after beginning): recognizers that require it to fail then fail.
    var hasRecognized: Bool {
        switch state {
        case .began, .changed, .ended, .cancelled: true
        case .possible, .failed: false
        }
    }

    /// Runs the primary action and then every added action, in order.
    func sendActions() {
        performPrimaryAction()
        for action in actions { action.body(self) }
    }

    /// Tells the arena, then lets recognizers waiting for this one re-check.
    func stateDidChange(from old: GestureState) {
        onTransition?(GestureTransition(recognizer: self, from: old, time: arena?.now ?? time))
        arena?.recognizer(self, didChangeFrom: old)
        guard state != .possible else { return }
        for dependent in dependents { dependent.value?.resolvePending() }
    }
}
