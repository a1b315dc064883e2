@_exported import Geometry

/// A vector animates as itself: its components are its animatable data.
extension Vector: VectorArithmetic, Animatable {
    public var animatableData: Vector {
        get { self }
        set { self = newValue }
    }
}
