import Geometry

/// A gradient's ramp as `GradientPaint.steps + 1` premultiplied pixels: entry i is the colour
/// at t = i / steps, interpolated with straight alpha (`Gradient.color(at:_:)`), then quantised
/// and premultiplied like any colour (`PremultipliedColor`). Immutable once made.
package final class GradientTable: @unchecked Sendable {
    /// The entries, `GradientPaint.steps + 1` of them.
    package let colors: UnsafeMutablePointer<UInt32>
    /// Every entry has alpha 255, so a pixel at full coverage is a plain store.
    package let isOpaque: Bool
    /// Every entry is the same.
    package let isConstant: Bool

    /// The ramp of `stops` (as `Gradient.stops` gives them), each alpha times `opacity` (0…1).
    package init(_ stops: [(location: Double, color: Color)], opacity: Double = 1) {
        let count = GradientPaint.steps + 1
        colors = .allocate(capacity: count)
        var opaque = true
        var constant = true
        for i in 0..<count {
            var color = Gradient.color(at: Double(i) / Double(GradientPaint.steps), stops)
            color.alpha *= opacity
            let pixel = PremultipliedColor(color).pixel
            colors[i] = pixel
            opaque = opaque && pixel >> 24 == 255
            constant = constant && pixel == colors[0]
        }
        isOpaque = opaque
        isConstant = constant
    }

    deinit {
        colors.deallocate()
    }
}
