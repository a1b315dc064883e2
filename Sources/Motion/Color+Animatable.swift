import Geometry

extension Color: Animatable {
    /// The colour as premultiplied components (r·a, g·a, b·a, a), the space colours
    /// interpolate in: halfway from opaque red to clear is half-transparent red, never a
    /// dark fringe.
    public var animatableData: PremultipliedComponents {
        get { PremultipliedComponents(red: red * alpha, green: green * alpha, blue: blue * alpha, alpha: alpha) }
        set {
            alpha = newValue.alpha
            if newValue.alpha > 0 {
                red = newValue.red / newValue.alpha
                green = newValue.green / newValue.alpha
                blue = newValue.blue / newValue.alpha
            } else {
                red = 0
                green = 0
                blue = 0
            }
        }
    }

    /// A colour's premultiplied components as a vector.
    public struct PremultipliedComponents: Hashable, Sendable, VectorArithmetic {
        /// The red component times alpha.
        public var red: Double
        /// The green component times alpha.
        public var green: Double
        /// The blue component times alpha.
        public var blue: Double
        /// The alpha component.
        public var alpha: Double

        /// Components that are already premultiplied (`red`, `green` and `blue` times `alpha`).
        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        public static let zero = PremultipliedComponents(red: 0, green: 0, blue: 0, alpha: 0)
        public static func + (a: Self, b: Self) -> Self {
            Self(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha)
        }
        public static func - (a: Self, b: Self) -> Self {
            Self(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, alpha: a.alpha - b.alpha)
        }
        /// red, green, blue (each times alpha), alpha.
        public func appendComponents(to components: inout [Double]) { components += [red, green, blue, alpha] }
        public mutating func scale(by rhs: Double) {
            red *= rhs
            green *= rhs
            blue *= rhs
            alpha *= rhs
        }
        public var magnitudeSquared: Double { red * red + green * green + blue * blue + alpha * alpha }
    }
}
