import Motion

/// Steps through a sequence of phases, animating the app's changes for each, like SwiftUI's
/// `PhaseAnimator` without the view: once per trigger, or continuously.
///
/// ```swift
/// enum Pulse: CaseIterable { case rest, grow, glow }
/// let badge = PhaseAnimator(engine: engine, phases: Pulse.allCases, continuous: true) { phase in
///     switch phase {
///     case .rest: .smooth
///     case .grow: .spring(duration: 0.25, bounce: 0.4)
///     case .glow: .easeOut(duration: 0.3)
///     }
/// } apply: { [badgeLayer] phase in
///     let scale = phase == .grow ? 1.3 : 1
///     badgeLayer.transform = Transform3D(scaleX: scale, y: scale, z: 1)
///     badgeLayer.opacity = phase == .glow ? 0.6 : 1
/// }
/// badge.start()
/// ```
///
/// The first phase is applied, without animating, when the animator is made. A step to a phase
/// calls `apply(phase)` inside a transaction animating with `animation(phase)` (the phase being
/// moved to, as SwiftUI passes it; nil: the change does not animate), like
/// `withAnimation(_:completionCriteria:_:completion:)`. The next step begins when every
/// animation the step started is logically complete — SwiftUI's behaviour: a spring hands over
/// to the next phase once it is visually there, while it may still be settling, and its
/// velocity carries into the next step's spring. A step that starts no animation (nil, or no
/// property changed) is complete at once; the next one then begins at the following frame.
///
/// A cycle steps to the second phase, the third, …, the last, and back to the first. A
/// triggered animator (`continuous: false`) plays one cycle per `start()` (or changed
/// `trigger(onChangeOf:)`) and then calls `completion`; a continuous one plays cycles until
/// `stop()`. `onPhaseComplete` is told each phase whose step is logically complete, with
/// `engine.callbackTime` at that moment.
///
/// Time: steps begin at the engine's `now` — a trigger at the time of its input, a later step
/// at the frame its predecessor was found complete (completions are delivered at frames) — so
/// a replay steps through the same phases at the same frames. The engine keeps a stepping
/// animator alive; the animator does not keep its engine alive.
public final class PhaseAnimator<Phase> {
    /// The engine whose transactions animate the steps.
    public unowned let engine: AnimationEngine
    /// The phases, in order (at least one).
    public let phases: [Phase]
    /// Whether it steps through cycles until `stop()` (SwiftUI's `PhaseAnimator` without a
    /// trigger) rather than one cycle per start.
    public let isContinuous: Bool
    /// The animation of the step to a phase; nil: the step does not animate.
    public var animation: (Phase) -> Animation?
    /// Told each phase whose step is logically complete, before the next step begins.
    public var onPhaseComplete: ((Phase) -> Void)?
    /// Called when a triggered cycle is back at the first phase, logically complete.
    public var completion: (() -> Void)?
    /// The index in `phases` of the phase applied last.
    public private(set) var phaseIndex = 0
    /// Whether a cycle is under way.
    public private(set) var isRunning = false

    private let apply: (Phase) -> Void
    /// Counts steps, so a completion of a step that was superseded does nothing.
    private var step = 0
    /// Whether a frame observer waits to take the next step.
    private var waitsForFrame = false
    /// The last value given to `trigger(onChangeOf:)`, and whether it differs from another.
    private var lastTrigger = ChangeTrigger()

    /// An animator over `phases` that applies the first at once, without animating.
    ///
    /// - Complexity: O(1), plus `apply`.
    public init(
        engine: AnimationEngine, phases: [Phase], continuous: Bool = false,
        animation: @escaping (Phase) -> Animation? = { _ in .default }, apply: @escaping (Phase) -> Void
    ) {
        precondition(!phases.isEmpty, "PhaseAnimator needs at least one phase")
        self.engine = engine
        self.phases = phases
        self.isContinuous = continuous
        self.animation = animation
        self.apply = apply
        engine.performWithoutAnimation { apply(phases[0]) }
    }

    /// The phase applied last.
    public var phase: Phase { phases[phaseIndex] }

    /// Starts a cycle: the step to the second phase begins now (to the first, with one phase).
    /// While a cycle runs, a start begins the cycle again from the second phase, from whatever
    /// is shown (springs merge, curves add).
    ///
    /// - Complexity: O(1), plus the step's changes.
    public func start() {
        isRunning = true
        advance(to: phases.count > 1 ? 1 : 0)
    }

    /// SwiftUI's `trigger:`: starts a cycle when `trigger` differs from the value given last
    /// time. The first call only records it.
    ///
    /// - Complexity: O(1), plus `start()` when it differs.
    public func trigger<Trigger: Equatable>(onChangeOf trigger: Trigger) {
        if lastTrigger.changed(to: trigger) { start() }
    }

    /// Stops stepping: the step under way animates to its phase, and nothing further happens
    /// (no `onPhaseComplete`, no `completion`).
    ///
    /// - Complexity: O(f) for the f frame observers of the engine.
    public func stop() {
        isRunning = false
        step += 1
        if waitsForFrame {
            waitsForFrame = false
            engine.removeFrameObserver(self)
        }
    }

    private func advance(to index: Int) {
        step += 1
        let token = step
        let began = engine.nowSeconds
        phaseIndex = index
        let phase = phases[index]
        engine.withAnimation(
            animation(phase), completionCriteria: .logicallyComplete, { apply(phase) },
            completion: { [self] in
                guard token == step else { return }
                stepCompleted(began: began)
            })
        engine.flushCompletions()
    }

    private func stepCompleted(began: Double) {
        onPhaseComplete?(phase)
        guard isRunning else { return }
        let backAtFirst = phaseIndex == 0
        if backAtFirst && !isContinuous {
            isRunning = false
            completion?()
            return
        }
        // A step that took no time waits for the next frame: a cycle of steps that animate
        // nothing would otherwise go round for ever within this one.
        if engine.callbackTime > began {
            advance(to: (phaseIndex + 1) % phases.count)
        } else if !waitsForFrame {
            waitsForFrame = true
            let token = step
            engine.addFrameObserver(self) { [self] _ in
                waitsForFrame = false
                engine.removeFrameObserver(self)
                guard token == step, isRunning else { return }
                advance(to: (phaseIndex + 1) % phases.count)
            }
        }
    }
}
