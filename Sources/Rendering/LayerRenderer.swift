import Layers
import Motion
@_spi(Renderer) import Raster

/// Draws a layer tree's presentation values into a `PixelBuffer`, as Core Animation's render
/// server composites `CALayer`s: shadows, rounded backgrounds, contents, text, sublayers and
/// borders; group opacity, `masksToBounds`, 2D and 3D transforms with perspective.
///
/// The output is exact and deterministic: integer source-over with exact division by 255 on
/// sRGB-encoded premultiplied pixels, and per-pixel geometry in + − × ÷ and square roots
/// only, so the same tree gives the same bytes on every run, machine and thread count.
/// The frame is drawn in bands of rows by a pool of threads created once; each band replays
/// the whole display list. `drawChanges` redraws only the pixels of layers that changed.
/// docs/rendering.md describes the pipeline.
public final class LayerRenderer {
    /// How many bands of rows the frame is cut into, at most this many rows each.
    static let bandHeight = 64

    private let pool: WorkerPool
    private let resources: RenderResources
    private var scratch: [BandScratch]
    private let groupPixels = GroupPixels()
    private var previous: PreviousFrame?
    /// The last frame's list, to size the next one.
    private var lastList: DisplayList?
    /// Pixels the caller drew over since the last draw (`invalidate`), repainted by the next `drawChanges`.
    private var invalidated = PixelRect.empty

    /// Whether the leading opaque commands are written in one pass per row with the clear
    /// (`BandRenderer`); false draws them one by one over the cleared band, for tests that
    /// compare the two.
    var opaqueRowsOnce = true

    /// Whether, in those rows, an opaque command's blended (corner) pixels that lie over
    /// nothing but the clear colour are copied from its raster's pixels over the clear
    /// (`CoverageRaster.overClear`), so such rows are written in one pass too; false blends
    /// them over the cleared row, for tests that compare the two.
    var copiesPixelsOverClear = true

    /// Whether transformed boxes drawn again where they were become rasters
    /// (`ProjectedBoxRasters`); false draws them from their geometry every time, for tests
    /// that compare the two.
    var rasterizesStillBoxes = true
    /// How many still transformed boxes were rasterized, for tests.
    var stillBoxRasterCount: Int { resources.projectedBoxes.madeCount }
    /// How many shapes' fills and strokes were flattened and outlined rather than placed again
    /// from an earlier frame's polygons (a layer that only moves keeps them), for tests.
    var planePolygonCount: Int { resources.planePolygonsMade }
    /// How many shape rasters the renderer keeps between frames, for tests.
    var keptShapeRasterCount: Int { resources.paths.count }
    /// How many box and ring rasters the renderer keeps between frames, for tests.
    var keptBoxRasterCount: Int { resources.boxes.count }
    /// How many box and ring rasters the renderer made rather than found, for tests.
    var boxRasterCount: Int { resources.boxRastersMade }
    /// How many gradient ramps were made rather than kept from the last two frames (a gradient
    /// layer that moves keeps its table), for tests.
    var gradientTableCount: Int { resources.gradientTablesMade }

    /// What the last draw did, for the profiler's counters.
    public private(set) var lastStats = RenderStats()

    /// Problems of the last draw, one line each (an image that cannot be read, say); the
    /// layer is drawn without the part that failed.
    public private(set) var lastErrors: [String] = []

    /// A renderer drawing with `threads` threads (at least 1): the caller and a persistent
    /// pool of `threads − 1` workers. `images` resolves layers' `contents`; `text` sets
    /// `TextContent` (the built-in bitmap font when nil).
    ///
    /// - Complexity: O(t), where t is `threads`: the pool's threads are started here, once.
    public init(threads: Int = 1, images: ImageCache = ImageCache(), text: (any GlyphRasterizer)? = nil) {
        let threads = max(threads, 1)
        pool = WorkerPool(threads: threads)
        resources = RenderResources(images: images, glyphs: text ?? BitmapGlyphRasterizer())
        scratch = (0..<threads).map { _ in BandScratch() }
    }

