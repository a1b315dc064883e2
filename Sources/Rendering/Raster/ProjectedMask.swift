/// An 8-bit mask in a layer's plane drawn through a projective map, sampled bilinearly:
/// the shadow or text of a rotated or perspective layer.
struct ProjectedMask {
    /// Device pixels to the layer's plane.
    let inverse: Homography
    let mask: UnsafePointer<UInt8>
    let width: Int, height: Int
    /// The plane point at the mask's top-left corner.
    let originX: Double, originY: Double
    /// Mask pixels per plane unit.
    let scale: Double

    /// Writes the row's spans (every pixel sampled) to `spans`, cut to `columns`.
    func appendRow(_ y: Int, columns: Range<Int>, bytes: inout ByteArena, to spans: inout SpanList) {
        let line = RowLine(inverse, y)
        let touched = line.interval(inside: originX, originY, originX + Double(width) / scale, originY + Double(height) / scale)
        let start = max(touched.lowerBound, columns.lowerBound), end = min(touched.upperBound, columns.upperBound)
        guard start < end else { return }
        let out = bytes.allocate(end - start)
        for px in start..<end {
            let p = line.point(px)
            guard p.w > 0 else { out[px - start] = 0; continue }
            let sx = Bilinear.fixed((p.u - originX) * scale - 0.5), sy = Bilinear.fixed((p.v - originY) * scale - 0.5)
            out[px - start] = UInt8(Bilinear.sample(mask, width: width, height: height, sx, sy))
        }
        spans.append(start, end, UnsafePointer(out))
    }
}
