import FlingTesting
import Foundation
import Raster
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
    static func check(
        _ buffer: PixelBuffer, named name: String, tolerance: Tolerance? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let opaque = (0..<buffer.height).allSatisfy { y in
            (0..<buffer.width).allSatisfy { x in buffer[x, y] >> 24 == 255 }
        }
        #expect(opaque, "golden scenes draw on an opaque clear colour", sourceLocation: sourceLocation)
        let actualPath = path(name, ".actual")
        let diffPath = path(name, ".diff")
        if isUpdating {
            try PNG.write(buffer, to: path(name))
            return
        }
        guard FileManager.default.fileExists(atPath: path(name)) else {
            try PNG.write(buffer, to: actualPath)
            Issue.record(
                "no golden \(name).png; wrote \(actualPath). Record it with FLING_UPDATE_GOLDENS=1",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try PNG.read(path(name))
        guard expected.width == buffer.width, expected.height == buffer.height else {
            try PNG.write(buffer, to: actualPath)
            Issue.record(
                "\(name): rendered \(buffer.width)×\(buffer.height), golden is \(expected.width)×\(expected.height); wrote \(actualPath)",
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
        Issue.record(
            "\(name): \(comparison.summary); wrote \(actualPath) and \(diffPath)", sourceLocation: sourceLocation)
    }

    /// A pixel-by-pixel comparison, through FlingTesting's `ImageDifference` (the picture
    /// a replay test's failure leaves is drawn the same way).
    struct Comparison {
        let passes: Bool
        let summary: String
        let diffImage: PixelBuffer

        init(_ actual: PixelBuffer, _ expected: Image, tolerance: Tolerance?) {
            let golden = PixelBuffer(copying: expected)
            let difference = ImageDifference(actual: actual, expected: golden, deltaE: tolerance?.deltaE ?? 0)
            let allowed = tolerance.map { Int($0.share * Double(actual.width * actual.height)) } ?? 0
            passes = difference.beyondTolerance <= allowed
            let firstDifference =
                difference.first.map {
                    "first at (\($0.x), \($0.y)): actual \(hex(actual[$0.x, $0.y])), golden \(hex(golden[$0.x, $0.y]))"
                } ?? ""
            summary =
                "\(difference.differing) of \(actual.width * actual.height) pixels differ, \(difference.beyondTolerance) beyond ΔE \(tolerance?.deltaE ?? 0) (\(allowed) allowed), "
                + "largest ΔE \((difference.largestDeltaE * 100).rounded() / 100); \(firstDifference)"
            diffImage = difference.image
        }
    }
}

private func hex(_ p: UInt32) -> String {
    let digits = String(p, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}
