import Foundation
import Raster
import Rendering

/// A pixel-by-pixel comparison of two images of one size, with the difference picture a
/// person can open: the expected image dimmed to a quarter, differing pixels in red
/// (brighter for a larger colour difference, CIE 1976 ΔE).
public struct ImageDifference {
    /// Pixels that differ at all.
    public let differing: Int
    /// Pixels that differ by more than the tolerance's ΔE.
    public let beyondTolerance: Int
    /// The largest ΔE.
    public let largestDeltaE: Double
    /// The first differing pixel, row by row, or nil.
    public let first: (x: Int, y: Int)?
    /// The difference picture.
    public let image: PixelBuffer

    /// Compares `actual` with `expected` (same size); `deltaE` is the colour difference
    /// below which a pixel counts as the same.
    public init(actual: PixelBuffer, expected: PixelBuffer, deltaE tolerance: Double = 0) {
        precondition(
            actual.width == expected.width && actual.height == expected.height,
            "ImageDifference compares images of one size: \(actual.width)×\(actual.height) and \(expected.width)×\(expected.height)"
        )
        let width = actual.width
        let height = actual.height
        var differing = 0
        var beyond = 0
        var worst = 0.0
        var first: (x: Int, y: Int)?
        let picture = PixelBuffer(width: width, height: height)
        picture.withUnsafeMutableBytes { raw in
            let out = raw.bindMemory(to: UInt32.self)
            for y in 0..<height {
                for x in 0..<width {
                    let e = expected[x, y]
                    let a = actual[x, y]
                    if a == e {
                        let grey = (((e >> 16) & 255) + ((e >> 8) & 255) + (e & 255)) / 12
                        out[y * width + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                        continue
                    }
                    differing += 1
                    if first == nil { first = (x, y) }
                    let delta = Self.deltaE(a, e)
                    worst = max(worst, delta)
                    if delta > tolerance { beyond += 1 }
                    let red = UInt32(min(255, 128 + delta * 12))
                    out[y * width + x] = 0xFF00_0000 | red << 16
                }
            }
        }
        self.differing = differing
        self.beyondTolerance = beyond
        self.largestDeltaE = worst
        self.first = first
        self.image = picture
    }

    /// CIE 1976 ΔE between two opaque 0xAARRGGBB sRGB pixels.
    public static func deltaE(_ a: UInt32, _ b: UInt32) -> Double {
        let la = lab(a)
        let lb = lab(b)
        return ((la.0 - lb.0) * (la.0 - lb.0) + (la.1 - lb.1) * (la.1 - lb.1) + (la.2 - lb.2) * (la.2 - lb.2))
            .squareRoot()
    }

    /// CIELAB (D65) of an opaque 0xAARRGGBB sRGB pixel.
    static func lab(_ p: UInt32) -> (Double, Double, Double) {
        func linear(_ c: UInt32) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let r = linear((p >> 16) & 255)
        let g = linear((p >> 8) & 255)
        let b = linear(p & 255)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}
