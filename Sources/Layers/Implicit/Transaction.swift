import Motion

/// A batch of model changes that animate together, like `CATransaction` (and the
/// transaction SwiftUI's `withAnimation` opens).
///
/// Changes inside a transaction that has an animation animate from the current
/// presentation value; `disableActions` makes them jump instead. Transactions nest: an inner
/// one inherits its parent's animation unless it sets its own.
///
/// Completions wait for the animations the transaction (and its inner transactions)
/// started, by one of two criteria (SwiftUI's `AnimationCompletionCriteria`):
/// `.logicallyComplete` runs once every one of them is logically complete (a spring within 1 %
/// of its distance for good, a timing curve at its end, a custom animation when it says so),
/// `.removed` once every one has been removed — at the end of its motion or early. UIKit's
/// completions (`UIView.animate`) are of the second kind and learn whether all of them
/// finished. A completion runs at once when nothing animated.
///
/// When a spring merges with a running one (SwiftUI's retargeting), a `.logicallyComplete`
/// completion of the earlier change still runs when that change's animation would have been
/// logically complete, ignoring the new one; a `.removed` completion waits for the new
/// animation's removal — as SwiftUI documents the two criteria.
public final class Transaction {
    /// The animation property changes in this transaction use; nil inherits (or, outermost, none).
    public var animation: Animation? {
        get { hasAnimation ? ownAnimation : nil }
        set {
            hasAnimation = newValue != nil
            ownAnimation = newValue ?? Self.noAnimation
            resolve()
        }
    }
    // The animations are kept unwrapped, with flags: an `Optional<Animation>` is copied and
    // tested through `Animation`'s value witnesses, which cost more than the copy itself on
    // every animated property change.
    /// `animation` when `hasAnimation`.
    @exclusivity(unchecked) private var ownAnimation: Animation
    /// What `ownAnimation` and `inheritedAnimation` hold when there is none (never used).
    private static let noAnimation = Animation.linear(duration: 0)
    /// When true, changes take effect without animating.
    @exclusivity(unchecked) public var disableActions: Bool? { didSet { resolve() } }
    /// How changes animate per key path: UIKit's `UIView.animate` adds position, bounds and
    /// transform changes and replaces the others; SwiftUI's `withAnimation` adds them all.
    @exclusivity(unchecked) public var style: Style? { didSet { resolve() } }
    /// Whether the animations it starts let touches through while they run.
    @exclusivity(unchecked) public var allowsUserInteraction: Bool? { didSet { resolve() } }
    /// SwiftUI's `Transaction.disablesAnimations`: when true, changes inside take effect at
    /// once, whatever animation is in effect (`disableActions`, as Core Animation spells it).
    public var disablesAnimations: Bool {
        get { effectiveDisableActions }
        set { disableActions = newValue }
    }
    /// Its completions in the order added, each with what it waits for.
    private var completions: [(criteria: AnimationCompletionCriteria, call: (Bool) -> Void)] = []
    let parent: Transaction?
    /// Whether anyone waits for its animations to stop: a completion of its own or of an
    /// enclosing transaction. When not, its animations need not hold it or report to it.
    private(set) var tracksAnimations: Bool
    /// Whether anyone waits for its animations to be logically complete, so the engine works
    /// out when each will be (a second search of a spring's motion, made only then).
    private(set) var tracksLogicalCompletion: Bool
    /// Capture mode (a `PropertyAnimator`'s animations block): model changes are handed here
    /// instead of animating.
    @exclusivity(unchecked) var capture: TransactionCapture? { didSet { resolve() } }

    /// How a transaction's animations combine with animations already running on a property.
    public enum Style: Sendable {
        /// SwiftUI and iOS 18's `UIView.animate(_ animation:)`: every change adds to the
        /// running ones; springs merge with them, keeping velocity.
        case additive
        /// iOS 8+ `UIView.animate(withDuration:)`: position, bounds and transform add; other
        /// properties replace what is running, starting from the presentation value.
        case uikit
        /// `.beginFromCurrentState`: every change replaces what is running, from the
        /// presentation value.
        case replace
    }

