import Formats
import Raster
import Rendering

/// One scene drawn into one buffer, as often as asked: `fling render` draws it once,
/// `fling bench render` once per frame.
public final class LayerFileRenderer {
    public let scene: LayerFile
    /// The row bands the renderer draws in parallel.
    public let threads: Int
    /// The canvas's pixels after `draw()`.
    public let buffer: PixelBuffer
    private let renderer: LayerRenderer

    /// A renderer of `scene` with `threads` threads, setting text with `text` (the renderer's
    /// built-in bitmap font when nil; `fling render` passes `AppFont.trueType()`).
    public init(scene: LayerFile, threads: Int = 1, text: (any GlyphRasterizer)? = nil) {
        precondition(threads >= 1, "a renderer needs at least one thread, got \(threads)")
        self.scene = scene
        self.threads = threads
        buffer = PixelBuffer(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight)
        let images = ImageCache(baseDirectory: scene.baseDirectory)
        for (name, image) in scene.images { images.register(image, named: name) }
        renderer = LayerRenderer(threads: threads, images: images, text: text)
    }

    /// Clears the buffer to the canvas's colour and draws the layer tree. What the renderer
    /// could not draw (an image that does not decode) is an error naming the layer file.
    public func draw() throws(InputError) {
        renderer.draw(scene.root, into: buffer, scale: scene.canvas.scale, clearColor: scene.canvas.clearColor)
        let errors = renderer.lastErrors
        if let first = errors.first {
            let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
            throw InputError(source: scene.path, message: first + more)
        }
    }
}
