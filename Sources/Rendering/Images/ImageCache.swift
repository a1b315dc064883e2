import Raster

/// Decoded images by name: each file is read and decoded once, then served from memory.
///
/// Layers name their `contents` (an `ImageReference`); the renderer asks this cache. Names
/// that are absolute paths are used as they are, others resolve against `baseDirectory`
/// (a layer file's folder, say), or the current directory when it is nil.
public final class ImageCache {
    /// Where relative names resolve; nil is the current directory.
    public let baseDirectory: String?
    private var images: [String: Image] = [:]

    public init(baseDirectory: String? = nil) {
        self.baseDirectory = baseDirectory
    }

    /// The image called `name`, decoding it on first use.
    ///
    /// Throws `RenderingError.cannotRead` (path and reason in one line) when the file is
    /// missing or not a PNG; failures are not remembered, so a file that appears later loads.
    public func image(named name: String) throws -> Image {
        if let image = images[name] { return image }
        let image = try PNG.read(path(for: name))
        images[name] = image
        return image
    }

    /// Makes `image` available as `name` without a file (images drawn in code, tests).
    public func register(_ image: Image, named name: String) {
        images[name] = image
    }

    /// The file a name refers to.
    public func path(for name: String) -> String {
        guard !name.hasPrefix("/"), let baseDirectory, !baseDirectory.isEmpty else { return name }
        return baseDirectory.hasSuffix("/") ? baseDirectory + name : baseDirectory + "/" + name
    }
}
