/// What became of an insertion or removal transition, as its completion learns.
public enum TransitionOutcome: Hashable, Sendable {
    /// It ran to its end: the layer appeared, or it left the tree.
    case finished
    /// The opposite call took over before it ended — the layer was removed while it appeared,
    /// or inserted again while it left — and animates back from where it was shown.
    case reversed
    /// It stopped without ending: the layer was removed plainly (`removeFromSuperlayer()`),
    /// left its engine's tree with an ancestor, had its animations removed
    /// (`removeAnimations(of:)`), or — while leaving — was added back without a transition.
    case cancelled
}
