import Geometry
import Raster
import Testing

/// Fling's rasterizer against cairo's drawings of the same paths (Tools/path-references).
@Suite struct PathCairoTests {
    /// PSNR over the red, green and blue samples, as Tools/cairo-render's `compare` reckons it.
    static func psnr(_ a: PixelBuffer, _ b: Image) -> Double {
        var squares = 0.0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y]
                let q = b.pixels[y * b.width + x]
                for shift in [16, 8, 0] as [UInt32] {
                    let d = Double(Int((p >> shift) & 255) - Int((q >> shift) & 255))
                    squares += d * d
                }
            }
        }
        let mse = squares / Double(a.width * a.height * 3)
        return mse > 0 ? 10 * log10(255 * 255 / mse) : .infinity
    }

    @Test(arguments: try PathReference.all().map(\.name))
    func flingMatchesCairoAt40dB(name: String) throws {
        let reference = try #require(try PathReference.all().first { $0.name == name })
        let mine = try reference.draw()
        let cairo = try PNG.read(PathReference.folder + name + ".png")
        #expect(cairo.width == mine.width && cairo.height == mine.height)
        let db = Self.psnr(mine, cairo)
        print("PSNR \(name): \(db) dB")
        #expect(db >= 40, "\(name): \(db) dB")
    }
}

/// Base-10 logarithm without libm: log₁₀ x = ln x / ln 10 by Fling's own `log`.
private func log10(_ x: Double) -> Double { MotionMath.log(x) / MotionMath.log(10) }
