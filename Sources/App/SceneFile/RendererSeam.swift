import Rendering

// MERGE SEAM: the lead replaces this file when the render-core branch is merged.
//
// This branch is written against the coming renderer's API, which main does not have yet:
//
//     LayerRenderer(threads: Int = 1, images: ImageCache = ImageCache(), text: (any GlyphRasterizer)? = nil)
//     ImageCache(baseDirectory: String? = nil)
//     renderer.lastErrors: [String]        // e.g. an image that failed to load
//
// Every call to those goes through here. Until the merge, the renderer draws on one thread
// whatever `threads` says, does not load `contents` (today's renderer draws only rounded
// background fills) and reports no errors. After the merge the bodies are:
//
//     LayerRenderer(threads: threads, images: ImageCache(baseDirectory: imageDirectory))
//     renderer.lastErrors

/// The renderer calls that arrive with the render-core branch (see the comment above).
enum RendererSeam {
    /// A renderer drawing in `threads` row bands, resolving relative image paths in `imageDirectory`.
    static func makeRenderer(threads: Int, imageDirectory: String?) -> LayerRenderer {
        LayerRenderer()
    }

    /// What went wrong in the renderer's last draw, one line each.
    static func errors(of renderer: LayerRenderer) -> [String] {
        []
    }
}
