import Geometry

/// A rectangle with a radius per corner, and the anti-aliased coverage of its pixels.
///
/// Coverage at a pixel centre is `clamp(0.5 − d, 0, 1)` for the signed distance d to the
/// outline, in the box's own units (device pixels for `Rasterizer` and the axis-aligned
/// path). Rows are described by `RowExtent`: the pixels that may be touched and the span
/// that is certainly fully covered, found per side (left and right of the centre, since
/// their radii may differ) with one square root per side, so only the pixels between the two
/// evaluate the distance.
package struct RoundedBox: Hashable {
    package func hash(into hasher: inout Hasher) {
        var mix = BitMix()
        mix.add(self)
        hasher.combine(mix.value)
    }

    /// The centre.
    package let cx: Double, cy: Double
    /// Half the width and height.
    package let hx: Double, hy: Double
    /// Radii, each at most half the shorter side.
    package let radii: CornerRadii

    /// Nil when `rect` is empty or not finite. Radii beyond half the shorter side are clamped,
    /// as Core Animation does.
    package init?(_ rect: Rect, radii: CornerRadii) {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let hx = rect.width * 0.5
        let hy = rect.height * 0.5
        let cx = rect.minX + hx
        let cy = rect.minY + hy
        guard hx.isFinite, hy.isFinite, cx.isFinite, cy.isFinite else { return nil }
        self.cx = cx
        self.cy = cy
        self.hx = hx
        self.hy = hy
        self.radii = radii.clamped(to: min(hx, hy))
    }

    /// The rows whose centres may be touched: `first ..< end`.
    package var rows: (first: Int, end: Int) {
        (PixelIndex.floor(cy - hy - 1), PixelIndex.ceil(cy + hy))
    }

    /// The extent of row `py`, or nil when no pixel of it is touched.
    @inline(__always)
    package func row(_ py: Int) -> RowExtent? {
        let dy = Double(py) + 0.5 - cy
        let top = dy < 0
        guard let left = halfWidths(dy: dy, radius: top ? radii.topLeft : radii.bottomLeft),
            let right = halfWidths(dy: dy, radius: top ? radii.topRight : radii.bottomRight)
        else { return nil }
        let touchedStart = PixelIndex.floor(cx - left.touched - 0.5)
        let touchedEnd = PixelIndex.ceil(cx + right.touched + 0.5)
        guard left.full >= 0, right.full >= 0 else {
            return RowExtent(
                dy: dy, touchedStart: touchedStart, touchedEnd: touchedEnd, fullStart: touchedStart,
                fullEnd: touchedStart)
        }
        let fullStart = max(PixelIndex.ceil(cx - left.full - 0.5), touchedStart)
        let fullEnd = min(PixelIndex.floor(cx + right.full + 0.5), touchedEnd)
        guard fullStart < fullEnd else {
            return RowExtent(
                dy: dy, touchedStart: touchedStart, touchedEnd: touchedEnd, fullStart: touchedStart,
                fullEnd: touchedStart)
        }
        return RowExtent(
            dy: dy, touchedStart: touchedStart, touchedEnd: touchedEnd, fullStart: fullStart, fullEnd: fullEnd)
    }

    /// Whether row `py` lies in the straight middle, a pixel or more inside where any corner's
    /// arc begins: there a pixel's coverage depends only on its column and on which half of
    /// the box the row is in (the corner radii it takes), so such rows in one half are equal.
    @inline(__always)
    package func isStraight(row py: Int) -> Bool {
        let dy = Double(py) + 0.5 - cy
        let r = dy < 0 ? max(radii.topLeft, radii.topRight) : max(radii.bottomLeft, radii.bottomRight)
        return abs(dy) - (hy - r) <= -1
    }

    /// Half-widths about `cx`, on one side, of the pixel centres with d < 0.5 (touched) and
    /// d ≤ −0.5 (fully covered, −1 when none), for a row `dy` from the centre.
    @inline(__always)
    private func halfWidths(dy: Double, radius r: Double) -> (touched: Double, full: Double)? {
        let qy = abs(dy) - (hy - r)
        if qy <= 0 {
            return (hx + 0.5, qy - r <= -0.5 ? hx - 0.5 : -1)
        }
        let outer = r + 0.5
        let inner = r - 0.5
        let t = outer * outer - qy * qy
        guard t > 0 else { return nil }
        let f = inner * inner - qy * qy
        return ((hx - r) + t.squareRoot(), inner >= 0 && f >= 0 ? (hx - r) + f.squareRoot() : -1)
    }

    /// `0.5 − d` (not clamped) at the centre of pixel `px` in a row `dy` from the centre.
    @inline(__always)
    package func coverage(_ px: Int, dy: Double) -> Double {
        let dx = Double(px) + 0.5 - cx
        let r = radii.radius(dx: dx, dy: dy)
        let qx = abs(dx) - (hx - r)
        let qy = abs(dy) - (hy - r)
        let ox = qx > 0 ? qx : 0
        let oy = qy > 0 ? qy : 0
        let inside = qx > qy ? qx : qy
        let d = (ox * ox + oy * oy).squareRoot() + (inside < 0 ? inside : 0) - r
        return 0.5 - d
    }
}

extension BitMix {
    package mutating func add(_ box: RoundedBox) {
        add(box.cx)
        add(box.cy)
        add(box.hx)
        add(box.hy)
        add(box.radii)
    }
}

/// The pixels of one row of a shape: `touchedStart ..< touchedEnd` may have coverage (the
/// rest have none), `fullStart ..< fullEnd` (empty when equal) certainly have full coverage.
package struct RowExtent {
    /// The row centre's offset from the shape's centre.
    package let dy: Double
    package let touchedStart: Int, touchedEnd: Int
    package let fullStart: Int, fullEnd: Int

    package var hasFullSpan: Bool { fullStart < fullEnd }
}

/// Coverage in 0…1 to 8 bits, rounding half up; ≤ 0 (or NaN) is 0.
@inline(__always)
package func quantizeCoverage(_ c: Double) -> UInt32 {
    if !(c > 0) { return 0 }
    if c >= 1 { return 255 }
    return UInt32(c * 255 + 0.5)
}
