import Foundation
import Rendering
import Testing

/// Compares rendered frames with the committed PNGs in Tests/RenderingTests/Golden.
///
/// Exact by default; with a `Tolerance`, pixels may differ by up to a CIE ΔE (1976) and a
/// share of pixels may exceed it. A failure writes NAME.actual.png and NAME.diff.png beside
/// NAME.png (git ignores them). `FLING_UPDATE_GOLDENS=1 swift test …` rewrites the goldens
/// the run renders instead of comparing: for deliberate changes only (docs/rendering.md).
enum Golden {
    struct Tolerance {
        /// The largest colour difference a pixel may have without counting as different.
        let deltaE: Double
        /// The share of pixels (0…1) allowed to differ by more.
        let share: Double
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["FLING_UPDATE_GOLDENS"] == "1" }

    static func path(_ name: String, _ suffix: String = "") -> String {
        directory.appendingPathComponent("\(name)\(suffix).png").path
    }

    /// Checks `buffer` (fully opaque, so PNG round-trips it exactly) against golden `name`.
    static func check(_ buffer: PixelBuffer, named name: String, tolerance: Tolerance? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let opaque = (0..<buffer.height).allSatisfy { y in (0..<buffer.width).allSatisfy { x in buffer[x, y] >> 24 == 255 } }
        #expect(opaque, "golden scenes draw on an opaque clear colour", sourceLocation: sourceLocation)
        let actualPath = path(name, ".actual"), diffPath = path(name, ".diff")
        if isUpdating {
            try PNG.write(buffer, to: path(name))
            return
        }
        guard FileManager.default.fileExists(atPath: path(name)) else {
            try PNG.write(buffer, to: actualPath)
            Issue.record("no golden \(name).png; wrote \(actualPath). Record it with FLING_UPDATE_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        let expected = try PNG.read(path(name))
        guard expected.width == buffer.width, expected.height == buffer.height else {
            try PNG.write(buffer, to: actualPath)
            Issue.record("\(name): rendered \(buffer.width)×\(buffer.height), golden is \(expected.width)×\(expected.height); wrote \(actualPath)",
                         sourceLocation: sourceLocation)
            return
        }
        let comparison = Comparison(buffer, expected, tolerance: tolerance)
        if comparison.passes {
            try? FileManager.default.removeItem(atPath: actualPath)
            try? FileManager.default.removeItem(atPath: diffPath)
            return
        }
        try PNG.write(buffer, to: actualPath)
        try PNG.write(comparison.diffImage, to: diffPath)
        Issue.record("\(name): \(comparison.summary); wrote \(actualPath) and \(diffPath)", sourceLocation: sourceLocation)
    }

    /// A pixel-by-pixel comparison.
    struct Comparison {
        let passes: Bool
        let summary: String
        let diffImage: PixelBuffer

        init(_ actual: PixelBuffer, _ expected: Image, tolerance: Tolerance?) {
            let width = actual.width, height = actual.height
            var differing = 0, beyond = 0, worst = 0.0
            var first: (Int, Int)?
            let diff = PixelBuffer(width: width, height: height)
            diff.clear(to: .black)
            var marks: [(Int, Int, Double)] = []
            for y in 0..<height {
                for x in 0..<width {
                    let a = actual[x, y], e = expected[x, y]
                    guard a != e else { continue }
                    differing += 1
                    if first == nil { first = (x, y) }
                    let delta = ColorDifference.deltaE(a, e)
                    worst = max(worst, delta)
                    if delta > (tolerance?.deltaE ?? 0) { beyond += 1 }
                    marks.append((x, y, delta))
                }
            }
            let allowed = tolerance.map { Int($0.share * Double(width * height)) } ?? 0
            passes = beyond <= allowed
            let where_ = first.map { "first at (\($0.0), \($0.1)): actual \(hex(actual[$0.0, $0.1])), golden \(hex(expected[$0.0, $0.1]))" } ?? ""
            summary = "\(differing) of \(width * height) pixels differ, \(beyond) beyond ΔE \(tolerance?.deltaE ?? 0) (\(allowed) allowed), "
                + "largest ΔE \((worst * 100).rounded() / 100); \(where_)"
            ColorDifference.paint(marks, expected: expected, into: diff)
            diffImage = diff
        }
    }
}

/// CIE 1976 colour differences between opaque sRGB pixels, and the diff picture.
enum ColorDifference {
    static func deltaE(_ a: UInt32, _ b: UInt32) -> Double {
        let la = lab(a), lb = lab(b)
        return ((la.0 - lb.0) * (la.0 - lb.0) + (la.1 - lb.1) * (la.1 - lb.1) + (la.2 - lb.2) * (la.2 - lb.2)).squareRoot()
    }

    /// CIELAB (D65) of an opaque 0xAARRGGBB sRGB pixel.
    static func lab(_ p: UInt32) -> (Double, Double, Double) {
        func linear(_ c: UInt32) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let r = linear((p >> 16) & 255), g = linear((p >> 8) & 255), b = linear(p & 255)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// The golden dimmed to a quarter, with differing pixels in red (brighter for larger ΔE).
    static func paint(_ marks: [(Int, Int, Double)], expected: Image, into diff: PixelBuffer) {
        diff.withUnsafeMutableBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            for y in 0..<diff.height {
                for x in 0..<diff.width {
                    let p = expected[x, y]
                    let grey = (((p >> 16) & 255) + ((p >> 8) & 255) + (p & 255)) / 12
                    pixels[y * diff.width + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                }
            }
            for (x, y, delta) in marks {
                let red = UInt32(min(255, 128 + delta * 12))
                pixels[y * diff.width + x] = 0xFF00_0000 | red << 16
            }
        }
    }
}

private func hex(_ p: UInt32) -> String {
    let digits = String(p, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}
