import Raster

/// What one draw of `LayerRenderer` did: how many layers the tree drew, how many of them
/// touched the repainted pixels, and how many pixels were repainted.
public struct RenderStats: Hashable, Sendable {
    /// Layers the frame's tree drew (hidden layers and their sublayers are not drawn).
    public var layers = 0
    /// Layers whose own drawing meets the damaged rectangle, so were painted again; 0 when
    /// nothing changed.
    public var layersDrawn = 0
    /// Pixels repainted: the damaged rectangle's area (the whole frame for a full draw).
    public var damagedPixels = 0

    public init(layers: Int = 0, layersDrawn: Int = 0, damagedPixels: Int = 0) {
        self.layers = layers
        self.layersDrawn = layersDrawn
        self.damagedPixels = damagedPixels
    }
}
