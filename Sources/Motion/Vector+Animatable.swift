@_exported import Geometry

/// A vector animates as itself: its components are its animatable data.
extension Vector: VectorArithmetic, Animatable {
    /// dx, dy.
    public func appendComponents(to components: inout [Double]) { components += [dx, dy] }
    public var animatableData: Vector {
        get { self }
        set { self = newValue }
    }
}
