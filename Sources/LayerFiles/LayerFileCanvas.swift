import Formats
import Motion

/// What a scene is drawn on: a size in points, the pixels per point and the colour every
/// frame starts from.
public struct LayerFileCanvas: Hashable, Sendable {
    /// The size in points (whole numbers, 1…8192).
    public var width: Int
    public var height: Int
    /// Pixels per point (0.25…16): 2 draws a HiDPI image of twice the width and height.
    public var scale: Double
    /// Transparent black unless the scene says otherwise.
    public var clearColor: Color

    /// The most pixels on either side of the image: a typo in a scale should not ask for gigabytes.
    public static let maximumPixels = 8192
    public static let scales: ClosedRange<Double> = 0.25...16

    public init(width: Int, height: Int, scale: Double = 1, clearColor: Color = .clear) {
        self.width = width
        self.height = height
        self.scale = scale
        self.clearColor = clearColor
    }

    /// The image's width in pixels: points × scale, rounded up.
    public var pixelWidth: Int { Self.pixels(width, scale) }
    public var pixelHeight: Int { Self.pixels(height, scale) }

    private static func pixels(_ points: Int, _ scale: Double) -> Int { Int((Double(points) * scale).rounded(.up)) }

    /// Why the canvas cannot be drawn at `scale`, or nil when it can: the scale is outside
    /// `scales`, or the image would exceed `maximumPixels` on a side.
    public func problem(withScale scale: Double) -> String? {
        guard scale.isFinite else { return "\(scale) is not a finite number" }
        guard Self.scales.contains(scale) else {
            return
                "\(JSONWriter.number(scale)) is out of range \(JSONWriter.number(Self.scales.lowerBound))…\(JSONWriter.number(Self.scales.upperBound))"
        }
        let w = Self.pixels(width, scale)
        let h = Self.pixels(height, scale)
        guard max(w, h) <= Self.maximumPixels else {
            return
                "\(JSONWriter.number(scale)) makes the image \(w)×\(h) pixels; each side must be at most \(Self.maximumPixels)"
        }
        return nil
    }

    /// The `canvas` object: `{"width": W, "height": H, "scale": S, "clearColor": [r, g, b, a]}`.
    static func read(_ value: LayerFileValue) throws(InputError) -> LayerFileCanvas {
        let object = try value.object(keys: ["width", "height", "scale", "clearColor"])
        let sides = 1...Double(maximumPixels)
        var canvas = LayerFileCanvas(
            width: try object.required("width").integer(sides),
            height: try object.required("height").integer(sides))
        if let member = object["scale"] {
            let scale = try member.number()
            if let problem = canvas.problem(withScale: scale) {
                throw InputError(field: "\(member.path)", message: problem)
            }
            canvas.scale = scale
        }
        if let member = object["clearColor"] { canvas.clearColor = try member.color() }
        return canvas
    }
}
