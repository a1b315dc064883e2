import Geometry

/// A unit point animates as the pair (x, y), as SwiftUI's `UnitPoint` does: an anchor moving
/// from ``/Geometry/UnitPoint/topLeading`` to ``/Geometry/UnitPoint/bottomTrailing`` crosses the
/// square's diagonal.
extension UnitPoint: Animatable {
    /// The pair (``/Geometry/UnitPoint/x``, ``/Geometry/UnitPoint/y``); setting it sets both.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set {
            x = newValue.first
            y = newValue.second
        }
    }
}
