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

        /// The plain name, `end`, `start` or `current`: how `fling eval` spells it, in
        /// requests and answers.
        public var name: String {
            switch self {
            case .end: return "end"
            case .start: return "start"
            case .current: return "current"
            }
        }

        /// The position named `name` (`end`, `start`, `current`), or nil.
        public init?(name: String) {
            switch name {
            case "end": self = .end
            case "start": self = .start
            case "current": self = .current
            default: return nil
            }
        }

        /// Swift's spelling, `.end`, `.start` or `.current`, as in precondition messages.
        public var description: String { "." + name }
    }
}