    /// The threads that draw, the caller included.
    public var threads: Int { pool.threads }

    /// How many shadow blurs were computed rather than reused, for tests.
    var shadowBlurCount: Int { resources.shadows.blurCount }
    /// The widest sigma and the most pixels of any shadow blur so far, for tests.
    var largestShadowBlur: (sigma: Double, pixels: Int) { resources.shadows.largestBlur }

    /// Clears `buffer` to `clearColor`, then paints `root` and its descendants.
    ///
    /// Geometry is in points and `scale` converts to pixels (2 on a HiDPI display). Like
    /// Core Animation without `masksToBounds`, sublayers are not clipped to their parent,
    /// and an invisible layer (clear or empty) still draws its sublayers.
    ///
    /// - Complexity: O(n + i·b + p) for the whole frame: n layers walked into a display list of i
    ///   commands (or, when every layer draws as last frame, compared with it and the list reused),
    ///   b bands of 64 rows, each replaying the list and skipping the commands outside it, and p
    ///   the pixels the commands cover, with the clear; the bands and the pixels are shared among
    ///   the threads. A shadow's blur or an image's decoding is paid once and cached across frames.
    public func draw(_ root: Layer, into buffer: PixelBuffer, scale: Double, clearColor: Color) {
        render(root, into: buffer, scale: scale, clearColor: clearColor, everything: true)
    }

    /// Redraws only what changed since the previous call on the same buffer (the first call,
    /// or one after a change of buffer, size, scale or clear colour, draws everything), and
    /// returns the damaged pixels, or nil when nothing changed.
    ///
    /// The damage is the union of the old and new bounds of every layer whose drawing
    /// changed (its values, contents, text, placement, painting order, or a clip or group
    /// around it), of layers that went away, and of what `invalidate` marked. The buffer must
    /// still hold the previous frame outside the invalidated pixels; the result is bit for bit
    /// what `draw` gives.
    ///
    /// - Complexity: as `draw(_:into:scale:clearColor:)`, with b the bands of the damaged rectangle
    ///   and p the pixels the commands cover within it: O(n) when nothing changed.
    @discardableResult
    public func drawChanges(_ root: Layer, into buffer: PixelBuffer, scale: Double, clearColor: Color) -> PixelRect? {
        render(root, into: buffer, scale: scale, clearColor: clearColor, everything: false)
    }

    /// Marks `rect` as overwritten by the caller since the last draw, so the next
    /// `drawChanges` repaints it (and includes it in the damage it returns) even if no layer
    /// changed there: for a host that draws something of its own over the frame after the
    /// renderer, as the profiler overlay does. A full draw repaints everything anyway.
    ///
    /// - Complexity: O(1).
    public func invalidate(_ rect: PixelRect) {
        invalidated = invalidated.union(rect)
    }

    /// Like `draw`, with the whole tree moved by `offset` points: a snapshot of one layer
    /// draws it with its frame's top-left corner at the image's (FlingSnapshotTesting), the
    /// layer left as it is.
    package func draw(_ root: Layer, into buffer: PixelBuffer, scale: Double, clearColor: Color, offset: Point) {
        render(root, into: buffer, scale: scale, clearColor: clearColor, everything: true, offset: offset)
    }

