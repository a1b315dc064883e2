import Fling
import FlingMacros

/// The glow under the puck, one value animated as a whole: `@Animatable` synthesizes its
/// `animatableData` from the radius, the offset and the opacity; the label is left out.
@Animatable
public struct PuckGlow: Equatable, Sendable {
    /// The blur radius, in points.
    public var radius: Double
    /// Where the glow falls, from the puck's centre.
    public var offset: Size
    /// How strong the glow is, 0…1.
    public var opacity: Double
    /// What the glow stands for, shown as it is: not animated.
    @AnimatableIgnored public var label: String

    /// A glow of `radius` points at `offset`, `opacity` strong.
    public init(radius: Double, offset: Size, opacity: Double, label: String) {
        self.radius = radius
        self.offset = offset
        self.opacity = opacity
        self.label = label
    }

    /// The puck at rest on the table.
    public static let resting = PuckGlow(radius: 10, offset: Size(width: 0, height: 6), opacity: 0.45, label: "resting")
    /// The puck lifted by a drag: a wider, fainter glow, further away.
    public static let lifted = PuckGlow(radius: 24, offset: Size(width: 0, height: 18), opacity: 0.3, label: "lifted")
}
