/// An sRGB colour with straight (not premultiplied) alpha, each component in 0…1.
///
/// Like `UIColor` / `CGColor` in the sRGB space. Renderers premultiply when they draw.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque), not premultiplied into the other components.
    public var alpha: Double

    /// A colour from sRGB components and straight alpha, each 0…1, like
    /// `UIColor(red:green:blue:alpha:)`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 8-bit sRGB components and straight alpha, as design tools write them.
    public init(red8: Int, green8: Int, blue8: Int, alpha: Double = 1) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
    }

    /// Fully transparent black, like `UIColor.clear`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
