/// How a `KeyframeInterpolator` computes the values between keyframes: Core Animation's
/// `CAKeyframeAnimation.calculationMode`. Raw values are CA's constant strings.
public enum KeyframeCalculationMode: String, Hashable, Sendable, CaseIterable {
    /// Straight lines between values at their key times (`kCAAnimationLinear`, the default).
    case linear
    /// Each value held until the next key time, no interpolation (`kCAAnimationDiscrete`).
    case discrete
    /// Straight lines at constant speed: key times follow the distances between values;
    /// `keyTimes` and `timingFunctions` are ignored (`kCAAnimationPaced`).
    case paced
    /// A smooth Catmull-Rom spline through the values at their key times (`kCAAnimationCubic`).
    case cubic
    /// The cubic spline with paced key times; `keyTimes` and `timingFunctions` are ignored
    /// (`kCAAnimationCubicPaced`).
    case cubicPaced
}
