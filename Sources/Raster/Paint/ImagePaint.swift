import Geometry

/// A layer's `contents` as a paint: the image stretched over the bounds, sampled
/// bilinearly, times the layer's opacity when it has no group of its own.
package struct ImagePaint {
    package let pixels: UnsafePointer<UInt32>
    package let width: Int, height: Int
    /// 0…255, multiplies every sample.
    package let alpha: UInt32
    /// Image pixel coordinates (0 at the first pixel's centre) of a point:
    /// `x · scaleX + offsetX`, `y · scaleY + offsetY`, in device pixels or plane units.
    package let scaleX: Double, offsetX: Double
    package let scaleY: Double, offsetY: Double
    /// Device pixels to the layer's plane when the layer is not axis-aligned.
    package let inverse: Homography?

    package init(
        pixels: UnsafePointer<UInt32>, width: Int, height: Int, alpha: UInt32, scaleX: Double, offsetX: Double,
        scaleY: Double, offsetY: Double, inverse: Homography?
    ) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.alpha = alpha
        self.scaleX = scaleX
        self.offsetX = offsetX
        self.scaleY = scaleY
        self.offsetY = offsetY
        self.inverse = inverse
    }

    /// Blends the image over `count` pixels starting at column `x` of row `y`, times the
    /// span's coverage.
    package func draw(_ p: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>?) {
        if let inverse {
            let line = RowLine(inverse, y)
            for i in 0..<count {
                let point = line.point(x + i)
                guard point.w > 0 else { continue }
                blend(p + i, sample(point.u, point.v), coverage.map { UInt32($0[i]) } ?? 255)
            }
        } else {
            let v = Double(y) + 0.5
            for i in 0..<count {
                blend(p + i, sample(Double(x + i) + 0.5, v), coverage.map { UInt32($0[i]) } ?? 255)
            }
        }
    }

    @inline(__always)
    private func sample(_ u: Double, _ v: Double) -> UInt32 {
        Bilinear.sample(
            pixels, width: width, height: height, Bilinear.fixed(u * scaleX + offsetX),
            Bilinear.fixed(v * scaleY + offsetY))
    }

    @inline(__always)
    private func blend(_ p: UnsafeMutablePointer<UInt32>, _ sample: UInt32, _ coverage: UInt32) {
        var src = alpha == 255 ? sample : PremultipliedColor.scale(sample, by: alpha)
        if coverage != 255 { src = PremultipliedColor.scale(src, by: coverage) }
        guard src != 0 else { return }
        p.pointee = PremultipliedColor.sourceOver(src, onto: p.pointee)
    }
}
