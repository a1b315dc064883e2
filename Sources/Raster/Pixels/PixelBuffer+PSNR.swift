import Geometry

extension PixelBuffer {
    /// The peak signal-to-noise ratio between this buffer and `image` over their red, green and
    /// blue samples, in dB (infinity when they are equal), as Tools/cairo-render's `compare`
    /// reckons it: how the renderer's images are held against cairo's, Skia's and Blend2D's.
    /// Both are read as opaque; the sizes must match.
    package func psnr(against image: Image) -> Double {
        precondition(
            width == image.width && height == image.height, "psnr: \(width)×\(height) vs \(image.width)×\(image.height)"
        )
        var squares = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let p = self[x, y]
                let q = image.pixels[y * image.width + x]
                for shift in [0, 8, 16] as [UInt32] {
                    let d = Double(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
                    squares += d * d
                }
            }
        }
        let mse = squares / Double(width * height * 3)
        return mse == 0 ? .infinity : 10 * MotionMath.log(255 * 255 / mse) / MotionMath.log(10)
    }
}
