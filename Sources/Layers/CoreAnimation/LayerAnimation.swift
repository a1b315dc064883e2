import Motion

/// An animation a layer runs, like `CAAnimation`: a timing, whether it is removed when it
/// ends, a completion that reports whether it finished, and how it changes the presentation.
///
/// Animations are values: `add(_:forKey:)` takes a copy, as Core Animation copies.
public protocol LayerAnimation {
    /// When it begins, how long a pass lasts, repeats and fill mode.
    var timing: MediaTiming { get set }
    /// Whether the animation is removed once its active time is over (Core Animation's
    /// default, true). A removed animation stops contributing: the presentation snaps back
    /// to the model unless the model was updated.
    var isRemovedOnCompletion: Bool { get set }
    /// Called once when the animation stops: `true` when its active time ran out, `false`
    /// when it was removed before that (`animationDidStop(_:finished:)`).
    var completion: ((Bool) -> Void)? { get set }
    /// The key paths it animates, for validation and `animation(forKey:)` users.
    var keyPaths: [String] { get }
    /// Applies the animation's value at `parentTime` (its begin resolved to `begin`) on top of
    /// `presentation`, which holds the values under it.
    func apply(at parentTime: Double, begin: Double, to presentation: inout LayerSnapshot)
}

extension LayerAnimation {
    /// `timing.beginTime`.
    public var beginTime: Double {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// `timing.duration` (0 means Core Animation's default of 0.25 s).
    public var duration: Double {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    /// `timing.speed`.
    public var speed: Double {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    /// `timing.timeOffset`.
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    /// `timing.repeatCount`.
    public var repeatCount: Double {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    /// `timing.repeatDuration`.
    public var repeatDuration: Double {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    /// `timing.autoreverses`.
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    /// `timing.fillMode`.
    public var fillMode: FillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }
}

/// The interpolation rules of `CABasicAnimation` and its subclasses: from, to and by values,
/// additive and cumulative.
struct PropertyInterpolation {
    var fromValue: LayerValue?
    var toValue: LayerValue?
    var byValue: LayerValue?
    var isAdditive: Bool
    var isCumulative: Bool

    /// The start and end values given what lies under the animation, by Core Animation's
    /// rules: from+to; from+by; by+to; from alone (to the value under it); to alone (from it);
    /// by alone (from it, by that much). Additive animations count from the kind's zero.
    func endpoints(under: LayerValue) -> (LayerValue, LayerValue)? {
        let base = isAdditive ? (under.additiveIdentity ?? under) : under
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return by.added(to: from).map { (from, $0) }
        case let (nil, to?, by?): return to.difference(from: by).map { ($0, to) }
        case let (from?, nil, nil): return (from, base)
        case let (nil, to?, nil): return (base, to)
        case let (nil, nil, by?): return by.added(to: base).map { (base, $0) }
        case (nil, nil, nil): return (base, base)
        }
    }

    /// The value at `fraction` of a pass in `iteration`, on top of `under`.
    func value(fraction: Double, iteration: Int, under: LayerValue) -> LayerValue? {
        guard let (start, end) = endpoints(under: under), var value = start.interpolated(to: end, fraction: fraction)
        else {
            return nil
        }
        if isCumulative, iteration > 0, let step = end.difference(from: start),
            let total = step.scaled(by: Double(iteration)), let sum = total.added(to: value)
        {
            value = sum
        }
        if isAdditive { return value.added(to: under) }
        return value
    }
}

/// An animation of one key path between from, to and by values, like `CAPropertyAnimation`'s
/// subclasses: they differ only in how a pass's local time becomes progress.
public protocol PropertyValueAnimation: LayerAnimation {
    /// The animated property, a Core Animation key path such as `"position"` or `"opacity"`.
    var keyPath: String { get }
    /// The value at the start; nil starts from the value under the animation.
    var fromValue: LayerValue? { get set }
    /// The value at the end; nil ends at the value under the animation.
    var toValue: LayerValue? { get set }
    /// A change relative to the start or end value, used when `fromValue` or `toValue` is nil.
    var byValue: LayerValue? { get set }
    /// Adds the animated value to the value under it instead of replacing it.
    var isAdditive: Bool { get set }
    /// Each repeat continues from where the previous pass ended.
    var isCumulative: Bool { get set }
    /// The progress (0 at the start, 1 at the end; a spring may overshoot) `time` seconds into a pass.
    func progress(atLocalTime time: Double) -> Double
}

extension PropertyValueAnimation {
    public var keyPaths: [String] { [keyPath] }

    public func apply(at parentTime: Double, begin: Double, to presentation: inout LayerSnapshot) {
        guard case let .active(time, iteration) = timing.phase(at: parentTime, begin: begin),
            let path = LayerKeyPath(keyPath)
        else { return }
        let interpolation = PropertyInterpolation(
            fromValue: fromValue, toValue: toValue, byValue: byValue,
            isAdditive: isAdditive, isCumulative: isCumulative)
        if let value = interpolation.value(
            fraction: progress(atLocalTime: time), iteration: iteration,
            under: path.value(in: presentation))
        {
            path.setValue(value, in: &presentation)
        }
    }
}

/// Animates one key path from one value to another along a timing curve, like
/// `CABasicAnimation`.
public struct BasicAnimation: PropertyValueAnimation {
    /// The animated property, a Core Animation key path such as `"position"` or `"opacity"`.
    public var keyPath: String
    /// The value at the start; nil starts from the value under the animation.
    public var fromValue: LayerValue?
    /// The value at the end; nil ends at the value under the animation.
    public var toValue: LayerValue?
    /// A change relative to the start or end value, used when `fromValue` or `toValue` is nil.
    public var byValue: LayerValue?
    /// The pacing of each pass; nil is linear.
    public var timingFunction: UnitCurve?
    /// Adds the animated value to the value under it instead of replacing it.
    public var isAdditive = false
    /// Each repeat continues from where the previous pass ended.
    public var isCumulative = false
    public var timing = MediaTiming()
    public var isRemovedOnCompletion = true
    public var completion: ((Bool) -> Void)?

    /// An animation of `keyPath`; set its values and `timing`.
    public init(keyPath: String) {
        self.keyPath = keyPath
    }

    /// The progress `time` seconds into a pass: the elapsed fraction eased by `timingFunction`.
    public func progress(atLocalTime time: Double) -> Double {
        let linear = time / timing.simpleDuration
        return timingFunction?.value(at: linear) ?? linear
    }
}

/// A spring from one value to another, like `CASpringAnimation`: the progress follows a
/// damped spring over local time (it may overshoot) instead of a timing curve.
///
/// As in Core Animation, `duration` is not derived from the spring: set it (usually to
/// `settlingDuration`) or the animation stops after the default 0.25 s, mid-motion.
public struct SpringAnimation: PropertyValueAnimation {
    /// The animated property, a Core Animation key path such as `"position"` or `"opacity"`.
    public var keyPath: String
    /// The value at the start; nil starts from the value under the animation.
    public var fromValue: LayerValue?
    /// The value at the end; nil ends at the value under the animation.
    public var toValue: LayerValue?
    /// A change relative to the start or end value, used when `fromValue` or `toValue` is nil.
    public var byValue: LayerValue?
    /// The mass on the spring (default 1).
    public var mass: Double = 1
    /// The spring's stiffness (default 100).
    public var stiffness: Double = 100
    /// The damping, the friction slowing the motion (default 10).
    public var damping: Double = 10
    /// Relative to the distance: 1 covers the whole distance in one second.
    public var initialVelocity: Double = 0
    /// Adds the animated value to the value under it instead of replacing it.
    public var isAdditive = false
    /// Each repeat continues from where the previous pass ended.
    public var isCumulative = false
    public var timing = MediaTiming()
    public var isRemovedOnCompletion = true
    public var completion: ((Bool) -> Void)?

    /// A spring animation of `keyPath` with Core Animation's default constants (mass 1, stiffness
    /// 100, damping 10).
    public init(keyPath: String) {
        self.keyPath = keyPath
    }

    /// A spring animation with `spring`'s constants.
    public init(keyPath: String, spring: Spring) {
        self.keyPath = keyPath
        mass = spring.mass
        stiffness = spring.stiffness
        damping = spring.damping
    }

    /// The spring these constants make.
    public var spring: Spring { Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true) }

    /// How long the spring takes to settle from its initial velocity, like `settlingDuration`.
    public var settlingDuration: Double {
        spring.settlingDuration(target: 1, initialVelocity: initialVelocity, epsilon: 0.001)
    }

    /// The spring's progress over local time, ignoring any timing curve.
    public func progress(atLocalTime time: Double) -> Double {
        1 + spring.displacement(from: -1, velocity: initialVelocity, time: time).value
    }
}

/// Runs several animations together on one timeline, like `CAAnimationGroup`: each child's
/// begin time is relative to the group, and the group's duration cuts them off. The
/// children's own completions are not called; the group's is.
public struct AnimationGroup: LayerAnimation {
    /// The animations run together, each on the group's timeline.
    public var animations: [any LayerAnimation]
    public var timing = MediaTiming()
    public var isRemovedOnCompletion = true
    public var completion: ((Bool) -> Void)?

    /// A group of `animations`; the group's `timing.duration` (0.25 s by default) cuts them off.
    public init(animations: [any LayerAnimation] = []) {
        self.animations = animations
    }

    public var keyPaths: [String] { animations.flatMap(\.keyPaths) }

    public func apply(at parentTime: Double, begin: Double, to presentation: inout LayerSnapshot) {
        guard case let .active(time, _) = timing.phase(at: parentTime, begin: begin) else { return }
        for child in animations {
            child.apply(at: time, begin: child.timing.beginTime, to: &presentation)
        }
    }
}
