import Motion
import Scene

/// Draws a layer tree's presentation values into a `PixelBuffer`, as the render server
/// composites `CALayer`s: depth first, each layer before its sublayers, sublayers in order.
public final class LayerRenderer {
    public init() {}

    /// Clears `buffer` to `clearColor`, then paints `root` and its descendants.
    ///
    /// Geometry is in points and `scale` converts to pixels (2 on a HiDPI display). Like
    /// Core Animation without `masksToBounds`, sublayers are not clipped to their parent,
    /// and an invisible layer (clear or empty) still draws its sublayers.
    public func draw(_ root: Layer, into buffer: PixelBuffer, scale: Double, clearColor: Color) {
        buffer.clear(to: clearColor)
        draw(root, parentOrigin: .zero, into: buffer, scale: scale)
    }

    /// `parentOrigin` is where the superlayer's bounds origin lands, in absolute points.
    private func draw(_ layer: Layer, parentOrigin: Point, into buffer: PixelBuffer, scale: Double) {
        let values = layer.presentation()
        let frame = values.frame
        let origin = parentOrigin + frame.origin
        if values.backgroundColor.alpha > 0 && frame.width > 0 && frame.height > 0 {
            let pixels = Rect(x: origin.x * scale, y: origin.y * scale,
                              width: frame.width * scale, height: frame.height * scale)
            Rasterizer.fillRoundedRect(pixels, cornerRadius: values.cornerRadius * scale,
                                       color: values.backgroundColor, into: buffer)
        }
        let childOrigin = origin - values.bounds.origin
        for sublayer in layer.sublayers {
            draw(sublayer, parentOrigin: childOrigin, into: buffer, scale: scale)
        }
    }
}
