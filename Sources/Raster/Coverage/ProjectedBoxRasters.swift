import Geometry

/// Rasters of transformed boxes that stay put: a projected box drawn with the same geometry
/// over the same pixels a second time is rasterized once, so its rows take the C raster walk
/// instead of computing each pixel's coverage again; a box that moves or turns every frame
/// only leaves its geometry behind, and pays nothing else.
///
/// A raster holds exactly the spans `ProjectedBox.appendRow` gives for its pixels (full
/// spans as full runs, computed ones with their bytes), so drawing through it gives the same
/// bytes as drawing the box.
package final class ProjectedBoxRasters {
    /// The geometry a box's coverage depends on, and the pixels its raster spans.
    package struct Key: Hashable {
        package let inverse: Homography
        package let outer: PlaneBox
        package let inner: PlaneBox?
        package let reach: Double
        package let bounds: PixelRect
    }

    /// Rasters larger than this many pixels are not kept.
    package static let maximumPixels = 1 << 22

    private var seen = GenerationalCache<Key, Bool>()
    private var rasters = GenerationalCache<Key, CoverageRaster>()
    /// How many rasters were made, for tests.
    package private(set) var madeCount = 0

    /// `box`'s raster over `bounds` (device pixels, origin at (0, 0)) when the same box over
    /// the same pixels was asked for before (in this frame or the last), or nil.
    package func raster(for box: ProjectedBox, bounds: PixelRect) -> CoverageRaster? {
        guard !bounds.isEmpty, bounds.width * bounds.height <= Self.maximumPixels else { return nil }
        let key = Key(inverse: box.inverse, outer: box.outer, inner: box.inner, reach: box.reach, bounds: bounds)
        if let raster = rasters.cached(key) { return raster }
        guard seen.cached(key) != nil else {
            _ = seen.value(for: key) { true }
            return nil
        }
        madeCount += 1
        return rasters.value(for: key) { Self.rasterize(box, bounds: bounds) }
    }

    /// Forgets what the last two frames did not use.
    package func endFrame() {
        seen.endFrame()
        rasters.endFrame()
    }

    /// The spans of `box` over `bounds`, row by row, as a raster.
    package static func rasterize(_ box: ProjectedBox, bounds: PixelRect) -> CoverageRaster {
        let width = bounds.width
        let storage = UnsafeMutablePointer<Span>.allocate(capacity: width + 8)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: width + 64)
        defer {
            storage.deallocate()
            bytes.deallocate()
        }
        var builder = CoverageRasterBuilder(firstRow: bounds.y)
        for y in bounds.y..<bounds.maxY {
            var spans = SpanList(storage: storage, capacity: width + 8)
            var arena = ByteArena(base: bytes, capacity: width + 64)
            box.appendRow(y, columns: bounds.x..<bounds.maxX, bytes: &arena, to: &spans)
            for i in 0..<spans.count {
                let span = spans[i]
                if let coverage = span.coverage {
                    builder.appendPartial(
                        span.start, UnsafeBufferPointer(start: coverage, count: span.end - span.start))
                } else {
                    builder.appendFull(span.start, span.end)
                }
            }
            builder.endRow()
        }
        return builder.build()
    }

    /// An empty one.
    package init() {}
}
