import Geometry

/// An 8-bit mask in a layer's plane drawn through a projective map, sampled bilinearly:
/// the shadow or text of a rotated or perspective layer.
package struct ProjectedMask {
    /// Device pixels to the layer's plane.
    package let inverse: Homography
    package let mask: UnsafePointer<UInt8>
    package let width: Int, height: Int
    /// The plane point at the mask's top-left corner.
    package let originX: Double, originY: Double
    /// Mask pixels per plane unit.
    package let scale: Double
    /// What an affine map keeps the same at every pixel (nil under perspective), worked out once.
    private let affine: AffineConstants?

    package init(
        inverse: Homography, mask: UnsafePointer<UInt8>, width: Int, height: Int, originX: Double, originY: Double,
        scale: Double
    ) {
        self.inverse = inverse
        self.mask = mask
        self.width = width
        self.height = height
        self.originX = originX
        self.originY = originY
        self.scale = scale
        affine = AffineConstants(inverse)
    }

    /// Writes the row's spans (every pixel sampled) to `spans`, cut to `columns` and leaving
    /// out `skipping` (what an opaque layer drawn next covers: nothing there would show).
    package func appendRow(
        _ y: Int, columns: Range<Int>, skipping: Range<Int>? = nil, bytes: inout ByteArena, to spans: inout SpanList
    ) {
        let line = RowLine(inverse, y)
        let touched = line.interval(
            inside: originX, originY, originX + Double(width) / scale, originY + Double(height) / scale)
        let start = max(touched.lowerBound, columns.lowerBound)
        let end = min(touched.upperBound, columns.upperBound)
        guard start < end else { return }
        guard let skipping, skipping.lowerBound < end, skipping.upperBound > start else {
            return appendSamples(line, start, end, bytes: &bytes, to: &spans)
        }
        if start < skipping.lowerBound { appendSamples(line, start, skipping.lowerBound, bytes: &bytes, to: &spans) }
        if skipping.upperBound < end { appendSamples(line, skipping.upperBound, end, bytes: &bytes, to: &spans) }
    }

    private func appendSamples(
        _ line: RowLine, _ start: Int, _ end: Int, bytes: inout ByteArena, to spans: inout SpanList
    ) {
        let out = bytes.allocate(end - start)
        if let affine {
            // W is the same everywhere: no division per pixel (the same values as `point`).
            guard affine.w > 0 else {
                out.update(repeating: 0, count: end - start)
                return spans.append(start, end, UnsafePointer(out))
            }
            for px in start..<end {
                let p = line.point(px, affine)
                out[px - start] = sample(p)
            }
        } else {
            for px in start..<end {
                let p = line.point(px)
                out[px - start] = p.w > 0 ? sample(p) : 0
            }
        }
        spans.append(start, end, UnsafePointer(out))
    }

    @inline(__always)
    private func sample(_ p: RowLine.Point) -> UInt8 {
        let sx = Bilinear.fixed((p.u - originX) * scale - 0.5)
        let sy = Bilinear.fixed((p.v - originY) * scale - 0.5)
        return UInt8(Bilinear.sample(mask, width: width, height: height, sx, sy))
    }
}
