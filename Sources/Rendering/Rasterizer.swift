import Motion

/// Anti-aliased filling of shapes into a `PixelBuffer`.
public enum Rasterizer {
    /// Fills `rect` (in pixels; fractional and off-buffer parts allowed) with rounded
    /// corners, blending `color` source-over, as `CALayer` draws its `backgroundColor` with
    /// `cornerRadius`.
    ///
    /// Coverage at each pixel centre is `clamp(0.5 − d, 0, 1)`, d being the signed distance
    /// to the rounded box, quantised to 8 bits. The radius is clamped to half the shorter
    /// side. Only pixels within half a pixel of the outline evaluate the distance; the
    /// rest of each row is one constant span.
    public static func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color, into buffer: PixelBuffer) {
        let src = PremultipliedColor(color).pixel
        let width = buffer.width, height = buffer.height
        guard src >> 24 != 0, width > 0, height > 0, rect.width > 0, rect.height > 0 else { return }
        let hx = rect.width * 0.5, hy = rect.height * 0.5
        let cx = rect.minX + hx, cy = rect.minY + hy
        guard hx.isFinite, hy.isFinite, cx.isFinite, cy.isFinite else { return }
        let r = cornerRadius > 0 ? min(cornerRadius, hx, hy) : 0
        let innerX = hx - r, innerY = hy - r

        // Rows whose centre lies within half a pixel of the box, plus a little slack.
        let yStart = floorIndex(cy - hy - 1, limit: height)
        let yEnd = ceilIndex(cy + hy, limit: height)
        guard yStart < yEnd else { return }

        for py in yStart..<yEnd {
            let qy = abs(Double(py) + 0.5 - cy) - innerY
            // Half-widths, about cx, of the pixel centres with d < 0.5 (touched) and
            // d <= -0.5 (fully covered); negative means none.
            let touched: Double, full: Double
            if qy <= 0 {
                touched = hx + 0.5
                full = qy - r <= -0.5 ? hx - 0.5 : -1
            } else {
                let outer = r + 0.5, inner = r - 0.5
                let t = outer * outer - qy * qy
                guard t > 0 else { continue }
                touched = innerX + t.squareRoot()
                let f = inner * inner - qy * qy
                full = inner >= 0 && f >= 0 ? innerX + f.squareRoot() : -1
            }
            let row = buffer.pixels + py * width
            let xa = floorIndex(cx - touched - 0.5, limit: width)
            let xb = ceilIndex(cx + touched + 0.5, limit: width)
            let span = RowSpan(row: row, cx: cx, innerX: innerX, qy: qy, radius: r, color: src)
            if full < 0 {
                span.blendEdge(xa, xb)
                continue
            }
            let fa = max(ceilIndex(cx - full - 0.5, limit: width), xa)
            let fb = min(floorIndex(cx + full + 0.5, limit: width), xb)
            if fa >= fb {
                span.blendEdge(xa, xb)
            } else {
                span.blendEdge(xa, fa)
                span.fill(fa, fb)
                span.blendEdge(fb, xb)
            }
        }
    }

    /// `floor(v)` clamped to 0…limit, without libm and without trapping on huge or NaN values.
    @inline(__always)
    static func floorIndex(_ v: Double, limit: Int) -> Int {
        if !(v > 0) { return 0 }
        if v >= Double(limit) { return limit }
        return Int(v)
    }

    /// `ceil(v)` clamped to 0…limit, without libm and without trapping on huge or NaN values.
    @inline(__always)
    static func ceilIndex(_ v: Double, limit: Int) -> Int {
        if !(v > 0) { return 0 }
        if v >= Double(limit) { return limit }
        let t = Int(v)
        return Double(t) < v ? t + 1 : t
    }
}

/// One row of a rounded box: the per-row part of the signed distance and the colour.
private struct RowSpan {
    let row: UnsafeMutablePointer<UInt32>
    let cx: Double
    let innerX: Double
    let qy: Double
    let radius: Double
    let color: UInt32

    /// Blends pixels `a..<b` with coverage from the rounded-box distance at their centres.
    @inline(__always)
    func blendEdge(_ a: Int, _ b: Int) {
        guard a < b else { return }
        let oy = qy > 0 ? qy : 0
        for px in a..<b {
            let qx = abs(Double(px) + 0.5 - cx) - innerX
            let ox = qx > 0 ? qx : 0
            let inside = qx > qy ? qx : qy
            let d = (ox * ox + oy * oy).squareRoot() + (inside < 0 ? inside : 0) - radius
            let coverage = 0.5 - d
            guard coverage > 0 else { continue }
            let c = coverage >= 1 ? color : PremultipliedColor.scale(color, by: UInt32(coverage * 255 + 0.5))
            guard c != 0 else { continue }
            let p = row + px
            p.pointee = PremultipliedColor.sourceOver(c, onto: p.pointee)
        }
    }

    /// Fills pixels `a..<b`, all fully covered, with the constant colour.
    @inline(__always)
    func fill(_ a: Int, _ b: Int) {
        if color >> 24 == 255 {
            (row + a).update(repeating: color, count: b - a)
            return
        }
        // Backgrounds are mostly uniform, so remembering the last blend skips most of the math.
        var lastDst = row[a], lastOut = PremultipliedColor.sourceOver(color, onto: lastDst)
        var p = row + a
        let end = row + b
        while p < end {
            let dst = p.pointee
            if dst != lastDst {
                lastDst = dst
                lastOut = PremultipliedColor.sourceOver(color, onto: dst)
            }
            p.pointee = lastOut
            p += 1
        }
    }
}
