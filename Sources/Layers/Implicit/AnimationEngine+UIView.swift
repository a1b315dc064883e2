import Motion

/// Options of `UIView.animate`, like `UIView.AnimationOptions`.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Let touches reach the animating layers (UIKit refuses them otherwise).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Replace running animations, starting from the presentation value, instead of adding.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat for ever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play forward then backward (once, or every repeat with `.repeat`).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Runs a pending layout pass before the block (without animating) and after it (animating
    /// the frames it writes), so a constraint change inside animates with no
    /// `layoutIfNeeded()` call (iOS 26's `UIView.AnimationOptions.flushUpdates`).
    public static let flushUpdates = AnimationOptions(rawValue: 1 << 8)
    /// The default curve.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Starts slowly, like `UIView.AnimationOptions.curveEaseIn`.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ends slowly, like `UIView.AnimationOptions.curveEaseOut`.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// At constant speed, like `UIView.AnimationOptions.curveLinear`.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve the options select.
    var curve: UnitCurve {
        switch (rawValue >> 16) & 3 {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }
}

extension AnimationEngine {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`: changes animate
    /// along the options' curve. Position, bounds and transform changes add to running
    /// animations (iOS 8); other properties replace them from the presentation value.
    /// `completion` gets `false` if an animation was removed before its end.
    ///
    /// - Complexity: as `transaction(animation:…)`, which it opens.
    public func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        changes: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let base = Animation.timingCurve(options.curve, duration: duration)
        run(base, delay: delay, options: options, changes: changes, completion: completion)
    }

    /// `UIView.animate(withDuration:…)` along any cubic timing curve (the curve options are ignored).
    ///
    /// - Complexity: as `transaction(animation:…)`, which it opens.
    public func animate(
        withDuration duration: Double, delay: Double = 0, curve: UnitCurve, options: AnimationOptions = [],
        changes: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(
            Animation.timingCurve(curve, duration: duration), delay: delay, options: options, changes: changes,
            completion: completion)
    }

    /// `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:…)` (iOS 17):
    /// a spring with SwiftUI's perceptual parameters; `initialSpringVelocity` is relative
    /// (1 covers the distance in one second).
    ///
    /// - Complexity: as `transaction(animation:…)`, which it opens.
    public func animate(
        springDuration: Double = 0.5, bounce: Double = 0, initialSpringVelocity: Double = 0,
        delay: Double = 0, options: AnimationOptions = [], changes: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = FluidSpringAnimation(
            spring: Spring(duration: springDuration, bounce: bounce),
            initialVelocity: initialSpringVelocity, merges: false)
        run(Animation(spring), delay: delay, options: options, changes: changes, completion: completion)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
    /// (iOS 7): a spring with `dampingRatio` that settles in `duration`; the velocity is relative.
    ///
    /// - Complexity: as `transaction(animation:…)`, which it opens.
    public func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity: Double, options: AnimationOptions = [], changes: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = FluidSpringAnimation(
            spring: Spring(settlingDuration: duration, dampingRatio: dampingRatio),
            initialVelocity: initialSpringVelocity, merges: false)
        run(Animation(spring), delay: delay, options: options, changes: changes, completion: completion)
    }

    /// `UIView.animate(_ animation:changes:completion:)` (iOS 18's SwiftUI bridge): any
    /// `Animation`; springs merge with running animations and keep their velocity, timing
    /// curves add to them.
    ///
    /// - Complexity: as `transaction(animation:…)`, which it opens.
    public func animate(_ animation: Animation, changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        transaction(animating: animation, disableActions: false, style: .additive, completion: completion, changes)
    }

    /// `UIView.animate(_ animation:options:changes:completion:)`: as `animate(_:changes:)`
    /// (touches reach the animating layers, as there); of the options, `.flushUpdates` runs
    /// layout before and after the block, the others are ignored.
    ///
    /// - Complexity: as `transaction(animation:…)`, which it opens, plus a
    ///   layout pass before and after the changes with `.flushUpdates`.
    public func animate(
        _ animation: Animation, options: AnimationOptions, changes: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let flush = options.contains(.flushUpdates)
        if flush { layoutIfNeededWithoutAnimation() }
        transaction(animating: animation, disableActions: false, style: .additive, completion: completion) {
            changes()
            if flush { layout.layoutIfNeeded() }
        }
    }

    /// The pending layout, with actions disabled (the clean baseline before an animated change).
    private func layoutIfNeededWithoutAnimation() {
        guard layoutStorageNeedsLayout else { return }
        performWithoutAnimation { layout.layoutIfNeeded() }
    }

    /// Runs changes without animating them, like `UIView.performWithoutAnimation`.
    ///
    /// - Complexity: O(1), plus the changes, which start no animation.
    public func performWithoutAnimation(_ changes: () -> Void) {
        transaction(disableActions: true, changes)
    }

    private func run(
        _ base: Animation, delay: Double, options: AnimationOptions, changes: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        var animation = base
        if options.contains(.repeat) {
            animation = animation.repeatForever(autoreverses: options.contains(.autoreverse))
        } else if options.contains(.autoreverse) {
            // Forward and back once; then, as in UIKit, the model value shows.
            animation = animation.repeatCount(2, autoreverses: true)
        }
        if delay > 0 { animation = animation.delay(delay) }
        let flush = options.contains(.flushUpdates)
        if flush { layoutIfNeededWithoutAnimation() }
        transaction(
            animating: animation, disableActions: false,
            style: options.contains(.beginFromCurrentState) ? .replace : .uikit,
            allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion
        ) {
            changes()
            if flush { layout.layoutIfNeeded() }
        }
    }
}
