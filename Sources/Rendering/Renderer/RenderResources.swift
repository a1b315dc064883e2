import Layers
import Motion
@_spi(Renderer) import Raster

/// What a renderer keeps between frames: decoded images, the font engine, and the caches of
/// rasters (pure functions of their keys, so they change timings, never pixels).
final class RenderResources {
    let images: ImageCache
    let glyphs: any GlyphRasterizer
    /// Box and ring rasters by exact device geometry: a still layer rasterizes once.
    var boxes = GenerationalCache<BoxShape, CoverageRaster>()
    /// Moving layers' box and ring rasters, for the frame being built only (emptied, not
    /// filtered, when it ends).
    private var movingBoxes: [BoxShape: CoverageRaster] = [:]
    /// How many box and ring rasters were made rather than found, for tests.
    private(set) var boxRastersMade = 0
    let shadows = ShadowMasks()
    var texts = GenerationalCache<TextKey, TextMask>()
    /// Transformed boxes drawn again where they were, as rasters.
    let projectedBoxes = ProjectedBoxRasters()
    /// Shape layers' fills and strokes by path, placement and style.
    var paths = GenerationalCache<PathRasterKey, CoverageRaster>()
    /// Their polygons through the placement's linear part, by path, style and that linear
    /// part: a layer that only moves is flattened, dashed and outlined once, then only moved
    /// and scan-converted (nil for polygons in device pixels, which no translation places).
    var planePolygons = GenerationalCache<PlanePolygonsKey, LinearPolygons?>()
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

    /// The raster of `shape`: kept from an earlier frame, or made (and kept when `keep`; else
    /// kept for this frame only, so boxes moving alike, a list scrolling by a fraction of a
    /// pixel, still share one).
    func box(_ shape: BoxShape, keep: Bool = true) -> CoverageRaster {
        if let kept = boxes.cached(shape) ?? movingBoxes[shape] { return kept }
        boxRastersMade += 1
        let raster = shape.raster()
        if keep {
            _ = boxes.value(for: shape) { raster }
        } else {
            movingBoxes[shape] = raster
        }
        return raster
    }

    func text(_ string: String, pixelSize: Double) -> TextMask {
        texts.value(for: TextKey(string: string, pixelSize: pixelSize)) {
            TextMask(glyphs.mask(for: string, pixelSize: pixelSize))
        }
    }

    /// The coverage for `key`: kept from an earlier frame, or made (and kept when `keep`). A
    /// moved shape's (`keep` false) is not looked for: nothing keeps rasters of moving
    /// shapes, so only another layer drawing the same path still at the same place could
    /// have left one, and the lookup cost every moving shape its key's hash each frame.
    func pathRaster(_ key: PathRasterKey, keep: Bool = true) throws(PathDrawingError) -> CoverageRaster {
        guard keep else { return try planeRaster(key) }
        return try paths.value(for: key) { () throws(PathDrawingError) in try planeRaster(key) }
    }

    /// The coverage for `key`, from its polygons through the transform's linear part when an
    /// affine map places it (kept from an earlier frame, or made and kept now), moved by its
    /// translation: the same points, and so the same bytes, as `key.raster()` makes.
    private func planeRaster(_ key: PathRasterKey) throws(PathDrawingError) -> CoverageRaster {
        // A transform that is not finite is refused by `key.raster()`, whatever was kept.
        guard key.transform.isAffine, key.transform.isFinite else { return try key.raster() }
        let planeKey = PlanePolygonsKey(key)
        let kept: LinearPolygons?
        if let cached = planePolygons.cached(planeKey) {
            kept = cached
        } else {
            let made = try planeKey.polygons(key.transform)
            planePolygonsMade += 1
            kept = planePolygons.value(for: planeKey) {
                switch made.space {
                case .plane: LinearPolygons(made.polygons, linear: key.transform)
                case .deviceLessTranslation: LinearPolygons(made.polygons, linear: nil)
                case .device: nil
                }
            }
        }
        guard let kept else { return try key.raster() }
        return PathDrawing.raster(
            kept, movedBy: key.transform.m31, key.transform.m32, rule: key.mode.rule, clip: key.clip)
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
        movingBoxes.removeAll(keepingCapacity: true)
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
