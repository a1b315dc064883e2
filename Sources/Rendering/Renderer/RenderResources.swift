import Layers
import Motion
import Raster

/// What a renderer keeps between frames: decoded images, the font engine, and the caches of
/// rasters (pure functions of their keys, so they change timings, never pixels).
final class RenderResources {
    let images: ImageCache
    let glyphs: any GlyphRasterizer
    /// Box and ring rasters by exact device geometry: a still layer rasterizes once.
    var boxes = GenerationalCache<BoxShape, CoverageRaster>()
    let shadows = ShadowMasks()
    var texts = GenerationalCache<TextKey, TextMask>()
    /// Transformed boxes drawn again where they were, as rasters.
    let projectedBoxes = ProjectedBoxRasters()
    /// Shape layers' fills and strokes by path, placement and style.
    var paths = GenerationalCache<PathRasterKey, CoverageRaster>()
    /// Their polygons in the layer's plane, by path, style and the placement's linear part: a
    /// layer that only moves is flattened, dashed and outlined once (nil for a hairline, whose
    /// outline is made in device pixels each time).
    var planePolygons = GenerationalCache<PlanePolygonsKey, [[Point]]?>()
    /// How many shapes' plane polygons were made rather than kept, for tests.
    private(set) var planePolygonsMade = 0
    /// Blurred shadow paths and shape silhouettes.
    var outlineShadows = GenerationalCache<OutlineShadowKey, ShadowMasks.Blurred>()
    /// Gradients' ramps by stops and opacity: a gradient layer that moves keeps its table.
    var gradientTables = GenerationalCache<GradientTableKey, GradientTable>()
    /// How many gradient tables were made rather than kept, for tests.
    private(set) var gradientTablesMade = 0

    init(images: ImageCache, glyphs: any GlyphRasterizer) {
        self.images = images
        self.glyphs = glyphs
    }

    /// The image a layer's contents name, nil when it cannot be read (the builder reports why).
    func cachedImage(_ reference: ImageReference?) -> Image? {
        reference.flatMap { try? images.image(named: $0.name) }
    }

    func box(_ shape: BoxShape) -> CoverageRaster {
        boxes.value(for: shape) { shape.raster() }
    }

    func text(_ string: String, pixelSize: Double) -> TextMask {
        texts.value(for: TextKey(string: string, pixelSize: pixelSize)) {
            TextMask(glyphs.mask(for: string, pixelSize: pixelSize))
        }
    }

    func pathRaster(_ key: PathRasterKey) throws(PathDrawingError) -> CoverageRaster {
        try paths.value(for: key) { () throws(PathDrawingError) in try planeRaster(key) }
    }

    /// The coverage for `key`, from its plane polygons when an affine map places it (kept from
    /// an earlier frame, or made and kept now): the same polygons, and so the same bytes, as
    /// `key.raster()` makes.
    private func planeRaster(_ key: PathRasterKey) throws(PathDrawingError) -> CoverageRaster {
        // A transform that is not finite is refused by `key.raster()`, whatever was kept.
        guard key.transform.isAffine, key.transform.isFinite else { return try key.raster() }
        let planeKey = PlanePolygonsKey(key)
        let rule = key.mode.rule
        if let kept = planePolygons.cached(planeKey) {
            guard let kept else { return try key.raster() }
            return PathDrawing.raster(kept, transform: key.transform, rule: rule, clip: key.clip)
        }
        let made = try planeKey.polygons(key.transform)
        planePolygonsMade += 1
        _ = planePolygons.value(for: planeKey) { made.inDeviceSpace ? nil : made.polygons }
        return PathDrawing.raster(
            made.polygons, transform: made.inDeviceSpace ? nil : key.transform, rule: rule, clip: key.clip)
    }

    func gradientTable(_ key: GradientTableKey) -> GradientTable {
        gradientTables.value(for: key) {
            gradientTablesMade += 1
            return GradientTable(key.stops, opacity: key.opacity)
        }
    }

    func outlineShadow(_ key: OutlineShadowKey) throws(PathDrawingError) -> ShadowMasks.Blurred {
        if let blurred = outlineShadows.cached(key) { return blurred }
        let blurred = try key.blur()
        return outlineShadows.value(for: key) { blurred }
    }

    /// Forgets what the last two frames did not use.
    func endFrame() {
        paths.endFrame()
        planePolygons.endFrame()
        outlineShadows.endFrame()
        gradientTables.endFrame()
        boxes.endFrame()
        texts.endFrame()
        shadows.endFrame()
        projectedBoxes.endFrame()
    }
}

struct TextKey: Hashable {
    let string: String
    let pixelSize: Double
}

/// Set text, as a mask (for transformed layers) and a raster (for whole-pixel placement).
final class TextMask {
    let mask: AlphaMask
    let raster: CoverageRaster

    init(_ glyphs: GlyphMask) {
        let mask = AlphaMask(width: glyphs.width, height: glyphs.height)
        glyphs.coverage.withUnsafeBufferPointer {
            if let base = $0.baseAddress { mask.bytes.update(from: base, count: $0.count) }
        }
        self.mask = mask
        raster = mask.raster()
    }
}
