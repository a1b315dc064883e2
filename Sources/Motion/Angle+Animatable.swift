import Geometry

/// An angle animates as its radians, as SwiftUI's `Angle` does.
///
/// The radians are not wrapped, so an animation turns through every radian between the two
/// angles: from 0 to 3π/2 it goes the long way, through 3π/4 at its middle. Animate to
/// ``/Geometry/Angle/closestEquivalent(of:)`` of the target to turn the short way.
extension Angle: Animatable {
    /// The angle in radians; setting it sets ``/Geometry/Angle/radians``.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
