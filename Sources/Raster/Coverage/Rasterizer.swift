import Geometry

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
        let width = buffer.width
        let height = buffer.height
        guard src >> 24 != 0, width > 0, height > 0,
            let box = RoundedBox(rect, radii: CornerRadii(cornerRadius))
        else { return }
        let rows = box.rows
        for py in max(rows.first, 0)..<max(min(rows.end, height), max(rows.first, 0)) {
            guard let extent = box.row(py) else { continue }
            let row = buffer.pixels + py * width
            let start = clamp(extent.touchedStart, width)
            let end = clamp(extent.touchedEnd, width)
            let fullStart = max(clamp(extent.fullStart, width), start)
            let fullEnd = min(clamp(extent.fullEnd, width), end)
            if fullStart < fullEnd {
                blendEdge(box, extent, row, start, fullStart, src)
                SolidKernel.fill(row + fullStart, count: fullEnd - fullStart, color: src)
                blendEdge(box, extent, row, fullEnd, end, src)
            } else {
                blendEdge(box, extent, row, start, end, src)
            }
        }
    }

    /// Blends pixels `a ..< b` of `row` with coverage from the box's distance at their centres.
    private static func blendEdge(
        _ box: RoundedBox, _ extent: RowExtent, _ row: UnsafeMutablePointer<UInt32>,
        _ a: Int, _ b: Int, _ color: UInt32
    ) {
        guard a < b else { return }
        for px in a..<b {
            let c = quantizeCoverage(box.coverage(px, dy: extent.dy))
            guard c != 0 else { continue }
            let src = c == 255 ? color : PremultipliedColor.scale(color, by: c)
            guard src != 0 else { continue }
            row[px] = PremultipliedColor.sourceOver(src, onto: row[px])
        }
    }

    @inline(__always)
    private static func clamp(_ v: Int, _ limit: Int) -> Int { min(max(v, 0), limit) }

    /// `floor(v)` clamped to 0…limit, without libm and without trapping on huge or NaN values.
    @inline(__always)
    package static func floorIndex(_ v: Double, limit: Int) -> Int {
        if !(v > 0) { return 0 }
        if v >= Double(limit) { return limit }
        return Int(v)
    }

    /// `ceil(v)` clamped to 0…limit, without libm and without trapping on huge or NaN values.
    @inline(__always)
    package static func ceilIndex(_ v: Double, limit: Int) -> Int {
        if !(v > 0) { return 0 }
        if v >= Double(limit) { return limit }
        let t = Int(v)
        return Double(t) < v ? t + 1 : t
    }
}
