extension PropertyAnimator {
    /// Where an animator is in its life, like `UIViewAnimatingState`.
    ///
    /// An animator starts `.inactive`; `startAnimation()`, `pauseAnimation()`,
    /// `continueAnimation(…)` and setting `fractionComplete` make it `.active` (running or
    /// paused, see `isRunning`); it goes back to `.inactive` when its animations finish or
    /// `stopAnimation(true)` tears them down. `stopAnimation(false)` leaves it `.stopped`,
    /// where only `finishAnimation(at:)` is legal.
    public enum State: Hashable, Sendable, CustomStringConvertible {
        /// Not started yet, or done: no animations of its own on any layer.
        case inactive
        /// Started and not stopped: running, or paused for scrubbing.
        case active
        /// Stopped with `stopAnimation(false)`: frozen where it was, waiting for `finishAnimation(at:)`.
        case stopped

        /// The plain name, `inactive`, `active` or `stopped`: how `fling eval` answers spell it.
        public var name: String {
            switch self {
            case .inactive: return "inactive"
            case .active: return "active"
            case .stopped: return "stopped"
            }
        }

        /// Swift's spelling, `.inactive`, `.active` or `.stopped`, as in precondition messages.
        public var description: String { "." + name }
    }
}
