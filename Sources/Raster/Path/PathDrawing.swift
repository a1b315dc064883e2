import Geometry

/// Why a path cannot be drawn: one line, as `Path.problem` and `StrokeStyle.problem` put it.
package struct PathDrawingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line, e.g. "path: elements[3] has a coordinate that is not a finite number (nan, 0.0)".
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}

/// Filling and stroking a `Path` under a transform into a `PixelBuffer` with any `SpanPaint`:
/// what a shape layer's fill and stroke need (issue 29). docs/rendering.md, "Paths", states
/// the rules; in short:
///
/// - Curves are flattened to `PathFlattener.tolerance` (1/16) of a device pixel under the
///   transform, affine or in perspective (a path behind the eye, W ≤ 0, is cut off there).
/// - Coverage is exact area (`PathRasterizer`), 8 bits, non-zero or even-odd; a stroke is
///   filled non-zero.
/// - A path with a `problem` (too many elements, NaN or infinite coordinates) or a style with
///   one is refused before anything is drawn.
package enum PathDrawing {
    /// Points whose W is below this are behind the eye (or too near it to draw).
    package static let nearestW = 1e-6

    /// Fills `path` mapped by `transform` into `buffer` with `paint`, source-over, under
    /// `rule`, clipped to the buffer and to `clip` (device pixels) when given.
    ///
    /// - Throws: `PathDrawingError` for a path with a `problem` or a transform that is not
    ///   finite; nothing is drawn then.
    /// - Complexity: O(n + e + c log c + s): elements, edge-pixel crossings, cells, pixels painted.
    package static func fill<P: SpanPaint>(
        _ path: Path, transform: Homography = .identity, rule: FillRule = .nonZero, paint: P,
        into buffer: PixelBuffer, clip: PixelRect? = nil
    ) throws(PathDrawingError) {
        let rasterizer = PathRasterizer(clip: region(buffer, clip))
        add(try fillPolygons(path, transform: transform), transform, to: rasterizer)
        rasterizer.paint(rule, with: paint, into: buffer)
    }

    /// Strokes `path` mapped by `transform` into `buffer` with `paint`, source-over, in
    /// `style` (trimmed, then dashed, then outlined and filled non-zero), clipped like `fill`.
    ///
    /// The pen is in the path's own space (a stroke under a stretch is stretched, as a layer's
    /// is); a width that is zero or under one device pixel there (by the square root of the
    /// transform's area scale at the path's centre) draws a hairline: the same trimmed and
    /// dashed lines stroked one device pixel wide in device space, as Core Graphics does.
    ///
    /// - Throws: `PathDrawingError` for a path or style with a `problem` or a transform that
    ///   is not finite; nothing is drawn then.
    package static func stroke<P: SpanPaint>(
        _ path: Path, transform: Homography = .identity, style: StrokeStyle, paint: P, into buffer: PixelBuffer,
        clip: PixelRect? = nil
    ) throws(PathDrawingError) {
        let stroke = try strokePolygons(path, transform: transform, style: style)
        let rasterizer = PathRasterizer(clip: region(buffer, clip))
        add(stroke.polygons, stroke.space.map(transform), to: rasterizer)
        rasterizer.paint(.nonZero, with: paint, into: buffer)
    }

    /// The coverage of `path` filled under `rule` through `transform`, as a raster in device
    /// pixels cut to `clip`: the bytes `fill` paints with (a display list draws it like a box).
    ///
    /// - Throws: as `fill`.
    package static func fillRaster(
        _ path: Path, transform: Homography, rule: FillRule, clip: PixelRect
    ) throws(PathDrawingError) -> CoverageRaster {
        raster(try fillPolygons(path, transform: transform), transform: transform, rule: rule, clip: clip)
    }

    /// The coverage of `path` stroked in `style` through `transform`, as a raster in device
    /// pixels cut to `clip`: the bytes `stroke` paints with.
    ///
    /// - Throws: as `stroke`.
    package static func strokeRaster(
        _ path: Path, transform: Homography, style: StrokeStyle, clip: PixelRect
    ) throws(PathDrawingError) -> CoverageRaster {
        let stroke = try strokePolygons(path, transform: transform, style: style)
        return raster(stroke.polygons, transform: stroke.space.map(transform), rule: .nonZero, clip: clip)
    }

    /// The coverage of `polygons` (in the plane, mapped by `transform`; in device pixels when
    /// it is nil) filled under `rule`, cut to `clip`: what `fillRaster` and `strokeRaster`
    /// make of `fillPolygons` and `strokePolygons`, for polygons kept from an earlier frame.
    package static func raster(_ polygons: [[Point]], transform: Homography?, rule: FillRule, clip: PixelRect)
        -> CoverageRaster
    {
        let rasterizer = PathRasterizer(clip: clip)
        add(polygons, transform, to: rasterizer)
        return rasterizer.raster(rule)
    }

    /// The coverage of `polygons` moved by (`dx`, `dy`) filled under `rule`, cut to `clip`:
    /// for polygons kept through a map's linear part (`LinearPolygons`), the bytes `raster`
    /// makes of them placed by the whole map.
    package static func raster(
        _ polygons: LinearPolygons, movedBy dx: Double, _ dy: Double, rule: FillRule, clip: PixelRect
    )
        -> CoverageRaster
    {
        let rasterizer = PathRasterizer(clip: clip)
        rasterizer.addPolygons(polygons, movedBy: dx, dy)
        return rasterizer.raster(rule)
    }

    /// The fill's polygons in the path's own space: its subpaths flattened for `transform`
    /// (under an affine one, for its linear part only: `PathFlattener`).
    ///
    /// - Throws: as `fill`.
    package static func fillPolygons(_ path: Path, transform: Homography) throws(PathDrawingError) -> [[Point]] {
        try check(path, transform)
        return PathFlattener.flatten(path, through: transform).map(\.points)
    }

    /// The stroke's polygons and the space they are in (`StrokeSpace`): the path's own, or
    /// for a hairline device pixels, less the translation under an affine `transform`. Under
    /// an affine `transform` they depend on its linear part only (the flattening, the hairline
    /// test and the round joins' stretch do), so they serve any translation of it.
    ///
    /// - Throws: as `stroke`.
    package static func strokePolygons(_ path: Path, transform: Homography, style: StrokeStyle) throws(PathDrawingError)
        -> (polygons: [[Point]], space: StrokeSpace)
    {
        try check(path, transform)
        if let problem = style.problem { throw PathDrawingError(problem) }
        let bounds = path.controlPointBounds
        var lines = PathFlattener.flatten(path, through: transform)
        lines = Stroker.trimmed(lines, start: style.strokeStart, end: style.strokeEnd)
        lines = Stroker.dashed(lines, pattern: style.dashPattern, phase: style.dashPhase)
        let width = max(style.lineWidth, 0)
        if width * areaScale(transform, at: bounds.center) < 1 {
            // A hairline is outlined in device pixels; under an affine map, before its
            // translation, which then moves the outline as it is.
            var map = transform
            let space: StrokeSpace = transform.isAffine ? .deviceLessTranslation : .device
            if space == .deviceLessTranslation { (map.m31, map.m32) = (0, 0) }
            var device: [Polyline] = []
            device.reserveCapacity(lines.count)
            lines: for line in lines {
                var points: [Point] = []
                points.reserveCapacity(line.points.count)
                for p in line.points {
                    let (q, w) = map.project(p)
                    // A line reaching behind the eye is left out whole.
                    guard w >= nearestW else { continue lines }
                    points.append(q)
                }
                device.append(Polyline(points, isClosed: line.isClosed))
            }
            return (Stroker.outline(device, width: 1, style: style, pixelsPerUnit: 1), space)
        }
        let stretch = PathFlattener.maximumStretch(transform, over: bounds.insetBy(dx: -width, dy: -width))
        return (Stroker.outline(lines, width: width, style: style, pixelsPerUnit: stretch), .plane)
    }

    /// √|det J| of `transform` at `point`: how many device pixels a unit is, on average over
    /// directions (0 behind the eye).
    package static func areaScale(_ transform: Homography, at point: Point) -> Double {
        guard transform.map(point.x, point.y).w > 0 else { return 0 }
        let u = transform.projectVector(Point(x: 1, y: 0), at: point)
        let v = transform.projectVector(Point(x: 0, y: 1), at: point)
        let det = abs(u.x * v.y - u.y * v.x)
        return det.isFinite ? det.squareRoot() : 0
    }

    private static func check(_ path: Path, _ transform: Homography) throws(PathDrawingError) {
        if let problem = path.problem { throw PathDrawingError(problem) }
        guard transform.isFinite else { throw PathDrawingError("path: the transform is not finite") }
    }

    private static func region(_ buffer: PixelBuffer, _ clip: PixelRect?) -> PixelRect {
        let whole = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        guard let clip else { return whole }
        return PixelRect(
            minX: max(clip.x, 0), minY: max(clip.y, 0), maxX: min(clip.maxX, whole.maxX),
            maxY: min(clip.maxY, whole.maxY))
    }

    /// Adds every polygon of `polygons`, in order, as `add(_:_:to:)` does.
    private static func add(_ polygons: [[Point]], _ transform: Homography?, to rasterizer: PathRasterizer) {
        for points in polygons { add(points, transform, to: rasterizer) }
    }

    /// Adds the closed polygon `points` (mapped by `transform` unless nil), cut to W ≥
    /// `nearestW` first when the transform has perspective.
    private static func add(_ points: [Point], _ transform: Homography?, to rasterizer: PathRasterizer) {
        guard points.count > 1 else { return }
        guard let h = transform else {
            rasterizer.addPolygon(points)
            return
        }
        if h.isAffine {
            rasterizer.addPolygon(points, affine: h)
            return
        }
        // Sutherland–Hodgman against the half-plane W ≥ nearestW (W is affine in the plane).
        func w(_ p: Point) -> Double { p.x * h.m13 + p.y * h.m23 + h.m33 }
        var kept: [Point] = []
        var previous = points[points.count - 1]
        var previousW = w(previous)
        for p in points {
            let pw = w(p)
            if (pw >= nearestW) != (previousW >= nearestW) {
                let t = (nearestW - previousW) / (pw - previousW)
                kept.append(Point(x: previous.x + (p.x - previous.x) * t, y: previous.y + (p.y - previous.y) * t))
            }
            if pw >= nearestW { kept.append(p) }
            previous = p
            previousW = pw
        }
        rasterizer.addPolygon(kept.map { h.project($0).point })
    }
}
