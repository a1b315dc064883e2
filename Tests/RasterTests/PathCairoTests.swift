import Geometry
import Raster
import Testing

/// Fling's rasterizer against cairo's drawings of the same paths (Tools/path-references).
@Suite struct PathCairoTests {
    @Test(arguments: try PathReference.all().map(\.name))
    func flingMatchesCairoAt40dB(name: String) throws {
        let reference = try #require(try PathReference.all().first { $0.name == name })
        let mine = try reference.draw()
        let cairo = try PNG.read(PathReference.folder + name + ".png")
        #expect(cairo.width == mine.width && cairo.height == mine.height)
        let db = mine.psnr(against: cairo)
        print("PSNR \(name): \(db) dB")
        #expect(db >= 40, "\(name): \(db) dB")
    }
}

/// Base-10 logarithm without libm: log₁₀ x = ln x / ln 10 by Fling's own `log`.
private func log10(_ x: Double) -> Double { MotionMath.log(x) / MotionMath.log(10) }