    @discardableResult
    private func render(
        _ root: Layer, into buffer: PixelBuffer, scale: Double, clearColor: Color, everything: Bool,
        offset: Point = .zero
    ) -> PixelRect? {
        let clearPixel = PremultipliedColor(clearColor).pixel
        let frame = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        let target = PreviousFrame.Target(
            buffer: ObjectIdentifier(buffer), frame: frame, scale: scale, clearPixel: clearPixel,
            offset: offset)
        let sameTarget = previous?.target == target
        pool.prepare()
        let list: DisplayList
        var damage = frame
        if sameTarget, let previous, let lastList,
            LayerVisit.treeDrawsAsBefore(
                root, previous: previous.records, scale: scale, image: { resources.cachedImage($0) })
        {
            // Every layer draws as last frame: replay the same list (same errors too).
            list = lastList
            if rasterizesStillBoxes { list.rasterizeProjectedBoxes(resources.projectedBoxes) }
            if !everything { damage = invalidated.intersection(frame) }
        } else {
            var builder = DisplayListBuilder(
                resources: resources, scale: scale, frame: frame,
                previous: sameTarget ? previous?.records ?? .empty : .empty, sizedLike: lastList)
            builder.build(root, space: .translated(offset))
            if rasterizesStillBoxes { builder.list.rasterizeProjectedBoxes(resources.projectedBoxes) }
            resources.endFrame()
            lastErrors = builder.errors
            previous = PreviousFrame(target: target, records: builder.records)
            lastList = builder.list
            list = builder.list
            if !everything && sameTarget { damage = builder.damage.union(invalidated).intersection(frame) }
        }
        invalidated = .empty
        lastStats = RenderStats(
            layers: previous?.records.count ?? 0,
            layersDrawn: damage.isEmpty ? 0 : previous?.records.list.count { $0.bounds.intersects(damage) } ?? 0,
            damagedPixels: damage.isEmpty ? 0 : damage.width * damage.height)
        guard !damage.isEmpty else {
            pool.cancelPrepare()
            return nil
        }
        paint(list, into: buffer, damage: damage, clearPixel: clearPixel)
        return damage
    }

    /// Draws the damaged rectangle in bands across the pool.
    private func paint(_ list: DisplayList, into buffer: PixelBuffer, damage: PixelRect, clearPixel: UInt32) {
        groupPixels.assign(&list.groups, items: list.items, within: damage)
        let first = list.groups.filter { $0.isDrawnFirst && $0.pixels != nil }.sorted { $0.end < $1.end }
        let columns = first.reduce(damage.width) { max($0, $1.rect.width) }
        list.findOpaquePrefix(clear: copiesPixelsOverClear ? clearPixel : nil)
        for s in scratch { s.reserve(columns: columns, clipDepth: list.maxClipDepth, opaqueItems: list.opaquePrefix) }
        let scratch = self.scratch
        // Curled pages and blurred groups first, whole (inner ones before those around them):
        // a curl's output rows come from anywhere on its page, a blur's pixels from their
        // neighbours. A blur then blurs its pixels where they are shown, in place.
        for group in first {
            let pixels = RenderTarget(
                pixels: group.pixels!, stride: group.rect.width, originX: group.rect.x, originY: group.rect.y)
            let rect = group.rect
            let bands = (rect.height + Self.bandHeight - 1) / Self.bandHeight
            pool.run(tasks: bands) { band, participant in
                let top = rect.y + band * Self.bandHeight
                BandRenderer(list: list, frame: pixels, clearPixel: 0, scratch: scratch[participant])
                    .render(
                        rows: top..<min(top + Self.bandHeight, rect.maxY), columns: rect.x..<rect.maxX,
                        items: group.begin + 1..<group.end)
            }
            if let blur = group.blur {
                GaussianBlur.blurPixels(
                    group.pixels!, source: rect, output: group.curl == nil ? group.output : rect, sigma: blur.sigma,
                    pool: pool)
            }
        }
        let frame = RenderTarget(pixels: buffer.pixels, stride: buffer.width, originX: 0, originY: 0)
        let bands = (damage.height + Self.bandHeight - 1) / Self.bandHeight
        pool.run(tasks: bands) { band, participant in
            let top = damage.y + band * Self.bandHeight
            BandRenderer(
                list: list, frame: frame, clearPixel: clearPixel, scratch: scratch[participant],
                opaqueRowsOnce: opaqueRowsOnce
            )
            .render(rows: top..<min(top + Self.bandHeight, damage.maxY), columns: damage.x..<damage.maxX)
        }
    }
}

/// What the last frame drew into which buffer, for `drawChanges`.
struct PreviousFrame {
    struct Target: Equatable {
        let buffer: ObjectIdentifier
        let frame: PixelRect
        let scale: Double
        let clearPixel: UInt32
        let offset: Point
    }

    let target: Target
    let records: FrameRecords
}