    // The bookkeeping below is read and written only in short statements that call no other
    // code, so no two accesses can overlap: it is exempt from the run-time exclusivity check,
    // which cost more than the rest of opening a transaction (20,000 `animate` calls open
    // 20,000 transactions).
    /// Animations started and not yet removed, and not yet logically complete.
    @exclusivity(unchecked) private var outstanding = 0
    @exclusivity(unchecked) private var outstandingLogical = 0
    @exclusivity(unchecked) private var committed = false
    @exclusivity(unchecked) private var allFinished = true

    convenience init(
        parent: Transaction?, animation: Animation?, disableActions: Bool?, style: Style?,
        allowsUserInteraction: Bool?, completion: ((Bool) -> Void)?
    ) {
        self.init(
            parent: parent, animation: animation ?? Self.noAnimation, hasAnimation: animation != nil,
            disableActions: disableActions, style: style, allowsUserInteraction: allowsUserInteraction,
            completion: completion)
    }

    /// `animation` counts only when `hasAnimation` (the engine's `animate` calls always have one,
    /// and pass it without wrapping it in an optional).
    init(
        parent: Transaction?, animation: Animation, hasAnimation: Bool, disableActions: Bool?, style: Style?,
        allowsUserInteraction: Bool?, completion: ((Bool) -> Void)?
    ) {
        self.parent = parent
        self.hasAnimation = hasAnimation
        ownAnimation = animation
        self.disableActions = disableActions
        self.style = style
        self.allowsUserInteraction = allowsUserInteraction
        if let completion { completions.append((.removed, completion)) }
        tracksAnimations = completion != nil || parent?.tracksAnimations == true
        tracksLogicalCompletion = parent?.tracksLogicalCompletion == true
        resolve()
    }

