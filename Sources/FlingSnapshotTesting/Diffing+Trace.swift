import Foundation
import Replay
import SnapshotTesting

extension Diffing where Value == String {
    /// Frame traces (JSON Lines) compared frame by frame and field by field with
    /// `FrameTrace.firstDifference`, the comparison replay tests use; numbers may differ by
    /// `tolerance`. Texts that say the same (fields in another order, numbers written
    /// another way) match. A mismatch names the first differing frame, line and field with
    /// both values, and attaches the first differing lines as `difference.patch`.
    public static func trace(tolerance: Double = 0) -> Diffing {
        .diff {
            Data($0.utf8)
        } fromData: {
            String(decoding: $0, as: UTF8.self)
        } diffV2: { reference, actual in
            guard reference != actual else { return nil }
            let expected: FrameTrace
            let got: FrameTrace
            do { expected = try FrameTrace.parse(reference, path: "the reference trace") } catch {
                return ("The reference trace cannot be read: \(error); re-record it.", [])
            }
            do { got = try FrameTrace.parse(actual, path: "the actual trace") } catch {
                return ("The actual trace cannot be read: \(error).", [])
            }
            guard let difference = expected.firstDifference(from: got, tolerance: tolerance) else { return nil }
            let referenceLines = reference.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let index = difference.line - 1
            let patch =
                "@@ line \(difference.line) @@\n"
                + (index < referenceLines.count ? "-\(referenceLines[index])\n" : "")
                + (index < actualLines.count ? "+\(actualLines[index])\n" : "")
            return (
                "The trace differs at \(difference)\(tolerance > 0 ? " (tolerance \(tolerance))" : "").",
                [.data(Data(patch.utf8), name: "difference.patch")]
            )
        }
    }
}
