import CPixelKernels
import Geometry

/// Exact-area anti-aliased scan conversion of polygons in device pixels, the way FreeType's,
/// font-rs's and Blend2D's analytic rasterizers do it: every edge deposits, in each pixel cell
/// it crosses, the height it spans there and that height times its distance from the cell's
/// side; a row's coverage is the running sum (`path_raster.c` has the arithmetic).
///
/// Coordinates are rounded to a 1/256-pixel grid and everything after is integer, so the
/// coverage cannot depend on the order the edges come in, on the processor or the kernel
/// level; the coverage of a pixel is exact for the rounded polygon where the outline crosses it
/// once (where edges of one shape overlap within a pixel, their areas add, as in every such
/// rasterizer). The edges are swept in bands at most 64 rows tall over dense accumulators with
/// a bit per touched block of 8 cells (summed a block at a time), so the work is the outline's
/// length in pixels plus the runs made, not the shape's area, and memory is one band.
///
/// Edges are clipped to the clip rectangle: parts above or below it are dropped, parts left of
/// it run down its left side (so they keep their winding), parts right of it are dropped
/// (they reach no visible pixel). Coordinates are clamped to ±2³⁰ first.
package final class PathRasterizer {
    /// The pixels that may be painted.
    package let clip: PixelRect

    private let core: OpaquePointer

    /// A clip's sides are cut to ± this many pixels (2²²): beyond it 1/256-pixel coordinates
    /// would not fit 32 bits.
    package static let clipLimit = Int(FL_PATH_CLIP_LIMIT)

    /// A rasterizer for the pixels of `clip` (an empty clip paints nothing), cut to
    /// ±`clipLimit` pixels: nothing beyond is drawn.
    package init(clip: PixelRect) {
        let limit = Self.clipLimit
        let cut = PixelRect(
            minX: max(clip.x, -limit), minY: max(clip.y, -limit), maxX: min(clip.maxX, limit),
            maxY: min(clip.maxY, limit))
        self.clip = clip.isEmpty || cut.isEmpty ? .empty : cut
        core = fl_path_create(
            Int32(self.clip.x), Int32(self.clip.y), Int32(self.clip.maxX), Int32(self.clip.maxY))
    }

    deinit {
        fl_path_destroy(core)
    }

    /// The edges stored so far, after clipping.
    package var edgeCount: Int { fl_path_edge_count(core) }

    /// Adds a closed polygon through `points` (the last joined to the first).
    ///
    /// - Complexity: O(points); the sweep then costs O(Σ rows + columns each edge crosses).
    package func addPolygon(_ points: [Point]) {
        guard points.count > 2 else { return }
        points.withUnsafeBufferPointer { points in
            points.withMemoryRebound(to: Double.self) { xy in
                fl_path_add_polygon(core, xy.baseAddress, points.count, nil)
            }
        }
    }

    /// Adds the closed polygon through `points` mapped by the affine part of `h`, without an
    /// array of mapped points.
    ///
    /// - Complexity: as `addPolygon(_:)`.
    package func addPolygon(_ points: [Point], affine h: Homography) {
        guard points.count > 2 else { return }
        // A homogeneous tuple is six contiguous doubles: no array allocated per polygon.
        let m = (h.m11, h.m12, h.m21, h.m22, h.m31, h.m32)
        points.withUnsafeBufferPointer { points in
            points.withMemoryRebound(to: Double.self) { xy in
                withUnsafeBytes(of: m) { m in
                    fl_path_add_polygon(
                        core, xy.baseAddress, points.count, m.assumingMemoryBound(to: Double.self).baseAddress)
                }
            }
        }
    }

    /// Adds every polygon of `polygons`, each point moved by (`dx`, `dy`): under the map
    /// whose linear part made them and whose translation is (`dx`, `dy`), the edges
    /// `addPolygon(_:affine:)` adds for the polygons before that map.
    ///
    /// - Complexity: as `addPolygon(_:)` for each polygon.
    package func addPolygons(_ polygons: LinearPolygons, movedBy dx: Double, _ dy: Double) {
        polygons.xy.withUnsafeBufferPointer { xy in
            polygons.counts.withUnsafeBufferPointer { counts in
                fl_path_add_moved_polygons(core, xy.baseAddress, counts.baseAddress, counts.count, dx, dy)
            }
        }
    }

    /// Adds one directed edge from `a` to `b` (downward edges wind +1, upward −1).
    package func addEdge(_ a: Point, _ b: Point) {
        fl_path_add_edge(core, a.x, a.y, b.x, b.y)
    }

    /// Paints the accumulated coverage with `paint` into `buffer` (which must hold the clip),
    /// source-over, `rule` deciding which windings are inside.
    ///
    /// - Complexity: O(c + r + s) for c cells crossed, r rows and s pixels painted.
    package func paint<P: SpanPaint>(_ rule: FillRule, with paint: P, into buffer: PixelBuffer) {
        guard !clip.isEmpty else { return }
        precondition(
            clip.x >= 0 && clip.y >= 0 && clip.maxX <= buffer.width && clip.maxY <= buffer.height,
            "path clip \(clip) outside the \(buffer.width)×\(buffer.height) buffer")
        let coverage = fl_path_sweep(core, rule == .evenOdd ? 1 : 0).raster
        let pixels = buffer.pixels
        let width = buffer.width
        for row in 0..<coverage.row_count {
            let y = coverage.first_row + row
            let first = Int(coverage.row_runs[2 * row])
            for index in first..<(first + Int(coverage.row_runs[2 * row + 1])) {
                let run = coverage.runs[index]
                let x = Int(run.start)
                let count = Int(run.end - run.start)
                if run.coverage < 0 {
                    paint.full(pixels + y * width + x, count: count, x: x, y: y)
                } else {
                    paint.partial(
                        pixels + y * width + x, count: count, coverage: coverage.coverage + Int(run.coverage), x: x,
                        y: y)
                }
            }
        }
    }

    /// The accumulated coverage as a raster in device pixels (its rows are those the edges
    /// reach, its columns the clip's), `rule` deciding which windings are inside: the same
    /// coverage bytes `paint` paints with, for a display list to draw (and cache) like any
    /// other shape.
    ///
    /// - Complexity: O(c + r + s) for c cells crossed, r rows and s pixels of runs.
    package func raster(_ rule: FillRule) -> CoverageRaster {
        raster(fl_path_sweep(core, rule == .evenOdd ? 1 : 0))
    }

    /// `raster(_:)` swept in bands of 2^`bandShift` rows (0…12) whatever the path's size, for
    /// tests: the bytes are the same.
    package func raster(_ rule: FillRule, bandShift: Int) -> CoverageRaster {
        raster(fl_path_sweep_in_bands(core, rule == .evenOdd ? 1 : 0, Int32(bandShift)))
    }

    private func raster(_ coverage: fl_path_coverage) -> CoverageRaster {
        let raster = coverage.raster
        return CoverageRaster(
            firstRow: raster.first_row,
            rowRuns: UnsafeBufferPointer(start: raster.row_runs, count: 2 * raster.row_count),
            runs: UnsafeBufferPointer(start: raster.runs, count: coverage.run_count),
            coverage: UnsafeBufferPointer(start: raster.coverage, count: coverage.coverage_count))
    }
}
