import CPixelKernels
import Geometry
import Testing

@testable import Raster

/// Gradient paints give the same bytes at every kernel level. It lives here, not in
/// RasterTests, because switching the level is process-wide and must hold
/// `PixelKernelTests.levelLock`.
@Suite struct GradientKernelLevelTests {
    /// Every gradient kind, translucent and one-colour (the solid-kernel path), at full and
    /// partial coverage over a coloured background, under a perspective map.
    static func scene() -> UInt64 {
        let buffer = PixelBuffer(width: 97, height: 61)
        buffer.fill(0xFF30_4050)
        let transform = Homography(
            m11: 0.9, m12: 0.3, m13: 0.0008, m21: -0.2, m22: 1.1, m23: 0.0005, m31: 6, m32: 3, m33: 1)
        let colors = [
            Color(red: 1, green: 0.2, blue: 0), Color(red: 0, green: 0.5, blue: 1, alpha: 0.3),
            Color(red: 1, green: 1, blue: 1),
        ]
        let gradients =
            Gradient.Kind.allCases.map {
                Gradient($0, colors: colors, startPoint: Point(x: 0.4, y: 0.3), endPoint: Point(x: 0.9, y: 1))
            } + [Gradient(.axial, colors: [Color(red: 0.2, green: 0.9, blue: 0.1, alpha: 0.6)])]
        let coverage = (0..<97).map { UInt8(($0 * 37) % 256) }
        for gradient in gradients {
            guard
                let paint = GradientPaint(
                    gradient, bounds: Rect(x: 0, y: 0, width: 80, height: 50), transform: transform)
            else { continue }
            for y in 0..<61 {
                let row = buffer.pixels + y * 97
                if y % 2 == 0 {
                    paint.full(row + y, count: 97 - y, x: y, y: y)
                } else {
                    coverage.withUnsafeBufferPointer {
                        paint.partial(row, count: 97, coverage: $0.baseAddress!, x: 0, y: y)
                    }
                }
            }
        }
        return buffer.hash64()
    }

    @Test func everyLevelDrawsTheSameBytes() {
        let reference = PixelKernelTests.at(FL_KERNELS_SCALAR) { Self.scene() }
        for level in PixelKernelTests.levels {
            #expect(PixelKernelTests.at(level) { Self.scene() } == reference, "level \(level.rawValue)")
        }
    }
}
