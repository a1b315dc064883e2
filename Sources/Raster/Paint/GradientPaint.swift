import CPixelKernels
import Geometry

/// A `Gradient` as a paint: every pixel takes the ramp's colour at its centre's place `t`,
/// through a table of the ramp, over any coverage (a rounded box, a path, a text mask).
///
/// Each pixel's colour depends only on its own coordinates: `t` is worked out from the pixel
/// centre through a fixed map (never accumulated along a span), so bands, threads and span
/// boundaries cannot change a byte; the blending is `PremultipliedColor`'s integer source-over.
/// The spans are painted by the C kernels (`fl_gradient_span`, at the blend kernels' level),
/// which do exactly `index(x:y:)`'s double arithmetic, so every level gives the same bytes.
package struct GradientPaint: SpanPaint {
    /// The ramp's colours at `t = i / steps`, premultiplied: a table of `steps + 1` entries.
    package static let steps = 1024

    /// What every pixel shows.
    package enum Fill: Sendable {
        /// One colour wherever there is coverage: a single stop, a degenerate axial line or a
        /// flat ellipse (all the last colour, as Skia and CSS draw them).
        case solid(UInt32)
        /// The ramp through `map`.
        case ramp
    }

    /// The fill.
    package let fill: Fill
    /// How `t` comes from the gradient coordinates.
    package let kind: Gradient.Kind
    /// Device pixel (x, y, 1) to gradient coordinates (X, Y, W): axial t = X / W; radial
    /// t = |(X, Y)| / W; conic t = the direction of (X, Y) in turns. W is the layer plane's,
    /// ≤ 0 behind the eye under perspective, where nothing is drawn.
    package let map: Homography
    /// Whether `map` is affine (W = 1), which saves the divide.
    package let affine: Bool
    /// The ramp, `steps + 1` premultiplied colours.
    package let table: GradientTable
    /// The map, kind and table as the C kernels take them (`table` keeps the colours alive).
    private let kernel: fl_gradient

    /// `gradient` over `bounds` (points of the layer's plane, where the unit coordinates are
    /// laid out), drawn through `transform` (plane to device pixels, affine or perspective),
    /// every colour's alpha times `opacity`. `table` gives the ramp for a key: a new one by
    /// default, or one kept from an earlier frame (the renderer's cache), which is the same.
    ///
    /// Nil when nothing would be drawn: no colours, zero opacity, or a transform that cannot
    /// be inverted or points that are not finite.
    package init?(
        _ gradient: Gradient, bounds: Rect, transform: Homography, opacity: Double = 1,
        table: (GradientTableKey) -> GradientTable = { GradientTable($0.stops, opacity: $0.opacity) }
    ) {
        let stops = gradient.stops
        guard !stops.isEmpty, opacity > 0, let inverse = transform.inverted() else { return nil }
        let w = bounds.size.width
        let h = bounds.size.height
        let s = Point(
            x: bounds.origin.x + gradient.startPoint.x * w, y: bounds.origin.y + gradient.startPoint.y * h)
        let e = Point(x: bounds.origin.x + gradient.endPoint.x * w, y: bounds.origin.y + gradient.endPoint.y * h)
        guard s.x.isFinite, s.y.isFinite, e.x.isFinite, e.y.isFinite else { return nil }
        let table = table(GradientTableKey(stops, opacity: min(opacity, 1)))
        kind = gradient.kind
        self.table = table
        let dx = e.x - s.x
        let dy = e.y - s.y
        // Plane point (px, py) to gradient coordinates, an affine map in row-vector form.
        let plane: Homography?
        switch gradient.kind {
        case .axial:
            // t = ((p − s) · d) / |d|².
            let d2 = dx * dx + dy * dy
            plane =
                d2 > 0 && d2.isFinite
                ? Homography(
                    m11: dx / d2, m12: 0, m13: 0, m21: dy / d2, m22: 0, m23: 0, m31: -(s.x * dx + s.y * dy) / d2,
                    m32: 0, m33: 1) : nil
        case .radial:
            // ((p.x − s.x) / rx, (p.y − s.y) / ry), whose length is 1 on the ellipse.
            let rx = abs(dx)
            let ry = abs(dy)
            plane =
                rx > 0 && ry > 0
                ? Homography(
                    m11: 1 / rx, m12: 0, m13: 0, m21: 0, m22: 1 / ry, m23: 0, m31: -s.x / rx, m32: -s.y / ry, m33: 1)
                : nil
        case .conic:
            // (p − s) in the frame whose x axis is d: (q · d, d × q), the cross product
            // positive clockwise on a y-down screen. Lengths do not matter to an angle.
            let (ux, uy) = dx == 0 && dy == 0 ? (1.0, 0.0) : (dx, dy)
            plane = Homography(
                m11: ux, m12: -uy, m13: 0, m21: uy, m22: ux, m23: 0, m31: -(s.x * ux + s.y * uy),
                m32: -(ux * s.y - uy * s.x), m33: 1)
        }
        if let plane, stops.count > 1, !table.isConstant {
            map = inverse.concatenating(plane)
            affine = map.isAffine
            fill = .ramp
        } else {
            map = .identity
            affine = true
            fill = .solid(table.colors[plane == nil ? Self.steps : 0])
        }
        let cKind: fl_gradient_kind =
            switch kind {
            case .axial: FL_GRADIENT_AXIAL
            case .radial: FL_GRADIENT_RADIAL
            case .conic: FL_GRADIENT_CONIC
            }
        kernel = fl_gradient(
            m11: map.m11, m12: map.m12, m13: map.m13, m21: map.m21, m22: map.m22, m23: map.m23, m31: map.m31,
            m32: map.m32, m33: map.m33, table: table.colors, kind: cKind, affine: affine ? 1 : 0,
            opaque: table.isOpaque ? 1 : 0)
    }

    /// The table index of ramp place `t`: `t` clamped to 0…1 (pad) and rounded to the nearest
    /// step; NaN gives 0.
    @inline(__always)
    package static func index(_ t: Double) -> Int {
        let s = t * Double(steps) + 0.5
        if !(s > 0) { return 0 }
        if s >= Double(steps) { return steps }
        return Int(s)
    }

    /// The table index for the centre of pixel (x, y), or nil behind the eye.
    @inline(__always)
    package func index(x: Int, y: Int) -> Int? {
        let row = RowMap(map, y)
        return row.index(x, kind, affine: affine)
    }

    @inline(__always)
    package func full(_ p: UnsafeMutablePointer<UInt32>, count: Int, x: Int, y: Int) {
        switch fill {
        case let .solid(color): SolidKernel.fill(p, count: count, color: color)
        case .ramp: withUnsafePointer(to: kernel) { fl_gradient_span($0, p, count, x, y, nil) }
        }
    }

    @inline(__always)
    package func partial(_ p: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>, x: Int, y: Int)
    {
        switch fill {
        case let .solid(color): SolidKernel.blend(p, count: count, color: color, coverage: coverage)
        case .ramp: withUnsafePointer(to: kernel) { fl_gradient_span($0, p, count, x, y, coverage) }
        }
    }
}

