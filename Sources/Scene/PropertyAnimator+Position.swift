extension PropertyAnimator {
    /// Where an animator's properties ended up, as its completions hear it, like
    /// `UIViewAnimatingPosition`.
    public enum Position: Hashable, Sendable, CustomStringConvertible {
        /// At the values the animations blocks set (a natural finish, or `finishAnimation(at: .end)`).
        case end
        /// Back at the values shown before the animations (a reversed finish, or `finishAnimation(at: .start)`).
        case start
        /// Where the animation was when it was stopped (`finishAnimation(at: .current)`).
        case current

        public var description: String {
            switch self {
            case .end: return ".end"
            case .start: return ".start"
            case .current: return ".current"
            }
        }
    }
}

/// `PropertyAnimator.Position` under a top-level name.
public typealias AnimatorPosition = PropertyAnimator.Position
