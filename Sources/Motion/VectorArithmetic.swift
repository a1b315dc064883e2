import Geometry

/// A value that animations can interpolate: a vector space with a length, like SwiftUI's
/// `VectorArithmetic`.
///
/// Animations work on the difference between two values (`to - from`), scale it by their
/// progress and add it back; springs also read `magnitudeSquared` to know when they are at rest.
public protocol VectorArithmetic: AdditiveArithmetic, Sendable {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
    /// Appends the value's components, in a fixed order, to `components`: what a frame trace
    /// records of an animated value (one entry per component). Fling's vector types list
    /// every component; the default, for a type that does not say, appends its magnitude
    /// (`magnitudeSquared.squareRoot()`).
    func appendComponents(to components: inout [Double])
}

extension VectorArithmetic {
    /// The value with every component multiplied by `rhs`.
    @inlinable public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    public func appendComponents(to components: inout [Double]) {
        components.append(magnitudeSquared.squareRoot())
    }

    /// The value's components in a fixed order (`appendComponents(to:)`).
    public var components: [Double] {
        var all: [Double] = []
        appendComponents(to: &all)
        return all
    }

    /// The straight-line interpolation from `self` to `other`: `self + (other − self)·fraction`.
    @inlinable public func interpolated(towards other: Self, amount fraction: Double) -> Self {
        self + (other - self).scaled(by: fraction)
    }
}

/// A type whose animatable state is a vector, like SwiftUI's `Animatable`.
///
/// Most values are their own animatable data; `Color` animates as premultiplied components
/// so a fade to clear never darkens through grey.
public protocol Animatable {
    /// The vector the value animates as.
    associatedtype AnimatableData: VectorArithmetic
    /// The value as that vector; setting it sets the value.
    var animatableData: AnimatableData { get set }
}

extension Double: VectorArithmetic, Animatable {
    public func appendComponents(to components: inout [Double]) { components.append(self) }
    @inlinable public mutating func scale(by rhs: Double) { self *= rhs }
    @inlinable public var magnitudeSquared: Double { self * self }
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension Float: VectorArithmetic, Animatable {
    public func appendComponents(to components: inout [Double]) { components.append(Double(self)) }
    @inlinable public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
    public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}

/// Two animatable values animated together, like SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic, Animatable, Hashable
where First: Hashable, Second: Hashable {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair animating `first` and `second` together.
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { Self(.zero, .zero) }
    @inlinable public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
    @inlinable public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
    @inlinable public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    @inlinable public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
    /// The first's components, then the second's.
    public func appendComponents(to components: inout [Double]) {
        first.appendComponents(to: &components)
        second.appendComponents(to: &components)
    }
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Point: VectorArithmetic, Animatable {
    /// x, y.
    public func appendComponents(to components: inout [Double]) { components += [x, y] }
    @inlinable public mutating func scale(by rhs: Double) {
        x *= rhs
        y *= rhs
    }
    @inlinable public var magnitudeSquared: Double { x * x + y * y }
    public var animatableData: Point {
        get { self }
        set { self = newValue }
    }
}

extension Size: VectorArithmetic, Animatable {
    /// width, height.
    public func appendComponents(to components: inout [Double]) { components += [width, height] }
    @inlinable public static func + (a: Size, b: Size) -> Size {
        Size(width: a.width + b.width, height: a.height + b.height)
    }
    @inlinable public static func - (a: Size, b: Size) -> Size {
        Size(width: a.width - b.width, height: a.height - b.height)
    }
    @inlinable public mutating func scale(by rhs: Double) {
        width *= rhs
        height *= rhs
    }
    @inlinable public var magnitudeSquared: Double { width * width + height * height }
    public var animatableData: Size {
        get { self }
        set { self = newValue }
    }
}

extension Rect: VectorArithmetic, Animatable {
    /// x, y, width, height.
    public func appendComponents(to components: inout [Double]) {
        components += [origin.x, origin.y, size.width, size.height]
    }
    @inlinable public static func + (a: Rect, b: Rect) -> Rect {
        Rect(origin: a.origin + b.origin, size: a.size + b.size)
    }
    @inlinable public static func - (a: Rect, b: Rect) -> Rect {
        Rect(origin: a.origin - b.origin, size: a.size - b.size)
    }
    @inlinable public mutating func scale(by rhs: Double) {
        origin.scale(by: rhs)
        size.scale(by: rhs)
    }
    @inlinable public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
    public var animatableData: Rect {
        get { self }
        set { self = newValue }
    }
}