/// `GradientPaint.map` along one row: the row's share of each coordinate worked out once, the
/// column's added per pixel (the same expression for a pixel whatever span it is in). The C
/// kernels (gradient_kernels.c) repeat these operations in this order.
private struct RowMap {
    let m11: Double, m12: Double, m13: Double
    let x0: Double, y0: Double, w0: Double

    @inline(__always)
    init(_ map: Homography, _ y: Int) {
        let yc = Double(y) + 0.5
        m11 = map.m11
        m12 = map.m12
        m13 = map.m13
        x0 = yc * map.m21 + map.m31
        y0 = yc * map.m22 + map.m32
        w0 = yc * map.m23 + map.m33
    }

    @inline(__always)
    func index(_ px: Int, _ kind: Gradient.Kind, affine: Bool) -> Int? {
        let xc = Double(px) + 0.5
        var gx = xc * m11 + x0
        var gy = xc * m12 + y0
        if !affine {
            let w = xc * m13 + w0
            guard w > 0 else { return nil }
            if kind != .conic {
                let iw = 1 / w
                gx *= iw
                gy *= iw
            }
        }
        switch kind {
        case .axial: return GradientPaint.index(gx)
        case .radial: return GradientPaint.index((gx * gx + gy * gy).squareRoot())
        case .conic: return GradientPaint.index(Turns.of(y: gy, x: gx))
        }
    }
}
