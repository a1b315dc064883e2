import Geometry

/// A rounded box (or a ring, for borders) in a layer's own plane, drawn through a
/// projective map: rotated, skewed or in perspective.
///
/// Each device pixel centre is mapped back into the plane, `(U/W, V/W)` with one true
/// division, and covered by `clamp(0.5 − d / |∇d|, 0, 1)`: the signed distance d in the
/// plane divided by its gradient's length on screen (from the map's Jacobian there), so
/// edges stay one pixel soft at any angle and depth. Points with W ≤ 0 are behind the eye
/// and never drawn. Per row, the pixels that can be touched and those that are certainly
/// covered are found exactly by clipping the row's line against the box grown and shrunk
/// by half a pixel's worth of plane units (`reach`, a bound on plane units per pixel), so
/// only the pixels in between evaluate the distance.
package struct ProjectedBox {
    /// Device pixels to the layer's plane.
    package let inverse: Homography
    package let outer: PlaneBox
    package let inner: PlaneBox?
    /// Half a device pixel in plane units, at most, over the shape.
    package let reach: Double
    /// For an affine map (rotations, skews, scales: no perspective), what is the same at
    /// every pixel, so each pixel skips a division and, along the straight edges, the
    /// gradient's square root. The values are the very ones the general path computes.
    private let affine: AffineConstants?

    package init(inverse: Homography, outer: PlaneBox, inner: PlaneBox?, reach: Double) {
        self.inverse = inverse
        self.outer = outer
        self.inner = inner
        self.reach = reach
        affine = AffineConstants(inverse)
    }

    /// Writes the row's spans to `spans` (coverage bytes to `bytes`), cut to `columns`.
    package func appendRow(_ y: Int, columns: Range<Int>, bytes: inout ByteArena, to spans: inout SpanList) {
        let line = RowLine(inverse, y)
        let touched = line.interval(
            inside: outer.minX - reach, outer.minY - reach, outer.maxX + reach, outer.maxY + reach)
        let start = max(touched.lowerBound, columns.lowerBound)
        let end = min(touched.upperBound, columns.upperBound)
        guard start < end else { return }
        // Full: inside the outer core and clear of the inner box; empty: inside the inner core.
        let core = outer.coreIntervals(line, reach: reach)
        var fullLeft = core
        var fullRight = 0..<0
        var hole = 0..<0
        if let inner {
            let innerTouched = line.interval(
                inside: inner.minX - reach, inner.minY - reach, inner.maxX + reach, inner.maxY + reach)
            if !innerTouched.isEmpty {
                fullLeft = core.lowerBound..<max(min(core.upperBound, innerTouched.lowerBound), core.lowerBound)
                fullRight = min(max(core.lowerBound, innerTouched.upperBound), core.upperBound)..<core.upperBound
                hole = inner.coreIntervals(line, reach: reach)
            }
        }
        appendSegments(line, start, end, full: fullLeft, secondFull: fullRight, hole: hole, bytes: &bytes, to: &spans)
    }

    /// The pixels of row `y` that `appendRow` paints at full coverage (for any columns), or
    /// nil: the box's core, within the pixels it touches. A ring has none it can promise.
    package func fullSpan(_ y: Int) -> Range<Int>? {
        guard inner == nil else { return nil }
        let line = RowLine(inverse, y)
        let touched = line.interval(
            inside: outer.minX - reach, outer.minY - reach, outer.maxX + reach, outer.maxY + reach)
        let core = outer.coreIntervals(line, reach: reach)
        let start = max(core.lowerBound, touched.lowerBound)
        let end = min(core.upperBound, touched.upperBound)
        return start < end ? start..<end : nil
    }

    /// Emits `start ..< end` as full, empty (`hole`) and computed pieces.
    private func appendSegments(
        _ line: RowLine, _ start: Int, _ end: Int, full: Range<Int>, secondFull: Range<Int>, hole: Range<Int>,
        bytes: inout ByteArena, to spans: inout SpanList
    ) {
        var x = start
        while x < end {
            if full.contains(x) || secondFull.contains(x) {
                let stop = min(full.contains(x) ? full.upperBound : secondFull.upperBound, end)
                spans.append(x, stop, nil)
                x = stop
            } else if hole.contains(x) {
                x = min(hole.upperBound, end)
            } else {
                // Computed up to where the next full or empty piece begins.
                var stop = end
                for piece in [full, secondFull, hole] where !piece.isEmpty && piece.lowerBound > x {
                    stop = min(stop, piece.lowerBound)
                }
                let out = bytes.allocate(stop - x)
                if let affine {
                    for px in x..<stop { out[px - x] = UInt8(coverage(line, px, affine)) }
                } else {
                    for px in x..<stop { out[px - x] = UInt8(coverage(line, px)) }
                }
                spans.append(x, stop, UnsafePointer(out))
                x = stop
            }
        }
    }

    /// The 8-bit coverage of pixel `px` on the row.
    @inline(__always)
    private func coverage(_ line: RowLine, _ px: Int) -> UInt32 {
        let point = line.point(px)
        guard point.w > 0 else { return 0 }
        let c = outer.coverage(point, inverse)
        guard let inner else { return quantizeCoverage(c) }
        return quantizeCoverage(min(max(c, 0), 1) - min(max(inner.coverage(point, inverse), 0), 1))
    }

    /// The same under an affine map.
    @inline(__always)
    private func coverage(_ line: RowLine, _ px: Int, _ affine: AffineConstants) -> UInt32 {
        let point = line.point(px, affine)
        guard point.w > 0 else { return 0 }
        let c = outer.coverage(point, inverse, axisGradients: affine)
        guard let inner else { return quantizeCoverage(c) }
        return quantizeCoverage(
            min(max(c, 0), 1) - min(max(inner.coverage(point, inverse, axisGradients: affine), 0), 1))
    }
}

