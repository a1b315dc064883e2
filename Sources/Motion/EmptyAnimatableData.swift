/// The animatable data of a value with nothing to animate, like SwiftUI's
/// `EmptyAnimatableData`: a vector with no components.
///
/// Every value is ``zero``; adding, subtracting and scaling change nothing, and its
/// ``magnitudeSquared`` is 0, so a spring on it is at rest from the start. A type that
/// declares `Animatable` and gives no `animatableData` gets this one, as in SwiftUI: it can
/// stand where an `Animatable` is asked for, and an animation on it changes nothing.
///
/// ```swift
/// struct Caption: Animatable { var text: String }   // AnimatableData == EmptyAnimatableData
/// ```
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// The one value.
    @inlinable public init() {}

    /// The one value.
    @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// The one value: there is nothing to add.
    @inlinable public static func + (a: EmptyAnimatableData, b: EmptyAnimatableData) -> EmptyAnimatableData { a }
    /// The one value: there is nothing to subtract.
    @inlinable public static func - (a: EmptyAnimatableData, b: EmptyAnimatableData) -> EmptyAnimatableData { a }
    /// Does nothing: there is nothing to scale.
    @inlinable public mutating func scale(by rhs: Double) {}
    /// Zero: the vector has no components.
    @inlinable public var magnitudeSquared: Double { 0 }
    /// Appends nothing: there are no components.
    public func appendComponents(to components: inout [Double]) {}
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing: a type with nothing to animate reads ``EmptyAnimatableData`` and ignores
    /// what is set, so an animation on it changes nothing.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
