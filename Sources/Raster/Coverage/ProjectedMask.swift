import CPixelKernels
import Geometry

/// An 8-bit mask in a layer's plane drawn through a projective map, sampled bilinearly:
/// the shadow or text of a rotated or perspective layer.
///
/// The samples are taken in C (`fl_projected_mask_row`), with the doubles of `RowLine.point`
/// and the integer weights of `Bilinear`, operation for operation.
package struct ProjectedMask {
    /// Device pixels to the layer's plane.
    package let inverse: Homography
    package let mask: UnsafePointer<UInt8>
    package let width: Int, height: Int
    /// The plane point at the mask's top-left corner.
    package let originX: Double, originY: Double
    /// Mask pixels per plane unit.
    package let scale: Double
    /// The same, as the C sampler takes it.
    private let kernel: fl_projected_mask

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
        kernel = fl_projected_mask(
            m11: inverse.m11, m12: inverse.m12, m13: inverse.m13, m21: inverse.m21, m22: inverse.m22,
            m23: inverse.m23, m31: inverse.m31, m32: inverse.m32, m33: inverse.m33, origin_x: originX,
            origin_y: originY, scale: scale, mask: mask, width: width, height: height)
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
            return appendSamples(y, start, end, bytes: &bytes, to: &spans)
        }
        if start < skipping.lowerBound { appendSamples(y, start, skipping.lowerBound, bytes: &bytes, to: &spans) }
        if skipping.upperBound < end { appendSamples(y, skipping.upperBound, end, bytes: &bytes, to: &spans) }
    }

    private func appendSamples(
        _ y: Int, _ start: Int, _ end: Int, bytes: inout ByteArena, to spans: inout SpanList
    ) {
        let out = bytes.allocate(end - start)
        withUnsafePointer(to: kernel) { fl_projected_mask_row($0, y, start, end - start, out) }
        spans.append(start, end, UnsafePointer(out))
    }
}
