import Motion

/// Options of `animateKeyframes(withDuration:delay:options:animations:completion:)`, like
/// `UIView.KeyframeAnimationOptions` (same raw values).
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit's.
    public let rawValue: Int
    /// Options from UIKit's bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Repeat for ever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Play forward then backward (every repeat with `.repeat`).
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Straight lines between the keyframes' values at their times (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each value held until the next key time: a keyframe's change shows at its end.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Constant speed through the values; the relative times are ignored.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A Catmull-Rom spline through the values at their times.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// The spline at constant speed; the relative times are ignored.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    /// The pacing of the whole animation: ease in and out, UIKit's default for keyframe
    /// animations. The four curve options are `UIView.AnimationOptions`' curve bits, which
    /// UIKit also reads from a keyframe animation's options.
    public static let curveEaseInOut = KeyframeAnimationOptions(rawValue: 0 << 16)
    /// Starts slowly.
    public static let curveEaseIn = KeyframeAnimationOptions(rawValue: 1 << 16)
    /// Ends slowly.
    public static let curveEaseOut = KeyframeAnimationOptions(rawValue: 2 << 16)
    /// At constant speed, so the relative start times are the times the keyframes happen.
    public static let curveLinear = KeyframeAnimationOptions(rawValue: 3 << 16)

    /// The calculation mode the options name (`.linear` when none).
    public var calculationMode: KeyframeCalculationMode {
        switch (rawValue >> 10) & 7 {
        case 1: .discrete
        case 2: .paced
        case 3: .cubic
        case 4: .cubicPaced
        default: .linear
        }
    }

    /// The curve that paces the whole animation (`.easeInOut` when none): the curve bits read
    /// as `UIView.animate`'s options read them.
    public var curve: UnitCurve { AnimationOptions(rawValue: rawValue & (3 << 16)).curve }
}
