import Fling

/// The insertions scene's own `Transition`: the card turns a quarter turn while it shrinks to
/// half its size and fades — coming in from a quarter turn anticlockwise, leaving a quarter
/// turn clockwise, as `TransitionPhase.value` (−1, 0, 1) makes a SwiftUI transition turn on
/// through instead of back.
struct Twirl: Transition {
    /// The quarter turn, in degrees, the card is turned by away from `identity`.
    static let degrees = 90.0
    /// The scale the card has away from `identity`.
    static let scale = 0.5

    func body(content: TransitionContent, phase: TransitionPhase) -> TransitionContent {
        content
            .scaleEffect(phase.isIdentity ? 1 : Self.scale)
            .rotationEffect(.degrees(Self.degrees * phase.value))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}
