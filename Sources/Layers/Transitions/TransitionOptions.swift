import Motion

/// Options of `transition(with:…)` and `transition(from:to:…)`: the transition style, the
/// timing curve and UIKit's view options, with `UIView.AnimationOptions`' bit layout.
///
/// The style is one field (bits 20–23), as in UIKit: combine at most one `transition…`
/// option with the others. Page curls are drawn by Fling's renderer from the layer's
/// `pageCurl` (a CPU renderer has no render server to ask): the page wraps round a cylinder
/// whose axis runs across it, its back showing lighter and mirrored, with a shadow beneath.
///
/// Under Reduce Motion (`AnimationEngine.accessibilityReduceMotion`), the flips and curls
/// show as `.transitionCrossDissolve`, keeping the curve and the other options, as iOS
/// swaps motion for a dissolve; `.transitionCrossDissolve` and no style are unchanged.
public struct TransitionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Let touches reach the container while the transition runs (refused otherwise).
    public static let allowUserInteraction = TransitionOptions(rawValue: 1 << 1)
    /// `transition(from:to:…)` hides `from` and shows `to` instead of removing and adding them.
    public static let showHideTransitionViews = TransitionOptions(rawValue: 1 << 8)

    /// The default curve.
    public static let curveEaseInOut = TransitionOptions(rawValue: 0 << 16)
    /// Starts slowly.
    public static let curveEaseIn = TransitionOptions(rawValue: 1 << 16)
    /// Ends slowly.
    public static let curveEaseOut = TransitionOptions(rawValue: 2 << 16)
    /// At constant speed.
    public static let curveLinear = TransitionOptions(rawValue: 3 << 16)

    /// Flips about the vertical axis, the left edge coming towards the viewer.
    public static let transitionFlipFromLeft = TransitionOptions(rawValue: 1 << 20)
    /// Flips about the vertical axis, the right edge coming towards the viewer.
    public static let transitionFlipFromRight = TransitionOptions(rawValue: 2 << 20)
    /// The old appearance lifts from the bottom edge and rolls up off the top like a page,
    /// uncovering the new one beneath.
    public static let transitionCurlUp = TransitionOptions(rawValue: 3 << 20)
    /// The reverse of a curl up: the new appearance rolls down from the top like a page,
    /// over the old one. (A container without a superlayer has nothing to roll onto; its old
    /// appearance curls up instead.)
    public static let transitionCurlDown = TransitionOptions(rawValue: 4 << 20)
    /// The old appearance fades out while the new one fades in.
    public static let transitionCrossDissolve = TransitionOptions(rawValue: 5 << 20)
    /// Flips about the horizontal axis, the top edge coming towards the viewer.
    public static let transitionFlipFromTop = TransitionOptions(rawValue: 6 << 20)
    /// Flips about the horizontal axis, the bottom edge coming towards the viewer.
    public static let transitionFlipFromBottom = TransitionOptions(rawValue: 7 << 20)

    /// The transition style the options select.
    public var style: TransitionStyle {
        switch (rawValue >> 20) & 0xF {
        case 1: return .flipFromLeft
        case 2: return .flipFromRight
        case 3: return .curlUp
        case 4: return .curlDown
        case 5: return .crossDissolve
        case 6: return .flipFromTop
        case 7: return .flipFromBottom
        default: return .none
        }
    }

    /// The timing curve the options select.
    public var curve: UnitCurve {
        switch (rawValue >> 16) & 3 {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }
}

/// The look of a transition.
public enum TransitionStyle: String, Hashable, Sendable, CaseIterable {
    /// No effect: the new content shows at once (the transition still lasts its duration).
    case none
    case crossDissolve
    case flipFromLeft
    case flipFromRight
    case flipFromTop
    case flipFromBottom
    /// The old content rolls up off the top like a page (`.transitionCurlUp`).
    case curlUp
    /// The new content rolls down from the top like a page (`.transitionCurlDown`).
    case curlDown

    /// Whether it turns the content about an axis.
    var flips: Bool {
        switch self {
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom: return true
        default: return false
        }
    }

    /// Whether it curls the content like a page.
    var curls: Bool { self == .curlUp || self == .curlDown }
}