/// What an affine map (m13 = m23 = 0) keeps the same at every pixel: W (= m33, as
/// `x · 0 + y · 0 + m33` is exactly m33), 1 / W, and the length on screen of the plane
/// distance's gradient along the plane's u and v axes, computed as `PlaneBox.coverage`
/// computes them, so the results are the same bits.
package struct AffineConstants {
    package let w: Double, iw: Double
    /// |∇d| where the distance grows along ±u (a left or right edge), and along ±v.
    package let alongU: Double, alongV: Double

    package init?(_ inverse: Homography) {
        guard inverse.m13 == 0, inverse.m23 == 0 else { return nil }
        w = inverse.m33
        iw = 1 / w
        let ux = inverse.m11 * iw
        let uy = inverse.m21 * iw
        let vx = inverse.m12 * iw
        let vy = inverse.m22 * iw
        alongU = (ux * ux + uy * uy).squareRoot()
        alongV = (vx * vx + vy * vy).squareRoot()
    }
}

/// A rounded box in a layer's plane, with its signed distance and the distance's gradient.
package struct PlaneBox: Hashable {
    package let minX: Double, minY: Double, maxX: Double, maxY: Double
    package let radii: CornerRadii

    /// Nil when the box is empty; radii are clamped to half the shorter side.
    package init?(minX: Double, minY: Double, maxX: Double, maxY: Double, radii: CornerRadii) {
        guard maxX > minX, maxY > minY else { return nil }
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
        self.radii = radii.clamped(to: min(maxX - minX, maxY - minY) * 0.5)
    }

    /// The pixels of the row certainly inside by `reach`: the union of the two rectangles
    /// that stay clear of the corners (or the longer one when they do not meet).
    package func coreIntervals(_ line: RowLine, reach: Double) -> Range<Int> {
        let corner = max(radii.maximum, reach)
        let wide = line.interval(inside: minX + reach, minY + corner, maxX - reach, maxY - corner)
        if corner == reach { return wide }
        let tall = line.interval(inside: minX + corner, minY + reach, maxX - corner, maxY - reach)
        if wide.isEmpty { return tall }
        if tall.isEmpty { return wide }
        if wide.overlaps(tall) || wide.upperBound == tall.lowerBound || tall.upperBound == wide.lowerBound {
            return min(wide.lowerBound, tall.lowerBound)..<max(wide.upperBound, tall.upperBound)
        }
        return wide.count >= tall.count ? wide : tall
    }

    /// `0.5 − d / |∇d|` at a mapped pixel centre, the gradient taken on screen; under an
    /// affine map `axisGradients` gives |∇d| along the straight edges.
    @inline(__always)
    package func coverage(_ p: RowLine.Point, _ inverse: Homography, axisGradients: AffineConstants? = nil) -> Double {
        let cx = (minX + maxX) * 0.5
        let cy = (minY + maxY) * 0.5
        let dx = p.u - cx
        let dy = p.v - cy
        let r = radii.radius(dx: dx, dy: dy)
        let qx = abs(dx) - ((maxX - minX) * 0.5 - r)
        let qy = abs(dy) - ((maxY - minY) * 0.5 - r)
        let sx: Double = dx < 0 ? -1 : 1
        let sy: Double = dy < 0 ? -1 : 1
        let d: Double
        let nu: Double
        let nv: Double
        if qx > 0 && qy > 0 {
            let length = (qx * qx + qy * qy).squareRoot()
            d = length - r
            nu = sx * qx / length
            nv = sy * qy / length
        } else if qx > qy {
            d = qx - r
            if let axisGradients { return Self.coverage(d, gradient: axisGradients.alongU) }
            nu = sx
            nv = 0
        } else {
            d = qy - r
            if let axisGradients { return Self.coverage(d, gradient: axisGradients.alongV) }
            nu = 0
            nv = sy
        }
        // ∂(u, v)/∂(x, y) = (1/W)·[m11 − u·m13, m21 − u·m23; m12 − v·m13, m22 − v·m23].
        let gx = (nu * (inverse.m11 - p.u * inverse.m13) + nv * (inverse.m12 - p.v * inverse.m13)) * p.iw
        let gy = (nu * (inverse.m21 - p.u * inverse.m23) + nv * (inverse.m22 - p.v * inverse.m23)) * p.iw
        return Self.coverage(d, gradient: (gx * gx + gy * gy).squareRoot())
    }

    @inline(__always)
    private static func coverage(_ d: Double, gradient: Double) -> Double {
        guard gradient > 0 else { return d < 0 ? 1 : 0 }
        return 0.5 - d / gradient
    }
}