    /// Adds a completion that runs when the animations this transaction starts meet
    /// `criteria`, like SwiftUI's `Transaction.addAnimationCompletion(criteria:_:)`; at once
    /// when none started. Add it before the changes (SwiftUI configures a transaction before
    /// its body runs): animations already started do not hold it.
    ///
    /// - Complexity: O(1), amortised.
    public func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete,
        _ completion: @escaping () -> Void
    ) {
        precondition(
            !committed,
            "addAnimationCompletion(criteria:_:) on a committed transaction: add completions inside the transaction's body, before its changes"
        )
        precondition(
            tracksAnimations || outstanding == 0,
            "addAnimationCompletion(criteria:_:) after this transaction started animations it was not tracking: add completions before the changes, or pass a completion when opening it"
        )
        completions.append((criteria, { _ in completion() }))
        tracksAnimations = true
        if criteria == .logicallyComplete { tracksLogicalCompletion = true }
    }

    /// Makes every animation started inside report to it, whenever completions are added.
    func tracksEverything() {
        tracksAnimations = true
        tracksLogicalCompletion = true
    }

    // What is in effect, with the enclosing transactions' settings filled in: resolved once
    // (a parent's settings do not change while its inner transactions are open), so every
    // change inside reads them without walking up.
    /// Whether an animation is in effect: its own, or one inherited from the enclosing transactions.
    var hasEffectiveAnimation: Bool { hasAnimation || hasInheritedAnimation }
    /// The animation in effect, when `hasEffectiveAnimation`.
    var effectiveAnimation: Animation { hasAnimation ? ownAnimation : inheritedAnimation }
    /// The enclosing transactions' animation when it has none of its own (`noAnimation`
    /// otherwise, so opening a transaction with an animation copies that value nowhere).
    @exclusivity(unchecked) private var inheritedAnimation = noAnimation
    /// Whether `animation` is set, kept so that resolving reads no `Animation` value.
    @exclusivity(unchecked) private var hasAnimation: Bool
    /// Whether `inheritedAnimation` holds the enclosing transactions' animation.
    @exclusivity(unchecked) private var hasInheritedAnimation = false
    @exclusivity(unchecked) private(set) var effectiveDisableActions = false
    @exclusivity(unchecked) private(set) var effectiveStyle = Style.additive
    @exclusivity(unchecked) private(set) var effectiveAllowsUserInteraction = true
    /// The capture in effect: an inner transaction with an animation of its own animates instead.
    @exclusivity(unchecked) private(set) var effectiveCapture: TransactionCapture?

    private func resolve() {
        if !hasAnimation, let parent, parent.hasEffectiveAnimation {
            inheritedAnimation = parent.effectiveAnimation
            hasInheritedAnimation = true
        } else if hasInheritedAnimation {
            inheritedAnimation = Self.noAnimation
            hasInheritedAnimation = false
        }
        effectiveDisableActions = disableActions ?? parent?.effectiveDisableActions ?? false
        effectiveStyle = style ?? parent?.effectiveStyle ?? .additive
        effectiveAllowsUserInteraction = allowsUserInteraction ?? parent?.effectiveAllowsUserInteraction ?? true
        effectiveCapture = capture ?? (hasAnimation ? nil : parent?.effectiveCapture)
    }

    /// An animation of this transaction (or an inner one) started.
    func animationStarted() {
        outstanding += 1
        outstandingLogical += 1
        parent?.animationStarted()
    }

    /// One of its animations is logically complete (or stopped before it was: an animation
    /// tells this exactly once, before it stops); returns completions now due.
    func animationLogicallyCompleted() -> [() -> Void] {
        outstandingLogical -= 1
        var due = parent?.animationLogicallyCompleted() ?? []
        if committed && outstandingLogical == 0 { due += calls(.logicallyComplete) }
        return due
    }

    /// One of its animations was removed (after telling it is logically complete); returns
    /// completions now due.
    func animationStopped(finished: Bool) -> [() -> Void] {
        outstanding -= 1
        if !finished { allFinished = false }
        var due = parent?.animationStopped(finished: finished) ?? []
        if committed && outstanding == 0 { due += calls(.removed) }
        return due
    }

    /// The transaction's changes are done; returns the completions due with nothing running.
    func commit() -> [() -> Void] {
        committed = true
        var due: [() -> Void] = []
        if outstandingLogical == 0 { due += calls(.logicallyComplete) }
        if outstanding == 0 { due += calls(.removed) }
        return due
    }

    /// The completions of one criterion, bound to the finished flag as it will be then.
    private func calls(_ criteria: AnimationCompletionCriteria) -> [() -> Void] {
        completions.compactMap { entry in
            entry.criteria == criteria ? { entry.call(self.allFinished) } : nil
        }
    }
}

/// What a transaction's completion waits for, like SwiftUI's `AnimationCompletionCriteria`.
public enum AnimationCompletionCriteria: Hashable, Sendable {
    /// Every animation is logically complete: its motion is done as far as the eye can tell
    /// (a spring within 1 % of its distance for good), though it may still be settling.
    case logicallyComplete
    /// Every animation has been removed: it came to rest, or was removed early.
    case removed
}

/// Where a transaction in capture mode (a `PropertyAnimator`'s animations block) hands model
/// changes instead of animating them.
final class TransactionCapture {
    /// A layer property's change: the layer, the key path, the value shown before, the new
    /// model value.
    let layer: (Layer, String, LayerValue, LayerValue) -> Void
    /// An animatable property's change.
    let property: (any CapturedPropertyChange) -> Void

    init(
        layer: @escaping (Layer, String, LayerValue, LayerValue) -> Void,
        property: @escaping (any CapturedPropertyChange) -> Void
    ) {
        self.layer = layer
        self.property = property
    }
}
