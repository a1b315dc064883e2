import FlingTesting
import Formats
import Foundation
import Raster
import Rendering
import SnapshotTesting

extension Diffing where Value == PixelBuffer {
    /// Images stored as PNG and compared pixel by pixel with `ImageDifference`, exactly.
    public static var image: Diffing { image() }

    /// Images stored as PNG (8-bit RGBA, straight alpha; a premultiplied pixel comes back
    /// the same) and compared pixel by pixel with `ImageDifference`: they match when no
    /// pixel's colour differs by more than `deltaE` (CIE 1976 ΔE; with 0 every byte must
    /// match, alpha included).
    ///
    /// swift-snapshot-testing attaches a failure's images only in Xcode; so that a failure
    /// on Linux can be looked at, a mismatch writes expected.png, actual.png and
    /// difference.png (the expected image dimmed, differing pixels in red) to a folder of
    /// its own under `SNAPSHOT_ARTIFACTS` (else the temporary directory), and its message
    /// names the three files, how many pixels differ and the largest ΔE.
    public static func image(deltaE: Double = 0) -> Diffing {
        .diff(
            toData: { Data(PNG.encode($0)) },
            fromData: { data in
                // A file that is not a PNG reads as an empty image, which no snapshot
                // matches; the failure says so.
                (try? PNG.decode([UInt8](data), name: "the reference PNG")).map(PixelBuffer.init(copying:))
                    ?? PixelBuffer(width: 0, height: 0)
            },
            diffV2: { reference, actual in
                compare(reference: reference, actual: actual, deltaE: deltaE)
            }
        )
    }

    /// The failure's message and attachments, or nil when the images match.
    static func compare(reference: PixelBuffer, actual: PixelBuffer, deltaE: Double) -> (String, [DiffAttachment])? {
        guard reference.width > 0, reference.height > 0 else {
            let written = SnapshotArtifacts.write([("actual.png", actual)], expected: reference, actual: actual)
            return ("The reference is not a PNG Fling can read; re-record it. \(written.sentence)", written.attachments)
        }
        guard reference.width == actual.width, reference.height == actual.height else {
            let written = SnapshotArtifacts.write(
                [("expected.png", reference), ("actual.png", actual)],
                expected: reference, actual: actual)
            return (
                "The image is \(actual.width)×\(actual.height) pixels; the reference is \(reference.width)×\(reference.height). \(written.sentence)",
                written.attachments
            )
        }
        let difference = ImageDifference(actual: actual, expected: reference, deltaE: deltaE)
        let failing = deltaE > 0 ? difference.beyondTolerance : difference.differing
        guard failing > 0 else { return nil }
        let written = SnapshotArtifacts.write(
            [
                ("expected.png", reference), ("actual.png", actual),
                ("difference.png", difference.image),
            ],
            expected: reference, actual: actual)
        let firstAt = difference.first.map { " (the first at \($0.x), \($0.y))" } ?? ""
        let tolerance = deltaE > 0 ? " beyond ΔE \(deltaE)" : ""
        let summary =
            "\(failing) of \(actual.width * actual.height) pixels differ\(tolerance)\(firstAt); the largest ΔE is \(rounded(difference.largestDeltaE))."
        return ("\(summary) \(written.sentence)", written.attachments)
    }

    /// `value` to two decimals, for a message.
    private static func rounded(_ value: Double) -> String {
        JSONWriter.number((value * 100).rounded() / 100)
    }
}