/// One device row mapped into a layer's plane: U, V and W are linear in the pixel's x.
package struct RowLine {
    package struct Point {
        package let u: Double, v: Double, w: Double
        /// 1 / W.
        package let iw: Double
    }

    package let uSlope: Double, uOffset: Double
    package let vSlope: Double, vOffset: Double
    package let wSlope: Double, wOffset: Double

    /// Row `y` (its centre, y + 0.5) under `inverse`.
    package init(_ inverse: Homography, _ y: Int) {
        let yc = Double(y) + 0.5
        uSlope = inverse.m11
        uOffset = yc * inverse.m21 + inverse.m31
        vSlope = inverse.m12
        vOffset = yc * inverse.m22 + inverse.m32
        wSlope = inverse.m13
        wOffset = yc * inverse.m23 + inverse.m33
    }

    /// The plane point under the centre of pixel `px`: one division.
    @inline(__always)
    package func point(_ px: Int) -> Point {
        let xc = Double(px) + 0.5
        let w = xc * wSlope + wOffset
        let iw = 1 / w
        return Point(u: (xc * uSlope + uOffset) * iw, v: (xc * vSlope + vOffset) * iw, w: w, iw: iw)
    }

    /// The same under an affine map: W and 1 / W are the constants (no division).
    @inline(__always)
    package func point(_ px: Int, _ affine: AffineConstants) -> Point {
        let xc = Double(px) + 0.5
        return Point(
            u: (xc * uSlope + uOffset) * affine.iw, v: (xc * vSlope + vOffset) * affine.iw, w: affine.w, iw: affine.iw)
    }

    /// The pixels whose centres map inside the rectangle (and in front of the eye).
    package func interval(inside minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> Range<Int> {
        guard minX <= maxX, minY <= maxY else { return 0..<0 }
        var lo = -Double.infinity
        var hi = Double.infinity
        // W > 0, then U − k·W ≥ 0 or ≤ 0 for each side: all linear in the centre's x.
        Self.clip(wSlope, wOffset - 1e-12, &lo, &hi)
        Self.clip(uSlope - minX * wSlope, uOffset - minX * wOffset, &lo, &hi)
        Self.clip(maxX * wSlope - uSlope, maxX * wOffset - uOffset, &lo, &hi)
        Self.clip(vSlope - minY * wSlope, vOffset - minY * wOffset, &lo, &hi)
        Self.clip(maxY * wSlope - vSlope, maxY * wOffset - vOffset, &lo, &hi)
        guard lo <= hi else { return 0..<0 }
        let first = PixelIndex.ceil(lo - 0.5)
        let last = PixelIndex.floor(hi - 0.5)
        return first <= last ? first..<(last + 1) : 0..<0
    }

    /// Narrows `lo ... hi` to where `slope · x + offset ≥ 0`.
    private static func clip(_ slope: Double, _ offset: Double, _ lo: inout Double, _ hi: inout Double) {
        if slope > 0 {
            lo = max(lo, -offset / slope)
        } else if slope < 0 {
            hi = min(hi, -offset / slope)
        } else if offset < 0 {
            lo = .infinity
        }
    }
}
