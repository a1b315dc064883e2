/// How a layer looks as it is inserted into a tree and as it is removed, as SwiftUI's
/// `Transition` protocol: `body(content:phase:)` returns the layer's look in each phase, and
/// the insertion animates from `willAppear` to `identity`, the removal from `identity` to
/// `didDisappear`.
///
/// ```swift
/// struct Drop: Transition {
///     func body(content: TransitionContent, phase: TransitionPhase) -> TransitionContent {
///         content.offset(y: phase.isIdentity ? 0 : -40).opacity(phase.isIdentity ? 1 : 0)
///     }
/// }
/// parent.addSublayer(badge, transition: AnyTransition(Drop()))
/// ```
///
/// Return the same modifiers in every phase with different numbers, as SwiftUI's type system
/// makes you: the animation interpolates the numbers. Reduce Motion leaves a transition of
/// your own as it is (`AnimationEngine.accessibilityReduceMotion`: read it and move less).
public protocol Transition: Sendable {
    /// The layer's look in `phase`: `content` (the layer unchanged) with effects applied.
    func body(content: TransitionContent, phase: TransitionPhase) -> TransitionContent
}
